import SendingState

/// A cell with a button, a second button and a background view: a binder, a provider and a sender.
final class ItemCell: Sender, Configurable, EventForwardingProvider {
    let senderStorage = SenderStorage()
    let button = TestSender(tag: 1)
    let secondButton = TestSender(tag: 2)
    let background = TestSender(tag: 3)
    private(set) var configureCount = 0
    private(set) var renderedTitle = ""
    private(set) var forwarderEvaluations = 0

    var configurer: (ItemCell, Item) -> Void {
        { cell, item in
            cell.configureCount += 1
            cell.renderedTitle = item.title
        }
    }

    var eventForwarder: any EventForwardable {
        forwarderEvaluations += 1
        return SenderGroup {
            EventForwarder(button) { sender, ctx in
                ctx.control(.touchUpInside) { [TestAction.tapped(sender.tag)] }
                ctx.control(.touchUpInside) { (item: Item) in [TestAction.opened(item.id)] }
            }
            EventForwarder(secondButton) { _, ctx in
                ctx.control(.touchUpInside) { [TestAction.log] }
            }
            EventForwarder(background) { _, ctx in
                ctx.panGesture(on: .all) { [TestAction.gesture(ctx.gestureValues.phase)] }
            }
        }
    }
}
