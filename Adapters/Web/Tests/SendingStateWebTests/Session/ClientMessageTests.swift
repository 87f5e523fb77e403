import SendingState
import SendingStateWeb
import Testing

/// Only the messages the page's script sends are read; anything else is refused with why.
struct ClientMessageTests {
    @Test func aPressNamesItsPointerPositionElementAndFrame() throws {
        let message = try ClientMessage(
            json:
                #"{"type":"pointer","phase":"down","pointer":1,"x":10.5,"y":20,"target":3,"frame":[0,0,100,44]}"#
        )
        #expect(
            message
                == .pointer(
                    phase: .down, pointer: 1, location: Point(x: 10.5, y: 20), target: 3,
                    frame: Rect(x: 0, y: 0, width: 100, height: 44)))
        #expect(try ClientMessage(json: #"{"type":"activate","target":7}"#) == .activate(target: 7))
        #expect(
            try ClientMessage(
                json:
                    #"{"type":"pointer","phase":"down","pointer":1,"x":0,"y":0,"target":3,"frame":[0,0,0,0]}"#
            )
                == .pointer(
                    phase: .down, pointer: 1, location: Point(x: 0, y: 0), target: 3,
                    frame: Rect(x: 0, y: 0, width: 0, height: 0)),
            "an element the browser lays out with no size is still pressed where it is")
    }

    @Test func aKeyIsTheBrowsersKeyNameWithItsModifiers() throws {
        #expect(
            try ClientMessage(json: #"{"type":"key","key":"ArrowUp","shift":false,"target":4}"#)
                == .key(press: KeyPress(.upArrow), target: 4))
        #expect(
            try ClientMessage(
                json: #"{"type":"key","key":"S","shift":true,"ctrl":true,"alt":true,"meta":true}"#)
                == .key(
                    press: KeyPress("s", modifierFlags: [.shift, .control, .alternate, .command]), target: nil
                ))
        for (name, key) in [
            ("Enter", Key.return), (" ", .space), ("Tab", .tab), ("Escape", .escape),
            ("Backspace", .deleteBackward),
            ("Delete", .deleteForward), ("ArrowDown", .downArrow), ("ArrowLeft", .leftArrow),
            ("ArrowRight", .rightArrow), ("Home", .home), ("End", .end), ("PageUp", .pageUp),
            ("PageDown", .pageDown), ("é", "é"), ("😀", "😀"),
        ] {
            #expect(
                try ClientMessage(json: #"{"type":"key","key":"\#(name)"}"#)
                    == .key(press: KeyPress(key), target: nil))
        }
    }

    @Test func aScrollNamesItsElementAndItsOffset() throws {
        #expect(
            try ClientMessage(json: #"{"type":"scroll","target":2,"top":4399560}"#)
                == .scroll(target: 2, top: 4_399_560))
    }

    @Test func aSyncCarriesItsNumber() throws {
        #expect(try ClientMessage(json: #"{"type":"sync","number":12}"#) == .sync(number: 12))
        #expect(
            try ClientMessage(json: #"{"type":"sync","number":2147483647}"#) == .sync(number: 2_147_483_647))
    }

    @Test func theFocusAndATextNameTheirElement() throws {
        #expect(try ClientMessage(json: #"{"type":"focus","target":2}"#) == .focus(target: 2))
        #expect(try ClientMessage(json: #"{"type":"focus","target":null}"#) == .focus(target: nil))
        #expect(
            try ClientMessage(json: #"{"type":"text","target":2,"text":"<b>milk</b>"}"#)
                == .text(target: 2, text: "<b>milk</b>"))
        let longest = String(repeating: "é", count: ClientMessage.maximumTextLength)
        #expect(
            try ClientMessage(json: #"{"type":"text","target":2,"text":"\#(longest)"}"#)
                == .text(target: 2, text: longest))
    }

    @Test(arguments: [
        "", "[]", "{}", "not json", #"{"type":"eval","code":"x"}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1,"target":3}"#,
        #"{"type":"pointer","phase":"fly","pointer":1,"x":1,"y":1}"#,
        #"{"type":"pointer","phase":"move","pointer":1,"x":1e309,"y":1}"#,
        #"{"type":"pointer","phase":"move","pointer":1,"x":2e6,"y":1}"#,
        #"{"type":"pointer","phase":"move","pointer":-1,"x":1,"y":1}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1,"target":3,"frame":[0,0,-5,4]}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1,"target":3,"frame":[0,0,4]}"#,
        #"{"type":"activate"}"#,
        #"{"type":"key","key":"F5"}"#, #"{"type":"key","key":"ab"}"#, #"{"type":"key","key":"\u0007"}"#,
        #"{"type":"scroll","target":2,"top":-1}"#, #"{"type":"scroll","target":2,"top":2e9}"#,
        #"{"type":"scroll","top":5}"#, #"{"type":"key"}"#, #"{"type":"text","target":2}"#,
        #"{"type":"text","text":"x"}"#, #"{"type":"sync"}"#, #"{"type":"sync","number":-1}"#,
        #"{"type":"sync","number":2147483648}"#,
        #"{"type":"text","target":2,"text":"\#(String(repeating: "x", count: ClientMessage.maximumTextLength + 1))"}"#,
    ])
    func aMessageTheScriptDoesntSendIsMalformed(_ json: String) {
        #expect {
            try ClientMessage(json: json)
        } throws: { error in
            guard case .malformed = error as? ClientMessageError else { return false }
            return true
        }
    }

    @Test func aMessageLargerThanTheLimitIsRefusedBeforeItIsRead() {
        let padding = String(repeating: " ", count: ClientMessage.maximumSize)
        #expect(throws: ClientMessageError.tooLarge) {
            try ClientMessage(json: #"{"type":"activate","target":7}"# + padding)
        }
    }
}
