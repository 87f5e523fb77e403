import SendingState
import SendingStateInput
import SendingStateTestSupport
import SendingStateTesting
import Testing

@testable import SendingStateWeb

/// A recycled list of 100,000 rows has row views for the rows in sight only, on the server and in
/// the page, and a recycled row view acts for the row it shows now.
@MainActor
@Suite(.serialized)
struct WebListViewTests {
    /// A row: its name and a button that buys its product.
    final class Row: WebStack, Configurable, EventForwardingProvider {
        let name = WebLabel()
        let buy = WebButton(title: "Buy")

        init() {
            super.init(axis: .horizontal)
            addSubview(name)
            addSubview(buy)
        }

        var configurer: (Row, Int) -> Void {
            { row, number in row.name.text = "Product \(number)" }
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(buy) { _, ctx in
                ctx.control(.primaryActionTriggered) { (number: Int) in ["buy \(number)"] }
            }
        }
    }

    /// A screen whose list shows product numbers from 1.
    final class Screen: WebStack, WebListViewDataSource {
        let list = WebListView { Row() }
        var count = 100_000

        init() {
            super.init(axis: .vertical)
            addSubview(list)
            list.dataSource = self
        }

        func numberOfRows(in listView: WebListView<Row>) -> Int { count }

        func listView(_ listView: WebListView<Row>, modelForRowAt row: Int) -> Int { row + 1 }
    }

    let screen = Screen()
    let recorder = Recorder<String>()
    let session: WebSession

    init() {
        screen.list.actionHandler = AnyActionHandlingProvider(recorder)
        screen.list.reloadData()
        session = WebSession(root: screen)
        _ = session.pendingChanges()
    }

    /// The list's element number: the screen is 1, the list 2.
    let list = 2

    @Test func onlyTheRowsInSightAndAFewMoreHaveRowViews() {
        // 440 pixels of 44-pixel rows: 10 in sight, and 2 more below.
        #expect(screen.list.indexesForVisibleRows == Array(0..<12))
        #expect(screen.list.createdRowCount == 12)
        #expect(screen.list.subviews.count == 12)
        #expect(screen.list.rowView(at: 0)?.name.text == "Product 1")
        #expect(screen.list.rowView(at: 20) == nil)
    }

