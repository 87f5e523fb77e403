import CGtk
import SendingState

/// A `GtkEntry` that a person types into, like UIKit's `UITextField`.
///
/// Focus entering the entry reports `editingDidBegin`; each change a person makes reports
/// `editingChanged`; Return reports `editingDidEndOnExit`, then `editingDidEnd` as it ends editing
/// and gives up the focus; focus leaving otherwise reports `editingDidEnd`. Setting ``text`` from
/// code reports nothing. The entry reports no touch events: its text widget claims every press.
@MainActor
open class GTKEntry: GTKControl {
    private let editing = EditingTracker()

    /// Creates an empty entry.
    ///
    /// - Parameter placeholder: The text shown while the entry is empty.
    public init(placeholder: String? = nil) {
        super.init(widgetWithoutTouches: gtk_entry_new())
        self.placeholder = placeholder
        editing.track(self)
    }

    /// Whether the entry has the focus and takes typing.
    public var isEditing: Bool { editing.isEditing }

    /// The text in the entry; setting it reports nothing.
    public var text: String {
        get { editing.text }
        set { editing.text = newValue }
    }

    /// The text shown while the entry is empty.
    public var placeholder: String? {
        get {
            let placeholder = gtk_entry_get_placeholder_text(cgtk_entry(widget)).map { String(cString: $0) }
            return placeholder?.isEmpty == false ? placeholder : nil
        }
        set { gtk_entry_set_placeholder_text(cgtk_entry(widget), newValue) }
    }
}
