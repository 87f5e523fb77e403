import HeadlessWidgets
import SendingState

// A table-view screen written as an iOS app writes it with SendingState 1.0.0: the article
// "Porting an iOS screen" shows this file next to its UIKit original.

struct Product: Equatable, Sendable {
    let id: Int
    var name: String
    var price: Int
    var isFavorite: Bool
    var inStock: Bool
}

struct Aisle: Sendable {
    var title: String
    var products: [Product]
}

enum ShopAction: Equatable {
    case toggleFavorite(productID: Int)
    case addToCart(productID: Int)
    case open(productID: Int)
}

final class ProductCell: UITableViewCell, Configurable, EventForwardingProvider {
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let favoriteButton = UIButton()
    let cartButton = UIButton()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        favoriteButton.setTitle("☆", for: .normal)
        favoriteButton.setTitle("★", for: .selected)
        cartButton.setTitle("Add", for: .normal)
        cartButton.setTitle("Sold out", for: .disabled)
        nameLabel.frame = CGRect(x: 16, y: 0, width: 200, height: 56)
        priceLabel.frame = CGRect(x: 216, y: 0, width: 66, height: 56)
        favoriteButton.frame = CGRect(x: 286, y: 6, width: 44, height: 44)
        cartButton.frame = CGRect(x: 334, y: 6, width: 44, height: 44)
        favoriteButton.accessibilityIdentifier = "favorite"
        cartButton.accessibilityIdentifier = "cart"
        contentView.addSubview(nameLabel)
        contentView.addSubview(priceLabel)
        contentView.addSubview(favoriteButton)
        contentView.addSubview(cartButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var configurer: (ProductCell, Product) -> Void {
        { cell, product in
            cell.nameLabel.text = product.name
            cell.nameLabel.font = UIFont.systemFont(ofSize: 16)
            cell.priceLabel.text = "\(product.price) €"
            cell.priceLabel.font = UIFont.boldSystemFont(ofSize: 14)
            cell.favoriteButton.isSelected = product.isFavorite
            cell.cartButton.isEnabled = product.inStock
        }
    }

    var eventForwarder: EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (product: Product) in
                    [ShopAction.toggleFavorite(productID: product.id)]
                }
            }
            EventForwarder(cartButton) { _, ctx in
                ctx.control(.touchUpInside) { (product: Product) in
                    [ShopAction.addToCart(productID: product.id)]
                }
            }
            EventForwarder(self) { _, ctx in
                ctx.tapGesture { (product: Product) in
                    [ShopAction.open(productID: product.id)]
                }
            }
        }
    }
}

final class ShopInteractor: ActionHandlingProvider {
    private(set) var favorites: Set<Int> = []
    private(set) var cart: [Int] = []
    private(set) var opened: [Int] = []

    func handle(action: ShopAction) {
        switch action {
        case .toggleFavorite(let productID):
            if favorites.remove(productID) == nil { favorites.insert(productID) }
        case .addToCart(let productID):
            cart.append(productID)
        case .open(let productID):
            opened.append(productID)
        }
    }
}

final class ShopViewController: UITableViewDataSource {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView = UITableView()
    private var aisles: [Aisle] = []
    private let actionHandler: AnyActionHandlingProvider

    init(interactor: ShopInteractor) {
        actionHandler = AnyActionHandlingProvider(interactor)
        viewDidLoad()
    }

    func viewDidLoad() {
        tableView.frame = view.bounds
        tableView.rowHeight = 56
        tableView.register(ProductCell.self, forCellReuseIdentifier: "product")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func show(_ aisles: [Aisle]) {
        self.aisles = aisles
        tableView.reloadData()
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        aisles.count
    }

    func listView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        aisles[section].products.count
    }

    func listView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        if let productCell = cell as? ProductCell {
            productCell.ss.configure(aisles[indexPath.section].products[indexPath.row])
            actionHandler.attach(to: productCell)
        }
        return cell
    }
}
