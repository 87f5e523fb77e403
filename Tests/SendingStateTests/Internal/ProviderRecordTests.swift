import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct ProviderRecordTests {
    @Test func installsOneRoutePerSenderAndUninstallsThem() {
        let cell = ItemCell()
        let record = ProviderRecord(previous: nil)
        record.install(cell.eventForwarder, of: cell, replacing: nil)
        #expect(
            record.declaredSenders(of: cell).map(ObjectIdentifier.init)
                == [cell.button, cell.secondButton, cell.background].map(ObjectIdentifier.init))
        #expect(cell.button.senderStorage.routes.count == 1)
        #expect(cell.button.senderStorage.routes[0].declarationCount == 1)
        #expect(cell.button.senderStorage.routes[0].events.count == 2)
        record.uninstall(of: cell)
        #expect(cell.button.senderStorage.routes.isEmpty)
        #expect(record.declaredSenders(of: cell).isEmpty)
    }

    @Test func theProviderIsDeclaredWithoutTheRecordHoldingIt() {
        final class SelfDeclaring: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let button = TestSender()
            var eventForwarder: any EventForwardable {
                SenderGroup {
                    EventForwarder(self) { _, ctx in ctx.panGesture { [TestAction.log] } }
                    EventForwarder(button) { _, ctx in ctx.control(.touchUpInside) { [TestAction.log] } }
                }
            }
        }
        var provider: SelfDeclaring? = SelfDeclaring()
        let weakProvider = Weak(provider!)
        let record = ProviderRecord(previous: nil)
        record.install(provider!.eventForwarder, of: provider!, replacing: nil)
        #expect(record.senders.count == 1)
        #expect(record.declaredSenders(of: provider!).count == 2)
        provider = nil
        #expect(weakProvider.object == nil)
        // The provider's storage tells its record as it goes; this record was made by hand.
        record.providerDidRelease()
        #expect(record.senders.isEmpty)
    }

    @Test func aReleasedProviderLetsGoOfItsSenders() {
        var cell: ItemCell? = ItemCell()
        cell!.ss.configure(Item(id: 1, title: "a"))
        let record = cell!.senderStorage.provider
        let weakButton = Weak(cell!.button)
        cell = nil
        #expect(record?.senders.isEmpty == true)
        #expect(weakButton.object == nil)
    }

    @Test func deliveryIteratesASnapshotOfTheHandlers() {
        let record = ProviderRecord(previous: nil)
        let first = Recorder<TestAction>()
        let second = Recorder<TestAction>()
        first.onHandle = { _ in record.detachAll() }
        record.attach(first) { TypedHandlerBox(first) }
        record.attach(second) { TypedHandlerBox(second) }
        record.deliver([TestAction.log])
        #expect(first.actions == [.log])
        #expect(
            second.actions == [.log], "removing handlers mid-delivery doesn't make another miss the action")
        record.deliver([TestAction.log])
        #expect(first.actions.count == 1)
    }

    @Test func attachingAHandlerAgainMakesNoNewBox() {
        let record = ProviderRecord(previous: nil)
        let recorder = Recorder<TestAction>()
        var boxesMade = 0
        for _ in 0..<3 {
            record.attach(recorder) {
                boxesMade += 1
                return TypedHandlerBox(recorder)
            }
        }
        #expect(boxesMade == 1)
        #expect(record.handlers.count == 1)
    }

    @Test func attachingAndDetachingDropTheEntriesOfReleasedHandlers() {
        let record = ProviderRecord(previous: nil)
        var released: Recorder<TestAction>? = Recorder()
        record.attach(released!) { TypedHandlerBox(released!) }
        released = nil
        let kept = Recorder<TestAction>()
        record.attach(kept) { TypedHandlerBox(kept) }
        #expect(record.handlers.count == 1, "attaching prunes the released handler's entry")

        var another: Recorder<TestAction>? = Recorder()
        record.attach(another!) { TypedHandlerBox(another!) }
        another = nil
        record.detach(kept)
        #expect(record.handlers.isEmpty, "detaching prunes released entries too")
    }

    @Test func aReplacementRecordCarriesOverTheModelAndHandlers() {
        let old = ProviderRecord(previous: nil)
        old.state = StateBox(Item(id: 1, title: "a"))
        old.didBind()
        let recorder = Recorder<TestAction>()
        old.attach(recorder) { TypedHandlerBox(recorder) }
        let fresh = ProviderRecord(previous: old)
        #expect(fresh.state?.value(as: Item.self)?.id == 1)
        #expect(fresh.generation == old.generation)
        #expect(fresh.liveHandlerCount == 1)
    }

    // Found with Fuzz/FuzzScreen: a dispatch that outlived its record, replaced by a handler's
    // reload, kept delivering to the handlers attached before, including one detached since.
    @Test func aHandlerDetachedAfterAReloadInTheSameDispatchGetsNothingMore() {
        let cell = ItemCell()
        let reloader = Recorder<TestAction>()
        let leaving = Recorder<TestAction>()
        reloader.onHandle = { _ in cell.ss.reloadEventForwarder() }
        leaving.onHandle = { [unowned leaving] _ in cell.ss.removeActionHandler(from: leaving) }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: reloader)
        cell.ss.addActionHandler(to: leaving)
        cell.button.tap()
        #expect(reloader.actions == [.tapped(1), .opened(5)])
        #expect(leaving.actions == [.tapped(1)], "detached after the first mapping")
    }

    // Found with Fuzz/FuzzScreen: a cell released by a handler during a dispatch on its button
    // went on running its later mappings, which read no state and reached its handlers.
    @Test func aProviderReleasedDuringADispatchOnItsSubviewRunsNoMoreOfItsMappings() {
        var cell: ItemCell? = ItemCell()
        let button = cell!.button
        let releaser = Recorder<TestAction>()
        releaser.onHandle = { _ in cell = nil }
        cell!.ss.configure(Item(id: 5, title: "a"))
        cell!.ss.addActionHandler(to: releaser)
        button.tap()
        #expect(cell == nil)
        #expect(releaser.actions == [.tapped(1)], "nothing after the cell is gone")
    }

    @Test func everyBindAndUnbindOfTheProviderIsANewGeneration() throws {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        let record = try #require(cell.senderStorage.provider)
        let first = record.generation
        cell.ss.configure(Item(id: 2, title: "b"))
        cell.ss.removeState()
        #expect(record.generation == first + 2)
        #expect(record.state == nil)
    }

    @Test func attachingAnAttachedHandlerAgainIsNotAFirstHandler() {
        let record = ProviderRecord(previous: nil)
        let recorder = Recorder<TestAction>()
        #expect(record.attach(recorder) { TypedHandlerBox(recorder) }, "the first live handler")
        #expect(!record.attach(recorder) { TypedHandlerBox(recorder) }, "already attached: nothing changed")
    }

    @Test func anActionARecordWithoutAProviderCantDeliverIsReportedAsTheProviders() {
        let record = ProviderRecord(previous: nil)
        let reports = diagnostics { record.deliver(["milk"]) }
        #if DEBUG
            #expect(reports.count == 1)
            #expect(reports.first?.hasPrefix("the provider's mapping sent milk, and no handler") == true)
        #else
            #expect(reports.isEmpty)
        #endif
    }
}
