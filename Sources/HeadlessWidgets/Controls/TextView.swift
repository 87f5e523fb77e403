import SendingState
public import SendingStateInput

/// A view that a person types several lines into, like UIKit's `UITextView`.
///
/// A UIKit text view is a scroll view, not a control: a tap on it reports no touch events, and it
/// is no control to the input engine, so its ``View/controlKind`` is `nil`. It reports editing as a
/// ``TextField`` does, with one difference: Return types a newline and never reports
/// `editingDidEndOnExit`.
///
/// - Becoming first responder, by ``View/tap(numberOfTaps:numberOfTouches:)``, ``View/becomeFirstResponder()``, Tab or a typed
///   character, sends `editingDidBegin`, if the text view ``isEditable``.
/// - Each change a person makes sends one `editingChanged`: a character, a newline, a tab or a
///   deletion.
/// - Resigning first responder sends `editingDidEnd`, if editing began.
///
/// While it is being edited it takes its keys before the window's key rules, as GTK's text view
/// does: Return, with or without Shift, types a newline; Tab types a tab; characters, Space, the
/// delete keys and the left and right arrows edit as in a ``TextField``. Shift-Tab moves the focus
/// back, and Control-Tab moves it on, so the keyboard can always leave. Keys with Command, Control
/// or Option go on to the key mappings. Setting ``text`` sends nothing.
///
/// ```swift
/// let notes = TextView(text: "")
/// try notes.type("Tea\nJam")  // editingDidBegin, then editingChanged seven times
/// window.press(.tab)          // editingChanged: a tab is typed
/// window.pressShiftTab()      // editingDidEnd: the focus moves back
/// ```
///
/// Offsets into the text, such as ``selectedRange``'s, count `Character`s, as `text.count` does;
/// UIKit counts UTF-16 code units instead.
@MainActor
open class TextView: View, TextEditing {
    /// Creates a text view that shows text, as if set from code: it sends nothing.
    ///
    /// - Parameter text: The text it shows first.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    /// The text, its lines separated by `"\n"`; setting it sends no event and puts the caret at
    /// the end, as in UIKit.
    ///
    /// - Complexity: Setting it is O(*n*) in the length of the text.
    public var text: String {
        get { editableText.text }
        set { editableText.text = newValue }
    }

    /// The text and its caret or selection, which the kit's editing of a `TextInputTarget`
    /// changes as a person types.
    public var editableText = EditableText()

    /// The selected characters as offsets into ``text``; an empty range is the caret.
    ///
    /// Typing replaces the selection, then inserts at the caret. Setting it selects without
    /// focusing the text view or sending any event; each bound is clamped into `0...text.count`.
    ///
    /// - Complexity: Setting it is O(*n*) in the length of the text.
    public var selectedRange: Range<Int> {
        get { editableText.selectedRange }
        set { editableText.select(newValue) }
    }

    /// Whether a person can change the text; `true` until set.
    ///
    /// A text view that isn't editable still takes the focus, to select and copy its text, but
    /// begins no editing, as in UIKit: it sends no editing events, refuses ``type(_:)`` and
    /// ``deleteBackward()``, and Tab moves the focus on.
    public var isEditable = true

    /// Whether the text view is being edited: it took the focus while editable, or was made
    /// editable and typed into, and hasn't lost the focus.
    public var isEditing: Bool { isEditingText }

    /// A text view has several lines: Return types a newline and Tab a tab.
    public var isMultiline: Bool { true }

    /// A text view can take keyboard focus.
    open override var canBecomeFirstResponder: Bool { true }

    // MARK: - Editing like a person

    /// Types text like a person, one character at a time: `"\n"` is a new line and `"\t"` a tab.
    ///
    /// A text view that isn't first responder is first focused, as a tap would
    /// (`editingDidBegin`), without touch events; one made editable while it had the focus begins
    /// its editing here. Each character then replaces the selection, or is inserted at the caret,
    /// with an `editingChanged`. The text view stays first responder afterwards. Each character
    /// checks ``isEditable`` again: if a handler ends editing or makes the text view read-only on
    /// the way, the characters left go nowhere, as a person's keys would, and nothing is thrown,
    /// since the typing was refused only after it had changed the text.
    ///
    /// ```swift
    /// notes.isEditable = false
    /// notes.becomeFirstResponder()  // focused to be read: no editingDidBegin
    /// notes.isEditable = true
    /// try notes.type("!")           // editingDidBegin, editingChanged
    /// ```
    ///
    /// - Parameter characters: The text to type.
    /// - Throws: An ``InteractionRefusal`` if the text view isn't editable as typing begins, a
    ///   person couldn't reach it, or it can't take keyboard focus.
    /// - Complexity: O(*m* *n*) for *m* characters typed into a text of length *n*.
    public func type(_ characters: String) throws(InteractionRefusal) {
        try typeFocusing(characters)
    }

    /// Presses the delete key: deletes the selection, or the character before the caret.
    ///
    /// Focuses the text view first if needed, as ``type(_:)`` does. Sends `editingChanged` only if
    /// the text changed: with the caret at the start and nothing selected, nothing is deleted.
    ///
    /// - Throws: An ``InteractionRefusal`` if the text view isn't editable, a person couldn't reach
    ///   it, or it can't take keyboard focus.
    /// - Complexity: O(*n*) in the length of the text.
    public func deleteBackward() throws(InteractionRefusal) {
        try deleteBackwardFocusing()
    }

    /// Makes the text view first responder once a tap on it has ended, as UIKit's text view does.
    override func tapDidLand() {
        becomeFirstResponder()
    }

    // MARK: - What a text view is to assistive technology and in a dump

    /// The text, when there is some.
    open override var visibleText: String? {
        editableText.text.isEmpty ? nil : editableText.text
    }

    /// `notEditable` when the text view isn't editable.
    open override var dumpAttributes: [String] {
        isEditable ? [] : ["notEditable"]
    }

    override var impliesAccessibilityElement: Bool { true }

    /// No name but its label: the text is the text view's value.
    public override var impliedAccessibilityName: String? { nil }

    override var impliedAccessibilityValue: String? { visibleText }

    /// Editable text, as a text field is, unless its traits make it a toggle or adjustable.
    override var impliedAccessibilityRole: AccessibilityRole {
        let role = super.impliedAccessibilityRole
        return role == .toggle || role == .adjustable ? role : .textField
    }
}
