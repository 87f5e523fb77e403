import SendingState

/// A configurable view that is not a sender: it renders, but binds no state.
final class PlainView: Configurable {
    private(set) var renders: [Int] = []

    var configurer: (PlainView, Int) -> Void {
        { view, value in view.renders.append(value) }
    }
}
