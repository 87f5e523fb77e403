import SendingState

/// The view a profile store renders on; it only counts renders.
final class ProfileView: Configurable {
    /// How many times the view was configured.
    var renderCount = 0

    var configurer: (ProfileView, Profile) -> Void {
        { view, _ in view.renderCount += 1 }
    }
}
