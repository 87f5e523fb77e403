import SendingState
public import SendingStateInput

/// A control that is on or off; a tap toggles it.
///
/// A tap on the switch, or Space or Return while it has focus, flips it: the change, then
/// `valueChanged` and `primaryActionTriggered`, after the tap's `touchDown` and `touchUpInside`,
/// as a toggle's click reports in every adapter (see `SenderConformanceControl.toggle`).
@MainActor
open class Switch: Control {
    /// Whether the switch is on; setting it sends no event.
    public var isOn = false

    /// Flips the switch like a finger: `touchDown`, `touchUpInside`, then the change,
    /// `valueChanged` and `primaryActionTriggered`.
    ///
    /// Inside a decelerating ``ScrollView``, the touch only stops the scroll.
    ///
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the switch.
    public func toggle() throws(InteractionRefusal) {
        let start = try beginTouch(for: "toggle")
        guard !start.stoppedScrolling else { return }
        touch(around: start.location, fingers: 1, in: start.window, ending: .inside)
    }

    /// A switch is a `.toggle` to the input engine.
    open override var controlKind: ControlKind? { .toggle }

    /// Flips the switch when a touch ends inside it.
    override func controlTouchDidEndInside() {
        flip()
    }

    /// Space or Return, without modifiers, flips the switch: the change, `valueChanged`, then
    /// `primaryActionTriggered`, with no touch events.
    open override func perform(_ command: KeyCommand) -> Bool {
        guard command == .activate else { return false }
        flip()
        return true
    }

    /// Flips the switch as a person does: the change, `valueChanged`, `primaryActionTriggered`.
    private func flip() {
        isOn.toggle()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    /// `on` or `off`, with the control's flags.
    open override var dumpAttributes: [String] {
        [isOn ? "on" : "off"] + super.dumpAttributes
    }

    // MARK: - What a switch is to assistive technology and in a picture

    override var impliedAccessibilityTraits: AccessibilityTraits {
        super.impliedAccessibilityTraits.union([.button, .toggleButton])
    }

    override var impliedAccessibilityValue: String? {
        AccessibilityValue.toggle(isOn: isOn)
    }

    override var svgStateWords: [String] {
        super.svgStateWords + [isOn ? "on" : "off"]
    }

    /// A rounded track, green when on, with its thumb at the end it is on.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        let inset = max(min(rect.size.width, rect.size.height), 0) / 2
        let on = isEnabled ? SVGPalette.on : SVGPalette.grey
        svg.element(
            "rect",
            SVGWriter.frame(of: rect) + [
                ("rx", n(inset)), ("fill", isOn ? on : SVGPalette.off), ("stroke", SVGPalette.line),
            ])
        svg.element(
            "circle",
            [
                ("class", "thumb"), ("cx", n(isOn ? rect.maxX - inset : rect.minX + inset)),
                ("cy", n(rect.center.y)), ("r", n(max(inset - 2, 0))),
                ("fill", isHighlighted ? SVGPalette.pressed : SVGPalette.background),
                ("stroke", SVGPalette.line),
            ])
    }
}
