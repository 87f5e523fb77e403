public import SendingState

/// What kind of control a sender is, as the control events its pointer activation and its keyboard
/// activation report, in UIKit's order.
///
/// ``checkSenderConformance(of:control:input:gestures:)`` checks a pointer activation against
/// ``pointerEvents`` and a keyboard activation against ``keyboardEvents``; a `nil` list means that
/// input isn't checked for this kind of control. The pointer activates most controls with a click,
/// made by ``SenderConformanceDriver/click(_:)``, and a slider with a drag of its thumb, made by
/// ``SenderConformanceDriver/dragThumb(_:)``, as its ``pointerActivation`` says. The built-in kinds
/// follow UIKit and the event table of the article "Porting SendingState to a UI toolkit":
///
/// | Control | A pointer activation reports | A keyboard activation reports |
/// | --- | --- | --- |
/// | ``button`` | `touchDown`, `touchUpInside`, `primaryActionTriggered` (a click) | `primaryActionTriggered` (Space or Return) |
/// | ``toggle`` | `touchDown`, `touchUpInside`, `valueChanged`, `primaryActionTriggered` (a click) | `valueChanged`, `primaryActionTriggered` (Space) |
/// | ``stepper`` | `touchDown`, `valueChanged`, `touchUpInside` (a click on + or −) | `valueChanged` (an arrow key) |
/// | ``segmentedControl`` | `touchDown`, `touchUpInside`, `valueChanged`, `primaryActionTriggered` (a click on a segment not selected) | `valueChanged`, `primaryActionTriggered` (an arrow key) |
/// | ``slider`` | `touchDown`, `touchDragInside`, `valueChanged`, `touchUpInside` (a drag of the thumb in one move) | `valueChanged` (an arrow key) |
/// | ``textField`` | not checked | `editingDidEndOnExit`, `editingDidEnd` (Return, while editing) |
/// | ``notAControl`` | not checked | not checked |
///
/// A control of another kind is described with
/// ``init(_:pointerEvents:pointerActivation:keyboardEvents:)``:
///
/// ```swift
/// let dropDown = SenderConformanceControl(
///     "drop-down", pointerEvents: [.touchDown, .touchUpInside], keyboardEvents: nil)
/// ```
public struct SenderConformanceControl: Hashable, Sendable {
    /// How a pointer activates a kind of control: with a click, or by dragging its thumb.
    ///
    /// It says which method of the driver the checker calls for ``SenderConformanceInput/pointer``.
    public enum PointerActivation: Hashable, Sendable {
        /// A click or a tap where the control acts, made by ``SenderConformanceDriver/click(_:)``.
        case click
        /// A drag of the thumb in one move, from a press on it to a lift inside the control, made by
        /// ``SenderConformanceDriver/dragThumb(_:)``.
        case thumbDrag
    }

    /// The kind of control, as violations name it, such as `button`.
    public var name: String
    /// The control events a pointer activation reports, in order; `nil` when the pointer isn't
    /// checked.
    ///
    /// They are a click's, or a thumb drag's when ``pointerActivation`` is
    /// ``PointerActivation/thumbDrag``.
    public var pointerEvents: [ControlEvents]?
    /// How the pointer activates the control: with a click, or, for a slider, by dragging its thumb.
    public var pointerActivation: PointerActivation
    /// The control events a keyboard activation reports, in order; `nil` when it isn't checked.
    public var keyboardEvents: [ControlEvents]?

    /// Describes a kind of control by the control events its input reports.
    ///
    /// - Parameters:
    ///   - name: The kind of control, as violations name it.
    ///   - pointerEvents: The control events a pointer activation reports, in order, one event each;
    ///     `nil` when the pointer isn't checked.
    ///   - pointerActivation: How the pointer activates the control: ``PointerActivation/click``,
    ///     the default, or ``PointerActivation/thumbDrag`` for a control dragged by its thumb.
    ///   - keyboardEvents: The control events a keyboard activation reports, in order, one event
    ///     each; `nil` when keyboard activation isn't checked.
    public init(
        _ name: String, pointerEvents: [ControlEvents]?, pointerActivation: PointerActivation = .click,
        keyboardEvents: [ControlEvents]?
    ) {
        self.name = name
        self.pointerEvents = pointerEvents
        self.pointerActivation = pointerActivation
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

    /// A segmented control, as `UISegmentedControl`: a click on a segment that isn't selected
    /// selects it after the release, as a toggle's click flips it; so does an arrow key, which
    /// selects the next segment.
    ///
    /// The driver clicks a segment that isn't selected, in a control that has one.
    public static let segmentedControl = SenderConformanceControl(
        "segmented control",
        pointerEvents: [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered],
        keyboardEvents: [.valueChanged, .primaryActionTriggered])

    /// A slider, as a continuous `UISlider`: a drag of its thumb or an arrow key changes its value.
    ///
    /// The pointer activates it with ``PointerActivation/thumbDrag``: a press on the thumb, one move
    /// and a lift inside report `touchDown`, `touchDragInside`, `valueChanged` and `touchUpInside`,
    /// as the value changes with the move and is reported after it.
    public static let slider = SenderConformanceControl(
        "slider", pointerEvents: [.touchDown, .touchDragInside, .valueChanged, .touchUpInside],
        pointerActivation: .thumbDrag, keyboardEvents: [.valueChanged])

    /// A text field, as `UITextField`: Return ends editing; a click isn't checked, as what it reports
    /// depends on the focus.
    public static let textField = SenderConformanceControl(
        "text field", pointerEvents: nil, keyboardEvents: [.editingDidEndOnExit, .editingDidEnd])

    /// A sender that is not a control, such as a container or an image: only gestures are checked.
    public static let notAControl = SenderConformanceControl(
        "view", pointerEvents: nil, keyboardEvents: nil)
}
