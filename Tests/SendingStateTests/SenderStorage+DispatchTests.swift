import Testing

@testable import SendingState

@MainActor
struct SenderStorageDispatchTests {
    @Test func anOccurrenceNothingMapsReturnsBeforeClaimingTheStorage() {
        let storage = SenderStorage()
        let sender = TestSender()
        storage.report(.control(.touchUpInside), from: sender)
        #expect(storage.ownerID == nil, "nothing is mapped, so nothing was looked at")
    }

    @Test func eachRouteGetsAContextOfItsOwn() {
        let shared = TestSender()
        final class Provider: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let target: TestSender
            let name: String
            init(_ target: TestSender, _ name: String) {
                self.target = target
                self.name = name
            }
            var eventForwarder: any EventForwardable {
                let name = name
                return EventForwarder(target) { _, ctx in
                    ctx.panGesture { [name + " \(Int(ctx.gestureValues.translation.x))"] }
                }
            }
        }
        let first = Provider(shared, "first")
        let second = Provider(shared, "second")
        let recorder = Recorder<String>()
        first.ss.addActionHandler(to: recorder)
        second.ss.addActionHandler(to: recorder)
        shared.ss.report(.gesture(.pan, GestureValues(phase: .changed, translation: Point(x: 3, y: 0))))
        #expect(recorder.actions == ["first 3", "second 3"])
    }

    @Test func aRouteOfAReleasedProviderIsDroppedAndTheSenderTold() {
        var cell: ItemCell? = ItemCell()
        cell!.ss.addActionHandler(to: Recorder<TestAction>())
        let before = cell!.button.mappedEventsChanges
        let kept = cell!.button
        cell = nil
        kept.tap()
        #expect(kept.senderStorage.routes.isEmpty)
        #expect(kept.mappedEventsChanges == before + 1)
    }

    @Test func aDispatchWhoseProvidersAreAliveDoesNotTellTheSenderItsMappedEventsChanged() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        let before = cell.button.mappedEventsChanges
        cell.button.tap()
        #expect(recorder.actions.count == 1)
        #expect(cell.button.mappedEventsChanges == before)
        #expect(cell.button.senderStorage.routes.count == 1)
    }
}
