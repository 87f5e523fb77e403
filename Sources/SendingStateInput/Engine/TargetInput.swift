/// What the input engine asks a target to respond to in its toolkit's own way: a change in the
/// touch it tracks as a control, a touch that ended inside it, a command a key gives it.
///
/// The engine reports touch events and gestures itself; what a control does natively, such as a
/// button's `primaryActionTriggered` once a touch ends inside it, is the target's, in
/// ``InputTarget/respond(to:)``:
///
/// | Input | When | A target usually |
/// | --- | --- | --- |
/// | ``touchWillChange(_:)`` | before the engine reports the touch event of a change | shows it, such as a highlight while the touch is inside |
/// | ``touchDidChange(_:)`` | after the engine reported it | does what depends on where the touch is, as UIKit's tracking methods: a stepper steps, a slider follows the finger |
/// | ``touchEndedInside`` | once a release inside the control is reported, with the gestures it ended | reports its primary action: a button's `primaryActionTriggered`, a switch's change |
/// | ``command(_:)`` | a key gave the focused target a command, from its ``InputTarget/keyCommand(for:)`` or its text | performs it, or leaves it |
public enum TargetInput: Hashable, Sendable {
    /// The touch the control tracks is about to change: ``SenderInput/touch`` says where it is.
    case touchWillChange(ControlTouchChange)
    /// The touch the control tracks changed, and the engine reported its touch event.
    case touchDidChange(ControlTouchChange)
    /// A touch ended inside the control, and the engine reported `touchUpInside` and the gestures
    /// the release ended.
    case touchEndedInside
    /// A key gave the focused target a command: perform it, or answer `false` to send the key on
    /// up the chain, or, for a ``TextInputTarget``, to let the kit edit its text.
    case command(KeyCommand)
}
