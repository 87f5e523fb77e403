import HeadlessWidgets
import Testing

struct ControlStateTests {
    @Test func membersHaveUIKitsRawValuesAndNormalIsEmpty() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.normal.isEmpty)
    }

    @Test func describesItsMembers() {
        #expect(ControlState.normal.description == "normal")
        #expect(ControlState.selected.description == "selected")
        #expect(ControlState([.selected, .highlighted]).description == "[highlighted, selected]")
        #expect(ControlState(rawValue: 0x12).description == "[disabled, 0x10]")
    }
}
