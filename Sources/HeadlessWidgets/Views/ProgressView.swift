import SendingState

/// A view that shows how far a task has got, as UIKit's progress view does.
///
/// The progress is a fraction from 0 to 1, always clamped into that range; a NaN is ignored and
/// the progress stays as it was. Assistive technology sees a
/// `.progressIndicator` whose value is the progress as a whole percentage.
///
/// ```swift
/// let upload = ProgressView(progressViewStyle: .bar)
/// upload.accessibilityLabel = "Upload"
/// upload.setProgress(0.25, animated: true)
/// // semanticsDump(): progressIndicator "Upload" value "25%"
/// ```
@MainActor
open class ProgressView: View {
    /// How far the task has got, from 0 to 1; setting it clamps it into that range, and a NaN
    /// leaves it unchanged.
    public var progress: Float = 0 {
        didSet {
            let fixed = progress.isNaN ? oldValue : min(max(progress, 0), 1)
            if fixed != progress { progress = fixed }
        }
    }

    /// How the progress view looks: ``Style/default`` until set.
    public var progressViewStyle = Style.default

    /// Creates a progress view of a style, with no progress.
    ///
    /// - Parameter style: How the progress view looks.
    public convenience init(progressViewStyle style: Style) {
        self.init()
        progressViewStyle = style
    }

    /// Sets the progress; `animated` is ignored, since nothing is drawn.
    ///
    /// - Parameters:
    ///   - progress: How far the task has got, clamped into `0...1`; a NaN is ignored.
    ///   - animated: Whether UIKit would animate the change; ignored.
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The progress, and the style when it isn't the default, such as `progress=0.25 style=bar`.
    open override var dumpAttributes: [String] {
        ["progress=\(formatCoordinate(Double(progress)))"]
            + (progressViewStyle == .default ? [] : ["style=\(progressViewStyle)"])
    }

    // MARK: - What a progress view is to assistive technology

    override var impliesAccessibilityElement: Bool { true }

    override var impliedAccessibilityValue: String? {
        AccessibilityValue.percentage(Double(progress))
    }

    /// A progress indicator, unless its traits give it another role.
    override var impliedAccessibilityRole: AccessibilityRole {
        let role = super.impliedAccessibilityRole
        return role == .none ? .progressIndicator : role
    }
}
