public import SendingState

/// Recognizes a pointer hovering over a view, as UIKit's hover recognizer does.
///
/// A pointer that enters the view begins the hover, each move to a new point changes it, and
/// leaving ends it; ``pointerCancelled(at:)`` cancels it. A pointer already over the view when the
/// adapter starts feeding it sends no enter: its first move begins the hover instead. Each report
/// carries the pointer's location, its translation since it entered, and no touches.
///
/// Feed it the pointer's motion while no button is pressed; a pointer that presses stays over the
/// view, so an adapter may go on feeding its moves or not, as its toolkit does.
@MainActor
public final class HoverRecognizer {
    /// Reports `.hover`.
    public var kind: GestureKind { .hover }

    private let report: GestureReport
    private var entry: Point?
    private var location = Point.zero

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.hover` and the values of each phase it reports.
    public init(report: @escaping GestureReport) {
        self.report = reportingFiniteValues(report)
    }

    /// The pointer entered the view.
    ///
    /// - Parameters:
    ///   - location: Where it entered, in the view's coordinates.
    ///   - time: When, in seconds on the toolkit's monotonic clock.
    public func pointerEntered(at location: Point, time: Double) {
        guard entry == nil, location.isFinite else { return }
        entry = location
        self.location = location
        send(.began)
    }

    /// The pointer moved over the view.
    ///
    /// - Parameters:
    ///   - location: Where it is now, in the view's coordinates.
    ///   - time: When, in seconds on the toolkit's monotonic clock.
    public func pointerMoved(to location: Point, time: Double) {
        guard entry != nil else { return pointerEntered(at: location, time: time) }
        guard location.isFinite, location != self.location else { return }
        self.location = location
        send(.changed)
    }

    /// The pointer left the view.
    ///
    /// - Parameter time: When, in seconds on the toolkit's monotonic clock.
    public func pointerExited(at time: Double) {
        finish(.ended)
    }

    /// The toolkit stopped tracking the pointer, as when its window lost the pointer's grab.
    ///
    /// - Parameter time: When, in seconds on the toolkit's monotonic clock.
    public func pointerCancelled(at time: Double) {
        finish(.cancelled)
    }

    private func finish(_ phase: GesturePhase) {
        guard entry != nil else { return }
        send(phase)
        entry = nil
    }

    private func send(_ phase: GesturePhase) {
        let entry = entry ?? location
        report(
            .hover,
            GestureValues(
                phase: phase, location: location, translation: location.offset(from: entry),
                numberOfTouches: 0))
    }
}
