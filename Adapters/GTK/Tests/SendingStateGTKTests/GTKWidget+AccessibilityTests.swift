import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateTestSupport
import Testing

/// Each wrapper's role and label are GTK's accessible role and label, read back from GTK, so a
/// screen reader finds what a headless test finds.
@MainActor
@Suite(.serialized, .needsDisplay)
struct GTKWidgetAccessibilityTests {
    @Test func eachWrapperReadsAsTheRoleHeadlessWidgetsGivesItsCounterpart() {
        #expect(GTKButton(title: "Buy").accessibilityRole == .button)
        #expect(GTKLabel(text: "Milk").accessibilityRole == .staticText)
        #expect(GTKScale().accessibilityRole == .adjustable)
        #expect(GTKEntry().accessibilityRole == .textField)
        #expect(GTKBox().accessibilityRole == .none)
        // GTK 4.8 has no toggle button role: a toggle button is a button that is pressed or not.
        #expect(GTKToggle().accessibilityRole == .button)
    }

    @Test func aLabelMadeAHeaderIsAHeadingToGTK() {
        let title = GTKLabel(text: "Groceries")
        title.accessibilityRole = .header
        #expect(title.accessibilityRole == .header)
        let gtkRole = gtk_accessible_get_accessible_role(cgtk_accessible(title.widget))
        #expect(gtkRole == GTK_ACCESSIBLE_ROLE_HEADING)
    }

    @Test func theAccessibilityLabelIsGTKsAccessibleLabel() {
        let star = GTKButton(title: "★")
        #expect(star.accessibilityLabel == nil)
        #expect(cgtk_accessible_label_is(star.widget, "Favourite") == 0)
        star.accessibilityLabel = "Favourite"
        #expect(star.accessibilityLabel == "Favourite")
        #expect(cgtk_accessible_label_is(star.widget, "Favourite") != 0)
        #expect(cgtk_accessible_label_is(star.widget, "Favorite") == 0)
        star.accessibilityLabel = nil
        #expect(star.accessibilityLabel == nil)
        #expect(cgtk_accessible_has_label(star.widget) == 0)
    }

    @Test func aRoleGTKHasNoCounterpartForChangesNothingAndIsReported() {
        let diagnostics = DiagnosticRecorder()
        let label = GTKLabel(text: "Terms")
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            label.accessibilityRole = AccessibilityRole(rawValue: "link")
        }
        #expect(label.accessibilityRole == .staticText)
        #expect(diagnostics.reports.count == 1)
        #expect(diagnostics.reports.first?.description.contains("no GTK accessible role for link") == true)
    }

    @Test func aShownWidgetKeepsItsRoleAndTheChangeIsReported() {
        let diagnostics = DiagnosticRecorder()
        let label = GTKLabel(text: "Groceries")
        let window = TestWindow(label)
        defer { window.close() }
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            label.accessibilityRole = .header
            label.accessibilityRole = .staticText
        }
        #expect(label.accessibilityRole == .staticText)
        #expect(diagnostics.reports.count == 1)
        #expect(diagnostics.reports.first?.description.contains("once shown") == true)
    }
}
