import CGtk
import SendingState

/// A `GtkButton` that a person clicks or activates from the keyboard.
///
/// A click reports `touchDown`, `touchUpInside` and `primaryActionTriggered`, one report each, in
/// that order. Space or Return on the focused button reports `primaryActionTriggered` only, as a
/// keyboard activation does in UIKit.
///
/// A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't, so a text field
/// goes on editing; Tab still reaches the button.
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
        nameEmptyLabels()
        // A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't.
        gtk_widget_set_focus_on_click(widget, 0)
        connectSignal(widget, "clicked") { [weak self] _ in
            self?.ss.report(.control(.primaryActionTriggered))
        }
    }

    /// The text on the button, which names it unless an ``GTKWidget/accessibilityLabel`` is set.
    public var title: String {
        get { gtk_button_get_label(cgtk_button(widget)).map { String(cString: $0) } ?? "" }
        set {
            gtk_button_set_label(cgtk_button(widget), newValue)
            textDidChange()
        }
    }

    public override var visibleText: String? { title.isEmpty ? nil : title }

    public override var impliedAccessibilityName: String? { title.isEmpty ? nil : title }

    // GTK names a button by its title with the accessible label, which a label set replaces; an
    // untitled one by its type, unless given "".
    override var accessibleLabelFallback: String? { impliedAccessibilityName ?? "" }
}
