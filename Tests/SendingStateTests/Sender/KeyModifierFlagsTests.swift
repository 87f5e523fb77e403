import SendingState
import Testing

struct KeyModifierFlagsTests {
    @Test("The flags have UIKit's UIKeyModifierFlags values, so code that stores them ports as is")
    func flagsHaveUIKitsValues() {
        #expect(KeyModifierFlags.shift.rawValue == 0x20000)
        #expect(KeyModifierFlags.control.rawValue == 0x40000)
        #expect(KeyModifierFlags.alternate.rawValue == 0x80000)
        #expect(KeyModifierFlags.command.rawValue == 0x100000)
    }

    @Test func describesTheFlagsInTheOrderOfApplesMenus() {
        #expect(
            KeyModifierFlags([.command, .shift, .alternate, .control]).description
                == "[control, alternate, shift, command]")
        #expect(KeyModifierFlags.command.description == "[command]")
        #expect(KeyModifierFlags().description == "[]")
    }
}
