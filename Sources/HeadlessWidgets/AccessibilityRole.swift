/// What a node is to assistive technology, such as a button, a header or a list.
///
/// A view's ``View/accessibilityRole`` follows from its ``View/accessibilityTraits`` and its
/// type: a ``Button`` is a button, a ``Label`` marked with the `.header` trait is a header.
/// Find nodes by role first, as a person using a screen reader would:
///
/// ```swift
/// try window.get(.role(.button, name: "Checkout"), as: Button.self).tap()
/// ```
///
/// Roles are open: declare one of your own and return it from an override of
/// ``View/accessibilityRole``.
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
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No particular role: a plain view, which assistive technology looks through to its subviews.
    public static let none = AccessibilityRole(rawValue: "none")
    /// Something a person taps to act, such as a ``Button``; UIKit's `.button` trait.
    public static let button = AccessibilityRole(rawValue: "button")
    /// Something that is on or off, such as a ``Switch``; UIKit's `.toggleButton` trait.
    public static let toggle = AccessibilityRole(rawValue: "toggle")
    /// Something whose value a person adjusts, such as a ``Slider``; UIKit's `.adjustable` trait.
    public static let adjustable = AccessibilityRole(rawValue: "adjustable")
    /// Editable text, such as a ``TextField``.
    public static let textField = AccessibilityRole(rawValue: "textField")
    /// Text that doesn't change by itself, such as a ``Label``; UIKit's `.staticText` trait.
    public static let staticText = AccessibilityRole(rawValue: "staticText")
    /// The heading of a part of the screen; UIKit's `.header` trait.
    public static let header = AccessibilityRole(rawValue: "header")
    /// A picture, such as a labelled ``ImageView``; UIKit's `.image` trait.
    public static let image = AccessibilityRole(rawValue: "image")
    /// A list of rows, such as a ``ListView``.
    public static let list = AccessibilityRole(rawValue: "list")
    /// A row of a list, such as a ``ListCell``.
    public static let cell = AccessibilityRole(rawValue: "cell")
    /// A control that shows one of several choices and opens a menu of them, such as UIKit's
    /// pop-up button or GTK's drop-down.
    public static let comboBox = AccessibilityRole(rawValue: "comboBox")
    /// How far a task has got, such as UIKit's `UIProgressView` or GTK's progress bar.
    public static let progressIndicator = AccessibilityRole(rawValue: "progressIndicator")
}

extension AccessibilityRole: CustomStringConvertible {
    /// The role's name, such as `button`.
    public var description: String { rawValue }
}
