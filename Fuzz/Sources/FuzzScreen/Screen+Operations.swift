import FuzzSupport
import HeadlessWidgets
import SendingState

extension Screen {
    /// Runs one step on the screen and updates the model as the documentation says the step does.
    ///
    /// Steps that report return what the model says they deliver; every other step delivers nothing.
    func perform(_ operation: Operation) -> [(handler: Int, action: FuzzAction)] {
        switch operation {
        case .addCard(let slot):
            addCard(inSlot: slot)
        case .replan(let slot, let declarations):
            guard let card = card(inSlot: slot) else { break }
            for mapping in declarations.flatMap(\.mappings) {
                mappingSpecs[mapping.id] = mapping
            }
            card.plan = declarations.map { declaration in
                // A card declares another card's controls but not that card itself: two providers
                // declaring each other would keep each other alive, which the library documents.
                let slot =
                    declaration.senderSlot < 15 && declaration.senderSlot % 5 == 0
                    ? slot * 5 : declaration.senderSlot
                return PlannedDeclaration(
                    sender: sender(ofSlot: slot), senderSerial: senderSerial(ofSlot: slot) ?? -1,
                    mappings: declaration.mappings)
            }
        case .configure(let slot, let model):
            guard let card = card(inSlot: slot) else { break }
            modelInstallIfNeeded(card)
            card.ss.configure(model)
            modelBind(provider: card.serial, model)
            fuzzCheck(
                card.renderedModel == model,
                "configure(\(model)) rendered \(String(describing: card.renderedModel))")
        case .removeState(let slot):
            guard let card = card(inSlot: slot) else { break }
            modelInstallIfNeeded(card)
            let rendered = card.renderedModel
            card.ss.removeState()
            modelBind(provider: card.serial, nil)
            fuzzCheck(card.renderedModel == rendered, "removeState() rendered")
        case .configureTag(let slot, let model):
            guard let tag = sender(ofSlot: slot) as? TagButton, let serial = senderSerial(ofSlot: slot) else {
                break
            }
            tag.ss.configure(model)
            modelBindOwn(sender: serial, model)
            fuzzCheck(tag.renderedModel == model, "configure(\(model)) on a tag button didn't render it")
        case .removeTagState(let slot):
            guard let tag = sender(ofSlot: slot) as? TagButton, let serial = senderSerial(ofSlot: slot) else {
                break
            }
            tag.ss.removeState()
            modelBindOwn(sender: serial, nil)
        case .applyRow(let slot, let row):
            guard let view = sender(ofSlot: slot), let serial = senderSerial(ofSlot: slot) else { break }
            applyRow(row, to: view, serial: serial)
        case .applyCardRowTyped(let slot, let model):
            guard let card = card(inSlot: slot) else { break }
            modelInstallIfNeeded(card)
            CardRow(contentData: model).apply(to: card)
            modelBind(provider: card.serial, model)
        case .createHandler(let index, let kind, let reaction):
            createHandler(index, kind: kind, reaction: reaction)
        case .releaseHandler(let index):
            guard let slot = handlers[index], slot.object != nil else { break }
            handlers[index]?.object = nil
            for provider in providers.keys {
                providers[provider]?.handlers.removeAll { $0 == slot.serial }
            }
        case .handlerCall(let slot, let index, let call):
            guard let card = card(inSlot: slot), let handler = handlers[index] else { break }
            callHandler(call, handler, on: card)
        case .reload(let slot):
            guard let card = card(inSlot: slot) else { break }
            let installed = providers[card.serial]?.installed != nil
            card.ss.reloadEventForwarder()
            if installed { modelInstall(card) }
        case .report(let slot, let occurrence):
            guard let view = sender(ofSlot: slot), let serial = senderSerial(ofSlot: slot) else { break }
            return report(occurrence, on: view, serial: serial)
        case .echo(let slot, let pick, let perturbation):
            guard let view = sender(ofSlot: slot), let serial = senderSerial(ofSlot: slot) else { break }
            let candidates = liveRoutes(of: serial).flatMap { mappings(of: serial, by: $0) }
            guard !candidates.isEmpty else { break }
            let occurrence = perturb(candidates[pick % candidates.count].matchingOccurrence, perturbation)
            trace("      echoes \(occurrence)")
            return report(occurrence, on: view, serial: serial)
        case .user(let slot, let input):
            guard let view = sender(ofSlot: slot) else { break }
            return performUserInput(input, on: view)
        case .detachCard(let slot):
            card(inSlot: slot)?.removeFromSuperview()
        case .reattachCard(let slot):
            guard let card = card(inSlot: slot), card.superview == nil else { break }
            container.addSubview(card)
        case .releaseCard(let slot):
            guard let card = card(inSlot: slot) else { break }
            card.removeFromSuperview()
            held[card.serial * 8] = nil
        case .forgetControls(let slot):
            let serial = cardSerials[slot]
            for kind in 1...4 {
                held[serial * 8 + kind] = nil
            }
        case .setFlag(let slot, let flag):
            guard let view = sender(ofSlot: slot) else { break }
            switch flag {
            case .hidden(let value): view.isHidden = value
            case .alpha(let value): view.alpha = value
            case .userInteraction(let value): view.isUserInteractionEnabled = value
            case .enabled(let value): (view as? Control)?.isEnabled = value
            case .fullKeyboardAccess(let value): window.isFullKeyboardAccessEnabled = value
            }
        case .setFrame(let slot, let frame):
            sender(ofSlot: slot)?.frame = frame
        case .storeApply(let index, let slot):
            guard let store = stores[index].store, let card = card(inSlot: slot) else { break }
            modelInstallIfNeeded(card)
            store.apply(to: card)
            stores[index].binder = card.serial
            providers[card.serial]?.attachedStore = stores[index].serial
            modelBind(provider: card.serial, stores[index].state)
        case .storeUpdate(let index, let model, let force):
            guard let store = stores[index].store else { break }
            store.update(model, force: force)
            guard force || model != stores[index].state else { break }
            stores[index].state = model
            if let binder = stores[index].binder, isProviderAlive(binder),
                providers[binder]?.attachedStore == stores[index].serial
            {
                modelBind(provider: binder, model)
            }
        case .invalidate(let slot, let delta, let force):
            guard let card = card(inSlot: slot) else { break }
            card.ss.invalidateState(force: force) { old in
                CardModel(id: old.id, revision: old.revision &+ delta)
            }
            guard let old = providers[card.serial]?.model else { break }
            let new = CardModel(id: old.id, revision: old.revision &+ delta)
            guard force || new != old else { break }
            modelBind(provider: card.serial, new)
            if let store = providers[card.serial]?.attachedStore,
                let index = stores.firstIndex(where: { $0.serial == store && $0.store != nil })
            {
                stores[index].state = new
            }
        case .renewStore(let index):
            stores[index].store = nil
            stores[index] = makeStore(index)
        }
        return []
    }

