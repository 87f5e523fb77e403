import SendingState
import SendingStateGTK
import ShoppingListModel

/// A row: the product's name, a quantity scale, a favourite button and a remove button.
///
/// A click on the row opens the product, and a long press removes it, as the remove button does.
final class ProductRow: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let quantityScale = GTKScale(minimumValue: 0, maximumValue: 10, step: 1)
    let quantityLabel = GTKLabel()
    let favoriteButton = GTKButton(title: "☆")
    let removeButton = GTKButton(title: "✕")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        nameLabel.setMinimumSize(width: 90, height: 36)
        quantityScale.setMinimumSize(width: 150, height: -1)
        quantityScale.expandsHorizontally = true
        quantityScale.isContinuous = false
        quantityLabel.setMinimumSize(width: 24, height: -1)
        favoriteButton.accessibilityIdentifier = "favorite"
        removeButton.accessibilityIdentifier = "remove"
        for view in [nameLabel, quantityScale, quantityLabel, favoriteButton, removeButton] as [GTKWidget] {
            addSubview(view)
        }
    }

    var configurer: (ProductRow, Product) -> Void {
        { row, product in
            row.accessibilityIdentifier = "product-\(product.id)"
            row.nameLabel.text = product.name
            row.quantityScale.value = Double(product.quantity)
            row.quantityLabel.text = "×\(product.quantity)"
            row.favoriteButton.title = product.isFavorite ? "★" : "☆"
        }
    }

    // Every action reads the product bound at event time, so a reused row can't send a stale id.
    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (product: Product) in
                    [ShopAction.toggleFavorite(productID: product.id)]
                }
            }
            EventForwarder(quantityScale) { scale, ctx in
                ctx.control(.valueChanged) { (product: Product) in
                    [ShopAction.setQuantity(productID: product.id, quantity: Int(scale.value.rounded()))]
                }
            }
            EventForwarder(removeButton) { _, ctx in
                ctx.control(.touchUpInside) { (product: Product) in [ShopAction.remove(productID: product.id)]
                }
            }
            EventForwarder(self) { _, ctx in
                ctx.tapGesture { (product: Product) in [ShopAction.open(productID: product.id)] }
                ctx.longPressGesture(minimumPressDuration: 0.8, on: .began) { (product: Product) in
                    [ShopAction.remove(productID: product.id)]
                }
            }
        }
    }
}
