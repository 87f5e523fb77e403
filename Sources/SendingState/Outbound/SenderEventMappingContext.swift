/// The context an ``EventForwarder`` declares its mappings on.
///
/// Each mapping method comes in two forms. The stateless form takes a closure with no parameter.
/// The state-aware form takes a closure whose parameter is the sender's bound state, read when the
/// event happens, so a reused cell always produces actions for the model it shows now. When no
/// state of the requested type is bound, the state-aware mapping produces no action.
///
/// ```swift
/// EventForwarder(button) { sender, ctx in
///     ctx.control(.touchUpInside) { [Action.tapped(sender.tag)] }
///     ctx.control(.touchUpInside) { (product: Product) in [Action.open(product.id)] }
/// }
/// ```
///
/// Several mappings of the same event fire in declaration order. While a gesture is dispatched,
/// ``gestureValues`` holds the recognizer's values, so a continuous gesture's closure can read them.
///
/// ## Why declarations run again at every event
///
/// A declaration closure runs once when its provider's forwarder is installed, on a context that
/// only records which events are mapped, and again every time a reported event may match, on a
/// context that carries that event and delivers the actions of the mappings it matches. The action
/// closures passed to a context are non-escaping: they are never stored, so they can read the
/// sender, the state and ``gestureValues`` freely without capturing the sender or keeping it alive,
/// and running the declaration again is how they are reached at event time. Each evaluation gets a
/// context value of its own, so a handler that reports another event during a dispatch simply
/// starts another evaluation; nothing about an evaluation is stored anywhere else.
@preconcurrency @MainActor
public struct SenderEventMappingContext {
    /// Where the mappings a context evaluates go.
    ///
    /// Every case holds one reference, which keeps a context small: the mapping methods are inlined
    /// into the declaration closure, and a large context copied there would crowd out the stack
    /// space Swift uses to keep a mapping's action array off the heap.
    @usableFromInline
    enum Target: Sendable {
        /// Record the mapped events; run no action closure.
        case describe(EventCollector)
        /// Run the action closures of the mappings that match the occurrence, and deliver their
        /// actions to the handlers of the route's provider.
        case dispatch(SenderRoute)
        /// Run the action closures of the mappings the collector asks for, and collect their actions.
        case collect(ActionCollector)
        /// Run every action closure at once and return the mapping, as SendingState 1.0.0's
        /// context does: `SenderEventMappingContext()`, for 1.0.0's tests.
        case standalone
    }

    /// Where this context's mappings go.
    @usableFromInline nonisolated let target: Target

    /// What happened, when the context dispatches or collects an occurrence's actions; unused
    /// otherwise.
    @usableFromInline nonisolated let occurrence: SenderOccurrence

    /// Creates a context on its own, as SendingState 1.0.0's internal `init()` does: each mapping
    /// method runs its action closure at once and returns the mapping, so a test can read the
    /// event a method declares and the actions it produces.
    nonisolated init() {
        target = .standalone
        occurrence = .control([])
    }

    /// Creates a context that records the events a declaration maps.
    init(describingInto collector: EventCollector) {
        target = .describe(collector)
        occurrence = .control([])
    }

    /// Creates a context that dispatches an occurrence through a route to its provider's handlers.
    init(dispatching occurrence: SenderOccurrence, through route: SenderRoute) {
        target = .dispatch(route)
        self.occurrence = occurrence
    }

    /// Creates a context that collects the actions of the mappings declared with the collector's
    /// ``ActionCollector/declaredEvent``.
    init(collectingDeclaredInto collector: ActionCollector) {
        target = .collect(collector)
        occurrence = .control([])
    }

    /// Creates a context that collects the actions an occurrence produces.
    init(collecting occurrence: SenderOccurrence, into collector: ActionCollector) {
        target = .collect(collector)
        self.occurrence = occurrence
    }

    /// The values of the gesture being dispatched: location, translation, velocity, scale,
    /// rotation and touches.
    ///
    /// Read it inside a gesture mapping's action closure. Outside a gesture dispatch it holds
    /// neutral values in the ``GesturePhase/possible`` phase.
    ///
    /// ```swift
    /// ctx.pinchGesture { [PhotoAction.zoom(ctx.gestureValues.scale)] }
    /// ```
    public var gestureValues: GestureValues {
        guard case .gesture(_, let values) = occurrence else { return GestureValues() }
        return values
    }

    // MARK: - Mapping

    // The mapping methods are inlinable, so that a mapping's action closure is inlined and its
    // actions are delivered specialized for their type, with the array they come in kept on the
    // stack. What they inline is kept small: whether a mapping fires and which state it reads are
    // decided out of line, on the context and the target.

    @inlinable
    func map<Action>(_ event: SenderEvent, _ actions: () -> [Action]) -> sending [SenderEvent: () -> [Action]]
    {
        if fires(event) {
            // A standalone context's actions escape into the mapping it returns; the others' don't,
            // and are delivered from an array of their own, which stays on the stack.
            if case .standalone = target { return Self.standaloneMapping(event, actions()) }
            target.deliver(actions())
        }
        return Dictionary()
    }

    @inlinable
    func map<State, Action>(_ event: SenderEvent, _ actions: (State) -> [Action])
        -> sending [SenderEvent: () -> [Action]]
    {
        if fires(event) {
            if let state = target.boundState?.state(as: State.self) {
                if case .standalone = target { return Self.standaloneMapping(event, actions(state)) }
                target.deliver(actions(state))
            } else if case .standalone = target {
                return Self.standaloneMapping(event, [Action]())
            }
        }
        return Dictionary()
    }