    @Test func scrollingEndToEndKeepsTheRowViewsAndThePageBounded() throws {
        var largestPage = 0
        var top = 0.0
        while top < 100_000 * 44 {
            #expect(session.handle(.scroll(target: list, top: top)))
            _ = session.pendingChanges()
            largestPage = max(largestPage, screen.list.subviews.count)
            top += 44 * 51
        }
        #expect(session.handle(.scroll(target: list, top: 1e9)), "past the end: clamped")
        let changes = session.pendingChanges()
        #expect(screen.list.indexesForVisibleRows.last == 99_999)
        #expect(screen.list.rowView(at: 99_999)?.name.text == "Product 100000")
        #expect(
            screen.list.createdRowCount <= 15, "the views made stay bounded: \(screen.list.createdRowCount)")
        #expect(largestPage <= 15, "11 rows in sight at most, and 2 more on each side")
        #expect(
            !changes.contains { if case .create = $0 { true } else { false } },
            "a scroll moves row views; it makes no element")
        #expect(screen.list.contentOffset == 100_000 * 44 - 440)
    }

    @Test func aRecycledRowViewActsForTheRowItShowsNow() throws {
        let view = try #require(screen.list.rowView(at: 0))
        #expect(session.handle(.scroll(target: list, top: 44 * 500)))
        #expect(screen.list.row(for: view) != nil, "the view shows another row")
        let row = try #require(screen.list.row(for: view))
        _ = session.pendingChanges()
        #expect(session.handle(.activate(target: try #require(view.buy.elementID))))
        #expect(recorder.actions == ["buy \(row + 1)"])
        #expect(row >= 498 && row < 512)
    }

    @Test func thePageIsToldOnlyWhatARowViewChangedAndNotWhereItScrolled() throws {
        #expect(session.handle(.scroll(target: list, top: 44 * 20)))
        _ = session.pendingChanges()
        #expect(session.handle(.scroll(target: list, top: 44 * 21)))
        let changes = session.pendingChanges()
        // One row view moved from row 18 to row 32: its place, its label's text, and the list's
        // children.
        let moved = try #require(screen.list.rowView(at: 32))
        #expect(
            Set(changes) == [
                .setAttributes(
                    id: moved.elementID ?? 0, ["aria-posinset": "33", "data-ss-style-top": "1408"]),
                .setText(id: moved.name.elementID ?? 0, "Product 33"),
                .setChildren(id: list, screen.list.subviews.map { $0.elementID ?? 0 }),
            ])
        #expect(
            !changes.contains {
                if case .setAttributes(list, let attributes) = $0 {
                    attributes[WebView.scrollOffsetAttribute] != nil
                } else {
                    false
                }
            }, "the page is where it scrolled")
        screen.list.scrollToRow(1_000)
        #expect(
            session.pendingChanges().contains {
                if case .setAttributes(list, let attributes) = $0 {
                    attributes[WebView.scrollOffsetAttribute] == "44000"
                } else {
                    false
                }
            }, "the app's scroll is sent")
    }

    @Test func rowsSayTheirPlaceInTheListToAssistiveTechnology() throws {
        let element = try #require(screen.list.rowView(at: 3)).render()
        #expect(element.attributes["role"] == "listitem")
        #expect(element.attributes["aria-posinset"] == "4")
        #expect(element.attributes["aria-setsize"] == "100000")
        #expect(element.attributes["data-ss-style-top"] == "132")
        let list = screen.list.render()
        #expect(list.attributes["role"] == "list")
        #expect(list.attributes["data-ss-style-content-height"] == "4400000")
        screen.list.accessibilityLabel = "Products"
        #expect(
            screen.list.semanticsDump().hasPrefix("list \"Products\"\n  cell\n    staticText \"Product 1\""),
            "each row is a cell, as Chromium reads a listitem")
    }

    @Test func aReloadWithFewerRowsClampsTheScrollAndLetsGoOfTheRowsPastTheEnd() {
        screen.list.scrollToRow(50_000)
        screen.count = 3
        screen.list.reloadData()
        #expect(screen.list.contentOffset == 0)
        #expect(screen.list.indexesForVisibleRows == [0, 1, 2])
        #expect(screen.list.subviews.count == 3)
        screen.count = -5
        screen.list.reloadData()
        #expect(screen.list.numberOfRows == 0, "a negative count is none")
        #expect(screen.list.subviews.isEmpty)
    }

    @Test func aFocusedControlInARowThatScrollsAwayLosesTheFocus() throws {
        let buy = try #require(screen.list.rowView(at: 0)?.buy)
        #expect(session.handle(.focus(target: buy.elementID ?? 0)))
        #expect(buy.isFocused)
        #expect(session.handle(.scroll(target: list, top: 44 * 300)))
        #expect(session.focusedView == nil, "the row view now shows another product")
    }

    @Test func aScrollOfAViewThatDoesntScrollOrIsHiddenIsRefused() {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            #expect(!session.handle(.scroll(target: 1, top: 100)))
            screen.list.isHidden = true
            #expect(!session.handle(.scroll(target: list, top: 100)))
            screen.list.isHidden = false
            screen.list.isEnabled = false
            #expect(session.handle(.scroll(target: list, top: 100)), "a disabled list still scrolls")
        }
        #expect(
            diagnostics.reports.map(\.description) == [
                "SendingStateWeb: the browser sent a scroll of a Screen, which doesn't scroll; nothing was done",
                "SendingStateWeb: the browser sent a scroll on a hidden WebListView<Row>; nothing was done",
            ])
    }

    @Test func sizesThatArentPositiveAndFiniteAreIgnored() {
        screen.list.rowHeight = 0
        screen.list.height = .infinity
        screen.list.height = -1
        #expect((screen.list.rowHeight, screen.list.height) == (44, 440))
        screen.list.rowHeight = 88
        #expect(screen.list.indexesForVisibleRows == Array(0..<7), "5 rows in sight, 2 more")
    }

    @Test func aHandlerSetAfterTheRowsWereMadeReachesThemOnce() throws {
        let late = Recorder<String>()
        screen.list.actionHandler = AnyActionHandlingProvider(late)
        let view = try #require(screen.list.rowView(at: 2))
        view.buy.ss.report(.control(.primaryActionTriggered))
        #expect(late.actions == ["buy 3"])
    }

    /// Drives the list for the checker of recycled lists.
    final class ListDriver: ListReuseDriver, WebListViewDataSource {
        final class ReuseRow: WebStack, Configurable, EventForwardingProvider {
            let open = WebButton(title: "Open")

            init() {
                super.init(axis: .horizontal)
                addSubview(open)
            }

            var configurer: (ReuseRow, ListReuseRow) -> Void { { row, model in row.open.title = "\(model)" } }

            var eventForwarder: any EventForwardable {
                EventForwarder(open) { _, ctx in
                    ctx.control(.primaryActionTriggered) { (row: ListReuseRow) in [row] }
                }
            }
        }

        let list = WebListView { ReuseRow() }
        var rows: [ListReuseRow] = []

        func makeList(handler: AnyActionHandlingProvider) {
            list.actionHandler = handler
            list.dataSource = self
        }

        func show(_ rows: [ListReuseRow]) {
            self.rows = rows
            list.reloadData()
        }

        func rowView(at row: Int) -> ReuseRow? { list.rowView(at: row) }

        func fire(_ rowView: ReuseRow) { rowView.open.ss.report(.control(.primaryActionTriggered)) }

        func numberOfRows(in listView: WebListView<ReuseRow>) -> Int { rows.count }

        func listView(_ listView: WebListView<ReuseRow>, modelForRowAt row: Int) -> ListReuseRow { rows[row] }
    }

    @Test func theListPassesTheCheckerOfRecycledLists() throws {
        let violations = try checkListReuse(of: ListDriver())
        #expect(violations.isEmpty, "\(violations)")
    }
}
