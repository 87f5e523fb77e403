import ShoppingListModel
import Testing

struct ShoppingListInteractorTests {
    @Test func eachActionUpdatesTheStateThenTellsAndRenders() {
        let interactor = ShoppingListInteractor(products: [
            Product(id: 1, name: "Milk"), Product(id: 2, name: "Tea"),
        ])
        var told: [ShopAction] = []
        var rendered: [ShopState] = []
        interactor.onHandle = { action, _ in told.append(action) }
        interactor.render = { rendered.append($0) }
        interactor.handle(action: .toggleFavorite(productID: 1))
        interactor.handle(action: .setQuantity(productID: 2, quantity: 3))
        interactor.handle(action: .open(productID: 2))
        interactor.handle(action: .remove(productID: 2))
        interactor.handle(action: .setBags(2))
        interactor.handle(action: .checkOut)
        #expect(told.count == 6 && rendered.count == 6)
        #expect(interactor.state.products == [Product(id: 1, name: "Milk", isFavorite: true)])
        #expect(interactor.state.openedProductID == nil, "removing the opened product closes it")
        #expect(interactor.state.bags == 2 && interactor.state.checkedOut)
    }

    @Test func anActionOnAnUnknownProductChangesNothing() {
        let interactor = ShoppingListInteractor(products: [Product(id: 1, name: "Milk")])
        interactor.handle(action: .toggleFavorite(productID: 9))
        #expect(interactor.state == ShopState(products: [Product(id: 1, name: "Milk")]))
    }
}
