import CGtk
import SendingState

/// A `GtkTextView` that a person types several lines into, like UIKit's `UITextView`.
///
/// Focus entering it, by a click or by the keyboard, reports `editingDidBegin`; each change a
/// person makes, such as typing a character, a newline, a deletion or a paste, reports
/// `editingChanged` once; focus leaving reports `editingDidEnd`. Return types a newline and
/// never reports `editingDidEndOnExit`. Setting ``text`` from code reports nothing.
///
/// A UIKit text view is a scroll view, not a control, so a tap on it reports no touch events:
/// a click reports `editingDidBegin` alone, and is no control's press to the input engine: its
/// ``GTKWidget/controlKind`` is `nil`. No kind of control fits: GTK's text view takes the keys of
/// a `.textField` itself, and Return, which ends a text field's editing, types a newline here; the
/// keys it leaves, such as Control-S, go up to the screen's key mappings. Tab types a tab, as in a
/// UIKit text view and in GTK; Shift-Tab moves the focus back to the previous widget, and GTK's
/// Control-Tab moves it on, so the keyboard can always leave. GTK 4.8's text view shows no
/// placeholder: name it with an
/// ``GTKWidget/accessibilityLabel``, and show a hint in a ``GTKLabel`` beside it.
///
/// ```swift
/// let notes = GTKTextView()
/// notes.accessibilityLabel = "Notes"
/// ```
///
/// A text view grows with its text; to scroll it, make it a ``GTKScrolledWindow``'s
/// ``GTKScrolledWindow/contentView``, which scrolls it without a viewport.
@MainActor
open class GTKTextView: GTKWidget {
    private let editing = EditingTracker()

    /// Creates a text view that wraps lines at word boundaries.
    ///
    /// - Parameter text: The text it shows first, set as from code, so it reports nothing.
    public init(text: String = "") {
        super.init(widget: gtk_text_view_new())
        wrapsLines = true
        self.text = text
        editing.track(self, buffer: buffer) { view in
            gtk_text_view_get_editable(cgtk_text_view(view.widget)) != 0
        }
        moveFocusBackOnShiftTab()
    }

    private var textView: UnsafeMutablePointer<GtkTextView> { cgtk_text_view(widget) }

    private var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }

    /// Whether the text view has the focus and takes typing.
    public var isEditing: Bool { editing.isEditing }

    /// The text in the text view, its lines separated by `"\n"`; setting it reports nothing.
    public var text: String {
        get {
            var start = GtkTextIter()
            var end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return "" }
            defer { g_free(characters) }
            return String(cString: characters)
        }
        set {
            fromCode { gtk_text_buffer_set_text(buffer, newValue, -1) }
        }
    }

    /// Whether a person can change the text; one that can't still selects and copies it.
    ///
    /// Focus entering a text view that isn't editable begins no editing, as in UIKit. Tab then
    /// moves the focus on, as GTK's text view leaves Tab to focus navigation when it can't type.
    /// Made editable while it has the focus, it begins editing, with `editingDidBegin`, as the
    /// first key types; made read-only, it takes no more typing, and its editing ends as the focus
    /// leaves.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textView) != 0 }
        set { gtk_text_view_set_editable(textView, newValue ? 1 : 0) }
    }

    /// Whether lines longer than the width wrap, at word boundaries, or between characters within
    /// a word too long for a line, as a UIKit text view wraps; `true` by default.
    ///
    /// A text view that doesn't wrap grows as wide as its longest line.
    public var wrapsLines: Bool {
        get { gtk_text_view_get_wrap_mode(textView) != GTK_WRAP_NONE }
        set { gtk_text_view_set_wrap_mode(textView, newValue ? GTK_WRAP_WORD_CHAR : GTK_WRAP_NONE) }
    }

    /// The space between the text and the text view's edges, in pixels; none by default.
    ///
    /// It is inside the area the text view scrolls, as UIKit's `textContainerInset`;
    /// ``GTKWidget/margins`` is the space outside.
    ///
    /// ```swift
    /// editor.textInsets = GTKEdgeInsets(all: 12)
    /// ```
    public var textInsets: GTKEdgeInsets {
        get {
            GTKEdgeInsets(
                top: Int(gtk_text_view_get_top_margin(textView)),
                leading: Int(gtk_text_view_get_left_margin(textView)),
                bottom: Int(gtk_text_view_get_bottom_margin(textView)),
                trailing: Int(gtk_text_view_get_right_margin(textView)))
        }
        set {
            gtk_text_view_set_top_margin(textView, Int32(clamping: newValue.top))
            gtk_text_view_set_left_margin(textView, Int32(clamping: newValue.leading))
            gtk_text_view_set_bottom_margin(textView, Int32(clamping: newValue.bottom))
            gtk_text_view_set_right_margin(textView, Int32(clamping: newValue.trailing))
        }
    }

    public override var visibleText: String? { text.isEmpty ? nil : text }

    override var impliedAccessibilityValue: String? { text.isEmpty ? nil : text }

    /// Moves the focus back on Shift-Tab, from a key controller in the capture phase, before the
    /// text view types a tab for it as it does for Tab.
    private func moveFocusBackOnShiftTab() {
        let keys = eventController(gtk_event_controller_key_new())
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, keys)
        connectSignal(UnsafeMutableRawPointer(keys), "key-pressed") { [weak self] arguments in
            guard let self,
                let press = KeyPress(
                    keyval: guint(arguments.unsignedInt(1)), state: guint(arguments.flags(3))),
                press == KeyPress(.tab, modifierFlags: .shift),
                let root = gtk_widget_get_root(widget)
            else { return }
            let window = cgtk_widget(UnsafeMutableRawPointer(root))
            arguments.setReturn(gtk_widget_child_focus(window, GTK_DIR_TAB_BACKWARD) != 0)
        }
    }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
