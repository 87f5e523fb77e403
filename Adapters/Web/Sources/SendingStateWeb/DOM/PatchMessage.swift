/// The JSON text of a patch, as the page's script reads it:
/// `{"root":1,"reset":false,"changes":[{"op":"text","id":3,"text":"Buy"}]}`.
///
/// - Parameters:
///   - changes: The changes, in order.
///   - root: The number of the element the page shows at its top.
///   - reset: Whether the page drops what it has first, as after its connection came back.
///   - focus: What the page does with its keyboard focus once the changes are made: focus the
///     element of a number, let go of the focus with `.some(nil)`, or leave it with `nil`.
///   - sync: The number of the page's sync the patch answers, if it answers one.
/// - Returns: The JSON text.
func patchJSON(_ changes: [DOMChange], root: Int, reset: Bool, focus: Int?? = nil, sync: Int? = nil) -> String
{
    var json = #"{"root":\#(root),"reset":\#(reset),"#
    if let sync { json += #""sync":\#(sync),"# }
    switch focus {
    case .some(let id?): json += #""focus":\#(id),"#
    case .some(nil): json += #""focus":null,"#
    case nil: break
    }
    json += #""changes":["#
    for (index, change) in changes.enumerated() {
        if index > 0 { json += "," }
        switch change {
        case .create(let id, let element):
            json += #"{"op":"create","id":\#(id),"tag":"#
            appendString(element.tag, to: &json)
            json += #","attributes":"#
            appendObject(element.attributes.mapValues(Optional.some), to: &json)
            json += #","text":"#
            appendString(element.text, to: &json)
            json += "}"
        case .setAttributes(let id, let attributes):
            json += #"{"op":"attributes","id":\#(id),"attributes":"#
            appendObject(attributes, to: &json)
            json += "}"
        case .setText(let id, let text):
            json += #"{"op":"text","id":\#(id),"text":"#
            appendString(text, to: &json)
            json += "}"
        case .setChildren(let id, let children):
            json += #"{"op":"children","id":\#(id),"children":["#
            json += children.map(String.init).joined(separator: ",")
            json += "]}"
        case .remove(let id):
            json += #"{"op":"remove","id":\#(id)}"#
        }
    }
    json += "]}"
    return json
}

/// Appends an object of strings or nulls, its keys sorted, so that a patch is the same bytes each
/// time.
private func appendObject(_ object: [String: String?], to json: inout String) {
    json += "{"
    for (index, key) in object.keys.sorted().enumerated() {
        if index > 0 { json += "," }
        appendString(key, to: &json)
        json += ":"
        appendString(object[key] ?? nil, to: &json)
    }
    json += "}"
}

/// Appends a JSON string, escaped as RFC 8259 asks, or `null`.
private func appendString(_ string: String?, to json: inout String) {
    guard let string else {
        json += "null"
        return
    }
    json += "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": json += "\\\""
        case "\\": json += "\\\\"
        case "\n": json += "\\n"
        case "\r": json += "\\r"
        case "\t": json += "\\t"
        case "\u{2028}": json += "\\u2028"
        case "\u{2029}": json += "\\u2029"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                json.unicodeScalars.append(scalar)
            }
        }
    }
    json += "\""
}
