import Benchmark
import HeadlessWidgets
import SendingState

/// Registers measurement 8, user-level tap: `try button.tap()` on a button nested 10 deep.
///
/// The window holds 10,000 nodes. Baseline: a raw `sendActions(for: .touchUpInside)` on the same
/// button.
///
/// A tap checks that a finger could reach the button (hidden, transparent, disabled and covered
/// checks, with a hit test from the window), then sends touchDown, touchUpInside and
/// primaryActionTriggered; only touchUpInside is mapped. "raw send ×3" sends the same three events
/// without the checks, which separates the cost of hit-testing from that of the extra events.
/// The window's clock moves a second between taps, so that each tap is a single tap.
func registerUserTapBenchmarks() {
    mainActorBenchmark("8 tap/user-level", fixture: TapFixture.init) { fixture, benchmark in
        let button = fixture.button
        let clock = fixture.window.clock
        button.clearEventLog()
        benchmark.measure { iterations in
            for _ in iterations {
                clock.advance(by: 1)
                do {
                    try button.tap()
                } catch {
                    fatalError("The benchmark tree is broken: \(error)")
                }
            }
        }
    }

    mainActorBenchmark("8 tap/raw send", fixture: TapFixture.init) { fixture, benchmark in
        let button = fixture.button
        button.clearEventLog()
        benchmark.measure { iterations in
            for _ in iterations {
                button.sendActions(for: .touchUpInside)
            }
        }
    }

    mainActorBenchmark("8 tap/raw send ×3", fixture: TapFixture.init) { fixture, benchmark in
        let button = fixture.button
        button.clearEventLog()
        benchmark.measure { iterations in
            for _ in iterations {
                button.sendActions(for: .touchDown)
                button.sendActions(for: .touchUpInside)
                button.sendActions(for: .primaryActionTriggered)
            }
        }
    }
}

/// A window of 10,000 nodes with a button 10 levels down.
///
/// Each of the 10 levels holds the next container (the button, at the last level) behind nine
/// sibling panels of 110 leaves each: 1,000 nodes a level. The siblings are in front, so the hit
/// test rejects all nine before it descends, as it would on a real screen.
@MainActor
private final class TapFixture {
    static let depth = 10
    static let siblingsPerLevel = 9
    static let leavesPerSibling = 110

    let window = Window(size: Size(width: 400, height: 1_000))
    let button = Button(title: "Buy")
    let provider = TapProvider()
    let handler = CountingHandler()

    init() {
        var parent: View = window
        for level in 1...Self.depth {
            let node: View
            if level == Self.depth {
                node = button
                button.frame = Rect(x: 150, y: 150, width: 100, height: 100)
            } else {
                node = level == Self.depth - 1 ? provider : View()
                node.frame = Rect(x: 0, y: 0, width: 400, height: 400)
            }
            parent.addSubview(node)
            for sibling in 0..<Self.siblingsPerLevel {
                parent.addSubview(Self.panel(at: 400 + 60 * Double(sibling)))
            }
            parent = node
        }
        provider.button = button
        provider.ss.addActionHandler(to: handler)
        precondition(Self.count(window) == Self.depth * 1_000 + 1, "expected 10,000 nodes under the window")
        precondition(window.hitTest(button.convertToRoot(button.bounds.center)) === button)
    }

    /// A panel below the path's containers, with its leaves.
    private static func panel(at y: Double) -> View {
        let panel = View(frame: Rect(x: 0, y: y, width: 400, height: 50))
        for leaf in 0..<leavesPerSibling {
            panel.addSubview(View(frame: Rect(x: Double(leaf % 10) * 40, y: 0, width: 40, height: 50)))
        }
        return panel
    }

    private static func count(_ node: View) -> Int {
        1 + node.subviews.reduce(0) { $0 + count($1) }
    }
}

/// The button's container, which maps its touchUpInside.
private final class TapProvider: View, EventForwardingProvider {
    weak var button: Button?

    var eventForwarder: any EventForwardable {
        SenderGroup {
            if let button {
                EventForwarder(button) { sender, ctx in
                    ctx.control(.touchUpInside) { [RowAction.delete(tag: sender.tag)] }
                }
            }
        }
    }
}
