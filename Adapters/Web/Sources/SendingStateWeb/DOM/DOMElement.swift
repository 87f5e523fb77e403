/// What a view shows in the page: one element, with its tag, attributes and text.
///
/// The session numbers the element, which the page's script writes as its `data-ss` attribute, and
/// its children are the elements of the view's subviews. The script makes the element with
/// `document.createElement` and sets its text as the data of a text node, never as HTML, so a
/// product named `<img src=x onerror=alert(1)>` shows those characters.
public struct DOMElement: Hashable, Sendable {
    /// The element's tag, such as `button`; one of ``allowedTags``.
    public var tag: String
    /// The element's attributes, by name; a `nil` value leaves the attribute out.
    public var attributes: [String: String]
    /// The element's text, shown before its children; `nil` for none.
    public var text: String?

    /// The tags a view may show: none that runs script, loads a page or submits a form; an `img`
    /// loads only an image of the server's own origin.
    public static let allowedTags: Set<String> = [
        "div", "span", "button", "input", "label", "textarea", "progress", "ul", "li", "h1", "h2",
        "h3", "p", "img",
    ]

    /// Creates an element.
    ///
    /// - Parameters:
    ///   - tag: The element's tag, one of ``allowedTags``.
    ///   - attributes: Its attributes.
    ///   - text: Its text.
    public init(tag: String, attributes: [String: String] = [:], text: String? = nil) {
        self.tag = tag
        self.attributes = attributes
        self.text = text
    }
}
