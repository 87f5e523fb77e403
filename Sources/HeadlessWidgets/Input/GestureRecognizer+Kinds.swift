public import SendingState

/// The recognizer of a tap mapping, under UIKit's name.
///
/// ```swift
/// let tap = try #require(view.gestureRecognizers?.first { $0 is TapGestureRecognizer })
/// tap.simulateRecognition()
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
    override class var defaultEvent: GestureEvent { .tap() }

    /// The taps the mapping requires; `2` is a double tap.
    public var numberOfTapsRequired: Int {
        get { event.numberOfTaps ?? GestureEvent.Defaults.numberOfTaps }
        set {
            event = .tap(numberOfTaps: newValue, numberOfTouches: numberOfTouchesRequired, on: event.phases)
        }
    }

    /// The fingers the mapping requires.
    public var numberOfTouchesRequired: Int {
        get { event.numberOfTouches ?? GestureEvent.Defaults.numberOfTouches }
        set {
            event = .tap(numberOfTaps: numberOfTapsRequired, numberOfTouches: newValue, on: event.phases)
        }
    }

    override var simulatedValues: GestureValues {
        GestureValues(numberOfTouches: numberOfTouchesRequired, numberOfTaps: numberOfTapsRequired)
    }
}

/// The recognizer of a long-press mapping, under UIKit's name.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports a press exactly as long as
/// ``minimumPressDuration``.
public final class LongPressGestureRecognizer: GestureRecognizer {
    override class var defaultEvent: GestureEvent { .longPress() }

    /// The shortest press, in seconds, that the mapping takes for a long press.
    public var minimumPressDuration: Double {
        get { event.minimumPressDuration ?? GestureEvent.Defaults.minimumPressDuration }
        set { redeclare(minimumPressDuration: newValue) }
    }

    /// The taps the mapping requires before the press.
    public var numberOfTapsRequired: Int {
        get { event.numberOfTaps ?? GestureEvent.Defaults.longPressNumberOfTaps }
        set { redeclare(numberOfTaps: newValue) }
    }

    /// The fingers the mapping requires.
    public var numberOfTouchesRequired: Int {
        get { event.numberOfTouches ?? GestureEvent.Defaults.numberOfTouches }
        set { redeclare(numberOfTouches: newValue) }
    }

    /// Declares the long press again with one parameter changed.
    private func redeclare(
        minimumPressDuration: Double? = nil, numberOfTaps: Int? = nil, numberOfTouches: Int? = nil
    ) {
        event = .longPress(
            minimumPressDuration: minimumPressDuration ?? self.minimumPressDuration,
            numberOfTaps: numberOfTaps ?? numberOfTapsRequired,
            numberOfTouches: numberOfTouches ?? numberOfTouchesRequired, on: event.phases)
    }

    override var simulatedValues: GestureValues {
        GestureValues(
            numberOfTouches: numberOfTouchesRequired, numberOfTaps: numberOfTapsRequired,
            pressDuration: minimumPressDuration)
    }
}

/// The recognizer of a swipe mapping, under UIKit's name.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports a swipe in the first of
/// ``direction``'s directions, in the order right, left, up, down.
public final class SwipeGestureRecognizer: GestureRecognizer {
    /// The set of swipe directions, under UIKit's name: `UISwipeGestureRecognizer.Direction` ports
    /// by renaming the type.
    public typealias Direction = SwipeDirection

    override class var defaultEvent: GestureEvent { .swipe() }

    /// The directions the mapping accepts.
    public var direction: Direction {
        get { event.direction ?? GestureEvent.Defaults.swipeDirection }
        set {
            event = .swipe(direction: newValue, numberOfTouches: numberOfTouchesRequired, on: event.phases)
        }
    }

    /// The fingers the mapping requires.
    public var numberOfTouchesRequired: Int {
        get { event.numberOfTouches ?? GestureEvent.Defaults.numberOfTouches }
        set { event = .swipe(direction: direction, numberOfTouches: newValue, on: event.phases) }
    }

    override var simulatedValues: GestureValues {
        let order: [Direction] = [.right, .left, .up, .down]
        return GestureValues(
            numberOfTouches: numberOfTouchesRequired, direction: order.first { direction.contains($0) } ?? [])
    }
}

/// The recognizer of a pan mapping, under UIKit's name; a pan with any number of fingers.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports one finger that hasn't moved.
public class PanGestureRecognizer: GestureRecognizer {
    override class var defaultEvent: GestureEvent { .pan() }
}

/// The recognizer of a screen-edge pan mapping, under UIKit's name.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports a pan from the first of ``edges``,
/// in the order top, left, bottom, right.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    override class var defaultEvent: GestureEvent { .screenEdge() }

    /// The screen edges the mapping accepts.
    public var edges: ScreenEdges {
        get { event.edges ?? GestureEvent.Defaults.screenEdges }
        set { event = .screenEdge(edges: newValue, on: event.phases) }
    }

    override var simulatedValues: GestureValues {
        let order: [ScreenEdges] = [.top, .left, .bottom, .right]
        var values = super.simulatedValues
        values.edge = order.first { edges.contains($0) } ?? []
        return values
    }
}

/// The recognizer of a pinch mapping, under UIKit's name.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports two fingers at a scale of 1.
public final class PinchGestureRecognizer: GestureRecognizer {
    override class var defaultEvent: GestureEvent { .pinch() }

    override var simulatedValues: GestureValues {
        GestureValues(numberOfTouches: event.numberOfTouches ?? 2)
    }
}

/// The recognizer of a rotation mapping, under UIKit's name.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports two fingers that haven't turned.
public final class RotationGestureRecognizer: GestureRecognizer {
    override class var defaultEvent: GestureEvent { .rotation() }

    override var simulatedValues: GestureValues {
        GestureValues(numberOfTouches: event.numberOfTouches ?? 2)
    }
}

/// The recognizer of a hover mapping, under UIKit's name.
///
/// Its ``GestureRecognizer/simulateRecognition(in:)`` reports a pointer with no finger down.
public final class HoverGestureRecognizer: GestureRecognizer {
    override class var defaultEvent: GestureEvent { .hover() }

    override var simulatedValues: GestureValues {
        GestureValues(numberOfTouches: event.numberOfTouches ?? 0)
    }
}
