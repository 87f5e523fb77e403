import SendingState

// The mappings both parity screens declare, once: every control event a part can report and every
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
func recordControlEvents(
    _ ctx: SenderEventMappingContext, of part: Part, value: @escaping @MainActor () -> String? = { nil }
) {
    for (event, name) in controlEvents {
        ctx.control(event) { [["\(part)", name, value()].compactMap { $0 }.joined(separator: " ")] }
    }
}

/// Maps each phase of the gesture a pad recognizes to a line that names it.
@MainActor
func recordGesture(_ ctx: SenderEventMappingContext, of part: Part) {
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

/// The accessibility labels both screens give the parts without a title of their own, so that a
/// screen reader reads the two screens alike.
enum PartLabel {
    static let toggle = "Express delivery"
    static let check = "Gift wrap"
    static let stepper = "Quantity"
    static let slider = "Volume"
    /// The two fields, the search field and the notes, in that order.
    static let fields = ["Name", "Town", "Search", "Notes"]
    static let list = "Items"
}

/// A screen reader's reading of a screen without the rows of its list, which show as many rows as
/// fit each toolkit's row height, from where each toolkit scrolled: the row scenarios compare the
/// rows' content in their transcripts.
func withoutListRows(_ semantics: String) -> String {
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
func withoutFocus(_ semantics: String) -> String {
    semantics.replacing(" focused", with: "")
}

/// The rows of the parity lists: items numbered from 0, filtered by a search.
struct Items {
    static let count = 1_000
    var query = ""

    /// The item numbers shown, in order: those whose name contains the query.
    var shown: [Int] {
        query.isEmpty ? Array(0..<Self.count) : (0..<Self.count).filter { "Item \($0)".contains(query) }
    }
}

/// What a screen does when its search text changes: show the items that match.
struct Search {
    let text: String
}
