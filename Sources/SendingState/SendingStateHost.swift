/// A type whose instances expose the SendingState API through `.ss`.
///
/// Every ``Sender`` and every ``Configurable`` is a host; adopt it directly only to give a type
/// of your own the `ss` namespace.
public protocol SendingStateHost {}

extension SendingStateHost {
    /// The SendingState namespace of this host.
    @inlinable
    public var ss: SendingState<Self> {
        SendingState(self)
    }
}
