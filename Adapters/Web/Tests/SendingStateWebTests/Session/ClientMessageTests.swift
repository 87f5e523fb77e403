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
    }

    @Test(arguments: [
        "", "[]", "{}", "not json", #"{"type":"eval","code":"x"}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1}"#,
        #"{"type":"pointer","phase":"fly","pointer":1,"x":1,"y":1}"#,
        #"{"type":"pointer","phase":"move","pointer":1,"x":1e309,"y":1}"#,
        #"{"type":"pointer","phase":"move","pointer":1,"x":2e6,"y":1}"#,
        #"{"type":"pointer","phase":"move","pointer":-1,"x":1,"y":1}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1,"target":3,"frame":[0,0,-5,4]}"#,
        #"{"type":"pointer","phase":"down","pointer":1,"x":1,"y":1,"target":3,"frame":[0,0,4]}"#,
        #"{"type":"activate"}"#,
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
