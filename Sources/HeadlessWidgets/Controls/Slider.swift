import SendingState
public import SendingStateInput

/// A control whose value a person slides between a minimum and a maximum.
///
/// The value is always clamped into range. Bad input is a documented no-op: setting a NaN value
/// or bound is ignored, an infinite value clamps to the nearest bound, and a minimum set above the
/// maximum raises the maximum to match (and a maximum set below the minimum lowers the minimum).
@MainActor
open class Slider: Control {
    /// The lowest value.
    public var minimumValue: Float {
        get { bounded.minimum }
        set { bounded.setMinimum(newValue) }
    }

    /// The highest value.
    public var maximumValue: Float {
        get { bounded.maximum }
        set { bounded.setMaximum(newValue) }
    }

    /// The value, always between ``minimumValue`` and ``maximumValue``; setting it sends no event.
    public var value: Float {
        get { bounded.value }
        set { bounded.setValue(newValue) }
    }

    /// The range and the value, kept in order.
    private var bounded = BoundedValue<Float>(minimum: 0, maximum: 1, value: 0)

    /// Whether sliding sends `valueChanged` at every step (`true`) or once when released.
    public var isContinuous = true

    /// Creates a slider with a range and a value.
    ///
    /// The arguments are taken as the properties take them: the value is clamped into range, a
    /// minimum above the maximum raises the maximum to match, and a NaN is ignored.
    ///
    /// - Parameters:
    ///   - minimumValue: The lowest value.
    ///   - maximumValue: The highest value.
    ///   - value: The starting value, clamped into range.
    public convenience init(minimumValue: Float, maximumValue: Float, value: Float) {
        self.init()
        self.maximumValue = maximumValue
        self.minimumValue = minimumValue
        self.value = value
    }

    private func clamped(_ candidate: Float) -> Float {
        bounded.clamped(candidate)
    }

    /// Slides the thumb to a value in steps, like a finger.
    ///
    /// The finger lands on the thumb: `touchDown`. At each step it moves to where the thumb shows an
    /// equal part more of the way, `touchDragInside`, and the value follows it, with `valueChanged`
    /// after each step that changed it when ``isContinuous``, or once at the end when not and the
    /// value changed; then it lifts, `touchUpInside`. The target is clamped into range. Inside a
    /// decelerating ``ScrollView``, the touch only stops the scroll.
    ///
    /// - Parameters:
    ///   - target: The value to slide to; not NaN.
    ///   - steps: How many steps the slide takes; at least 1.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the slider, or an argument is invalid.
    public func slide(to target: Float, steps: Int = 1) throws(InteractionRefusal) {
        let name = "slide(to: \(target))"
        try require(!target.isNaN, name, "the target value must not be NaN")
        try require(steps >= 1, name, "steps must be at least 1, got \(steps)")
        let (window, _, stoppedScrolling) = try beginTouch(for: name)
        guard !stoppedScrolling else { return }
        let start = value
        let end = clamped(target)
        var finger = Fingers(landing: [convertToRoot(thumbCenter(at: start))], on: self, in: window)
        for step in 1...steps {
            let before = value
            let next = step == steps ? end : start + (end - start) * Float(step) / Float(steps)
            finger.move(to: [convertToRoot(thumbCenter(at: next))])
            value = next
            if isContinuous, value != before { sendActions(for: .valueChanged) }
        }
        if !isContinuous, value != start { sendActions(for: .valueChanged) }
        finger.lift()
    }

    /// Where the thumb is when the slider shows a value: along the middle of the track, kept half a
    /// point inside the slider's edges, so that a finger on it is inside.
    private func thumbCenter(at value: Float) -> Point {
        guard bounds.size.width > 1 else { return bounds.center }
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? Double((value - minimumValue) / range) : 0.5
        let x = bounds.minX + fraction * bounds.size.width
        return Point(x: min(max(x, bounds.minX + 0.5), bounds.maxX - 0.5), y: bounds.center.y)
    }

    /// A slider is a `.slider` to the input engine.
    open override var controlKind: ControlKind? { .slider }

    /// A touch that ends inside a slider triggers nothing more: the value moved with the finger.
    override func controlTouchDidEndInside() {}

    /// How far an arrow key moves the value: a tenth of the range, as VoiceOver's increment of a
    /// `UISlider`.
    var keyboardStep: Float {
        (maximumValue - minimumValue) / 10
    }

    /// Steps the value with an arrow key, without modifiers: right or up raises it, left or down
    /// lowers it.
    ///
    /// A step is a tenth of the range. The value stays in range, and `valueChanged` is sent only
    /// if it changed, with no touch events.
    open override func perform(_ command: KeyCommand) -> Bool {
        let direction: Float
        switch command {
        case .increment: direction = 1
        case .decrement: direction = -1
        default: return false
        }
        let before = value
        value = clamped(value + direction * keyboardStep)
        if value != before { sendActions(for: .valueChanged) }
        return true
    }

    /// The value and range, with the control's flags.
    open override var dumpAttributes: [String] {
        [
            "value=\(formatCoordinate(Double(value))) in \(formatCoordinate(Double(minimumValue)))...\(formatCoordinate(Double(maximumValue)))"
        ]
            + super.dumpAttributes
    }

    // MARK: - What a slider is to assistive technology and in a picture

    override var impliedAccessibilityTraits: AccessibilityTraits {
        super.impliedAccessibilityTraits.union(.adjustable)
    }

    override var impliedAccessibilityValue: String? {
        AccessibilityValue.number(Double(value))
    }

    /// A track, filled up to the thumb, and the thumb at the value's place in the range.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        svg.element("rect", SVGWriter.frame(of: rect) + [("fill", "none")])
        // A negative width is drawn as 0, as the frame is; the thumb then fits, so end >= start.
        let width = max(rect.size.width, 0)
        let radius = max(min(min(width, rect.size.height) / 2 - 2, 12), 0)
        let start = rect.minX + radius
        let end = rect.minX + width - radius
        let fraction = Double((value - minimumValue) / (maximumValue - minimumValue))
        let thumb = start + (end - start) * (fraction.isFinite ? min(max(fraction, 0), 1) : 0)
        let y = n(rect.center.y)
        let tint = isEnabled ? SVGPalette.tint : SVGPalette.grey
        svg.element(
            "line",
            [
                ("class", "track"), ("x1", n(start)), ("y1", y), ("x2", n(end)), ("y2", y),
                ("stroke", SVGPalette.line),
                ("stroke-width", "4"), ("stroke-linecap", "round"),
            ])
        svg.element(
            "line",
            [
                ("class", "value"), ("x1", n(start)), ("y1", y), ("x2", n(thumb)), ("y2", y),
                ("stroke", tint),
                ("stroke-width", "4"), ("stroke-linecap", "round"),
            ])
        svg.element(
            "circle",
            [
                ("class", "thumb"), ("cx", n(thumb)), ("cy", y), ("r", n(radius)),
                ("fill", isHighlighted ? SVGPalette.pressed : SVGPalette.background),
                ("stroke", SVGPalette.line),
            ])
    }
}
