import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct AccessibilityRoleTests {
    @Test func aRoleReadsAsItsName() {
        #expect(AccessibilityRole.textField.description == "textField")
        #expect(AccessibilityRole(rawValue: "button") == .button)
    }

    @Test func theRolesOfToolkitControlsHaveNamesOfTheirOwn() {
        #expect(AccessibilityRole.comboBox.rawValue == "comboBox")
        #expect(AccessibilityRole.progressIndicator.rawValue == "progressIndicator")
        #expect(Set([AccessibilityRole.comboBox, .progressIndicator, .adjustable]).count == 3)
    }

    @Test func aCustomRoleComesFromAnOverrideAndIsFoundAndShown() throws {
        final class Link: View {
            override var accessibilityRole: AccessibilityRole { .link }
        }
        let window = makeWindow()
        let link = Link()
        link.isAccessibilityElement = true
        link.accessibilityLabel = "Terms"
        window.addSubview(link)
        #expect(try window.get(.role(.link, name: "Terms")) === link)
        #expect(window.semanticsDump() == "link \"Terms\"\n")
    }
}

extension AccessibilityRole {
    fileprivate static let link = AccessibilityRole(rawValue: "link")
}
