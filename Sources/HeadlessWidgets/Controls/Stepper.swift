import SendingState
public import SendingStateInput

/// A control with a − and a + half that step a value down and up, as UIKit's `UIStepper`.
///
/// A press on a half steps the value at once, after the press's `touchDown`: `valueChanged`, then
/// `touchUpInside` when the finger lifts, as a stepper's click reports in every adapter (see
/// `SenderConformanceControl.stepper`). Held, the half steps again after
/// ``autorepeatDelay`` and every ``autorepeatInterval`` on the window's clock while the finger
/// stays on the stepper, when ``autorepeat`` is on; it stops for good once the stepper leaves that
/// window or is released, leaving nothing on the clock. The arrow keys step it while it has focus.
///
/// Bad input is a documented no-op, as for ``Slider``: the value is always clamped into range, a
/// NaN value, bound or step is ignored, a step that isn't positive and finite is ignored, a
/// minimum set above the maximum raises the maximum to match, and a maximum set below the minimum
/// lowers the minimum.
///
/// ```swift
/// let bags = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 32))
/// bags.maximumValue = 5
/// try bags.tap(.plus)  // touchDown, valueChanged, touchUpInside; bags.value == 1
/// ```
@MainActor
open class Stepper: Control {
    /// The lowest value; 0 by default.
    public var minimumValue: Double {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }

    /// The highest value; 100 by default.
    public var maximumValue: Double {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }

    /// The value, always between ``minimumValue`` and ``maximumValue``; setting it sends no event.
    public var value: Double {
        get { bounded.value }
        set { bounded.setValue(newValue) }
    }

    /// The range and the value, kept in order.
    private var bounded = BoundedValue<Double>(minimum: 0, maximum: 100, value: 0)

