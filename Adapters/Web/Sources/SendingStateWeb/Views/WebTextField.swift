public import SendingState
public import SendingStateInput

/// A one-line text a person edits: an `input` element, whose text the browser edits, like a
/// `UITextField`.
///
/// The field begins editing as it takes the keyboard focus, with `editingDidBegin`: after a
/// click's `touchDown`, `touchUpInside` and `primaryActionTriggered`, though the browser focuses
/// it as the press lands, or as Tab reaches it. Each change the person makes reports
/// `editingChanged`. Return reports `editingDidEndOnExit`, then `editingDidEnd` as the field gives
/// up the focus; focus leaving it otherwise reports `editingDidEnd`. Setting ``text`` from code
/// reports nothing, and the page shows the new text.
///
/// ```swift
/// EventForwarder(search) { field, ctx in
///     ctx.control(.editingChanged) { [ShopAction.search(field.text)] }
/// }
/// ```
@MainActor
open class WebTextField: WebView {
    /// The text, as the person last changed it or as code set it.
    public var text: String

    /// The grey text shown while the field is empty, and read as its name.
    public var placeholder: String?

    /// Whether the field is being edited: from its `editingDidBegin` to its `editingDidEnd`.
    public private(set) var isEditing = false

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - placeholder: The text shown while it is empty.
    public init(text: String = "", placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        super.init()
    }

    /// `.textField`.
    open override var controlKind: ControlKind? { .textField }

    /// `.textField`.
    open override var impliedAccessibilityRole: AccessibilityRole { .textField }

    /// The text, or the placeholder while the text is empty.
    open override var visibleText: String? { text.isEmpty ? placeholder : text }

    /// The placeholder: the text is the field's value.
    open override var impliedAccessibilityName: String? { placeholder }

    /// The text, or `nil` while it is empty.
    open override var accessibilityValue: String? { text.isEmpty ? nil : text }

    /// Triggers the primary action of a click, and ends the editing with Return.
    open override func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchEndedInside:
            emit(.control(.primaryActionTriggered))
        case .command(.endEditing):
            guard isEditing else { return false }
            emit(.control(.editingDidEndOnExit))
            // A handler of editingDidEndOnExit may have moved the focus already, as a form does to
            // go to its next field: the editing has ended then.
            resignFirstResponder()
            return true
        default:
            break
        }
        return false
    }

    /// Begins editing, with `editingDidBegin`.
    open override func didBecomeFocused() {
        super.didBecomeFocused()
        guard !isEditing else { return }
        isEditing = true
        emit(.control(.editingDidBegin))
    }

    /// Ends editing, with `editingDidEnd`.
    open override func didResignFocus() {
        super.didResignFocus()
        guard isEditing else { return }
        isEditing = false
        emit(.control(.editingDidEnd))
    }

    /// Takes the person's text while the field is being edited, with `editingChanged` when it
    /// changed.
    open override func takeEditedText(_ text: String) -> Bool {
        guard isEditing else { return false }
        if text != self.text {
            self.text = text
            emit(.control(.editingChanged))
        }
        return true
    }

    /// `input`.
    open override var tagName: String { "input" }

    /// An `input` with the text as its value, the placeholder, and the longest text the page
    /// takes.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["value"] = text
        element.attributes["placeholder"] = placeholder
        element.attributes["maxlength"] = String(ClientMessage.maximumTextLength)
        return element
    }
}
