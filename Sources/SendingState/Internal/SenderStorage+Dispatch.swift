@MainActor
extension SenderStorage {
    /// Dispatches an occurrence reported on `sender`: runs the declarations of every provider that
    /// declares the sender, delivering the actions of the mappings that match.
    ///
    /// Each route gets a ``SenderEventMappingContext`` of its own, which carries the occurrence and
    /// where its actions go; nothing about the dispatch is stored here but its depth, so a handler
    /// that reports another event simply starts a dispatch of its own.
    ///
    /// - Parameters:
    ///   - occurrence: What happened.
    ///   - sender: The sender it happened on, whose storage this is.
    @usableFromInline
    func report(_ occurrence: SenderOccurrence, from sender: any Sender) {
        // Most reports are of events nothing maps, such as the touchDown of every tap.
        guard mappedMask.mayMatch(occurrence) else { return }
        guard ownerID == ObjectIdentifier(sender) || claim(by: sender) else { return }
        guard dispatchDepth < SendingStateDiagnostics.maximumDispatchDepth else {
            SendingStateDiagnostics.report(
                .dispatchTooDeep(sender: "\(type(of: sender))", occurrence: occurrence, depth: dispatchDepth))
            return
        }
        dispatchDepth += 1
        // A snapshot: a handler that reconfigures or reloads the provider can't disturb this loop.
        let routes = self.routes
        var foundReleasedProvider = false
        for route in routes where route.mask.mayMatch(occurrence) {
            guard route.provider.isProviderAlive else {
                foundReleasedProvider = true
                continue
            }
            route.dispatch(occurrence, from: sender)
        }
        dispatchDepth -= 1
        if foundReleasedProvider {
            removeRoutesOfReleasedProviders()
            sender.mappedEventsDidChange()
        }
    }
}
