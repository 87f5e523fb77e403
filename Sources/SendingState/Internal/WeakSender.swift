/// A sender held weakly.
struct WeakSender {
    weak var sender: (any Sender)?

    init(_ sender: any Sender) {
        self.sender = sender
    }
}
