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
@MainActor
public struct SenderEventMappingContext {
    /// The sender's storage, which holds the bound state and the pass being evaluated.
    let storage: SenderStorage

    init(storage: SenderStorage) {
        self.storage = storage
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
        switch storage.pass {
        case .dispatch, .collect:
            if case .gesture(_, let values) = storage.occurrence { return values }
            return GestureValues()
        case .idle, .describe:
            return GestureValues()
        }
    }

    // MARK: - Mapping

    private func map<Action>(_ event: SenderEvent, _ actions: () -> [Action]) {
        switch storage.pass {
        case .idle:
            break
        case .describe(let collector):
            collector.events.append(event)
        case .dispatch(let forwarding):
            if storage.matches(event) {
                let actions = actions()
                forwarding.takeUnretainedValue().deliver(actions)
            }
        case .collect(let collector):
            if storage.matches(event) { collector.actions += actions().map { $0 as Any } }
        }
    }

    private func map<State, Action>(_ event: SenderEvent, _ actions: (State) -> [Action]) {
        switch storage.pass {
        case .idle:
            break
        case .describe(let collector):
            collector.events.append(event)
        case .dispatch(let forwarding):
            if storage.matches(event), let state = storage.resolvedState {
                let actions = state.actions(from: actions)
                forwarding.takeUnretainedValue().deliver(actions)
            }
        case .collect(let collector):
            if storage.matches(event), let state = storage.resolvedState {
                collector.actions += state.actions(from: actions).map { $0 as Any }
            }
        }
    }

    /// Maps control events to actions.
    ///
    /// - Parameters:
    ///   - events: The events to react to; the mapping fires when any of them happens.
    ///   - actions: Produces the actions when the mapping fires.
    public func control<Action>(_ events: ControlEvents, _ actions: () -> [Action]) {
        map(.control(events), actions)
    }

    /// Maps control events to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - events: The events to react to; the mapping fires when any of them happens.
    ///   - actions: Produces the actions from the state bound at event time.
    public func control<State, Action>(_ events: ControlEvents, _ actions: (_ state: State) -> [Action]) {
        map(.control(events), actions)
    }

    /// Maps a gesture, declared with its kind, phases and parameters, to actions.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to react to.
    ///   - actions: Produces the actions when the mapping fires.
    public func gesture<Action>(_ gesture: GestureEvent, _ actions: () -> [Action]) {
        map(.gesture(gesture), actions)
    }

    /// Maps a gesture to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to react to.
    ///   - actions: Produces the actions from the state bound at event time.
    public func gesture<State, Action>(_ gesture: GestureEvent, _ actions: (_ state: State) -> [Action]) {
        map(.gesture(gesture), actions)
    }

    /// Maps a tap with a number of taps and fingers to actions.
    ///
    /// - Parameters:
    ///   - numberOfTaps: The taps required; `2` maps a double tap only.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on; a tap is recognized once.
    ///   - actions: Produces the actions when the mapping fires.
    public func tapGesture<Action>(
        numberOfTaps: Int = 1, numberOfTouches: Int = 1, on phases: GesturePhases = .recognized,
        _ actions: () -> [Action]
    ) {
        map(.gesture(.tap(numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches, on: phases)), actions)
    }

