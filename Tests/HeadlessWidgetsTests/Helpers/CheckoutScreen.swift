import HeadlessWidgets
import SendingState

/// A checkout screen with a node of every role, inside plain containers, for semantics tests.
///
/// Assistive technology sees it as:
///
/// ```
/// header "Groceries"
/// list
///   cell "Milk"
///     staticText "Milk"
///     image "A bottle of milk"
///     button "Favorite" selected
///     adjustable "Quantity" value "2"
/// toggle "Express delivery" value "off"
/// textField "Note"
/// button "Checkout" disabled
/// ```
///
/// It also holds what assistive technology doesn't see: an unlabelled image, and a "Sale" button
/// in a hidden banner.
@MainActor
final class CheckoutScreen {
    let window = makeWindow()
    let content = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    let title = Label(text: "Groceries")
    let list = ListView(frame: Rect(x: 0, y: 60, width: 390, height: 440))
    let cell = ListCell(frame: Rect(x: 0, y: 0, width: 390, height: 44))
    let name = Label(text: "Milk")
    let photo = ImageView(imageName: "milk")
    let divider = ImageView(imageName: "divider")
    let favorite = Button(title: "☆")
    let quantity = Slider(minimumValue: 0, maximumValue: 10, value: 2)
    let express = Switch()
    let note = TextField()
    let checkout = Button(title: "Checkout")
    let banner = View(frame: Rect(x: 0, y: 800, width: 390, height: 44))
    let sale = Button(title: "Sale")

    init() {
        title.accessibilityTraits.insert(.header)
        cell.accessibilityLabel = "Milk"
        photo.accessibilityLabel = "A bottle of milk"
        favorite.accessibilityIdentifier = "favorite"
        favorite.accessibilityLabel = "Favorite"
        favorite.isSelected = true
        quantity.accessibilityLabel = "Quantity"
        express.accessibilityLabel = "Express delivery"
        note.placeholder = "Note"
        checkout.accessibilityIdentifier = "checkout"
        checkout.isEnabled = false
        banner.isHidden = true

        window.addSubview(content)
        content.addSubview(title)
        content.addSubview(list)
        list.addSubview(cell)
        for view in [name, photo, divider, favorite, quantity] { cell.addSubview(view) }
        for view in [express, note, checkout] { content.addSubview(view) }
        window.addSubview(banner)
        banner.addSubview(sale)
    }
}
