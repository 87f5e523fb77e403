import Foundation
import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

/// A seeded, model-based test: random sequences of operations on views, cells, handlers and a
/// list, compared after every step with a small reference model of what a user should see.
///
/// On a divergence it prints the seed and the shortest operation log that still reproduces it.
/// Replay one run with `SENDINGSTATE_SEED=<seed> swift test --filter RandomizedInteractionTests`.
@MainActor
struct RandomizedInteractionTests {
    static let sequences = 1_000
    static let operationsPerSequence = 200

    @Test("1,000 random sequences of 200 operations match the reference model")
    func randomSequencesMatchTheReferenceModel() {
        let seeds: [UInt64]
        if let replay = ProcessInfo.processInfo.environment["SENDINGSTATE_SEED"].flatMap(UInt64.init) {
            seeds = [replay]
        } else {
            seeds = (0..<UInt64(Self.sequences)).map { 0x5EED_0000 + $0 }
        }
        var coverage = Coverage()
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let operations = (0..<Self.operationsPerSequence).map { _ in Operation.random(using: &random) }
            guard let failure = Harness.firstDivergence(in: operations, coverage: &coverage) else { continue }
            let shortest = Harness.shrink(operations)
            Issue.record(
                """
                Divergence with seed \(seed) at operation \(failure.index): \(failure.message)
                Shortest reproducing log (\(shortest.count) operations):
                \(shortest.map { "  \($0)" }.joined(separator: "\n"))
                Replay with SENDINGSTATE_SEED=\(seed)
                """
            )
            return
        }
        // The run must have exercised both outcomes a lot, or passing would prove little.
        if seeds.count == Self.sequences {
            #expect(coverage.deliveredActions > 5_000)
            #expect(coverage.refusedTaps > 5_000)
            #expect(coverage.rowTaps > 10_000)
        }
    }

    @Test func theHarnessReportsADivergenceWhenTheModelIsWrong() {
        // A sanity check of the checker itself: a tap the model wrongly expects to be refused.
        let operations: [Operation] = [
            .createCard, .createHandler, .configure(card: 0, model: 1), .attach(handler: 0, card: 0),
        ]
        #expect(Harness.firstDivergence(in: operations) == nil)
        #expect(Harness.firstDivergence(in: operations + [.tap(card: 0)], corruptModel: true) != nil)
        #expect(Harness.shrink(operations + [.tap(card: 0)], corruptModel: true).count <= 5)
    }
}

/// How much a run exercised: actions delivered, taps refused and list rows tapped.
struct Coverage {
    var deliveredActions = 0
    var refusedTaps = 0
    var rowTaps = 0
}

/// A deterministic random number generator, so that a seed replays exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One step a user or the code under test can take.
///
/// Indices refer to live objects modulo their count, so any log replays, even after shrinking
/// removed the steps that created them.
enum Operation: CustomStringConvertible {
    case createCard
    case releaseCard(Int)
    case createHandler
    case releaseHandler(Int)
    case configure(card: Int, model: Int)
    case removeState(card: Int)
    case attach(handler: Int, card: Int)
    case assign(handler: Int, card: Int)
    case detach(handler: Int, card: Int)
    case detachAll(card: Int)
    case setEnabled(card: Int, Bool)
    case setHidden(card: Int, Bool)
    case setCovered(card: Int, Bool)
    case tap(card: Int)
    case rawSend(card: Int)
    case scroll(to: Int)
    case tapRow(Int)

    static func random(using random: inout SplitMix64) -> Operation {
        let a = Int.random(in: 0..<4, using: &random)
        let b = Int.random(in: 0..<4, using: &random)
        // Flags are set more often than cleared-to-block, so most taps can get through.
        let flag = Int.random(in: 0..<4, using: &random) != 0
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<6: return .createCard
        case 6..<9: return .releaseCard(a)
        case 9..<14: return .createHandler
        case 14..<17: return .releaseHandler(a)
        case 17..<27: return .configure(card: a, model: b)
        case 27..<30: return .removeState(card: a)
        case 30..<40: return .attach(handler: a, card: b)
        case 40..<43: return .assign(handler: a, card: b)
        case 43..<47: return .detach(handler: a, card: b)
        case 47..<49: return .detachAll(card: a)
        case 49..<53: return .setEnabled(card: a, flag)
        case 53..<57: return .setHidden(card: a, !flag)
        case 57..<61: return .setCovered(card: a, !flag)
        case 61..<78: return .tap(card: a)
        case 78..<82: return .rawSend(card: a)
        case 82..<88: return .scroll(to: Int.random(in: 0..<100, using: &random))
        default: return .tapRow(a)
        }
    }

    var description: String {
        switch self {
        case .createCard: "createCard"
        case .releaseCard(let i): "releaseCard(\(i))"
        case .createHandler: "createHandler"
        case .releaseHandler(let i): "releaseHandler(\(i))"
        case .configure(let card, let model): "configure(card: \(card), model: \(model))"
        case .removeState(let card): "removeState(card: \(card))"
        case .attach(let handler, let card): "attach(handler: \(handler), card: \(card))"
        case .assign(let handler, let card): "assign(handler: \(handler), card: \(card))"
        case .detach(let handler, let card): "detach(handler: \(handler), card: \(card))"
        case .detachAll(let card): "detachAll(card: \(card))"
        case .setEnabled(let card, let value): "setEnabled(card: \(card), \(value))"
        case .setHidden(let card, let value): "setHidden(card: \(card), \(value))"
        case .setCovered(let card, let value): "setCovered(card: \(card), \(value))"
        case .tap(let card): "tap(card: \(card))"
        case .rawSend(let card): "rawSend(card: \(card))"
        case .scroll(let row): "scroll(to: \(row))"
        case .tapRow(let index): "tapRow(\(index))"
        }
    }
}

