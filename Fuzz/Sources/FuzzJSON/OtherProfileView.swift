import SendingState

/// Another view of profiles, whose stores must refuse JSON exported for ``ProfileView``.
final class OtherProfileView: Configurable {
    var configurer: (OtherProfileView, Profile) -> Void {
        { _, _ in }
    }
}
