/// A view model that delivers a snapshot of its data to a view.
///
/// Adopt it with a struct, which makes it `Sendable` for free, so view models can be built off the
/// main actor and handed to the UI.
///
/// ```swift
/// struct ProductRow: Boundable {
///     var contentData: Product?
///     var binderType: ProductCell.Type { ProductCell.self }
/// }
///
/// ProductRow(contentData: product).apply(to: cell)
/// ```
public protocol Boundable: Sendable {
    /// The view type this view model drives.
    associatedtype Binder: Configurable

    /// The data to deliver; `nil` means there is nothing to show yet.
    var contentData: Binder.Input? { get }

    /// The view type this view model drives, for choosing a cell class or reuse identifier.
    var binderType: Binder.Type { get }

    /// A name for the view model, such as a row's identifier; `nil` by default.
    var identifier: String? { get }

    /// Delivers ``contentData`` to a view.
    ///
    /// The default implementation configures the view with the data. When the data is `nil`, it
    /// doesn't call the configurer and removes the view's bound state instead, so a reused cell
    /// can't fire actions for the model it showed before.
    ///
    /// - Parameter binder: The view to deliver to.
    @MainActor func apply(to binder: Binder)
}

// MARK: - Default implementations

extension Boundable {
    /// The static type of ``Binder``.
    public var binderType: Binder.Type {
        Binder.self
    }

    /// `nil`: the view model has no name.
    public var identifier: String? {
        nil
    }

    /// The view model, type-erased, as SendingState 1.0.0's `eraseToAnyBoundable()` returns it.
    ///
    /// - Returns: The erased view model.
    public func eraseToAnyBoundable() -> AnyBoundable {
        AnyBoundable(self)
    }

    /// Configures the view with ``contentData``, or removes its bound state when that is `nil`.
    ///
    /// - Parameter binder: The view to deliver to.
    @MainActor
    @inlinable
    public func apply(to binder: Binder) {
        if let contentData {
            binder.ss.configure(contentData)
        } else {
            binder.ss.removeState()
        }
    }
}