/// What a handler receives: the card's identity and its bound model, or a list row's identity.
enum Received: Equatable {
    case card(id: Int, model: Int)
    case row(Int)
}

/// A card with a button whose taps forward the card's bound model.
final class RandomCard: View, Configurable, EventForwardingProvider {
    let button = Button(title: "★")
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(frame: .zero)
        button.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        addSubview(button)
    }

    required init() {
        id = -1
        super.init(frame: .zero)
    }

    var configurer: (RandomCard, Int) -> Void {
        { card, model in card.button.title = "\(model)" }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(button) { [id] _, ctx in
            ctx.control(.touchUpInside) { (model: Int) in [Received.card(id: id, model: model)] }
        }
    }
}

/// A list row whose button forwards the row bound at event time.
final class RandomRow: ListCell, Configurable, EventForwardingProvider {
    let button = Button()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.frame = Rect(x: 0, y: 0, width: 40, height: 20)
        addSubview(button)
    }

    var configurer: (RandomRow, Int) -> Void {
        { row, index in row.button.title = "row \(index)" }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(button) { _, ctx in
            ctx.control(.touchUpInside) { (row: Int) in [Received.row(row)] }
        }
    }
}

/// Runs operations on real widgets and on the reference model side by side.
@MainActor
final class Harness: ListViewDataSource {
    /// The reference model of one card.
    struct CardModel {
        var model: Int?
        var handlers: [Int] = []  // handler ids, in attachment order
        var isEnabled = true
        var isHidden = false
        var isCovered = false
    }

    let window = Window(size: Size(width: 400, height: 12_000))
    let list = ListView(frame: Rect(x: 300, y: 0, width: 100, height: 100))
    let listRecorder = ActionRecorder<Received>()
    lazy var listHandler = AnyActionHandlingProvider(listRecorder)
    var cards: [(view: RandomCard, overlay: View, model: CardModel)] = []
    var handlers: [(id: Int, recorder: ActionRecorder<Received>)] = []
    var expected: [Int: [Received]] = [:]
    var expectedRows: [Received] = []
    var nextID = 0
    var reachabilityMismatch: String?
    var refusedTaps = 0
    var deliveries = 0
    let corruptModel: Bool

    init(corruptModel: Bool = false) {
        self.corruptModel = corruptModel
        list.rowHeight = 20
        list.register(RandomRow.self, forCellReuseIdentifier: "row")
        list.dataSource = self
        window.addSubview(list)
        list.reloadData()
    }

    func numberOfRows(in listView: ListView) -> Int { 100 }

