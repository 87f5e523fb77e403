public import SendingStateInput

/// A GTK widget that sends control events, as UIKit's `UIControl` does: the base of buttons,
/// toggles, scales and entries.
///
/// A press on the control reports `touchDown`, and its release `touchUpInside`, or `touchUpOutside`
/// after `touchDragExit` when the pointer left the control first, as the window's input engine
/// tracks the touch. Subclasses add the events of their widget, such as `primaryActionTriggered`
/// or `valueChanged`.
@MainActor
open class GTKControl: GTKWidget {
    /// Whether a press is down on the control: whether the window's input engine tracks its touch.
    public var isTouching: Bool { senderInput.isTracking }

    /// A control is a `.button` to the input engine, unless a subclass is another kind.
    open override var controlKind: ControlKind? { .button }
}
