import CGtk
import SendingState
public import SendingStateInput

/// A `GtkEntry` that a person types into, like UIKit's `UITextField`.
///
/// A click reports what a tap on a UIKit text field does, in HeadlessWidgets' order: `touchDown`,
/// `touchUpInside`, `primaryActionTriggered`, then `editingDidBegin`, though GTK focuses the entry
/// as the press lands. Focus entering it otherwise, as by Tab, reports `editingDidBegin`; each
/// change a person makes reports `editingChanged`; Return reports `editingDidEndOnExit`, then
/// `editingDidEnd` as it ends editing and gives up the focus; focus leaving otherwise reports
/// `editingDidEnd`. Setting ``text`` from code reports nothing.
@MainActor
open class GTKEntry: GTKControl {
    /// A text field to the input engine.
    open override var controlKind: ControlKind? { .textField }

    /// Performs what GTK's text doesn't for a key a person held Shift on while typing:
    /// Shift-Return ends editing, as Return does, and a character GTK left is typed.
    open override func perform(_ command: KeyCommand) -> Bool {
        editing.perform(command)
    }

    private let editing = EditingTracker()

    /// Creates an empty entry.
    ///
    /// - Parameter placeholder: The text shown while the entry is empty.
    public init(placeholder: String? = nil) {
        super.init(widget: gtk_entry_new())
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

    /// The text shown while the entry is empty, which names it unless an ``GTKWidget/accessibilityLabel`` is set.
    public var placeholder: String? {
        get {
            let placeholder = gtk_entry_get_placeholder_text(cgtk_entry(widget)).map { String(cString: $0) }
            return placeholder?.isEmpty == false ? placeholder : nil
        }
        set {
            gtk_entry_set_placeholder_text(cgtk_entry(widget), newValue)
            writeAccessibleLabel()
        }
    }

    public override var visibleText: String? { text.isEmpty ? nil : text }

    /// Reports `primaryActionTriggered` when a touch ends inside, as a tap on a UIKit text field
    /// does, then `editingDidBegin` if the press focused the field.
    open override func controlTouchDidEndInside() {
        ss.report(.control(.primaryActionTriggered))
        editing.touchDidEnd()
    }

    /// Reports the editing a touch began once it ends outside the field or is cancelled.
    open override func controlTouchDidChange(_ change: ControlTouchChange) {
        super.controlTouchDidChange(change)
        switch change {
        case .ended(inside: false), .cancelled: editing.touchDidEnd()
        default: break
        }
    }

    public override var impliedAccessibilityName: String? { placeholder }

    override var accessibleLabelFallback: String? { placeholder ?? "" }

    // GTK focuses the text inside the entry, not the entry.
    override var impliedAccessibilityTraits: AccessibilityTraits { isEditing ? .focused : [] }

    override var impliedAccessibilityValue: String? { text.isEmpty ? nil : text }
}