    private func applyRow(_ row: Operation.Row, to view: View, serial: Int) {
        let erased: AnyBoundable
        var applies = false
        switch row {
        case .card(let model):
            erased = AnyBoundable(CardRow(contentData: model))
            if let card = view as? Card {
                applies = true
                modelInstallIfNeeded(card)
                modelBind(provider: card.serial, model)
            }
        case .tag(let model):
            erased = AnyBoundable(TagRow(contentData: model))
            if view is TagButton {
                applies = true
                modelBindOwn(sender: serial, model)
            }
        }
        fuzzCheck(erased.canApply(to: view) == applies, "canApply(to: \(type(of: view))) isn't \(applies)")
        let mismatch = erased.apply(to: view)
        fuzzCheck(
            (mismatch == nil) == applies,
            "apply(to: \(type(of: view))) returned \(String(describing: mismatch))")
        if !applies { expectedMismatchReports += 1 }
    }

    private func createHandler(_ index: Int, kind: Operation.HandlerKind, reaction: Operation.Reaction) {
        guard handlers[index]?.object == nil else { return }
        let serial = nextHandlerSerial
        nextHandlerSerial += 1
        let react: (FuzzAction) -> Void = { [weak self] action in
            // Handlers are called on the main actor, in the middle of a dispatch.
            MainActor.assumeIsolated { self?.react(handler: serial, to: action) }
        }
        let object: any ActionHandlingProvider
        switch kind {
        case .typed:
            let recorder = TypedRecorder(serial: serial, log: log)
            recorder.onReceive = react
            object = recorder
        case .any:
            let recorder = AnyRecorder(serial: serial, log: log)
            recorder.onReceive = react
            object = recorder
        case .string: object = StringRecorder(serial: serial, log: log)
        }
        handlers[index] = HandlerSlot(
            serial: serial, kind: kind, reaction: reaction, object: object, weakObject: object,
            wrapper: AnyActionHandlingProvider(object))
    }

