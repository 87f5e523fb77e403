/// A holder of state that can render it on a view of one type, as SendingState 1.0.0 declares it.
///
/// ``BindingStore`` is the presentable the library provides: it keeps the state, applies it to a
/// view and hears the view's own changes back. A value type can adopt the protocol too:
///
/// ```swift
/// struct Badge: Presentable {
///     var state: Int
///     var binderType: BadgeView.Type { BadgeView.self }
///     func apply(to binder: BadgeView) { binder.ss.configure(state) }
/// }
/// ```
public protocol Presentable {
    /// The state rendered on the view.
    associatedtype State

    /// The view type the state is rendered on.
    associatedtype Binder: Configurable where Binder.Input == State

    /// The current state.
    var state: State { get set }

    /// The view type the state is rendered on, for choosing a cell class or reuse identifier.
    var binderType: Binder.Type { get }

    /// Renders the state on a view.
    ///
    /// - Parameter binder: The view to render on.
    @MainActor func apply(to binder: Binder)
}

// MARK: - Default implementations

extension Presentable {
    /// The view type of ``apply(to:)``, so a presentable that names it there needn't declare it twice.
    public var binderType: Binder.Type {
        Binder.self
    }
}
