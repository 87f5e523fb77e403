import HeadlessWidgets
import SendingState
import Testing

/// Input on a view at the bottom of a deep tree: a press, a drag and a hover reach it in time
/// linear in its depth, so a tree as deep as the other deep-tree tests' finishes.
@MainActor
struct DeepTreeInputTests {
    /// A view at the bottom of the chain, which maps a tap, a pan and a hover.
    final class Leaf: View, EventForwardingProvider {
        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.tapGesture { ["tap"] }
                ctx.panGesture(on: .ended) { ["pan"] }
                ctx.hoverGesture(on: .began) { ["hover"] }
            }
        }
    }

    /// A press, a drag and a hover at the bottom of 50,000 levels reach the leaf.
    ///
    /// The limit guards against a hang, as the other suites' do: quadratic input on 50,000 levels
    /// would take hours, while a linear one takes seconds, and a minute under ThreadSanitizer on a
    /// busy machine. The benchmarks measure its cost.
    @Test(.timeLimit(.minutes(5)))
    func aPressADragAndAHoverOnAView50000LevelsDeepFinish() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let leaf = Leaf(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(nestedChain(over: leaf))
        let recorder = ActionRecorder<String>()
        leaf.ss.addActionHandler(to: recorder)
        try leaf.tap()
        try leaf.pan(by: Point(x: 0, y: 20), steps: 2)
        try leaf.hover()
        #expect(recorder.actions == ["tap", "pan", "hover"])
    }
}
