public import SendingState
public import SendingStateInput

/// A row of segments of which a person selects one, as UIKit's `UISegmentedControl`.
///
/// A control made of parts: each segment is a ``Segment`` subview, laid out in equal widths
/// across the control, which assistive technology reads as a button with its position, such as
/// `button "Map" selected 2 of 3`. The control owns the presses on its segments: a tap on a
/// segment reports `touchDown` and `touchUpInside`, then, when it selects another segment,
/// `valueChanged` and `primaryActionTriggered`, as a toggle's click does in every adapter (see
/// `SenderConformanceControl.segmentedControl`). While the control is disabled, every segment
/// refuses every touch, as the control would. With the keyboard focus, the left and right
/// arrows select the previous and the next enabled segment, with the same two events.
///
/// Bad input is a documented no-op: an index out of range selects nothing, an insertion index
/// past the end inserts at the end, and a removal or a title for a segment that doesn't exist
/// does nothing.
///
/// ```swift
/// let mode = SegmentedControl(items: ["List", "Map", "Grid"])
/// mode.frame = Rect(x: 0, y: 0, width: 240, height: 32)
/// try mode.tap(segment: 1)  // touchDown, touchUpInside, valueChanged, primaryActionTriggered
/// mode.selectedSegmentIndex  // 1
/// ```
@MainActor
open class SegmentedControl: Control {
    /// The index of no segment: ``selectedSegmentIndex`` when none is selected.
    public static let noSegment = -1

    /// A segment of a ``SegmentedControl``: a part that the control lays out, selects and reads to
    /// assistive technology.
    ///
    /// A segment isn't a control: a press on it belongs to its ``SegmentedControl``, which tracks
    /// it, so a segment of a disabled control refuses what the control refuses.
    public final class Segment: View {
        /// The segment's title.
        public internal(set) var title: String

        /// Whether a person can select the segment; set with
        /// ``SegmentedControl/setEnabled(_:forSegmentAt:)``.
        public internal(set) var isEnabled = true

        /// Creates a segment with a title.
        init(title: String) {
            self.title = title
            super.init(frame: .zero)
        }

        /// The segmented control the segment belongs to.
        private var control: SegmentedControl? { superview as? SegmentedControl }

        /// The segment's place in its control, from 0; `nil` when it belongs to none.
        public var index: Int? {
            control?.segments.firstIndex { $0 === self }
        }

        /// Whether the segment is the selected one; set through
        /// ``SegmentedControl/selectedSegmentIndex``.
        public internal(set) var isSelected = false

        /// A disabled segment takes no touch: it is passed over, as a disabled control is.
        public override var isInputEnabled: Bool { isEnabled }

        /// The title.
        public override var visibleText: String? { title }

        /// Its place among the control's segments, such as `2 of 3`.
        public override var accessibilityPosition: AccessibilityPosition? {
            guard let control, let index else { return nil }
            return AccessibilityPosition(index + 1, of: control.segments.count)
        }

        override var impliesAccessibilityElement: Bool { true }

        /// A button, selected when it is the selected segment, not enabled when it or its control
        /// isn't.
        override var impliedAccessibilityTraits: AccessibilityTraits {
            var traits = super.impliedAccessibilityTraits.union(.button)
            if isSelected { traits.insert(.selected) }
            if !isEnabled || control?.isEnabled == false { traits.insert(.notEnabled) }
            return traits
        }

        /// `selected` and `disabled` when they apply.
        public override var dumpAttributes: [String] {
            (isSelected ? ["selected"] : []) + (isEnabled ? [] : ["disabled"])
        }

