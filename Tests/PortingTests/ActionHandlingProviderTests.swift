import HeadlessWidgets
import SendingState
import Testing

// SendingState 1.0.0's handler themes: every handler receives every action, assigning replaces,
// removing stops delivery, handlers are held weakly, and a type-erased handler attaches to reused
// cells any number of times without piling up.

final class BuyButtonView: UIView, EventForwardingProvider {
    let buyButton = UIButton()

    var eventForwarder: EventForwardable {
        EventForwarder(buyButton) { sender, ctx in
            ctx.control(.touchUpInside) { [TestAction.buttonTapped(sender.tag)] }
        }
    }
}

@MainActor
struct ActionHandlingProviderTests {
    let view = BuyButtonView()
    let first = TestActionHandler()
    let second = TestActionHandler()

    @Test func everyAddedHandlerReceivesEveryActionOnce() {
        view.ss.addActionHandler(to: first)
        view.ss.addActionHandler(to: second)
        view.ss.addActionHandler(to: first)
        view.buyButton.sendActions(for: .touchUpInside)
        #expect(first.handledActions == [.buttonTapped(0)])
        #expect(second.handledActions == [.buttonTapped(0)])
    }

    @Test func assigningAHandlerReplacesTheOthers() {
        view.ss.assignActionHandler(to: first)
        view.buyButton.sendActions(for: .touchUpInside)
        view.ss.assignActionHandler(to: second)
        view.buyButton.sendActions(for: .touchUpInside)
        #expect(first.handledActions.count == 1)
        #expect(second.handledActions.count == 1)
    }

    @Test func removingAHandlerStopsItsDelivery() {
        view.ss.addActionHandler(to: first)
        view.ss.addActionHandler(to: second)
        view.ss.removeActionHandler(from: first)
        view.buyButton.sendActions(for: .touchUpInside)
        view.ss.removeAllActionHandlers()
        view.buyButton.sendActions(for: .touchUpInside)
        #expect(first.handledActions.isEmpty)
        #expect(second.handledActions.count == 1)
    }

    @Test func aHandlerIsHeldWeakly() {
        weak var released: TestActionHandler?
        do {
            let handler = TestActionHandler()
            view.ss.addActionHandler(to: handler)
            released = handler
        }
        #expect(released == nil)
        view.buyButton.sendActions(for: .touchUpInside)
    }

    @Test func aTypeErasedHandlerAttachesToAReusedCellOnlyOnceAndDetaches() {
        let actionHandler = AnyActionHandlingProvider(first)
        let cell: UIView & EventForwardingProvider = view
        for _ in 0..<3 {
            actionHandler.attach(to: cell)
        }
        view.buyButton.sendActions(for: .touchUpInside)
        #expect(first.handledActions.count == 1)
        actionHandler.detach(from: cell)
        view.buyButton.sendActions(for: .touchUpInside)
        #expect(first.handledActions.count == 1)
    }
}
