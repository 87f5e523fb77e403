import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct LabelTests {
    @Test func showsTextAndLetsTouchesPassThrough() {
        let window = makeWindow()
        let button = Button(title: "Under")
        button.frame = Rect(x: 0, y: 0, width: 100, height: 44)
        let label = Label(text: "Over")
        label.frame = button.frame
        window.addSubview(button)
        window.addSubview(label)
        #expect(label.visibleText == "Over")
        #expect(!label.isUserInteractionEnabled)
        #expect(refusal(of: try button.tap()) == nil, "a label in front does not cover the button")
        #expect(refusal(of: try label.tap())?.reason == .userInteractionDisabled)
    }
}
