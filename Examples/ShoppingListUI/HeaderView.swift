import HeadlessWidgets
import SendingState
import ShoppingListModel

/// The header: a title, a summary and a checkout button that is enabled once the cart has items.
final class HeaderView: View, Configurable, EventForwardingProvider {
    let titleLabel = Label()
    let summaryLabel = Label()
    let checkoutButton = Button(title: "Checkout")

    override init(frame: Rect) {
        super.init(frame: frame)
        accessibilityIdentifier = "header"
        titleLabel.frame = Rect(x: 10, y: 5, width: 200, height: 20)
        summaryLabel.frame = Rect(x: 10, y: 30, width: 200, height: 20)
        checkoutButton.frame = Rect(x: 230, y: 10, width: 80, height: 40)
        checkoutButton.accessibilityIdentifier = "checkout"
        addSubview(titleLabel)
        addSubview(summaryLabel)
        addSubview(checkoutButton)
    }

    var configurer: (HeaderView, Header) -> Void {
        { view, header in
            view.titleLabel.text = header.title
            view.summaryLabel.text = header.summary
            view.checkoutButton.isEnabled = header.canCheckOut
        }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(checkoutButton) { _, ctx in
            ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] }
        }
    }
}
