import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct InteractionRefusalTests {
    @Test func describesTheInteractionNodeReasonAndBlocker() {
        let refusal = InteractionRefusal(
            interaction: "tap", node: "Button#buy", reason: .covered, blockingNode: "View#sheet",
            location: Point(x: 1, y: 2))
        #expect(refusal.description == "tap on Button#buy refused: it is covered by View#sheet at (1, 2)")
        let invalid = InteractionRefusal(
            interaction: "pinch(to: 0.0)", node: "View", reason: .invalidArgument("scale must be positive"))
        #expect(invalid.description == "pinch(to: 0.0) on View refused: scale must be positive")
    }

    @Test func describesTheKeyboardReasons() {
        let notFocused = InteractionRefusal(
            interaction: "pressReturn", node: "TextField", reason: .notFocused)
        #expect(
            notFocused.description
                == "pressReturn on TextField refused: TextField doesn't have keyboard focus")
        let nothing = InteractionRefusal(
            interaction: "type(\"a\")", node: "Window", reason: .noFocusedTextField)
        #expect(
            nothing.description
                == "type(\"a\") on Window refused: no text field or text view in Window has keyboard focus"
        )
    }

    @Test func refusalOfReturnsNilWhenTheInteractionWentThrough() {
        let window = makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(refusal(of: try view.tap()) == nil)
    }

    @Test func refusalOfTakesAnInteractionThatReturnsSomething() {
        let window = makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        #expect(refusal(of: try view.touchDown(at: [Point(x: 5, y: 5)])) == nil)
        #expect(refusal(of: try view.touchDown(at: [Point(x: 50, y: 5)]))?.reason == .outsideBounds)
    }
}
