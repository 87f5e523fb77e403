import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct SendingStateConfigurableTests {
    @Test func configureCallsTheConfigurerOncePerCall() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "Milk"))
        #expect(cell.configureCount == 1)
        #expect(cell.renderedTitle == "Milk")
        cell.ss.configure(Item(id: 2, title: "Eggs"))
        #expect(cell.configureCount == 2)
        #expect(cell.renderedTitle == "Eggs")
    }

    @Test func configureBindsTheModelOnTheBinderAndEveryDeclaredSender() {
        let cell = ItemCell()
        let item = Item(id: 7, title: "Tea")
        cell.ss.configure(item)
        #expect(cell.ss.state() == item)
        let onButton: Item? = cell.button.ss.state()
        let onSecond: Item? = cell.secondButton.ss.state()
        #expect(onButton == item)
        #expect(onSecond == item)
        #expect(cell.background.ss.state(Item.self) == item)
    }

    @Test func stateIsBoundBeforeTheConfigurerRuns() {
        final class Probe: Sender, Configurable {
            let senderStorage = SenderStorage()
            var seen: Item?
            var configurer: (Probe, Item) -> Void {
                { probe, _ in probe.seen = probe.ss.state() }
            }
        }
        let probe = Probe()
        probe.ss.configure(Item(id: 3, title: "x"))
        #expect(probe.seen?.id == 3)
    }

    @Test func reconfiguringReplacesTheStateEverywhere() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        cell.ss.configure(Item(id: 2, title: "b"))
        #expect(cell.button.ss.state(Item.self)?.id == 2)
        #expect(cell.ss.state()?.id == 2)
    }

    @Test func configureEvaluatesTheForwarderOnceAcrossManyCalls() {
        let cell = ItemCell()
        for id in 0..<50 {
            cell.ss.configure(Item(id: id, title: "\(id)"))
        }
        #expect(cell.forwarderEvaluations == 1)
    }

    @Test func removeStateClearsBinderAndSenders() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        cell.ss.removeState()
        #expect(cell.ss.state() == nil)
        #expect(cell.button.ss.state(Item.self) == nil)
        #expect(cell.configureCount == 1)
    }

    @Test func aConfigurableThatIsNotASenderIsStillRendered() {
        final class PlainView: Configurable {
            var text = ""
            var configurer: (PlainView, String) -> Void {
                { view, text in view.text = text }
            }
        }
        let view = PlainView()
        view.ss.configure("hello")
        #expect(view.text == "hello")
    }

    @Test func aSenderThatIsNotAProviderStoresItsOwnState() {
        final class Badge: Sender, Configurable {
            let senderStorage = SenderStorage()
            var configurer: (Badge, Int) -> Void { { _, _ in } }
        }
        let badge = Badge()
        badge.ss.configure(5)
        #expect(badge.ss.state() == 5)
    }

    @Test func configureDoesNotRetainTheBinderOrTheModel() {
        var cell: ItemCell? = ItemCell()
        var model: ItemObject? = ItemObject(id: 1)
        final class ObjectCell: Sender, Configurable, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let button = TestSender()
            var configurer: (ObjectCell, ItemObject) -> Void { { _, _ in } }
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { _, ctx in
                    ctx.control(.touchUpInside) { (item: ItemObject) in [TestAction.opened(item.id)] }
                }
            }
        }
        var objectCell: ObjectCell? = ObjectCell()
        let weakCell = Weak(cell!)
        let weakObjectCell = Weak(objectCell!)
        let weakModel = Weak(model!)
        let weakButton = Weak(objectCell!.button)
        cell?.ss.configure(Item(id: 1, title: "a"))
        objectCell?.ss.configure(model!)
        model = nil
        #expect(weakModel.object != nil, "the bound state keeps the model while the cell lives")
        cell = nil
        objectCell = nil
        #expect(weakCell.object == nil)
        #expect(weakObjectCell.object == nil)
        #expect(weakButton.object == nil)
        #expect(weakModel.object == nil)
    }

    @Test func removeStateHidesAnOlderModelFromTheSenders() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        cell.ss.configure(Item(id: 2, title: "b"))
        cell.ss.removeState()
        #expect(cell.button.ss.state(Item.self) == nil)
        #expect(cell.background.ss.state(Item.self) == nil)
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1)], "the state-aware mapping stays silent")
    }

    @Test func aViewThatIsNotASenderHasNoStateStorage() {
        #expect(PlainView().stateStorage == nil)
        let cell = ItemCell()
        #expect(cell.stateStorage === cell.senderStorage)
    }

    // MARK: - Removing the state of any sender

    /// A row view that is a sender and nothing more: not configurable, it maps its own taps, with
    /// an action that reads the item bound on it and one that doesn't.
    final class PlainRow: Sender, EventForwardingProvider {
        let senderStorage = SenderStorage()

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.control(.touchUpInside) { [TestAction.log] }
                ctx.control(.touchUpInside) { (item: Item) in [TestAction.opened(item.id)] }
            }
        }

        func tap() {
            ss.report(.control(.touchUpInside))
        }
    }

    /// What a list that keeps its row views as `any Sender` does to recycle one: it opens the
    /// existential, since `ss` needs the view's type.
    private func unbind(_ rowView: some Sender) {
        rowView.ss.removeState()
    }

    @Test func aSenderThatIsNotConfigurableLosesItsStateAndItsStateAwareMappingFallsSilent() {
        let row = PlainRow()
        let recorder = Recorder<TestAction>()
        row.ss.addActionHandler(to: recorder)
        row.boundState = Item(id: 1, title: "Milk")
        row.tap()
        #expect(recorder.actions == [.log, .opened(1)])
        row.ss.removeState()
        #expect(row.ss.state(Item.self) == nil)
        recorder.removeAll()
        row.tap()
        #expect(recorder.actions == [.log], "only the mapping that reads no state fires")
    }

    @Test func rowViewsKeptAsAnySenderLoseTheirStateAndThatOfTheSendersTheyDeclare() {
        let cell = ItemCell()
        let row = PlainRow()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        row.ss.addActionHandler(to: recorder)
        cell.ss.configure(Item(id: 1, title: "Milk"))
        row.boundState = Item(id: 2, title: "Eggs")
        let rowViews: [any Sender] = [cell, row]
        for rowView in rowViews {
            unbind(rowView)
        }
        #expect(cell.ss.state() == nil)
        #expect(cell.button.ss.state(Item.self) == nil)
        #expect(cell.secondButton.ss.state(Item.self) == nil)
        #expect(cell.background.ss.state(Item.self) == nil)
        #expect(row.ss.state(Item.self) == nil)
        cell.button.tap()
        row.tap()
        #expect(recorder.actions == [.tapped(1), .log], "no state-aware mapping fires")
    }

    @Test func configuringARowViewAgainAfterRemovingItsStateRestoresItsActions() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.configure(Item(id: 1, title: "Milk"))
        let rowView: any Sender = cell
        unbind(rowView)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1)])
        recorder.removeAll()
        cell.ss.configure(Item(id: 2, title: "Eggs"))
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(2)])
        #expect(cell.background.ss.state(Item.self) == Item(id: 2, title: "Eggs"))
    }
}
