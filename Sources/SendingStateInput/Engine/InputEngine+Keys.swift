public import SendingState

extension InputEngine {
    /// How a toolkit hands over the text a person types.
    public enum TextDelivery: Hashable, Sendable {
        /// Each key press carries the character it types, as GTK's key values, a terminal's input
        /// and a browser's `key` do: a key press of a character types it.
        case withKeyPresses
        /// The toolkit reports typed text in events of its own, apart from its key presses, as SDL's
        /// `SDL_TEXTINPUT`, GLFW's character callback and winit's `ReceivedCharacter` do, often with
        /// key codes that Shift hasn't changed (Shift-1 as the `1` key with Shift).
        ///
        /// A key press that types, a character or Space alone or with Shift, is then left
        /// `.unhandled`, and its text event types it or reports it, through ``deliver(text:)``: so
        /// nothing types twice, and a mapping on `!` fires from Shift-1 whatever code the key has.
        case separately
    }

    /// What the engine did with a key press, or with typed text.
    public enum KeyDelivery {
        /// Tab or Shift-Tab: focus navigation. With a ``keyboardFocus``, the engine moved it to the
        /// next view in reading order, or the previous one; otherwise the adapter or its toolkit
        /// moves it. No mapping sees the key.
        case focusNavigation(forward: Bool)
        /// The focused view performed the key's command: its kind's, or its text's.
        case performed(by: any InputTarget)
        /// The key was reported, as `SenderOccurrence.key(_:)`, to the first view up the chain that
        /// maps it.
        case reported(to: any InputTarget)
        /// No view took the key: leave it to the toolkit.
        case unhandled
        /// The engine is reporting an event, as when a handler presses a key: the key waits until
        /// that event is done, and is then delivered as this call would have delivered it, to the
        /// focus of that moment, in the order the input came.
        case queued
    }

    /// Delivers a key press to the ``keyboardFocus`` as a keyboard delivers it: to the focused view
    /// first, then up its chain of containers to the first view that maps the key.
    ///
    /// In order, the first that applies:
    ///
    /// 1. A focused ``TextInputTarget`` that is editable takes the keys of its text: a character or
    ///    Space types, the delete keys delete, the arrows move the caret, Return ends a one-line
    ///    text's editing and types a newline into one of several lines, where Tab types a tab and
    ///    Control-Tab moves the focus on.
    /// 2. Tab and Shift-Tab move the focus to the next or the previous view in reading order
    ///    (see ``KeyboardFocus/moveFocus(forward:)``).
    /// 3. The focused control performs its kind's command for the key, if it has one (see
    ///    ``ControlKind/command(for:)``) and takes input.
    /// 4. The key is reported to the first view that maps it and takes input, from the focused view
    ///    up to the top; with nothing focused, from ``KeyboardFocus/keyChainStart`` up.
    ///
    /// Without a ``keyboardFocus``, nothing is focused and the key is `.unhandled`.
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: What became of the key.
    /// - Complexity: O(*d* (*m* + *h*)) for a focused view *d* levels deep whose containers declare
    ///   up to *m* mappings with *h* handlers each; Tab is O(*n* log *n* + *n* *d*) for *n* views.
    @discardableResult
    public func deliver(_ press: KeyPress) -> KeyDelivery {
        keyEvent(press) { engine, press in engine.route(press, to: engine.focusedTarget()) }
    }

    /// Delivers a key press as a keyboard delivers it, for a toolkit that keeps its own focus: to
    /// the focused view first, then up its chain of containers to the first view that maps the key.
    ///
    /// The rules are those of ``deliver(_:)``, except that Tab and Shift-Tab are left to the adapter
    /// or its toolkit, which moves the focus. A toolkit whose widgets handle their own keys, as
    /// GTK's do, delivers only the keys its focused widget left: step 3 then covers what the
    /// toolkit's widget doesn't do natively, as Shift-Return ending an entry's editing.
    ///
    /// - Parameters:
    ///   - press: The key and the modifiers held.
    ///   - focused: The view that has the keyboard focus, or `nil`.
    ///   - unfocusedStart: Where a key starts up the chain when nothing has focus: the frontmost
    ///     content of the window that is shown and takes input, as ``KeyboardFocus/keyChainStart``
    ///     says.
    /// - Returns: What became of the key.
    /// - Complexity: O(*d* (*m* + *h*)) for a focused view *d* levels deep whose containers declare
    ///   up to *m* mappings with *h* handlers each.
    @discardableResult
    public func deliver(
        _ press: KeyPress, focused: (any InputTarget)?, unfocusedStart: (any InputTarget)? = nil
    ) -> KeyDelivery {
        keyEvent((press, KeyTarget(focused: focused, start: unfocusedStart))) { engine, key in
            engine.route(key.0, to: key.1)
        }
    }

