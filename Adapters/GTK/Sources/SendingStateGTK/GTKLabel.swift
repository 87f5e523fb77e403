import CGtk
import SendingState

/// A `GtkLabel` that shows text; a sender too, so gestures can be mapped on it.
@MainActor
open class GTKLabel: GTKWidget {
    /// Creates a label.
    ///
    /// - Parameter text: The text to show.
    public init(text: String = "") {
        super.init(widget: gtk_label_new(text))
        gtk_label_set_xalign(cgtk_label(widget), 0)
    }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(cgtk_label(widget))) }
        set {
            gtk_label_set_text(cgtk_label(widget), newValue)
            // GTK writes the text as the label's accessible label; a label set, or "" for no
            // text, goes back over it.
            if newValue.isEmpty || storedAccessibilityLabel != nil { writeAccessibleLabel() }
        }
    }

    // GTK names a label by its text; an empty one by its type, unless given "".
    override var accessibleLabelFallback: String? { text.isEmpty ? "" : nil }

    public override var visibleText: String? { text.isEmpty ? nil : text }

    public override var impliedAccessibilityName: String? { text.isEmpty ? nil : text }
}
