public import SendingState
import SendingStateInput

extension Window {
    /// Moves keyboard focus to the next focusable view in reading order, as the Tab key does.
    ///
    /// It presses Tab, as ``press(_:modifierFlags:)`` does. The focusable views are those that can
    /// become first responder and hold focus (see ``View/becomeFirstResponder()``), read top to
    /// bottom, then left to right, by the top-left corner of their frames in window coordinates,
    /// with ties in tree order, as `KeyboardFocus.focusOrder()` of `SendingStateInput` orders
    /// them: a view scrolled out of sight or clipped is one, a cell in a list's spare pool isn't.
    /// Tab wraps from the last to the first; with nothing focused, it focuses the first. Moving
    /// from one ``TextField`` to another sends the first's `editingDidEnd`, then the second's
    /// `editingDidBegin`. A ``TextView`` being edited takes Tab itself and types a tab, as the Tab
    /// key types one there.
    ///
    /// ```swift
    /// try nameField.type("Ada")
    /// window.pressTab()  // the field below takes focus
    /// try window.type("ada@example.com")
    /// ```
    ///
    /// - Returns: The first responder afterwards, or the text view that typed a tab; `nil` when
    ///   nothing in the window can take focus, or when a handler presses Tab while the window
    ///   reports an event, which the Tab then waits for.
    /// - Complexity: O(*n* log *n* + *n* *d*) for a window of *n* views of depth up to *d*.
    @discardableResult
    public func pressTab() -> View? {
        press(.tab)
    }

    /// Moves keyboard focus to the previous focusable view in reading order, as Shift-Tab does.
    ///
    /// The order is ``pressTab()``'s, walked backwards: Shift-Tab wraps from the first to the
    /// last, and with nothing focused it focuses the last.
    ///
    /// - Returns: The first responder afterwards; `nil` when nothing in the window can take focus,
    ///   or when a handler presses Shift-Tab while the window reports an event.
    /// - Complexity: O(*n* log *n* + *n* *d*) for a window of *n* views of depth up to *d*.
    @discardableResult
    public func pressShiftTab() -> View? {
        press(.tab, modifierFlags: .shift)
    }

    /// Types text on the keyboard into the focused ``TextField`` or ``TextView``, one character at
    /// a time.
    ///
    /// It does what ``TextField/type(_:)`` or ``TextView/type(_:)`` does on the first responder,
    /// which needs no touch: each character replaces the selection, with an `editingChanged`. A
    /// text view made editable while it had the focus begins its editing with the first
    /// character; characters left once a handler ends the editing, disables the field or makes the
    /// text view read-only go nowhere.
    ///
    /// - Parameter characters: The text to type.
    /// - Throws: An ``InteractionRefusal`` with ``InteractionRefusal/Reason/noFocusedTextField``
    ///   if the first responder is neither a text field nor a text view, or with
    ///   ``InteractionRefusal/Reason/notEditable`` if it is a text view that isn't editable as
    ///   typing begins.
    public func type(_ characters: String) throws(InteractionRefusal) {
        try focusedTextEditor(for: "type(\"\(characters)\")").typeFocusing(characters)
    }

    /// Presses the return key for the focused ``TextField``, as ``TextField/pressReturn()`` does,
    /// or for the focused ``TextView``, which types a newline.
    ///
    /// The field sends `editingDidEndOnExit`, then resigns first responder with `editingDidEnd`;
    /// the text view sends `editingChanged` and stays first responder.
    ///
    /// - Throws: An ``InteractionRefusal`` with ``InteractionRefusal/Reason/noFocusedTextField``
    ///   if the first responder is neither a text field nor a text view, or with
    ///   ``InteractionRefusal/Reason/notEditable`` if it is a text view that isn't editable.
    public func pressReturn() throws(InteractionRefusal) {
        let editor = try focusedTextEditor(for: "pressReturn")
        if let field = editor as? TextField {
            try field.pressReturn()
        } else {
            try editor.typeFocusing("\n")
        }
    }

    /// Presses a key with modifiers, delivered as a keyboard delivers it: to the focused view
    /// first, then up its chain of superviews to the first view that maps the key.
    ///
    /// The window's `InputEngine`, from `SendingStateInput`, routes the key with the rules every
    /// toolkit adapter follows. In order, the first that applies:
    ///
    /// 1. Tab moves focus to the next view, Shift-Tab to the previous one, as ``pressTab()`` and
    ///    ``pressShiftTab()`` do; no mapping sees them.
    /// 2. The first responder handles the key itself, if its ``View/keyCommand(for:)`` gives the
    ///    key a command, as each control's own class says: Space on a ``Button``, an arrow on a
    ///    ``Slider``. The article <doc:TestingViewLogic#Press-keys-and-keyboard-shortcuts> lists
    ///    what each control sends.
    ///
    ///    No touch events are sent: a keyboard activation is not a touch. A ``TextView`` being
    ///    edited takes its keys before step 1, as GTK's text view does: Return types a newline and
    ///    Tab a tab, with an `editingChanged` each, Control-Tab moves the focus on, and it edits
    ///    with the other keys a text field edits with. The editing of both is the kit's, for a
    ///    `TextInputTarget` of `SendingStateInput`.
    /// 3. Otherwise the key is reported as `SenderOccurrence.key(_:)` to the first view, from the
    ///    first responder up to the window, that maps it (see `ss.hasMapping(for:)`), skipping
    ///    disabled controls. With nothing focused, the walk starts at the window's frontmost
    ///    subview that is shown and takes touches, as UIKit starts at the window's root view
    ///    controller. A key no view maps is dropped, as on a device.
    ///
    /// A disabled, hidden or removed view has already lost focus (see ``firstResponder``), so it
    /// handles no key; a covered view keeps focus, since keys aren't hit-tested. Controls other
    /// than text fields take focus only with ``isFullKeyboardAccessEnabled``.
    ///
    /// A key pressed by a handler while the window reports an event, such as a tap's
    /// `touchUpInside`, waits until that event is done, as the window's `InputEngine` queues all
    /// input: it comes after the tap's `primaryActionTriggered`, to the focus of that moment.
    ///
    /// ```swift
    /// window.press("q")                                // the screen's mapping of q
    /// window.press("f", modifierFlags: .command)       // Command-F
    /// field.becomeFirstResponder()
    /// window.press("a")                                // typed into the field
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifierFlags: The modifiers held; none by default. The key and modifiers are compared
    ///     as `KeyPress` normalizes them: `"Q"` is Shift-Q.
    /// - Returns: The view that handled the key: the view focused by Tab, the first responder that
    ///   handled it, or the view the key was reported to; `nil` when no view did, or when the key
    ///   waits for the event in progress.
    /// - Complexity: O(*d* (*m* + *h*)) for a first responder *d* levels deep whose ancestors
    ///   declare up to *m* mappings with *h* handlers each; Tab is as ``pressTab()``.
    @discardableResult
    public func press(_ key: Key, modifierFlags: KeyModifierFlags = []) -> View? {
        switch input.deliver(KeyPress(key, modifierFlags: modifierFlags)) {
        case .focusNavigation: return firstResponder
        case .performed(let view), .reported(let view): return view as? View
        case .unhandled, .queued: return nil
        }
    }

    /// The first responder as a text field or a text view, or a refusal of `interaction` if it is
    /// neither.
    private func focusedTextEditor(for interaction: String) throws(InteractionRefusal) -> any TextEditing {
        guard let editor = firstResponder as? any TextEditing else {
            throw refuse(interaction, .noFocusedTextField)
        }
        return editor
    }
}
