import CGtk
public import SendingState

/// A `GtkScrolledWindow` that shows part of a larger content view, like UIKit's `UIScrollView`.
///
/// When a person scrolls it, with the mouse wheel, a touchpad, the scrollbars or the keyboard, it
/// reports `valueChanged` for each move of ``contentOffset``. That is this adapter's choice: UIKit's
/// scroll view sends no control events and tells its delegate instead, and a mapping is how a
/// SendingState sender tells. Setting ``contentOffset`` from code reports nothing, and neither does
/// GTK moving the offset to keep it in range as the content or the window changes size.
///
/// ```swift
/// let scroller = GTKScrolledWindow()
/// scroller.contentView = ProductList()
/// EventForwarder(scroller) { view, ctx in
///     ctx.control(.valueChanged) { [ListAction.scrolled(to: view.contentOffset.y)] }
/// }
/// ```
@MainActor
open class GTKScrolledWindow: GTKWidget {
    /// Each adjustment as last seen, so a move GTK made while laying out is not reported.
    private var seen: [UnsafeMutablePointer<GtkAdjustment>: AdjustmentState] = [:]

    /// Creates an empty scrolled window that shows scrollbars when its content needs them.
    public init() {
        super.init(widget: gtk_scrolled_window_new())
        track(horizontalAdjustment)
        track(verticalAdjustment)
        writeAccessibleLabel()
    }

    /// Names the scroll bars after the scrolled window's name too.
    override func writeAccessibleLabel() {
        super.writeAccessibleLabel()
        nameScrollBars(of: widget, scrolling: storedAccessibilityLabel ?? accessibleLabelFallback)
    }

    /// The content view's name, when the scrolled window has no label: a text view's scroll pane
    /// reads as the text view does, not as an unnamed pane.
    override var accessibleLabelFallback: String? { contentView?.accessibilityName }

    override func containedViewNameDidChange(_ view: GTKWidget) {
        if storedAccessibilityLabel == nil { writeAccessibleLabel() }
    }

    /// The view scrolled, held with a strong reference; setting it replaces the previous one.
    ///
    /// A view that can't scroll itself is shown in a `GtkViewport`, which GTK adds.
    public var contentView: GTKWidget? {
        didSet {
            guard contentView !== oldValue else { return }
            if oldValue?.container === self { oldValue?.container = nil }
            contentView?.removeFromSuperview()
            contentView?.container = self
            gtk_scrolled_window_set_child(cgtk_scrolled_window(widget), contentView?.widget)
            if storedAccessibilityLabel == nil { writeAccessibleLabel() }
        }
    }

    package override var shownSubviews: [GTKWidget] { contentView.map { [$0] } ?? [] }

    override func removeContainedView(_ view: GTKWidget) {
        if contentView === view { contentView = nil }
    }

    /// The content view, if it is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        guard let contentView, path.contains(contentView.widget) else { return nil }
        return contentView
    }

    /// The point of the content shown at the top-left corner; setting it reports nothing.
    ///
    /// Setting it clamps each coordinate between 0 and how far the content extends past the
    /// scrolled window, as GTK laid them out last; before the first layout, that is 0.
    public var contentOffset: Point {
        get {
            Point(
                x: gtk_adjustment_get_value(horizontalAdjustment),
                y: gtk_adjustment_get_value(verticalAdjustment))
        }
        set {
            fromCode {
                gtk_adjustment_set_value(horizontalAdjustment, newValue.x)
                gtk_adjustment_set_value(verticalAdjustment, newValue.y)
            }
        }
    }

    /// The size of the content, as GTK laid it out last; `.zero` before the first layout.
    public var contentSize: Size {
        Size(
            width: gtk_adjustment_get_upper(horizontalAdjustment),
            height: gtk_adjustment_get_upper(verticalAdjustment))
    }

    // A scrolled window always has both adjustments: it makes them when it is created.
    private var horizontalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_hadjustment(cgtk_scrolled_window(widget))
    }

    private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget))
    }

    /// Reports a person's moves of an adjustment's value, and none that GTK makes as it lays out.
    ///
    /// Layout sets an adjustment's bounds and clamps its value with `gtk_adjustment_configure`,
    /// whose "value-changed" comes with the new bounds already in place; so a "value-changed" whose
    /// bounds differ from the last seen is GTK's, and one with the same bounds is a person's.
    private func track(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        seen[adjustment] = AdjustmentState(adjustment)
        let object = UnsafeMutableRawPointer(adjustment)
        connectSignal(object, "changed") { [weak self] _ in
            self?.seen[adjustment] = AdjustmentState(adjustment)
        }
        connectSignal(object, "value-changed") { [weak self] _ in
            guard let self else { return }
            let now = AdjustmentState(adjustment)
            let before = self.seen[adjustment]
            self.seen[adjustment] = now
            guard !self.isSettingFromCode, let before, now.hasSameBounds(as: before),
                now.value != before.value
            else { return }
            self.ss.report(.control(.valueChanged))
        }
    }
}

/// An adjustment's value and bounds, as last seen.
private struct AdjustmentState {
    var value: Double
    var lower: Double
    var upper: Double
    var pageSize: Double

    init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        value = gtk_adjustment_get_value(adjustment)
        lower = gtk_adjustment_get_lower(adjustment)
        upper = gtk_adjustment_get_upper(adjustment)
        pageSize = gtk_adjustment_get_page_size(adjustment)
    }

    func hasSameBounds(as other: Self) -> Bool {
        lower == other.lower && upper == other.upper && pageSize == other.pageSize
    }
}
