/// A type whose instances expose the SendingState API through `.ss`.
///
/// Every ``Sender`` and every ``Configurable`` is a host; adopt it directly only to give a type
/// of your own the `ss` namespace.
public protocol SendingStateHost {
    /// The storage in which `ss.configure(_:)` binds the host's model and `ss.removeState()`
    /// removes it, or `nil` for a host that isn't a ``Sender``; SendingState supplies it, so don't
    /// implement it.
    ///
    /// The implementation is picked when a type adopts the protocol: a ``Sender`` returns its
    /// ``Sender/senderStorage``, so binding its state casts nothing at run time.
    @MainActor var stateStorage: SenderStorage? { get }
}

// MARK: - Default implementations

extension SendingStateHost {
    /// The host's ``SenderStorage`` when it is a ``Sender``, found by a run-time cast; `nil`
    /// otherwise.
    @MainActor
    public var stateStorage: SenderStorage? {
        (self as? any Sender)?.senderStorage
    }

    /// The SendingState namespace of this host.
    @inlinable
    public var ss: SendingState<Self> {
        SendingState(self)
    }
}
