/// A type-erased view model, so a heterogeneous array can drive a list.
///
/// ```swift
/// let rows: [AnyBoundable] = [AnyBoundable(HeaderRow(...)), AnyBoundable(ProductRow(...))]
///
/// for (row, cell) in zip(rows, cells) {
///     row.apply(to: cell)
/// }
/// ```
///
/// Applying a view model to a view of another type than its binder changes nothing: the mismatch
/// is returned and reported to ``SendingStateDiagnostics``, and never crashes.
public struct AnyBoundable: Sendable {
    /// The wrapped view model.
    public let base: any Boundable

    /// Wraps a view model.
    ///
    /// - Parameter base: The view model to wrap.
    public init(_ base: some Boundable) {
        self.base = base
    }

    /// The view type the wrapped view model drives, for choosing a cell class or reuse identifier.
    public var binderType: any Configurable.Type {
        base.binderType
    }

    /// The wrapped view model's data, type-erased; `nil` when it has none.
    public var contentData: Any? {
        func open<B: Boundable>(_ base: B) -> Any? { base.contentData.map { $0 as Any } }
        return open(base)
    }

    /// The wrapped view model's identifier.
    public var identifier: String? {
        base.identifier
    }

    /// The size the binder would need to render the wrapped view model's data, without a view.
    ///
    /// - Parameter size: The space available, or `nil` for no constraint.
    /// - Returns: ``Configurable/size(with:constrainedTo:)`` of the binder type, or `nil` when there
    ///   is no data or the binder has no opinion.
    public func size(constrainedTo size: Size?) -> Size? {
        func open<B: Boundable>(_ base: B) -> Size? {
            guard let data = base.contentData else { return nil }
            return B.Binder.size(with: data, constrainedTo: size)
        }
        return open(base)
    }

    /// Whether a view is of the type the view model drives.
    ///
    /// - Parameter binder: The candidate view.
    /// - Returns: `true` if ``apply(to:)`` would apply.
    @MainActor
    public func canApply(to binder: AnyObject) -> Bool {
        func check<B: Boundable>(_ base: B) -> Bool { binder is B.Binder }
        return check(base)
    }

    /// Delivers the view model's data to a view, if the view is of its binder type.
    ///
    /// A view of another type is left untouched; the mismatch, naming both types, is reported to
    /// ``SendingStateDiagnostics/handler`` and returned.
    ///
    /// - Parameter binder: The view to deliver to.
    /// - Returns: `nil` when applied, or the mismatch when nothing was applied.
    @MainActor
    @discardableResult
    public func apply(to binder: AnyObject) -> BindingMismatch? {
        func open<B: Boundable>(_ base: B) -> BindingMismatch? {
            // A closure, not `base.apply(to:)`: the partial application would box `base` on the
            // heap, one allocation per row.
            applyChecked("AnyBoundable(\(B.self))", to: binder, as: B.Binder.self) { base.apply(to: $0) }
        }
        return open(base)
    }
}
