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
