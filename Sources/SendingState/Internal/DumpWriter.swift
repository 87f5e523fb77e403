/// The text of a dump being written, with the name of each type of node met so far.
///
/// Naming a type reflects on it, which allocates several times; a dump names each type once and
/// reuses the name for every other view of that type.
///
/// Every string that doesn't come from the dump itself goes through
/// `escaped(_:lineBreaksOnly:)`, so that a dump keeps one node a line whatever the views hold.
@MainActor
@usableFromInline package struct DumpWriter {
    /// The text written so far.
    @usableFromInline package var output = ""
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// Creates an empty dump.
    @usableFromInline package init() {}

    /// Appends the dump's own text, such as a flag or a line end, as it is.
    @usableFromInline package mutating func append(_ text: String) {
        output.append(text)
    }

    /// Appends text from a view in quotes, escaped: `"Milk \"2%\""`.
    @usableFromInline package mutating func appendQuoted(_ text: String) {
        output.append("\"")
        output.append(Self.escaped(text))
        output.append("\"")
    }

    /// Appends text from a view without quotes, escaped as quoted text is.
    @usableFromInline package mutating func appendEscaped(_ text: String) {
        output.append(Self.escaped(text))
    }

    /// Appends text that may hold quotes of its own, such as a view's `dumpAttributes`,
    /// with only its line breaks escaped.
    @usableFromInline package mutating func appendOnOneLine(_ text: String) {
        output.append(Self.escaped(text, lineBreaksOnly: true))
    }

    /// Appends the name of a node's dynamic type, such as `ProductCell`.
    @usableFromInline package mutating func appendTypeName(of node: AnyObject) {
        output.append(typeName(of: node))
    }

    /// The name of a node's dynamic type, such as `ProductCell`, named once per type.
    @usableFromInline package mutating func typeName(of node: AnyObject) -> String {
        let type: any AnyObject.Type = type(of: node)
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }

    /// Appends two spaces per level of depth.
    @usableFromInline package mutating func appendIndentation(_ depth: Int) {
        for _ in 0..<depth { output.append("  ") }
    }

    /// Text in quotes, escaped as a dump writes it: `"Milk \"2%\""`.
    package nonisolated static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text escaped as in a Swift string literal, so that it fits on one line between quotes.
    ///
    /// A backslash becomes `\\`, a quote `\"`, a line feed `\n`, a carriage return `\r`, and every
    /// other line break, which Swift's `Character.isNewline` recognizes, its code point, such as
    /// `\u{2028}`.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - lineBreaksOnly: Whether to leave backslashes and quotes as they are.
    /// - Returns: The text with nothing that could end a line.
    /// - Complexity: O(*n*) in the length of the text; text with nothing to escape is returned as it is.
    package nonisolated static func escaped(_ text: String, lineBreaksOnly: Bool = false) -> String {
        // Every character escaped starts with one of these bytes in UTF-8: most text has none.
        // Nonisolated, so that this closure isn't a main-actor one, which checks the executor
        // at each byte.
        let needsEscaping = text.utf8.contains { byte in
            switch byte {
            case 0x0A...0x0D, 0xC2, 0xE2: true
            case 0x22, 0x5C: !lineBreaksOnly
            default: false
            }
        }
        guard needsEscaping else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\" where !lineBreaksOnly: result.append("\\\\")
            case "\"" where !lineBreaksOnly: result.append("\\\"")
            case "\n": result.append("\\n")
            case "\r": result.append("\\r")
            case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                result.append("\\u{\(String(scalar.value, radix: 16, uppercase: true))}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
