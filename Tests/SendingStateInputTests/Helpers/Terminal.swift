import SendingState
import SendingStateInput

/// A view of a terminal UI: a rectangle of character cells.
///
/// It is ported to SendingState as the porting article describes: an `InputView`, so that the
/// kit's hit test finds the view under the mouse and the kit's `KeyboardFocus` keeps the focus.
/// Its frame is in cells; the engine measures in points.
@MainActor
class CellView: InputView {
    let senderStorage = SenderStorage()
    let senderInput = SenderInput()
    let controlKind: ControlKind?
    /// Where the view is on the screen, in cells: its column and row from 0, its width and height.
    let column: Int
    let row: Int
    let width: Int
    let height: Int
    private(set) weak var superview: CellView?
    private(set) var subviews: [CellView] = []
    var isEnabled = true
    var isHidden = false
    /// Whether the wheel scrolls the view, and how many lines it is scrolled.
    var isScrollable = false
    private(set) var scrolledLines = 0

    init(_ controlKind: ControlKind? = nil, column: Int, row: Int, width: Int, height: Int = 1) {
        self.controlKind = controlKind
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    @discardableResult
    func add(_ subview: CellView) -> CellView {
        subview.superview = self
        subviews.append(subview)
        return subview
    }

    var inputSuperview: (any InputTarget)? { superview }
    var inputSubviews: [CellView] { subviews }
    var isInputEnabled: Bool { isEnabled }
    var isShown: Bool { !isHidden }
    var isUserInteractionEnabled: Bool { true }
    var canBecomeFirstResponder: Bool { controlKind != nil }

    func convertFromWindow(_ point: Point) -> Point {
        let origin = Terminal.points(column: column, row: row)
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    func convertFromSuperview(_ point: Point) -> Point {
        let offset = Terminal.points(
            column: column - (superview?.column ?? 0), row: row - (superview?.row ?? 0))
        return Point(x: point.x - offset.x, y: point.y - offset.y)
    }

    func containsTouch(at point: Point) -> Bool {
        let size = Terminal.points(column: width, row: height)
        return point.x >= 0 && point.y >= 0 && point.x < size.x && point.y < size.y
    }

    func emit(_ occurrence: SenderOccurrence) {
        ss.report(occurrence)
    }

    // The native response of the terminal's buttons: they act on a click and on their keys.
    func respond(to input: TargetInput) -> Bool {
        guard controlKind == .button, input == .touchEndedInside || input == .command(.activate) else {
            return false
        }
        emit(.control(.primaryActionTriggered))
        return true
    }

    /// Scrolls the view by some lines, as the wheel does, and reports it as a scroll view does.
    func scroll(by lines: Int) {
        scrolledLines += lines
        emit(.control(.valueChanged))
    }
}

/// A text field of the terminal: the kit edits its text, with a caret and a selection.
@MainActor
final class TextFieldView: CellView, TextInputTarget {
    var editableText = EditableText()
    var isEditable: Bool { true }
    var isMultiline: Bool { false }

    init(column: Int, row: Int, width: Int) {
        super.init(.textField, column: column, row: row, width: width)
    }

    var text: String { editableText.text }
}

/// A mouse report of a terminal in the SGR encoding (mode 1006).
///
/// A report is `ESC [ <` and the button, the column and the row separated by `;`, then `M` for a
/// press or a move, `m` for a release. The column and the row count from 1.
struct MouseReport: Equatable {
    enum Action: Equatable {
        /// The left button went down.
        case press
        /// The pointer moved with the left button down.
        case drag
        /// The left button went up.
        case release
        /// The pointer moved with no button down (mode 1003).
        case hover
        /// The wheel turned one notch.
        case wheel(up: Bool)
    }

    var action: Action
    /// The cell, counted from 1.
    var column: Int
    var row: Int
}

extension MouseReport {
    /// Reads a report; `nil` for text that isn't one, or for a button other than the left one.
    init?(_ text: String) {
        guard text.hasPrefix("\u{1B}[<"), let final = text.last, final == "M" || final == "m" else {
            return nil
        }
        let fields = text.dropFirst(3).dropLast().split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3, fields[1] >= 1, fields[2] >= 1 else { return nil }
        let code = fields[0]
        // The low two bits name the button (3: none); 4, 8 and 16 are Shift, Meta and Control;
        // 32 marks a move and 64 the wheel.
        let button = code & 3
        switch (code & 64 != 0, code & 32 != 0, final) {
        case (true, _, "M") where button < 2: action = .wheel(up: button == 0)
        case (false, true, "M") where button == 3: action = .hover
        case (false, true, "M") where button == 0: action = .drag
        case (false, false, "M") where button == 0: action = .press
        case (false, false, "m") where button == 0: action = .release
        default: return nil
        }
        column = fields[1]
        row = fields[2]
    }
}

/// A terminal's screen, ported to SendingState: it hands mouse reports and keys to an input engine,
/// and lets the kit find the view under the mouse and keep the focus.
@MainActor
final class Terminal {
    /// The size of a cell in points.
    ///
    /// UIKit's thresholds are in points, so a pan begins after `GestureThresholds.movement`: more
    /// than a cell's width, less than two.
    static let cellSize = Size(width: 8, height: 16)

    /// The top-left corner of a cell, in points.
    static func points(column: Int, row: Int) -> Point {
        Point(x: Double(column) * cellSize.width, y: Double(row) * cellSize.height)
    }

    let screen: CellView
    let engine: InputEngine
    /// The left button's pointer, while it is down.
    private var leftButton: Int?

    init(screen: CellView, clock: any InputClock) {
        self.screen = screen
        engine = InputEngine(clock: clock)
        engine.windowSize = Size(
            width: Double(screen.width) * Self.cellSize.width,
            height: Double(screen.height) * Self.cellSize.height)
        engine.keyboardFocus = KeyboardFocus(root: screen)
    }

    /// The view that has the keyboard focus, if any.
    var focused: CellView? { engine.keyboardFocus?.focusedView as? CellView }

    /// Hands a mouse report to the engine, at the center of its cell, in points.
    func mouse(_ text: String, time: Double) {
        guard let report = MouseReport(text) else { return }
        let corner = Self.points(column: report.column - 1, row: report.row - 1)
        let location = Point(x: corner.x + Self.cellSize.width / 2, y: corner.y + Self.cellSize.height / 2)
        let target = screen.inputView(at: location) as? CellView
        switch report.action {
        case .press:
            guard leftButton == nil, let target else { return }
            leftButton = engine.pointerDown(at: location, time: time, on: target)
        case .drag:
            guard let leftButton else { return }
            engine.pointerMoved(leftButton, to: location, time: time)
        case .release:
            guard let leftButton else { return }
            self.leftButton = nil
            engine.pointerUp(leftButton, at: location, time: time)
        case .hover:
            engine.pointerHovered(at: location, time: time, over: target)
        case .wheel(let up):
            // A notch of the wheel is no press: it scrolls what is under the pointer.
            var node = target
            while let view = node, !view.isScrollable { node = view.superview }
            node?.scroll(by: up ? -1 : 1)
        }
    }

    /// Hands a key to the engine, which moves the focus with Tab and Shift-Tab.
    func press(_ key: KeyPress) {
        engine.deliver(key)
    }
}

/// The clock of a terminal's event loop, which serves the engine's deadlines without a thread of
/// its own: the loop waits for its next report at most until the earliest deadline, with the
/// timeout of `poll(2)`, and fires the deadline when the wait runs out.
@MainActor
final class EventLoopClock: InputClock {
    /// A deadline the engine waits for.
    final class Deadline: InputTimer {
        let time: Double
        let fire: @MainActor (Double) -> Void
        private(set) var isCancelled = false

        init(time: Double, fire: @escaping @MainActor (Double) -> Void) {
            self.time = time
            self.fire = fire
        }

        func cancel() {
            isCancelled = true
        }
    }

    private var deadlines: [Deadline] = []

    func schedule(at time: Double, _ fire: @escaping @MainActor (Double) -> Void) -> any InputTimer {
        let deadline = Deadline(time: time, fire: fire)
        deadlines.append(deadline)
        return deadline
    }

    /// How long the loop may wait for its next report at a time: until the earliest deadline, at
    /// least zero, or `nil` to wait until a report comes.
    func timeout(at now: Double) -> Double? {
        deadlines.removeAll { $0.isCancelled }
        return deadlines.map(\.time).min().map { max($0 - now, 0) }
    }

    /// Fires the deadlines due at a time, as the loop does when its wait ran out.
    func fireDue(at now: Double) {
        let due = deadlines.filter { !$0.isCancelled && $0.time <= now }
        deadlines.removeAll { $0.isCancelled || $0.time <= now }
        for deadline in due.sorted(by: { $0.time < $1.time }) {
            deadline.fire(now)
        }
    }
}
