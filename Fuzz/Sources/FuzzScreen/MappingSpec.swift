import SendingState

/// One mapping a card's forwarder declares on a sender: its event, which state it reads, and how
/// many actions it makes.
struct MappingSpec: CustomStringConvertible {
    /// What the mapping reacts to.
    enum Event {
        case control(ControlEvents)
        case gesture(GestureSpec)
        case key(KeyPress)
    }

    /// What the mapping's action closure takes.
    enum StateRead {
        /// Nothing: the stateless form.
        case none
        /// The card's model: the state-aware form.
        case model
        /// A `String`, which nothing on the screen binds, so the mapping never fires.
        case otherType
    }

    /// The mapping's id, unique in a run.
    let id: Int
    let event: Event
    let stateRead: StateRead
    /// How many actions the mapping makes when it fires: 0, 1 or 2.
    let actionCount: Int

    /// The event as `ss.mappedEvents` must list it, and how many problems declaring it reports.
    var correctedEvent: (event: SenderEvent, problems: Int) {
        switch event {
        case .control(let events): (.control(events), 0)
        case .key(let press): (.key(press), 0)
        case .gesture(let spec):
            { (.gesture($0.spec.event), $0.problems) }(spec.corrected)
        }
    }

    /// Whether the mapping fires for an occurrence, by the documented rules, whatever its state.
    func matches(_ occurrence: SenderOccurrence) -> Bool {
        switch (event, occurrence) {
        case (.control(let mapped), .control(let reported)):
            !mapped.isDisjoint(with: reported)
        case (.gesture(let spec), .gesture(let kind, let values)):
            spec.corrected.spec.matches(kind, values)
        case (.key(let mapped), .key(let reported)):
            mapped == reported
        default:
            false
        }
    }

    /// An occurrence that fires the mapping.
    var matchingOccurrence: SenderOccurrence {
        switch event {
        case .control(let events): .control(events)
        case .gesture(let spec): { .gesture($0.kind, $0.matchingValues) }(spec.corrected.spec)
        case .key(let press): .key(press)
        }
    }

    /// Declares the mapping on a context; its actions say which mapping made them and what it read.
    @MainActor
    func declare(on ctx: SenderEventMappingContext, provider: Int, sender: Int) {
        let make = { (model: CardModel?) in
            (0..<actionCount).map { index in
                FuzzAction(
                    provider: provider, sender: sender, mapping: id, index: index, model: model,
                    values: ctx.gestureValues)
            }
        }
        switch (event, stateRead) {
        case (.control(let events), .none): ctx.control(events) { make(nil) }
        case (.control(let events), .model): ctx.control(events) { (model: CardModel) in make(model) }
        case (.control(let events), .otherType): ctx.control(events) { (_: String) in make(nil) }
        case (.gesture(let spec), .none): ctx.gesture(spec.event) { make(nil) }
        case (.gesture(let spec), .model): ctx.gesture(spec.event) { (model: CardModel) in make(model) }
        case (.gesture(let spec), .otherType): ctx.gesture(spec.event) { (_: String) in make(nil) }
        case (.key(let press), .none):
            ctx.key(press.key, modifierFlags: press.modifierFlags) { make(nil) }
        case (.key(let press), .model):
            ctx.key(press.key, modifierFlags: press.modifierFlags) { (model: CardModel) in make(model) }
        case (.key(let press), .otherType):
            ctx.key(press.key, modifierFlags: press.modifierFlags) { (_: String) in make(nil) }
        }
    }

    var description: String {
        let event: String
        switch self.event {
        case .control(let events): event = "control\(events) raw \(events.rawValue)"
        case .gesture(let spec): event = "\(spec)"
        case .key(let press): event = "key(\(press))"
        }
        return "m\(id): \(event), reads \(stateRead), \(actionCount) actions"
    }
}
