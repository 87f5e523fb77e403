public import SendingState

/// A recognizer that a toolkit adapter feeds with the pointer events of one view, and that reports
/// the gestures it recognizes in them.
///
/// The adapter passes every press, move, release and cancellation of a pointer or a finger over
/// the view, with the location in the view's coordinates, a number that tells the pointers apart,
/// and the time on the toolkit's monotonic clock, in seconds. The recognizer decides, with UIKit's
/// thresholds from ``GestureThresholds``, what the events are and reports each phase through the
/// closure it was made with:
///
/// ```swift
/// let tap = TapRecognizer { [weak view] kind, values in view?.ss.report(.gesture(kind, values)) }
/// tap.pointerDown(0, at: Point(x: 12, y: 8), time: 3.20)
/// tap.pointerUp(0, at: Point(x: 13, y: 8), time: 3.28)  // reports a tap
/// ```
///
/// A recognizer that waits for time to pass, as a long press does, says when in ``deadline``:
/// schedule a timer on the toolkit's clock for then, and call ``timeDidPass(to:)`` when it fires.
///
/// Events that make no sense, such as a move of a pointer that never went down or a location that
/// isn't finite, are ignored.
@MainActor
public protocol PointerGestureRecognizer: AnyObject {
    /// The kind of gesture the recognizer reports.
    var kind: GestureKind { get }

    /// The time at which the recognizer needs ``timeDidPass(to:)``, or `nil` when it waits for none.
    var deadline: Double? { get }

    /// A pointer or finger pressed the view.
    ///
    /// - Parameters:
    ///   - pointer: A number that tells this pointer from others down at the same time.
    ///   - location: Where it pressed, in the view's coordinates.
    ///   - time: When, in seconds on the toolkit's monotonic clock.
    func pointerDown(_ pointer: Int, at location: Point, time: Double)

    /// A pointer or finger that is down moved.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's number, as it went down.
    ///   - location: Where it is now, in the view's coordinates.
    ///   - time: When, in seconds on the toolkit's monotonic clock.
    func pointerMoved(_ pointer: Int, to location: Point, time: Double)

    /// Pointers or fingers that are down moved together, in one event of the toolkit's.
    ///
    /// A recognizer measures the event once and reports at most one phase for it, as UIKit calls
    /// `touchesMoved` once with every touch that moved. Feed fingers that a toolkit moves together
    /// here, so that a two-finger pan or a pinch doesn't report a half-way move for each finger.
    ///
    /// - Parameters:
    ///   - moves: Where each pointer that moved is now, by number, in the view's coordinates.
    ///   - time: When, in seconds on the toolkit's monotonic clock.
    func pointersMoved(_ moves: [Int: Point], time: Double)

    /// A pointer or finger that is down lifted.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's number, as it went down.
    ///   - location: Where it lifted, in the view's coordinates.
    ///   - time: When, in seconds on the toolkit's monotonic clock.
    func pointerUp(_ pointer: Int, at location: Point, time: Double)

    /// The toolkit took every pointer away from the view, as when a window loses its grab.
    ///
    /// - Parameter time: When, in seconds on the toolkit's monotonic clock.
    func pointersCancelled(at time: Double)

    /// The toolkit's clock reached a time: call it when the timer for ``deadline`` fires.
    ///
    /// - Parameter time: The time now, in seconds on the toolkit's monotonic clock.
    func timeDidPass(to time: Double)
}

extension PointerGestureRecognizer {
    /// Feeds each move to ``pointerMoved(_:to:time:)``, in the order of the pointers' numbers:
    /// enough for a recognizer that reports nothing when pointers move.
    public func pointersMoved(_ moves: [Int: Point], time: Double) {
        for (pointer, location) in moves.inPointerOrder {
            pointerMoved(pointer, to: location, time: time)
        }
    }

    /// `nil`: the recognizer waits for no time to pass.
    public var deadline: Double? { nil }

    /// Does nothing: the recognizer waits for no time to pass.
    public func timeDidPass(to time: Double) {}
}

/// What a recognizer calls to report a phase of a gesture.
public typealias GestureReport = @MainActor (GestureKind, GestureValues) -> Void
