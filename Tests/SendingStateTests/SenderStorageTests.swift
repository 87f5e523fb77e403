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
}
