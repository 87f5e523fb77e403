public import SendingState

/// What kind of control a sender is, as the control events its click and its keyboard activation
/// report, in UIKit's order.
///
/// ``checkSenderConformance(of:control:input:gestures:)`` checks a click against
/// ``pointerEvents`` and a keyboard activation against ``keyboardEvents``; a `nil` list means that
/// input isn't checked for this kind of control. The built-in kinds follow UIKit and the event
/// table of the article "Porting SendingState to a UI toolkit":
///
/// | Control | A pointer click reports | A keyboard activation reports |
/// | --- | --- | --- |
/// | ``button`` | `touchDown`, `touchUpInside`, `primaryActionTriggered` | `primaryActionTriggered` (Space or Return) |
/// | ``toggle`` | `touchDown`, `touchUpInside`, `valueChanged`, `primaryActionTriggered` | `valueChanged`, `primaryActionTriggered` (Space) |
/// | ``stepper`` | `touchDown`, `valueChanged`, `touchUpInside` (on + or −) | `valueChanged` (an arrow key) |
/// | ``slider`` | not checked | `valueChanged` (an arrow key) |
/// | ``textField`` | not checked | `editingDidEndOnExit`, `editingDidEnd` (Return, while editing) |
/// | ``notAControl`` | not checked | not checked |
///
/// A control of another kind is described with ``init(_:pointerEvents:keyboardEvents:)``:
///
/// ```swift
/// let dropDown = SenderConformanceControl(
///     "drop-down", pointerEvents: [.touchDown, .touchUpInside], keyboardEvents: nil)
/// ```
public struct SenderConformanceControl: Hashable, Sendable {
    /// The kind of control, as violations name it, such as `button`.
    public var name: String
    /// The control events a pointer click reports, in order; `nil` when clicks aren't checked.
    public var pointerEvents: [ControlEvents]?
    /// The control events a keyboard activation reports, in order; `nil` when it isn't checked.
    public var keyboardEvents: [ControlEvents]?

    /// Describes a kind of control by the control events its input reports.
    ///
    /// - Parameters:
    ///   - name: The kind of control, as violations name it.
    ///   - pointerEvents: The control events a pointer click reports, in order, one event each;
    ///     `nil` when clicks aren't checked.
    ///   - keyboardEvents: The control events a keyboard activation reports, in order, one event
    ///     each; `nil` when keyboard activation isn't checked.
    public init(_ name: String, pointerEvents: [ControlEvents]?, keyboardEvents: [ControlEvents]?) {
        self.name = name
        self.pointerEvents = pointerEvents
        self.keyboardEvents = keyboardEvents
    }

    /// A button, as `UIButton`: a click or Space or Return triggers its primary action.
    public static let button = SenderConformanceControl(
        "button", pointerEvents: [.touchDown, .touchUpInside, .primaryActionTriggered],
        keyboardEvents: [.primaryActionTriggered])

    /// A toggle, switch or check button: a click or Space flips it, then triggers its primary action.
    public static let toggle = SenderConformanceControl(
        "toggle", pointerEvents: [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered],
        keyboardEvents: [.valueChanged, .primaryActionTriggered])

    /// A stepper, as `UIStepper`: a click on + or − changes the value while pressed; so does an arrow key.
    public static let stepper = SenderConformanceControl(
        "stepper", pointerEvents: [.touchDown, .valueChanged, .touchUpInside], keyboardEvents: [.valueChanged]
    )

    /// A slider, as `UISlider`: an arrow key changes its value; a click isn't checked, as where it
    /// lands decides what it does.
    public static let slider = SenderConformanceControl(
        "slider", pointerEvents: nil, keyboardEvents: [.valueChanged])

    /// A text field, as `UITextField`: Return ends editing; a click isn't checked, as what it reports
    /// depends on the focus.
    public static let textField = SenderConformanceControl(
        "text field", pointerEvents: nil, keyboardEvents: [.editingDidEndOnExit, .editingDidEnd])

    /// A sender that is not a control, such as a container or an image: only gestures are checked.
    public static let notAControl = SenderConformanceControl(
        "view", pointerEvents: nil, keyboardEvents: nil)
}
