import SendingState
import Testing

struct SenderOccurrenceTests {
    @Test func describesWhatHappened() {
        #expect(SenderOccurrence.control(.touchUpInside).description == "control[touchUpInside]")
        #expect(SenderOccurrence.gesture(.pan, GestureValues(phase: .changed)).description == "pan changed")
        #expect(SenderOccurrence.key(KeyPress("q", modifierFlags: .command)).description == "key command+q")
    }
}
