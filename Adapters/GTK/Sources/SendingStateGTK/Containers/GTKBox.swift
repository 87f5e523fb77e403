import CGtk
import SendingState

/// A `GtkBox` that lays out its subviews in a row or a column: the container to subclass for a
/// screen, a header or a row.
///
/// A subclass is written as on HeadlessWidgets: it holds its subviews, adopts `Configurable` to
/// render a model and `EventForwardingProvider` to map its senders' events.
///
/// ```swift
/// final class HeaderView: GTKBox, Configurable, EventForwardingProvider {
///     let titleLabel = GTKLabel()
///     let checkoutButton = GTKButton(title: "Checkout")
///
///     init() {
///         super.init(axis: .horizontal)
///         addSubview(titleLabel)
///         addSubview(checkoutButton)
///     }
///
///     var configurer: (HeaderView, Header) -> Void {
///         { view, header in view.titleLabel.text = header.title }
///     }
///
///     var eventForwarder: any EventForwardable {
///         EventForwarder(checkoutButton) { _, ctx in ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] } }
///     }
/// }
/// ```
@MainActor
open class GTKBox: GTKWidget {
    /// The direction a box lays out its subviews in.
    public enum Axis: Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The subviews, in layout order.
    public private(set) var subviews: [GTKWidget] = []

    package override var shownSubviews: [GTKWidget] { subviews }

    /// The subview that is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        subviews.first { path.contains($0.widget) }
    }

    /// Creates an empty box.
    ///
    /// - Parameters:
    ///   - axis: The direction to lay out subviews in.
    ///   - spacing: The space between subviews, in pixels.
    public init(axis: Axis = .vertical, spacing: Int = 0) {
        super.init(
            widget: gtk_box_new(
                axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL, Int32(spacing)))
    }

    /// Adds a subview after the others, removing it from its previous container first.
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: GTKWidget) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.container = self
        gtk_box_append(cgtk_box(widget), view.widget)
    }

    override func removeContainedView(_ view: GTKWidget) {
        removeSubview(view)
    }

    /// Removes a subview; does nothing if it isn't one.
    ///
    /// - Parameter view: The view to remove.
    public func removeSubview(_ view: GTKWidget) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        view.superview = nil
        view.container = nil
        gtk_box_remove(cgtk_box(widget), view.widget)
    }

    /// Sets the empty space around the box, in pixels, the same on every side: the same as
    /// setting ``GTKWidget/margins`` to `GTKEdgeInsets(all: pixels)`.
    ///
    /// - Parameter pixels: The margin on every side.
    public func setMargins(_ pixels: Int) {
        margins = GTKEdgeInsets(all: pixels)
    }
}

extension GTKWidget {
    /// Removes the widget from the container that holds it; does nothing if none does.
    ///
    /// The container is a ``GTKBox``, a ``GTKStack``, a ``GTKNavigationStack``, a ``GTKPaned``, a
    /// ``GTKGrid`` or a ``GTKOverlay``: each takes the view out as its own removal method does.
    /// Every container calls it before it adds a view, so a view is in one container at a time.
    public func removeFromSuperview() {
        container?.removeContainedView(self)
    }
}
