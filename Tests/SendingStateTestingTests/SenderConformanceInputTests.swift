import SendingStateTesting
import Testing

struct SenderConformanceInputTests {
    @Test func pointerAndKeyboardAreDistinctMembers() {
        let both: SenderConformanceInput = [.pointer, .keyboard]
        #expect(both.contains(.pointer) && both.contains(.keyboard))
        #expect(!SenderConformanceInput.pointer.contains(.keyboard))
        #expect(SenderConformanceInput(rawValue: 3) == both)
    }
}
