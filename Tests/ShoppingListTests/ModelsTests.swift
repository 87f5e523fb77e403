import ShoppingListModel
import Testing

struct ModelsTests {
    @Test func theHeaderCountsProductsItemsAndFavouritesAndEnablesCheckoutForAFullCart() {
        var state = ShopState(products: [Product(id: 1, name: "Milk", quantity: 2, isFavorite: true)])
        #expect(Header(state) == Header(state))
        #expect(Header(state).summary == "1 products · 2 in cart · 1 ★")
        #expect(Header(state).canCheckOut)
        state.products[0].quantity = 0
        #expect(!Header(state).canCheckOut)
    }

    @Test func theHeaderSaysWhileTheProductsLoadAndWhyLoadingFailed() {
        var state = ShopState(products: [])
        state.isLoading = true
        #expect(Header(state).summary == "Loading products…")
        state.isLoading = false
        state.loadError = "the request timed out after 5.0 seconds"
        #expect(
            Header(state).summary == "Couldn't load the products: the request timed out after 5.0 seconds")
        #expect(state.description.hasSuffix("; load failed: the request timed out after 5.0 seconds"))
        state.loadError = nil
        state.isLoading = true
        #expect(state.description.hasSuffix("bags: 1; loading"))
    }

    @Test func theGroceriesAreTwelveProductsNumberedFromOne() {
        #expect(Product.groceries.map(\.id) == Array(1...12))
        #expect(Product.groceries.first?.name == "Milk")
    }

    @Test func theStateDescribesWhatChanged() {
        var state = ShopState(products: [Product(id: 1, name: "Tea", quantity: 1, isFavorite: true)])
        state.openedProductID = 1
        state.checkedOut = true
        #expect(
            state.description
                == "1 products; cart: [Tea ×1]; favourites: [Tea]; opened: Tea; bags: 1; checked out")
    }
}
