import Foundation
import HeadlessWidgets
import SendingState
import Testing

// The README's snippets, word for word: declarations at file scope, statements inside tests.
// `readmeShowsTheseSnippets` fails when the README and this file drift apart.

// MARK: - Configure

struct Product: Equatable, Sendable {
    var id: Int
    var name: String
}

final class ProductCell: CollectionCell, Configurable {
    let nameLabel = Label()
    let favoriteButton = Button(title: "☆")

    override init(frame: Rect) {
        super.init(frame: frame)
        favoriteButton.accessibilityIdentifier = "favorite"
        addSubview(nameLabel)
        addSubview(favoriteButton)
    }

    var configurer: (ProductCell, Product) -> Void {
        { cell, product in
            cell.nameLabel.text = product.name
        }
    }
}

// MARK: - Bind

final class TitleCell: ListCell, Configurable {
    let titleLabel = Label()

    var configurer: (TitleCell, String) -> Void {
        { cell, title in cell.titleLabel.text = title }
    }
}

struct TitleRow: Boundable {
    var contentData: String?
    var binderType: TitleCell.Type { TitleCell.self }
}

struct ProductRow: Boundable {
    var contentData: Product?
    var binderType: ProductCell.Type { ProductCell.self }
}

// MARK: - Forward

enum ShopAction: Equatable {
    case toggleFavorite(productID: Int)
}

extension ProductCell: EventForwardingProvider {
    var eventForwarder: any EventForwardable {
        EventForwarder(favoriteButton) { _, ctx in
            ctx.control(.primaryActionTriggered) { (product: Product) in
                [ShopAction.toggleFavorite(productID: product.id)]
            }
        }
    }
}

final class ShopInteractor: ActionHandlingProvider {
    private(set) var favorites: Set<Int> = []

    func handle(action: ShopAction) {
        switch action {
        case .toggleFavorite(let id):
            if favorites.remove(id) == nil { favorites.insert(id) }
        }
    }
}

final class PhotoView: View, EventForwardingProvider {
    var eventForwarder: any EventForwardable {
        EventForwarder(self) { _, ctx in
            ctx.pinchGesture { [ctx.gestureValues.scale] }
            ctx.tapGesture(numberOfTaps: 2) { [1.0] }
        }
    }
}

// MARK: - Two-way state

final class QuantityView: View, Configurable {
    let valueLabel = Label()

    var configurer: (QuantityView, Int) -> Void {
        { view, quantity in view.valueLabel.text = "\(quantity)" }
    }

    func increment() {
        ss.invalidateState { quantity in quantity + 1 }
    }
}

// MARK: - Testing

@Test @MainActor func tappingTheStarFavoritesTheProductTheCellShows() throws {
    let window = Window(size: Size(width: 320, height: 480))
    let cell = ProductCell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    cell.favoriteButton.frame = Rect(x: 270, y: 0, width: 44, height: 44)
    window.addSubview(cell)
    let recorder = ActionRecorder<ShopAction>()
    cell.ss.addActionHandler(to: recorder)

    cell.ss.configure(Product(id: 7, name: "Tea"))
    try window.get(.identifier("favorite"), as: Button.self).tap()
    #expect(recorder.actions == [.toggleFavorite(productID: 7)])

    cell.favoriteButton.isEnabled = false
    #expect(refusal(of: try cell.favoriteButton.tap())?.reason == .disabled)
    #expect(recorder.actions.count == 1)
}

// MARK: - Statements

@MainActor
struct ReadmeTests {
    @Test func theFlowSnippetsRunAsDescribed() throws {
        let cell = ProductCell()
        cell.ss.configure(Product(id: 1, name: "Milk"))
        let bound = cell.ss.state()  // Product?, inferred from the cell's Input
        #expect(bound == Product(id: 1, name: "Milk"))
        #expect(cell.nameLabel.text == "Milk")

        let interactor = ShopInteractor()
        cell.ss.addActionHandler(to: interactor)
        cell.favoriteButton.sendActions(for: .primaryActionTriggered)  // interactor.favorites == [1]
        #expect(interactor.favorites == [1])
    }

    @Test func theTwoWaySnippetWritesBackToTheStore() {
        let store = BindingStore<Int, QuantityView>(state: 1)
        let quantityView = QuantityView()
        store.apply(to: quantityView)
        var seen: [Int] = []
        let token = store.observe { seen.append($0) }
        quantityView.increment()  // renders 2; seen == [1, 2]; store.state == 2
        #expect(seen == [1, 2])
        #expect(store.state == 2)
        #expect(quantityView.valueLabel.text == "2")
        _ = token
    }

    @Test func theBindSnippetAppliesEachRowToItsCell() {
        let rows = [
            AnyBoundable(TitleRow(contentData: "Dairy")),
            AnyBoundable(ProductRow(contentData: Product(id: 1, name: "Milk"))),
        ]
        let cells: [ListCell] = rows.map { row in
            let cell: ListCell = row.binderType == TitleCell.self ? TitleCell() : ProductCell()
            row.apply(to: cell)
            return cell
        }
        #expect((cells[0] as? TitleCell)?.titleLabel.text == "Dairy")
        #expect((cells[1] as? ProductCell)?.nameLabel.text == "Milk")
    }

    @Test func thePhotoViewReadsThePinchScale() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let photo = PhotoView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(photo)
        let recorder = ActionRecorder<Double>()
        photo.ss.addActionHandler(to: recorder)
        try photo.pinch(to: 2, steps: 2)
        try photo.tap(numberOfTaps: 2)
        #expect(recorder.actions == [1.5, 2, 2, 1])
    }

    @Test func readmeShowsTheseSnippets() throws {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let sourceLines = significantLines(source)
        let snippets = readme.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(snippets.count == 10)
        for snippet in snippets {
            let lines = significantLines(snippet)
            let found = sourceLines.indices.contains { start in
                sourceLines[start...].starts(with: lines)
            }
            #expect(found, "README snippet not compiled by ReadmeTests.swift:\n\(snippet)")
        }
    }

    @Test func theDumpsShownInTheReadmeAreReal() throws {
        let window = Window(size: Size(width: 320, height: 480))
        let cell = ProductCell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        cell.favoriteButton.frame = Rect(x: 270, y: 0, width: 44, height: 44)
        window.addSubview(cell)
        let recorder = ActionRecorder<ShopAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.configure(Product(id: 7, name: "Tea"))
        cell.favoriteButton.isEnabled = false
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let shown = readme.components(separatedBy: "```text\n").dropFirst().prefix(2).map {
            $0.components(separatedBy: "```")[0]
        }
        #expect(shown == [window.dump(), window.semanticsDump()])
    }

    private var readmeURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
    }

    /// Lines without indentation, blank lines or imports, so a snippet matches inside a function.
    private func significantLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }
}
