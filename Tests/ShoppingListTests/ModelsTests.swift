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

    @Test func aSearchKeepsTheProductsWhoseNameContainsItIgnoringCase() {
        var state = ShopState(products: Product.groceries)
        state.search(for: "E")
        #expect(state.matchingIndexes == [1, 2, 3, 4, 5, 7, 9, 10, 11])
        state.search(for: "EA")
        #expect(state.query == "EA")
        #expect(state.matchingIndexes == [2, 10])
        #expect(state.shownProductCount == 2)
        #expect(state.shownProduct(at: 1).name == "Tea")
        #expect(Header(state).summary == "2 of 12 products · 0 in cart · 0 ★")
        #expect(state.description.hasSuffix("bags: 1; search: EA, 2 found"))
        state.products[4].name = "Bean"
        state.search(for: "EAN")
        #expect(state.matchingIndexes == [], "a narrowing search looks only at the last matches")
        state.searchAgain()
        #expect(state.matchingIndexes == [4])
        state.search(for: "")
        #expect(state.matchingIndexes == nil)
        #expect(state.shownProductCount == 12)
        #expect(state.shownProduct(at: 11).name == "Honey")
    }

    @Test func theCartTotalAddsEachQuantityTimesItsPrice() {
        var state = ShopState(products: [
            Product(id: 1, name: "Milk", quantity: 2, priceInCents: 105),
            Product(id: 2, name: "Tea", quantity: 1, priceInCents: 1290),
            Product(id: 3, name: "Rice", quantity: 0, priceInCents: 500),
        ])
        #expect(state.totalPriceInCents == 1500)
        #expect(Header(state).cartTotal == "Total 15.00")
        state.products[1].quantity = 0
        #expect(Header(state).cartTotal == "Total 2.10")
        state.products[0].quantity = 0
        #expect(Header(state).cartTotal == "Total 0.00")
        #expect(state.products[0].priceText == "1.05")
        #expect(Product.priceText(cents: 5) == "0.05")
        #expect(Product.priceText(cents: 1290) == "12.90")
    }

    @Test func theCatalogueNumbersPricedVarietiesOfTheGroceries() {
        let catalogue = Product.catalogue(count: 100_000)
        #expect(catalogue.count == 100_000)
        #expect(catalogue.map(\.id) == Array(1...100_000))
        #expect(catalogue[0].name == "Organic Milk #1")
        #expect(catalogue[13].name == "Fresh Eggs #14")
        #expect(catalogue[99_999].name.hasSuffix(" #100000"))
        #expect(catalogue.allSatisfy { (99..<999).contains($0.priceInCents) })
        #expect(Set(catalogue.prefix(12).map(\.priceInCents)).count == 12)
        #expect(Product.catalogue(count: -3).isEmpty)
    }
}
