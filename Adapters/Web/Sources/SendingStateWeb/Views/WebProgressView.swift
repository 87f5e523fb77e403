public import SendingState
internal import SendingStateInput

/// A bar that shows how far a task has got: a `progress` element, like a `UIProgressView`.
@MainActor
open class WebProgressView: WebView {
    /// How far the task has got, from 0 to 1; a value out of range is clamped, and a NaN is
    /// ignored.
    public var progress: Float {
        get { range.value }
        set { range.setValue(newValue) }
    }

    private var range: BoundedValue<Float>

    /// Creates a progress bar.
    ///
    /// - Parameter progress: How far the task has got, from 0 to 1.
    public init(progress: Float = 0) {
        range = BoundedValue(minimum: 0, maximum: 1, value: progress)
        super.init()
    }

    /// `.progressIndicator`.
    open override var impliedAccessibilityRole: AccessibilityRole { .progressIndicator }

    /// The progress, as a percentage such as `25%`.
    open override var accessibilityValue: String? { AccessibilityValue.percentage(Double(progress)) }

    /// `progress`.
    open override var tagName: String { "progress" }

    /// A `progress` element whose value is the progress, of a maximum of 1.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["max"] = "1"
        element.attributes["value"] = String(Double(progress))
        element.attributes["aria-valuetext"] = accessibilityValue
        return element
    }
}
