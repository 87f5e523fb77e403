public import SendingState
internal import SendingStateInput

/// A message that asks a person to choose, shown over the screen until it is dismissed, like
/// UIKit's `UIAlertController` in its alert style.
///
/// ``WebStack/present(_:)`` shows it over the stack's other views, which then take no input: the
/// page makes them `inert`, so that the browser neither focuses nor clicks them and assistive
/// technology doesn't read them, and the session refuses anything the page sends for them,
/// reporting it to `SendingStateDiagnostics`, as it does for a hidden view. The keyboard focus
/// moves into the dialog, to its ``cancelButton`` or else its first button, and goes back to
/// where it was once the dialog is dismissed. Escape presses the cancel button.
///
/// Its buttons are ``WebButton``s, mapped to actions like any other:
///
/// ```swift
/// let confirm = WebDialog(title: "Empty the cart?", message: "This removes every product.")
/// let empty = confirm.addButton(title: "Empty")
/// confirm.addButton(title: "Cancel", isCancel: true)
/// EventForwarder(empty) { _, ctx in ctx.control(.primaryActionTriggered) { [CartAction.empty] } }
/// screen.present(confirm)
/// ```
///
/// The dialog doesn't dismiss itself: the app calls ``dismiss()`` when it handles the action, as
/// a button's action decides what happens next.
@MainActor
open class WebDialog: WebStack {
    /// The label that shows the title, the dialog's name to assistive technology.
    public let titleLabel: WebLabel
    /// The label that shows the message, empty when there is none.
    public let messageLabel: WebLabel
    /// The dialog's buttons, in the order they were added.
    public private(set) var buttons: [WebButton] = []
    /// The button Escape presses, as UIKit's cancel action; `nil` when none was added as one.
    public private(set) weak var cancelButton: WebButton?
    /// The view that had the keyboard focus when the dialog was presented.
    weak var focusBeforePresenting: WebView?

    private let buttonRow = WebStack(axis: .horizontal)

    /// Creates a dialog with a title and a message, and no buttons yet.
    ///
    /// - Parameters:
    ///   - title: The title, which names the dialog.
    ///   - message: The message under it; `nil` for none.
    public init(title: String, message: String? = nil) {
        titleLabel = WebLabel(text: title)
        messageLabel = WebLabel(text: message ?? "")
        super.init(axis: .vertical)
        titleLabel.accessibilityRole = .header
        addSubview(titleLabel)
        addSubview(messageLabel)
        addSubview(buttonRow)
    }

    /// Adds a button at the end of the dialog's row of buttons.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - isCancel: Whether Escape presses it, as UIKit's cancel action; the last button added
    ///     as one is.
    /// - Returns: The button, to map to an action.
    @discardableResult
    public func addButton(title: String, isCancel: Bool = false) -> WebButton {
        let button = WebButton(title: title)
        buttons.append(button)
        buttonRow.addSubview(button)
        if isCancel { cancelButton = button }
        return button
    }

    /// Whether the dialog is shown over a stack.
    public var isPresented: Bool { superview != nil }

    /// Takes the dialog away, and gives the keyboard focus back to the view that had it before.
    ///
    /// The view takes it back if it still can. A dialog that isn't presented stays as it is.
    public func dismiss() {
        guard let stack = superview else { return }
        removeFromSuperview()
        // A dialog presented before this one over the same stack is in front again.
        if let stack = stack as? WebStack,
            stack.lastPresentedDialog == nil || stack.lastPresentedDialog === self
        {
            stack.lastPresentedDialog = stack.subviews.last { $0 is WebDialog } as? WebDialog
        }
        // The focus inside the dialog leaves the page with it; the view that had it before takes
        // it back.
        _ = focusBeforePresenting?.becomeFirstResponder()
        focusBeforePresenting = nil
        stack.setNeedsDisplay()
    }

    /// Escape, without modifiers, presses the ``cancelButton``, if it takes input.
    open override func takeUnhandledKey(_ press: KeyPress) -> Bool {
        guard press == KeyPress(.escape), let cancelButton, cancelButton.isShown, cancelButton.isEnabled
        else {
            return false
        }
        return cancelButton.respond(to: .command(.activate))
    }

    /// `.dialog`.
    open override var impliedAccessibilityRole: AccessibilityRole { .dialog }

    /// The title.
    open override var impliedAccessibilityName: String? { titleLabel.text }

    /// A `div` of role `dialog`, modal, named by its title.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-column ss-dialog"
        element.attributes["role"] = "dialog"
        element.attributes["aria-modal"] = "true"
        element.attributes["aria-label"] = accessibilityName
        return element
    }
}

extension WebStack {
    /// Shows a dialog over the stack's other views, which take no input until it is dismissed,
    /// and moves the keyboard focus into it.
    ///
    /// Present dialogs from the screen's root stack, so that the whole page is behind them. A
    /// dialog presented again moves to the front.
    ///
    /// - Parameter dialog: The dialog.
    public func present(_ dialog: WebDialog) {
        let session = findSession()
        if !dialog.isPresented { dialog.focusBeforePresenting = session?.focusedView }
        addSubview(dialog)
        lastPresentedDialog = dialog
        _ = (dialog.cancelButton ?? dialog.buttons.first)?.becomeFirstResponder()
        setNeedsDisplay()
    }

    /// The dialog presented over the stack's other views, if there is one and it is shown.
    var presentedDialog: WebDialog? {
        guard let dialog = lastPresentedDialog, dialog.superview === self, !dialog.isHidden else {
            return nil
        }
        return dialog
    }
}

extension WebView {
    /// Whether a dialog presented over the view keeps it from input and from assistive
    /// technology.
    public var isBehindDialog: Bool {
        var child: WebView = self
        while let stack = child.superview {
            if let dialog = (stack as? WebStack)?.presentedDialog, dialog !== child { return true }
            child = stack
        }
        return false
    }

    /// The dialog in front of the subtree, if one is presented in it: the one presented over the
    /// others, which are behind it.
    func frontDialog() -> WebDialog? {
        var front: WebDialog?
        var pending: [WebView] = [self]
        while let view = pending.popLast() {
            if let dialog = (view as? WebStack)?.presentedDialog {
                front = dialog
                pending = [dialog]
            } else {
                pending.append(contentsOf: view.subviews)
            }
        }
        return front
    }
}
