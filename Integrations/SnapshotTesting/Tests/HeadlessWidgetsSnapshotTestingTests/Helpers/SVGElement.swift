import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element of an SVG document, parsed by Foundation's `XMLParser`, with its children.
struct SVGElement {
    var name: String
    var attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""

    /// The document's root element, or `nil` with the parser's error when it isn't well-formed XML.
    static func parse(_ data: Data) -> Result<SVGElement, any Error> {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return .failure(parser.parserError ?? CocoaError(.fileReadCorruptFile))
        }
        return .success(root)
    }

    /// Every element below this one, depth-first.
    var descendants: [SVGElement] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// The elements below this one whose `class` holds the word.
    func elements(ofClass word: String) -> [SVGElement] {
        descendants.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(word)) }
    }

    /// Collects the elements as the parser reports them.
    private final class Builder: NSObject, XMLParserDelegate {
        var open: [SVGElement] = []
        var root: SVGElement?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            open.append(SVGElement(name: elementName, attributes: attributeDict))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !open.isEmpty { open[open.count - 1].text += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?
        ) {
            guard let element = open.popLast() else { return }
            if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
        }
    }
}
