/// What a gesture recognizer knows at the moment it reports a gesture.
///
/// An adapter fills in what its recognizer measured; action closures read it through
/// ``SenderEventMappingContext/gestureValues`` while the gesture is being dispatched.
///
/// ```swift
/// ctx.panGesture { [.dragged(by: ctx.gestureValues.translation)] }
/// ```
public struct GestureValues: Hashable, Sendable {
    /// Where the gesture is, in the sender's coordinate space.
    public var location: Point
    /// How far a pan, screen-edge pan or long press has moved since it began.
    public var translation: Point
    /// How fast a pan is moving, in points per second; for a pinch, `x` is the scale's change per
    /// second, and for a rotation, radians per second.
    public var velocity: Point
    /// The scale of a pinch relative to its start; `1` when nothing was pinched.
    public var scale: Double
    /// The rotation of a rotation gesture since it began, in radians.
    public var rotation: Double
    /// How many fingers touch.
    public var numberOfTouches: Int
    /// How many taps were made: the taps of a tap gesture, or the taps before a long press.
    public var numberOfTaps: Int
    /// How long a long press has been held, in seconds.
    public var pressDuration: Double
    /// The minimum press duration of the long-press recognizer that reported, in seconds; `nil`
    /// for other gestures, and for a long press an adapter's toolkit recognized without saying.
    ///
    /// Each recognizer reports its own, as each `UILongPressGestureRecognizer` has one: a mapping
    /// of a long press fires only on the reports of a recognizer with its minimum, so two mappings
    /// of different minimums on one view each begin at their own (see ``GestureEvent``).
    public var minimumPressDuration: Double?
    // The one-byte values last, so that they share the struct's last word: a report is copied at
    // every dispatch, and a smaller one costs less.
    /// The phase the gesture is in.
    public var phase: GesturePhase
    /// The one direction a swipe went in; empty for other gestures.
    public var direction: SwipeDirection
    /// The one edge a screen-edge pan started from; empty for other gestures.
    public var edge: ScreenEdges

    /// Creates gesture values; every value not given is neutral.
    ///
    /// - Parameters:
    ///   - phase: The phase the gesture is in.
    ///   - location: Where the gesture is.
    ///   - translation: How far it has moved since it began.
    ///   - velocity: How fast it is moving, in points per second.
    ///   - scale: The scale of a pinch relative to its start.
    ///   - rotation: The rotation since it began, in radians.
    ///   - numberOfTouches: How many fingers touch.
    ///   - numberOfTaps: How many taps were made.
    ///   - pressDuration: How long a press has been held, in seconds.
    ///   - direction: The one direction a swipe went in.
    ///   - edge: The one edge a screen-edge pan started from.
    ///   - minimumPressDuration: The minimum press duration of the long-press recognizer that
    ///     reported, if any.
    public init(
        phase: GesturePhase = .possible,
        location: Point = .zero,
        translation: Point = .zero,
        velocity: Point = .zero,
        scale: Double = 1,
        rotation: Double = 0,
        numberOfTouches: Int = 1,
        numberOfTaps: Int = 0,
        pressDuration: Double = 0,
        direction: SwipeDirection = [],
        edge: ScreenEdges = [],
        minimumPressDuration: Double? = nil
    ) {
        self.phase = phase
        self.location = location
        self.translation = translation
        self.velocity = velocity
        self.scale = scale
        self.rotation = rotation
        self.numberOfTouches = numberOfTouches
        self.numberOfTaps = numberOfTaps
        self.pressDuration = pressDuration
        self.direction = direction
        self.edge = edge
        self.minimumPressDuration = minimumPressDuration
    }
}