    /// Maps a tap with a number of taps and fingers to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - numberOfTaps: The taps required; `2` maps a double tap only.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on; a tap is recognized once.
    ///   - actions: Produces the actions from the state bound at event time.
    public func tapGesture<State, Action>(
        numberOfTaps: Int = 1, numberOfTouches: Int = 1, on phases: GesturePhases = .recognized,
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.tap(numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches, on: phases)), actions)
    }

    /// Maps a press held at least a minimum duration to actions.
    ///
    /// - Parameters:
    ///   - minimumPressDuration: The shortest press that counts, in seconds; shorter presses fire nothing.
    ///   - numberOfTaps: The taps required before the press.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    public func longPressGesture<Action>(
        minimumPressDuration: Double = 0.5, numberOfTaps: Int = 0, numberOfTouches: Int = 1,
        on phases: GesturePhases = [.began, .ended],
        _ actions: () -> [Action]
    ) {
        map(
            .gesture(
                .longPress(
                    minimumPressDuration: minimumPressDuration, numberOfTaps: numberOfTaps,
                    numberOfTouches: numberOfTouches, on: phases)), actions)
    }

    /// Maps a press held at least a minimum duration to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - minimumPressDuration: The shortest press that counts, in seconds; shorter presses fire nothing.
    ///   - numberOfTaps: The taps required before the press.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    public func longPressGesture<State, Action>(
        minimumPressDuration: Double = 0.5, numberOfTaps: Int = 0, numberOfTouches: Int = 1,
        on phases: GesturePhases = [.began, .ended],
        _ actions: (_ state: State) -> [Action]
    ) {
        map(
            .gesture(
                .longPress(
                    minimumPressDuration: minimumPressDuration, numberOfTaps: numberOfTaps,
                    numberOfTouches: numberOfTouches, on: phases)), actions)
    }

    /// Maps a swipe in one of a set of directions to actions.
    ///
    /// - Parameters:
    ///   - direction: The directions accepted.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on; a swipe is recognized once.
    ///   - actions: Produces the actions when the mapping fires.
    public func swipeGesture<Action>(
        direction: SwipeDirection = .right, numberOfTouches: Int = 1, on phases: GesturePhases = .recognized,
        _ actions: () -> [Action]
    ) {
        map(.gesture(.swipe(direction: direction, numberOfTouches: numberOfTouches, on: phases)), actions)
    }

    /// Maps a swipe in one of a set of directions to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - direction: The directions accepted.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on; a swipe is recognized once.
    ///   - actions: Produces the actions from the state bound at event time.
    public func swipeGesture<State, Action>(
        direction: SwipeDirection = .right, numberOfTouches: Int = 1, on phases: GesturePhases = .recognized,
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.swipe(direction: direction, numberOfTouches: numberOfTouches, on: phases)), actions)
    }

    /// Maps a pan to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    public func panGesture<Action>(
        on phases: GesturePhases = [.changed, .ended],
        _ actions: () -> [Action]
    ) {
        map(.gesture(.pan(on: phases)), actions)
    }

    /// Maps a pan to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    public func panGesture<State, Action>(
        on phases: GesturePhases = [.changed, .ended],
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.pan(on: phases)), actions)
    }

    /// Maps a pinch to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    public func pinchGesture<Action>(
        on phases: GesturePhases = [.changed, .ended],
        _ actions: () -> [Action]
    ) {
        map(.gesture(.pinch(on: phases)), actions)
    }

    /// Maps a pinch to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    public func pinchGesture<State, Action>(
        on phases: GesturePhases = [.changed, .ended],
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.pinch(on: phases)), actions)
    }

    /// Maps a rotation to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    public func rotationGesture<Action>(
        on phases: GesturePhases = [.changed, .ended],
        _ actions: () -> [Action]
    ) {
        map(.gesture(.rotation(on: phases)), actions)
    }

    /// Maps a rotation to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    public func rotationGesture<State, Action>(
        on phases: GesturePhases = [.changed, .ended],
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.rotation(on: phases)), actions)
    }

    /// Maps a pan from one of a set of screen edges to actions.
    ///
    /// - Parameters:
    ///   - edges: The edges accepted.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    public func screenEdgeGesture<Action>(
        edges: ScreenEdges = .left, on phases: GesturePhases = [.changed, .ended],
        _ actions: () -> [Action]
    ) {
        map(.gesture(.screenEdge(edges: edges, on: phases)), actions)
    }

    /// Maps a pan from one of a set of screen edges to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - edges: The edges accepted.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    public func screenEdgeGesture<State, Action>(
        edges: ScreenEdges = .left, on phases: GesturePhases = [.changed, .ended],
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.screenEdge(edges: edges, on: phases)), actions)
    }

    /// Maps a pointer hovering to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on: began when it enters, changed as it moves, ended when it leaves.
    ///   - actions: Produces the actions when the mapping fires.
    public func hoverGesture<Action>(
        on phases: GesturePhases = [.began, .changed, .ended],
        _ actions: () -> [Action]
    ) {
        map(.gesture(.hover(on: phases)), actions)
    }

    /// Maps a pointer hovering to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on: began when it enters, changed as it moves, ended when it leaves.
    ///   - actions: Produces the actions from the state bound at event time.
    public func hoverGesture<State, Action>(
        on phases: GesturePhases = [.began, .changed, .ended],
        _ actions: (_ state: State) -> [Action]
    ) {
        map(.gesture(.hover(on: phases)), actions)
    }
}
