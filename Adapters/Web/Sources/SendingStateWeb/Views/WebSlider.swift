public import SendingState
public import SendingStateInput

/// A control whose value a person slides between a minimum and a maximum, by dragging its thumb or
/// with the arrow keys: a `div` of role `slider`, like a `UISlider`.
///
/// A drag that begins on the thumb moves the value with the pointer: the session's input engine
/// reports `touchDown`, then `touchDragInside` or `touchDragOutside` for each move, and the slider
/// follows each with `valueChanged` when the move changed the value, or once as the drag ends when
/// ``isContinuous`` is `false`; then `touchUpInside` or `touchUpOutside`. A press on the track away
/// from the thumb moves nothing, as UIKit's slider ignores it. With the keyboard focus, an up or
/// right arrow raises the value by a tenth of the range and a down or left arrow lowers it, each
/// with `valueChanged`. Setting ``value`` from code reports nothing.
///
/// The value is always in range: a NaN is ignored, an infinite value clamps to the nearest bound,
/// and a bound set past the other moves it along.
@MainActor
open class WebSlider: WebView {
    /// The range and the value, kept in order.
    private var range: BoundedValue<Float>

    /// The value where the drag in progress began, for a drag that began on the thumb.
    private var dragStart: (value: Float, x: Double)?

    /// How far from the thumb's centre a press still grabs it, in CSS pixels: half the 44-pixel
    /// target the page gives controls.
    static let thumbReach = 22.0

    /// The radius of the thumb the style sheet draws, in CSS pixels.
    static let thumbRadius = 12.0

    /// Creates a slider.
    ///
    /// The arguments are taken as the properties take them.
    ///
    /// - Parameters:
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value.
    ///   - value: The value, clamped into range.
    public init(minimumValue: Float = 0, maximumValue: Float = 1, value: Float = 0) {
        range = BoundedValue(minimum: minimumValue, maximum: maximumValue, value: value)
        super.init()
    }

    /// The lowest value; set above the maximum, it raises the maximum to match.
    public var minimumValue: Float {
        get { range.minimum }
        set { range.setMinimum(newValue) }
    }

    /// The highest value; set below the minimum, it lowers the minimum to match.
    public var maximumValue: Float {
        get { range.maximum }
        set { range.setMaximum(newValue) }
    }

    /// The value, always between ``minimumValue`` and ``maximumValue``; setting it reports nothing.
    public var value: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }

    /// Whether a drag reports `valueChanged` at each move that changes the value (`true`, the
    /// default) or once as it ends.
    public var isContinuous = true

    /// `.slider`.
    open override var controlKind: ControlKind? { .slider }

    /// `.adjustable`.
    open override var impliedAccessibilityRole: AccessibilityRole { .adjustable }

    /// The value, as a number.
    open override var accessibilityValue: String? { AccessibilityValue.number(Double(value)) }

    /// Follows a drag that began on the thumb, and the arrow keys.
    open override func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchDidChange(.began):
            guard let touch = senderInput.touch, let frame = reportedFrame else { break }
            let x = convertFromWindow(touch.location).x
            let thumb = Self.thumbRadius + Double(range.fraction) * Self.travel(in: frame)
            dragStart = abs(x - thumb) <= Self.thumbReach ? (value, x) : nil
        case .touchDidChange(.moved):
            guard let dragStart, let touch = senderInput.touch, let frame = reportedFrame else { break }
            let before = value
            let moved = (convertFromWindow(touch.location).x - dragStart.x) / Self.travel(in: frame)
            value = dragStart.value + Float(moved) * (maximumValue - minimumValue)
            if isContinuous, value != before { emit(.control(.valueChanged)) }
        case .touchWillChange(.ended):
            if !isContinuous, let dragStart, value != dragStart.value { emit(.control(.valueChanged)) }
            dragStart = nil
        case .touchDidChange(.cancelled):
            dragStart = nil
        case .command(.increment), .command(.decrement):
            let before = value
            let step = (maximumValue - minimumValue) / 10
            value += input == .command(.increment) ? step : -step
            if value != before { emit(.control(.valueChanged)) }
            return true
        default:
            break
        }
        return false
    }

    /// How far the thumb's center travels from the minimum to the maximum: the track, but the
    /// thumb's radius at each end, so that the thumb stays on the track, as UIKit's does; at
    /// least a pixel.
    static func travel(in frame: Rect) -> Double {
        max(frame.size.width - 2 * thumbRadius, 1)
    }

    /// A `div` of role `slider`, with its range and value, and where the thumb is as
    /// `data-ss-style-fraction`, which the page's script gives the style sheet.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-slider"
        element.attributes["role"] = "slider"
        element.attributes["aria-valuemin"] = AccessibilityValue.number(Double(minimumValue))
        element.attributes["aria-valuemax"] = AccessibilityValue.number(Double(maximumValue))
        element.attributes["aria-valuenow"] = AccessibilityValue.number(Double(value))
        element.attributes["data-ss-style-fraction"] = String(Double(range.fraction))
        return element
    }
}
