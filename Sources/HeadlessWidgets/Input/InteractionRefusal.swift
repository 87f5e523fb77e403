public import SendingState

/// A simulated interaction refused because a person could not have done it.
///
/// User-level input throws it before changing or firing anything. Its description names the
/// interaction, the node, the reason and, where there is one, the node that blocked it:
///
/// ```
/// tap on Button#buy "Buy" refused: Button#buy "Buy" is disabled
/// tap on Button#buy "Buy" refused: it is covered by View#overlay at (195, 22)
/// pressReturn on TextField "Search" refused: TextField "Search" doesn't have keyboard focus
/// ```
public struct InteractionRefusal: Error, Hashable, Sendable {
    /// Why an interaction was refused.
    public enum Reason: Hashable, Sendable {
        /// The node is not in a ``Window``: it isn't on screen.
        case notInWindow
        /// The node or an ancestor is hidden.
        case hidden
        /// The node or an ancestor has an alpha under 0.01.
        case transparent
        /// The node or an ancestor has user interaction disabled.
        case userInteractionDisabled
        /// The node is a disabled control, or lies inside one, which takes no touch for its
        /// subviews either.
        case disabled
        /// The touch point lies outside the bounds of the node or an ancestor, so it can't reach the node.
        case outsideBounds
        /// Another node in front covers the touch point.
        case covered
        /// The interaction's arguments make no sense, such as a pinch to a negative scale.
        case invalidArgument(String)
        /// The interaction needs the keyboard, and the node doesn't have keyboard focus, such as
        /// ``TextField/pressReturn()`` on a field that isn't first responder.
        case notFocused
        /// A keyboard interaction on a ``Window`` found no ``TextField`` or ``TextView`` with
        /// keyboard focus.
        case noFocusedTextField
        /// The interaction edits text, and the node doesn't take editing, such as
        /// ``TextView/type(_:)`` on a text view that isn't ``TextView/isEditable``.
        case notEditable
    }

    /// The interaction, such as `tap` or `slide(to: 5)`.
    public let interaction: String
    /// The node the interaction was aimed at, as `Type#identifier "text"`.
    public let node: String
    /// Why it was refused.
    public let reason: Reason
    /// The node that blocked it, such as a hidden ancestor or a covering sibling; `nil` when the
    /// node itself is the cause.
    public let blockingNode: String?
    /// Where the touch would have landed, in window coordinates, when that matters.
    public let location: Point?

    /// Creates a refusal.
    ///
    /// - Parameters:
    ///   - interaction: The interaction.
    ///   - node: The node it was aimed at.
    ///   - reason: Why it was refused.
    ///   - blockingNode: The node that blocked it, if another node did.
    ///   - location: Where the touch would have landed, in window coordinates.
    public init(
        interaction: String, node: String, reason: Reason, blockingNode: String? = nil, location: Point? = nil
    ) {
        self.interaction = interaction
        self.node = node
        self.reason = reason
        self.blockingNode = blockingNode
        self.location = location
    }
}

extension InteractionRefusal: CustomStringConvertible {
    /// A sentence naming the interaction, the node, the reason and the blocking node.
    public var description: String {
        let culprit = blockingNode ?? node
        let why: String
        switch reason {
        case .notInWindow: why = "\(culprit) is not in a window"
        case .hidden: why = "\(culprit) is hidden"
        case .transparent: why = "\(culprit) has alpha under 0.01"
        case .userInteractionDisabled: why = "\(culprit) has user interaction disabled"
        case .disabled: why = "\(culprit) is disabled"
        case .outsideBounds:
            why = "the touch point\(location.map { " \($0)" } ?? "") is outside the bounds of \(culprit)"
        case .covered: why = "it is covered by \(culprit)\(location.map { " at \($0)" } ?? "")"
        case .invalidArgument(let message): why = message
        case .notFocused: why = "\(culprit) doesn't have keyboard focus"
        case .noFocusedTextField: why = "no text field or text view in \(culprit) has keyboard focus"
        case .notEditable: why = "\(culprit) isn't editable"
        }
        return "\(interaction) on \(node) refused: \(why)"
    }
}

/// Runs a user-level interaction and returns its refusal instead of throwing it.
///
/// Use it to prove that nothing happened:
///
/// ```swift
/// #expect(refusal(of: try disabledButton.tap())?.reason == .disabled)
/// #expect(recorder.actions.isEmpty)
/// ```
///
/// An interaction that returns something, such as ``View/touchDown(at:)``, works too; what it
/// returns is dropped.
///
/// - Parameter interaction: The interaction to attempt.
/// - Returns: The refusal, or `nil` when the interaction went through.
@MainActor
public func refusal<Result>(of interaction: @autoclosure () throws(InteractionRefusal) -> Result)
    -> InteractionRefusal?
{
    do {
        _ = try interaction()
        return nil
    } catch {
        return error
    }
}
