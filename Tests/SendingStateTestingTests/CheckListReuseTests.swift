import SendingState
import SendingStateTesting
import Testing

@MainActor
struct CheckListReuseTests {
    /// A way to break a recycled list on purpose.
    enum ListDefect: CaseIterable {
        case modelAppliedOnlyOnFirstUse
        case stateKeptForAnEmptyRow
        case handlerAttachedOnEveryBind
        case newRowViewForEveryRow
        case noRowViewShown
    }

    /// A row view with the mapping the check asks for.
    final class RowView: Sender, Configurable, EventForwardingProvider {
        let senderStorage = SenderStorage()
        var configurer: (RowView, ListReuseRow) -> Void { { _, _ in } }
        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: ListReuseRow) in [row] }
            }
        }
    }

    /// Forwards to the checker's handler: a new one per bind is a handler attached again.
    final class Relay: ActionHandlingProvider {
        let handler: AnyActionHandlingProvider
        init(_ handler: AnyActionHandlingProvider) { self.handler = handler }
        func handle(action: ListReuseRow) { handler.handle(action: action) }
    }

    /// A one-column recycled list in memory, as a toolkit's list with a pool of row views.
    final class InMemoryList: ListReuseDriver {
        let defect: ListDefect?
        private var handler: AnyActionHandlingProvider?
        private var relays: [Relay] = []
        private var shown: [RowView] = []
        private var pool: [RowView] = []
        private var configuredOnce: Set<ObjectIdentifier> = []

        init(defect: ListDefect? = nil) {
            self.defect = defect
        }

        func makeList(handler: AnyActionHandlingProvider) {
            self.handler = handler
        }

        func show(_ rows: [ListReuseRow]) {
            let unbinds = defect != .stateKeptForAnEmptyRow && defect != .modelAppliedOnlyOnFirstUse
            for view in shown where unbinds {
                view.ss.removeState()
            }
            pool += shown
            shown = []
            for row in rows where defect != .noRowViewShown {
                let view = defect == .newRowViewForEveryRow ? nil : pool.popLast()
                shown.append(bind(row, to: view ?? makeRowView()))
            }
        }

        private func makeRowView() -> RowView {
            let view = RowView()
            handler?.attach(to: view)
            return view
        }

        private func bind(_ row: ListReuseRow, to view: RowView) -> RowView {
            let firstUse = configuredOnce.insert(ObjectIdentifier(view)).inserted
            if firstUse || defect != .modelAppliedOnlyOnFirstUse {
                view.ss.configure(row)
            }
            if defect == .handlerAttachedOnEveryBind, let handler {
                let relay = Relay(handler)
                relays.append(relay)
                view.ss.addActionHandler(to: relay)
            }
            return view
        }

        func rowView(at row: Int) -> RowView? {
            shown.indices.contains(row) ? shown[row] : nil
        }

        func fire(_ rowView: RowView) {
            rowView.ss.report(.control(.primaryActionTriggered))
        }
    }

    @Test func aListThatRebindsOnEveryReuseAndUnbindsEmptyRowsPasses() throws {
        let violations = try checkListReuse(of: InMemoryList())
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "Each broken list is caught, as the kind of violation its defect is", arguments: ListDefect.allCases)
    func eachDefectIsCaughtAsItsKind(defect: ListDefect) throws {
        let violations = try checkListReuse(of: InMemoryList(defect: defect))
        let expected: [SenderConformanceViolation.Kind] =
            switch defect {
            // Nor does it unbind: the stale row stays.
            case .modelAppliedOnlyOnFirstUse: [.rowModel, .emptyRowState]
            case .stateKeptForAnEmptyRow: [.emptyRowState]
            // On the first bind too.
            case .handlerAttachedOnEveryBind: [.repeatedHandler, .repeatedHandler]
            case .newRowViewForEveryRow, .noRowViewShown: [.rowViewReuse]
            }
        #expect(violations.map(\.kind) == expected, "\(violations)")
    }

    @Test func aListThatAppliesTheModelOnlyOnFirstUseIsToldWhatCameInstead() throws {
        let violations = try checkListReuse(of: InMemoryList(defect: .modelAppliedOnlyOnFirstUse))
        #expect(
            violations.first?.description
                == "row model: expected the row view reused for row 2 to act for row 2; it acted for [row 1]. "
                + "Send each row view its row's model every time the list shows a row in it, not only "
                + "when the list makes it")
        #expect(
            violations.last?.description
                == "empty row state: expected the row view to act for no row once the list showed none; "
                + "it acted for [row 1]. Remove its state, with `ss.removeState()`, when it stops showing a row"
        )
    }

    @Test func aRowViewWithoutTheHandlerIsARowModelViolationOnFirstUse() throws {
        /// Never attaches the checker's handler.
        final class Unattached: ListReuseDriver {
            let view = RowView()
            func makeList(handler: AnyActionHandlingProvider) {}
            func show(_ rows: [ListReuseRow]) { rows.first.map { view.ss.configure($0) } }
            func rowView(at row: Int) -> RowView? { view }
            func fire(_ rowView: RowView) { rowView.ss.report(.control(.primaryActionTriggered)) }
        }
        let violations = try checkListReuse(of: Unattached())
        #expect(violations.map(\.kind) == [.rowModel, .rowModel])
        #expect(
            violations.first?.detail.hasPrefix(
                "expected the row view of row 1 to act for row 1; it acted for []") == true)
    }

    @Test func theListIsReleasedEvenWhenTheCheckFails() throws {
        final class Releasing: ListReuseDriver {
            var released = false
            func makeList(handler: AnyActionHandlingProvider) {}
            func show(_ rows: [ListReuseRow]) {}
            func rowView(at row: Int) -> RowView? { nil }
            func fire(_ rowView: RowView) {}
            func release() { released = true }
        }
        let driver = Releasing()
        let violations = try checkListReuse(of: driver)
        #expect(violations.map(\.kind) == [.rowViewReuse])
        #expect(driver.released)
    }

    /// A driver that writes only what it must.
    struct MinimalDriver: ListReuseDriver {
        func makeList(handler: AnyActionHandlingProvider) {}
        func show(_ rows: [ListReuseRow]) {}
        func rowView(at row: Int) -> SenderStorage? { nil }
        func fire(_ rowView: SenderStorage) {}
    }

    @Test func byDefaultReleasingTheListDoesNothing() throws {
        try MinimalDriver().release()
    }

    @Test func aRowIsDescribedByItsID() {
        #expect(ListReuseRow(id: 2).description == "row 2")
        #expect(ListReuseRow(id: 2) == ListReuseRow(id: 2))
        #expect(ListReuseRow(id: 1) != ListReuseRow(id: 2))
    }
}
