public import SendingState

/// Handles every action: updates the state, then sends it back to the screen.
///
/// The same interactor drives the shopping list on every toolkit: the scripted session on
/// HeadlessWidgets and the GTK window attach it to their views with `ss.addActionHandler(to:)`.
/// It loads the products from a ``ProductService``: ``ShopAction/load`` shows the loading state
/// at once and starts the request; the answer comes back as ``ShopAction/productsLoaded(_:)`` or
/// ``ShopAction/loadingFailed(_:)``, handled like any other action.
///
/// ```swift
/// let interactor = ShoppingListInteractor(service: ProductService(clock: ContinuousClock()))
/// interactor.render = { state in screen.ss.configure(state) }
/// interactor.handle(action: .load)
/// ```
@MainActor
public final class ShoppingListInteractor {
    /// The current state of the screen.
    public private(set) var state: ShopState
    /// Receives each handled action with the state it produced.
    public var onHandle: ((ShopAction, ShopState) -> Void)?
    /// Where new state is sent.
    public var render: ((ShopState) -> Void)?

    private let service: ProductService
    /// The executor the loads prefer, if any.
    private let executor: (any TaskExecutor)?
    /// The load in flight, if any.
    private var loading: Task<Void, Never>?

    /// Creates an interactor that loads its products from a service.
    ///
    /// An app leaves `executor` out, and each load runs on the global concurrent executor as
    /// usual, handing its answer to the main actor; a test passes its `VirtualClock`'s executor,
    /// with the clock in the service, so that moving the clock also waits for the answer to
    /// arrive on the screen.
    ///
    /// - Parameters:
    ///   - service: Where the products come from.
    ///   - products: The products on the list until the service answers; none by default.
    ///   - executor: The executor each load prefers; none by default.
    public init(service: ProductService, products: [Product] = [], executor: (any TaskExecutor)? = nil) {
        self.service = service
        self.executor = executor
        state = ShopState(products: products)
    }

    /// Updates the state for an action, then tells ``onHandle`` and sends the state to ``render``.
    ///
    /// ``ShopAction/load`` cancels a load in flight and starts a new one.
    ///
    /// - Parameter action: What the person did, or what the service answered.
    public func handle(action: ShopAction) {
        switch action {
        case .load:
            state.isLoading = true
            state.loadError = nil
            startLoading()
        case .productsLoaded(let products):
            state.products = products
            state.searchAgain()
            state.isLoading = false
            if let id = state.openedProductID, !products.contains(where: { $0.id == id }) {
                state.openedProductID = nil
            }
            state.windowProductIDs.removeAll { id in !products.contains { $0.id == id } }
        case .loadingFailed(let reason):
            state.isLoading = false
            state.loadError = reason
        case .toggleFavorite(let id):
            update(id) { $0.isFavorite.toggle() }
        case .setQuantity(let id, let quantity):
            update(id) { $0.quantity = quantity }
        case .open(let id):
            state.openedProductID = id
        case .closeProduct:
            state.openedProductID = nil
        case .openInNewWindow(let id):
            if !state.windowProductIDs.contains(id), state.products.contains(where: { $0.id == id }) {
                state.windowProductIDs.append(id)
            }
        case .closeWindow(let id):
            state.windowProductIDs.removeAll { $0 == id }
        case .remove(let id):
            state.products.removeAll { $0.id == id }
            state.searchAgain()
            if state.openedProductID == id { state.openedProductID = nil }
            state.windowProductIDs.removeAll { $0 == id }
        case .setBags(let bags):
            state.bags = bags
        case .checkOut:
            state.checkedOut = true
        case .search(let query):
            state.search(for: query)
        }
        onHandle?(action, state)
        render?(state)
    }

    /// Waits until the load in flight, if any, has handed its answer to ``handle(action:)``.
    ///
    /// A test that gives the interactor its virtual clock's executor needs no such wait: moving
    /// the clock waits for the answer. One that doesn't moves the clock past the service's
    /// latency, then awaits this before checking the screen, since the answer then travels back
    /// through the global executor, which no clock watches.
    ///
    /// ```swift
    /// await window.clock.advance(by: service.latency)
    /// await interactor.finishLoading()
    /// #expect(interactor.state.products.count == 12)
    /// ```
    public func finishLoading() async {
        await loading?.value
    }

    private func startLoading() {
        loading?.cancel()
        loading = Task(name: "load products", executorPreference: executor) { [weak self, service] in
            let answer: ShopAction
            do {
                answer = .productsLoaded(try await service.fetchProducts())
            } catch is CancellationError {
                return
            } catch {
                answer = .loadingFailed("\(error)")
            }
            await self?.deliver(answer)
        }
    }

    /// Hands a load's answer to ``handle(action:)``, unless a newer load cancelled it.
    private func deliver(_ answer: ShopAction) {
        guard !Task.isCancelled else { return }
        handle(action: answer)
    }

    private func update(_ id: Int, _ change: (inout Product) -> Void) {
        guard let index = state.products.firstIndex(where: { $0.id == id }) else { return }
        change(&state.products[index])
    }
}

// Views forward actions on the main actor, where the interactor lives.
extension ShoppingListInteractor: @MainActor ActionHandlingProvider {}
