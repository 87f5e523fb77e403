import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Scale: a touchUpInside on the last button of a group of 1 or 10,000 senders, with one handler.
///
/// Dispatch must not depend on how many other senders the provider declares.
@MainActor
let scaleScenarios = [1, 10_000].map { senders in
    Scenario.iterated(name: "scale/\(senders) senders") {
        let group = ButtonGroup(count: senders)
        let handler = CountingHandler()
        group.ss.addActionHandler(to: handler)
        let button = group.buttons[senders - 1]
        return { iterations in
            for _ in 0..<iterations {
                button.ss.report(.control(.touchUpInside))
            }
            withExtendedLifetime(group) {}
            return handler.checksum
        }
    }
}

/// A view that declares a mapping on each of its buttons.
private final class ButtonGroup: View, EventForwardingProvider {
    private(set) var buttons: [Button] = []

    convenience init(count: Int) {
        self.init()
        buttons = (0..<count).map { index in
            let button = Button()
            button.tag = index
            return button
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            for button in buttons {
                EventForwarder(button) { sender, ctx in
                    ctx.control(.touchUpInside) { [RowAction.delete(tag: sender.tag)] }
                }
            }
        }
    }
}
