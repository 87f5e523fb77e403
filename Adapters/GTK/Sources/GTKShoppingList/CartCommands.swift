import Foundation
import SendingState
import SendingStateGTK
import ShoppingListModel

/// The window's cart commands, declared as a screen declares its controls: Open Cart (Control-O)
/// and Save Cart (Control-S) through file choosers, Clear Cart after a confirmation, and Copy Cart
/// (Shift-Control-C), which puts the cart on the clipboard as text.
///
/// A cart file is JSON: the id and quantity of each product in the cart, and the cart's notes.
/// Opening one replaces the cart through the interactor's `setQuantity` actions, as a person's
/// steps would, and the notes.
@MainActor
final class CartCommands: EventForwardingProvider, @MainActor ActionHandlingProvider {
    /// What the cart commands do.
    enum Action {
        case copy
        case chooseCartToOpen
        case chooseWhereToSave
        case confirmClearing
        case open(URL)
        case save(URL)
        case clear
    }

    let senderStorage = SenderStorage()
    let openCommand: GTKAction
    let saveCommand: GTKAction
    let clearCommand: GTKAction
    let copyCommand: GTKAction
    let openChooser = GTKFileChooser(.open, title: localized("Open a Cart"))
    let saveChooser = GTKFileChooser(.save, title: localized("Save the Cart"))
    let clearAlert = GTKAlertDialog(
        title: localized("Clear the cart?"),
        message: localized("Every product's quantity goes back to 0."))
    let clearButton: GTKButton

    private let window: GTKWindow
    private let interactor: ShoppingListInteractor
    /// The cart's notes, which a cart file keeps beside its products.
    private let notes: GTKTextView

    /// Adds the commands to the window and handles them.
    init(window: GTKWindow, interactor: ShoppingListInteractor, notes: GTKTextView) throws(GTKActionError) {
        self.window = window
        self.interactor = interactor
        self.notes = notes
        openCommand = try GTKAction("open-cart", shortcuts: [KeyPress("o", modifierFlags: .control)])
        saveCommand = try GTKAction("save-cart", shortcuts: [KeyPress("s", modifierFlags: .control)])
        clearCommand = try GTKAction("clear-cart")
        copyCommand = try GTKAction(
            "copy-cart", shortcuts: [KeyPress("c", modifierFlags: [.control, .shift])])
        clearAlert.addButton(localized("Keep"), role: .cancel)
        clearButton = clearAlert.addButton(localized("Clear"), role: .destructive)
        let carts = GTKFileChooser.Filter(localized("Carts"), patterns: ["*.json"])
        openChooser.addFilter(carts)
        saveChooser.addFilter(carts)
        saveChooser.suggestedName = "cart.json"
        for command in [openCommand, saveCommand, clearCommand, copyCommand] { try window.addAction(command) }
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(openCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { [Action.chooseCartToOpen] }
            }
            EventForwarder(saveCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { [Action.chooseWhereToSave] }
            }
            EventForwarder(clearCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { [Action.confirmClearing] }
            }
            EventForwarder(copyCommand) { _, ctx in ctx.control(.primaryActionTriggered) { [Action.copy] } }
            EventForwarder(openChooser) { chooser, ctx in
                ctx.control(.primaryActionTriggered) { chooser.chosenFile.map { [Action.open($0)] } ?? [] }
            }
            EventForwarder(saveChooser) { chooser, ctx in
                ctx.control(.primaryActionTriggered) { chooser.chosenFile.map { [Action.save($0)] } ?? [] }
            }
            EventForwarder(clearButton) { _, ctx in ctx.control(.primaryActionTriggered) { [Action.clear] } }
        }
    }

    func handle(action: Action) {
        switch action {
        case .copy: copyCart()
        case .chooseCartToOpen: openChooser.present(over: window)
        case .chooseWhereToSave: saveChooser.present(over: window)
        case .confirmClearing: clearAlert.present(over: window)
        case .open(let file): open(file)
        case .save(let file): save(to: file)
        case .clear:
            replaceCart(with: [:])
            notes.text = ""
        }
    }

    /// Opens a cart file, replacing the cart; a file that isn't a cart changes nothing.
    func open(_ file: URL) {
        do {
            let cart = try JSONDecoder().decode(CartFile.self, from: Data(contentsOf: file))
            replaceCart(with: Dictionary(cart.items.map { ($0.id, $0.quantity) }, uniquingKeysWith: +))
            notes.text = cart.notes ?? ""
            // Save next to the cart opened.
            saveChooser.folder = file.deletingLastPathComponent()
            log("opened cart: \(file.path)")
        } catch {
            log("couldn't open the cart \(file.path): \(error)")
        }
    }

    private func save(to file: URL) {
        let items = interactor.state.products.filter { $0.quantity > 0 }.map {
            CartFile.Item(id: $0.id, quantity: $0.quantity)
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let cart = CartFile(items: items, notes: notes.text.isEmpty ? nil : notes.text)
            try encoder.encode(cart).write(to: file)
            log("saved cart: \(file.path)")
        } catch {
            log("couldn't save the cart to \(file.path): \(error)")
        }
    }

    /// Puts the cart on the clipboard as text, a line per product, such as `Organic Bread #3 ×2`.
    private func copyCart() {
        let lines = interactor.state.products.filter { $0.quantity > 0 }.map { "\($0.name) ×\($0.quantity)" }
        GTKClipboard.general.setString(lines.joined(separator: "\n"))
        log("copied cart: \(lines.count) products")
    }

    /// Sets each product's quantity to the one given, 0 for those not given.
    private func replaceCart(with quantities: [Int: Int]) {
        for product in interactor.state.products where product.quantity != (quantities[product.id] ?? 0) {
            interactor.handle(
                action: .setQuantity(productID: product.id, quantity: quantities[product.id] ?? 0))
        }
    }
}

/// A cart as saved: each product's id and quantity, and the notes.
struct CartFile: Codable, Equatable {
    struct Item: Codable, Equatable {
        var id: Int
        var quantity: Int
    }

    var items: [Item]
    /// The notes for the shopping trip, if any.
    var notes: String?
}
