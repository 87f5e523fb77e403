public import SendingState
public import SendingStateInput

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
    /// ``Window/isFullKeyboardAccessEnabled``, as controls take focus only with Full Keyboard
    /// Access on a device; a control that a person types into, such as a ``TextField``, always can.
    open override var canBecomeFirstResponder: Bool {
        window?.isFullKeyboardAccessEnabled ?? false
    }

    /// A control is a `.button` to the input engine, unless a subclass is another kind.
    open override var controlKind: ControlKind? { .button }

    /// A disabled control takes no keys.
    public override var isInputEnabled: Bool { isEnabled }

    /// Highlights the control while the touch it tracks is down inside it.
    override func controlTouchWillChange(_ change: ControlTouchChange) {
        switch change {
        case .began: isHighlighted = true
        case .moved(let inside): isHighlighted = inside
        case .ended, .cancelled:
            isHighlighted = false
            // UIKit ends tracking before it sends the release's or the cancel's event.
            trackingWillEnd(change)
        }
    }

    // MARK: - Tracking a touch, as UIKit's UIControl does

    /// Whether the control tracks a touch now: from the press until the touch ends or is cancelled.
    public var isTracking: Bool { senderInput.isTracking }

    /// Whether the touch the control tracks is inside it now; `false` when it tracks none.
    public var isTouchInside: Bool {
        senderInput.isTracking && senderInput.touch?.isInside == true
    }

    /// Whether ``continueTracking(_:with:)`` and ``endTracking(_:with:)`` still hear the touch
    /// tracked now, or last; each press sets it anew.
    private var hearsTrackedTouch = false

    /// Called when a finger presses the control, after its `touchDown` is reported, as UIKit calls
    /// it: override it to react to where the press landed.
    ///
    /// - Parameters:
    ///   - touch: The finger.
    ///   - event: When it pressed.
    /// - Returns: Whether to go on hearing the touch: `false` and neither
    ///   ``continueTracking(_:with:)`` nor ``endTracking(_:with:)`` is called for it. The control
    ///   reports its touch events either way. The default returns `true`.
    open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        true
    }

    /// Called when the tracked finger moves, after its `touchDragInside` or other drag event.
    ///
    /// - Parameters:
    ///   - touch: The finger.
    ///   - event: When it moved.
    /// - Returns: Whether to go on hearing the touch: `false` and no more calls come for it. The
    ///   default returns `true`.
    open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        true
    }

    /// Called when the tracked finger lifts, before its `touchUpInside` or `touchUpOutside`.
    ///
    /// UIKit calls it so, and what the control sends here, such as a stepper's held-back
    /// `valueChanged`, comes before the release's event. ``isTouchInside`` is `false` by then:
    /// read `touch`'s location to tell where it lifted.
    ///
    /// - Parameters:
    ///   - touch: The finger.
    ///   - event: When it lifted.
    open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

    /// Called when the system cancels the tracked touch, before its `touchCancel`, even when
    /// ``beginTracking(_:with:)`` returned `false`, so the control can undo what it started.
    ///
    /// - Parameter event: When it was cancelled.
    open func cancelTracking(with event: TouchEvent?) {}

    /// Calls the tracking method that begins or continues tracking, with the touch the engine
    /// reported.
    override func controlTouchDidChange(_ change: ControlTouchChange) {
        guard let reported = senderInput.touch else { return }
        let touch = Touch(reported)
        let event = TouchEvent(timestamp: reported.time)
        switch change {
        case .began:
            hearsTrackedTouch = beginTracking(touch, with: event)
        case .moved:
            if hearsTrackedTouch { hearsTrackedTouch = continueTracking(touch, with: event) }
        case .ended, .cancelled:
            break
        }
    }

    /// Calls the tracking method that ends or cancels tracking, with the touch as it lifts or is
    /// cancelled.
    private func trackingWillEnd(_ change: ControlTouchChange) {
        guard let reported = senderInput.touch else { return }
        let event = TouchEvent(timestamp: reported.time)
        if case .cancelled = change {
            cancelTracking(with: event)
        } else if hearsTrackedTouch {
            endTracking(Touch(reported), with: event)
        }
    }

    /// Reports `primaryActionTriggered`, as a button does when a touch ends inside it.
    override func controlTouchDidEndInside() {
        sendActions(for: .primaryActionTriggered)
    }

    /// Space or Return, without modifiers, triggers the primary action: `primaryActionTriggered`
    /// alone, as a keyboard activation in UIKit sends no touch events.
    open override func perform(_ command: KeyCommand) -> Bool {
        guard command == .activate else { return false }
        sendActions(for: .primaryActionTriggered)
        return true
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

    /// Touches the control and ends the touch inside, outside or cancelled.
    ///
    /// - `.inside`: `touchDown`, `touchUpInside`, then what the control does: a button's
    ///   `primaryActionTriggered`, a switch's change.
    /// - `.outside`: `touchDown`, `touchDragExit`, `touchUpOutside`: the finger drags past the
    ///   right edge before it lifts.
    /// - `.cancelled`: `touchDown`, `touchCancel`.
    ///
    /// Inside a decelerating ``ScrollView``, the touch only stops the scroll, as on a device.
    ///
    /// - Parameter end: How the touch ends.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the control.
    public func tap(ending end: TouchEnd) throws(InteractionRefusal) {
        let start = try beginTouch(for: "tap(ending: \(end))")
        guard !start.stoppedScrolling else { return }
        touch(around: start.location, fingers: 1, in: start.window, ending: end)
    }

    /// Lists the control's disabled, selected and highlighted flags.
    open override var dumpAttributes: [String] {
        flagNames
    }

    // MARK: - What a control is to assistive technology and in a picture

    override var impliesAccessibilityElement: Bool { true }

    /// Adds `.selected` and `.notEnabled` for those states.
    override var impliedAccessibilityTraits: AccessibilityTraits {
        var traits = super.impliedAccessibilityTraits
        if isSelected { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    override var svgStateWords: [String] { flagNames }

    /// A box, filled while pressed or selected, with the control's text.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        svg.element(
            "rect", SVGWriter.frame(of: rect) + svgFill(tint: SVGPalette.tint) + [("stroke", SVGPalette.line)]
        )
        if let text = visibleText {
            svg.text(text, kind: "text", at: rect.minX, in: rect, font: .standard, fill: SVGPalette.text)
        }
    }

    /// The fill of the control's frame in a picture: pressed while highlighted, a light tint while
    /// selected.
    func svgFill(tint: String) -> [SVGWriter.Attribute] {
        if isHighlighted { return [("fill", SVGPalette.pressed)] }
        if isSelected { return [("fill", tint), ("fill-opacity", "0.2")] }
        return [("fill", "none")]
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
