import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKSegmentedControlTests {
    /// A box around a segmented control whose control events are mapped, with the selected index.
    final class ModeBox: GTKBox, EventForwardingProvider {
        let mode = GTKSegmentedControl(items: ["List", "Map", "Grid"])

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(mode)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(mode) { mode, ctx in
                for (event, name) in [
                    (ControlEvents.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
                ] {
                    ctx.control(event) { ["\(name) \(mode.selectedSegmentIndex)"] }
                }
            }
        }
    }

    let box = ModeBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func aClickOnASegmentSelectsItAfterTouchUpInside() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(try #require(box.mode.segment(at: 2)))
        window.waitUntil { recorder.actions.count >= 4 }
        #expect(
            recorder.actions == [
                "touchDown -1", "touchUpInside -1", "valueChanged 2", "primaryActionTriggered 2",
            ])
        #expect(box.mode.selectedSegmentIndex == 2)
    }

    @Test func aClickOnTheSelectedSegmentReportsOnlyTheTouch() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.mode.selectedSegmentIndex = 1
        try window.input.click(try #require(box.mode.segment(at: 1)))
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["touchDown 1", "touchUpInside 1"])
        #expect(box.mode.selectedSegmentIndex == 1)
    }

    @Test func everySegmentOfADisabledControlTakesNoClick() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.mode.isEnabled = false
        for index in 0..<3 {
            try window.input.click(try #require(box.mode.segment(at: index)))
            try window.input.longPress(try #require(box.mode.segment(at: index)), for: 0.8)
        }
        window.wait(seconds: 0.3)
        #expect(recorder.actions.isEmpty)
        #expect(box.mode.selectedSegmentIndex == GTKSegmentedControl.noSegment)
    }

    @Test func aDisabledSegmentTakesNoClick() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.mode.setEnabled(false, forSegmentAt: 1)
        #expect(!box.mode.isEnabledForSegment(at: 1))
        try window.input.click(try #require(box.mode.segment(at: 1)))
        window.wait(seconds: 0.3)
        #expect(!recorder.actions.contains { $0.hasPrefix("valueChanged") })
        #expect(box.mode.selectedSegmentIndex == GTKSegmentedControl.noSegment)
    }

    @Test func selectingFromCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.mode.selectedSegmentIndex = 2
        box.mode.selectedSegmentIndex = 0
        window.wait(seconds: 0.1)
        #expect(box.mode.selectedSegmentIndex == 0)
        box.mode.selectedSegmentIndex = 7
        #expect(box.mode.selectedSegmentIndex == GTKSegmentedControl.noSegment)
        #expect(recorder.actions.isEmpty)
    }

    @Test func eachSegmentIsReadAsAButtonWithItsPosition() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.mode.selectedSegmentIndex = 1
        box.mode.setTitle("Atlas", forSegmentAt: 1)
        box.mode.setEnabled(false, forSegmentAt: 2)
        // GTK gives the first segment the window's first focus.
        #expect(
            window.semanticsDump().replacing(" focused", with: "") == """
                button "List" 1 of 3
                button "Atlas" selected 2 of 3
                button "Grid" disabled 3 of 3

                """)
        box.mode.isEnabled = false
        #expect(box.mode.segment(at: 0)?.accessibilityTraits.contains(.notEnabled) == true)
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelectionAndThePositions() throws {
        let mode = box.mode
        mode.selectedSegmentIndex = 1
        mode.insertSegment(withTitle: "Table", at: 0, animated: false)
        #expect(mode.selectedSegmentIndex == 2)
        #expect((0..<4).compactMap(mode.titleForSegment(at:)) == ["Table", "List", "Map", "Grid"])
        mode.insertSegment(withTitle: "Chart", at: 99, animated: false)
        mode.insertSegment(withTitle: "First", at: -1, animated: false)
        #expect(mode.titleForSegment(at: 5) == "Chart")
        #expect(mode.titleForSegment(at: 0) == "First")
        #expect(mode.segment(at: 5)?.accessibilityPosition == AccessibilityPosition(6, of: 6))
        let removed = try #require(mode.segment(at: 3))
        mode.removeSegment(at: 3, animated: false)
        #expect(mode.selectedSegmentIndex == GTKSegmentedControl.noSegment, "the selected segment is gone")
        #expect(removed.accessibilityPosition == nil)
        #expect(removed.index == nil)
        #expect(mode.segment(at: 0)?.accessibilityPosition == AccessibilityPosition(1, of: 5))
        mode.removeSegment(at: 9, animated: false)
        mode.setTitle("Nowhere", forSegmentAt: 9)
        mode.setEnabled(false, forSegmentAt: -1)
        #expect(mode.numberOfSegments == 5)
        #expect(mode.titleForSegment(at: 9) == nil)
        #expect(!mode.isEnabledForSegment(at: 9))
        #expect(mode.segment(at: -1) == nil)
        mode.removeAllSegments()
        #expect(mode.numberOfSegments == 0)
        #expect(mode.shownSubviews.isEmpty)
    }

    @Test func aSegmentClickedAfterRemovalsStillSelectsOnlyItself() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.mode.removeSegment(at: 0, animated: false)
        box.mode.selectedSegmentIndex = 0
        // Let GTK lay the two segments out again before the pointer aims at one.
        window.wait(seconds: 0.2)
        try window.input.click(try #require(box.mode.segment(at: 1)))
        window.waitUntil { recorder.actions.count >= 4 }
        #expect(box.mode.selectedSegmentIndex == 1, "\(recorder.actions)")
        #expect(box.mode.segment(at: 0)?.isSelected == false, "the segments are still one group")
    }
}
