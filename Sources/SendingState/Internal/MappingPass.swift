/// What the declarations of a sender are being evaluated for.
@MainActor
enum MappingPass {
    /// No evaluation is running: a context used now maps nothing.
    case idle
    /// Record the mapped events; run no action closure.
    case describe(EventCollector)
    /// Run the matching action closures and deliver their actions to the provider's handlers.
    ///
    /// Unretained: the dispatch that sets it holds the routes snapshot, which keeps the forwarding
    /// alive for as long as the pass is current. Retaining it would cost a retain and release per
    /// route and per mapping.
    case dispatch(Unmanaged<ProviderForwarding>)
    /// Run the matching action closures and collect their actions.
    case collect(ActionCollector)
}

@MainActor
extension SenderStorage {
    /// Whether a mapped event matches ``occurrence``.
    func matches(_ event: SenderEvent) -> Bool {
        switch event {
        case .control(let mapped): !mapped.isDisjoint(with: reportedControls)
        case .gesture: event.matches(occurrence)
        }
    }

    /// The pass, occurrence and reported controls, saved so a nested pass can restore them.
    struct SavedPass {
        let pass: MappingPass
        let occurrence: SenderOccurrence
        let reportedControls: ControlEvents
    }

    /// Saves the current pass before another one starts.
    func savePass() -> SavedPass {
        SavedPass(pass: pass, occurrence: occurrence, reportedControls: reportedControls)
    }

    /// Restores a pass saved by ``savePass()``.
    func restorePass(_ saved: SavedPass) {
        pass = saved.pass
        occurrence = saved.occurrence
        reportedControls = saved.reportedControls
    }

    /// Runs `body` with `pass` and `occurrence` current, then restores the pass it interrupted.
    func withPass<R>(_ pass: MappingPass, occurrence: SenderOccurrence? = nil, _ body: () -> R) -> R {
        let saved = savePass()
        defer { restorePass(saved) }
        self.pass = pass
        if let occurrence { setOccurrence(occurrence) }
        return body()
    }

    /// Makes `occurrence` the one mappings match against.
    func setOccurrence(_ occurrence: SenderOccurrence) {
        self.occurrence = occurrence
        if case .control(let events) = occurrence {
            reportedControls = events
        } else {
            reportedControls = []
        }
    }
}

@MainActor
extension SenderStorage {
    /// Dispatches an occurrence reported on `sender`, whose storage this is.
    @usableFromInline
    func report(_ occurrence: SenderOccurrence, from sender: any Sender) {
        // Most reports are of events nothing maps, such as the touchDown of every tap.
        guard mappedMask.mayMatch(occurrence) else { return }
        guard dispatchDepth < SendingStateDiagnostics.maximumDispatchDepth else {
            let summary = String(describing: type(of: sender))
            SendingStateDiagnostics.report(
                .dispatchTooDeep(sender: summary, occurrence: occurrence, depth: dispatchDepth))
            return
        }
        if dispatch(occurrence, from: sender) {
            routes.removeAll { !$0.forwarding.isProviderAlive }
            sender.mappedEventsDidChange()
        }
    }

    /// Runs the declarations of every route that may match `occurrence`, delivering the actions of
    /// the mappings that do.
    ///
    /// Not generic, and reads each route in place by index, so a dispatch retains only what it
    /// must keep alive: the routes snapshot, and the forwarding each mapping delivers to.
    ///
    /// - Returns: Whether a route whose provider was released was found.
    func dispatch(_ occurrence: SenderOccurrence, from sender: any Sender) -> Bool {
        // A snapshot: a handler that reconfigures or reloads the provider can't disturb this loop.
        let routes = self.routes
        var foundReleasedProvider = false
        // Saved and restored inline rather than through `withPass`, whose closure would cost a
        // call per dispatch.
        let saved = savePass()
        dispatchDepth += 1
        setOccurrence(occurrence)
        let context = SenderEventMappingContext(storage: self)
        for index in routes.indices where routes[index].mayMatch(occurrence) {
            guard routes[index].forwarding.isProviderAlive else {
                foundReleasedProvider = true
                continue
            }
            // Set per route: a nested report on this sender restores it before returning.
            pass = .dispatch(Unmanaged.passUnretained(routes[index].forwarding))
            let declarations = routes[index].declarations
            for declarationIndex in declarations.indices {
                declarations[declarationIndex](sender, context)
            }
        }
        restorePass(saved)
        dispatchDepth -= 1
        return foundReleasedProvider
    }
}
