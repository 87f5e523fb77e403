/// A holder of state that can render it on a view of one type.
///
/// ``BindingStore`` is the presentable the library provides: it keeps the state, applies it to a
/// view and hears the view's own changes back.
@MainActor
public protocol Presentable: AnyObject {
    /// The view type the state is rendered on.
    associatedtype Binder: Configurable

    /// The current state.
    var state: Binder.Input { get }

    /// The view type the state is rendered on, for choosing a cell class or reuse identifier.
    var binderType: Binder.Type { get }

    /// Renders the state on a view.
    ///
    /// - Parameter binder: The view to render on.
    func apply(to binder: Binder)
}
