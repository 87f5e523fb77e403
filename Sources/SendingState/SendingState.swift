/// A namespace for the SendingState operations on a host, reached through `.ss`.
///
/// You never create one yourself: every ``SendingStateHost`` has an `ss` property that wraps it,
/// so the library's API never collides with the host type's own members.
///
/// ```swift
/// cell.ss.configure(model)
/// cell.ss.addActionHandler(to: interactor)
/// let model = cell.ss.state()
/// ```
public struct SendingState<Base> {
    /// The host this namespace operates on.
    public let base: Base

    /// Wraps a host in the namespace.
    ///
    /// - Parameter base: The host to operate on.
    @inlinable
    public init(_ base: Base) {
        self.base = base
    }
}
