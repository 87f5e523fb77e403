public import CGtk
import SendingState

/// A GTK widget that sends control events, as UIKit's `UIControl` does: the base of buttons,
/// toggles, scales and entries.
///
/// A press on the control reports `touchDown`, and its release `touchUpInside`, or `touchUpOutside`
/// after `touchDragExit` when the pointer left the control first. Subclasses add the events of
/// their widget, such as `primaryActionTriggered` or `valueChanged`.
@MainActor
open class GTKControl: GTKWidget {
    private var touchTracker: TouchTracker?

    /// Whether a press is down on the control.
    public private(set) var isTouching = false

    /// Wraps a GTK widget as a control that reports touch events.
    ///
    /// - Parameter widget: The widget to wrap.
    public override init(widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget)
        touchTracker = TouchTracker(control: self)
    }

    /// Wraps a GTK widget as a control that reports no touch events of its own, for a widget whose
    /// children claim every press, as an entry's text does.
    init(widgetWithoutTouches widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget: widget)
    }

    /// A press went down on the control.
    func touchBegan() {
        isTouching = true
    }

    /// The press is about to end, before its `touchUpInside`, `touchUpOutside` or `touchCancel`.
    ///
    /// Subclasses that override it must call `super`.
    func touchWillEnd() {
        isTouching = false
    }
}