    func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
        if let cell = cell as? RandomRow {
            cell.ss.configure(row)
            listHandler.attach(to: cell)
        }
        return cell
    }

    /// Runs the operations; returns the first step after which the widgets and the model disagree.
    static func firstDivergence(in operations: [Operation], corruptModel: Bool = false) -> (
        index: Int, message: String
    )? {
        var coverage = Coverage()
        return firstDivergence(in: operations, corruptModel: corruptModel, coverage: &coverage)
    }

    static func firstDivergence(
        in operations: [Operation],
        corruptModel: Bool = false,
        coverage: inout Coverage
    ) -> (index: Int, message: String)? {
        let harness = Harness(corruptModel: corruptModel)
        defer {
            coverage.deliveredActions += harness.deliveries
            coverage.refusedTaps += harness.refusedTaps
            coverage.rowTaps += harness.expectedRows.count
        }
        // A tap on a card with no live handler loses its action, which debug builds report: the
        // only diagnostic a run may make.
        let diagnostics = DiagnosticRecorder()
        return SendingStateDiagnostics.withHandler(diagnostics.record) {
            for (index, operation) in operations.enumerated() {
                harness.perform(operation)
                if let message = harness.divergence() { return (index, message) }
                if let other = diagnostics.reports.first(where: { !$0.isUnhandledAction }) {
                    return (index, "an unexpected diagnostic: \(other)")
                }
            }
            return nil
        }
    }

    /// The shortest sublist of operations found, by removing one at a time, that still diverges.
    static func shrink(_ operations: [Operation], corruptModel: Bool = false) -> [Operation] {
        var current = operations
        if let failure = firstDivergence(in: current, corruptModel: corruptModel) {
            current = Array(current.prefix(failure.index + 1))
        }
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if firstDivergence(in: candidate, corruptModel: corruptModel) != nil {
                current = candidate
            } else {
                index += 1
            }
        }
        return current
    }

    private func card(_ index: Int) -> Int? {
        cards.isEmpty ? nil : index % cards.count
    }

    private func handler(_ index: Int) -> Int? {
        handlers.isEmpty ? nil : index % handlers.count
    }

    func perform(_ operation: Operation) {
        switch operation {
        case .createCard:
            let view = RandomCard(id: nextID)
            // Every card has its own slot, so only its own overlay can cover it.
            view.frame = Rect(x: 0, y: Double(view.id) * 50, width: 40, height: 40)
            let overlay = View(frame: view.frame)
            window.addSubview(view)
            nextID += 1
            cards.append((view, overlay, CardModel()))
        case .releaseCard(let index):
            guard let c = card(index) else { return }
            cards[c].view.removeFromSuperview()
            cards[c].overlay.removeFromSuperview()
            cards.remove(at: c)
        case .createHandler:
            handlers.append((nextID, ActionRecorder<Received>()))
            expected[nextID] = []
            nextID += 1
        case .releaseHandler(let index):
            guard let h = handler(index) else { return }
            let id = handlers[h].id
            handlers.remove(at: h)
            expected[id] = nil
            for c in cards.indices { cards[c].model.handlers.removeAll { $0 == id } }
        case .configure(let index, let model):
            guard let c = card(index) else { return }
            cards[c].view.ss.configure(model)
            cards[c].model.model = model
        case .removeState(let index):
            guard let c = card(index) else { return }
            cards[c].view.ss.removeState()
            cards[c].model.model = nil
        case .attach(let hIndex, let cIndex):
            guard let h = handler(hIndex), let c = card(cIndex) else { return }
            cards[c].view.ss.addActionHandler(to: handlers[h].recorder)
            if !cards[c].model.handlers.contains(handlers[h].id) {
                cards[c].model.handlers.append(handlers[h].id)
            }
        case .assign(let hIndex, let cIndex):
            guard let h = handler(hIndex), let c = card(cIndex) else { return }
            cards[c].view.ss.assignActionHandler(to: handlers[h].recorder)
            cards[c].model.handlers = [handlers[h].id]
        case .detach(let hIndex, let cIndex):
            guard let h = handler(hIndex), let c = card(cIndex) else { return }
            cards[c].view.ss.removeActionHandler(from: handlers[h].recorder)
            cards[c].model.handlers.removeAll { $0 == handlers[h].id }
        case .detachAll(let index):
            guard let c = card(index) else { return }
            cards[c].view.ss.removeAllActionHandlers()
            cards[c].model.handlers = []
        case .setEnabled(let index, let value):
            guard let c = card(index) else { return }
            cards[c].view.button.isEnabled = value
            cards[c].model.isEnabled = value
        case .setHidden(let index, let value):
            guard let c = card(index) else { return }
            cards[c].view.isHidden = value
            cards[c].model.isHidden = value
        case .setCovered(let index, let value):
            guard let c = card(index) else { return }
            if value { window.addSubview(cards[c].overlay) } else { cards[c].overlay.removeFromSuperview() }
            cards[c].model.isCovered = value
        case .tap(let index):
            guard let c = card(index) else { return }
            let refused = refusal(of: try cards[c].view.button.tap()) != nil
            if refused { refusedTaps += 1 }
            let model = cards[c].model
            var reachable = model.isEnabled && !model.isHidden && !model.isCovered
            if corruptModel { reachable.toggle() }
            if reachable { expectDelivery(for: c) }
            if refused == reachable {
                reachabilityMismatch =
                    "tap on card \(cards[c].view.id) refused: \(refused), model says reachable: \(reachable)"
            }
        case .rawSend(let index):
            guard let c = card(index) else { return }
            cards[c].view.button.sendActions(for: .touchUpInside)
            expectDelivery(for: c)
        case .scroll(let row):
            list.scroll(to: row)
        case .tapRow(let index):
            let rows = list.visibleRows
            let row = rows.lowerBound + index % rows.count
            guard let cell = list.cellForRow(at: row) as? RandomRow else { return }
            try? cell.button.tap()
            expectedRows.append(.row(row))
        }
    }

    private func expectDelivery(for c: Int) {
        guard let model = cards[c].model.model else { return }
        for id in cards[c].model.handlers {
            deliveries += 1
            expected[id, default: []].append(.card(id: cards[c].view.id, model: model))
        }
    }

    /// A description of how the widgets differ from the model, or `nil` when they agree.
    func divergence() -> String? {
        if let reachabilityMismatch { return reachabilityMismatch }
        for (id, recorder) in handlers where recorder.actions != expected[id] ?? [] {
            return "handler \(id) received \(recorder.actions), expected \(expected[id] ?? [])"
        }
        if listRecorder.actions != expectedRows {
            return "the list received \(listRecorder.actions), expected \(expectedRows)"
        }
        return nil
    }
}

extension SendingStateDiagnostic {
    /// Whether it says that an action reached no handler.
    fileprivate var isUnhandledAction: Bool {
        if case .unhandledAction = self { return true }
        return false
    }
}
