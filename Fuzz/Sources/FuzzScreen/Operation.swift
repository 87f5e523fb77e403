import HeadlessWidgets
import SendingState

/// One step of a program run on the screen.
///
/// Cards are named by slot, 0 to 2; senders by sender slot, 0 to 15: slot `5c + k` is card `c`'s
/// card (`k` = 0), button, slider, switch or text field, and slot 15 is the screen's shared button.
/// A step that names something that doesn't exist does nothing.
enum Operation {
    case addCard(card: Int)
    case replan(card: Int, declarations: [(senderSlot: Int, mappings: [MappingSpec])])
    case configure(card: Int, model: CardModel)
    case removeState(card: Int)
    case configureTag(senderSlot: Int, model: CardModel)
    case removeTagState(senderSlot: Int)
    case applyRow(senderSlot: Int, row: Row)
    case applyCardRowTyped(card: Int, model: CardModel?)
    case createHandler(handler: Int, kind: HandlerKind, reaction: Reaction)
    case releaseHandler(handler: Int)
    case handlerCall(card: Int, handler: Int, call: HandlerCall)
    case reload(card: Int)
    case report(senderSlot: Int, occurrence: SenderOccurrence)
    case echo(senderSlot: Int, pick: Int, perturbation: Int)
    case user(senderSlot: Int, input: UserInput)
    case detachCard(card: Int)
    case reattachCard(card: Int)
    case releaseCard(card: Int)
    case forgetControls(card: Int)
    case setFlag(senderSlot: Int, flag: Flag)
    case setFrame(senderSlot: Int, frame: Rect)
    case storeApply(store: Int, card: Int)
    case storeUpdate(store: Int, model: CardModel, force: Bool)
    case invalidate(card: Int, delta: Int, force: Bool)
    case renewStore(store: Int)

    /// A view model applied through `AnyBoundable`.
    enum Row {
        case card(CardModel?)
        case tag(CardModel?)
    }

    /// The kinds of handler: of the screen's action type, of `Any`, or of `String`.
    enum HandlerKind: CaseIterable {
        case typed
        case any
        case string
    }

    /// What a handler does when it first receives an action during a report made with `ss.report`:
    /// the changes a handler may make while actions are being delivered.
    enum Reaction: CaseIterable {
        case none
        /// Detaches itself from the card the action came from.
        case detachSelf
        /// Detaches every handler from the card the action came from.
        case detachAll
        /// Has the screen let go of it, so that it is released when it returns.
        case releaseSelf
        /// Reports, on the sender the action came from, what fires the mapping that made it.
        case reportAgain
        /// Configures the card the action came from with a model of its own.
        case reconfigure
        /// Reloads the forwarder of the card the action came from.
        case reload
        /// Has the screen let go of the card the action came from, so that it is released when
        /// nothing else holds it.
        case releaseCard
    }

    /// The ways to attach and detach handlers.
    enum HandlerCall: CaseIterable {
        case add
        case assign
        case remove
        case removeAll
        case addAny
        case assignAny
        case removeAny
        case wrapperAttach
        case wrapperDetach
    }

    /// A flag that decides whether a person can reach a view.
    enum Flag {
        case hidden(Bool)
        case alpha(Double)
        case userInteraction(Bool)
        case enabled(Bool)
        case fullKeyboardAccess(Bool)
    }

    /// Input a person makes, through HeadlessWidgets' user-level API; refusals are fine.
    enum UserInput {
        case tap(taps: Int, touches: Int)
        case tapEnding(Control.TouchEnd)
        case longPress(duration: Double, touches: Int, cancelled: Bool)
        case swipe(SwipeDirection, touches: Int)
        case pan(Point, steps: Int, touches: Int, cancellingAfter: Int?)
        case fling(Point, touches: Int)
        case screenEdgePan(ScreenEdges, Point, steps: Int, cancellingAfter: Int?)
        case pinch(Double, steps: Int, cancellingAfter: Int?)
        case rotate(Double, steps: Int, cancellingAfter: Int?)
        case hover([Point], cancellingAfter: Int?)
        case slide(Float, steps: Int)
        case toggle
        case type(String)
        case deleteBackward
        case pressReturn
        case press(Key, KeyModifierFlags)
        case pressTab
        case becomeFirstResponder
    }

    /// The step as a replay prints it.
    var traceLine: String {
        switch self {
        case .replan(let card, let declarations):
            "replan(card: \(card))"
                + declarations.map { declaration in
                    "\n      slot \(declaration.senderSlot): "
                        + declaration.mappings.map(\.description).joined(separator: "\n        ")
                }.joined()
        default:
            "\(self)".split(separator: "FuzzScreen.", omittingEmptySubsequences: false).joined()
        }
    }
}