    /// Makes a handler's reaction to the first action it receives during a report.
    private func react(handler serial: Int, to action: FuzzAction) {
        guard armedHandlers.remove(serial) != nil,
            let index = handlers.firstIndex(where: { $0?.serial == serial }),
            let slot = handlers[index], let object = slot.object,
            let card = registry[action.provider * 8]?.view as? Card
        else { return }
        trace("      handler \(serial) reacts: \(slot.reaction)")
        switch slot.reaction {
        case .detachSelf: card.ss.removeActionHandler(from: object)
        case .detachAll: card.ss.removeAllActionHandlers()
        case .releaseSelf:
            handlers[index]?.object = nil
            releasedHandlerDuringStep = true
        case .reportAgain:
            if let again = mappingSpecs[action.mapping]?.matchingOccurrence,
                let view = registry[action.sender]?.view
            {
                trace("      reports \(again) on sender \(action.sender)")
                view.ss.report(again)
            }
        case .reconfigure: card.ss.configure(CardModel(id: 7, revision: serial))
        case .reload: card.ss.reloadEventForwarder()
        case .releaseCard:
            card.removeFromSuperview()
            held[card.serial * 8] = nil
        case .none: break
        }
    }

    private func callHandler(_ call: Operation.HandlerCall, _ slot: HandlerSlot, on card: Card) {
        let provider = card.serial
        let isAlive = slot.object != nil
        let installed = providers[provider]?.installed != nil
        func attach() {
            if !(providers[provider]?.handlers.contains(slot.serial) ?? true) {
                providers[provider]?.handlers.append(slot.serial)
            }
        }
        switch call {
        case .add, .assign, .remove:
            guard let object = slot.object else { return }
            switch call {
            case .add:
                modelInstallIfNeeded(card)
                card.ss.addActionHandler(to: object)
                attach()
            case .assign:
                modelInstallIfNeeded(card)
                card.ss.assignActionHandler(to: object)
                providers[provider]?.handlers = [slot.serial]
            default:
                card.ss.removeActionHandler(from: object)
                providers[provider]?.handlers.removeAll { $0 == slot.serial }
            }
        case .removeAll:
            card.ss.removeAllActionHandlers()
            providers[provider]?.handlers = []
        case .addAny, .wrapperAttach:
            if call == .addAny {
                card.ss.addAnyActionHandler(to: slot.wrapper)
            } else {
                slot.wrapper.attach(to: card)
            }
            guard isAlive else { return }
            modelInstallIfNeeded(card)
            attach()
        case .assignAny:
            modelInstallIfNeeded(card)
            card.ss.assignAnyActionHandler(to: slot.wrapper)
            providers[provider]?.handlers = isAlive ? [slot.serial] : []
        case .removeAny, .wrapperDetach:
            if call == .removeAny {
                card.ss.removeAnyActionHandler(from: slot.wrapper)
            } else {
                slot.wrapper.detach(from: card)
            }
            guard installed, isAlive else { return }
            providers[provider]?.handlers.removeAll { $0 == slot.serial }
        }
    }

    /// Reports an occurrence with `ss.report`, after checking what `ss.hasMapping(for:)` says.
    private func report(_ occurrence: SenderOccurrence, on view: View, serial: Int)
        -> [(handler: Int, action: FuzzAction)]
    {
        let expected = expectedHasMapping(occurrence, on: serial)
        fuzzCheck(
            view.ss.hasMapping(for: occurrence) == expected,
            "hasMapping(for: \(occurrence)) on sender \(serial) isn't \(expected)")
        let armed = Set(
            handlers.compactMap { $0 }.filter { $0.object != nil && $0.reaction != .none }.map(\.serial))
        var simulation = DispatchSimulation(armed: armed, reportedCard: view is Card ? serial / 8 : nil)
        let deliveries = expectedDeliveries(of: occurrence, on: serial, simulation: &simulation)
        armedHandlers = armed
        view.ss.report(occurrence)
        armedHandlers = []
        return deliveries
    }

