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

    @Test func aFontThatIsNotStandardShowsInTheDump() {
        let label = Label(text: "Tea")
        #expect(label.font == .standard)
        #expect(label.dumpAttributes == [])
        label.font = Font.systemFont(ofSize: 14)
        #expect(label.dumpAttributes == ["font=14pt"])
    }

    @Test func overridingInitFrameKeepsLettingTouchesPassThrough() {
        final class PriceLabel: Label {
            override init(frame: Rect) {
                super.init(frame: frame)
                text = "€1"
            }
        }
        let label = PriceLabel()
        #expect(label.text == "€1")
        #expect(!label.isUserInteractionEnabled)
        #expect(
            Label(frame: Rect(x: 1, y: 2, width: 3, height: 4)).frame == Rect(x: 1, y: 2, width: 3, height: 4)
        )
    }
}
