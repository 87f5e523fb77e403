public import SendingState

/// A product in a list row: the model that every toolkit's list fixtures are configured from.
public struct ProductRow: Equatable, Sendable {
    /// The product's id, which every action of its row carries.
    public var id: Int

    /// The name the row's label shows.
    public var name: String

    /// The quantity the row's quantity control shows.
    public var quantity: Int

    /// Creates a product row's model.
    public init(id: Int, name: String, quantity: Int = 0) {
        self.id = id
        self.name = name
        self.quantity = quantity
    }
}

/// What a product row sends: each action carries the id of the row bound at event time.
public enum ProductRowAction: Equatable, Sendable {
    /// The favourite button was pressed.
    case favorite(Int)
    /// The quantity control settled on a quantity.
    case quantity(Int, Int)
    /// The row was opened.
    case open(Int)
    /// The row was asked to be removed.
    case remove(Int)
}

/// A product row on any toolkit: a name, a quantity control and a favourite button that show a
/// ``ProductRow`` and send ``ProductRowAction``s, with the same mappings on every toolkit.
///
/// A toolkit's row fixture lays out its own widgets and says how to show a row and read a
/// quantity; the configurer and the mappings are declared here, once.
@MainActor
public protocol ProductRowView: Configurable, EventForwardingProvider where Input == ProductRow {
    /// The type of the favourite button.
    associatedtype FavoriteButton: Sender
    /// The type of the quantity control, such as a slider.
    associatedtype QuantityControl: Sender

    /// The button whose `touchUpInside` sends ``ProductRowAction/favorite(_:)``.
    var favoriteButton: FavoriteButton { get }

    /// The control whose `valueChanged` sends ``ProductRowAction/quantity(_:_:)``.
    var quantityControl: QuantityControl { get }

    /// Shows a product's name and quantity on the row's widgets.
    func show(_ row: ProductRow)

    /// The quantity a quantity control shows.
    static func quantity(shownBy control: QuantityControl) -> Int
}

extension ProductRowView {
    /// Shows the row with ``show(_:)``.
    public var configurer: (Self, ProductRow) -> Void {
        { view, row in view.show(row) }
    }

    /// The favourite button's and the quantity control's mappings, both sending the id of the
    /// ``ProductRow`` bound when the event happens, so a recycled row never sends a stale id.
    public var productRowMappings: SenderGroup {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (row: ProductRow) in [ProductRowAction.favorite(row.id)] }
            }
            EventForwarder(quantityControl) { control, ctx in
                ctx.control(.valueChanged) { (row: ProductRow) in
                    [ProductRowAction.quantity(row.id, Self.quantity(shownBy: control))]
                }
            }
        }
    }

    /// The row's mappings: ``productRowMappings``.
    public var eventForwarder: any EventForwardable {
        productRowMappings
    }
}
