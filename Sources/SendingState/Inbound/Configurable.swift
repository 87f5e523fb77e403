/// A view that renders a model through a configurer.
///
/// Send it a model with `view.ss.configure(model)`. The configurer runs with the view and the model;
/// when the view is a ``Sender`` the model also becomes its bound state, and when it is an
/// ``EventForwardingProvider`` the bound state of every sender its forwarder declares, so action
/// closures can read it at event time.
///
/// ```swift
/// final class HeaderView: View, Configurable {
///     let titleLabel = Label()
///
///     var configurer: (HeaderView, Header) -> Void {
///         { view, header in
///             view.titleLabel.text = header.title
///         }
///     }
/// }
/// ```
///
/// The configurer receives the view as a parameter, so it never needs to capture `self`, and the
/// library never stores it.
@MainActor
public protocol Configurable: AnyObject, SendingStateHost {
    /// The model the view renders.
    associatedtype Input

    /// Renders a model on a view; called by `ss.configure(_:)` once per call.
    var configurer: (Self, Input) -> Void { get }

    /// The size the view would need to render a model within a constraint, without creating a view.
    ///
    /// Lists use it for row heights. It is called off the main actor too, as in SendingState 1.0.0,
    /// so it must not touch views. The default implementation returns `nil`: no opinion.
    ///
    /// - Parameters:
    ///   - input: The model to measure, or `nil` when there is none yet.
    ///   - size: The space available, or `nil` for no constraint.
    /// - Returns: The size needed, or `nil` when the view doesn't know.
    nonisolated static func size(with input: Input?, constrainedTo size: Size?) -> Size?
}

// MARK: - Default implementations

extension Configurable {
    /// Returns `nil`: the view has no opinion on its size.
    ///
    /// - Parameters:
    ///   - input: The model to measure.
    ///   - size: The space available.
    /// - Returns: `nil`.
    nonisolated public static func size(with input: Input?, constrainedTo size: Size?) -> Size? {
        nil
    }
}
