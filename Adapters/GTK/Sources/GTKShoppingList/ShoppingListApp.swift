import Foundation
import SendingState
import SendingStateGTK
import ShoppingListModel

/// A catalogue of 100,000 products in a GTK window: the same models, actions, interactor and service
/// as the scripted session on HeadlessWidgets, wired the same way, with a recycled list, a search
/// and a cart.
///
/// The service waits on a `ContinuousClock`, so the products take real time to arrive, where the
/// scripted session injects its window's virtual clock.
@MainActor
final class ShoppingListApp {
    /// How many products the catalogue has.
    static let productCount = 100_000

    let window = GTKWindow(title: localized("Groceries"), width: 520, height: 720)
    let screen: CatalogueScreen
    /// The catalogue, with the opened product's page pushed on it.
    let navigation: CatalogueNavigation
    /// The cart's table and notes.
    let cartScreen = CartScreen()
    /// The window's two pages, the catalogue and the cart, switched from the header bar.
    let pages = GTKStack()
    let interactor = ShoppingListInteractor(
        service: ProductService(
            clock: ContinuousClock(), latency: .milliseconds(300),
            products: Product.catalogue(count: productCount)))
    /// The products opened in windows of their own, from a row's context menu.
    let productWindows: ProductWindows
    /// The two-way store of the bags stepper: the stepper writes its count back here.
    let bagsStore = BindingStore<Int, StepperView>(1)

    /// The header bar's primary menu: the cart's commands, Checkout, About and Quit, each with its
    /// shortcut.
    let menuButton: GTKMenuButton

    /// Open Cart, Save Cart and Clear Cart, with their choosers and confirmation.
    let cart: CartCommands

    /// A cart file to open once the products have loaded.
    private var pendingCart: URL?

    /// Makes the window, with its `win.checkout` command and a header bar whose primary menu runs
    /// the window's and the application's commands, and gives it to the application.
    init(application: GTKApplication, commands: ApplicationCommands) throws {
        screen = try CatalogueScreen()
        productWindows = ProductWindows(application: application, interactor: interactor)
        navigation = CatalogueNavigation(catalogue: screen)
        pages.addPage(navigation, name: "catalogue", title: localized("Catalogue"))
        pages.addPage(cartScreen, name: "cart", title: localized("Cart"))
        window.contentView = pages
        try window.addAction(screen.header.checkoutCommand)
        cart = try CartCommands(window: window, interactor: interactor, notes: cartScreen.notes)
        menuButton = GTKMenuButton(
            menu: try GTKMenu([
                .section([
                    .command(localized("Open Cart…"), cart.openCommand),
                    .command(localized("Save Cart…"), cart.saveCommand),
                    .command(localized("Clear Cart…"), cart.clearCommand),
                    .command(localized("Copy Cart"), cart.copyCommand),
                ]),
                .section([.command(localized("Checkout"), screen.header.checkoutCommand)]),
                .section([
                    .command(localized("About Groceries"), commands.about),
                    .command(localized("Quit"), commands.quit),
                ]),
            ]))
        menuButton.accessibilityLabel = localized("Main menu")
        let headerBar = GTKHeaderBar()
        headerBar.packStart(navigation.backButton)
        let switcher = GTKStackSwitcher(stack: pages)
        switcher.accessibilityLabel = localized("Sections")
        headerBar.titleView = switcher
        headerBar.packEnd(menuButton)
        window.titleBar = headerBar
        // The size a person left the window at, kept where the desktop keeps apps' settings.
        window.persistsSize(
            in: userConfigurationFolder.appendingPathComponent("org.sendingstate.GTKShoppingList/window.json")
        )
        application.addWindow(window)
        screen.list.actionHandler = AnyActionHandlingProvider(interactor)
        screen.ss.addActionHandler(to: interactor)
        screen.header.ss.addActionHandler(to: interactor)
        navigation.ss.addActionHandler(to: interactor)
        navigation.detail.ss.addActionHandler(to: interactor)
        interactor.render = { [navigation, cartScreen, productWindows] state in
            navigation.ss.configure(state)
            cartScreen.ss.configure(state)
            productWindows.show(state)
        }
        interactor.onHandle = { [weak self] action, state in
            // A product opened in a window again brings its window back to the front.
            if case .openInNewWindow(let id) = action { self?.productWindows.raise(productID: id) }
            // The loaded products are too many to print; their count is in the state's line.
            if case .productsLoaded = action {
                log("action: productsLoaded")
                if ProcessInfo.processInfo.environment["GTK_SHOPPING_LIST_AUDIT"] != nil { self?.logAudit() }
                if let file = self?.pendingCart {
                    self?.pendingCart = nil
                    self?.cart.open(file)
                }
            } else {
                log("action: \(action)")
            }
            log("state:  \(state)")
        }
        bagsStore.apply(to: screen.bagsStepper)
        bagsStore.observe(interactor) { interactor, bags in interactor.handle(action: .setBags(bags)) }
        navigation.ss.configure(interactor.state)
        cartScreen.ss.configure(interactor.state)
    }

