import CGtk
import SendingState
public import SendingStateInput

/// A `GtkCheckButton`: a checkbox with a title, which UIKit draws as a `UISwitch` in its checkbox
/// style.
///
/// A click reports `touchDown`, `touchUpInside`, `valueChanged` and `primaryActionTriggered`. Space
/// or Return on the focused check button reports `valueChanged` and `primaryActionTriggered` only.
/// Setting ``isOn`` from code reports nothing, as in UIKit.
///
/// A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't, so a text field
/// goes on editing; Tab still reaches the check button.
///
/// ```swift
/// let organic = GTKCheckButton(title: "Organic only")
/// EventForwarder(organic) { view, ctx in
///     ctx.control(.valueChanged) { [FilterAction.organicOnly(view.isOn)] }
/// }
/// ```
@MainActor
open class GTKCheckButton: GTKControl {
    /// A toggle to the input engine.
    open override var controlKind: ControlKind? { .toggle }

    /// Creates a check button with a title.
    ///
    /// - Parameters:
    ///   - title: The text beside the box.
    ///   - isOn: Whether it starts checked.
    public init(title: String = "", isOn: Bool = false) {
        super.init(widget: gtk_check_button_new_with_label(title))
        nameEmptyLabels()
        hideIcons(in: widget)
        // A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't.
        gtk_widget_set_focus_on_click(widget, 0)
        self.isOn = isOn
        connectSignal(widget, "toggled") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
            self.ss.report(.control(.primaryActionTriggered))
        }
    }

    /// Whether the box is checked; setting it reports nothing.
    public var isOn: Bool {
        get { gtk_check_button_get_active(cgtk_check_button(widget)) != 0 }
        set {
            fromCode { gtk_check_button_set_active(cgtk_check_button(widget), newValue ? 1 : 0) }
        }
    }

    /// The text beside the box.
    public var title: String {
        get { gtk_check_button_get_label(cgtk_check_button(widget)).map { String(cString: $0) } ?? "" }
        set {
            gtk_check_button_set_label(cgtk_check_button(widget), newValue)
            textDidChange()
        }
    }

    public override var visibleText: String? { title.isEmpty ? nil : title }

    public override var impliedAccessibilityName: String? { title.isEmpty ? nil : title }

    // GTK names a button by its title with the accessible label, which a label set replaces; an
    // untitled one by its type, unless given "".
    override var accessibleLabelFallback: String? { impliedAccessibilityName ?? "" }

    override var impliedAccessibilityValue: String? { AccessibilityValue.toggle(isOn: isOn) }
}
