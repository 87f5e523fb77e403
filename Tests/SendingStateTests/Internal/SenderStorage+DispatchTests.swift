import SendingStateTestSupport
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

    @Test func aReportWhoseProvidersAreAliveLeavesTheRoutesAndTellsTheSenderNothing() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        let before = cell.button.mappedEventsChanges
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1)])
        #expect(cell.button.senderStorage.routes.count == 1)
        #expect(cell.button.mappedEventsChanges == before)
    }

    @Test func anIntruderOfTheOwnersOwnClassDispatchesNothingAndIsReported() {
        final class SharingSender: Sender {
            let senderStorage: SenderStorage
            let tag: Int
            init(storage: SenderStorage = SenderStorage(), tag: Int) {
                senderStorage = storage
                self.tag = tag
            }
        }
        final class Provider: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let button = SharingSender(tag: 1)
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { sender, ctx in
                    ctx.control(.touchUpInside) { [TestAction.tapped(sender.tag)] }
                }
            }
        }
        let provider = Provider()
        let recorder = Recorder<TestAction>()
        provider.ss.addActionHandler(to: recorder)
        let intruder = SharingSender(storage: provider.button.senderStorage, tag: 2)
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            intruder.ss.report(.control(.touchUpInside))
        }
        #expect(
            recorder.actions.isEmpty,
            "the forwarder would accept a sender of its class: the storage must refuse")
        #expect(
            diagnostics.reports == [.sharedSenderStorage(owner: "SharingSender", intruder: "SharingSender")])
        provider.button.ss.report(.control(.touchUpInside))
        #expect(recorder.actions == [.tapped(1)])
    }
}
