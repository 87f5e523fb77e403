import CGtk
import SendingState

/// A modal alert with a title, a message and buttons, like UIKit's `UIAlertController` in its
/// alert style: a message to acknowledge or a choice to confirm.
///
/// Each button is a ``GTKButton``, so it is a sender, as a `UIAlertAction` is the thing whose
/// handler runs: choosing it, with a click, Space or Return, reports what a button reports, ending
/// with `primaryActionTriggered`, then closes the alert. Escape, or the window manager closing the
/// alert, chooses the ``ButtonRole/cancel`` button as UIKit does for its cancel action; an alert
/// without one closes and reports nothing.
///
/// Declare what each button does once, as for any button, and present the alert when it is needed;
/// it can be presented again after it closes, and stays alive while it is shown:
///
/// ```swift
/// let alert = GTKAlertDialog(title: "Clear the cart?", message: "Every quantity goes back to 0.")
/// alert.addButton("Keep", role: .cancel)
/// let clear = alert.addButton("Clear", role: .destructive)
/// EventForwarder(clear) { _, ctx in ctx.control(.primaryActionTriggered) { [CartAction.clear] } }
/// alert.present(over: window)
/// ```
///
/// GTK 4.8 has no alert whose buttons are widgets an app can reach (`GtkMessageDialog` is
/// deprecated from GTK 4.10, and GTK 4.10's `GtkAlertDialog` shows its buttons itself), so the
/// alert is a modal window laid out as GTK's message dialogs are. A screen reader reads it as an
/// alert dialog named by its title and described by its message.
@MainActor
public final class GTKAlertDialog {
    /// What a button does in an alert, which decides how it looks and which keys choose it.
    public enum ButtonRole: Sendable {
        /// An ordinary choice.
        case `default`
        /// The choice that changes nothing, which Escape chooses and which has the focus first.
        case cancel
        /// A choice that destroys something, shown in GTK's destructive style.
        case destructive
    }

    /// The window that shows the alert; the tests reach it to aim real input at it.
    package let window: GTKWindow

    /// The alert as the root of the tree SendingState reads: a node of role `dialog` named by its
    /// title, whose buttons a test finds by role and name.
    ///
    /// ```swift
    /// try input.click(try alert.rootNode.get(.role(.button, name: "Clear")))
    /// ```
    public var rootNode: GTKWidget { window.rootNode }

    /// The title, shown in bold above the message.
    public let title: String

    /// The message below the title, if any.
    public let message: String?

    /// The buttons, in the order they were added and shown.
    public private(set) var buttons: [GTKButton] = []

    /// The button Escape chooses: the one added with the ``ButtonRole/cancel`` role, if any.
    public private(set) var cancelButton: GTKButton?

    private let buttonRow = GTKBox(axis: .horizontal, spacing: 8)

