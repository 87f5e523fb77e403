import CGtk
import SendingState

/// A `GtkButton` that a person clicks or activates from the keyboard.
///
/// A click reports `touchDown`, `touchUpInside` and `primaryActionTriggered`, one report each, in
/// that order. Space or Return on the focused button reports `primaryActionTriggered` only, as a
/// keyboard activation does in UIKit.
///
/// ```swift
/// let checkout = GTKButton(title: "Checkout")
/// EventForwarder(checkout) { _, ctx in ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] } }
/// ```
@MainActor
open class GTKButton: GTKControl {
    /// Creates a button with a title.
    ///
    /// - Parameter title: The text on the button.
    public init(title: String = "") {
        super.init(widget: gtk_button_new_with_label(title))
        connectSignal(widget, "clicked") { [weak self] _ in
            self?.ss.report(.control(.primaryActionTriggered))
        }
    }

    /// The text on the button, which names it unless an ``GTKWidget/accessibilityLabel`` is set.
    public var title: String {
        get { gtk_button_get_label(cgtk_button(widget)).map { String(cString: $0) } ?? "" }
        set {
            gtk_button_set_label(cgtk_button(widget), newValue)
            keepAccessibilityLabelFirst()
        }
    }

    override var impliedAccessibilityName: String? { title.isEmpty ? nil : title }

    // GTK names a button by its title with the accessible label, which a label set replaces.
    override var accessibleLabelFallback: String? { impliedAccessibilityName }
}
