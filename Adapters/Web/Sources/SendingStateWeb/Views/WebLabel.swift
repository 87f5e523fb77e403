public import SendingState

/// A view that shows text: a `span`, whose text the page sets as text, never as HTML.
@MainActor
open class WebLabel: WebView {
    /// The text shown.
    public var text: String

    /// Creates a label.
    ///
    /// - Parameter text: The text to show.
    public init(text: String = "") {
        self.text = text
        super.init()
    }

    /// The text, or `nil` when it is empty.
    open override var visibleText: String? { text.isEmpty ? nil : text }

    /// `.staticText`, or `.none` while the text is empty: the browser reads nothing of an empty
    /// `span`.
    open override var impliedAccessibilityRole: AccessibilityRole { text.isEmpty ? .none : .staticText }

    /// `span`.
    open override var tagName: String { "span" }

    /// A `span` with the text.
    open override func render() -> DOMElement {
        var element = super.render()
        element.text = text
        return element
    }
}
