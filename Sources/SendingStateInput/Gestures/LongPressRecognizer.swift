public import SendingState

/// Recognizes long presses, as UIKit's long-press recognizer does.
///
/// The press begins once the first finger has been down for ``minimumPressDuration`` without any
/// finger moving more than ``GestureThresholds/movement`` from where it landed: the recognizer
/// asks for that moment in ``deadline``. It then changes as the fingers move, and ends when the
/// last one lifts, or is cancelled with the pointers. A press that lifts earlier, or moves too far
/// before it begins, is reported as failed, which fires no mapping.
///
/// Each report carries the fingers' centroid as its location, how far it moved since the press
/// began as its translation, the most fingers that were down at once as its `numberOfTouches`, as
/// a tap's, so that a mapping of two fingers hears the press end as the last one lifts, and how
/// long the press has lasted as its `pressDuration`, which never goes down from one report to the
/// next, even when the toolkit's clock goes back, and its own ``minimumPressDuration``, so that a
/// mapping of another minimum ignores it.
@MainActor
public final class LongPressRecognizer: PointerGestureRecognizer {
    /// Reports `.longPress`.
    public var kind: GestureKind { .longPress }

    /// How long, in seconds, the fingers must be down before the press begins.
    ///
    /// A value that isn't a finite number of seconds, zero or more, is ignored.
    public var minimumPressDuration = GestureThresholds.minimumPressDuration {
        didSet { if !minimumPressDuration.isFiniteDuration { minimumPressDuration = oldValue } }
    }

    private let report: GestureReport
    private var pointers = Pointers()
    /// When the press started, and how long it had lasted when it last reported.
    private var start: (time: Double, reported: Double)?
    /// The most fingers down at once since the press started.
    private var fingers = 0
    /// Where the centroid was when the press began, from which its translation is measured.
    private var origin = Point.zero
    private var phase = GesturePhase.possible

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.longPress` and the values of each phase it reports.
    public init(report: @escaping GestureReport) {
        self.report = reportingFiniteValues(report)
    }

    /// When the press begins, if it is down and hasn't yet; never NaN or infinite.
    public var deadline: Double? {
        guard let start, phase == .possible else { return nil }
        let deadline = start.time + minimumPressDuration
        return deadline.isFinite ? deadline : nil
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        timeDidPass(to: time)
        guard pointers.put(pointer, at: location) else { return }
        if start == nil {
            start = (time, 0)
            phase = .possible
            fingers = 0
        }
        fingers = max(fingers, pointers.count)
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        pointersMoved([pointer: location], time: time)
    }

    /// Takes the pointers or fingers that moved together in one event, and reports once for them.
    public func pointersMoved(_ moves: [Int: Point], time: Double) {
        guard time.isFinite else { return }
        timeDidPass(to: time)
        guard start != nil, pointers.move(moves) else { return }
        switch phase {
        case .possible
        where moves.keys.contains(where: { pointers.hasMoved($0, fartherThan: GestureThresholds.movement) }):
            send(.failed, at: time)
        case .began, .changed:
            send(.changed, at: time)
        default:
            break
        }
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        pointerMoved(pointer, to: location, time: time)
        guard pointers.contains(pointer) else { return }
        guard pointers.count == 1 else {
            // Other fingers stay down: the press goes on.
            _ = pointers.lift(pointer)
            return
        }
        finish(.ended, at: time)
    }

    /// Takes the toolkit's cancellation of every pointer.
    ///
    /// A cancellation at or after the deadline begins the press first, as every other event does,
    /// so a press held for its minimum reports `began` then `cancelled` even when the toolkit's
    /// timer hadn't fired yet.
    public func pointersCancelled(at time: Double) {
        guard time.isFinite else { return }
        timeDidPass(to: time)
        guard start != nil else { return }
        finish(.cancelled, at: time)
    }

    /// Begins the press if the time is at or past its deadline.
    public func timeDidPass(to time: Double) {
        guard let deadline, time >= deadline else { return }
        origin = pointers.centroid
        // Exactly the minimum, which `deadline - start` can miss by a rounding, so that a mapping
        // of that minimum fires.
        send(.began, lasting: minimumPressDuration)
    }

    /// Ends the press: `ending` if it began, failed if it hadn't.
    private func finish(_ ending: GesturePhase, at time: Double) {
        switch phase {
        case .began, .changed: send(ending, at: time)
        case .possible: send(.failed, at: time)
        default: break
        }
        pointers.removeAll()
        start = nil
    }

    private func send(_ phase: GesturePhase, at time: Double) {
        guard let start else { return }
        send(phase, lasting: time - start.time)
    }

    /// Reports a phase, with a duration no shorter than the last one reported.
    private func send(_ phase: GesturePhase, lasting duration: Double) {
        guard let start else { return }
        let duration = max(duration, start.reported)
        self.start?.reported = duration
        self.phase = phase
        let centroid = pointers.centroid
        report(
            .longPress,
            GestureValues(
                phase: phase, location: centroid,
                translation: phase == .failed ? .zero : centroid.offset(from: origin),
                numberOfTouches: fingers, pressDuration: duration, minimumPressDuration: minimumPressDuration)
        )
    }
}
