import CGtk
import SendingState
public import SendingStateInput

/// A `GtkToggleButton` that a person turns on and off, such as a favourite star.
///
/// A click reports `touchDown`, `touchUpInside`, `valueChanged` and `primaryActionTriggered`.
/// Setting ``isOn`` from code reports nothing, as in UIKit.
///
/// To assistive technology it is a `.button` that is pressed or not, as GTK 4.8 has no toggle
/// button role; use ``GTKSwitch`` or ``GTKCheckButton`` for a `.toggle`.
///
/// A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't, so a text field
/// goes on editing; Tab still reaches the toggle.
@MainActor
open class GTKToggle: GTKControl {
    /// A toggle to the input engine.
    open override var controlKind: ControlKind? { .toggle }

    /// Creates a toggle button with a title.
    ///
    /// - Parameters:
    ///   - title: The text on the button.
    ///   - isOn: Whether it starts pressed in.
    public init(title: String = "", isOn: Bool = false) {
        super.init(widget: gtk_toggle_button_new_with_label(title))
        nameEmptyLabels()
        // A click doesn't take the keyboard focus, as a tap on a UIKit control doesn't.
        gtk_widget_set_focus_on_click(widget, 0)
        self.isOn = isOn
        connectSignal(widget, "toggled") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
        }
        connectSignal(widget, "clicked") { [weak self] _ in
            self?.ss.report(.control(.primaryActionTriggered))
        }
    }

    /// Whether the toggle is on; setting it reports nothing.
    public var isOn: Bool {
        get { gtk_toggle_button_get_active(cgtk_toggle_button(widget)) != 0 }
        set {
            fromCode { gtk_toggle_button_set_active(cgtk_toggle_button(widget), newValue ? 1 : 0) }
        }
    }

    /// The text on the toggle, which names it unless an ``GTKWidget/accessibilityLabel`` is set.
    public var title: String {
        get { gtk_button_get_label(cgtk_button(widget)).map { String(cString: $0) } ?? "" }
        set {
            gtk_button_set_label(cgtk_button(widget), newValue)
            textDidChange()
        }
    }

    public override var visibleText: String? { title.isEmpty ? nil : title }

    public override var impliedAccessibilityName: String? { title.isEmpty ? nil : title }

    // GTK names a button by its title with the accessible label, which a label set replaces; an
    // untitled one by its type, unless given "".
    override var accessibleLabelFallback: String? { impliedAccessibilityName ?? "" }

    override var impliedAccessibilityTraits: AccessibilityTraits { isOn ? .selected : [] }
}
