import CGtk
import SendingState
public import SendingStateInput

/// A `GtkSpinButton`: a number with − and + buttons, like UIKit's `UIStepper`, that a person can
/// also type into.
///
/// A click on + or − reports `touchDown`, then `valueChanged` as GTK steps the value on the press,
/// then `touchUpInside` on the release; a click that can't move the value, at either end of the
/// range, reports no `valueChanged`. Typing a number, then pressing Return or moving the focus
/// away, reports one `valueChanged` when the number differs. A click on the text reports
/// `touchDown` and `touchUpInside` too, as the whole spin button is the control. Setting ``value``,
/// the range or the step from code reports nothing.
///
/// ```swift
/// let quantity = GTKSpinButton(minimumValue: 0, maximumValue: 99)
/// quantity.value = 3  // reports nothing
/// EventForwarder(quantity) { view, ctx in
///     ctx.control(.valueChanged) { [CartAction.setQuantity(Int(view.value))] }
/// }
/// ```
@MainActor
open class GTKSpinButton: GTKControl {
    /// A stepper to the input engine.
    open override var controlKind: ControlKind? { .stepper }

    /// Creates a spin button.
    ///
    /// - Parameters:
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value; raised to `minimumValue` if it is lower.
    ///   - value: The value it starts at, clamped to the range.
    ///   - stepValue: How much + and − change the value; a step that isn't a number greater than 0
    ///     is reported to `SendingStateDiagnostics`, and the step is 1.
    public init(
        minimumValue: Double = 0, maximumValue: Double = 100, value: Double = 0, stepValue: Double = 1
    ) {
        super.init(widget: gtk_spin_button_new_with_range(minimumValue, max(minimumValue, maximumValue), 1))
        self.stepValue = stepValue
        self.value = value
        connectSignal(widget, "value-changed") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
        }
    }

    private var spinButton: OpaquePointer { cgtk_spin_button(widget) }

    /// The current value; setting it clamps it to the range and reports nothing.
    public var value: Double {
        get { gtk_spin_button_get_value(spinButton) }
        set { fromCode { gtk_spin_button_set_value(spinButton, newValue) } }
    }

    /// The lowest value; setting it reports nothing, even if it moves the value.
    public var minimumValue: Double {
        get { range.minimum }
        set { fromCode { gtk_spin_button_set_range(spinButton, newValue, max(newValue, maximumValue)) } }
    }

    /// The highest value; setting it reports nothing, even if it moves the value.
    public var maximumValue: Double {
        get { range.maximum }
        set { fromCode { gtk_spin_button_set_range(spinButton, min(minimumValue, newValue), newValue) } }
    }

    /// How much + and − change the value; setting a step that isn't a number greater than 0 changes
    /// nothing and is reported to `SendingStateDiagnostics`.
    ///
    /// The spin button shows as many decimals as the step needs, up to 10: none for a step of 1,
    /// one for 0.5, two for 0.25.
    public var stepValue: Double {
        get {
            var step = 0.0
            gtk_spin_button_get_increments(spinButton, &step, nil)
            return step
        }
        set {
            guard newValue > 0, newValue.isFinite else {
                SendingStateDiagnostics.report(
                    .toolkitMisuse(
                        toolkit: "SendingStateGTK",
                        message:
                            "a GTKSpinButton was given the step \(newValue), which isn't greater than 0; "
                            + "its step stays \(stepValue)"))
                return
            }
            fromCode {
                gtk_spin_button_set_increments(spinButton, newValue, newValue * 10)
                gtk_spin_button_set_digits(spinButton, guint(Self.digits(for: newValue)))
            }
        }
    }

    private var range: (minimum: Double, maximum: Double) {
        var minimum = 0.0
        var maximum = 0.0
        gtk_spin_button_get_range(spinButton, &minimum, &maximum)
        return (minimum, maximum)
    }

    /// The fewest decimals, up to 10, that show a step exactly.
    private static func digits(for step: Double) -> Int {
        var digits = 0
        var scaled = step
        while digits < 10, abs(scaled - scaled.rounded()) > 1e-9 * max(1, scaled) {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    override var impliedAccessibilityValue: String? { AccessibilityValue.number(value) }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
