import CGtk
import SendingState
public import SendingStateInput

/// A `GtkSwitch` that a person turns on and off, like UIKit's `UISwitch`.
///
/// A click reports `touchDown`, `touchUpInside`, then `valueChanged` and `primaryActionTriggered`
/// once the switch has moved: GTK changes its value when its 100 ms slide ends. Space or Return on
/// the focused switch reports `valueChanged` and `primaryActionTriggered` only. Setting ``isOn``
/// from code reports nothing, as in UIKit.
///
/// A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't, so a text field
/// goes on editing; Tab still reaches the switch.
///
/// ```swift
/// let notifications = GTKSwitch(isOn: true)
/// EventForwarder(notifications) { view, ctx in
///     ctx.control(.valueChanged) { [SettingsAction.notify(view.isOn)] }
/// }
/// ```
@MainActor
open class GTKSwitch: GTKControl {
    /// A toggle to the input engine.
    open override var controlKind: ControlKind? { .toggle }

    /// Creates a switch.
    ///
    /// - Parameter isOn: Whether it starts on.
    public init(isOn: Bool = false) {
        super.init(widget: gtk_switch_new())
        // A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't.
        gtk_widget_set_focus_on_click(widget, 0)
        self.isOn = isOn
        // "notify::active" comes once per change, whatever made it; "state-set" can come again
        // for one change when a handler delays the state.
        connectSignal(widget, "notify::active") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
            self.ss.report(.control(.primaryActionTriggered))
        }
    }

    /// Whether the switch is on; setting it reports nothing.
    public var isOn: Bool {
        get { gtk_switch_get_active(cgtk_switch(widget)) != 0 }
        set {
            fromCode { gtk_switch_set_active(cgtk_switch(widget), newValue ? 1 : 0) }
        }
    }

    override var impliedAccessibilityValue: String? { AccessibilityValue.toggle(isOn: isOn) }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
