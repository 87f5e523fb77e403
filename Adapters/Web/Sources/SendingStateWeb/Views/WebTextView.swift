public import SendingState
public import SendingStateInput

/// A text of several lines that a person reads, and edits while it is editable: a `textarea`,
/// whose text the browser edits, like a `UITextView`.
///
/// It reports its editing as a ``WebTextField`` does, except that Return types a newline and
/// ends nothing: `editingDidBegin` as it takes the keyboard focus while editable, `editingChanged`
/// for each change, `editingDidEnd` as it loses the focus. A text view that isn't editable takes
/// the focus, to be read and selected, but no typing. Setting ``text`` from code reports nothing.
@MainActor
open class WebTextView: WebView {
    /// The text, as the person last changed it or as code set it.
    public var text: String

    /// Whether a person may change the text, `true` by default.
    ///
    /// A text view made read-only while it is being edited ends its editing, with `editingDidEnd`.
    public var isEditable = true {
        didSet {
            if !isEditable { endEditing() }
        }
    }

    /// Whether the text view is being edited: from its `editingDidBegin` to its `editingDidEnd`.
    public private(set) var isEditing = false

    /// Creates a text view.
    ///
    /// - Parameter text: The text.
    public init(text: String = "") {
        self.text = text
        super.init()
    }

    /// `nil`: a UIKit text view is a scroll view, not a control, so a click on it reports no touch
    /// events; the browser's `textarea` handles its keys.
    open override var controlKind: ControlKind? { nil }

    /// `true`: a person types into it, so it takes the keyboard focus.
    open override var canBecomeFocused: Bool { true }

    /// `.textField`.
    open override var impliedAccessibilityRole: AccessibilityRole { .textField }

    /// The text, or `nil` while it is empty.
    open override var visibleText: String? { text.isEmpty ? nil : text }

    /// No name but its label: the text is the text view's value.
    open override var impliedAccessibilityName: String? { nil }

    /// The text, or `nil` while it is empty.
    open override var accessibilityValue: String? { visibleText }

    /// Begins editing, with `editingDidBegin`, while editable.
    open override func didBecomeFocused() {
        super.didBecomeFocused()
        beginEditing()
    }

    private func beginEditing() {
        guard isEditable, !isEditing else { return }
        isEditing = true
        emit(.control(.editingDidBegin))
    }

    /// Ends editing, with `editingDidEnd`.
    open override func didResignFocus() {
        super.didResignFocus()
        endEditing()
    }

    private func endEditing() {
        guard isEditing else { return }
        isEditing = false
        emit(.control(.editingDidEnd))
    }

    /// Takes the person's text while the text view is editable and has the focus, with
    /// `editingChanged` when it changed; a text view made editable while it had the focus begins
    /// its editing first, with `editingDidBegin`.
    open override func takeEditedText(_ text: String) -> Bool {
        guard isEditable, isEditing || isFocused else { return false }
        beginEditing()
        if text != self.text {
            self.text = text
            emit(.control(.editingChanged))
        }
        return true
    }

    /// `textarea`.
    open override var tagName: String { "textarea" }

    /// A `textarea` with the text as its value, `readonly` while it isn't editable, and the longest
    /// text the page takes.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["value"] = text
        element.attributes["readonly"] = isEditable ? nil : ""
        element.attributes["maxlength"] = String(ClientMessage.maximumTextLength)
        return element
    }
}
