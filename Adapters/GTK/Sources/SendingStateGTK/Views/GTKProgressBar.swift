import CGtk
import SendingState

/// A `GtkProgressBar` that shows how far a task has got, like UIKit's `UIProgressView`.
///
/// It sends no control events, as a progress view takes no input; it is a sender so that gestures
/// can be mapped on it, such as a tap that shows the task's details.
///
/// ```swift
/// let upload = GTKProgressBar()
/// upload.progress = 0.4
/// EventForwarder(upload) { _, ctx in ctx.tapGesture { [UploadAction.showDetails] } }
/// ```
@MainActor
open class GTKProgressBar: GTKWidget {
    /// Creates a progress bar.
    ///
    /// - Parameter progress: The part done at first, from 0 to 1.
    public init(progress: Double = 0) {
        super.init(widget: gtk_progress_bar_new())
        self.progress = progress
    }

    /// The part of the task done, from 0 to 1; a value outside is clamped, and NaN is ignored, as
    /// on HeadlessWidgets' `ProgressView`.
    public var progress: Double {
        get { gtk_progress_bar_get_fraction(cgtk_progress_bar(widget)) }
        set {
            guard !newValue.isNaN else { return }
            gtk_progress_bar_set_fraction(cgtk_progress_bar(widget), min(max(newValue, 0), 1))
        }
    }

    override var impliedAccessibilityValue: String? { AccessibilityValue.percentage(progress) }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
