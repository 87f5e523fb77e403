import FuzzSupport
import HeadlessWidgets
import SendingState

/// The screen a program runs on, and the model of what SendingState's documentation says it does.
///
/// Three card slots, each card with a button, a slider, a switch and a text field; a button shared
/// by the screen; four handler slots; two stores. Senders are known by serial: the shared button is
/// 0, and card `s`'s senders are `8s` (the card) to `8s + 4`.
@MainActor
final class Screen {
    let window = Window(size: Size(width: 400, height: 800))
    /// The view the cards live in: the window, or a scroll view in it.
    let container: View
    let shared = TagButton(frame: Rect(x: 0, y: 700, width: 200, height: 50))
    let log = DeliveryLog()
    var diagnostics: [SendingStateDiagnostic] = []

    /// The serial of the card each slot last held; 0 when it never held one.
    var cardSerials = [0, 0, 0]
    /// What the screen holds strongly: cards until released, their controls until forgotten, and
    /// the shared button.
    var held: [Int: View] = [:]
    /// Every sender ever made, held weakly.
    var registry: [Int: WeakView] = [:]
    var handlers: [HandlerSlot?] = [nil, nil, nil, nil]
    var stores: [StoreSlot] = []
    var nextCardSerial = 1
    var nextHandlerSerial = 1
    var nextStoreSerial = 1

    var providers: [Int: ProviderModel] = [:]
    var senders: [Int: SenderModel] = [0: SenderModel()]
    /// Every mapping planned so far, by id.
    var mappingSpecs: [Int: MappingSpec] = [:]
    /// The handlers that will still react, during a report, to the next action they receive.
    var armedHandlers = Set<Int>()
    /// Whether a handler was released during the current step, which may change mapped events
    /// without telling the senders, as documented.
    var releasedHandlerDuringStep = false
    /// The step clock, which orders binds.
    var time = 0
    /// Routes whose state the library decided when a reload declared their sender.
    ///
    /// Keyed `"sender:provider"`: `true` when the sender's own binding wins. A later bind of either
    /// side ends the exception.
    var routeOverrides: [String: Bool] = [:]
    var expectedProblemReports = 0
    var expectedMismatchReports = 0
    /// Each live sender's mapped events after the last step, and its notifications by then.
    var lastMapped: [Int: (events: Set<SenderEvent>, notifications: Int)] = [:]

