/// The text of a dump being written, with the name of each type of view met so far.
///
/// Naming a type reflects on it, which allocates several times; a dump names each type once and
/// reuses the name for every other view of that type.
@MainActor
struct DumpWriter {
    /// The text written so far.
    var output = ""
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// Appends a string.
    mutating func append(_ text: String) {
        output.append(text)
    }

    /// Appends the name of a view's dynamic type, such as `ProductCell`.
    mutating func appendTypeName(of view: View) {
        output.append(typeName(of: view))
    }

    /// The name of a view's dynamic type, such as `ProductCell`, named once per type.
    mutating func typeName(of view: View) -> String {
        let type = type(of: view)
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }

    /// Appends two spaces per level of depth.
    mutating func appendIndentation(_ depth: Int) {
        for _ in 0..<depth { output.append("  ") }
    }
}
