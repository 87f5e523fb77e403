public import SendingState
public import SendingStateInput

/// A control with a − and a + half that step a value down and up, as UIKit's `UIStepper`: a `div`
/// of role `spinbutton` that shows its value between the two halves.
///
/// A press on a half steps the value at once, after the press's `touchDown`: `valueChanged`, then
/// `touchUpInside` when the pointer lifts, as a stepper's click reports in every adapter. A half
/// held down steps once: the page doesn't repeat it, as a `UIStepper` with `autorepeat` off
/// doesn't, so there is no `isContinuous` to choose when steps are reported. With the keyboard
/// focus, an up or right arrow steps up and a down or left arrow steps down, each with
/// `valueChanged`. Setting ``value`` from code reports nothing.
///
/// The value is always in range, as a ``WebSlider``'s is; a step that isn't positive and finite is
/// ignored.
@MainActor
open class WebStepper: WebView {
    /// The range and the value, kept in order.
    private var range: BoundedValue<Double>

    /// Creates a stepper.
    ///
    /// - Parameters:
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value.
    ///   - value: The value, clamped into range.
    public init(minimumValue: Double = 0, maximumValue: Double = 100, value: Double = 0) {
        range = BoundedValue(minimum: minimumValue, maximum: maximumValue, value: value)
        super.init()
    }

    /// The lowest value; set above the maximum, it raises the maximum to match.
    public var minimumValue: Double {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value; set below the minimum, it lowers the minimum to match.
    public var maximumValue: Double {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// The value, always between ``minimumValue`` and ``maximumValue``; setting it reports nothing.
    public var value: Double {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// How much a step changes the value; 1 by default, and always positive and finite.
    public var stepValue = 1.0 {
        didSet {
            if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue }
        }
    }

    /// Whether a step past a bound goes round to the other bound; `false` by default, when a step
    /// past a bound does nothing.
    public var wraps = false

    /// `.stepper`.
    open override var controlKind: ControlKind? { .stepper }

    /// `.adjustable`.
    open override var impliedAccessibilityRole: AccessibilityRole { .adjustable }

    /// The value, as a number.
    open override var accessibilityValue: String? { AccessibilityValue.number(value) }

    /// Steps as a half is pressed, and with the arrow keys.
    open override func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchDidChange(.began):
            guard let touch = senderInput.touch, let frame = reportedFrame else { break }
            let plus = convertFromWindow(touch.location).x >= frame.size.width / 2
            if range.step(by: plus ? stepValue : -stepValue, wrapping: wraps) {
                emit(.control(.valueChanged))
            }
        case .command(.increment), .command(.decrement):
            let delta = input == .command(.increment) ? stepValue : -stepValue
            if range.step(by: delta, wrapping: wraps) { emit(.control(.valueChanged)) }
            return true
        default:
            break
        }
        return false
    }

    /// A `div` of role `spinbutton` that shows the value, with the range; the style sheet draws
    /// the − and + halves.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-stepper"
        element.attributes["role"] = "spinbutton"
        element.attributes["aria-valuemin"] = AccessibilityValue.number(minimumValue)
        element.attributes["aria-valuemax"] = AccessibilityValue.number(maximumValue)
        element.attributes["aria-valuenow"] = AccessibilityValue.number(value)
        element.text = AccessibilityValue.number(value)
        return element
    }
}
