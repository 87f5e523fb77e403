import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewGesturesTests {
    let window = makeWindow()

    @Test func aTapIsRecognizedOnceWithItsTouches() throws {
        let (surface, _) = GestureSurface.added(to: window, mapping: [.tap])
        try surface.tap(numberOfTouches: 2)
        #expect(
            surface.eventLog == [
                .gesture(
                    .tap,
                    GestureValues(
                        phase: .recognized, location: Point(x: 50, y: 50), numberOfTouches: 2, numberOfTaps: 1
                    ))
            ])
    }

    @Test func aDoubleTapFiresDoubleTapMappingsOnceAndSingleTapMappingsTwice() throws {
        final class Photo: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in
                    ctx.tapGesture { ["single"] }
                    ctx.tapGesture(numberOfTaps: 2) { ["double"] }
                }
            }
        }
        let photo = Photo(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(photo)
        let recorder = ActionRecorder<String>()
        photo.ss.addActionHandler(to: recorder)
        try photo.tap(numberOfTaps: 2)
        #expect(recorder.actions == ["single", "single", "double"])
    }

    @Test func tapsFartherApartThanTheDoubleTapIntervalAreSingleTaps() async throws {
        let (surface, _) = GestureSurface.added(to: window, mapping: [.tap])
        func reportedTaps() -> [Int] {
            surface.eventLog.compactMap {
                if case .gesture(.tap, let values) = $0 { values.numberOfTaps } else { nil }
            }
        }
        try surface.tap()
        await window.clock.advance(by: .milliseconds(310))
        try surface.tap()
        #expect(reportedTaps() == [1, 1])
        await window.clock.advance(by: .milliseconds(250))
        try surface.tap()
        #expect(reportedTaps() == [1, 1, 1, 2])
    }

    @Test func aLongPressBeginsAtTheMinimumAndEndsOnRelease() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.longPress])
        try surface.longPress(duration: 1.2)
        let presses = recorder.actions.filter { $0.kind == .longPress }
        #expect(presses.map(\.phase) == [.began, .ended])
        #expect(
            presses.map(\.values.pressDuration) == [0, 1.2],
            "began as soon as pressed: the surface maps a zero minimum")
        #expect(window.clock.now.offset == .seconds(1.2))
    }

    @Test func aShortPressFailsAndFiresNoLongPressMapping() throws {
        final class Card: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.longPressGesture(minimumPressDuration: 1) { ["pressed"] }
                }
            }
        }
        let card = Card(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        let recorder = ActionRecorder<String>()
        card.ss.addActionHandler(to: recorder)
        try card.longPress(duration: 0.6)
        #expect(recorder.actions.isEmpty)
        #expect(
            card.eventLog == [
                .gesture(
                    .longPress,
                    GestureValues(
                        phase: .failed, location: Point(x: 50, y: 50), pressDuration: 0.6,
                        minimumPressDuration: 1))
            ])
        try card.longPress(duration: 1)
        #expect(recorder.actions == ["pressed", "pressed"])
    }

    @Test func aCancelledLongPressBeginsThenCancels() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.longPress])
        try surface.longPress(duration: 1, cancelled: true)
        #expect(recorder.actions.map(\.phase) == [.began, .cancelled])
    }

    @Test func aLongPressCancelledAtExactlyItsMinimumBeganFirst() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.longPress])
        // The surface maps a zero minimum: the system cancels the press at its deadline.
        try surface.longPress(duration: 0, cancelled: true)
        #expect(recorder.actions.map(\.phase) == [.began, .cancelled])
    }

    @Test func aSwipeIsRecognizedWithItsDirection() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.swipe])
        try surface.swipe(.left)
        #expect(recorder.actions.map(\.values.direction) == [.left])
        try surface.swipe(.up, numberOfTouches: 2)
        #expect(
            surface.eventLog.last
                == .gesture(
                    .swipe,
                    GestureValues(
                        phase: .recognized, location: Point(x: 50, y: 50), numberOfTouches: 2, direction: .up)
                ))
        #expect(
            refusal(of: try surface.swipe([.left, .up]))?.reason
                == .invalidArgument("a swipe goes in exactly one direction"))
    }

    @Test func aPanBeginsChangesAtEveryStepAndEnds() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan])
        try surface.pan(by: Point(x: 40, y: 0), steps: 4)
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(recorder.actions.map(\.values.translation.x) == [0, 10, 20, 30, 40, 40])
        #expect(recorder.actions[1].values.velocity == Point(x: 600, y: 0))
        #expect(recorder.actions.last?.values.location == Point(x: 90, y: 50))
        #expect(window.clock.now.offset == Duration.seconds(1) / 60 * 4, "four whole frames")
    }

    @Test func aFlingIsReportedAsAOneFramePanCarryingItsVelocity() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan])
        try surface.fling(velocity: Point(x: 600, y: -1_200))
        #expect(recorder.actions.map(\.kind) == [.pan, .pan, .pan])
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .ended])
        #expect(
            recorder.actions.map(\.values.translation) == [.zero, Point(x: 10, y: -20), Point(x: 10, y: -20)])
        #expect(
            recorder.actions.map(\.values.velocity) == [
                .zero, Point(x: 600, y: -1_200), Point(x: 600, y: -1_200),
            ])
        #expect(window.clock.now.offset == Duration.seconds(1) / 60, "one frame")
        #expect(window.clock.waiters.isEmpty, "nothing to decelerate outside a scroll view")
    }

    @Test func aPanOrFlingOfNoLengthBeginsAndEndsAtTheCenterWithNoChange() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan])
        try surface.pan(by: .zero, steps: 2)
        try surface.fling(velocity: .zero)
        #expect(
            recorder.actions.map(\.phase) == [.began, .ended, .began, .ended], "the finger never moves on")
        #expect(recorder.actions.allSatisfy { $0.values.translation == .zero })
        #expect(recorder.actions.allSatisfy { $0.values.velocity == .zero })
        #expect(
            recorder.actions.allSatisfy { $0.values.location == Point(x: 50, y: 50) }, "the view's center")
    }

    /// Whether two velocities agree to within a millionth of a point a second.
    func isClose(_ velocity: Point, _ expected: Point) -> Bool {
        abs(velocity.x - expected.x) < 1e-6 && abs(velocity.y - expected.y) < 1e-6
    }

    @Test(
        "Gestures long after time zero measure their times exactly",
        arguments: [Duration.seconds(1_000_000_000_000), .seconds(Int64.max)])
    func gesturesLongAfterTimeZeroMeasureTheirTimesExactly(_ elapsed: Duration) async throws {
        await window.clock.advance(by: elapsed)
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [])
        func perform(_ kind: GestureKind, _ gesture: () throws -> Void) rethrows {
            surface.kinds = [kind]
            surface.ss.reloadEventForwarder()
            try gesture()
        }

        try perform(.tap) { try surface.tap() }
        try perform(.pan) {
            try surface.pan(by: Point(x: 40, y: 0), steps: 4)
            try surface.fling(velocity: Point(x: 600, y: -1_200))
        }
        try perform(.longPress) { try surface.longPress(duration: 1.2) }
        try perform(.swipe) { try surface.swipe(.left) }
        try perform(.hover) { try surface.hover(through: [Point(x: 10, y: 10)]) }

        let kinds = recorder.actions.map(\.kind)
        #expect(Set(kinds) == [.tap, .pan, .longPress, .swipe, .hover])
        let pans = recorder.actions.filter { $0.kind == .pan && $0.phase == .changed }.map(\.values.velocity)
        #expect(pans.count == 5)
        #expect(pans.prefix(4).allSatisfy { isClose($0, Point(x: 600, y: 0)) }, "10 points a frame")
        #expect(pans.last.map { isClose($0, Point(x: 600, y: -1_200)) } == true, "the fling's velocity")
        let presses = recorder.actions.filter { $0.kind == .longPress }.map(\.values.pressDuration)
        #expect(presses.count == 2 && abs(presses[1] - 1.2) < 1e-9)
        let frames = 4 + 1 + 3 + 1
        #expect(window.clock.now.offset == elapsed + Duration.seconds(1) / 60 * frames + .seconds(1.2))
    }

    @Test func gesturesAtTheEndOfTimeReportOnlyFiniteValues() async throws {
        await window.clock.advance(by: Duration(attoseconds: .max))
        let (surface, recorder) = GestureSurface.added(to: window, mapping: GestureKind.allCases)

        try surface.tap(numberOfTaps: 2)
        try surface.pan(by: Point(x: 40, y: 0), steps: 4)
        try surface.fling(velocity: Point(x: 600, y: -1_200))
        try surface.longPress(duration: 1.2)
        try surface.pinch(to: 2)
        try surface.hover(through: [Point(x: 10, y: 10)])

        #expect(recorder.actions.count > 10)
        for gesture in recorder.actions {
            let values = gesture.values
            #expect(values.velocity.x.isFinite && values.velocity.y.isFinite, "\(gesture)")
            #expect(values.pressDuration.isFinite && values.scale.isFinite, "\(gesture)")
        }
    }

    @Test func aDoubleTapLongAfterTimeZeroEndsExactlyAtTheInterval() async throws {
        await window.clock.advance(by: .seconds(1_000_000_000_000) + .milliseconds(1))
        let (surface, _) = GestureSurface.added(to: window, mapping: [.tap])
        try surface.tap()
        await window.clock.advance(by: .milliseconds(300) - .nanoseconds(1))
        try surface.tap()
        await window.clock.advance(by: .milliseconds(300))
        try surface.tap()
        let taps = surface.eventLog.compactMap {
            if case .gesture(.tap, let values) = $0 { values.numberOfTaps } else { nil }
        }
        #expect(taps == [1, 1, 2, 1], "a nanosecond inside the interval continues; at the interval, it ends")
    }

    @Test func aPinchScalesToItsTargetWithTwoTouches() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pinch])
        try surface.pinch(to: 2, steps: 2)
        #expect(
            recorder.actions.map(\.values.scale) == [1.02, 1.5, 2, 2],
            "a first move 2 % toward the target begins it; the pan and rotation never begin")
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .ended])
        #expect(recorder.actions.allSatisfy { $0.values.numberOfTouches == 2 })
        #expect(recorder.actions.allSatisfy { $0.values.location == Point(x: 50, y: 50) })
        #expect(abs(recorder.actions[2].values.velocity.x - 30) < 1e-9, "0.5 more in a 60th of a second")
        #expect(window.clock.now.offset == .seconds(1) / 60 * 3, "the first move and two steps, a frame each")
    }

    @Test func onAViewMuchTallerThanItIsWideBothFingersLandOnTheView() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pinch, .rotation])
        surface.frame = Rect(x: 0, y: 0, width: 40, height: 300)
        // The fingers land side by side, a quarter of the shorter side, 10 points, either side of
        // the center. A quarter of the longer side, 75 points, would land them off the view.
        try surface.pinch(to: 2, steps: 1)
        try surface.rotate(by: .pi / 2, steps: 2)
        #expect(
            recorder.actions.map(\.kind) == [
                .pinch, .pinch, .pinch, .rotation, .rotation, .rotation, .rotation,
            ])
        #expect(recorder.actions.allSatisfy { $0.values.location == Point(x: 20, y: 150) })
    }

    @Test func aPinchInBeginsByMovingTheFingersCloser() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pinch])
        try surface.pinch(to: 0.5, steps: 1)
        #expect(recorder.actions.map(\.values.scale) == [0.98, 0.5, 0.5])
    }

    @Test func aRotationTurnsByItsAngle() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.rotation])
        try surface.rotate(by: 1, steps: 2)
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .ended])
        let measured = recorder.actions.map(\.values.rotation)
        let expected = [0.02, 0.5, 1, 1]
        #expect(
            zip(measured, expected).allSatisfy { abs($0 - $1) < 1e-9 },
            "measured from the fingers, with a first move of 0.02 that begins it: \(measured)")
        try surface.rotate(by: -1, steps: 1)
        #expect(recorder.actions.suffix(3).map(\.values.rotation.sign) == [.minus, .minus, .minus])
    }

    @Test func pinchAndRotateReportOnlyToTheirMappedRecognizer() throws {
        final class Photo: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.rotationGesture { ["turned"] } }
            }
        }
        let photo = Photo(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(photo)
        let recorder = ActionRecorder<String>()
        photo.ss.addActionHandler(to: recorder)
        try photo.pinch(to: 2)
        #expect(photo.eventLog.isEmpty, "no pinch recognizer, so nothing measured a pinch")
        try photo.rotate(by: 1, steps: 2)
        #expect(recorder.actions == ["turned", "turned", "turned"])
    }

    @Test func aPinchOrRotationIsRefusedWhenAFingerWouldLandOnAViewInFront() {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pinch, .rotation])
        let badge = View(frame: Rect(x: 10, y: 40, width: 30, height: 30))
        window.addSubview(badge)
        let refused = refusal(of: try surface.pinch(to: 2))
        #expect(refused?.reason == .covered)
        #expect(refused?.location == Point(x: 35, y: 60), "the first finger, left of the center")
        #expect(refusal(of: try surface.rotate(by: 1))?.reason == .covered)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aScreenEdgePanCarriesItsEdge() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.screenEdge])
        try surface.screenEdgePan(from: .left, by: Point(x: 100, y: 0), steps: 1)
        #expect(recorder.actions.map(\.kind) == [.screenEdge, .screenEdge, .screenEdge])
        #expect(recorder.actions.allSatisfy { $0.values.edge == .left })
    }

    @Test func aHoverEntersMovesAndExits() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.hover])
        try surface.hover(through: [Point(x: 10, y: 10), Point(x: 20, y: 20)])
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .ended])
        #expect(
            recorder.actions.map(\.values.location) == [
                Point(x: 50, y: 50), Point(x: 10, y: 10), Point(x: 20, y: 20), Point(x: 20, y: 20),
            ])
    }

    @Test(arguments: ["pan", "pinch", "rotate", "screenEdge", "hover"])
    func everyContinuousGestureCanBeCancelledMidway(_ gesture: String) throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [kind(of: gesture)])
        switch gesture {
        case "pan": try surface.pan(by: Point(x: 30, y: 0), steps: 3, cancellingAfter: 1)
        case "pinch": try surface.pinch(to: 2, steps: 3, cancellingAfter: 1)
        case "rotate": try surface.rotate(by: 1, steps: 3, cancellingAfter: 1)
        case "screenEdge":
            try surface.screenEdgePan(from: .left, by: Point(x: 30, y: 0), steps: 3, cancellingAfter: 1)
        default: try surface.hover(through: [.zero, .zero, .zero], cancellingAfter: 1)
        }
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .cancelled])
    }

    /// The kind of gesture a continuous gesture's name stands for.
    func kind(of gesture: String) -> GestureKind {
        switch gesture {
        case "pan": .pan
        case "pinch": .pinch
        case "rotate": .rotation
        case "screenEdge": .screenEdge
        default: .hover
        }
    }

    // Found by Fuzz/FuzzScreen: a pan or screen-edge pan cancelled after 0 steps trapped on an
    // empty range.
    @Test(arguments: ["pan", "pinch", "rotate", "screenEdge", "hover"])
    func everyContinuousGestureCanBeCancelledAfterZeroSteps(_ gesture: String) throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [kind(of: gesture)])
        switch gesture {
        case "pan": try surface.pan(by: Point(x: 240, y: -130), steps: 6, cancellingAfter: 0)
        case "pinch": try surface.pinch(to: 2, steps: 3, cancellingAfter: 0)
        case "rotate": try surface.rotate(by: 1, steps: 3, cancellingAfter: 0)
        case "screenEdge":
            try surface.screenEdgePan(from: .left, by: Point(x: 30, y: 0), steps: 3, cancellingAfter: 0)
        default: try surface.hover(through: [.zero, .zero], cancellingAfter: 0)
        }
        #expect(recorder.actions.map(\.phase) == [.began, .cancelled])
    }

    @Test func defaultPanMappingsFireOnChangedAndEndedOnly() throws {
        final class Sheet: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in
                    ctx.panGesture { [ctx.gestureValues.translation.y] }
                }
            }
        }
        let sheet = Sheet(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(sheet)
        let recorder = ActionRecorder<Double>()
        sheet.ss.addActionHandler(to: recorder)
        try sheet.pan(by: Point(x: 0, y: 90), steps: 3)
        try sheet.pan(by: Point(x: 0, y: 90), steps: 3, cancellingAfter: 2)
        #expect(recorder.actions == [30, 60, 90, 90, 30, 60])
    }

    @Test func badGestureArgumentsAreRefusedAndFireNothing() {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: GestureKind.allCases)
        #expect(
            refusal(of: try surface.tap(numberOfTaps: 0))?.reason
                == .invalidArgument("numberOfTaps must be at least 1, got 0"))
        #expect(refusal(of: try surface.tap(numberOfTouches: 0)) != nil)
        #expect(
            refusal(of: try surface.longPress(duration: -1))?.reason
                == .invalidArgument("duration must be finite and not negative"))
        #expect(refusal(of: try surface.longPress(duration: .nan)) != nil)
        #expect(
            refusal(of: try surface.longPress(duration: 1e300))?.reason
                == .invalidArgument("duration must be at most 1e15 seconds, got 1e+300"))
        #expect(
            refusal(of: try surface.pinch(to: 0))?.reason
                == .invalidArgument("scale must be finite and greater than zero, got 0.0"))
        #expect(refusal(of: try surface.pinch(to: -1)) != nil)
        #expect(refusal(of: try surface.pan(by: Point(x: .infinity, y: 0))) != nil)
        #expect(refusal(of: try surface.pan(by: .zero, steps: 0)) != nil)
        #expect(refusal(of: try surface.pan(by: .zero, steps: 2, cancellingAfter: 3)) != nil)
        #expect(refusal(of: try surface.rotate(by: .nan)) != nil)
        #expect(
            refusal(of: try surface.pinch(to: 2e6))?.reason
                == .invalidArgument("scale must be at most 1e6, got 2000000.0"))
        #expect(
            refusal(of: try surface.rotate(by: 7, steps: 2))?.reason
                == .invalidArgument("each step must turn less than half a turn (π radians); use more steps"))
        #expect(refusal(of: try surface.rotate(by: 7, steps: 0)) != nil)
        #expect(
            refusal(of: try surface.rotate(by: .pi, steps: 1)) != nil,
            "exactly half a turn can't show its direction")
        #expect(
            refusal(of: try surface.hover(through: [Point(x: 1, y: .infinity)]))?.reason
                == .invalidArgument("every point of the path must be finite"))
        #expect(
            refusal(of: try surface.pinch(to: 1e-300))?.reason
                == .invalidArgument("two fingers can't touch the same point (50, 50)"),
            "checked before a finger lands")
        #expect(refusal(of: try surface.screenEdgePan(from: .all, by: .zero)) != nil)
        #expect(recorder.actions.isEmpty)
        #expect(surface.eventLog.isEmpty)
    }

    @Test func aLongPressBeginsWhenTheMappedMinimumIsReachedWithThatMuchPressed() throws {
        final class Card: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in
                    ctx.longPressGesture(minimumPressDuration: 1, on: [.began, .ended]) {
                        [ctx.gestureValues.pressDuration]
                    }
                }
            }
        }
        let card = Card(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        let recorder = ActionRecorder<Double>()
        card.ss.addActionHandler(to: recorder)
        try card.longPress(duration: 1.5)
        #expect(recorder.actions == [1, 1.5])
        #expect(window.clock.now.offset == .seconds(1.5))
    }

    @Test func aTapOnAControlAlsoFiresATapGestureMappedOnIt() throws {
        final class Row: View, EventForwardingProvider {
            let button = Button(title: "x")
            override init(frame: Rect) {
                super.init(frame: frame)
                self.frame = Rect(x: 0, y: 0, width: 100, height: 100)
                button.frame = Rect(x: 0, y: 0, width: 50, height: 50)
                addSubview(button)
            }
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { _, ctx in
                    ctx.control(.touchUpInside) { ["control"] }
                    ctx.tapGesture { ["gesture"] }
                }
            }
        }
        let row = Row()
        window.addSubview(row)
        let recorder = ActionRecorder<String>()
        row.ss.addActionHandler(to: recorder)
        try row.button.tap()
        #expect(recorder.actions == ["control", "gesture"])
    }

    @Test func aSwipeMovesTheFingersForThreeFramesAndIsReportedWhereTheyLanded() throws {
        let (surface, _) = GestureSurface.added(to: window, mapping: [.swipe])
        try surface.swipe(.down, numberOfTouches: 3)
        #expect(
            surface.eventLog == [
                .gesture(
                    .swipe,
                    GestureValues(
                        phase: .recognized, location: Point(x: 50, y: 50), numberOfTouches: 3,
                        direction: .down))
            ])
        #expect(window.clock.now.offset == Duration.seconds(1) / 60 * 3)
    }

    @Test func aScreenEdgePanStartsWhereTheViewMeetsTheEdgeAndIsRefusedOnAViewThatDoesNot() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.screenEdge])
        #expect(
            refusal(of: try surface.screenEdgePan(from: .right, by: Point(x: -30, y: 0)))?.reason
                == .invalidArgument(
                    "a screen-edge pan starts within 20.0 points of the [right] edge of the window, which the view doesn't reach"
                ))
        surface.frame = Rect(x: 290, y: 10, width: 100, height: 100)
        try surface.screenEdgePan(from: .right, by: Point(x: -30, y: 0), steps: 3)
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .changed, .ended])
        #expect(recorder.actions.allSatisfy { $0.values.edge == .right })
        #expect(recorder.actions.first?.values.location == Point(x: 88.5, y: 50), "11 points in from 99.5")
        #expect(recorder.actions.last?.values.translation == Point(x: -30, y: 0))
        let cover = View(frame: Rect(x: 380, y: 0, width: 10, height: 200))
        window.addSubview(cover)
        #expect(
            refusal(of: try surface.screenEdgePan(from: .right, by: Point(x: -30, y: 0)))?.reason == .covered,
            "the finger lands on the edge, where another view is")
    }

    @Test(arguments: [
        (ScreenEdges.left, Rect(x: -50, y: 10, width: 100, height: 100), Point(x: 61, y: 50)),
        (.top, Rect(x: 10, y: -50, width: 100, height: 100), Point(x: 50, y: 61)),
        (.right, Rect(x: 300, y: 10, width: 300, height: 100), Point(x: 78.5, y: 50)),
        (.bottom, Rect(x: 10, y: 800, width: 100, height: 300), Point(x: 50, y: 32.5)),
    ])
    func aScreenEdgePanOnAViewThatRunsPastTheWindowLandsOnTheWindowsEdge(
        edge: ScreenEdges, frame: Rect, began: Point
    ) throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.screenEdge])
        surface.frame = frame
        let inward: Point =
            switch edge {
            case .left: Point(x: 30, y: 0)
            case .top: Point(x: 0, y: 30)
            case .right: Point(x: -30, y: 0)
            default: Point(x: 0, y: -30)
            }
        try surface.screenEdgePan(from: edge, by: inward, steps: 3)
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .changed, .ended])
        #expect(
            recorder.actions.first?.values.location == began,
            "11 points in from the window's edge, or half a point inside it on the right and bottom")
    }

    @Test func aPressOfNoDurationIsAllowedAndBeginsAndEndsAtOnceForAZeroMinimum() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.longPress])
        try surface.longPress(duration: 0)
        #expect(recorder.actions.map(\.phase) == [.began, .ended], "the surface maps a zero minimum")
        #expect(window.clock.now.offset == .zero)
    }

    @Test(arguments: [2.5, 0.3, 7.1, 1e6])
    func aPinchEndsExactlyAtTheScaleAskedFor(_ scale: Double) throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pinch])
        try surface.pinch(to: scale, steps: 3)
        #expect(recorder.actions.last?.values.scale == scale)
        #expect(recorder.actions.dropFirst().dropLast().map(\.values.scale).last == scale)
    }

    @Test(arguments: [1.0, -2.2, 0.3, 9.0])
    func aRotationEndsExactlyAtTheAngleAskedFor(_ angle: Double) throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.rotation])
        try surface.rotate(by: angle, steps: 4)
        #expect(recorder.actions.last?.values.rotation == angle)
    }

    @Test func aTapOnAViewInACellIsHeardByTheCellsTap() throws {
        final class Cell: View, EventForwardingProvider {
            let label = View()
            let button = Button(title: "★")
            override init(frame: Rect) {
                super.init(frame: frame)
                label.frame = Rect(x: 0, y: 0, width: 200, height: 44)
                button.frame = Rect(x: 250, y: 0, width: 44, height: 44)
                addSubview(label)
                addSubview(button)
            }
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.tapGesture { ["cell"] } }
            }
        }
        let cell = Cell(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        window.addSubview(cell)
        let recorder = ActionRecorder<String>()
        cell.ss.addActionHandler(to: recorder)
        try cell.label.tap()
        #expect(recorder.actions == ["cell"], "a press on a view reaches the recognizers of what contains it")
        #expect(cell.label.eventLog.isEmpty, "the view inside maps nothing")
        try cell.button.tap()
        #expect(recorder.actions == ["cell"], "a press on a control is the control's")
        #expect(controlEvents(of: cell.button) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func aQuickStrokeOnAViewThatMapsAPanAndASwipeIsBoth() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan, .swipe])
        try surface.swipe(.right)
        #expect(recorder.actions.map(\.kind) == [.pan, .pan, .pan, .swipe, .pan])
        #expect(recorder.actions.map(\.phase) == [.began, .changed, .changed, .recognized, .ended])
    }
}
