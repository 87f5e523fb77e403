import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct SenderStorageBindingTests {
    @Test func bindingTheSameTypeAgainWritesInPlace() throws {
        let sender = TestSender()
        let storage = sender.senderStorage
        storage.bind(Item(id: 1, title: "a"), on: sender)
        let box = try #require(storage.ownState)
        storage.bind(Item(id: 2, title: "b"), on: sender)
        #expect(storage.ownState === box)
        #expect(storage.state(as: Item.self)?.id == 2)
    }

    @Test func bindingAnotherTypeReplacesTheBox() throws {
        let sender = TestSender()
        let storage = sender.senderStorage
        storage.bind(Item(id: 1, title: "a"), on: sender)
        let box = try #require(storage.ownState)
        storage.bind("text", on: sender)
        #expect(storage.ownState !== box)
        #expect(storage.state(as: Item.self) == nil)
        #expect(storage.state(as: String.self) == "text")
    }

    @Test func bindingAfterClearingReusesTheEmptiedBoxForTheSameType() throws {
        let sender = TestSender()
        let storage = sender.senderStorage
        storage.bind(Item(id: 1, title: "a"), on: sender)
        let box = try #require(storage.ownState)
        storage.clearState(on: sender)
        #expect(storage.ownState == nil)
        #expect(storage.state(as: Item.self) == nil)
        #expect(box.value(as: Item.self) == nil, "the spare box keeps no model")
        storage.bind(Item(id: 2, title: "b"), on: sender)
        #expect(storage.ownState === box)
        #expect(storage.state(as: Item.self)?.id == 2)
    }

    @Test func clearingReleasesTheModelItUnbinds() {
        final class Model {}
        let sender = TestSender()
        weak var released: Model?
        do {
            let model = Model()
            released = model
            sender.senderStorage.bind(model, on: sender)
        }
        #expect(released != nil)
        sender.senderStorage.clearState(on: sender)
        #expect(released == nil)
    }

    @Test func bindingAnotherTypeAfterClearingMakesANewBoxThatReadsOnlyTheNewModel() throws {
        let sender = TestSender()
        let storage = sender.senderStorage
        storage.bind(Item(id: 1, title: "a"), on: sender)
        let box = try #require(storage.ownState)
        storage.clearState(on: sender)
        storage.bind("text", on: sender)
        #expect(storage.ownState !== box)
        #expect(storage.state(as: String.self) == "text")
        #expect(storage.state(as: Item.self) == nil)
        #expect(storage.spareState == nil, "the spare is given up, not kept for later")
    }

    @Test func clearingAProviderKeepsItsBoxForItsNextModel() throws {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        let box = try #require(cell.senderStorage.provider?.state)
        cell.ss.removeState()
        #expect(cell.background.ss.state(Item.self) == nil)
        cell.ss.configure(Item(id: 2, title: "b"))
        #expect(cell.senderStorage.provider?.state === box)
        #expect(cell.background.ss.state(Item.self)?.id == 2)
    }

    @Test func clearingFromASenderThatDoesNotOwnTheStorageKeepsTheOwnersModel() {
        let owner = TestSender()
        let intruder = TestSender()
        let storage = owner.senderStorage
        storage.bind(Item(id: 1, title: "a"), on: owner)
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) { storage.clearState(on: intruder) }
        #expect(diagnostics.reports == [.sharedSenderStorage(owner: "TestSender", intruder: "TestSender")])
        #expect(storage.state(as: Item.self)?.id == 1)
        #expect(storage.spareState == nil)
    }

    @Test func configuringAProviderBindsItsModelOnceAndTouchesNoSenderStorage() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        let senders = [cell.button, cell.secondButton, cell.background]
        let generations = senders.map { $0.senderStorage.routes.map(\.ownBindingGeneration) }
        cell.ss.configure(Item(id: 2, title: "b"))
        #expect(senders.map { $0.senderStorage.routes.map(\.ownBindingGeneration) } == generations)
        #expect(senders.allSatisfy { $0.senderStorage.ownState == nil })
        #expect(cell.senderStorage.provider?.state?.value(as: Item.self)?.id == 2)
        #expect(cell.background.ss.state(Item.self)?.id == 2)
    }

    @Test func aSenderBoundOnItsOwnAfterItsProviderReadsItsOwnModelUntilTheProviderBindsAgain() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "from the cell"))
        #expect(cell.button.ss.state(Item.self)?.id == 1)
        cell.button.senderStorage.bind(Item(id: 2, title: "bound on the button"), on: cell.button)
        #expect(cell.button.ss.state(Item.self)?.id == 2, "a direct bind after the provider's wins")
        #expect(cell.secondButton.ss.state(Item.self)?.id == 1)
        cell.ss.configure(Item(id: 3, title: "the cell again"))
        #expect(cell.button.ss.state(Item.self)?.id == 3, "the provider's newer bind wins again")
        cell.ss.removeState()
        #expect(cell.button.ss.state(Item.self) == nil, "clearing the provider is newer too")
    }

    @Test func aSenderBoundBeforeItsProviderWasFirstConfiguredReadsTheProvidersModel() {
        let cell = ItemCell()
        cell.button.senderStorage.bind(Item(id: 9, title: "early"), on: cell.button)
        #expect(cell.button.ss.state(Item.self)?.id == 9)
        cell.ss.configure(Item(id: 1, title: "cell"))
        #expect(cell.button.ss.state(Item.self)?.id == 1)
    }

    @Test func aSenderBoundOnItsOwnKeepsItsModelWhenItsProviderOnlyGetsAHandler() {
        let cell = ItemCell()
        cell.button.senderStorage.bind(Item(id: 9, title: "own"), on: cell.button)
        cell.ss.addActionHandler(to: Recorder<TestAction>())
        #expect(cell.button.ss.state(Item.self)?.id == 9, "the provider has bound nothing newer")
    }

    @Test func aSenderClearedOnItsOwnHidesItsProvidersOlderModel() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "cell"))
        cell.button.senderStorage.clearState(on: cell.button)
        #expect(cell.button.ss.state(Item.self) == nil)
        #expect(cell.secondButton.ss.state(Item.self)?.id == 1)
    }

    @Test func aProviderConfiguredBeforeItsRecordExistedHandsItsModelToTheRecord() {
        let cell = ItemCell()
        cell.senderStorage.ownState = StateBox(Item(id: 4, title: "before the record"))
        cell.senderStorage.isKnownPlainSender = true
        let record = cell.senderStorage.makeProviderRecord()
        #expect(record.state?.value(as: Item.self)?.id == 4)
        #expect(cell.senderStorage.ownState == nil)
        #expect(cell.ss.state()?.id == 4)
    }

    @Test func aStorageOwnedByAnotherSenderBindsNothing() {
        let cell = ItemCell()
        let intruder = TestSender()
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            cell.ss.configure(Item(id: 1, title: "a"))
            cell.senderStorage.bind(Item(id: 2, title: "b"), on: intruder)
            cell.senderStorage.clearState(on: intruder)
        }
        #expect(cell.ss.state()?.id == 1)
        #expect(diagnostics.reports.count == 2)
    }
}