    /// Changes one thing about an occurrence that fires a mapping, so that it may no longer fire.
    private func perturb(_ occurrence: SenderOccurrence, _ perturbation: Int) -> SenderOccurrence {
        switch occurrence {
        case .control(let events):
            guard perturbation > 0 else { return occurrence }
            return .control(ControlEvents(rawValue: events.rawValue ^ (1 << UInt32(perturbation * 2))))
        case .key(let press):
            guard perturbation > 0 else { return occurrence }
            return .key(
                KeyPress(press.key, modifierFlags: KeyModifierFlags(rawValue: 1 << (14 + perturbation))))
        case .gesture(let kind, var values):
            switch perturbation {
            case 1: values.numberOfTaps += 1
            case 2: values.numberOfTouches += 1
            case 3: values.pressDuration = values.pressDuration.nextDown
            case 4: values.phase = GesturePhase(rawValue: (values.phase.rawValue + 1) % 6) ?? .possible
            case 5: values.direction = SwipeDirection(rawValue: values.direction.rawValue << 1)
            case 6: values.edge = [.top, .left, .bottom, .right]
            case 7: values.location = Point(x: .nan, y: .infinity)
            case 8: values.scale = .nan
            default: break
            }
            return .gesture(kind, values)
        }
    }

    /// Runs a person's input; what it reports is read from the senders' event logs afterwards.
    private func performUserInput(_ input: Operation.UserInput, on view: View) -> [(
        handler: Int, action: FuzzAction
    )] {
        let live = registry.compactMap { serial, weak in weak.view.map { (serial, $0) } }
        for (_, sender) in live {
            sender.clearEventLog()
        }
        do {
            switch input {
            case .tap(let taps, let touches): try view.tap(numberOfTaps: taps, numberOfTouches: touches)
            case .tapEnding(let end): try (view as? Control)?.tap(ending: end)
            case .longPress(let duration, let touches, let cancelled):
                try view.longPress(duration: duration, numberOfTouches: touches, cancelled: cancelled)
            case .swipe(let direction, let touches): try view.swipe(direction, numberOfTouches: touches)
            case .pan(let translation, let steps, let touches, let cancellingAfter):
                try view.pan(
                    by: translation, steps: steps, numberOfTouches: touches, cancellingAfter: cancellingAfter)
            case .fling(let velocity, let touches):
                try view.fling(velocity: velocity, numberOfTouches: touches)
            case .screenEdgePan(let edge, let translation, let steps, let cancellingAfter):
                try view.screenEdgePan(
                    from: edge, by: translation, steps: steps, cancellingAfter: cancellingAfter)
            case .pinch(let scale, let steps, let cancellingAfter):
                try view.pinch(to: scale, steps: steps, cancellingAfter: cancellingAfter)
            case .rotate(let angle, let steps, let cancellingAfter):
                try view.rotate(by: angle, steps: steps, cancellingAfter: cancellingAfter)
            case .hover(let path, let cancellingAfter):
                try view.hover(through: path, cancellingAfter: cancellingAfter)
            case .slide(let value, let steps): try (view as? Slider)?.slide(to: value, steps: steps)
            case .toggle: try (view as? Switch)?.toggle()
            case .type(let text): try (view as? TextField)?.type(text)
            case .deleteBackward: try (view as? TextField)?.deleteBackward()
            case .pressReturn: try (view as? TextField)?.pressReturn()
            case .press(let key, let modifierFlags): window.press(key, modifierFlags: modifierFlags)
            case .pressTab: _ = window.pressTab()
            case .becomeFirstResponder: view.becomeFirstResponder()
            }
        } catch {
            trace("      refused: \(error)")
        }
        var deliveries: [(handler: Int, action: FuzzAction)] = []
        for (serial, sender) in live {
            for occurrence in sender.eventLog {
                trace("      sender \(serial) reported \(occurrence)")
                deliveries += expectedDeliveries(of: occurrence, on: serial)
            }
        }
        return deliveries
    }
}
