import Testing

@testable import SendingState

@MainActor
struct DumpWriterTests {
    @Test(arguments: [
        ("\n", #"\n"#), ("\r", #"\r"#), ("\r\n", #"\r\n"#), ("\u{0B}", #"\u{B}"#), ("\u{0C}", #"\u{C}"#),
        ("\u{85}", #"\u{85}"#), ("\u{2028}", #"\u{2028}"#), ("\u{2029}", #"\u{2029}"#),
    ])
    func aStringWithAnyKindOfLineBreakIsEscapedOntoOneLine(lineBreak: String, escape: String) {
        // Around the break, characters that only look like one in UTF-8 are kept: U+00A0 starts
        // with 0xC2, as U+0085 does, and U+20AC and U+2027 with 0xE2, as U+2028 does.
        let before = "Milk\u{A0}5 €\u{2027}\t"
        let after = "é🥛"
        let text = before + lineBreak + after
        #expect(DumpWriter.escaped(text) == before + escape + after)
        #expect(DumpWriter.escaped(text, lineBreaksOnly: true) == before + escape + after)
        let lineBreaks = DumpWriter.escaped(text).filter(\.isNewline)
        #expect(lineBreaks.isEmpty)
    }

    @Test func quotesAndBackslashesInAStringCantCloseItsQuotesEarly() {
        #expect(DumpWriter.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(DumpWriter.quoted(#"\n"#) == #""\\n""#, "a backslash and an n aren't a line break")
        #expect(
            DumpWriter.escaped(#"title="a\b""#, lineBreaksOnly: true) == #"title="a\b""#,
            "text with quotes of its own keeps them")
    }

    @Test func aWriterAppendsEachStringEscapedAsItsPlaceInTheLineNeeds() {
        var writer = DumpWriter()
        writer.append("View")
        writer.append("#")
        writer.appendEscaped("a\"b\nc")
        writer.append(" ")
        writer.appendQuoted("d\\e\u{2028}f")
        writer.append(" ")
        writer.appendOnOneLine("g=\"h\"\ri")
        #expect(writer.output == #"View#a\"b\nc "d\\e\u{2028}f" g="h"\ri"#)
    }
}
