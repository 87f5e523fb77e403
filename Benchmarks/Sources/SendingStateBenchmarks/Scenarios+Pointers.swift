import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Pointers: one more finger pressed and lifted among 100 or 10,000 held down.
///
/// The finger presses a view that maps every gesture a press can make, with the other fingers held
/// down on it. The input engine's bookkeeping costs the same per press however many pointers are
/// down.
@MainActor
let pointerScenarios = [100, 10_000].map { held in
    Scenario.iterated(name: "pointers/\(held) down") {
        let fixture = PointerFixture(held: held)
        return { iterations in
            for _ in 0..<iterations {
                do {
                    try fixture.touch.lift(fixture.touch.addFinger(at: fixture.spare))
                } catch {
                    fatalError("The benchmark's fingers are refused: \(error)")
                }
            }
            return fixture.handler.checksum + fixture.touch.locations.count
        }
    }
}

/// A 1,000-point square that maps a tap, a long press, a swipe, a pan, a pinch and a rotation, with
/// fingers held on it 10 points apart.
@MainActor
private final class PointerFixture {
    let window = Window(size: Size(width: 1_000, height: 1_000))
    let surface = GestureSurface(frame: Rect(x: 0, y: 0, width: 1_000, height: 1_000))
    let handler = CountingHandler()
    let touch: MultiTouch
    /// Where the finger that comes and goes lands: on no held finger.
    let spare = Point(x: 995, y: 995)

    init(held: Int) {
        window.addSubview(surface)
        surface.ss.addActionHandler(to: handler)
        let points = (0..<held).map { Point(x: Double($0 % 100) * 10, y: Double($0 / 100) * 10) }
        do {
            touch = try surface.touchDown(at: points)
        } catch {
            fatalError("The benchmark's fingers are refused: \(error)")
        }
    }
}

/// A view that maps every gesture that pointers press.
private final class GestureSurface: View, EventForwardingProvider {
    var eventForwarder: any EventForwardable {
        EventForwarder(self) { sender, ctx in
            ctx.tapGesture { [RowAction.delete(tag: sender.tag)] }
            ctx.longPressGesture { [RowAction.delete(tag: sender.tag)] }
            ctx.swipeGesture { [RowAction.delete(tag: sender.tag)] }
            ctx.panGesture { [RowAction.delete(tag: sender.tag)] }
            ctx.pinchGesture { [RowAction.delete(tag: sender.tag)] }
            ctx.rotationGesture { [RowAction.delete(tag: sender.tag)] }
        }
    }
}
