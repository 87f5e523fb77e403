import HeadlessWidgets
import ShoppingListModel
import Testing

@MainActor
// The limit stops a test that hangs. It counts the time a test waits for the main actor,
// which every main-actor test of the run shares: under ThreadSanitizer that wait alone passes a
// minute, so the limit leaves room for it.
@Suite(.timeLimit(.minutes(5)))
struct ShoppingListInteractorTests {
    let clock = VirtualClock()

    func interactor(
        latency: Duration = .milliseconds(800), timeout: Duration = .seconds(5), products: [Product] = []
    ) -> ShoppingListInteractor {
        ShoppingListInteractor(
            service: ProductService(clock: clock, latency: latency, timeout: timeout), products: products,
            executor: clock.executor)
    }

    @Test func eachActionUpdatesTheStateThenTellsAndRenders() {
        let interactor = interactor(products: [Product(id: 1, name: "Milk"), Product(id: 2, name: "Tea")])
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

    @Test func searchingShowsTheMatchingProductsAndKeepsThemMatchedAsProductsChange() {
        let interactor = interactor(products: Product.groceries)
        interactor.handle(action: .search("N"))
        #expect(interactor.state.query == "N")
        #expect(interactor.state.matchingIndexes == [6, 11])
        interactor.handle(action: .remove(productID: 7))
        #expect(interactor.state.matchingIndexes == [10])
        #expect(interactor.state.shownProduct(at: 0).name == "Honey")
        interactor.handle(action: .productsLoaded([Product(id: 20, name: "Bananas")]))
        #expect(interactor.state.matchingIndexes == [0])
        interactor.handle(action: .search(""))
        #expect(interactor.state.matchingIndexes == nil)
    }

    @Test func anActionOnAnUnknownProductChangesNothing() {
        let interactor = interactor(products: [Product(id: 1, name: "Milk")])
        interactor.handle(action: .toggleFavorite(productID: 9))
        #expect(interactor.state == ShopState(products: [Product(id: 1, name: "Milk")]))
    }

    @Test func loadingShowsAtOnceAndTheProductsArriveWhenTheServiceAnswers() async {
        let interactor = interactor()
        var rendered: [ShopState] = []
        interactor.render = { rendered.append($0) }

        interactor.handle(action: .load)

        #expect(rendered.map(\.isLoading) == [true], "the loading state is rendered before any await")
        #expect(Header(interactor.state).summary == "Loading products…")
        await clock.advance(by: .milliseconds(799))
        #expect(interactor.state.isLoading && interactor.state.products.isEmpty)

        await clock.advance(by: .milliseconds(1))

        #expect(!interactor.state.isLoading, "moving the clock waited for the answer")
        #expect(interactor.state.products == Product.groceries)
        #expect(rendered.count == 2)
        #expect(clock.waiters.isEmpty)
    }

    @Test func aRequestThatOutlastsItsTimeoutFailsAndTheScreenSaysWhy() async throws {
        let interactor = interactor(latency: .seconds(10), timeout: .seconds(5))
        interactor.handle(action: .load)

        try await clock.settle()

        #expect(interactor.state.loadError == "the request timed out after 5.0 seconds")
        #expect(!interactor.state.isLoading && interactor.state.products.isEmpty)
        #expect(
            Header(interactor.state).summary
                == "Couldn't load the products: the request timed out after 5.0 seconds")
        #expect(clock.now.offset == .seconds(5), "the slow answer was cancelled, not waited for")
    }

    @Test func loadingAgainReplacesTheLoadInFlight() async throws {
        let interactor = interactor()
        var told: [ShopAction] = []
        interactor.onHandle = { action, _ in told.append(action) }
        interactor.handle(action: .load)
        await clock.advance(by: .milliseconds(500))

        interactor.handle(action: .load)
        try await clock.settle()

        #expect(told == [.load, .load, .productsLoaded(Product.groceries)])
        #expect(clock.now.offset == .milliseconds(1_300), "the second request started at 500 ms")
    }

    /// An interactor whose loads run where no move can see them: on the global executor.
    func interactorOffTheClock() -> ShoppingListInteractor {
        ShoppingListInteractor(service: ProductService(clock: clock))
    }

    /// Waits until both of a request's sleeps are on the clock, for a load no move can see.
    func waitForTheRequest() async {
        while clock.waiters.count < 2 { await Task.yield() }
    }

    @Test func withoutTheClocksExecutorATestAwaitsTheLoadAfterMovingTheClock() async {
        let interactor = interactorOffTheClock()
        interactor.handle(action: .load)
        await waitForTheRequest()

        await clock.advance(by: .milliseconds(800))
        await interactor.finishLoading()

        #expect(interactor.state.products == Product.groceries)
    }

    @Test func withoutTheClocksExecutorSettlingNamesTheRequestItCannotFollow() async {
        let interactor = interactorOffTheClock()
        interactor.handle(action: .load)
        await waitForTheRequest()

        let error = await #expect(throws: SettleError.self) { try await clock.settle() }

        #expect(error?.reason == .untrackedTask(clock.waiters[0]))
        #expect(clock.waiters.first?.label == "product response")
        await clock.advance(by: .seconds(1))
        await interactor.finishLoading()
    }

    @Test func closingTheProductLeavesNoneOpened() {
        let interactor = interactor(products: [Product(id: 1, name: "Milk")])
        interactor.handle(action: .open(productID: 1))
        interactor.handle(action: .closeProduct)
        #expect(interactor.state.openedProductID == nil)
    }

    @Test func aReloadThatNoLongerHasTheOpenedProductClosesIt() {
        let interactor = interactor(products: [Product(id: 1, name: "Milk"), Product(id: 2, name: "Tea")])
        interactor.handle(action: .open(productID: 2))
        interactor.handle(action: .productsLoaded([Product(id: 1, name: "Milk")]))
        #expect(interactor.state.openedProductID == nil)
        interactor.handle(action: .open(productID: 1))
        interactor.handle(action: .productsLoaded([Product(id: 1, name: "Milk")]))
        #expect(interactor.state.openedProductID == 1)
    }

    @Test func aProductOpensInOneWindowOfItsOwnWhichClosingTakesAway() {
        let interactor = interactor(products: Product.groceries)
        interactor.handle(action: .openInNewWindow(productID: 3))
        interactor.handle(action: .openInNewWindow(productID: 1))
        interactor.handle(action: .openInNewWindow(productID: 3))
        #expect(
            interactor.state.windowProductIDs == [3, 1], "a product's second opening brings its window back")
        #expect(
            interactor.state.openedProductID == nil, "a window doesn't open the product in the list's page")
        interactor.handle(action: .closeWindow(productID: 3))
        #expect(interactor.state.windowProductIDs == [1])
        interactor.handle(action: .closeWindow(productID: 3))
        #expect(interactor.state.windowProductIDs == [1])
    }

    @Test func aProductNotOnTheListOpensNoWindow() {
        let interactor = interactor(products: [Product(id: 1, name: "Milk")])
        interactor.handle(action: .openInNewWindow(productID: 2))
        #expect(interactor.state.windowProductIDs.isEmpty)
    }

    @Test func aProductTakenOffTheListOrMissingFromAReloadLosesItsWindow() {
        let interactor = interactor(products: Product.groceries)
        for id in [1, 2, 3] { interactor.handle(action: .openInNewWindow(productID: id)) }
        interactor.handle(action: .remove(productID: 2))
        #expect(interactor.state.windowProductIDs == [1, 3])
        interactor.handle(action: .productsLoaded([Product(id: 3, name: "Bread")]))
        #expect(interactor.state.windowProductIDs == [3])
    }
}
