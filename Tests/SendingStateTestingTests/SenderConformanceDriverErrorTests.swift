import SendingStateTesting
import Testing

struct SenderConformanceDriverErrorTests {
    @Test func theErrorNamesTheMissingMethodAndTheWayOut() {
        let description = SenderConformanceDriverError.keyboardActivationNotImplemented.description
        #expect(description.contains("activateWithKeyboard(_:)"))
        #expect(description.contains("leave .keyboard out of the input"))
    }
}
