import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Tap: a user-level `tap()` on a button 10 levels deep in a tree of 10,000 views, with the
/// reachability check a real screen makes, against a raw send of the one event that is mapped.
@MainActor
let tapScenarios = [
    Scenario.iterated(name: "tap/user-level") {
        let fixture = TapFixture()
        return { iterations in
            for _ in 0..<iterations {
                do {
                    try fixture.button.tap()
                } catch {
                    fatalError("The benchmark tree is broken: \(error)")
                }
            }
            return fixture.handler.checksum
        }
    },
    Scenario.iterated(name: "tap/raw send") {
        let fixture = TapFixture()
        return { iterations in
            for _ in 0..<iterations {
                fixture.button.sendActions(for: .touchUpInside)
            }
            return fixture.handler.checksum
        }
    },
]

/// A window whose button sits 10 levels deep, with 9 panels of 110 views in front of the path at
/// every level: 10,000 views in all.
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
        // Every tap is a single tap, as if a second passed between taps: no streak continues.
        window.doubleTapInterval = .zero
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

/// The provider that maps the button's touchUpInside.
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
