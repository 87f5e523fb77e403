import HeadlessWidgets
import Testing

@MainActor
struct NodeQueryTests {
    @Test func describesWhatItLooksFor() {
        #expect(NodeQuery.identifier("a").description == "identifier \"a\"")
        #expect(NodeQuery.label("b").description == "label \"b\"")
        #expect(NodeQuery.text("c").description == "text \"c\"")
        #expect(NodeQuery.type(Button.self).description == "type Button")
        #expect(NodeQuery.role(.button).description == "role button")
        #expect(NodeQuery.role(.button, name: "Buy").description == "role button named \"Buy\"")
    }

    @Test func aTypeQueryMatchesSubclasses() {
        let window = makeWindow()
        window.addSubview(Button())
        window.addSubview(Slider())
        #expect(window.all(.type(Control.self)).count == 2)
    }
}
