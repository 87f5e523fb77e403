import SendingState
import SendingStateGTK
import ShoppingListModel

/// The windows of products opened in windows of their own, one per product the state names,
/// each showing the product's page.
///
/// The state says which windows are open: a person's Control-W or the window manager's close
/// button reports ``ShopAction/closeWindow(productID:)``, and the window goes once the state no
/// longer names it, as it does when the product leaves the list.
@MainActor
final class ProductWindows {
    /// The open windows, by product id.
    private(set) var windows: [Int: ProductWindow] = [:]
    private let application: GTKApplication
    private let interactor: ShoppingListInteractor

    init(application: GTKApplication, interactor: ShoppingListInteractor) {
        self.application = application
        self.interactor = interactor
    }

    /// Opens a window for each product the state names that has none, sends each its product, and
    /// closes the windows of products it no longer names.
    func show(_ state: ShopState) {
        for (id, window) in windows where !state.windowProductIDs.contains(id) {
            windows[id] = nil
            window.window.close()
        }
        for id in state.windowProductIDs {
            guard let product = state.products.first(where: { $0.id == id }) else { continue }
            if let window = windows[id] {
                window.page.ss.configure(product)
            } else {
                open(product)
            }
        }
    }

    /// Brings a product's window to the front, if it has one.
    func raise(productID: Int) {
        windows[productID]?.window.present()
    }

    /// Makes, configures and presents a product's window.
    private func open(_ product: Product) {
        do {
            let window = try ProductWindow(product, interactor: interactor)
            window.window.onClose = { [interactor] in
                interactor.handle(action: .closeWindow(productID: product.id))
            }
            application.addWindow(window.window)
            windows[product.id] = window
            window.window.present()
        } catch {
            log("GTKShoppingList couldn't open a window for \(product.name): \(error)")
        }
    }
}

/// A product's window: its page, and a `win.close` command, Control-W, that closes it.
@MainActor
final class ProductWindow {
    let window: GTKWindow
    let page: ProductWindowPage

    init(_ product: Product, interactor: ShoppingListInteractor) throws(GTKActionError) {
        window = GTKWindow(title: product.name, width: 360, height: 300)
        page = try ProductWindowPage()
        window.contentView = page
        try window.addAction(page.closeCommand)
        page.ss.configure(product)
        page.ss.addActionHandler(to: interactor)
        page.detail.ss.addActionHandler(to: interactor)
    }
}

/// What a product's window shows: the product's page, as the catalogue pushes it.
final class ProductWindowPage: GTKBox, Configurable, EventForwardingProvider {
    let detail = ProductDetailView()
    /// Closes the window, reading which product it shows when a person presses Control-W.
    let closeCommand: GTKAction

    init() throws(GTKActionError) {
        closeCommand = try GTKAction("close", shortcuts: [KeyPress("w", modifierFlags: .control)])
        super.init(axis: .vertical)
        addSubview(detail)
    }

    var configurer: (ProductWindowPage, Product) -> Void {
        { page, product in page.detail.ss.configure(product) }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(closeCommand) { _, ctx in
            ctx.control(.primaryActionTriggered) { (product: Product) in
                [ShopAction.closeWindow(productID: product.id)]
            }
        }
    }
}
