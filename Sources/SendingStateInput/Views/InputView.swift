public import SendingState

/// A view in a tree the kit reads: for the view a press lands on, and for the keyboard focus and
/// the order Tab moves it in.
///
/// A toolkit that hands its adapter raw input, as a terminal, SDL or a browser's canvas does, has
/// no hit test or focus of its own. Its views adopt `InputView`, and the adapter uses
/// ``inputView(at:)`` to find the view a pointer landed on and a ``KeyboardFocus`` to keep the
/// focus, so that both follow the same rules as HeadlessWidgets. A toolkit that hit-tests and
/// focuses natively, as GTK does, needs neither.
///
/// ```swift
/// final class CellView: InputView {
///     // …
///     private(set) weak var superview: CellView?
///     var inputSubviews: [CellView] { subviews }
///     var isShown: Bool { !isHidden }
///     var isUserInteractionEnabled: Bool { true }
///     var canBecomeFirstResponder: Bool { controlKind != nil }
///
///     func convertFromSuperview(_ point: Point) -> Point {
///         Point(x: point.x - origin.x, y: point.y - origin.y)
///     }
/// }
/// ```
///
/// ## Implementation requirements
///
/// A conforming type keeps the contract of ``InputTarget``, and:
/// - lists in ``inputSubviews`` the views it contains, back to front, with ``superview`` and
///   ``InputTarget/inputSuperview`` of each the view itself; `Subview` is the toolkit's base view
///   class;
/// - converts a point from its superview's coordinates with ``convertFromSuperview(_:)``,
///   consistently with ``InputTarget/convertFromWindow(_:)``;
/// - says with ``isShown`` whether a person can see it, with ``isUserInteractionEnabled``
///   whether it and its subviews take a pointer at all, and with ``InputTarget/isInputEnabled``
///   whether it is enabled.
@MainActor
public protocol InputView: InputTarget {
    /// The type of the views inside this one: the toolkit's base view class.
    associatedtype Subview: InputView

    /// The views inside this one, back to front: a later view is in front of an earlier one.
    var inputSubviews: [Subview] { get }

    /// The view that contains this one, as a view of the tree: the same as
    /// ``InputTarget/inputSuperview``; `nil` at the top.
    var superview: Subview? { get }

    /// Whether a person can see the view: it isn't hidden, nor so transparent that it can't be
    /// seen; a view that isn't shown takes no pointer and no focus, nor do its subviews.
    var isShown: Bool { get }

    /// Whether the view and its subviews take a pointer, as UIKit's `isUserInteractionEnabled`
    /// says; when `false`, a press passes through them to what is behind, and they take no focus.
    var isUserInteractionEnabled: Bool { get }

    /// Whether the view can take the keyboard focus, as UIKit's `canBecomeFirstResponder` says:
    /// text fields always can, other controls when the person navigates every control with the
    /// keyboard.
    var canBecomeFirstResponder: Bool { get }

    /// Converts a point from the coordinates of the view's superview to the view's own.
    ///
    /// - Parameter point: A point in the superview's coordinates.
    /// - Returns: The same point in the view's coordinates.
    func convertFromSuperview(_ point: Point) -> Point
}