    /// How much a step changes the value; 1 by default, and always positive and finite.
    public var stepValue = 1.0 {
        didSet {
            if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue }
        }
    }

    /// Whether stepping past a bound goes round to the other bound; `false` by default, when a step
    /// past a bound does nothing.
    public var wraps = false

    /// Whether holding a half steps again and again; `true` by default.
    public var autorepeat = true

    /// Whether each step sends `valueChanged` as it happens (`true`, the default), or once when
    /// the finger lifts or is cancelled, if the value changed.
    public var isContinuous = true

    /// How long a half is held before it steps again, with ``autorepeat``.
    public static let autorepeatDelay = Duration.milliseconds(500)

    /// How often a half held past ``autorepeatDelay`` steps again.
    public static let autorepeatInterval = Duration.milliseconds(100)

    /// A half of the stepper.
    public enum Part: Sendable, CaseIterable {
        /// The left half, which steps the value down.
        case minus
        /// The right half, which steps the value up.
        case plus
    }

    /// The half the tracked finger pressed, and whether the value changed since, for a stepper
    /// that isn't continuous; `nil` while no finger presses.
    private var press: (part: Part, changed: Bool)?
    /// The timer that steps again while a half is held.
    private var repeatTimer: VirtualClock.Timer?

    /// Takes the autorepeat timer off the clock at once when the stepper is released mid-press.
    isolated deinit {
        repeatTimer?.invalidate()
    }

    // MARK: - Simulated interactions

    /// Taps a half like a finger.
    ///
    /// The tap reports `touchDown`, the step and its `valueChanged`, then `touchUpInside`. A step
    /// past a bound, without ``wraps``, changes nothing and sends no `valueChanged`.
    ///
    /// Inside a decelerating ``ScrollView``, the touch only stops the scroll.
    ///
    /// - Parameter part: The half to tap.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch that half.
    public func tap(_ part: Part) throws(InteractionRefusal) {
        let start = try beginTouch(for: "tap(.\(part))", at: center(of: part))
        guard !start.stoppedScrolling else { return }
        touch(around: start.location, fingers: 1, in: start.window, ending: .inside)
    }

    /// Presses a half and holds it for a duration on the window's clock, then lifts.
    ///
    /// The press steps once, as ``tap(_:)`` does; with ``autorepeat``, the half steps again after
    /// ``autorepeatDelay`` and every ``autorepeatInterval`` after that while it is held. Whatever
    /// else comes due on the clock meanwhile runs at its own instant.
    ///
    /// ```swift
    /// try stepper.press(.plus, for: 1)  // steps at 0, 0.5, 0.6, ... 1.0 s: 7 steps
    /// ```
    ///
    /// - Parameters:
    ///   - part: The half to press.
    ///   - duration: How long the press lasts, in seconds; finite, not negative, and at most 600:
    ///     the half may step ten times a second all along.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch that half, or the duration is
    ///   invalid.
    public func press(_ part: Part, for duration: Double) throws(InteractionRefusal) {
        let name = "press(.\(part), for: \(duration))"
        try require(duration.isFinite && duration >= 0, name, "duration must be finite and not negative")
        try require(duration <= 600, name, "duration must be at most 600 seconds, got \(duration)")
        let (window, location, stoppedScrolling) = try beginTouch(for: name, at: center(of: part))
        let clock = window.clock
        let end = clock.now.advanced(by: .seconds(duration))
        guard !stoppedScrolling else { return clock.advanceWithoutWaiting(to: end) }
        let finger = Fingers(landing: [location], on: self, in: window)
        clock.advanceWithoutWaiting(to: end)
        finger.lift()
    }

    /// The middle of a half, in the stepper's coordinates.
    private func center(of part: Part) -> Point {
        let quarter = bounds.size.width / 4
        return Point(
            x: bounds.minX + (part == .minus ? quarter : 3 * quarter), y: bounds.center.y)
    }

    // MARK: - Stepping

    /// A stepper is a `.stepper` to the input engine: the arrow keys step it.
    open override var controlKind: ControlKind? { .stepper }

    /// Steps the half the finger pressed, and starts repeating it with ``autorepeat``.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
        let part: Part = touch.location(in: self).x < bounds.center.x ? .minus : .plus
        press = (part, false)
        stepAsPressed(part)
        if autorepeat, let window {
            repeatTimer = window.clock.schedule(
                after: Self.autorepeatDelay, repeating: Self.autorepeatInterval, label: "Stepper autorepeat"
            ) { [weak self, weak window] timer in
                // A stepper released mid-press whose deinitializer hasn't run yet can't stop it.
                guard let self else { return timer.invalidate() }
                self.repeatPress(pressedIn: window)
            }
        }
        return true
    }

    /// Steps the pressed half again while the finger is on it, or stops repeating for good once
    /// the stepper is out of the window it was pressed in, where no finger can press it.
    private func repeatPress(pressedIn pressedWindow: Window?) {
        guard let pressedWindow, window === pressedWindow else { return stopRepeating() }
        guard let part = press?.part, isTouchInside else { return }
        stepAsPressed(part)
    }

    /// Takes the autorepeat timer off the clock.
    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// Stops repeating, and sends the `valueChanged` a stepper that isn't continuous held back.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        finishPress()
    }

    /// Stops repeating, and sends the `valueChanged` a stepper that isn't continuous held back.
    open override func cancelTracking(with event: TouchEvent?) {
        finishPress()
    }

    /// A stepper steps as it is pressed: the release triggers nothing more.
    override func controlTouchDidEndInside() {}

    /// An arrow key, without modifiers, steps the value: right or up steps it up, left or down
    /// down, with `valueChanged` if it changed, and no touch events.
    open override func perform(_ command: KeyCommand) -> Bool {
        switch command {
        case .increment: if step(.plus) { sendActions(for: .valueChanged) }
        case .decrement: if step(.minus) { sendActions(for: .valueChanged) }
        default: return false
        }
        return true
    }

    /// Steps a pressed half, with `valueChanged` now or at the release.
    private func stepAsPressed(_ part: Part) {
        guard step(part) else { return }
        if isContinuous {
            sendActions(for: .valueChanged)
        } else {
            press?.changed = true
        }
    }

    private func finishPress() {
        stopRepeating()
        let changed = press?.changed == true
        press = nil
        if changed { sendActions(for: .valueChanged) }
    }

    /// Steps the value one ``stepValue`` down or up, going round with ``wraps``.
    ///
    /// - Returns: Whether the value changed.
    private func step(_ part: Part) -> Bool {
        bounded.step(by: part == .plus ? stepValue : -stepValue, wrapping: wraps)
    }

    // MARK: - What a stepper is to assistive technology, in a dump and in a picture

    override var impliedAccessibilityTraits: AccessibilityTraits {
        super.impliedAccessibilityTraits.union(.adjustable)
    }

    override var impliedAccessibilityValue: String? {
        AccessibilityValue.number(value)
    }

    /// The value, range and step, with the control's flags.
    open override var dumpAttributes: [String] {
        let range = "\(formatCoordinate(minimumValue))...\(formatCoordinate(maximumValue))"
        return ["value=\(formatCoordinate(value)) in \(range) step=\(formatCoordinate(stepValue))"]
            + (wraps ? ["wraps"] : []) + super.dumpAttributes
    }

    /// A rounded box split in two, − on the left and + on the right; a half that can't step is
    /// grey.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        let tint = isEnabled ? SVGPalette.tint : SVGPalette.grey
        svg.element(
            "rect", SVGWriter.frame(of: rect) + [("rx", "8")] + svgFill(tint: tint) + [("stroke", tint)])
        let middle = rect.center.x
        svg.element(
            "line",
            [
                ("class", "divider"), ("x1", n(middle)), ("y1", n(rect.minY)), ("x2", n(middle)),
                ("y2", n(rect.maxY)), ("stroke", tint),
            ])
        let quarter = max(rect.size.width, 0) / 4
        for (part, glyph, x) in [(Part.minus, "−", middle - quarter), (.plus, "+", middle + quarter)] {
            let canStep = wraps || (part == .minus ? value > minimumValue : value < maximumValue)
            svg.text(
                glyph, kind: part == .minus ? "minus" : "plus", at: x, in: rect, font: .standard,
                centered: true,
                fill: isEnabled && canStep ? tint : SVGPalette.grey)
        }
    }
}
