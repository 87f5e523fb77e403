internal import Foundation
public import SendingState

/// What a person did in the page, as the browser's script sends it over the session's WebSocket.
///
/// The browser is untrusted: ``init(json:)`` accepts only the messages the script sends, with
/// finite numbers in range, and the session checks that each one names an element it shows, that
/// takes input now.
public enum ClientMessage: Equatable, Sendable {
    /// Where a pointer is in its press.
    public enum Phase: String, Sendable {
        /// A pointer went down on an element.
        case down
        /// A pointer that is down moved.
        case move
        /// A pointer that is down went up.
        case up
        /// The browser took the pointers back, as when a touch became a scroll.
        case cancel
    }

    /// A pointer went down, moved, went up or was cancelled.
    ///
    /// - `pointer`: The browser's number for the pointer.
    /// - `location`: Where, in the page's CSS pixels from the viewport's top-left corner.
    /// - `target`: The number of the element pressed, for `down`.
    /// - `frame`: Where that element is, in the same coordinates, for `down` and after.
    case pointer(phase: Phase, pointer: Int, location: Point, target: Int?, frame: Rect?)
    /// The keyboard activated an element, as Return or Space does a focused button.
    case activate(target: Int)
    /// A key went down that the browser doesn't handle itself: not Tab, which moves the browser's
    /// focus, nor a key that edits the focused text field's text, nor Space or Return on a button,
    /// which the browser turns into ``activate(target:)``.
    ///
    /// - `press`: The key and the modifiers held.
    /// - `target`: The number of the focused element, or `nil` when no element of the session's
    ///   has the focus.
    case key(press: KeyPress, target: Int?)
    /// The browser's keyboard focus moved to an element, or, with `nil`, left the session's
    /// elements.
    case focus(target: Int?)
    /// A person scrolled an element, such as a list, to an offset from its top, in CSS pixels.
    case scroll(target: Int, top: Double)
    /// A person changed the text of a text field or a text view, which the browser edits: the
    /// whole text, as it is now.
    case text(target: Int, text: String)
    /// The page asks to be told once the session has handled everything the page sent before:
    /// the next patch carries the same number, even when nothing changed. A test waits for it to
    /// know the page has settled, without sleeping.
    case sync(number: Int)

    /// The largest message the script sends, in bytes; the socket closes on a larger one.
    ///
    /// It holds a text of ``maximumTextLength`` characters, each escaped in JSON.
    public static let maximumSize = 32 * 1024

    /// The longest text a text field or a text view takes, in UTF-16 code units, as the
    /// browser counts the `maxlength` the page gives them.
    public static let maximumTextLength = 4096

    /// Reads a message the script sent.
    ///
    /// - Parameter json: The message's UTF-8 JSON text.
    /// - Throws: ``ClientMessageError`` for anything but a message the script sends.
    public init(json: some StringProtocol) throws(ClientMessageError) {
        guard json.utf8.count <= Self.maximumSize else { throw .tooLarge }
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(json.utf8))
        } catch {
            throw .malformed("not a message of the page's script")
        }
        switch wire.type {
        case "pointer":
            guard let phase = wire.phase.flatMap(Phase.init(rawValue:)) else { throw .malformed("no phase") }
            guard let pointer = wire.pointer, (0...1_000_000).contains(pointer),
                let x = wire.x, let y = wire.y, Self.isInRange(x), Self.isInRange(y)
            else { throw .malformed("a pointer without a number or a finite position") }
            let frame = try Self.frame(wire.frame)
            if phase == .down, wire.target == nil || frame == nil {
                throw .malformed("a press without its element")
            }
            self = .pointer(
                phase: phase, pointer: pointer, location: Point(x: x, y: y), target: wire.target, frame: frame
            )
        case "activate":
            guard let target = wire.target else { throw .malformed("an activation without its element") }
            self = .activate(target: target)
        case "key":
            guard let name = wire.key, let key = Self.key(named: name) else {
                throw .malformed("a key the script doesn't send")
            }
            var modifiers: KeyModifierFlags = []
            if wire.shift == true { modifiers.insert(.shift) }
            if wire.ctrl == true { modifiers.insert(.control) }
            if wire.alt == true { modifiers.insert(.alternate) }
            if wire.meta == true { modifiers.insert(.command) }
            self = .key(press: KeyPress(key, modifierFlags: modifiers), target: wire.target)
        case "focus":
            self = .focus(target: wire.target)
        case "scroll":
            guard let target = wire.target, let top = wire.top, top.isFinite, (0...1e9).contains(top) else {
                throw .malformed("a scroll without its element or a finite offset")
            }
            self = .scroll(target: target, top: top)
        case "text":
            guard let target = wire.target, let text = wire.text else {
                throw .malformed("a text without its element")
            }
            guard text.utf16.count <= Self.maximumTextLength else {
                throw .malformed("a text longer than \(Self.maximumTextLength) characters")
            }
            self = .text(target: target, text: text)
        case "sync":
            guard let number = wire.number, (0...Int(Int32.max)).contains(number) else {
                throw .malformed("a sync without a number in range")
            }
            self = .sync(number: number)
        default:
            throw .malformed("an unknown message")
        }
    }

    /// The message as the script writes it.
    private struct Wire: Decodable {
        var type: String
        var phase: String?
        var pointer: Int?
        var x: Double?
        var y: Double?
        var target: Int?
        var frame: [Double]?
        var key: String?
        var shift: Bool?
        var ctrl: Bool?
        var alt: Bool?
        var meta: Bool?
        var text: String?
        var top: Double?
        var number: Int?
    }

    /// The key a browser's `KeyboardEvent.key` names: one of the named keys the script sends, or a
    /// key that types one character; `nil` for any other name.
    static func key(named name: String) -> Key? {
        switch name {
        case "Enter": return .return
        case " ": return .space
        case "Tab": return .tab
        case "Escape": return .escape
        case "Backspace": return .deleteBackward
        case "Delete": return .deleteForward
        case "ArrowUp": return .upArrow
        case "ArrowDown": return .downArrow
        case "ArrowLeft": return .leftArrow
        case "ArrowRight": return .rightArrow
        case "Home": return .home
        case "End": return .end
        case "PageUp": return .pageUp
        case "PageDown": return .pageDown
        default:
            let scalars = name.unicodeScalars
            guard let scalar = scalars.first, scalars.count == 1,
                scalar.properties.generalCategory != .control
            else { return nil }
            return .character(scalar)
        }
    }

    /// Whether a coordinate is one a page can have: finite, within a million pixels.
    private static func isInRange(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= 1_000_000
    }

    private static func frame(_ numbers: [Double]?) throws(ClientMessageError) -> Rect? {
        guard let numbers else { return nil }
        guard numbers.count == 4, numbers.allSatisfy(isInRange), numbers[2] >= 0, numbers[3] >= 0 else {
            throw .malformed("a frame that isn't four finite numbers")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

/// Why a message from the browser was refused; the socket closes with a code for it.
public enum ClientMessageError: Error, Equatable, CustomStringConvertible {
    /// The message is larger than ``ClientMessage/maximumSize``.
    case tooLarge
    /// The message isn't one the page's script sends.
    case malformed(String)

    /// What was wrong.
    public var description: String {
        switch self {
        case .tooLarge: "a message larger than \(ClientMessage.maximumSize) bytes"
        case .malformed(let problem): "a malformed message: \(problem)"
        }
    }
}