    /// Logs what SendingState's accessibility audit finds in each part of the app, and what a
    /// screen reader reads there, once GTK has laid out the loaded rows: the catalogue, the cart's
    /// table, the primary menu and the Clear Cart confirmation, each with the time the audit and
    /// the semantics dump took:
    /// `GTK_SHOPPING_LIST_AUDIT=1 swift run --package-path Adapters/GTK GTKShoppingList`.
    private func logAudit() {
        let parts: [(name: String, show: @MainActor () -> Void, root: @MainActor () -> GTKWidget)] = [
            ("catalogue", {}, { [window] in window.rootNode }),
            ("cart", { [pages] in pages.visiblePageName = "cart" }, { [window] in window.rootNode }),
            ("menu", { [menuButton] in menuButton.isMenuShown = true }, { [window] in window.rootNode }),
            (
                "clear cart",
                { [menuButton, cart, window] in
                    menuButton.isMenuShown = false
                    cart.clearAlert.present(over: window)
                },
                { [cart] in cart.clearAlert.rootNode }
            ),
        ]
        func audit(from index: Int) {
            guard index < parts.count else { return }
            let part = parts[index]
            part.show()
            GTKMainLoop.after(seconds: index == 0 ? 2 : 1) {
                let root = part.root()
                let clock = ContinuousClock()
                var findings: [AccessibilityFinding] = []
                let auditTime = clock.measure { findings = root.accessibilityFindings() }
                var dump = ""
                let dumpTime = clock.measure { dump = root.semanticsDump() }
                for line in dump.split(separator: "\n") { log("semantics of \(part.name): \(line)") }
                for finding in findings { log("audit of \(part.name): \(finding)") }
                log(
                    "audit of \(part.name): \(findings.count) findings in \(auditTime), semantics in \(dumpTime)"
                )
                audit(from: index + 1)
            }
        }
        audit(from: 0)
    }

    /// Opens a cart file, as the file manager or a second start asks, once the products have loaded.
    func open(_ file: URL) {
        if interactor.state.products.isEmpty {
            pendingCart = file
        } else {
            cart.open(file)
        }
    }

    /// Shows the window and loads the products; the application runs until the window is closed,
    /// or for `seconds` when given.
    func show(quittingAfter seconds: Double?, application: GTKApplication) {
        if let seconds { GTKMainLoop.after(seconds: seconds) { application.quit() } }
        window.present()
        interactor.handle(action: .load)
    }
}

/// Prints a line of the example's log and flushes it, so a script reading the log sees each action
/// as it happens.
func log(_ line: String) {
    print(line)
    fflush(nil)
}

/// Where the desktop keeps apps' settings: `XDG_CONFIG_HOME`, or `.config` in the home folder.
var userConfigurationFolder: URL {
    if let folder = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], folder.hasPrefix("/") {
        return URL(fileURLWithPath: folder)
    }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
}
