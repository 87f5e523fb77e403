import HeadlessWidgets
import SendingState
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

    @Test func aMultiLineStringToFindIsQuotedOnOneLineInTheQuerysDescription() throws {
        #expect(NodeQuery.identifier("a\nb").description == #"identifier "a\nb""#)
        #expect(NodeQuery.label("say \"hi\"").description == #"label "say \"hi\"""#)
        #expect(NodeQuery.text("c\u{2028}\\").description == #"text "c\u{2028}\\""#)
        #expect(NodeQuery.role(.button, name: "Buy\rnow").description == #"role button named "Buy\rnow""#)
        let window = makeWindow()
        window.addSubview(Label())
        let error = try #require(throws: FindError.self) { try window.get(.text("Milk\n  Label")) }
        #expect(
            error.description == #"""
                no node with text "Milk\n  Label" under Window; found 2 nodes:
                  Window
                  Label
                """#)
    }

    @Test func aTypeQueryMatchesSubclasses() {
        let window = makeWindow()
        window.addSubview(Button())
        window.addSubview(Slider())
        #expect(window.all(.type(Control.self)).count == 2)
    }
}
