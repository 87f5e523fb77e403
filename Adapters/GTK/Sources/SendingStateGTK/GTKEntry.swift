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
    /// Whether the text is being changed from code, so "changed" is not reported.
    private var isSettingFromCode = false

    /// Whether the entry has the focus and takes typing.
    public private(set) var isEditing = false

    /// Creates an empty entry.
    ///
    /// - Parameter placeholder: The text shown while the entry is empty.
    public init(placeholder: String? = nil) {
        super.init(widgetWithoutTouches: gtk_entry_new())
        self.placeholder = placeholder
        let focus = eventController(gtk_event_controller_focus_new())
        gtk_widget_add_controller(widget, focus)
        connectSignal(UnsafeMutableRawPointer(focus), "enter") { [weak self] _ in self?.beginEditing() }
        connectSignal(UnsafeMutableRawPointer(focus), "leave") { [weak self] _ in self?.endEditing() }
        connectSignal(widget, "changed") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.editingChanged))
        }
        connectSignal(widget, "activate") { [weak self] _ in self?.returnPressed() }
    }

    /// The text in the entry; setting it reports nothing.
    public var text: String {
        get { String(cString: gtk_editable_get_text(cgtk_editable(widget))) }
        set {
            isSettingFromCode = true
            gtk_editable_set_text(cgtk_editable(widget), newValue)
            isSettingFromCode = false
        }
    }

    /// The text shown while the entry is empty.
    public var placeholder: String? {
        get {
            let placeholder = gtk_entry_get_placeholder_text(cgtk_entry(widget)).map { String(cString: $0) }
            return placeholder?.isEmpty == false ? placeholder : nil
        }
        set { gtk_entry_set_placeholder_text(cgtk_entry(widget), newValue) }
    }

    private func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        ss.report(.control(.editingDidBegin))
    }

    private func endEditing() {
        guard isEditing else { return }
        isEditing = false
        ss.report(.control(.editingDidEnd))
    }

    private func returnPressed() {
        guard isEditing else { return }
        ss.report(.control(.editingDidEndOnExit))
        endEditing()
        // Give up the focus, as a text field resigns first responder on Return.
        if let root = gtk_widget_get_root(widget) { gtk_root_set_focus(root, nil) }
    }
}
