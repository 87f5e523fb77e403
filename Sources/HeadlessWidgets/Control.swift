public import SendingState

/// A view that sends control events, such as a button, slider, switch or text field.
///
/// A disabled control refuses user-level input. ``isHighlighted`` is `true` while a simulated
/// touch is down on it, so a handler of `touchDown` sees it highlighted.
@MainActor
open class Control: View {
    /// Whether the control takes user-level input; a disabled control can't keep keyboard focus.
    public var isEnabled = true {
        didSet { keyboardFocusConditionsDidChange() }
    }

    /// Whether the control is selected, such as a toggled favourite button.
    public var isSelected = false

    /// Whether a simulated touch is down on the control.
    public internal(set) var isHighlighted = false

    /// ``ControlState`` under UIKit's nested name, so that `UIControl.State` ports by renaming the class.
    public typealias State = ControlState

    /// `ControlEvents` under UIKit's nested name, so that `UIControl.Event` ports by renaming the class.
    public typealias Event = ControlEvents

    /// The control's state, from its highlighted, enabled and selected flags.
    ///
    /// ```swift
    /// button.isEnabled = false
    /// button.isSelected = true  // button.state == [.disabled, .selected]
    /// ```
    public var state: ControlState {
        var state: ControlState = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control can take keyboard focus: only while its window has
    /// ``Window/isFullKeyboardAccessEnabled``, as buttons, switches and sliders take focus only
    /// with Full Keyboard Access on a device; a ``TextField`` always can.
    open override var canBecomeFirstResponder: Bool {
        window?.isFullKeyboardAccessEnabled ?? false
    }

    /// Space or Return, without modifiers, triggers the primary action: `primaryActionTriggered`
    /// alone, as a keyboard activation in UIKit sends no touch events.
    override func handleKey(_ press: KeyPress) -> Bool {
        guard Self.isActivation(press) else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
    }

    /// Whether a key activates a control: Space or Return, without modifiers.
    static func isActivation(_ press: KeyPress) -> Bool {
        press == KeyPress(.space) || press == KeyPress(.return)
    }

    /// Sends control events unconditionally, like UIKit's `sendActions(for:)`.
    ///
    /// Nothing is checked: a disabled or hidden control sends them too.
    ///
    /// - Parameter events: The events to send, reported together.
    public func sendActions(for events: ControlEvents) {
        emit(.control(events))
    }

    /// How a simulated touch on a control ends.
    public enum TouchEnd: Sendable {
        /// The finger lifts inside the control: `touchUpInside`.
        case inside
        /// The finger drags out and lifts outside: `touchDragExit`, then `touchUpOutside`.
        case outside
        /// The system cancels the touch: `touchCancel`.
        case cancelled
    }

    /// Taps the control like a finger, after checking that a person could touch it.
    ///
    /// Sends `touchDown` with the control highlighted, then `touchUpInside` and
    /// `primaryActionTriggered`. A second tap within the window's double-tap interval sends
    /// `touchDown` and `touchDownRepeat` together. When a tap gesture is mapped on the control too,
    /// the tap is then reported as a recognized tap gesture, as on a plain ``View``. As on a
    /// device, the first tap on a control inside a decelerating ``ScrollView`` only stops the
    /// scroll: the control sends nothing.
    ///
    /// - Parameters:
    ///   - numberOfTaps: How many taps to make in quick succession; at least 1.
    ///   - numberOfTouches: How many fingers tap together; at least 1.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't tap the control.
    open override func tap(numberOfTaps: Int = 1, numberOfTouches: Int = 1) throws(InteractionRefusal) {
        try require(numberOfTaps >= 1, "tap", "numberOfTaps must be at least 1, got \(numberOfTaps)")
        try require(numberOfTouches >= 1, "tap", "numberOfTouches must be at least 1, got \(numberOfTouches)")
        let (window, stoppedScrolling) = try beginTouch(for: "tap")
        for _ in (stoppedScrolling ? 1 : 0)..<numberOfTaps {
            touch(ending: .inside, numberOfTouches: numberOfTouches, in: window)
        }
    }

    /// Touches the control and ends the touch inside, outside or cancelled.
    ///
    /// - `.inside`: `touchDown`, `touchUpInside`, `primaryActionTriggered`.
    /// - `.outside`: `touchDown`, `touchDragExit`, `touchUpOutside`.
    /// - `.cancelled`: `touchDown`, `touchCancel`.
    ///
    /// Inside a decelerating ``ScrollView``, the touch only stops the scroll, as on a device.
    ///
    /// - Parameter end: How the touch ends.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the control.
    public func tap(ending end: TouchEnd) throws(InteractionRefusal) {
        let (window, stoppedScrolling) = try beginTouch(for: "tap(ending: \(end))")
        guard !stoppedScrolling else { return }
        touch(ending: end, numberOfTouches: 1, in: window)
    }

    /// Sends the events of one touch; the control must have been checked reachable.
    func touch(ending end: TouchEnd, numberOfTouches: Int, in window: Window) {
        let touch = tapStreak.touch(around: bounds.center, fingers: numberOfTouches, in: window, ending: end)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        switch end {
        case .inside:
            isHighlighted = false
            sendActions(for: .touchUpInside)
            sendActions(for: .primaryActionTriggered)
            if hasRecognizer(for: .tap) {
                for tap in touch.taps { sendGesture(.tap, tap) }
            }
            touchDidEndInside()
        case .outside:
            isHighlighted = false
            sendActions(for: .touchDragExit)
            sendActions(for: .touchUpOutside)
        case .cancelled:
            isHighlighted = false
            sendActions(for: .touchCancel)
        }
    }

    /// Called after a touch that ends inside has sent its events; a text field takes focus here.
    func touchDidEndInside() {}

    /// Lists the control's disabled, selected and highlighted flags.
    open override var dumpAttributes: [String] {
        flagNames
    }

    /// The names of the control's flags that are set, in the order dumps and pictures show them:
    /// `disabled`, `selected`, `highlighted`.
    var flagNames: [String] {
        var flags: [String] = []
        if !isEnabled { flags.append("disabled") }
        if isSelected { flags.append("selected") }
        if isHighlighted { flags.append("highlighted") }
        return flags
    }
}
