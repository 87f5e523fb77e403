import SendingState
import Testing

struct SendingStateDiagnosticTests {
    @Test func describesADispatchLoop() {
        let diagnostic = SendingStateDiagnostic.dispatchTooDeep(
            sender: "Button", occurrence: .control(.valueChanged), depth: 32)
        #expect(
            diagnostic.description
                == "control[valueChanged] on Button was reported from inside 32 nested dispatches on the same sender; "
                + "it was dropped to stop a handler loop."
        )
    }

    @Test func describesEveryOtherMisuse() {
        #expect(
            SendingStateDiagnostic.storeUpdateTooDeep(store: "BindingStore<Int, V>", depth: 33).description
                == "a write to BindingStore<Int, V> was made from inside 33 nested notifications of its own "
                + "observers; it was dropped to stop an observer loop.")
        #expect(
            SendingStateDiagnostic.sharedSenderStorage(owner: "Button", intruder: "Slider").description
                == "a Slider used the SenderStorage of a Button; each sender must store its own, so nothing was "
                + "done for the Slider.")
        #expect(
            SendingStateDiagnostic.invalidGestureParameter(gesture: "tap", problem: "numberOfTaps 0")
                .description
                == "the mapping of tap was declared with numberOfTaps 0.")
        #expect(
            SendingStateDiagnostic.toolkitMisuse(toolkit: "ListView", message: "no cell for row 9")
                .description
                == "ListView: no cell for row 9")
    }
}
