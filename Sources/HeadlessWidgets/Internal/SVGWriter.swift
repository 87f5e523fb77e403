import SendingState

/// An SVG document being written: one element a line, indented by nesting, with text escaped for
/// XML and numbers written the same way on every run.
@MainActor
struct SVGWriter {
    /// An attribute's name and its value, unescaped; attributes are written in the order given.
    typealias Attribute = (name: String, value: String)

    /// The document written so far.
    private(set) var output = ""
    /// How many elements are open.
    private var depth = 0
    /// Names each type of view once, as dumps do.
    private var names = DumpWriter()
    /// How many clip paths have been defined, to give each a new identifier.
    private var clipCount = 0

    /// The name of a view's dynamic type, such as `ProductCell`.
    mutating func typeName(of view: View) -> String {
        names.typeName(of: view)
    }

    /// Appends an empty element, or one that holds text.
    ///
    /// - Parameters:
    ///   - name: The element's name, such as `rect`.
    ///   - attributes: Its attributes, in order.
    ///   - text: Its text, escaped here; `nil` for an empty element.
    mutating func element(_ name: String, _ attributes: [Attribute], text: String? = nil) {
        startTag(name, attributes)
        if let text {
            output.append(">")
            appendEscaped(text)
            output.append("</\(name)>\n")
        } else {
            output.append("/>\n")
        }
    }

    /// Opens an element whose children follow, until ``close(_:)``.
    mutating func open(_ name: String, _ attributes: [Attribute]) {
        startTag(name, attributes)
        output.append(">\n")
        depth += 1
    }

    /// Closes the element opened last.
    mutating func close(_ name: String) {
        depth -= 1
        indent()
        output.append("</\(name)>\n")
    }

    /// A new identifier for a clip path: `clip-1`, `clip-2`, … in document order.
    mutating func nextClipID() -> String {
        clipCount += 1
        return "clip-\(clipCount)"
    }

    private mutating func startTag(_ name: String, _ attributes: [Attribute]) {
        indent()
        output.append("<")
        output.append(name)
        for attribute in attributes {
            output.append(" ")
            output.append(attribute.name)
            output.append("=\"")
            appendEscaped(attribute.value)
            output.append("\"")
        }
    }

    private mutating func indent() {
        for _ in 0..<depth { output.append("  ") }
    }

    /// Appends text escaped for XML, in element content or a quoted attribute.
    ///
    /// The five markup characters become entities, and tab, line feed and carriage return become
    /// character references, so that attributes keep them. Characters XML 1.0 doesn't allow at all,
    /// the other control characters and U+FFFE and U+FFFF, become U+FFFD, the replacement character.
    private mutating func appendEscaped(_ text: String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"": output.append("&quot;")
            case "'": output.append("&apos;")
            case "\t": output.append("&#9;")
            case "\n": output.append("&#10;")
            case "\r": output.append("&#13;")
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output.unicodeScalars.append("\u{FFFD}")
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    /// A number as the picture writes it: rounded to hundredths, without a trailing `.0`, `0` for
    /// negative zero.
    ///
    /// The value must be finite; the picture leaves out what it can't place.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        // Rounding a huge value overflows; such a value has no hundredths to round.
        guard rounded.isFinite else { return formatCoordinate(value) }
        return rounded == 0 ? "0" : formatCoordinate(rounded)
    }

    /// The attributes that place a rectangle: `x`, `y`, `width` and `height`, with a negative size
    /// drawn as 0, since SVG refuses to draw a negative one.
    static func placement(of rect: Rect) -> [Attribute] {
        [
            ("x", number(rect.minX)), ("y", number(rect.minY)),
            ("width", number(max(rect.size.width, 0))), ("height", number(max(rect.size.height, 0))),
        ]
    }
}

extension SVGWriter {
    /// The attributes that start a view's drawing: the class `frame`, and the placement of the
    /// view's frame in window coordinates.
    static func frame(of rect: Rect) -> [Attribute] {
        [("class", "frame")] + placement(of: rect)
    }
}

extension SVGWriter {
    /// Appends a line of text across a view, its baseline placed to center it vertically.
    ///
    /// - Parameters:
    ///   - text: The text; nothing is drawn when it is empty.
    ///   - kind: The element's class, such as `title` or `placeholder`.
    ///   - x: Where the text starts, or its middle when `centered`.
    ///   - rect: The view's frame, whose middle the text is centered on vertically.
    ///   - font: The size and weight; a weight from semibold up is drawn bold.
    ///   - centered: Whether `x` is the middle of the text.
    ///   - fill: The color.
    mutating func text(
        _ text: String, kind: String, at x: Double, in rect: Rect, font: Font, centered: Bool = false,
        fill: String
    ) {
        guard !text.isEmpty else { return }
        var attributes: [Attribute] = [
            ("class", kind), ("x", Self.number(x)), ("y", Self.number(rect.center.y + font.pointSize * 0.35)),
            ("font-size", Self.number(font.pointSize)),
        ]
        if font.weight >= .semibold { attributes.append(("font-weight", "bold")) }
        if centered { attributes.append(("text-anchor", "middle")) }
        attributes.append(("fill", fill))
        element("text", attributes, text: text)
    }
}

/// The colors of SVG pictures, after UIKit's system colors.
enum SVGPalette {
    static let background = "#ffffff"
    static let text = "#000000"
    static let tint = "#007aff"
    static let grey = "#8e8e93"
    static let line = "#c7c7cc"
    static let pressed = "#d1d1d6"
    static let well = "#f2f2f7"
    static let on = "#34c759"
    static let off = "#e5e5ea"
    static let faint = "#e5e5ea"
    static let refusal = "#ff3b30"
    static let refusalText = "#d70015"
    static let band = "#fff2f2"
}
