import SendingState
import SendingStateInput

/// Fingers that a simulated interaction puts on a view, through its window's input engine.
///
/// HeadlessWidgets makes no touch events or gesture reports of its own: a tap, a long press, a
/// swipe or a drag is a path of fingers, and the engine decides what it means, as it does for every
/// toolkit adapter. Events are stamped with the window's clock, so moving the clock between them
/// is time passing for the person.
@MainActor
struct Fingers {
    /// The window whose engine the fingers go through.
    let window: Window
    /// The numbers the engine gave the fingers, in the order they landed.
    private(set) var numbers: [Int] = []
    /// Where each finger is, in the window's coordinates, in the order of ``numbers``.
    private(set) var points: [Point] = []

    /// Lands fingers on a view, one by one at the clock's time.
    ///
    /// - Parameters:
    ///   - points: Where the fingers land, in the window's coordinates.
    ///   - view: The view they land on.
    ///   - window: The view's window.
    init(landing points: [Point], on view: View, in window: Window) {
        self.window = window
        let time = window.inputTime
        for point in points {
            guard let number = window.input.pointerDown(at: point, time: time, on: view) else { continue }
            numbers.append(number)
            self.points.append(point)
        }
    }

    /// Moves every finger, in one event at the clock's time.
    ///
    /// - Parameter destinations: Where each finger goes, in the order they landed.
    mutating func move(to destinations: [Point]) {
        points = destinations
        window.input.pointersMoved(
            Dictionary(uniqueKeysWithValues: zip(numbers, destinations)), time: window.inputTime)
    }

    /// Lifts every finger where it is, together at the clock's time.
    func lift() {
        let time = window.inputTime
        if numbers.count == 1 {
            window.input.pointerUp(numbers[0], at: points[0], time: time)
        } else {
            window.input.pointersUp(Dictionary(uniqueKeysWithValues: zip(numbers, points)), time: time)
        }
    }

    /// Cancels every finger, as the system does when a call comes in.
    func cancel() {
        window.input.cancelPointers(at: window.inputTime)
    }

    /// Where `count` fingers land around a point: side by side, 2 points apart, so that their
    /// centroid is the point.
    static func around(_ center: Point, count: Int) -> [Point] {
        (0..<count).map { finger in
            Point(x: center.x + Double(2 * finger - (count - 1)), y: center.y)
        }
    }
}
