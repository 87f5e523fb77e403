import HeadlessWidgets
import SendingState
import ShoppingListModel

/// A reusable row: the product's name, a quantity slider and a favourite button.
///
/// A tap on the row opens the product, and a long press removes it.
final class ProductCell: CollectionCell, Configurable, EventForwardingProvider {
    let nameLabel = Label()
    let quantitySlider = Slider(minimumValue: 0, maximumValue: 10, value: 0)
    let favoriteButton = Button(title: "☆")

    override init(frame: Rect) {
        super.init(frame: frame)
        nameLabel.frame = Rect(x: 10, y: 0, width: 110, height: 44)
        quantitySlider.frame = Rect(x: 120, y: 0, width: 140, height: 44)
        quantitySlider.isContinuous = false
        favoriteButton.frame = Rect(x: 270, y: 0, width: 44, height: 44)
        favoriteButton.accessibilityIdentifier = "favorite"
        // The star shows the state; the label says what the button does, and `isSelected` whether
        // the product is a favourite. The GTK example uses the same names.
        favoriteButton.accessibilityLabel = "Favourite"
        addSubview(nameLabel)
        addSubview(quantitySlider)
        addSubview(favoriteButton)
    }

    var configurer: (ProductCell, Product) -> Void {
        { cell, product in
            cell.accessibilityIdentifier = "product-\(product.id)"
            cell.accessibilityLabel = product.rowLabel()
            cell.quantitySlider.accessibilityLabel = product.quantityLabel
            cell.nameLabel.text = product.name
            cell.quantitySlider.value = Float(product.quantity)
            cell.favoriteButton.title = product.isFavorite ? "★" : "☆"
            cell.favoriteButton.isSelected = product.isFavorite
        }
    }

    // Every action reads the product bound at event time, so a reused cell can't send a stale id.
    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: Product) in
                    [ShopAction.toggleFavorite(productID: product.id)]
                }
            }
            EventForwarder(quantitySlider) { slider, ctx in
                ctx.control(.valueChanged) { (product: Product) in
                    [ShopAction.setQuantity(productID: product.id, quantity: Int(slider.value.rounded()))]
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
