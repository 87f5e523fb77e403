import CGtk
import SendingState
public import SendingStateInput

/// A horizontal `GtkScale` that a person drags, like UIKit's `UISlider`.
///
/// A drag reports `touchDown`, `valueChanged` as the value moves (or once on release when
/// ``isContinuous`` is `false`), then `touchUpInside` or `touchUpOutside`. GTK emits
/// "value-changed" for changes made from code too; the scale reports none of those, so a
/// configurer that sets ``value`` never fires a mapping.
///
/// ```swift
/// let quantity = GTKScale(minimumValue: 0, maximumValue: 10, step: 1)
/// quantity.value = 3  // reports nothing
/// ```
@MainActor
open class GTKScale: GTKControl {
    /// Whether the value changed during the current press, for a scale that isn't continuous.
    private var changedDuringTouch = false

    /// Whether `valueChanged` is reported as the value moves; when `false`, once on release.
    public var isContinuous = true

    /// A slider to the input engine.
    open override var controlKind: ControlKind? { .slider }

    /// Creates a scale.
    ///
    /// - Parameters:
    ///   - minimumValue: The value at the left end.
    ///   - maximumValue: The value at the right end.
    ///   - value: The value it starts at.
    ///   - step: The smallest change; a whole step such as 1 makes dragged values whole numbers.
    public init(minimumValue: Double = 0, maximumValue: Double = 1, value: Double = 0, step: Double = 0.01) {
        super.init(
            widget: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimumValue, maximumValue, step))
        gtk_scale_set_draw_value(cgtk_scale(widget), 0)
        if step >= 1 { gtk_range_set_round_digits(cgtk_range(widget), 0) }
        self.value = value
        connectSignal(widget, "value-changed") { [weak self] _ in
            self?.valueDidChange()
        }
    }

    /// The current value; setting it clamps it to the range and reports nothing.
    public var value: Double {
        get { gtk_range_get_value(cgtk_range(widget)) }
        set { fromCode { gtk_range_set_value(cgtk_range(widget), newValue) } }
    }

    /// The value at the left end; setting it reports nothing, even if it moves the value.
    public var minimumValue: Double {
        get { gtk_adjustment_get_lower(gtk_range_get_adjustment(cgtk_range(widget))) }
        set { fromCode { gtk_range_set_range(cgtk_range(widget), newValue, max(newValue, maximumValue)) } }
    }

    /// The value at the right end; setting it reports nothing, even if it moves the value.
    public var maximumValue: Double {
        get { gtk_adjustment_get_upper(gtk_range_get_adjustment(cgtk_range(widget))) }
        set { fromCode { gtk_range_set_range(cgtk_range(widget), min(minimumValue, newValue), newValue) } }
    }

    private func valueDidChange() {
        guard !isSettingFromCode else { return }
        if isContinuous || !isTouching {
            ss.report(.control(.valueChanged))
        } else {
            changedDuringTouch = true
        }
    }

    /// Reports the value a touch changed, on a scale that isn't continuous, as the touch ends,
    /// before its `touchUpInside` or `touchCancel`.
    open override func controlTouchWillChange(_ change: ControlTouchChange) {
        super.controlTouchWillChange(change)
        guard !isTouching, changedDuringTouch else { return }
        changedDuringTouch = false
        ss.report(.control(.valueChanged))
    }

    override var impliedAccessibilityValue: String? { AccessibilityValue.number(value) }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
