// The conveniences that map each kind of gesture by name, as UIKit names its recognizers, each with
// and without the bound state. Each maps the `GestureEvent` its parameters describe, as `gesture`
// does.
extension SenderEventMappingContext {
    /// Maps a tap with a number of taps and fingers to actions.
    ///
    /// - Parameters:
    ///   - numberOfTaps: The taps required; `2` maps a double tap only.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on; a tap is recognized once.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func tapGesture<Action>(
        numberOfTaps: Int = GestureEvent.Defaults.numberOfTaps,
        numberOfTouches: Int = GestureEvent.Defaults.numberOfTouches,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .tap),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.tap(numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches, on: phases), actions)
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
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func tapGesture<State, Action>(
        numberOfTaps: Int = GestureEvent.Defaults.numberOfTaps,
        numberOfTouches: Int = GestureEvent.Defaults.numberOfTouches,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .tap),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.tap(numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches, on: phases), actions)
    }

    /// Maps a press held at least a minimum duration to actions.
    ///
    /// - Parameters:
    ///   - minimumPressDuration: The shortest press that counts, in seconds; shorter presses fire nothing.
    ///   - numberOfTaps: The taps required before the press.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func longPressGesture<Action>(
        minimumPressDuration: Double = GestureEvent.Defaults.minimumPressDuration,
        numberOfTaps: Int = GestureEvent.Defaults.longPressNumberOfTaps,
        numberOfTouches: Int = GestureEvent.Defaults.numberOfTouches,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .longPress),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(
            .longPress(
                minimumPressDuration: minimumPressDuration, numberOfTaps: numberOfTaps,
                numberOfTouches: numberOfTouches, on: phases), actions)
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
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func longPressGesture<State, Action>(
        minimumPressDuration: Double = GestureEvent.Defaults.minimumPressDuration,
        numberOfTaps: Int = GestureEvent.Defaults.longPressNumberOfTaps,
        numberOfTouches: Int = GestureEvent.Defaults.numberOfTouches,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .longPress),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(
            .longPress(
                minimumPressDuration: minimumPressDuration, numberOfTaps: numberOfTaps,
                numberOfTouches: numberOfTouches, on: phases), actions)
    }

    /// Maps a swipe in one of a set of directions to actions.
    ///
    /// - Parameters:
    ///   - direction: The directions accepted.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on; a swipe is recognized once.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func swipeGesture<Action>(
        direction: SwipeDirection = GestureEvent.Defaults.swipeDirection,
        numberOfTouches: Int = GestureEvent.Defaults.numberOfTouches,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .swipe),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.swipe(direction: direction, numberOfTouches: numberOfTouches, on: phases), actions)
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
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func swipeGesture<State, Action>(
        direction: SwipeDirection = GestureEvent.Defaults.swipeDirection,
        numberOfTouches: Int = GestureEvent.Defaults.numberOfTouches,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .swipe),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.swipe(direction: direction, numberOfTouches: numberOfTouches, on: phases), actions)
    }

    /// Maps a pan to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func panGesture<Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .pan),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.pan(on: phases), actions)
    }

    /// Maps a pan to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func panGesture<State, Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .pan),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.pan(on: phases), actions)
    }

    /// Maps a pinch to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func pinchGesture<Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .pinch),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.pinch(on: phases), actions)
    }

    /// Maps a pinch to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func pinchGesture<State, Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .pinch),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.pinch(on: phases), actions)
    }

    /// Maps a rotation to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func rotationGesture<Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .rotation),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.rotation(on: phases), actions)
    }

    /// Maps a rotation to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func rotationGesture<State, Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .rotation),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.rotation(on: phases), actions)
    }

    /// Maps a pan from one of a set of screen edges to actions.
    ///
    /// - Parameters:
    ///   - edges: The edges accepted.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func screenEdgeGesture<Action>(
        edges: ScreenEdges = GestureEvent.Defaults.screenEdges,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .screenEdge),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.screenEdge(edges: edges, on: phases), actions)
    }

    /// Maps a pan from one of a set of screen edges to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - edges: The edges accepted.
    ///   - phases: The phases to fire on.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func screenEdgeGesture<State, Action>(
        edges: ScreenEdges = GestureEvent.Defaults.screenEdges,
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .screenEdge),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.screenEdge(edges: edges, on: phases), actions)
    }

    /// Maps a pointer hovering to actions.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on: began when it enters, changed as it moves, ended when it leaves.
    ///   - actions: Produces the actions when the mapping fires.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func hoverGesture<Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .hover),
        _ actions: () -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.hover(on: phases), actions)
    }

    /// Maps a pointer hovering to actions computed from the sender's bound state.
    ///
    /// Fires nothing when no state of type `State` is bound.
    ///
    /// - Parameters:
    ///   - phases: The phases to fire on: began when it enters, changed as it moves, ended when it leaves.
    ///   - actions: Produces the actions from the state bound at event time.
    /// - Returns: The mapping declared, with the actions produced, in a context made with
    ///   `init()` as SendingState 1.0.0's tests make one; empty in the context a declaration
    ///   is given, which reports its mappings to SendingState instead.
    @inlinable @discardableResult
    public func hoverGesture<State, Action>(
        on phases: GesturePhases = GestureEvent.Defaults.phases(for: .hover),
        _ actions: (_ state: State) -> [Action]
    ) -> sending [SenderEvent: () -> [Action]] {
        gesture(.hover(on: phases), actions)
    }
}
