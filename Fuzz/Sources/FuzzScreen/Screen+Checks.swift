import FuzzSupport
import HeadlessWidgets
import SendingState

extension Screen {
    /// Checks, after a step, everything the documentation promises about the screen.
    ///
    /// - Parameters:
    ///   - expected: The deliveries the model says the step made.
    ///   - operation: The step, which decides whether a change of mapped events may go untold.
    func checkInvariants(expected: [(handler: Int, action: FuzzAction)], after operation: Operation) {
        checkDeliveries(expected)
        fuzzCheck(log.strays.isEmpty, "a handler got what it must not: \(log.strays)")
        checkLifetimes()
        checkDiagnostics()
        var releasedHandler = releasedHandlerDuringStep
        if case .releaseHandler = operation { releasedHandler = true }
        releasedHandlerDuringStep = false
        for (serial, weak) in registry {
            guard let view = weak.view else {
                lastMapped[serial] = nil
                continue
            }
            checkSender(view, serial: serial, mayChangeUntold: releasedHandler)
        }
        for slot in 0..<3 {
            guard let card = card(inSlot: slot) else { continue }
            let count = providers[card.serial]?.handlers.count ?? 0
            fuzzCheck(
                card.ss.actionHandlerCount == count,
                "card \(card.serial) has \(card.ss.actionHandlerCount) handlers, not \(count)")
        }
        for slot in stores {
            guard let store = slot.store else { continue }
            fuzzCheck(
                store.state == slot.state, "store \(slot.serial) holds \(store.state), not \(slot.state)")
            var expectedBinder: Int?
            if let binder = slot.binder, isProviderAlive(binder),
                providers[binder]?.attachedStore == slot.serial
            {
                expectedBinder = binder
            }
            let actual = store.binder?.serial
            fuzzCheck(
                actual == expectedBinder,
                "store \(slot.serial)'s binder is card \(String(describing: actual)), but the card it is attached to is \(String(describing: expectedBinder))"
            )
        }
    }

    /// Compares the actions the handlers received with what the model expects, for each pair of
    /// provider and sender: their order is promised within a pair, and a person's input may report
    /// on several senders.
    private func checkDeliveries(_ expected: [(handler: Int, action: FuzzAction)]) {
        let delivered = log.deliveries
        log.deliveries = []
        for (handler, action) in delivered {
            trace("      handler \(handler) got \(action)")
        }
        func grouped(_ deliveries: [(handler: Int, action: FuzzAction)]) -> [String: [(
            handler: Int, action: FuzzAction
        )]] {
            Dictionary(grouping: deliveries) { "card \($0.action.provider), sender \($0.action.sender)" }
        }
        let expectedGroups = grouped(expected)
        let deliveredGroups = grouped(delivered)
        for key in Set(expectedGroups.keys).union(deliveredGroups.keys) {
            let want = expectedGroups[key] ?? []
            let got = deliveredGroups[key] ?? []
            let same =
                want.count == got.count
                && zip(want, got).allSatisfy { $0.handler == $1.handler && $0.action.isSame(as: $1.action) }
            fuzzCheck(
                same,
                """
                deliveries for \(key) differ
                  expected: \(want.map { "handler \($0.handler): \($0.action)" })
                  got:      \(got.map { "handler \($0.handler): \($0.action)" })
                """)
        }
    }

    /// Checks that what the screen no longer holds is released, and nothing else.
    private func checkLifetimes() {
        func cardAlive(_ provider: Int) -> Bool { held[provider * 8] != nil }
        for (serial, weak) in registry {
            let provider = serial / 8
            let expected: Bool
            if serial == 0 || serial % 8 == 0 {
                expected = held[serial] != nil
            } else {
                expected =
                    held[serial] != nil || cardAlive(provider)
                    || providers.contains { other, model in
                        cardAlive(other) && (model.installed ?? []).contains { $0.sender == serial }
                    }
            }
            fuzzCheck(
                (weak.view != nil) == expected,
                "sender \(serial) is \(weak.view == nil ? "released" : "alive"), but should be \(expected ? "alive" : "released")"
            )
        }
        for slot in handlers.compactMap(\.self) {
            fuzzCheck(
                (slot.weakObject != nil) == (slot.object != nil),
                "handler \(slot.serial) outlived the screen's reference to it, or died before")
        }
        for slot in stores {
            fuzzCheck(
                (slot.weakStore != nil) == (slot.store != nil), "store \(slot.serial) outlived its release")
        }
    }

    /// Checks that the library reported exactly the misuse the program made.
    private func checkDiagnostics() {
        var problems = 0
        var mismatches = 0
        for diagnostic in diagnostics {
            switch diagnostic {
            case .invalidGestureParameter: problems += 1
            case .bindingMismatch: mismatches += 1
            // Debug builds only: the program may tap a view whose handler it released.
            case .unhandledAction: break
            default: fuzzCheck(false, "unexpected diagnostic: \(diagnostic)")
            }
        }
        fuzzCheck(
            problems == expectedProblemReports,
            "\(problems) gesture parameters reported as impossible, not \(expectedProblemReports): \(diagnostics)"
        )
        fuzzCheck(
            mismatches == expectedMismatchReports,
            "\(mismatches) binding mismatches reported, not \(expectedMismatchReports)")
    }

    /// Checks a live sender's mapped events, its resolved state, and that it was told when its mapped
    /// events changed.
    private func checkSender(_ view: View, serial: Int, mayChangeUntold: Bool) {
        let mapped = view.ss.mappedEvents
        let actualSet = Set(mapped)
        fuzzCheck(actualSet.count == mapped.count, "sender \(serial) maps an event twice: \(mapped)")
        let expected = expectedMappedEvents(of: serial)
        fuzzCheck(
            actualSet == Set(expected.events),
            "sender \(serial) maps \(mapped), not \(expected.events)")
        if expected.providers <= 1 {
            fuzzCheck(
                mapped == expected.events,
                "sender \(serial) maps \(mapped), in another order than \(expected.events)")
        }

        if let notified = view as? any NotifiedSender {
            if let last = lastMapped[serial], last.events != actualSet, !mayChangeUntold {
                fuzzCheck(
                    notified.notifications > last.notifications,
                    "sender \(serial)'s mapped events changed from \(last.events) to \(actualSet), but it wasn't told"
                )
            }
            lastMapped[serial] = (actualSet, notified.notifications)
        }

        let state = view.ss.state(CardModel.self)
        if state != nil || !mapped.isEmpty {
            trace(
                "      sender \(serial): state \(state.map { "\($0)" } ?? "-"), maps \(mapped.count) events")
        }
        let expectedState: CardModel?
        if serial % 8 == 0 && serial != 0 {
            expectedState = providers[serial / 8]?.model
        } else if let first = liveRoutes(of: serial).first {
            expectedState = routeState(sender: serial, provider: first)
        } else {
            expectedState = senders[serial]?.ownModel
        }
        fuzzCheck(
            state == expectedState,
            "sender \(serial) resolves to \(String(describing: state)), not \(String(describing: expectedState))"
        )
    }
}
