import Foundation
import ShoppingListModel
import Testing

struct ModelsTests {
    /// English as written in the United States, with the shop's prices in euros.
    let english = ShopFormat(locale: Locale(identifier: "en_US"))

    @Test func theHeaderCountsProductsItemsAndFavouritesAndEnablesCheckoutForAFullCart() {
        var state = ShopState(products: [Product(id: 1, name: "Milk", quantity: 2, isFavorite: true)])
        #expect(Header(state) == Header(state))
        #expect(Header(state, format: english).summary == "1 product · 2 in cart · 1 ★")
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

    @Test func theStateNamesTheProductsOpenInWindowsOfTheirOwn() {
        var state = ShopState(products: Product.groceries)
        state.windowProductIDs = [11, 1]
        state.search(for: "EA")
        #expect(state.description.hasSuffix("bags: 1; windows: [Tea, Milk]; search: EA, 2 found"))
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
        #expect(Header(state, format: english).summary == "2 of 12 products · 0 in cart · 0 ★")
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
        #expect(Header(state, format: english).cartTotal == "Total €15.00")
        state.products[1].quantity = 0
        #expect(Header(state, format: english).cartTotal == "Total €2.10")
        state.products[0].quantity = 0
        #expect(Header(state, format: english).cartTotal == "Total €0.00")
        #expect(state.products[0].priceText(english) == "€1.05")
        #expect(english.price(cents: 5) == "€0.05")
        #expect(english.price(cents: 1290) == "€12.90")
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

    @Test func countsAndPricesAreWrittenInTheLocale() {
        var state = ShopState(products: Product.catalogue(count: 100_000))
        state.products[0].quantity = 1_200
        #expect(Header(state, format: english).summary == "100,000 products · 1,200 in cart · 0 ★")
        #expect(Header(state, format: english).cartTotal == "Total €1,188.00")
        let german = ShopFormat(locale: Locale(identifier: "de_DE"))
        #expect(Header(state, format: german).summary == "100.000 products · 1.200 in cart · 0 ★")
        // German puts a no-break space between the amount and the sign.
        #expect(Header(state, format: german).cartTotal == "Total 1.188,00\u{A0}€")
        state.search(for: "milk")
        #expect(Header(state, format: english).summary.hasPrefix("8,334 of 100,000 products"))
        let dollars = ShopFormat(locale: Locale(identifier: "en_US"), currencyCode: "USD")
        #expect(dollars.price(cents: 99) == "$0.99")
    }

    @Test func aRowIsNamedForItsProductAndPriceAndItsQuantityForItsProduct() {
        let milk = Product.catalogue(count: 1)[0]
        #expect(milk.rowLabel(english) == "Organic Milk #1, €0.99")
        #expect(milk.quantityLabel == "Quantity of Organic Milk #1")
        #expect(Product(id: 1, name: "Milk").rowLabel(english) == "Milk", "a product without a price")
    }
}
