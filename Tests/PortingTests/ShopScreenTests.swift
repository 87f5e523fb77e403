import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ShopScreenTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let interactor = ShopInteractor()

    static let aisles = [
        Aisle(
            title: "Dairy",
            products: [
                Product(id: 1, name: "Milk", price: 2, isFavorite: false, inStock: true),
                Product(id: 2, name: "Butter", price: 3, isFavorite: true, inStock: false),
            ]),
        Aisle(
            title: "Bakery",
            products: (3...40).map {
                Product(id: $0, name: "Bread \($0)", price: 4, isFavorite: false, inStock: true)
            }
        ),
    ]

    func showScreen() -> ShopViewController {
        let controller = ShopViewController(interactor: interactor)
        window.addSubview(controller.view)
        controller.show(Self.aisles)
        return controller
    }

    func cell(at indexPath: IndexPath, in controller: ShopViewController) throws -> ProductCell {
        try #require(controller.tableView.cellForRow(at: indexPath) as? ProductCell)
    }

    @Test func sectionsStackTheirRowsAndEachCellShowsItsProduct() throws {
        let controller = showScreen()
        #expect(controller.tableView.numberOfSections == 2)
        #expect(controller.tableView.numberOfRows(inSection: 1) == 38)
        let butter = try cell(at: IndexPath(row: 1, section: 0), in: controller)
        #expect(butter.nameLabel.text == "Butter")
        #expect(butter.priceLabel.font == UIFont.boldSystemFont(ofSize: 14))
        #expect(butter.favoriteButton.currentTitle == "★")
        #expect(butter.cartButton.currentTitle == "Sold out")
        let bread = try cell(at: IndexPath(row: 0, section: 1), in: controller)
        #expect(bread.frame.minY == 112, "the first row of section 1 comes right after section 0's two rows")
        #expect(controller.tableView.indexPath(for: bread) == IndexPath(row: 0, section: 1))
    }

    @Test func tapsForwardTheProductOfTheirRow() throws {
        let controller = showScreen()
        try cell(at: IndexPath(row: 0, section: 0), in: controller).favoriteButton.tap()
        try cell(at: IndexPath(row: 2, section: 1), in: controller).cartButton.tap()
        try cell(at: IndexPath(row: 3, section: 1), in: controller).tap()
        let soldOut = try cell(at: IndexPath(row: 1, section: 0), in: controller).cartButton
        #expect(refusal(of: try soldOut.tap())?.reason == .disabled)
        #expect(interactor.favorites == [1])
        #expect(interactor.cart == [5])
        #expect(interactor.opened == [6])
    }

    @Test func aReusedCellForwardsTheProductItShowsNow() throws {
        let controller = showScreen()
        let first = try cell(at: IndexPath(row: 0, section: 0), in: controller)
        controller.tableView.scrollToRow(at: IndexPath(row: 20, section: 1), at: .top, animated: true)
        let reused = try #require(controller.tableView.visibleCells.first { $0 === first } as? ProductCell)
        let indexPath = try #require(controller.tableView.indexPath(for: reused))
        // The reused cell may show the last row, partly below the table: show it whole first.
        controller.tableView.scrollToRow(at: indexPath, at: .none, animated: false)
        #expect(controller.tableView.indexPath(for: reused) == indexPath)
        try reused.favoriteButton.tap()
        #expect(interactor.favorites == [Self.aisles[1].products[indexPath.row].id])
        #expect(controller.tableView.createdCellCount <= 30, "cells are bounded by the window")
    }
}
