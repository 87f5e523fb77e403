import CGtk
import SendingState
public import SendingStateInput

/// A `GtkSearchEntry` that a person types a search into, like UIKit's `UISearchTextField`.
///
/// It reports what a ``GTKEntry`` does: a click reports `touchDown`, `touchUpInside`,
/// `primaryActionTriggered`, then `editingDidBegin`; focus entering it otherwise reports
/// `editingDidBegin`; each change a person makes, typing or clicking the clear icon, reports
/// `editingChanged` at once, from GtkEditable's "changed" rather than the delayed "search-changed";
/// Return reports `editingDidEndOnExit`, then `editingDidEnd` as it gives up the focus; focus
/// leaving otherwise reports `editingDidEnd`. Setting ``text`` from code reports nothing.
///
/// GTK's own "search-changed", emitted once a person stops typing for a moment, reports
/// `valueChanged` when the text differs from the last search: map it to search a long list once
/// per pause rather than once per key.
///
/// ```swift
/// let search = GTKSearchEntry(placeholder: "Search products")
/// EventForwarder(search) { view, ctx in
///     ctx.control(.valueChanged) { [SearchAction.query(view.text)] }
/// }
/// ```
@MainActor
open class GTKSearchEntry: GTKControl {
    /// A text field to the input engine.
    open override var controlKind: ControlKind? { .textField }

    /// Performs what GTK's text doesn't for a key a person held Shift on while typing:
    /// Shift-Return ends editing, as Return does, and a character GTK left is typed.
    open override func perform(_ command: KeyCommand) -> Bool {
        editing.perform(command)
    }

    private let editing = EditingTracker()
    /// The text when a search was last reported or set from code: GTK emits "search-changed" for
    /// text set from code too, after its delay, and that is not a person's search.
    private var searchedText = ""

    /// Creates an empty search entry.
    ///
    /// - Parameter placeholder: The text shown while the entry is empty.
    public init(placeholder: String? = nil) {
        super.init(widget: gtk_search_entry_new())
        self.placeholder = placeholder
        editing.track(self)
        connectSignal(widget, "search-changed") { [weak self] _ in self?.searchDidChange() }
    }

    /// Whether the search entry has the focus and takes typing.
    public var isEditing: Bool { editing.isEditing }

    /// The text in the search entry; setting it reports nothing.
    public var text: String {
        get { editing.text }
        set {
            editing.text = newValue
            searchedText = newValue
        }
    }

    /// The text shown while the search entry is empty, which names it unless an
    /// ``GTKWidget/accessibilityLabel`` is set.
    public var placeholder: String? {
        get {
            // GTK 4.8 has no getter for it: read the property, as a copy to free.
            guard let copy = cgtk_object_dup_string(widget, "placeholder-text") else { return nil }
            defer { g_free(copy) }
            let placeholder = String(cString: copy)
            return placeholder.isEmpty ? nil : placeholder
        }
        set {
            cgtk_object_set_string(widget, "placeholder-text", newValue)
            writeAccessibleLabel()
        }
    }

    private func searchDidChange() {
        let text = text
        guard text != searchedText else { return }
        searchedText = text
        ss.report(.control(.valueChanged))
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
