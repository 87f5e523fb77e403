import CGtk
import SendingState

extension KeyPress {
    /// The press GDK reports as a keyval and a modifier state, such as `q` with `GDK_SHIFT_MASK`.
    ///
    /// It fails for a key that `Key` has no name for and that types no character, such as F1 or a
    /// modifier key alone. A letter's case comes from Shift alone: Caps Lock turns GDK's `q` into
    /// `Q`, but `Q` with Caps Lock is `q`, and `Q` with Shift is Shift-Q. The modifiers are read as
    /// `KeyModifierFlags(state:)` reads them.
    ///
    /// - Parameters:
    ///   - keyval: The GDK keyval, such as `GDK_KEY_Return`, as "key-pressed" gives it.
    ///   - state: The `GdkModifierType` bits held.
    init?(keyval: guint, state: guint) {
        guard let key = Key(keyval: gdk_keyval_to_lower(keyval)) else { return nil }
        self.init(key, modifierFlags: KeyModifierFlags(state: state))
    }
}

extension Key {
    /// The key of a GDK keyval: a named key, keypad keys included, or the character it types.
    ///
    /// Named keys are read first, because GDK gives some of them the character of another:
    /// Delete types DEL, which ``Key/character(_:)`` reads as delete-backward.
    ///
    /// - Parameter keyval: The keyval, such as `GDK_KEY_Page_Up` or `GDK_KEY_q`.
    fileprivate init?(keyval: guint) {
        switch Int32(keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: self = .return
        case GDK_KEY_space, GDK_KEY_KP_Space: self = .space
        case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab: self = .tab
        case GDK_KEY_Escape: self = .escape
        case GDK_KEY_BackSpace: self = .deleteBackward
        case GDK_KEY_Delete, GDK_KEY_KP_Delete: self = .deleteForward
        case GDK_KEY_Up, GDK_KEY_KP_Up: self = .upArrow
        case GDK_KEY_Down, GDK_KEY_KP_Down: self = .downArrow
        case GDK_KEY_Left, GDK_KEY_KP_Left: self = .leftArrow
        case GDK_KEY_Right, GDK_KEY_KP_Right: self = .rightArrow
        case GDK_KEY_Home, GDK_KEY_KP_Home: self = .home
        case GDK_KEY_End, GDK_KEY_KP_End: self = .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: self = .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: self = .pageDown
        default:
            guard let character = Unicode.Scalar(gdk_keyval_to_unicode(keyval)), character != "\0" else {
                return nil
            }
            self = .character(character)
        }
    }
}

extension KeyModifierFlags {
    /// The modifiers held in a GDK modifier state.
    ///
    /// Alt is ``alternate``; Super, the Windows key, is ``command``, and so is Meta, which GDK
    /// reports for Command on a Mac keyboard; X11 reports a Meta key that shares Alt's modifier as
    /// Alt. Caps Lock, Hyper and the mouse buttons are dropped.
    ///
    /// - Parameter state: The `GdkModifierType` bits.
    fileprivate init(state: guint) {
        self = []
        if state & GDK_SHIFT_MASK.rawValue != 0 { insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { insert(.control) }
        if state & GDK_ALT_MASK.rawValue != 0 { insert(.alternate) }
        if state & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { insert(.command) }
    }
}

extension KeyPress {
    /// The press as a GTK accelerator, such as `<Control>q` for Control-Q, which
    /// `gtk_application_set_accels_for_action` takes and a menu shows.
    ///
    /// A character is its key's keyval; Shift with a letter stays Shift and the lower-case letter,
    /// as GTK names it. `nil` only for a key that is neither named nor a character.
    var gtkAccelerator: String? {
        let keyval: guint
        switch key {
        case .return: keyval = guint(GDK_KEY_Return)
        case .space: keyval = guint(GDK_KEY_space)
        case .tab: keyval = guint(GDK_KEY_Tab)
        case .escape: keyval = guint(GDK_KEY_Escape)
        case .deleteBackward: keyval = guint(GDK_KEY_BackSpace)
        case .deleteForward: keyval = guint(GDK_KEY_Delete)
        case .upArrow: keyval = guint(GDK_KEY_Up)
        case .downArrow: keyval = guint(GDK_KEY_Down)
        case .leftArrow: keyval = guint(GDK_KEY_Left)
        case .rightArrow: keyval = guint(GDK_KEY_Right)
        case .home: keyval = guint(GDK_KEY_Home)
        case .end: keyval = guint(GDK_KEY_End)
        case .pageUp: keyval = guint(GDK_KEY_Page_Up)
        case .pageDown: keyval = guint(GDK_KEY_Page_Down)
        default:
            guard let character = key.character else { return nil }
            // A character with no keysym of its own gets GDK's Unicode keyval, 0x1000000 + the scalar.
            keyval = gdk_keyval_to_lower(gdk_unicode_to_keyval(character.value))
        }
        var state: UInt32 = 0
        if modifierFlags.contains(.shift) { state |= GDK_SHIFT_MASK.rawValue }
        if modifierFlags.contains(.control) { state |= GDK_CONTROL_MASK.rawValue }
        if modifierFlags.contains(.alternate) { state |= GDK_ALT_MASK.rawValue }
        if modifierFlags.contains(.command) { state |= GDK_SUPER_MASK.rawValue }
        guard let name = gtk_accelerator_name(keyval, GdkModifierType(rawValue: state)) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
