public import SendingState

// The mappings every parity screen declares, once: every control event a part can report and every
// phase of its gesture become transcript lines, as "button touchDown" or "panPad pan began".

/// The control events a transcript shows, in UIKit's names.
private let controlEvents: [(ControlEvents, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragExit, "touchDragExit"),
    (.touchDragEnter, "touchDragEnter"), (.touchUpInside, "touchUpInside"),
    (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
    (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
    (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
    (.editingDidEndOnExit, "editingDidEndOnExit"),
]

/// Maps every control event of a part to a line that names it, with the part's value then.
@MainActor
public func recordControlEvents(
    _ ctx: SenderEventMappingContext, of part: Part, value: @escaping @MainActor () -> String? = { nil }
) {
    for (event, name) in controlEvents {
        ctx.control(event) { [["\(part)", name, value()].compactMap { $0 }.joined(separator: " ")] }
    }
}

/// Maps each phase of the gesture a pad recognizes to a line that names it.
@MainActor
public func recordGesture(_ ctx: SenderEventMappingContext, of part: Part) {
    let gestures: [(String, (GesturePhases) -> GestureEvent)] =
        switch part {
        case .tapPad: [("tap", { .tap(on: $0) })]
        case .doubleTapPad: [("double tap", { .tap(numberOfTaps: 2, on: $0) })]
        case .pressPad: [("long press", { .longPress(minimumPressDuration: 0.5, on: $0) })]
        case .panPad: [("pan", { .pan(on: $0) })]
        case .swipePad:
            [
                ("swipe right", { .swipe(direction: .right, on: $0) }),
                ("swipe left", { .swipe(direction: .left, on: $0) }),
            ]
        case .pinchPad: [("pinch", { .pinch(on: $0) })]
        default: []
        }
    let phases: [(GesturePhases, String)] = [
        (.began, "began"), (.changed, "changed"), (.ended, "ended"), (.cancelled, "cancelled"),
    ]
    for (name, gesture) in gestures {
        for (phase, phaseName) in phases {
            ctx.gesture(gesture(phase)) { ["\(part) \(name) \(phaseName)"] }
        }
    }
}

/// The accessibility labels every parity screen gives the parts without a title of their own, so
/// that a screen reader reads the screens alike.
public enum PartLabel {
    /// The switch's label.
    public static let toggle = "Express delivery"
    /// The check button's label.
    public static let check = "Gift wrap"
    /// The stepper's label.
    public static let stepper = "Quantity"
    /// The slider's label.
    public static let slider = "Volume"
    /// The two fields, the search field and the notes, in that order.
    public static let fields = ["Name", "Town", "Search", "Notes"]
    /// The list's label.
    public static let list = "Items"
}

/// A screen reader's reading of a screen without the rows of its list, which show as many rows as
/// fit each toolkit's row height, from where each toolkit scrolled: the row scenarios compare the
/// rows' content in their transcripts.
public func withoutListRows(_ semantics: String) -> String {
    var lines: [Substring] = []
    var inList = false
    for line in semantics.split(separator: "\n") {
        if line.hasPrefix("list") {
            inList = true
        } else if inList, line.hasPrefix(" ") {
            continue
        } else {
            inList = false
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

/// A reading without the `focused` state.
public func withoutFocus(_ semantics: String) -> String {
    semantics.replacing(" focused", with: "")
}

/// The rows of the parity lists: items numbered from 0, filtered by a search.
public struct Items {
    /// How many items there are before a search filters them.
    public static let count = 1_000
    /// The search text; empty shows every item.
    public var query: String

    /// Creates the items, filtered by a query.
    public init(query: String = "") {
        self.query = query
    }

    /// The item numbers shown, in order: those whose name contains the query.
    public var shown: [Int] {
        query.isEmpty ? Array(0..<Self.count) : (0..<Self.count).filter { "Item \($0)".contains(query) }
    }
}

/// What a screen does when its search text changes: show the items that match.
public struct Search {
    /// The search field's text.
    public let text: String

    /// Creates the action for a search field's text.
    public init(text: String) {
        self.text = text
    }
}
