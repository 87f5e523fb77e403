import SendingState

/// A stepper-like view whose state is a count it can change itself, with a plus button.
final class CounterView: Sender, Configurable, EventForwardingProvider {
    let senderStorage = SenderStorage()
    let plusButton = TestSender(tag: 1)
    private(set) var renders: [Int] = []

    var configurer: (CounterView, Int) -> Void {
        { view, count in view.renders.append(count) }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(plusButton) { _, ctx in
            ctx.control(.touchUpInside) { (count: Int) in [TestAction.tapped(count)] }
        }
    }

    nonisolated static func size(with input: Int?, constrainedTo size: Size?) -> Size? {
        guard let input, let size else { return nil }
        return Size(width: size.width, height: Double(20 + input))
    }

    /// What the view does when its plus button is pressed.
    func increment() {
        ss.invalidateState { $0 + 1 }
    }
}

/// State that is neither `Equatable` nor `Codable`.
struct Opaque {
    var value: Int
}

/// A view rendering ``Opaque`` state.
final class OpaqueView: Sender, Configurable {
    let senderStorage = SenderStorage()
    private(set) var renders = 0

    var configurer: (OpaqueView, Opaque) -> Void {
        { view, _ in view.renders += 1 }
    }
}
