import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

// Real input through the window's input engine: what xdotool's clicks, presses, drags and moves
// make of each gesture and of a control's touch.

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct TapTests {
    @Test func aClickIsOneRecognizedTapWhereItHappened() throws {
        let shown = ShownPad([.tap(on: .all)])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad, at: Point(x: 40, y: 30))
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.wait(seconds: 0.1)
        #expect(
            shown.recorder.actions.map(\.values) == [
                GestureValues(
                    phase: .recognized, location: Point(x: 40, y: 30), numberOfTouches: 1, numberOfTaps: 1)
            ])
    }

    @Test func aDoubleClickFiresTheDoubleTapMappingOnceAndTheSingleTapOnEachClick() throws {
        let shown = ShownPad([.tap(), .tap(numberOfTaps: 2)])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad, count: 2)
        shown.window.waitUntil { shown.recorder.actions.count >= 3 }
        shown.window.wait(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.values.numberOfTaps) == [1, 1, 2])
    }

    @Test func aDragIsNotATap() throws {
        let shown = ShownPad([.tap(), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        shown.window.waitUntil { shown.recorder.actions.contains { $0.values.phase == .ended } }
        shown.window.wait(seconds: 0.1)
        #expect(!shown.recorder.actions.contains { $0.kind == .tap })
    }

    @Test func aLongPressIsNotATap() throws {
        let shown = ShownPad([.tap(), .longPress(minimumPressDuration: 0.2)])
        defer { shown.window.close() }
        try shown.pointer.longPress(shown.pad, for: 0.4)
        shown.window.waitUntil { shown.recorder.actions.contains { $0.values.phase == .ended } }
        shown.window.wait(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.kind) == [.longPress, .longPress])
    }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct LongPressTests {
    @Test func aLongPressBeginsAtItsMinimumDurationAndEndsOnRelease() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 0.3, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.longPress(shown.pad, for: 0.6)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases == [.began, .ended])
        let began = try #require(shown.recorder.actions.first?.values)
        let ended = try #require(shown.recorder.actions.last?.values)
        #expect(began.pressDuration >= 0.3 && began.pressDuration < 0.5)
        #expect(ended.pressDuration >= 0.55)
        #expect(began.numberOfTouches == 1 && began.numberOfTaps == 0)
    }

    @Test func aMinimumLongerThanGTKsClampedDelayIsHonoured() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 1.2, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.longPress(shown.pad, for: 1.4)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases == [.began, .ended])
        #expect((shown.recorder.actions.first?.values.pressDuration ?? 0) >= 1.2)
    }

    @Test func twoLongPressMappingsOnOneViewEachBeginAtTheirOwnMinimum() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 0.2, on: .all), .longPress(on: .all)])
        defer { shown.window.close() }
        try shown.pointer.longPress(shown.pad, for: 0.9)
        shown.window.waitUntil { shown.phases.filter { $0 == .ended }.count == 2 }
        let began = shown.recorder.actions.filter { $0.values.phase == .began }.map(\.values)
        #expect(began.map(\.minimumPressDuration) == [0.2, 0.5], "each mapping hears its own recognizer")
        #expect(began.map(\.pressDuration) == [0.2, 0.5])
        #expect(shown.phases == [.began, .began, .ended, .ended])
    }

    @Test func aLongPressMinimumLoweredWhileTheButtonIsDownBeginsAtOnce() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 2, on: .all)])
        defer { shown.window.close() }
        GTKMainLoop.after(seconds: 0.4) {
            shown.pad.gestures = [.longPress(minimumPressDuration: 0.2, on: .all)]
            shown.pad.ss.reloadEventForwarder()
        }
        var phasesWhileDown: [GesturePhase]?
        GTKMainLoop.after(seconds: 1.2) { phasesWhileDown = shown.phases }
        try shown.pointer.longPress(shown.pad, for: 1.8)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(phasesWhileDown == [.began], "it began once the minimum was lowered, not at the release")
        #expect(shown.phases == [.began, .ended])
    }

    @Test func aPressReleasedBeforeTheMinimumFails() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 0.5, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.longPress(shown.pad, for: 0.1)
        // Failed reports carry less than the minimum, so no mapping fires: wait past the minimum.
        shown.window.wait(seconds: 0.7)
        #expect(shown.recorder.actions.isEmpty)
    }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct PanTests {
    @Test func aDragPansWithItsTranslationAndVelocity() throws {
        let shown = ShownPad([.pan(on: .all)])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 60, y: 100), to: Point(x: 180, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        let phases = shown.phases
        #expect(phases.first == .began && phases.last == .ended)
        #expect(phases.dropFirst().dropLast().allSatisfy { $0 == .changed } && phases.count > 3)
        let began = try #require(shown.recorder.actions.first?.values)
        let ended = try #require(shown.recorder.actions.last?.values)
        #expect(began.translation == .zero, "measured from where the pan began")
        #expect(began.location.x >= 70, "at least ten pixels from where the button went down")
        #expect(ended.translation == Point(x: ended.location.x - began.location.x, y: 0))
        #expect(ended.location == Point(x: 180, y: 100))
        #expect(ended.velocity.x > 0)
    }

    @Test func aClickIsNotAPan() throws {
        let shown = ShownPad([.pan(on: .all), .tap()])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad)
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.wait(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.kind) == [.tap])
    }

    @Test func aDragFromTheWindowsLeftEdgeIsAScreenEdgePan() throws {
        let shown = ShownPad([.screenEdge(edges: .all, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 3, y: 100), to: Point(x: 120, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases.first == .began && shown.phases.last == .ended)
        #expect(shown.recorder.actions.allSatisfy { $0.values.edge == .left })
    }

    @Test func aDragFromTheMiddleIsNoScreenEdgePan() throws {
        let shown = ShownPad([.screenEdge(edges: .all, on: .all), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(!shown.recorder.actions.isEmpty)
        #expect(shown.recorder.actions.allSatisfy { $0.kind == .pan })
    }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct SwipeTests {
    @Test func aQuickStrokeLeftIsOneSwipeLeft() throws {
        let shown = ShownPad([.swipe(direction: [.left, .right, .up, .down])])
        defer { shown.window.close() }
        try shown.pointer.drag(
            shown.pad, from: Point(x: 250, y: 100), to: Point(x: 60, y: 110), steps: 5, stepDelay: 0.01)
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.wait(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.values.direction) == [.left])
    }

    @Test func aSlowStrokeIsNoSwipe() throws {
        let shown = ShownPad([.swipe(direction: [.left, .right]), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(
            shown.pad, from: Point(x: 100, y: 100), to: Point(x: 110, y: 100), steps: 10, stepDelay: 0.1)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        shown.window.wait(seconds: 0.1)
        #expect(!shown.recorder.actions.contains { $0.kind == .swipe })
    }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct HoverTests {
    /// A pad with a hover mapped on a label inside it, so the pointer can enter and leave the label.
    final class HoverBox: GTKBox, EventForwardingProvider {
        let label = GTKLabel(text: "Hover")
        let spacer = GTKLabel(text: "Elsewhere")

        init() {
            super.init(axis: .vertical, spacing: 40)
            setMargins(20)
            addSubview(label)
            addSubview(spacer)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(label) { _, ctx in
                ctx.hoverGesture(on: [.began, .changed, .ended]) {
                    [SeenGesture(kind: .hover, values: ctx.gestureValues)]
                }
            }
        }
    }

    @Test func enteringMovingOverAndLeavingAreBeganChangedAndEnded() throws {
        let box = HoverBox()
        let recorder = Recorder<SeenGesture>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        // GTK handles motion once per frame, so each move waits for a frame or two.
        for (view, point) in [
            (box.spacer, nil), (box.label, Point(x: 10, y: 5)), (box.label, Point(x: 20, y: 8)),
            (box.spacer, nil),
        ] {
            try window.input.move(to: view, at: point)
            window.wait(seconds: 0.05)
        }
        window.waitUntil { recorder.actions.contains { $0.values.phase == .ended } }
        let phases = recorder.actions.map(\.values.phase)
        #expect(phases.first == .began && phases.last == .ended && phases.contains(.changed))
        #expect(recorder.actions.allSatisfy { $0.values.numberOfTouches == 0 })
        let entry = try #require(recorder.actions.first?.values.location)
        #expect(Point(x: entry.x.rounded(), y: entry.y.rounded()) == Point(x: 10, y: 5))
    }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct ControlTouchTests {
    /// A box around a button whose drag events are mapped.
    final class ButtonBox: GTKBox, EventForwardingProvider {
        let button = GTKButton(title: "Hold and drag")

        init() {
            super.init(axis: .vertical)
            setMargins(30)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(button) { _, ctx in
                for event: ControlEvents in [
                    .touchDown, .touchDragExit, .touchDragEnter, .touchUpInside, .touchUpOutside,
                ] {
                    ctx.control(event) { [event] }
                }
            }
        }
    }

    @Test func draggingOutAndBackInReportsExitThenEnterThenTouchUpInside() throws {
        let box = ButtonBox()
        let recorder = Recorder<ControlEvents>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        let center = window.input.center(of: box.button)
        let pointer = window.input
        let outside = try pointer.windowPosition(of: Point(x: center.x, y: center.y + 80), in: box.button)
        let inside = try pointer.windowPosition(of: center, in: box.button)
        let start = try pointer.windowPosition(of: center, in: box.button)
        try pointer.xdotool(
            [
                "search", "--sync", "--onlyvisible", "--name", "^\(window.title)$",
                "mousemove", "--window", "%1", "\(Int(start.x))", "\(Int(start.y))", "mousedown", "1",
            ]
                + [outside, inside].flatMap { point in
                    ["sleep", "0.05", "mousemove", "--window", "%1", "\(Int(point.x))", "\(Int(point.y))"]
                } + ["sleep", "0.05", "mouseup", "1"])
        window.waitUntil { recorder.actions.count >= 4 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.touchDown, .touchDragExit, .touchDragEnter, .touchUpInside])
    }
}
