import Testing

@testable import SendingState

@MainActor
struct ProviderRecordTests {
    @Test func installsOneRoutePerSenderAndUninstallsThem() {
        let cell = ItemCell()
        let record = ProviderRecord(previous: nil)
        record.install(cell.eventForwarder, replacing: nil)
        #expect(record.liveSenders.count == 3)
        #expect(cell.button.senderStorage.routes.count == 1)
        #expect(cell.button.senderStorage.routes[0].declarations.count == 1)
        #expect(cell.button.senderStorage.routes[0].events.count == 2)
        record.uninstall()
        #expect(cell.button.senderStorage.routes.isEmpty)
        #expect(record.liveSenders.isEmpty)
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
        old.bind(Item(id: 1, title: "a"))
        let recorder = Recorder<TestAction>()
        old.attach(recorder) { TypedHandlerBox(recorder) }
        let fresh = ProviderRecord(previous: old)
        #expect(fresh.state?.value(as: Item.self)?.id == 1)
        #expect(fresh.generation == old.generation)
        #expect(fresh.liveHandlerCount == 1)
    }

    @Test func everyBindAndUnbindIsANewGeneration() {
        let record = ProviderRecord(previous: nil)
        #expect(record.generation == 0)
        record.bind(1)
        record.bind(2)
        record.clearState()
        #expect(record.generation == 3)
        #expect(record.state == nil)
    }
}
