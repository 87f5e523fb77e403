import HeadlessWidgets
import SendingState

/// A sender that counts how often it is told that its mapped events changed.
@MainActor
protocol NotifiedSender: View {
    /// How many times ``View/mappedEventsDidChange()`` was called.
    var notifications: Int { get }
}

/// A card: a provider whose forwarder declares the mappings its ``plan`` lists, on itself, on its
/// own controls, on the screen's shared button, or on another card's controls.
final class Card: View, Configurable, EventForwardingProvider, NotifiedSender {
    var serial = 0
    let button = TagButton(frame: Rect(x: 10, y: 10, width: 100, height: 40))
    let slider = FuzzSlider(frame: Rect(x: 120, y: 10, width: 150, height: 40))
    let toggle = FuzzSwitch(frame: Rect(x: 280, y: 10, width: 60, height: 40))
    let field = FuzzField(frame: Rect(x: 10, y: 60, width: 200, height: 40))
    /// What the forwarder declares when it is evaluated; senders are held weakly here, as a view
    /// holds its subviews' declarations in its own code.
    var plan: [PlannedDeclaration] = []
    /// The model last rendered by the configurer.
    var renderedModel: CardModel?
    var notifications = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        for control in [button, slider, toggle, field] as [View] {
            addSubview(control)
        }
    }

    /// The card, then its controls, in the order of a sender slot's kind.
    var senders: [View] {
        [self, button, slider, toggle, field]
    }

    var configurer: (Card, CardModel) -> Void {
        { card, model in card.renderedModel = model }
    }

    var eventForwarder: any EventForwardable {
        let provider = serial
        let declarations = plan.compactMap { planned in planned.sender.map { ($0, planned) } }
        return SenderGroup {
            for (sender, planned) in declarations {
                Self.forwarder(for: sender, provider: provider, planned: planned)
            }
        }
    }

    private static func forwarder(
        for sender: some Sender, provider: Int, planned: PlannedDeclaration
    ) -> EventForwarder {
        let mappings = planned.mappings
        let senderSerial = planned.senderSerial
        return EventForwarder(sender) { _, ctx in
            for mapping in mappings {
                mapping.declare(on: ctx, provider: provider, sender: senderSerial)
            }
        }
    }

    override func mappedEventsDidChange() {
        super.mappedEventsDidChange()
        notifications += 1
    }
}

/// A declaration in a card's plan: a sender, held weakly, and the mappings on it.
struct PlannedDeclaration {
    weak var sender: View?
    let senderSerial: Int
    let mappings: [MappingSpec]
}

/// A button that can be bound on its own with a card's model, as a cell's subview configured
/// separately.
final class TagButton: Button, Configurable, NotifiedSender {
    var renderedModel: CardModel?
    var notifications = 0

    var configurer: (TagButton, CardModel) -> Void {
        { button, model in button.renderedModel = model }
    }

    override func mappedEventsDidChange() {
        super.mappedEventsDidChange()
        notifications += 1
    }
}

/// A slider that counts its notifications.
final class FuzzSlider: Slider, NotifiedSender {
    var notifications = 0

    override func mappedEventsDidChange() {
        super.mappedEventsDidChange()
        notifications += 1
    }
}

/// A switch that counts its notifications.
final class FuzzSwitch: Switch, NotifiedSender {
    var notifications = 0

    override func mappedEventsDidChange() {
        super.mappedEventsDidChange()
        notifications += 1
    }
}

/// A text field that counts its notifications.
final class FuzzField: TextField, NotifiedSender {
    var notifications = 0

    override func mappedEventsDidChange() {
        super.mappedEventsDidChange()
        notifications += 1
    }
}

/// A view model of a card.
struct CardRow: Boundable {
    typealias Binder = Card
    var contentData: CardModel?
}

/// A view model of a tag button.
struct TagRow: Boundable {
    typealias Binder = TagButton
    var contentData: CardModel?
}
