import SendingState
import Testing

struct AccessibilityTraitsTests {
    @Test func everyTraitIsItsOwnBit() {
        let all: [AccessibilityTraits] = [
            .button, .toggleButton, .adjustable, .staticText, .header, .image, .selected, .notEnabled,
            .focused, .busy,
        ]
        for trait in all { #expect(trait.rawValue.nonzeroBitCount == 1) }
        #expect(all.reduce(AccessibilityTraits()) { $0.union($1) }.rawValue.nonzeroBitCount == all.count)
    }

    @Test func theStateNamesAreTheStateTraitsInAFixedOrder() {
        #expect(
            AccessibilityTraits([.busy, .button, .selected, .focused, .notEnabled]).stateNames
                == ["selected", "disabled", "focused", "busy"])
        #expect(AccessibilityTraits([.button, .header]).stateNames == [])
    }
}
