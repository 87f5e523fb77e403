import SendingState
import SendingStateGTK
import ShoppingListModel

/// The header: a title, a summary, the cart's total and a checkout button that is enabled once the
/// cart has items; the window's checkout command, Control-Return, checks out as the button does.
final class HeaderView: GTKBox, Configurable, EventForwardingProvider {
    let titleLabel = GTKLabel()
    let summaryLabel = GTKLabel()
    let totalLabel = GTKLabel()
    let checkoutButton = GTKButton(title: localized("Checkout"))
    /// The `win.checkout` command, which the window adds: its shortcut runs the button's action.
    let checkoutCommand: GTKAction

    init() throws(GTKActionError) {
        checkoutCommand = try GTKAction("checkout", shortcuts: [KeyPress(.return, modifierFlags: .control)])
        super.init(axis: .horizontal, spacing: 12)
        accessibilityIdentifier = "header"
        let labels = GTKBox(axis: .vertical, spacing: 4)
        labels.expandsHorizontally = true
        labels.addSubview(titleLabel)
        labels.addSubview(summaryLabel)
        titleLabel.accessibilityRole = .header
        // Styles of GTK's default theme; the wrappers leave styling to GTK.
        titleLabel.addCSSClass("title-2")
        summaryLabel.addCSSClass("dim-label")
        checkoutButton.addCSSClass("suggested-action")
        checkoutButton.accessibilityIdentifier = "checkout"
        totalLabel.addCSSClass("heading")
        totalLabel.accessibilityIdentifier = "total"
        addSubview(labels)
        addSubview(totalLabel)
        addSubview(checkoutButton)
    }

    var configurer: (HeaderView, Header) -> Void {
        { view, header in
            view.titleLabel.text = header.title
            view.summaryLabel.text = header.summary
            view.totalLabel.text = header.cartTotal
            view.checkoutButton.isEnabled = header.canCheckOut
            view.checkoutCommand.isEnabled = header.canCheckOut
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(checkoutButton) { _, ctx in
                ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] }
            }
            EventForwarder(checkoutCommand) { _, ctx in
                ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] }
            }
        }
    }
}
