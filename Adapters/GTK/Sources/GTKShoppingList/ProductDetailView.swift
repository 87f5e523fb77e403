import SendingState
import SendingStateGTK
import ShoppingListModel

/// A product's page, reached from its row: its name, its price, and a form with its quantity and
/// favourite star, laid out in a grid.
///
/// Its quantity and favourite controls show and map the product as its row's do.
final class ProductDetailView: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let priceLabel = GTKLabel()
    let quantityButton = GTKSpinButton(minimumValue: 0, maximumValue: 99)
    let favoriteToggle = GTKToggle(title: "☆")

    init() {
        super.init(axis: .vertical, spacing: 12)
        setMargins(24)
        accessibilityIdentifier = "product"
        nameLabel.accessibilityRole = .header
        nameLabel.addCSSClass("title-1")
        priceLabel.addCSSClass("title-3")
        favoriteToggle.accessibilityLabel = localized("Favourite")
        let form = GTKGrid(rowSpacing: 8, columnSpacing: 12)
        form.attach(GTKLabel(text: localized("Quantity")), column: 0, row: 0)
        form.attach(quantityButton, column: 1, row: 0)
        form.attach(GTKLabel(text: localized("Favourite")), column: 0, row: 1)
        form.attach(favoriteToggle, column: 1, row: 1)
        for view in [nameLabel, priceLabel, form] as [GTKWidget] { addSubview(view) }
    }

    var configurer: (ProductDetailView, Product) -> Void {
        { view, product in
            view.nameLabel.text = product.name
            view.priceLabel.text = product.priceText()
            ProductControls.show(product, quantity: view.quantityButton, favorite: view.favoriteToggle)
        }
    }

    var eventForwarder: any EventForwardable {
        ProductControls.mappings(quantity: quantityButton, favorite: favoriteToggle)
    }
}

/// The window's navigation: the catalogue at the root, and the opened product's page pushed on it
/// while the state has one; going back, with the header bar's back button or Alt+Left, closes it.
final class CatalogueNavigation: GTKNavigationStack, Configurable, EventForwardingProvider {
    let catalogue: CatalogueScreen
    let detail = ProductDetailView()

    init(catalogue: CatalogueScreen) {
        self.catalogue = catalogue
        super.init(root: catalogue, title: localized("Catalogue"))
    }

    var configurer: (CatalogueNavigation, ShopState) -> Void {
        { navigation, state in
            navigation.catalogue.ss.configure(state)
            let opened = state.openedProductID.flatMap { id in state.products.first { $0.id == id } }
            if let opened {
                navigation.detail.ss.configure(opened)
                if !navigation.canGoBack { navigation.push(navigation.detail, title: opened.name) }
            } else if navigation.canGoBack {
                navigation.popToRoot()
            }
        }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(self) { _, ctx in ctx.control(.valueChanged) { [ShopAction.closeProduct] } }
    }
}