    /// Delivers text a person typed, for a toolkit whose ``textDelivery`` is
    /// ``TextDelivery/separately``: to the ``keyboardFocus``'s view.
    ///
    /// An editable ``TextInputTarget`` or a text field that has the focus takes the whole text as
    /// one change, as an input method's text is one; otherwise each character is delivered as the
    /// key press of that character, so `!` fires a mapping on `!` and Space activates a focused
    /// button. Control characters are dropped: their keys come as key presses.
    ///
    /// - Parameter text: The text, as the toolkit's text event gives it.
    /// - Returns: What became of the text: what the first character that a view took did, or
    ///   `.unhandled`.
    @discardableResult
    public func deliver(text: String) -> KeyDelivery {
        keyEvent(text) { engine, text in engine.routeText(text, to: engine.focusedTarget()) }
    }

    /// Delivers text a person typed, for a toolkit that keeps its own focus and sends typed text
    /// apart from its keys: as ``deliver(text:)`` does, with the focused view named.
    ///
    /// - Parameters:
    ///   - text: The text, as the toolkit's text event gives it.
    ///   - focused: The view that has the keyboard focus, or `nil`.
    ///   - unfocusedStart: Where a character starts up the chain when nothing has focus.
    /// - Returns: What became of the text.
    @discardableResult
    public func deliver(
        text: String, focused: (any InputTarget)?, unfocusedStart: (any InputTarget)? = nil
    ) -> KeyDelivery {
        keyEvent((text, KeyTarget(focused: focused, start: unfocusedStart))) { engine, typed in
            engine.routeText(typed.0, to: typed.1)
        }
    }

    // MARK: - Routing

    /// Delivers a key now, or queues it behind the event in progress.
    ///
    /// - Parameters:
    ///   - event: The key's values.
    ///   - route: Routes it; it captures nothing, so a key delivered at once allocates no closure.
    /// - Returns: What became of the key, or `.queued`.
    private func keyEvent<Event>(
        _ event: Event, _ route: @escaping @MainActor (InputEngine, Event) -> KeyDelivery
    ) -> KeyDelivery {
        guard !isDispatching else {
            feed(event, time: nil) { engine, event in _ = route(engine, event) }
            return .queued
        }
        var delivery = KeyDelivery.unhandled
        run { delivery = route(self, event) }
        return delivery
    }

    /// Where a key goes: the focused view of the ``keyboardFocus``, once it has dropped a view that
    /// can no longer hold the focus, and where the key chain starts.
    private func focusedTarget() -> KeyTarget {
        guard let keyboardFocus else { return KeyTarget(focused: nil, start: nil) }
        keyboardFocus.checkFocusedView()
        return KeyTarget(
            focused: keyboardFocus.focusedView, text: keyboardFocus.focusedText,
            start: keyboardFocus.keyChainStart, focus: keyboardFocus)
    }

