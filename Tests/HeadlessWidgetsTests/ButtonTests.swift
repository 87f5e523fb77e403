import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ButtonTests {
    @Test func itsTitleIsItsVisibleText() {
        let button = Button(title: "Buy")
        #expect(button.visibleText == "Buy")
        #expect(button.summary == "Button \"Buy\"")
    }

    @Test func aTapForwardsTheMappedActionWithTheBoundState() throws {
        let window = makeWindow()
        let cell = ProductCell()
        cell.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        window.addSubview(cell)
        let recorder = ActionRecorder<ShopAction>()
        cell.ss.configure(Product(id: 3, name: "Tea"))
        cell.ss.addActionHandler(to: recorder)
        try cell.favoriteButton.tap()
        #expect(recorder.actions == [.favorite(3)])
    }
}
