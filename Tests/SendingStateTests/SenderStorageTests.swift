import Testing

@testable import SendingState

@MainActor
struct SenderStorageTests {
    @Test func bindingTheSameTypeAgainWritesInPlace() throws {
        let storage = SenderStorage()
        storage.setState(Item(id: 1, title: "a"))
        let box = try #require(storage.state)
        storage.setState(Item(id: 2, title: "b"))
        #expect(storage.state === box)
        #expect(storage.state(as: Item.self)?.id == 2)
    }

    @Test func bindingAnotherTypeReplacesTheBox() throws {
        let storage = SenderStorage()
        storage.setState(Item(id: 1, title: "a"))
        let box = try #require(storage.state)
        storage.setState("text")
        #expect(storage.state !== box)
        #expect(storage.state(as: Item.self) == nil)
        #expect(storage.state(as: String.self) == "text")
    }

    @Test func stateConvertsToProtocolTypes() {
        let storage = SenderStorage()
        storage.setState(Item(id: 1, title: "a"))
        #expect(storage.state(as: (any Equatable).self) != nil)
        #expect(storage.state(as: Any.self) != nil)
    }

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

    @Test func aSenderResolvesTheNewestOfItsOwnAndItsProvidersBinding() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "from the cell"))
        #expect(cell.button.ss.state(Item.self)?.id == 1)
        cell.button.senderStorage.setState(Item(id: 2, title: "bound on the button"))
        #expect(cell.button.ss.state(Item.self)?.id == 2, "a direct bind after the provider's wins")
        #expect(cell.secondButton.ss.state(Item.self)?.id == 1)
        cell.ss.configure(Item(id: 3, title: "the cell again"))
        #expect(cell.button.ss.state(Item.self)?.id == 3, "the provider's newer bind wins again")
        cell.ss.removeState()
        #expect(cell.button.ss.state(Item.self) == nil, "clearing the provider is newest too")
    }

    @Test func configuringAProviderWritesOneStorageOnly() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        let stamps = [cell.button, cell.secondButton, cell.background].map(\.senderStorage.stateStamp)
        cell.ss.configure(Item(id: 2, title: "b"))
        #expect([cell.button, cell.secondButton, cell.background].map(\.senderStorage.stateStamp) == stamps)
        #expect(cell.background.ss.state(Item.self)?.id == 2)
    }
}
