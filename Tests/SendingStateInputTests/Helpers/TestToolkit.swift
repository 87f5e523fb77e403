import SendingState
import SendingStateInput

/// A toolkit of the smallest kind, for the engine's tests: rectangles in a tree, each a sender
/// that records what the engine made it report and tell, and a view the kit's hit test and focus
/// read.
@MainActor
class Node: InputView {
    let senderStorage = SenderStorage()
    let senderInput = SenderInput()
    let name: String
    /// Where the node is, in its parent's coordinates.
    var origin: Point
    var size: Size
    private(set) weak var parent: Node?
    var controlKind: ControlKind?
    var isInputEnabled = true
    var isHidden = false
    var isUserInteractionEnabled = true
    var canBecomeFirstResponder = false
    /// Whether the node performs the commands it is given.
    var performsCommands = true
    /// Whether the node reports `primaryActionTriggered` when a touch ends inside it, as a button.
    var reportsPrimaryAction = false

    /// What the node reported, in order.
    private(set) var reports: [SenderOccurrence] = []
    /// What the engine told the node of its touch, in order.
    private(set) var touchChanges: [ControlTouchChange] = []
    /// Whether the node tracked a touch as it heard each change of it.
    private(set) var trackingAtChanges: [Bool] = []
    /// What the engine told the node after each touch event: the change, the touch it reported
    /// then, and the event the node had just reported.
    private(set) var changesAfterEvents:
        [(change: ControlTouchChange, touch: ControlTouch?, after: SenderOccurrence?)] =
            []
    /// How many times a touch ended inside it.
    private(set) var touchesEndedInside = 0
    /// The commands it was given.
    private(set) var commands: [KeyCommand] = []
    /// Everything the node heard, in one list: reports as their description, and the rest.
    private(set) var transcript: [String] = []

    init(_ name: String, x: Double = 0, y: Double = 0, width: Double = 100, height: Double = 100) {
        self.name = name
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// Adds a child node.
    @discardableResult
    func add(_ child: Node) -> Node {
        child.parent = self
        children.append(child)
        return child
    }

    /// Takes the node out of its parent.
    func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    private(set) var children: [Node] = []

    var inputSuperview: (any InputTarget)? { parent }
    var superview: Node? { parent }
    var inputSubviews: [Node] { children }
    var isShown: Bool { !isHidden }

    func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    func convertFromWindow(_ point: Point) -> Point {
        var converted = point
        var node: Node? = self
        while let current = node {
            converted = Point(x: converted.x - current.origin.x, y: converted.y - current.origin.y)
            node = current.parent
        }
        return converted
    }

    func containsTouch(at point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
    }

    func emit(_ occurrence: SenderOccurrence) {
        reports.append(occurrence)
        transcript.append("\(occurrence)")
        ss.report(occurrence)
    }

    func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchWillChange(let change):
            touchChanges.append(change)
            trackingAtChanges.append(senderInput.isTracking)
            transcript.append("will \(change)")
        case .touchDidChange(let change):
            changesAfterEvents.append((change, senderInput.touch, reports.last))
        case .touchEndedInside:
            touchesEndedInside += 1
            transcript.append("ended inside")
            if reportsPrimaryAction { emit(.control(.primaryActionTriggered)) }
        case .command(let command):
            commands.append(command)
            transcript.append("perform \(command)")
            if command == .activate, reportsPrimaryAction {
                emit(.control(.primaryActionTriggered))
                return true
            }
            return performsCommands
        }
        return false
    }

    /// The control events it reported, in order.
    var controlEvents: [ControlEvents] {
        reports.compactMap { if case .control(let events) = $0 { events } else { nil } }
    }

    /// The gestures it reported, in order.
    var gestures: [(kind: GestureKind, values: GestureValues)] {
        reports.compactMap { if case .gesture(let kind, let values) = $0 { (kind, values) } else { nil } }
    }

    /// Forgets what it recorded.
    func clear() {
        reports = []
        touchChanges = []
        trackingAtChanges = []
        commands = []
        transcript = []
        touchesEndedInside = 0
    }
}

/// A node whose text the kit edits, as a text field's or, with several lines, a text view's.
@MainActor
final class TextNode: Node, TextInputTarget {
    var editableText = EditableText()
    var isEditable = true
    var isMultiline = false

    init(_ name: String, x: Double = 0, y: Double = 0, multiline: Bool = false) {
        super.init(name, x: x, y: y, width: 200, height: multiline ? 100 : 30)
        isMultiline = multiline
        controlKind = multiline ? nil : .textField
        canBecomeFirstResponder = true
        performsCommands = false
    }

    var text: String { editableText.text }
}

/// Maps events on senders, so that they install their recognizers and report: a provider with a
/// handler attached, which records the actions.
@MainActor
final class Mappings: Sender, EventForwardingProvider, @MainActor ActionHandlingProvider {
    let senderStorage = SenderStorage()
    /// The events mapped on each sender, with the name its actions carry.
    private var mapped: [(sender: any Sender, name: String, events: [SenderEvent])]
    /// The actions the mappings fired: the sender's name and the occurrence.
    private(set) var actions: [String] = []

    /// Maps events on nodes, whose actions carry the node's name.
    convenience init(_ mapped: [(node: Node, events: [SenderEvent])]) {
        self.init(named: mapped.map { ($0.node, $0.node.name, $0.events) })
    }

    init(named mapped: [(sender: any Sender, name: String, events: [SenderEvent])]) {
        self.mapped = mapped
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            for (sender, name, events) in mapped {
                EventForwarder(sender) { _, ctx in
                    for event in events {
                        switch event {
                        case .control(let controls):
                            ctx.control(controls) { ["\(name) \(controls)"] }
                        case .gesture(let gesture):
                            ctx.gesture(gesture) {
                                ["\(name) \(gesture.gestureKind) \(ctx.gestureValues.phase)"]
                            }
                        case .key(let press):
                            ctx.key(press.key, modifierFlags: press.modifierFlags) { ["\(name) \(press)"] }
                        }
                    }
                }
            }
        }
    }

    func handle(action: String) {
        actions.append(action)
    }

    /// Maps other events on nodes, as a provider whose forwarder changed.
    func remap(_ mapped: [(node: Node, events: [SenderEvent])]) {
        self.mapped = mapped.map { ($0.node, $0.node.name, $0.events) }
        ss.reloadEventForwarder()
    }
}