    /// Makes an alert with no buttons yet.
    ///
    /// - Parameters:
    ///   - title: The title, which names the alert too.
    ///   - message: The text below the title.
    public init(title: String, message: String? = nil) {
        self.title = title
        self.message = message
        window = GTKWindow(title: title, width: 360, height: -1)
        let dialog = cgtk_window(window.widget)
        cgtk_accessible_set_role(window.widget, GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        cgtk_accessible_set_label(window.widget, title)
        cgtk_accessible_set_description(window.widget, message)
        gtk_window_set_modal(dialog, 1)
        gtk_window_set_resizable(dialog, 0)
        gtk_window_set_hide_on_close(dialog, 1)
        // An empty title bar: the title is shown in the content, as GTK's message dialogs show it.
        window.titleBar = GTKBox()

        let content = GTKBox(axis: .vertical, spacing: 12)
        content.setMargins(24)
        let titleLabel = GTKLabel(text: title)
        gtk_widget_add_css_class(titleLabel.widget, "title-4")
        gtk_label_set_xalign(cgtk_label(titleLabel.widget), 0.5)
        gtk_label_set_wrap(cgtk_label(titleLabel.widget), 1)
        content.addSubview(titleLabel)
        if let message {
            let messageLabel = GTKLabel(text: message)
            gtk_label_set_xalign(cgtk_label(messageLabel.widget), 0.5)
            gtk_label_set_wrap(cgtk_label(messageLabel.widget), 1)
            gtk_label_set_max_width_chars(cgtk_label(messageLabel.widget), 40)
            content.addSubview(messageLabel)
        }
        gtk_box_set_homogeneous(cgtk_box(buttonRow.widget), 1)
        gtk_widget_set_halign(buttonRow.widget, GTK_ALIGN_END)
        gtk_widget_set_margin_top(buttonRow.widget, 12)
        content.addSubview(buttonRow)
        window.contentView = content

        window.onClose = { [weak self] in self?.windowDidClose() }
        connectSignal(window.widget, "hide") { [weak self] _ in
            if let self { ShownDialogs.release(self) }
        }
        let escape = eventController(gtk_event_controller_key_new())
        gtk_widget_add_controller(window.widget, escape)
        connectSignal(UnsafeMutableRawPointer(escape), "key-pressed") { [weak self] arguments in
            guard let self, arguments.unsignedInt(1) == Int(GDK_KEY_Escape) else { return }
            arguments.setReturn(true)
            chooseCancel()
        }
    }

    /// Adds a button after the others.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: What it does, which decides its style and the keys that choose it.
    /// - Returns: The button, a sender to declare what choosing it does.
    @discardableResult
    public func addButton(_ title: String, role: ButtonRole = .default) -> GTKButton {
        let button = GTKButton(title: title)
        switch role {
        case .default:
            break
        case .cancel:
            cancelButton = button
        case .destructive:
            gtk_widget_add_css_class(button.widget, "destructive-action")
        }
        // Connected after the button's own handler, so the button reports before the alert closes.
        connectSignal(button.widget, "clicked") { [weak self] _ in self?.dismiss() }
        buttons.append(button)
        buttonRow.addSubview(button)
        return button
    }

    /// Whether the alert is shown.
    public var isShown: Bool { gtk_widget_get_visible(window.widget) != 0 }

    /// Shows the alert in front of a window, which takes no input until the alert closes.
    ///
    /// The focus starts on the cancel button, so Return on an alert with one changes nothing, or
    /// else on the last button. Presenting a shown alert brings it to the front.
    ///
    /// - Parameter parent: The window the alert belongs to; `nil` for an alert on its own.
    public func present(over parent: GTKWindow?) {
        gtk_window_set_transient_for(cgtk_window(window.widget), parent.map { cgtk_window($0.widget) })
        // Modal within the parent's group of windows only.
        if let parent {
            gtk_window_group_add_window(
                gtk_window_get_group(cgtk_window(parent.widget)), cgtk_window(window.widget))
        }
        if let focused = cancelButton ?? buttons.last {
            gtk_window_set_focus(cgtk_window(window.widget), focused.widget)
        }
        ShownDialogs.keep(self)
        window.present()
    }

    /// Closes the alert without choosing a button, reporting nothing.
    ///
    /// It is UIKit's `dismiss(animated:)`; it does nothing when the alert isn't shown.
    public func dismiss() {
        gtk_widget_set_visible(window.widget, 0)
    }

    /// Chooses the cancel button, as Escape does; closes the alert, reporting nothing, without one.
    private func chooseCancel() {
        if let cancelButton {
            cgtk_button_emit_clicked(cancelButton.widget)
        } else {
            dismiss()
        }
    }

    /// Chooses the cancel button when the window manager closes the alert; GTK hides it.
    private func windowDidClose() {
        guard isShown else { return }
        chooseCancel()
    }
}

/// The dialogs shown now, kept alive while they are shown, as UIKit keeps a presented controller:
/// an app can present one and let go of it.
@MainActor
enum ShownDialogs {
    private static var dialogs: [ObjectIdentifier: AnyObject] = [:]

    /// Keeps a dialog alive until ``release(_:)``.
    static func keep(_ dialog: AnyObject) {
        dialogs[ObjectIdentifier(dialog)] = dialog
    }

    /// Lets a dialog go, once it is closed.
    static func release(_ dialog: AnyObject) {
        dialogs[ObjectIdentifier(dialog)] = nil
    }
}
