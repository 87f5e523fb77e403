import SendingState
import SendingStateGTK
import ShoppingListModel

/// A row of the catalogue: the product's name and price, a quantity and a favourite toggle.
///
/// The list recycles rows as a person scrolls, and sends each the product it shows now.
///
/// Its context menu, opened by a secondary click, Shift-F10 or the Menu key, opens the product,
/// opens it in a window of its own, or puts one more in the cart: `view.` actions of the row, which
/// read the product the row shows when the person chooses.
final class ProductRow: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let priceLabel = GTKLabel()
    let quantityButton = GTKSpinButton(minimumValue: 0, maximumValue: 99)
    let favoriteToggle = GTKToggle(title: "☆")
    let openCommand = GTKAction.named("open")
    let openInWindowCommand = GTKAction.named("open-in-window")
    let addToCartCommand = GTKAction.named("add-to-cart")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        do {
            for command in [openCommand, openInWindowCommand, addToCartCommand] { try addAction(command) }
            contextMenu = try GTKMenu([
                .section([
                    .command(localized("Open"), openCommand),
                    .command(localized("Open in New Window"), openInWindowCommand),
                ]),
                .section([.command(localized("Add One to Cart"), addToCartCommand)]),
            ])
        } catch {
            preconditionFailure("a new row's own actions are added once each: \(error)")
        }
        setMargins(4)
        nameLabel.expandsHorizontally = true
        priceLabel.setMinimumSize(width: 56, height: -1)
        // The star shows the state; the label says what the toggle does, and its pressed state
        // says whether the product is a favourite.
        favoriteToggle.accessibilityLabel = localized("Favourite")
        for view in [nameLabel, priceLabel, quantityButton, favoriteToggle] as [GTKWidget] {
            addSubview(view)
        }
    }

    var configurer: (ProductRow, Product) -> Void {
        { row, product in
            // The labels follow the product, as GTK reuses a row for another product; they are
            // the headless example's names, from the shared model.
            row.accessibilityLabel = product.rowLabel()
            row.nameLabel.text = product.name
            row.priceLabel.text = product.priceText()
            // A person drags the product's name: onto the header it goes in the cart, into a text it
            // is typed there.
            row.dragText = product.name
            ProductControls.show(product, quantity: row.quantityButton, favorite: row.favoriteToggle)
        }
    }

    // Every action reads the product bound when the person acts, so a recycled row can't send the
    // id of the product it showed before.
    var eventForwarder: any EventForwardable {
        SenderGroup {
            ProductControls.mappings(quantity: quantityButton, favorite: favoriteToggle)
            // A double click or Return on the row activates it: the list reports it on the row.
            EventForwarder(self) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: Product) in
                    [ShopAction.open(productID: product.id)]
                }
            }
            EventForwarder(openCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: Product) in
                    [ShopAction.open(productID: product.id)]
                }
            }
            EventForwarder(openInWindowCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: Product) in
                    [ShopAction.openInNewWindow(productID: product.id)]
                }
            }
            EventForwarder(addToCartCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: Product) in
                    [ShopAction.setQuantity(productID: product.id, quantity: min(product.quantity + 1, 99))]
                }
            }
        }
    }
}

/// A product's quantity spin button and favourite toggle, which its row and its page both show.
@MainActor
enum ProductControls {
    /// Shows a product's quantity, named for the product, and whether it is a favourite.
    static func show(_ product: Product, quantity: GTKSpinButton, favorite: GTKToggle) {
        quantity.value = Double(product.quantity)
        quantity.accessibilityLabel = product.quantityLabel
        favorite.isOn = product.isFavorite
        favorite.title = product.isFavorite ? "★" : "☆"
    }

    /// What the controls do, each reading the product bound when the person acts.
    static func mappings(quantity: GTKSpinButton, favorite: GTKToggle) -> any EventForwardable {
        SenderGroup {
            EventForwarder(quantity) { button, ctx in
                ctx.control(.valueChanged) { (product: Product) in
                    [ShopAction.setQuantity(productID: product.id, quantity: Int(button.value.rounded()))]
                }
            }
            EventForwarder(favorite) { _, ctx in
                ctx.control(.valueChanged) { (product: Product) in
                    [ShopAction.toggleFavorite(productID: product.id)]
                }
            }
        }
    }
}

extension GTKAction {
    /// An action with a name the example spells out, which GIO accepts, so making it can't fail.
    static func named(_ name: StaticString) -> GTKAction {
        do {
            return try GTKAction("\(name)")
        } catch {
            preconditionFailure("\(error)")
        }
    }
}
