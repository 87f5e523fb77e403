/// A change in the touch a control tracks, which the input engine tells the control of before it
/// reports the touch event that goes with it.
///
/// A control updates what it shows here, as UIKit's controls do: highlighted while the touch is
/// down inside, plain once it leaves or ends.
///
/// | Change | The engine then reports |
/// | --- | --- |
/// | ``began`` | `touchDown`, with `touchDownRepeat` when the press continues a streak of quick presses |
/// | ``moved(inside:)`` | `touchDragInside` or `touchDragOutside`; `touchDragEnter` or `touchDragExit` on the move that crosses the control's edge |
/// | ``ended(inside:)`` | `touchUpInside` or `touchUpOutside` |
/// | ``cancelled`` | `touchCancel` |
public enum ControlTouchChange: Hashable, Sendable {
    /// A pointer pressed the control: the touch is down, inside.
    case began
    /// The pointer moved, and is now inside the control or outside it.
    case moved(inside: Bool)
    /// The pointer lifted, inside the control or outside it.
    case ended(inside: Bool)
    /// The toolkit took the touch away.
    case cancelled
}