    /// Whether a mapping of `event` fires for this context's occurrence; when describing, records
    /// the event and returns `false`, so that no action closure runs.
    ///
    /// A method of the context rather than of its target: the context is handed to it by
    /// reference, where passing the occurrence on its own would copy it first, at every mapping.
    @usableFromInline
    func fires(_ event: SenderEvent) -> Bool {
        switch target {
        case .describe(let collector):
            collector.record(event)
            return false
        case .standalone:
            return true
        case .dispatch(let route):
            // A provider released during the dispatch, by a handler of one of its earlier
            // mappings, runs no more of them: its handlers hear nothing after it is gone.
            return route.provider.isProviderAlive && event.matches(occurrence)
        case .collect(let collector):
            if let declared = collector.declaredEvent { return event == declared }
            return event.matches(occurrence)
        }
    }

    /// The mapping a standalone context returns: the event and the actions its closure produced.
    ///
    /// The actions were produced on the caller's actor and are returned to it, as SendingState
    /// 1.0.0 returns them; nothing else holds them.
    @usableFromInline
    nonisolated static func standaloneMapping<Action>(
        _ event: SenderEvent, _ actions: [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        let produced = ProducedActions(actions: actions)
        return [event: { produced.actions }]
    }

    /// The actions a standalone mapping returns, handed back to the code that produced them.
    ///
    /// `@unchecked` because the compiler can't see what makes this safe: the mapping method ran
    /// the action closure synchronously, on the caller's thread, and returns the only reference to
    /// its actions to that same caller; nothing else holds them, so they never cross to another
    /// thread unless the caller sends the mapping, which `sending` checks.
    @usableFromInline
    struct ProducedActions<Action>: @unchecked Sendable {
        @usableFromInline let actions: [Action]
        @usableFromInline init(actions: [Action]) { self.actions = actions }
    }

    /// The gesture a mapping declares, with parameters that can never be met corrected; while
    /// describing, each correction is reported to ``SendingStateDiagnostics``.
    @usableFromInline
    func checked(_ gesture: GestureEvent) -> SenderEvent {
        let (corrected, problems) = gesture.corrected()
        if case .describe = target {
            for problem in problems {
                SendingStateDiagnostics.report(
                    .invalidGestureParameter(gesture: "\(gesture.gestureKind)", problem: problem))
            }
        }
        return .gesture(corrected)
    }

    /// Maps control events to actions.
    ///
    /// - Parameters:
    ///   - events: The events to react to; the mapping fires when any of them happens.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func control<Action>(_ events: ControlEvents, _ actions: () -> [Action])
        -> sending [SenderEvent: () -> [Action]]
    {
        map(.control(events), actions)
    }

    /// Maps control events to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - events: The events to react to; the mapping fires when any of them happens.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func control<State, Action>(_ events: ControlEvents, _ actions: (_ state: State) -> [Action])
        -> sending [SenderEvent: () -> [Action]]
    {
        map(.control(events), actions)
    }

    /// Maps a gesture, declared with its kind, phases and parameters, to actions.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to react to.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func gesture<Action>(_ gesture: GestureEvent, _ actions: () -> [Action])
        -> sending [SenderEvent: () -> [Action]]
    {
        map(checked(gesture), actions)
    }

    /// Maps a gesture to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to react to.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func gesture<State, Action>(_ gesture: GestureEvent, _ actions: (_ state: State) -> [Action])
        -> sending [SenderEvent: () -> [Action]]
    {
        map(checked(gesture), actions)
    }

    /// Maps a key pressed with exactly some modifiers to actions, as a UIKit key command does.
    ///
    /// The mapping fires for a press of `key` with exactly `modifierFlags`, compared as
    /// ``KeyPress`` normalizes them: `"Q"` is Shift-Q, and Shift is ignored for a character
    /// without case, such as `?`. An adapter reports a key on the first sender up the focus chain
    /// that maps it, so map a screen-wide shortcut on the screen's view:
    ///
    /// ```swift
    /// EventForwarder(screen) { _, ctx in
    ///     ctx.key("q") { [AppAction.quit] }
    ///     ctx.key("f", modifierFlags: .command) { [AppAction.find] }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key to react to.
    ///   - modifierFlags: The modifiers that must be held, and no others; none by default.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func key<Action>(
        _ key: Key, modifierFlags: KeyModifierFlags = [], _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        map(.key(KeyPress(key, modifierFlags: modifierFlags)), actions)
    }

    /// Maps a key pressed with exactly some modifiers to actions computed from the sender's bound
    /// state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - key: The key to react to.
    ///   - modifierFlags: The modifiers that must be held, and no others; none by default.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func key<State, Action>(
        _ key: Key, modifierFlags: KeyModifierFlags = [], _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        map(.key(KeyPress(key, modifierFlags: modifierFlags)), actions)
    }
}

// The state a mapping reads and where its actions go, on the target rather than the context:
// taking a reference out of the target copies the target alone, where taking it out of the context
// would copy the whole context with its occurrence.
@MainActor
extension SenderEventMappingContext.Target {
    /// The state a state-aware mapping reads: what the route's mappings read when dispatching, the
    /// sender's resolved state when collecting.
    @usableFromInline
    var boundState: AnyStateBox? {
        switch self {
        case .describe: nil
        case .dispatch(let route): route.state
        case .collect(let collector): collector.storage.resolvedState
        case .standalone: nil
        }
    }

    /// Hands the actions of a mapping that fired on.
    @inlinable
    func deliver<Action>(_ actions: [Action]) {
        switch self {
        case .describe: break
        case .dispatch(let route): route.provider.deliver(actions)
        case .collect(let collector): collector.record(actions)
        case .standalone: break
        }
    }
}
