import HeadlessWidgets
import SendingState
import ShoppingListModel

/// The whole screen: a header above a list of products, configured from the interactor's state.
final class ShoppingListScreen: View, Configurable, ListViewDataSource {
    let header = HeaderView()
    let list = ListView()
    let bagsStepper = StepperView()

    /// Attached to every cell the list hands out; set by whoever owns the interactor.
    var actionHandler: AnyActionHandlingProvider?

    override init(frame: Rect) {
        super.init(frame: frame)
        self.frame = Rect(x: 0, y: 0, width: 320, height: 300)
        header.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        list.frame = Rect(x: 0, y: 60, width: 320, height: 176)
        list.rowHeight = 44
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        bagsStepper.frame = Rect(x: 0, y: 246, width: 320, height: 44)
        addSubview(header)
        addSubview(list)
        addSubview(bagsStepper)
        list.dataSource = self
    }

    var configurer: (ShoppingListScreen, ShopState) -> Void {
        { screen, state in
            screen.header.ss.configure(Header(state))
            screen.list.accessibilityTraits = state.isLoading ? .busy : []
            if state.products.count != screen.list.numberOfRows {
                screen.list.reloadData()
            } else {
                // Same rows: configure the visible cells in place, as UIKit's reconfigureRows would.
                for row in screen.list.visibleRows {
                    (screen.list.cellForRow(at: row) as? ProductCell)?.ss.configure(state.products[row])
                }
            }
        }
    }

    func numberOfRows(in listView: ListView) -> Int {
        ss.state()?.products.count ?? 0
    }

    func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "product", for: row)
        if let cell = cell as? ProductCell, let product = ss.state()?.products[row] {
            cell.ss.configure(product)
            actionHandler?.attach(to: cell)
        }
        return cell
    }
}
