extension ProgressView {
    /// How a progress view looks: UIKit's progress view styles.
    public enum Style: Sendable, Hashable {
        /// The standard progress bar.
        case `default`
        /// The thinner bar a toolbar shows.
        case bar
    }
}
