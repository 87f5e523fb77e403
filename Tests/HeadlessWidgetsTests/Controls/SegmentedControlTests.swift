import HeadlessWidgets
import SendingState
import SendingStateInput
import Testing

@MainActor
struct SegmentedControlTests {
    let window = makeWindow()
    let control = SegmentedControl(items: ["List", "Map", "Grid"])

    init() {
        control.frame = Rect(x: 10, y: 100, width: 300, height: 32)
        window.addSubview(control)
    }

    // MARK: - Taps

    @Test func aTapOnASegmentSelectsItAfterTouchUpInside() throws {
        try control.tap(segment: 2)
        #expect(control.selectedSegmentIndex == 2)
        #expect(
            controlEvents(of: control) == [
                .touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered,
            ])
    }

    @Test func aTapOnTheSelectedSegmentReportsOnlyTheTouch() throws {
        control.selectedSegmentIndex = 1
        try control.tap(segment: 1)
        #expect(control.selectedSegmentIndex == 1)
        #expect(controlEvents(of: control) == [.touchDown, .touchUpInside])
    }

    @Test func aTapOnTheSegmentViewItselfIsTrackedByTheControl() throws {
        let grid = try #require(control.segment(at: 2))
        try grid.tap()
        #expect(control.selectedSegmentIndex == 2)
        #expect(grid.eventLog.isEmpty, "a segment isn't a control: its control reports the touch")
        #expect(controlEvents(of: control).first == .touchDown)
    }

    @Test func aFingerThatSlidesToAnotherSegmentSelectsTheOneItLiftsOn() throws {
        let touch = try control.touchDown(at: [Point(x: 50, y: 16)])
        try touch.move(0, to: Point(x: 250, y: 16))
        try touch.lift(0)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func aFingerThatLiftsOutsideTheControlSelectsNothing() throws {
        let touch = try control.touchDown(at: [Point(x: 50, y: 16)])
        try touch.move(0, to: Point(x: 50, y: 200))
        try touch.lift(0)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!controlEvents(of: control).contains(.valueChanged))
        #expect(controlEvents(of: control).last == .touchUpOutside)
    }

    @Test func aCancelledTouchSelectsNothing() throws {
        let touch = try control.touchDown(at: [Point(x: 50, y: 16)])
        touch.cancel()
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(controlEvents(of: control) == [.touchDown, .touchCancel])
    }

    /// A segmented control whose `valueChanged` sends the selected index, as an app maps it.
    final class ModePicker: SegmentedControl, EventForwardingProvider {
        var eventForwarder: any EventForwardable {
            EventForwarder(self) { picker, ctx in
                ctx.control(.valueChanged) { [picker.selectedSegmentIndex] }
            }
        }
    }

    @Test func aMomentaryControlReportsTheTappedSegmentThenSelectsNone() throws {
        let picker = ModePicker(items: ["Cut", "Copy", "Paste"])
        picker.frame = Rect(x: 10, y: 200, width: 300, height: 32)
        window.addSubview(picker)
        picker.isMomentary = true
        let recorder = ActionRecorder<Int>()
        picker.ss.addActionHandler(to: recorder)
        try picker.tap(segment: 1)
        try picker.tap(segment: 1)
        #expect(recorder.actions == [1, 1], "each tap reports its segment, even the same one")
        #expect(picker.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    // MARK: - A disabled control and a disabled segment

    /// Every interaction a person can make on a view, as names and closures.
    static func interactions(on view: View) -> [(String, () throws(InteractionRefusal) -> Void)] {
        [
            ("tap", { () throws(InteractionRefusal) in try view.tap() }),
            ("double tap", { () throws(InteractionRefusal) in try view.tap(numberOfTaps: 2) }),
            ("long press", { () throws(InteractionRefusal) in try view.longPress(duration: 1) }),
            ("swipe", { () throws(InteractionRefusal) in try view.swipe(.left) }),
            ("pan", { () throws(InteractionRefusal) in try view.pan(by: Point(x: 40, y: 0)) }),
            ("fling", { () throws(InteractionRefusal) in try view.fling(velocity: Point(x: 800, y: 0)) }),
            ("pinch", { () throws(InteractionRefusal) in try view.pinch(to: 2) }),
            ("rotation", { () throws(InteractionRefusal) in try view.rotate(by: 1) }),
            (
                "touch down",
                { () throws(InteractionRefusal) in _ = try view.touchDown(at: [Point(x: 5, y: 5)]) }
            ),
        ]
    }

    @Test func everyInteractionOnASegmentOfADisabledControlIsRefused() throws {
        control.isEnabled = false
        for index in 0..<control.numberOfSegments {
            let segment = try #require(control.segment(at: index))
            for (name, interaction) in Self.interactions(on: segment) {
                let refused = refusal(of: try interaction())
                #expect(refused?.reason == .disabled, "\(name) on segment \(index)")
                #expect(refused?.blockingNode == control.summary, "\(name) on segment \(index)")
            }
            #expect(refusal(of: try control.tap(segment: index))?.reason == .disabled)
        }
        #expect(control.eventLog.isEmpty)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        let middle = control.convertToRoot(try #require(control.segment(at: 1)).frame.center)
        #expect(window.hitTest(middle) === window, "a hit test passes over the control and its segments")
    }

    @Test func aDisabledSegmentRefusesATapAndIsPassedOverByAFinger() throws {
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        #expect(refusal(of: try control.tap(segment: 1))?.reason == .disabled)
        let touch = try control.touchDown(at: [Point(x: 150, y: 16)])
        try touch.lift(0)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!controlEvents(of: control).contains(.valueChanged))
        control.setEnabled(true, forSegmentAt: 1)
        try control.tap(segment: 1)
        #expect(control.selectedSegmentIndex == 1)
    }

    // MARK: - Keys

    @Test func theArrowKeysSelectTheNextAndThePreviousEnabledSegment() {
        window.isFullKeyboardAccessEnabled = true
        #expect(control.becomeFirstResponder())
        control.setEnabled(false, forSegmentAt: 1)
        window.press(.rightArrow)
        #expect(control.selectedSegmentIndex == 0)
        window.press(.rightArrow)
        #expect(control.selectedSegmentIndex == 2, "the disabled segment is passed over")
        #expect(window.press(.rightArrow) === control, "the control takes the arrow at its end too")
        #expect(control.selectedSegmentIndex == 2, "past the last segment nothing changes")
        window.press(.leftArrow)
        #expect(control.selectedSegmentIndex == 0)
        #expect(
            controlEvents(of: control)
                == Array(
                    repeating: [ControlEvents.valueChanged, .primaryActionTriggered], count: 3
                ).flatMap { $0 })
    }

    @Test func theLeftArrowWithNothingSelectedSelectsTheLastSegment() {
        window.isFullKeyboardAccessEnabled = true
        control.becomeFirstResponder()
        window.press(.leftArrow)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func aSegmentedControlTakesOnlyTheHorizontalArrows() {
        #expect(control.keyCommand(for: KeyPress(.rightArrow)) == .increment)
        #expect(control.keyCommand(for: KeyPress(.leftArrow)) == .decrement)
        #expect(control.keyCommand(for: KeyPress(.upArrow)) == nil)
        #expect(control.keyCommand(for: KeyPress(.space)) == nil)
        #expect(control.keyCommand(for: KeyPress(.rightArrow, modifierFlags: .shift)) == nil)
        #expect(control.perform(.activate) == false, "Space goes on up the chain")
    }

    // MARK: - Segments

    @Test func segmentsAreLaidOutInEqualWidthsAndFollowTheFrame() throws {
        #expect(control.segment(at: 1)?.frame == Rect(x: 100, y: 0, width: 100, height: 32))
        control.frame = Rect(x: 0, y: 0, width: 150, height: 40)
        #expect(control.segment(at: 2)?.frame == Rect(x: 100, y: 0, width: 50, height: 40))
        control.insertSegment(withTitle: "Table", at: 3, animated: false)
        #expect(control.segment(at: 3)?.frame == Rect(x: 112.5, y: 0, width: 37.5, height: 40))
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelectedSegment() {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Table", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 2) == "Map")
        control.insertSegment(withTitle: "Chart", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "Chart", "an index past the end inserts at the end")
        control.insertSegment(withTitle: "First", at: -3, animated: false)
        #expect(control.titleForSegment(at: 0) == "First", "a negative index inserts at the start")
        #expect(control.selectedSegmentIndex == 3)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 4, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment, "the selected segment is gone")
        #expect(control.numberOfSegments == 3)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
        #expect(control.subviews.isEmpty)
    }

    @Test func indicesOutOfRangeAreNoOps() {
        control.selectedSegmentIndex = 3
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = 2
        control.selectedSegmentIndex = -7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.setTitle("Nowhere", forSegmentAt: 3)
        control.setEnabled(false, forSegmentAt: -1)
        control.removeSegment(at: 3, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 3) == nil)
        #expect(control.titleForSegment(at: -1) == nil)
        #expect(!control.isEnabledForSegment(at: 3))
        #expect(control.segment(at: 3) == nil)
        #expect((0..<3).allSatisfy(control.isEnabledForSegment(at:)))
        #expect(
            refusal(of: try control.tap(segment: 3))?.reason
                == .invalidArgument("segment 3 doesn't exist; the control has 3"))
    }

    // MARK: - Accessibility, dump and picture

    @Test func eachSegmentIsReadAsAButtonWithItsPosition() throws {
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        control.setTitle("Atlas", forSegmentAt: 1)
        #expect(
            window.semanticsDump() == """
                button "List" 1 of 3
                button "Atlas" selected 2 of 3
                button "Grid" disabled 3 of 3

                """)
        control.isEnabled = false
        #expect(try window.get(.role(.button, name: "List")).accessibilityTraits.contains(.notEnabled))
        #expect(control.segment(at: 0)?.index == 0)
        let orphan = try #require(control.segment(at: 0))
        control.removeSegment(at: 0, animated: false)
        #expect(orphan.accessibilityPosition == nil)
        #expect(orphan.index == nil)
        #expect(!orphan.isSelected)
    }

    @Test func theDumpShowsTheSelectionAndEachSegment() {
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        control.isMomentary = true
        #expect(control.dumpAttributes == ["selected=0", "momentary"])
        #expect(control.segment(at: 0)?.dumpAttributes == ["selected"])
        #expect(control.segment(at: 2)?.dumpAttributes == ["disabled"])
        #expect(control.segment(at: 1)?.dumpAttributes == [])
    }
}
