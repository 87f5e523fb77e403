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
}
