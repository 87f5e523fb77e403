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

    /// Creates a button that shows an icon, with a title beside it or none.
    ///
    /// An icon alone names nothing to a screen reader: give the button a title, or an
    /// ``GTKWidget/accessibilityLabel``, which the accessibility audit asks for.
    ///
    /// ```swift
    /// let add = GTKButton(iconName: "list-add-symbolic")
    /// add.accessibilityLabel = "Add note"
    /// let delete = GTKButton(iconName: "user-trash-symbolic", title: "Delete")
    /// ```
    ///
    /// - Parameters:
    ///   - iconName: The icon, from the icon theme, such as `list-add-symbolic`.
    ///   - title: The text beside it; empty for none.
    public convenience init(iconName: String, title: String = "") {
        self.init(title: title)
        // An initializer's assignment runs no observer.
        self.iconName = iconName
        showContent(title: title, iconName: iconName)
        textDidChange()
    }

    /// The label beside the icon, while the button shows both.
    private var iconLabel: UnsafeMutablePointer<GtkWidget>?

    /// The text on the button, which names it unless an ``GTKWidget/accessibilityLabel`` is set.
    public var title: String {
        get {
            if let iconLabel { return String(cString: gtk_label_get_text(cgtk_label(iconLabel))) }
            return gtk_button_get_label(cgtk_button(widget)).map { String(cString: $0) } ?? ""
        }
        set {
            showContent(title: newValue, iconName: iconName)
            textDidChange()
        }
    }

    /// The icon the button shows, from the icon theme, before its title if it has one; `nil` for
    /// none.
    public var iconName: String? {
        didSet {
            guard iconName != oldValue else { return }
            showContent(title: title, iconName: iconName)
            textDidChange()
        }
    }

    /// Shows a title, an icon, or both side by side, as GTK's buttons show an icon and a label.
    private func showContent(title: String, iconName: String?) {
        iconLabel = nil
        guard let iconName, !iconName.isEmpty else {
            gtk_button_set_label(cgtk_button(widget), title)
            return
        }
        guard !title.isEmpty else {
            gtk_button_set_icon_name(cgtk_button(widget), iconName)
            return
        }
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        let image = gtk_image_new_from_icon_name(iconName)
        // The title names the button; the picture says nothing more to a screen reader.
        cgtk_accessible_set_role(image, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_box_append(cgtk_box(box), image)
        let label = gtk_label_new(title)
        gtk_box_append(cgtk_box(box), label)
        gtk_button_set_child(cgtk_button(widget), box)
        iconLabel = label
    }

    public override var visibleText: String? { title.isEmpty ? nil : title }

    public override var impliedAccessibilityName: String? { title.isEmpty ? nil : title }

    // GTK names a button by its title with the accessible label, which a label set replaces; an
    // untitled one by its type, unless given "".
    override var accessibleLabelFallback: String? { impliedAccessibilityName ?? "" }
}
