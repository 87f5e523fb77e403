import HeadlessWidgets
import SendingState

/// What the documentation says a card's provider record holds.
struct ProviderModel {
    /// The declarations the forwarder made when it was last installed, senders by serial; `nil`
    /// until the forwarder is first installed.
    var installed: [(sender: Int, mappings: [MappingSpec])]?
    /// The model bound by the last configure, `nil` after `removeState`.
    var model: CardModel?
    /// When the model was last bound or removed, on the screen's step clock.
    var bindTime: Int?
    /// The serials of the live handlers attached, in attachment order.
    var handlers: [Int] = []
    /// The serial of the store last applied to the card.
    var attachedStore: Int?
}

/// What the documentation says a sender holds.
struct SenderModel {
    /// The model bound on the sender itself, for a tag button.
    var ownModel: CardModel?
    /// When it was last bound or removed on its own.
    var ownBindTime: Int?
    /// The serials of the providers that declare the sender, in the order their forwarders were
    /// last installed.
    var routes: [Int] = []
}

/// A sender held weakly, to see when it is released.
struct WeakView {
    weak var view: View?
}

/// A handler the screen made, and the type-erased wrapper of it that outlives it.
struct HandlerSlot {
    let serial: Int
    let kind: Operation.HandlerKind
    let reaction: Operation.Reaction
    /// The handler, until it is released.
    var object: (any ActionHandlingProvider)?
    weak var weakObject: AnyObject?
    let wrapper: AnyActionHandlingProvider
}

/// A store of a card's model.
struct StoreSlot {
    let serial: Int
    var store: BindingStore<CardModel, Card>?
    weak var weakStore: BindingStore<CardModel, Card>?
    /// The state the store must hold.
    var state: CardModel
    /// The serial of the card the store was last applied to.
    var binder: Int?
}