    /// Routes a key by the rules of ``deliver(_:)``.
    ///
    /// - Parameters:
    ///   - press: The key and the modifiers held.
    ///   - target: Where the key goes.
    ///   - typed: Whether the key press comes from typed text, which a toolkit that sends text
    ///     apart delivers through its key presses' rules.
    /// - Returns: What became of the key.
    private func route(_ press: KeyPress, to target: KeyTarget, typed: Bool = false) -> KeyDelivery {
        if textDelivery == .separately, !typed, press.typesText { return .unhandled }
        if let focused = target.focused, focused.isInputEnabled, let text = target.text, text.isEditable {
            switch TextKeys.action(for: press, multiline: text.isMultiline) {
            case .command(let command)?:
                perform(command, on: focused, in: target)
                return .performed(by: focused)
            case .moveFocus(let forward)?:
                return navigate(forward: forward, focus: target.focus)
            case nil:
                break
            }
        }
        if press == KeyPress(.tab) { return navigate(forward: true, focus: target.focus) }
        if press == KeyPress(.tab, modifierFlags: .shift) {
            return navigate(forward: false, focus: target.focus)
        }
        if let focused = target.focused, focused.isInputEnabled,
            let command = focused.keyCommand(for: press), perform(command, on: focused, in: target)
        {
            return .performed(by: focused)
        }
        let occurrence = SenderOccurrence.key(press)
        var node = target.focused ?? target.start
        while let current = node {
            node = current.inputSuperview
            guard current.isInputEnabled, current.hasMapping(for: occurrence) else { continue }
            current.emit(occurrence)
            return .reported(to: current)
        }
        return .unhandled
    }

    /// Routes typed text by the rules of ``deliver(text:)``.
    private func routeText(_ text: String, to target: KeyTarget) -> KeyDelivery {
        let characters = text.filter { character in
            !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
        guard !characters.isEmpty else { return .unhandled }
        if let focused = target.focused, focused.isInputEnabled,
            target.text?.isEditable ?? (focused.controlKind == .textField),
            perform(.insertText(characters), on: focused, in: target)
        {
            return .performed(by: focused)
        }
        var delivery = KeyDelivery.unhandled
        for character in characters {
            guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
                continue
            }
            let typed = route(KeyPress(.character(scalar)), to: target, typed: true)
            if case .unhandled = delivery { delivery = typed }
        }
        return delivery
    }

    /// Moves the engine's focus with Tab, when it keeps one.
    private func navigate(forward: Bool, focus: KeyboardFocus?) -> KeyDelivery {
        focus?.moveFocus(forward: forward)
        return .focusNavigation(forward: forward)
    }

    /// Performs a key's command on the focused view: the view first, then, for a text the kit
    /// edits, the kit.
    ///
    /// - Parameters:
    ///   - command: The command.
    ///   - focused: The focused view, `target.focused`.
    ///   - target: Where the key goes.
    /// - Returns: Whether the command was performed.
    @discardableResult
    private func perform(_ command: KeyCommand, on focused: any InputTarget, in target: KeyTarget) -> Bool {
        if let text = target.text, text.isEditable, !focused.senderInput.isEditing {
            // Made editable while it had the focus: the editing begins with the first key.
            text.beginEditing()
        }
        if focused.respond(to: .command(command)) { return true }
        return target.text?.edit(command, focus: target.focus) ?? false
    }
}

/// Where the engine delivers a key: the focused view, and that view as a text the kit edits; where
/// the key chain starts with nothing focused; and the focus the engine moves with Tab, which is
/// `nil` for a toolkit that keeps its own.
@MainActor
private struct KeyTarget {
    var focused: (any InputTarget)?
    var text: (any TextInputTarget)?
    var start: (any InputTarget)?
    var focus: KeyboardFocus?

    /// The target of a toolkit that keeps its own focus, whose focused view is found as a text once.
    init(focused: (any InputTarget)?, start: (any InputTarget)?) {
        self.init(focused: focused, text: focused as? any TextInputTarget, start: start, focus: nil)
    }

    init(
        focused: (any InputTarget)?, text: (any TextInputTarget)?, start: (any InputTarget)?,
        focus: KeyboardFocus?
    ) {
        self.focused = focused
        self.text = text
        self.start = start
        self.focus = focus
    }
}

extension KeyPress {
    /// Whether the key types text when no modifier but Shift is held: a character, or Space.
    var typesText: Bool {
        guard modifierFlags.isSubset(of: .shift) else { return false }
        if key == .space { return true }
        guard let character = key.character else { return false }
        return character.properties.generalCategory != .control
    }
}
