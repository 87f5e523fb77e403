/// An object that users act on, such as a button, a slider or any view with gestures.
///
/// `Sender` is the seam between SendingState and a UI toolkit. A toolkit adapter makes its widgets
/// senders; the core then stores their bound state, keeps their action handlers, matches what
/// happened against the mappings an ``EventForwardingProvider`` declared, and forwards the
/// resulting actions. The companion module `HeadlessWidgets` is the reference adapter.
///
/// ```swift
/// final class TerminalButton: Sender {
///     let senderStorage = SenderStorage()
///
///     // Called when the toolkit activates the button: a click, or Return or Space on it.
///     func activated() {
///         ss.report(.control(.primaryActionTriggered))
///     }
/// }
/// ```
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - be a class whose instances are used on the main actor only;
/// - store exactly one ``SenderStorage``, created with the instance and never replaced, and return
///   it from ``senderStorage``. Everything the core keeps for the sender lives there and is released
///   with it: there are no global tables keyed by object identity;
/// - report each occurrence its toolkit recognizes with one call to `ss.report(_:)`, after the
///   toolkit has decided that the occurrence is real: a touch on a disabled or covered widget is not
///   reported;
/// - fill in the ``GestureValues`` its recognizer measured when it reports a gesture, including the
///   number of taps and touches, the swipe direction, the press duration and the screen edge;
/// - install native recognizers for the events in `ss.mappedEvents`, refreshing them in
///   ``mappedEventsDidChange()``, or report every occurrence regardless; both are correct.
@MainActor
public protocol Sender: AnyObject, SendingStateHost {
    /// The storage the core keeps on this sender: its bound state, routes and handlers.
    ///
    /// Store it once, as `let senderStorage = SenderStorage()`, and always return the same instance.
    var senderStorage: SenderStorage { get }

    /// Tells the sender that the set of events mapped on it changed.
    ///
    /// An adapter that installs native recognizers lazily reads `ss.mappedEvents` here and adds or
    /// removes recognizers to match. The default implementation does nothing.
    func mappedEventsDidChange()
}

// MARK: - Default implementations

extension Sender {
    /// Does nothing; adapters that install recognizers lazily implement this.
    public func mappedEventsDidChange() {}

    /// The sender's ``senderStorage``, where its state is bound.
    @inlinable
    public var stateStorage: SenderStorage? {
        senderStorage
    }
}
