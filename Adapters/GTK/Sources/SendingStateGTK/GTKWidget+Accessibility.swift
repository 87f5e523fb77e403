import CGtk
public import SendingState

extension GTKWidget {
    /// What the widget is to assistive technology, read from and written to its GTK accessible role.
    ///
    /// Roles are SendingState's `AccessibilityRole`, the vocabulary HeadlessWidgets uses too, so
    /// that a headless test that finds a control by role finds what a screen reader finds in the
    /// GTK app. Each wrapper
    /// starts with GTK's own role for its widget: a ``GTKButton`` is a `.button`, a ``GTKScale``
    /// `.adjustable`, a ``GTKLabel`` `.staticText`. A GTK role with no counterpart reads as `.none`.
    ///
    /// GTK fixes a widget's role once it makes the widget's accessible context, so set a role
    /// before the widget is shown, as when a label becomes a header:
    ///
    /// ```swift
    /// titleLabel.accessibilityRole = .header
    /// ```
    ///
    /// Setting a role that GTK has no counterpart for, or setting one after GTK fixed it, changes
    /// nothing and is reported to `SendingStateDiagnostics`.
    public var accessibilityRole: AccessibilityRole {
        get {
            AccessibleRoleMapping.role(
                for: gtk_accessible_get_accessible_role(cgtk_accessible(accessibleWidget)))
        }
        set {
            guard let role = AccessibleRoleMapping.gtkRole(for: newValue) else {
                reportAccessibility("has no GTK accessible role for \(newValue)")
                return
            }
            guard gtk_widget_get_realized(accessibleWidget) == 0 || role == currentGTKRole else {
                reportAccessibility(
                    "can't take the role \(newValue) once shown: GTK fixes a shown widget's role")
                return
            }
            cgtk_accessible_set_role(accessibleWidget, role)
        }
    }

    /// The name assistive technology reads for the widget, set as its GTK accessible label.
    ///
    /// Set it where the widget shows no text of its own that names it, such as a button titled
    /// "★"; `nil` removes the label, so GTK names the widget from its content again.
    ///
    /// ```swift
    /// favoriteButton.accessibilityLabel = "Favourite"
    /// ```
    public var accessibilityLabel: String? {
        get { storedAccessibilityLabel }
        set {
            storedAccessibilityLabel = newValue
            cgtk_accessible_set_label(accessibleWidget, newValue)
        }
    }

    private var currentGTKRole: GtkAccessibleRole {
        gtk_accessible_get_accessible_role(cgtk_accessible(accessibleWidget))
    }

    private func reportAccessibility(_ problem: String) {
        SendingStateDiagnostics.report(
            .toolkitMisuse(
                toolkit: "SendingStateGTK",
                message: "a \(type(of: self)) \(problem); its role stays \(accessibilityRole)"))
    }
}

/// The one table between SendingState's roles and GTK's accessible roles.
enum AccessibleRoleMapping {
    /// Each role and the GTK role it is written as; the first GTK role listed for a role wins.
    private static let pairs: [(AccessibilityRole, GtkAccessibleRole)] = [
        (.none, GTK_ACCESSIBLE_ROLE_GENERIC),
        (.none, GTK_ACCESSIBLE_ROLE_GROUP),
        (.none, GTK_ACCESSIBLE_ROLE_NONE),
        (.none, GTK_ACCESSIBLE_ROLE_PRESENTATION),
        (.button, GTK_ACCESSIBLE_ROLE_BUTTON),
        (.toggle, GTK_ACCESSIBLE_ROLE_SWITCH),
        (.toggle, GTK_ACCESSIBLE_ROLE_CHECKBOX),
        (.adjustable, GTK_ACCESSIBLE_ROLE_SLIDER),
        (.adjustable, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON),
        (.textField, GTK_ACCESSIBLE_ROLE_TEXT_BOX),
        (.textField, GTK_ACCESSIBLE_ROLE_SEARCH_BOX),
        (.staticText, GTK_ACCESSIBLE_ROLE_LABEL),
        (.header, GTK_ACCESSIBLE_ROLE_HEADING),
        (.image, GTK_ACCESSIBLE_ROLE_IMG),
        (.list, GTK_ACCESSIBLE_ROLE_LIST),
        (.list, GTK_ACCESSIBLE_ROLE_GRID),
        (.cell, GTK_ACCESSIBLE_ROLE_LIST_ITEM),
        (.cell, GTK_ACCESSIBLE_ROLE_GRID_CELL),
        (.comboBox, GTK_ACCESSIBLE_ROLE_COMBO_BOX),
        (.progressIndicator, GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
    ]

    /// The role a GTK role reads as, or `.none` for one with no counterpart.
    static func role(for gtkRole: GtkAccessibleRole) -> AccessibilityRole {
        pairs.first { $0.1 == gtkRole }?.0 ?? .none
    }

    /// The GTK role a role is written as, or `nil` for a role of the app's own.
    static func gtkRole(for role: AccessibilityRole) -> GtkAccessibleRole? {
        pairs.first { $0.0 == role }?.1
    }
}