        /// A box with the title in its middle, tinted when selected, grey when it can't be
        /// selected.
        override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
            let usable = isEnabled && control?.isEnabled != false
            let tint = usable ? SVGPalette.tint : SVGPalette.grey
            let fill: [SVGWriter.Attribute] =
                isSelected ? [("fill", tint), ("fill-opacity", "0.2")] : [("fill", "none")]
            svg.element("rect", SVGWriter.frame(of: rect) + fill + [("stroke", tint)])
            svg.text(
                title, kind: "title", at: rect.center.x, in: rect, font: .standard, centered: true, fill: tint
            )
        }
    }

    /// The segments, left to right.
    private var segments: [Segment] = []

    /// The selected segment's index, or ``noSegment``; setting it sends no event, and an index
    /// out of range selects no segment.
    ///
    /// The segment holds its selection, so the index follows it as segments are inserted and
    /// removed.
    public var selectedSegmentIndex: Int {
        get { segments.firstIndex { $0.isSelected } ?? Self.noSegment }
        set {
            for (index, segment) in segments.enumerated() { segment.isSelected = index == newValue }
        }
    }

    /// Whether a tapped segment is selected only while its events are reported, as in a row of
    /// buttons.
    ///
    /// `false` by default. A momentary control reports `valueChanged` with the tapped segment
    /// selected, even when it was the last one tapped, then selects no segment.
    public var isMomentary = false

    /// The enabled segment the tracked finger lifted on, until the release is reported.
    private var liftedSegment: Int?

    /// Creates a segmented control with a segment for each title, none selected.
    ///
    /// - Parameter items: The segments' titles, left to right.
    public convenience init(items: [String]) {
        self.init()
        for title in items { insertSegment(withTitle: title, at: numberOfSegments, animated: false) }
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment with a title.
    ///
    /// - Parameters:
    ///   - title: The segment's title.
    ///   - segment: Where to insert it; an index past the end inserts at the end, a negative one
    ///     at the start.
    ///   - animated: Ignored: nothing animates in HeadlessWidgets.
    public func insertSegment(withTitle title: String, at segment: Int, animated: Bool) {
        let new = Segment(title: title)
        segments.insert(new, at: min(max(segment, 0), segments.count))
        addSubview(new)
        layoutSegments()
    }

    /// Removes a segment; an index out of range removes nothing.
    ///
    /// - Parameters:
    ///   - segment: The segment's index.
    ///   - animated: Ignored: nothing animates in HeadlessWidgets.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard let removed = self.segment(at: segment) else { return }
        segments.remove(at: segment)
        removed.removeFromSuperview()
        removed.isSelected = false
        layoutSegments()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        for segment in segments {
            segment.removeFromSuperview()
            segment.isSelected = false
        }
        segments.removeAll()
    }

    /// Sets a segment's title; an index out of range sets nothing.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - segment: The segment's index.
    public func setTitle(_ title: String, forSegmentAt segment: Int) {
        self.segment(at: segment)?.title = title
    }

    /// A segment's title, or `nil` for an index out of range.
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: The title.
    public func titleForSegment(at segment: Int) -> String? {
        self.segment(at: segment)?.title
    }

    /// Lets a person select a segment, or not; an index out of range sets nothing.
    ///
    /// A disabled segment refuses a touch, and the arrow keys pass over it.
    ///
    /// - Parameters:
    ///   - enabled: Whether a person can select the segment.
    ///   - segment: The segment's index.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        self.segment(at: segment)?.isEnabled = enabled
    }

    /// Whether a person can select a segment; `false` for an index out of range.
    ///
    /// - Parameter segment: The segment's index.
    /// - Returns: Whether the segment is enabled.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        self.segment(at: segment)?.isEnabled ?? false
    }

    /// The segment view at an index, or `nil` for an index out of range, to find or touch it as
    /// a person would.
    ///
    /// - Parameter index: The segment's index.
    /// - Returns: The segment.
    public func segment(at index: Int) -> Segment? {
        segments.indices.contains(index) ? segments[index] : nil
    }

    // MARK: - Simulated interactions

    /// Taps a segment like a finger: `touchDown` and `touchUpInside`, then, when the tap selects
    /// another segment, `valueChanged` and `primaryActionTriggered`.
    ///
    /// Inside a decelerating ``ScrollView``, the touch only stops the scroll.
    ///
    /// - Parameter index: The segment's index.
    /// - Throws: An ``InteractionRefusal`` if there is no such segment, or a person couldn't touch
    ///   it: the control or the segment is disabled, hidden or covered.
    public func tap(segment index: Int) throws(InteractionRefusal) {
        let name = "tap(segment: \(index))"
        try require(
            segments.indices.contains(index), name,
            "segment \(index) doesn't exist; the control has \(segments.count)")
        try segments[index].tap()
    }

    // MARK: - Selecting

    /// Lays the segments out in equal widths across the control.
    private func layoutSegments() {
        guard !segments.isEmpty else { return }
        let width = bounds.size.width / Double(segments.count)
        for (index, segment) in segments.enumerated() {
            segment.frame = Rect(
                x: bounds.minX + width * Double(index), y: bounds.minY, width: width,
                height: bounds.size.height)
        }
    }

    override func frameDidChange() {
        layoutSegments()
    }

    /// The index of the enabled segment under a point in the control's coordinates, if any.
    private func enabledSegment(at point: Point) -> Int? {
        segments.firstIndex { $0.isEnabled && $0.frame.contains(point) }
    }

    /// Notes the enabled segment the finger lifts on, if any, before the release is reported.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        liftedSegment = touch.flatMap { enabledSegment(at: $0.location(in: self)) }
    }

    /// Selects the segment the finger lifted on.
    override func controlTouchDidEndInside() {
        guard let liftedSegment else { return }
        select(liftedSegment)
    }

    /// The left and right arrows, without modifiers: the previous and the next enabled segment.
    open override func keyCommand(for press: KeyPress) -> KeyCommand? {
        switch press {
        case KeyPress(.rightArrow): .increment
        case KeyPress(.leftArrow): .decrement
        default: nil
        }
    }

    /// Selects the next or the previous enabled segment, if there is one.
    open override func perform(_ command: KeyCommand) -> Bool {
        let forward: Bool
        switch command {
        case .increment: forward = true
        case .decrement: forward = false
        default: return false
        }
        let selected = selectedSegmentIndex
        let next =
            forward
            ? segments.indices.first { $0 > selected && segments[$0].isEnabled }
            : segments.indices.last {
                (selected == Self.noSegment || $0 < selected) && segments[$0].isEnabled
            }
        if let next { select(next) }
        return true
    }

    /// Selects a segment as a person does: `valueChanged` and `primaryActionTriggered` when it
    /// wasn't selected, or always for a momentary control, which then selects none.
    private func select(_ index: Int) {
        guard isMomentary || index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    // MARK: - What a segmented control is to assistive technology, in a dump and in a picture

    /// Not an element: assistive technology reads its segments, each with its position.
    override var impliesAccessibilityElement: Bool { false }

    /// The selected segment's index, with the control's flags.
    open override var dumpAttributes: [String] {
        ["selected=\(selectedSegmentIndex)"] + (isMomentary ? ["momentary"] : []) + super.dumpAttributes
    }

    /// An outline: the segments draw themselves.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        let tint = isEnabled ? SVGPalette.tint : SVGPalette.grey
        svg.element("rect", SVGWriter.frame(of: rect) + [("rx", "8"), ("fill", "none"), ("stroke", tint)])
    }
}
