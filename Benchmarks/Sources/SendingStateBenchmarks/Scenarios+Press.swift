import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Press: a user-level `tap()`, a press and release, on a view 100 or 10,000 levels deep in a chain
/// of views, each the only subview of the one above.
///
/// The deepest view maps a single tap. Going down to the view and back up costs something per
/// level, so the check script compares the cost per level of the two depths: it stays the same
/// however deep the view is.
@MainActor
let pressScenarios = [100, 10_000].map { depth in
    Scenario.iterated(name: "press/depth \(depth)") {
        let fixture = DeepPressFixture(depth: depth)
        return { iterations in
            for _ in 0..<iterations {
                do {
                    try fixture.target.tap()
                } catch {
                    fatalError("The benchmark chain is broken: \(error)")
                }
            }
            return fixture.handler.checksum
        }
    }
}

/// A window with a chain of views `depth` levels deep, the deepest of which maps a tap.
@MainActor
private final class DeepPressFixture {
    let window = Window(size: Size(width: 400, height: 400))
    let target = TapTarget(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let handler = CountingHandler()

    init(depth: Int) {
        // Every tap is a single tap, as if a second passed between taps: no streak continues.
        window.doubleTapInterval = .zero
        // Every level covers the window, so the tap at the target's center lands in each of them.
        var parent: View = window
        for _ in 1..<depth {
            let node = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            parent.addSubview(node)
            parent = node
        }
        parent.addSubview(target)
        // A tag of 1, so that the checksum counts the taps that reached the handler.
        target.tag = 1
        target.ss.addActionHandler(to: handler)
        var levels = 0
        var node: View? = target
        while let current = node?.superview {
            levels += 1
            node = current
        }
        precondition(levels == depth && node === window, "expected the target \(depth) levels deep")
        precondition(window.hitTest(target.convertToRoot(target.bounds.center)) === target)
    }
}

/// The deepest view of the chain: it maps a single tap on itself.
private final class TapTarget: View, EventForwardingProvider {
    var eventForwarder: any EventForwardable {
        EventForwarder(self) { sender, ctx in
            ctx.tapGesture { [RowAction.delete(tag: sender.tag)] }
        }
    }
}
