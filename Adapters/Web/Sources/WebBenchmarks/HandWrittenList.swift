/// The same list written by hand, as a Hummingbird page without SendingState would keep it: the
/// element numbers of the rows in the page, and the JSON patch written for a scroll directly.
///
/// It keeps the rows in sight and two more each side, as `WebListView` does; a row that leaves
/// lends its elements to the one that enters, whose name, quantity, star and button are written
/// into them, with its place in the list.
struct HandWrittenList {
    /// The element numbers of a row's row, name, quantity, star and button.
    struct RowElements {
        var row: Int
        var name: Int
        var quantity: Int
        var star: Int
        var button: Int
    }

    private var shown: [Int: RowElements] = [:]
    private var spare: [RowElements] = []
    private var nextElement = 1
    private var range = 0..<0

    init() {
        _ = scroll(to: 0)
    }

    /// Scrolls to an offset and returns the patch that brings the page up to date.
    mutating func scroll(to offset: Double) -> String {
        let first = max(0, Int((offset / rowHeight).rounded(.down)) - 2)
        let last = min(rowCount, Int(((offset + listHeight) / rowHeight).rounded(.up)) + 2)
        let next = first..<max(first, last)
        for row in range where !next.contains(row) {
            if let elements = shown.removeValue(forKey: row) { spare.append(elements) }
        }
        var json = #"{"changes":["#
        var isFirst = true
        for row in next where shown[row] == nil {
            let elements = spare.popLast() ?? makeElements()
            shown[row] = elements
            let product = Product(row: row)
            if !isFirst { json += "," }
            isFirst = false
            json += #"{"op":"attributes","id":\#(elements.row),"attributes":{"aria-posinset":"\#(row + 1)","#
            json += #""data-ss-style-top":"\#(Double(row) * rowHeight)"}},"#
            json += #"{"op":"text","id":\#(elements.name),"text":"#
            appendString(product.name, to: &json)
            json += #"},{"op":"text","id":\#(elements.quantity),"text":"#
            appendString(product.quantity == 0 ? "" : "× \(product.quantity)", to: &json)
            json += #"},{"op":"attributes","id":\#(elements.star),"attributes":{"aria-checked":"#
            json += product.isFavorite ? #""true""# : #""false""#
            json += #","aria-label":"#
            appendString("Favourite \(product.name)", to: &json)
            json += #"}},{"op":"attributes","id":\#(elements.button),"attributes":{"aria-label":"#
            appendString("Add one \(product.name)", to: &json)
            json += "}}"
        }
        json += "]}"
        range = next
        return json
    }

    private mutating func makeElements() -> RowElements {
        defer { nextElement += 5 }
        return RowElements(
            row: nextElement, name: nextElement + 1, quantity: nextElement + 2, star: nextElement + 3,
            button: nextElement + 4)
    }

    /// Appends a JSON string, escaping what JSON needs.
    private func appendString(_ string: String, to json: inout String) {
        json += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\u{0}"..."\u{1F}":
                json += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: json.unicodeScalars.append(scalar)
            }
        }
        json += "\""
    }
}
