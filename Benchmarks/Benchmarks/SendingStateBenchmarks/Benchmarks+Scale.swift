import Benchmark
import HeadlessWidgets
import SendingState

/// Registers measurement 6, scale: a raw touchUpInside on one of 1, 100 or 10,000 declared buttons.
///
/// The provider has 1 or 10 handlers attached. The event goes to the last button declared, the
/// worst place for anything that scans the provider's senders: dispatch should depend on the
/// handlers only.
func registerScaleBenchmarks() {
    for handlers in [1, 10] {
        for senders in [1, 100, 10_000] {
            let name = "6 scale/\(senders) senders, \(handlers) handlers"
            mainActorBenchmark(
                name,
                fixture: { ScaleFixture(senders: senders, handlers: handlers) },
                body: { fixture, benchmark in
                    let button = fixture.target
                    benchmark.measure { iterations in
                        for _ in iterations {
                            button.ss.report(.control(.touchUpInside))
                        }
                    }
                }
            )
        }
    }
}

/// A provider with many buttons, each mapped to an action carrying its tag, and its handlers.
@MainActor
private final class ScaleFixture {
    let group: ButtonGroup
    let handlers: [CountingHandler]

    /// The last button declared.
    var target: Button { group.buttons[group.buttons.count - 1] }

    init(senders: Int, handlers: Int) {
        group = ButtonGroup(count: senders)
        self.handlers = (0..<handlers).map { _ in CountingHandler() }
        for handler in self.handlers {
            group.ss.addActionHandler(to: handler)
        }
    }
}

/// A view that declares one forwarder per button in a group built with a `for` loop.
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
