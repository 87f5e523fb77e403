import CGtk
import SendingState
import Testing

@testable import SendingStateGTK

/// GDK's keyvals and modifier states, read as the presses a mapping declares.
struct KeyPressGDKTests {
    /// The press of a keyval with modifiers, as "key-pressed" gives them.
    func press(_ keyval: Int32, _ masks: GdkModifierType...) -> KeyPress? {
        KeyPress(keyval: guint(keyval), state: masks.reduce(0) { $0 | $1.rawValue })
    }

    @Test func keypadKeysAreTheKeysTheyNameWithNumLockOff() {
        #expect(press(GDK_KEY_KP_Enter) == KeyPress(.return))
        #expect(press(GDK_KEY_KP_Space) == KeyPress(.space))
        #expect(press(GDK_KEY_KP_Tab) == KeyPress(.tab))
        #expect(press(GDK_KEY_KP_Delete) == KeyPress(.deleteForward))
        #expect(press(GDK_KEY_KP_Up) == KeyPress(.upArrow))
        #expect(press(GDK_KEY_KP_Down) == KeyPress(.downArrow))
        #expect(press(GDK_KEY_KP_Left) == KeyPress(.leftArrow))
        #expect(press(GDK_KEY_KP_Right) == KeyPress(.rightArrow))
        #expect(press(GDK_KEY_KP_Home) == KeyPress(.home))
        #expect(press(GDK_KEY_KP_End) == KeyPress(.end))
        #expect(press(GDK_KEY_KP_Page_Up) == KeyPress(.pageUp))
        #expect(press(GDK_KEY_KP_Page_Down) == KeyPress(.pageDown))
        #expect(press(GDK_KEY_KP_7) == KeyPress("7"))
    }

    @Test func deleteDeletesForwardThoughGDKGivesItTheCharacterThatDeletesBackward() {
        #expect(gdk_keyval_to_unicode(guint(GDK_KEY_Delete)) == 0x7F)
        #expect(press(GDK_KEY_Delete) == KeyPress(.deleteForward))
        #expect(press(GDK_KEY_BackSpace) == KeyPress(.deleteBackward))
    }

    @Test func shiftTabIsTabWithShiftWhateverKeyvalX11GivesIt() {
        #expect(press(GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK) == KeyPress(.tab, modifierFlags: .shift))
        #expect(press(GDK_KEY_Tab, GDK_SHIFT_MASK) == KeyPress(.tab, modifierFlags: .shift))
    }

    @Test func aLettersCaseComesFromShiftAloneNotFromCapsLock() {
        #expect(press(GDK_KEY_Q, GDK_SHIFT_MASK) == "Q")
        #expect(press(GDK_KEY_Q, GDK_LOCK_MASK) == "q")
        #expect(press(GDK_KEY_q, GDK_SHIFT_MASK, GDK_LOCK_MASK) == "Q")
        #expect(press(GDK_KEY_eacute) == "é")
    }

    @Test func eachModifierMaskIsItsFlagAndOthersAreDropped() {
        #expect(press(GDK_KEY_f, GDK_CONTROL_MASK) == KeyPress("f", modifierFlags: .control))
        #expect(press(GDK_KEY_f, GDK_ALT_MASK) == KeyPress("f", modifierFlags: .alternate))
        #expect(press(GDK_KEY_f, GDK_SUPER_MASK) == KeyPress("f", modifierFlags: .command))
        #expect(press(GDK_KEY_f, GDK_META_MASK) == KeyPress("f", modifierFlags: .command))
        #expect(
            press(GDK_KEY_Up, GDK_SHIFT_MASK, GDK_CONTROL_MASK, GDK_ALT_MASK, GDK_SUPER_MASK)
                == KeyPress(.upArrow, modifierFlags: [.shift, .control, .alternate, .command]))
        #expect(press(GDK_KEY_f, GDK_HYPER_MASK, GDK_LOCK_MASK, GDK_BUTTON1_MASK) == "f")
    }

    @Test func aKeyThatNamesNothingAndTypesNothingIsNoPress() {
        #expect(press(GDK_KEY_F1) == nil)
        #expect(press(GDK_KEY_Shift_L, GDK_SHIFT_MASK) == nil)
        #expect(press(GDK_KEY_VoidSymbol) == nil)
    }
}
