/// What a node is to assistive technology, such as a button, a header or a list.
///
/// Every toolkit names roles with this one vocabulary, so that what a headless test finds by role
/// is what a screen reader finds in the app: HeadlessWidgets gives each view a role from its
/// traits and type, and a toolkit adapter maps these roles onto its own, as the GTK adapter maps
/// ``button`` to `GTK_ACCESSIBLE_ROLE_BUTTON`. Find nodes by role first, as a person using a screen
/// reader would:
///
/// ```swift
/// try window.get(.role(.button, name: "Checkout"), as: Button.self).tap()
/// ```
///
/// Roles are open: declare one of your own, and give it to the views that have it.
///
/// ```swift
/// extension AccessibilityRole {
///     static let link = AccessibilityRole(rawValue: "link")
/// }
/// ```
public struct AccessibilityRole: RawRepresentable, Hashable, Sendable {
    /// The role's name, as dumps and messages show it, such as `button`.
    public let rawValue: String

    /// Creates a role with a name.
    ///
    /// - Parameter rawValue: The role's name, as dumps and messages show it.
    @inlinable public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No particular role: a plain view, which assistive technology looks through to its subviews.
    @inlinable public static var none: AccessibilityRole { AccessibilityRole(rawValue: "none") }
    /// Something a person taps to act, such as a button; UIKit's `.button` trait.
    @inlinable public static var button: AccessibilityRole { AccessibilityRole(rawValue: "button") }
    /// Something that is on or off, such as a switch; UIKit's `.toggleButton` trait.
    @inlinable public static var toggle: AccessibilityRole { AccessibilityRole(rawValue: "toggle") }
    /// Something whose value a person adjusts, such as a slider; UIKit's `.adjustable` trait.
    @inlinable public static var adjustable: AccessibilityRole { AccessibilityRole(rawValue: "adjustable") }
    /// Editable text, such as a text field.
    @inlinable public static var textField: AccessibilityRole { AccessibilityRole(rawValue: "textField") }
    /// Text that doesn't change by itself, such as a label; UIKit's `.staticText` trait.
    @inlinable public static var staticText: AccessibilityRole { AccessibilityRole(rawValue: "staticText") }
    /// The heading of a part of the screen; UIKit's `.header` trait.
    @inlinable public static var header: AccessibilityRole { AccessibilityRole(rawValue: "header") }
    /// A picture, such as a labelled image; UIKit's `.image` trait.
    @inlinable public static var image: AccessibilityRole { AccessibilityRole(rawValue: "image") }
    /// A list of rows, such as a list view.
    @inlinable public static var list: AccessibilityRole { AccessibilityRole(rawValue: "list") }
    /// A row of a list, such as a list cell, or one cell of a table's row.
    @inlinable public static var cell: AccessibilityRole { AccessibilityRole(rawValue: "cell") }
    /// A row of a table, which holds a cell for each column, named by its cells' texts.
    @inlinable public static var row: AccessibilityRole { AccessibilityRole(rawValue: "row") }
    /// A control that shows one of several choices and opens a menu of them, such as UIKit's
    /// pop-up button or GTK's drop-down.
    @inlinable public static var comboBox: AccessibilityRole { AccessibilityRole(rawValue: "comboBox") }
    /// One of a group of tabs, of which one is selected, such as a segment of a segmented
    /// control or a page of GTK's stack switcher.
    @inlinable public static var tab: AccessibilityRole { AccessibilityRole(rawValue: "tab") }
    /// A window, named by its title.
    @inlinable public static var window: AccessibilityRole { AccessibilityRole(rawValue: "window") }
    /// A window that asks a person something, such as an alert, named by its title.
    @inlinable public static var dialog: AccessibilityRole { AccessibilityRole(rawValue: "dialog") }
    /// The header of a table's column, named by its title.
    @inlinable public static var columnHeader: AccessibilityRole {
        AccessibilityRole(rawValue: "columnHeader")
    }
    /// A divider between two parts of a screen, which a person may drag to share the space, such
    /// as the handle of GTK's paned.
    @inlinable public static var separator: AccessibilityRole { AccessibilityRole(rawValue: "separator") }
    /// A command of a menu.
    @inlinable public static var menuItem: AccessibilityRole { AccessibilityRole(rawValue: "menuItem") }
    /// How far a task has got, such as UIKit's `UIProgressView` or GTK's progress bar.
    @inlinable public static var progressIndicator: AccessibilityRole {
        AccessibilityRole(rawValue: "progressIndicator")
    }
}

extension AccessibilityRole: CustomStringConvertible {
    /// The role's name, such as `button`.
    public var description: String { rawValue }
}
