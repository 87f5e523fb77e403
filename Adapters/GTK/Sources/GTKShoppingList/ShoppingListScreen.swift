import SendingState
import SendingStateGTK
import ShoppingListModel

/// The whole screen: a header above the product rows and the bags stepper, configured from the
/// interactor's state.
final class ShoppingListScreen: GTKBox, Configurable {
    let header = HeaderView()
    let list = GTKBox(axis: .vertical, spacing: 2)
    let bagsStepper = StepperView()
    private(set) var rows: [ProductRow] = []

    /// Attached to every row; set by whoever owns the interactor.
    var actionHandler: AnyActionHandlingProvider?

    init() {
        super.init(axis: .vertical, spacing: 12)
        setMargins(12)
        addSubview(header)
        addSubview(list)
        addSubview(bagsStepper)
    }

    var configurer: (ShoppingListScreen, ShopState) -> Void {
        { screen, state in
            screen.header.ss.configure(Header(state))
            if state.products.count != screen.rows.count {
                screen.reloadRows(state.products)
            } else {
                // Same rows: configure them in place, as UIKit's reconfigureRows would.
                for (row, product) in zip(screen.rows, state.products) {
                    row.ss.configure(product)
                }
            }
        }
    }

    private func reloadRows(_ products: [Product]) {
        for row in rows { list.removeSubview(row) }
        rows = products.map { product in
            let row = ProductRow()
            row.ss.configure(product)
            actionHandler?.attach(to: row)
            list.addSubview(row)
            return row
        }
    }
}
