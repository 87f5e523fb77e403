import SendingState

/// A control that is on or off; a tap toggles it.
@MainActor
open class Switch: Control {
    /// Whether the switch is on; setting it sends no event.
    public var isOn = false

    /// Flips the switch like a finger: `touchDown`, `touchUpInside`, then the change,
    /// `valueChanged` and `primaryActionTriggered`, as a toggle's click reports in every adapter
    /// (see `SenderConformanceControl.toggle`).
    ///
    /// Inside a decelerating ``ScrollView``, the touch only stops the scroll.
    ///
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the switch.
    public func toggle() throws(InteractionRefusal) {
        guard try !beginTouch(for: "toggle").stoppedScrolling else { return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: .touchUpInside)
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// Space or Return, without modifiers, flips the switch: the change, `valueChanged`, then
    /// `primaryActionTriggered`, with no touch events.
    override func handleKey(_ press: KeyPress) -> Bool {
        guard Self.isActivation(press) else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        return true
    }

    /// Toggles the switch, as a tap on a real switch does.
    ///
    /// - Parameters:
    ///   - numberOfTaps: How many times to toggle; at least 1.
    ///   - numberOfTouches: Ignored; a switch toggles with one finger.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the switch.
    open override func tap(numberOfTaps: Int = 1, numberOfTouches: Int = 1) throws(InteractionRefusal) {
        try require(numberOfTaps >= 1, "tap", "numberOfTaps must be at least 1, got \(numberOfTaps)")
        for _ in 0..<numberOfTaps {
            try toggle()
        }
    }

    /// `on` or `off`, with the control's flags.
    open override var dumpAttributes: [String] {
        [isOn ? "on" : "off"] + super.dumpAttributes
    }
}
