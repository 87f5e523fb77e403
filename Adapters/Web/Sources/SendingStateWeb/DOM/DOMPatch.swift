/// One change to the page, as the session sends it to the browser's script.
///
/// A patch is a list of changes, applied in order: the elements made first, then the attributes
/// and texts changed, then each parent's children put in order, then the elements that left the
/// page removed.
public enum DOMChange: Hashable, Sendable {
    /// Makes an element, not yet in the page, with its number.
    case create(id: Int, element: DOMElement)
    /// Sets an element's attributes; a `nil` value removes one.
    case setAttributes(id: Int, [String: String?])
    /// Sets an element's text.
    case setText(id: Int, String?)
    /// Puts an element's children in order, moving or appending each.
    case setChildren(id: Int, [Int])
    /// Removes an element, and with it its children, from the page.
    case remove(id: Int)
}

/// What the session last sent the page of one element: the element and its children's numbers,
/// and the view it shows.
@MainActor
struct RenderedElement {
    var element: DOMElement
    var children: [Int]
    let view: WebView
}

/// The changes that turn the page the browser has into the page the session shows now.
///
/// - Parameters:
///   - old: What the page has, by element number.
///   - new: What it should have, by element number.
/// - Returns: The changes, in the order the script applies them; none when nothing changed.
@MainActor
func changes(from old: [Int: RenderedElement], to new: [Int: RenderedElement]) -> [DOMChange] {
    var created: [DOMChange] = []
    var updated: [DOMChange] = []
    var ordered: [DOMChange] = []
    for id in new.keys.sorted() {
        guard let now = new[id] else { continue }
        guard let before = old[id] else {
            created.append(.create(id: id, element: now.element))
            if !now.children.isEmpty { ordered.append(.setChildren(id: id, now.children)) }
            continue
        }
        if before.element.tag != now.element.tag {
            // A view that changed its tag is made again; its children are put back in it.
            created.append(.create(id: id, element: now.element))
            ordered.append(.setChildren(id: id, now.children))
            continue
        }
        var attributes: [String: String?] = [:]
        for (name, value) in now.element.attributes where before.element.attributes[name] != value {
            attributes[name] = .some(value)
        }
        for name in before.element.attributes.keys where now.element.attributes[name] == nil {
            attributes[name] = .some(nil)
        }
        if !attributes.isEmpty { updated.append(.setAttributes(id: id, attributes)) }
        if before.element.text != now.element.text { updated.append(.setText(id: id, now.element.text)) }
        if before.children != now.children { ordered.append(.setChildren(id: id, now.children)) }
    }
    let removed = old.keys.filter { new[$0] == nil }.sorted().map { DOMChange.remove(id: $0) }
    return created + updated + ordered + removed
}
