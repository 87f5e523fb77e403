import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct SenderStorageTests {
    @Test func storageCanBeCreatedOffTheMainActor() async {
        let storage = await Task.detached { SenderStorage() }.value
        #expect(storage.routes.isEmpty)
    }

    @Test func storageIsReleasedWithItsSender() {
        var sender: TestSender? = TestSender()
        let weakStorage = Weak(sender!.senderStorage)
        sender = nil
        #expect(weakStorage.object == nil)
    }

    // Found by Fuzz/FuzzScreen: a reload sent a sender back to its own binding, older than the
    // provider's model, because installing looked up the replaced route after taking the routes out.
    @Test func aReloadKeepsASenderOnTheModelConfiguredAfterItsOwnBinding() {
        final class TitleCell: Sender, Configurable, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let label = LabelView()
            var configurer: (TitleCell, String) -> Void { { _, _ in } }
            var eventForwarder: any EventForwardable { EventForwarder(label) { _, _ in } }
        }
        let cell = TitleCell()
        cell.ss.configure("first")
        cell.label.ss.configure("own")
        cell.ss.configure("second")
        cell.ss.reloadEventForwarder()
        #expect(cell.label.ss.state() == "second", "the cell's model is newer than the label's own binding")
        cell.label.ss.configure("own again")
        cell.ss.reloadEventForwarder()
        #expect(cell.label.ss.state() == "own again", "the label's own binding is newer")
    }

    @Test func aSenderAReloadDeclaresForTheFirstTimeKeepsItsOwnBindingAndOtherwiseReadsTheModel() {
        final class TitleCell: Sender, Configurable, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let label = LabelView()
            let badge = LabelView()
            var declaresThem = false
            var configurer: (TitleCell, String) -> Void { { _, _ in } }
            var eventForwarder: any EventForwardable {
                SenderGroup {
                    if declaresThem {
                        EventForwarder(label) { _, _ in }
                        EventForwarder(badge) { _, _ in }
                    }
                }
            }
        }
        let cell = TitleCell()
        cell.label.ss.configure("label's own")
        cell.ss.configure("cell's model")
        cell.declaresThem = true
        cell.ss.reloadEventForwarder()
        #expect(cell.label.ss.state() == "label's own", "bound on its own, though before the cell")
        #expect(cell.badge.ss.state() == "cell's model", "never bound on its own")
    }

    @Test func theMaskOfMappedEventsFollowsTheRoutes() {
        var cell: ItemCell? = ItemCell()
        let button = cell!.button
        let storage = button.senderStorage
        #expect(!storage.mappedMask.mayMatch(.control(.touchUpInside)), "nothing is installed yet")
        cell!.ss.configure(Item(id: 1, title: "a"))
        #expect(storage.mappedMask.mayMatch(.control(.touchUpInside)))
        #expect(!storage.mappedMask.mayMatch(.control(.touchDown)))
        #expect(!storage.mappedMask.mayMatch(.gesture(.pan, GestureValues(phase: .began))))
        cell = nil
        // The route of the released provider goes at the next report that reaches it.
        button.ss.report(.control(.touchUpInside))
        #expect(storage.routes.isEmpty)
        #expect(!storage.mappedMask.mayMatch(.control(.touchUpInside)))
    }

    @Test func aStorageBelongsToTheFirstSenderThatClaimsIt() {
        let storage = SenderStorage()
        let first = TestSender()
        let second = TestSender()
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            #expect(storage.claim(by: first))
            #expect(storage.claim(by: first), "claiming again is fine")
            #expect(!storage.claim(by: second))
        }
        #expect(diagnostics.reports == [.sharedSenderStorage(owner: "TestSender", intruder: "TestSender")])
    }

}