    init(usesScrollView: Bool) {
        if usesScrollView {
            let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 650))
            scrollView.contentSize = Size(width: 400, height: 1_000)
            window.addSubview(scrollView)
            container = scrollView
        } else {
            container = window
        }
        window.addSubview(shared)
        held[0] = shared
        registry[0] = WeakView(view: shared)
        stores = [makeStore(0), makeStore(1)]
    }

    // MARK: - Looking things up

    func senderSerial(ofSlot slot: Int) -> Int? {
        if slot == 15 { return 0 }
        let card = cardSerials[slot / 5]
        return card == 0 ? nil : card * 8 + slot % 5
    }

    func sender(ofSlot slot: Int) -> View? {
        senderSerial(ofSlot: slot).flatMap { registry[$0]?.view }
    }

    func card(inSlot slot: Int) -> Card? {
        registry[cardSerials[slot] * 8]?.view as? Card
    }

    func isProviderAlive(_ provider: Int) -> Bool {
        registry[provider * 8]?.view != nil
    }

    func handlerKind(_ serial: Int) -> Operation.HandlerKind? {
        handlers.first { $0?.serial == serial }??.kind
    }

    func handlerReaction(_ serial: Int) -> Operation.Reaction {
        handlers.first { $0?.serial == serial }??.reaction ?? .none
    }

    // MARK: - Making things

    func makeStore(_ index: Int) -> StoreSlot {
        let state = CardModel(id: 8 + index, revision: 0)
        let store = BindingStore<CardModel, Card>(state: state, identifier: "store \(index)")
        defer { nextStoreSerial += 1 }
        return StoreSlot(serial: nextStoreSerial, store: store, weakStore: store, state: state, binder: nil)
    }

    func addCard(inSlot slot: Int) {
        guard card(inSlot: slot) == nil else { return }
        let serial = nextCardSerial
        nextCardSerial += 1
        let card = Card(frame: Rect(x: 0, y: Double(slot) * 210, width: 400, height: 200))
        card.serial = serial
        cardSerials[slot] = serial
        container.addSubview(card)
        for (kind, view) in card.senders.enumerated() {
            held[serial * 8 + kind] = view
            registry[serial * 8 + kind] = WeakView(view: view)
            senders[serial * 8 + kind] = SenderModel()
        }
        providers[serial] = ProviderModel()
    }

    // MARK: - The model's rules

    /// Evaluates a card's forwarder as the library does when it installs it: the plan's declarations
    /// whose sender is alive, routes moved to the end of each declared sender's list, and one report
    /// for each impossible gesture parameter.
    func modelInstall(_ card: Card) {
        let provider = card.serial
        let installed = card.plan.compactMap { planned in
            planned.sender == nil ? nil : (sender: planned.senderSerial, mappings: planned.mappings)
        }
        if let previous = providers[provider]?.installed {
            // Known divergence, reported in Fuzz/README.md: a sender that a reloaded forwarder
            // declares for the first time reads its own binding if it has one, and the card's
            // model otherwise, whichever was bound last.
            let declaredBefore = Set(previous.map(\.sender))
            for declaration in installed where !declaredBefore.contains(declaration.sender) {
                routeOverrides["\(declaration.sender):\(provider)"] =
                    senders[declaration.sender]?.ownModel != nil
            }
        }
        for serial in senders.keys {
            senders[serial]?.routes.removeAll { $0 == provider }
        }
        var seen = Set<Int>()
        for declaration in installed where seen.insert(declaration.sender).inserted {
            senders[declaration.sender, default: SenderModel()].routes.append(provider)
        }
        expectedProblemReports += installed.reduce(0) { total, declaration in
            total + declaration.mappings.reduce(0) { $0 + $1.correctedEvent.problems }
        }
        providers[provider]?.installed = installed
    }

    /// Installs a card's forwarder if it isn't yet, as the first configure or handler does.
    func modelInstallIfNeeded(_ card: Card) {
        if providers[card.serial]?.installed == nil { modelInstall(card) }
    }

    func modelBind(provider: Int, _ model: CardModel?) {
        time += 1
        routeOverrides = routeOverrides.filter { !$0.key.hasSuffix(":\(provider)") }
        providers[provider]?.model = model
        providers[provider]?.bindTime = time
    }

    func modelBindOwn(sender: Int, _ model: CardModel?) {
        time += 1
        routeOverrides = routeOverrides.filter { !$0.key.hasPrefix("\(sender):") }
        senders[sender]?.ownModel = model
        senders[sender]?.ownBindTime = time
    }

    /// The state a sender's mappings read through a provider's route: the provider's model, unless
    /// the sender was bound on its own since the provider was last configured.
    func routeState(sender: Int, provider: Int) -> CardModel? {
        let providerModel = providers[provider]
        if sender == provider * 8 { return providerModel?.model }
        if let prefersOwn = routeOverrides["\(sender):\(provider)"] {
            return prefersOwn ? senders[sender]?.ownModel : providerModel?.model
        }
        if let ownTime = senders[sender]?.ownBindTime, ownTime > (providerModel?.bindTime ?? Int.min) {
            return senders[sender]?.ownModel
        }
        return providerModel?.model
    }

    /// The live providers that declare a sender, in route order.
    func liveRoutes(of sender: Int) -> [Int] {
        (senders[sender]?.routes ?? []).filter(isProviderAlive)
    }

    /// The declarations of a sender by a provider's installed forwarder, in declaration order.
    func mappings(of sender: Int, by provider: Int) -> [MappingSpec] {
        (providers[provider]?.installed ?? []).filter { $0.sender == sender }.flatMap(\.mappings)
    }

    /// The actions the documentation says a report delivers, with the handlers they reach.
    func expectedDeliveries(of occurrence: SenderOccurrence, on sender: Int) -> [(
        handler: Int, action: FuzzAction
    )] {
        var simulation = DispatchSimulation(armed: [])
        return expectedDeliveries(of: occurrence, on: sender, simulation: &simulation)
    }

    /// What a simulated dispatch changes as it goes: the handlers that will still react, and those
    /// released so far.
    struct DispatchSimulation {
        var armed: Set<Int>
        var released: Set<Int> = []
        /// The cards released so far; their later mappings deliver nothing.
        var releasedProviders: Set<Int> = []
        /// The card the report was made on, if it is one: the report holds it until it returns.
        var reportedCard: Int?
    }

    /// The actions the documentation says a report delivers, with the handlers they reach, when the
    /// handlers in the simulation's `armed` react to the first action they receive.
    ///
    /// The report runs the mappings its sender's forwarders declared when it happened. Each
    /// mapping's actions go to the handlers attached when it fires: a handler detached meanwhile
    /// still gets the rest of that mapping's actions, and none after; a handler released meanwhile
    /// gets nothing more at all. A state-aware mapping reads the state bound when it fires. A report
    /// made by a handler is dispatched at once, depth-first.
    func expectedDeliveries(
        of occurrence: SenderOccurrence, on sender: Int, simulation: inout DispatchSimulation
    ) -> [(handler: Int, action: FuzzAction)] {
        var values = GestureValues()
        if case .gesture(_, let reported) = occurrence { values = reported }
        var result: [(handler: Int, action: FuzzAction)] = []
        let declared = liveRoutes(of: sender).map { ($0, mappings(of: sender, by: $0)) }
        for (provider, mappings) in declared {
            for mapping in mappings where mapping.matches(occurrence) {
                guard !simulation.releasedProviders.contains(provider) else { break }
                var model: CardModel?
                switch mapping.stateRead {
                case .none: model = nil
                case .otherType: continue
                case .model:
                    guard let state = routeState(sender: sender, provider: provider) else { continue }
                    model = state
                }
                let actions = (0..<mapping.actionCount).map { index in
                    FuzzAction(
                        provider: provider, sender: sender, mapping: mapping.id, index: index, model: model,
                        values: values)
                }
                let handlers = (providers[provider]?.handlers ?? []).filter { handlerKind($0) != .string }
                for handler in handlers {
                    for action in actions where !simulation.released.contains(handler) {
                        result.append((handler, action))
                        guard simulation.armed.remove(handler) != nil else { continue }
                        switch handlerReaction(handler) {
                        case .detachSelf: providers[provider]?.handlers.removeAll { $0 == handler }
                        case .detachAll: providers[provider]?.handlers = []
                        case .releaseSelf:
                            simulation.released.insert(handler)
                            for provider in providers.keys {
                                providers[provider]?.handlers.removeAll { $0 == handler }
                            }
                        case .reportAgain:
                            if let again = mappingSpecs[action.mapping]?.matchingOccurrence,
                                registry[action.sender]?.view != nil
                            {
                                result += expectedDeliveries(
                                    of: again, on: action.sender, simulation: &simulation)
                            }
                        case .reconfigure:
                            modelBind(provider: provider, CardModel(id: 7, revision: handler))
                        case .reload:
                            if let card = registry[provider * 8]?.view as? Card { modelInstall(card) }
                        case .releaseCard:
                            if simulation.reportedCard != provider {
                                simulation.releasedProviders.insert(provider)
                            }
                        case .none: break
                        }
                    }
                }
            }
        }
        return result
    }

    /// The events the documentation says `ss.mappedEvents` lists, and how many providers give them.
    func expectedMappedEvents(of sender: Int) -> (events: [SenderEvent], providers: Int) {
        var events: [SenderEvent] = []
        var providers = 0
        for provider in liveRoutes(of: sender) where !(self.providers[provider]?.handlers.isEmpty ?? true) {
            providers += 1
            for mapping in mappings(of: sender, by: provider) {
                let event = mapping.correctedEvent.event
                if !events.contains(event) { events.append(event) }
            }
        }
        return (events, providers)
    }

    /// Whether `ss.hasMapping(for:)` must say a report fires something.
    func expectedHasMapping(_ occurrence: SenderOccurrence, on sender: Int) -> Bool {
        liveRoutes(of: sender).contains { provider in
            !(providers[provider]?.handlers.isEmpty ?? true)
                && mappings(of: sender, by: provider).contains { $0.matches(occurrence) }
        }
    }
}
