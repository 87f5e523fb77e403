public import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of an SVG document parsed with Foundation's `XMLParser`, with the elements inside
/// it, to check a picture by its structure rather than by its bytes.
///
/// ```swift
/// let root = try #require(SVGElement.parse(window.renderSVG()))
/// #expect(root.group("buy")?.first("rect")?.attributes["width"] == "80")
/// ```
public final class SVGElement {
    /// The element's name, such as `rect` or `g`.
    public let name: String

    /// The element's attributes, by name.
    public let attributes: [String: String]

    /// The elements directly inside this one, in document order.
    public private(set) var children: [SVGElement] = []

    /// The text directly inside the element.
    public private(set) var text = ""

    private init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The root element of a document, or the parser's error when the document isn't well-formed
    /// XML, including when its elements don't close in order, which Foundation's parser on Linux
    /// lets pass.
    public static func parse(_ data: Data) -> Result<SVGElement, any Error> {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return .failure(parser.parserError ?? CocoaError(.fileReadCorruptFile))
        }
        return .success(root)
    }

    /// The root element of a document, or `nil` when the document isn't well-formed XML.
    public static func parse(_ document: String) -> SVGElement? {
        try? parse(Data(document.utf8)).get()
    }

    /// Every element below this one, depth-first.
    public var descendants: [SVGElement] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// Every element below this one named `name`, depth-first.
    public func all(_ name: String) -> [SVGElement] {
        descendants.filter { $0.name == name }
    }

    /// The first element below this one named `name` that passes a test.
    public func first(_ name: String, where test: (SVGElement) -> Bool = { _ in true }) -> SVGElement? {
        all(name).first(where: test)
    }

    /// The first element below this one named `name` whose `class` is exactly `class`.
    public func first(_ name: String, class: String) -> SVGElement? {
        first(name) { $0.attributes["class"] == `class` }
    }

    /// The elements below this one whose `class` holds the word, among others.
    public func elements(ofClass word: String) -> [SVGElement] {
        descendants.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(word)) }
    }

    /// The group of the view with an accessibility identifier.
    public func group(_ identifier: String) -> SVGElement? {
        first("g") { $0.attributes["data-identifier"] == identifier }
    }

    /// Builds the tree of elements as the parser reads them.
    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGElement?
        private var open: [SVGElement] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            let element = SVGElement(name: elementName, attributes: attributes)
            open.last?.children.append(element)
            open.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            // The root is known once it closes: a document whose elements don't close in order
            // has none, whatever the parser says.
            guard let element = open.popLast() else { return }
            if open.isEmpty { root = element }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            open.last?.text += string
        }
    }
}
