import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct MultiTouchTests {
    let window = makeWindow()
    let surface: GestureSurface
    let recorder: ActionRecorder<Gesture>

    /// A 300×300 surface at (10, 10) with a pan, a pinch and a rotation mapped.
    init() {
        (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan, .pinch, .rotation])
        surface.frame = Rect(x: 10, y: 10, width: 300, height: 300)
    }

    /// Two fingers 100 points apart on a horizontal line through the surface's center.
    func twoFingers() throws -> MultiTouch {
        try surface.touchDown(at: [Point(x: 100, y: 150), Point(x: 200, y: 150)])
    }

    /// The reports of one kind the surface forwarded.
    func reports(_ kind: GestureKind) -> [Gesture] {
        recorder.actions.filter { $0.kind == kind }
    }

    /// Whether two numbers agree to within rounding.
    func isClose(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) < 1e-9 } ?? false
    }

    /// The window's time, in seconds since time zero.
    var seconds: Double {
        let offset = window.clock.now.offset.components
        return Double(offset.seconds) + Double(offset.attoseconds) * 1e-18
    }

    @Test(arguments: [Duration.seconds(1_000_000_000_000), .seconds(Int64.max), Duration(attoseconds: .max)])
    func fingersMovedLongAfterTimeZeroReportTheirVelocities(_ elapsed: Duration) async throws {
        await window.clock.advance(by: elapsed)
        let touch = try twoFingers()
        for _ in 0..<3 { try touch.moveAll(by: Point(x: 10, y: 0)) }
        try touch.move([0: Point(x: 120, y: 150), 1: Point(x: 240, y: 150)])
        touch.liftAll()

        let velocities = reports(.pan).filter { $0.phase == .changed }.map(\.values.velocity.x)
        #expect(velocities.allSatisfy { $0.isFinite })
        let pinches = reports(.pinch).map(\.values.velocity.x)
        #expect(pinches.allSatisfy { $0.isFinite })
        guard elapsed < Duration(attoseconds: .max) else { return }  // no time passes at the end of time
        #expect(velocities.count == 3)
        #expect(velocities.prefix(2).allSatisfy { abs($0 - 600) < 1e-6 }, "10 points a frame")
        #expect(pinches.first.map { abs($0 - 0.2 * 60) < 1e-6 } == true, "100 to 120 apart in a frame")
    }

    @Test func fingersMovedFrom100To200ApartPinchToScale2() throws {
        let touch = try twoFingers()
        try touch.move([0: Point(x: 50, y: 150), 1: Point(x: 250, y: 150)])
        #expect(reports(.pinch).map(\.values.scale) == [2])
        try touch.move(1, to: Point(x: 150 + 25, y: 150))
        #expect(reports(.pinch).map(\.values.scale) == [2, 1.25], "now 125 apart")
        #expect(reports(.pinch).allSatisfy { $0.values.numberOfTouches == 2 })
    }

    @Test func turningThePairAQuarterTurnClockwiseRotatesByHalfPi() throws {
        let touch = try twoFingers()
        try touch.move([0: Point(x: 150, y: 100), 1: Point(x: 150, y: 200)])
        #expect(isClose(reports(.rotation).last?.values.rotation, .pi / 2))
        try touch.move([0: Point(x: 200, y: 150), 1: Point(x: 100, y: 150)])
        #expect(isClose(reports(.rotation).last?.values.rotation, .pi), "a half turn, in two moves")
        try touch.move([0: Point(x: 150, y: 100), 1: Point(x: 150, y: 200)])
        #expect(isClose(reports(.rotation).last?.values.rotation, .pi / 2), "turned back counterclockwise")
        #expect(reports(.pinch).isEmpty, "the distance stayed 100")
        #expect(reports(.pan).isEmpty, "the centroid stayed put")
    }

    @Test func theLocationIsTheCentroidAndAPanFollowsIt() throws {
        let touch = try twoFingers()
        try touch.moveAll(by: Point(x: 30, y: -40))
        let pan = try #require(reports(.pan).first)
        #expect(pan.values.location == Point(x: 180, y: 110))
        #expect(pan.values.translation == .zero, "measured from where the pan began")
        #expect(pan.values.numberOfTouches == 2)
        try touch.move(0, by: Point(x: 20, y: 0))
        #expect(reports(.pan).last?.values.translation == Point(x: 10, y: 0), "half of one finger's move")
    }

    @Test func aGestureBeginsOnlyOnceItsValueGetsPastItsThreshold() throws {
        let touch = try twoFingers()
        try touch.moveAll(by: Point(x: 0.5, y: 0))
        try touch.move(1, by: Point(x: 0.5, y: 0))  // scale 1.005
        #expect(recorder.actions.isEmpty)
        try touch.move(1, by: Point(x: 0.6, y: 0))  // scale 1.011
        #expect(reports(.pinch).map(\.phase) == [.began])
        #expect(isClose(reports(.pinch).first?.values.scale, 1.011))
        #expect(reports(.pan).isEmpty, "the centroid moved 1.05 points; a pan waits for 10")
        try touch.moveAll(by: Point(x: 9, y: 0))
        #expect(reports(.pan).map(\.phase) == [.began], "the centroid moved 10.05 points")
        #expect(reports(.rotation).isEmpty)
    }

    @Test func phasesGoBeganChangedEndedAndLiftingOneOfTwoFingersEndsThePinchButNotThePan() throws {
        let touch = try twoFingers()
        try touch.move([0: Point(x: 80, y: 150), 1: Point(x: 240, y: 150)])
        try touch.move(1, to: Point(x: 260, y: 150))
        try touch.lift(0)
        #expect(reports(.pinch).map(\.phase) == [.began, .changed, .ended])
        #expect(reports(.pinch).last?.values.scale == 1.8, "ended with the last scale")
        #expect(reports(.pan).map(\.phase) == [.began, .changed])
        try touch.move(1, by: Point(x: 10, y: 0))
        #expect(reports(.pinch).count == 3, "one finger can't pinch")
        #expect(reports(.pan).last?.values.numberOfTouches == 1)
        try touch.lift(1)
        #expect(reports(.pan).map(\.phase) == [.began, .changed, .changed, .ended])
        #expect(touch.locations.isEmpty)
    }

    @Test func cancellingCancelsWhatBeganAndEndsTheTouch() throws {
        let touch = try twoFingers()
        try touch.move(1, by: Point(x: 50, y: 0))
        touch.cancel()
        #expect(reports(.pinch).map(\.phase) == [.began, .cancelled])
        #expect(reports(.pan).map(\.phase) == [.began, .cancelled])
        #expect(reports(.rotation).isEmpty, "it never began")
        touch.cancel()
        touch.liftAll()
        #expect(recorder.actions.count == 4, "nothing more once the touch is over")
        let refused = refusal(of: try touch.moveAll(by: Point(x: 10, y: 0)))
        #expect(
            refused?.reason
                == .invalidArgument(
                    "the touch is over: every finger lifted or it was cancelled; start another with touchDown(at:)"
                ))
    }

    @Test func liftingAllEndsEveryGestureThatBeganWithItsLastValues() throws {
        let touch = try twoFingers()
        try touch.move([0: Point(x: 150, y: 100), 1: Point(x: 150, y: 230)])
        let lastRotation = try #require(reports(.rotation).last?.values)
        touch.liftAll()
        #expect(recorder.actions.suffix(3).map(\.kind) == [.pan, .pinch, .rotation])
        #expect(recorder.actions.suffix(3).map(\.phase) == [.ended, .ended, .ended])
        var ended = lastRotation
        ended.phase = .ended
        #expect(reports(.rotation).last?.values == ended)
    }

    @Test func aFingerThatIsNotDownIsRefusedAndNothingChanges() throws {
        let touch = try twoFingers()
        let notDown = InteractionRefusal.Reason.invalidArgument(
            "finger 5 is not down; the fingers down are 0, 1")
        #expect(refusal(of: try touch.move(5, to: Point(x: 10, y: 10)))?.reason == notDown)
        #expect(refusal(of: try touch.move(5, by: Point(x: 10, y: 10)))?.reason == notDown)
        #expect(refusal(of: try touch.move([0: Point(x: 90, y: 150), 5: .zero]))?.reason == notDown)
        #expect(refusal(of: try touch.lift(5))?.reason == notDown)
        #expect(window.lastRefusal?.reason == notDown, "the window keeps it, for its picture")
        try touch.lift(1)
        #expect(
            refusal(of: try touch.move(1, by: Point(x: 10, y: 10)))?.reason
                == .invalidArgument("finger 1 is not down; the fingers down are 0"))
        #expect(
            refusal(of: try touch.move([:]))?.reason == .invalidArgument("name at least one finger to move"))
        #expect(touch.locations == [0: Point(x: 100, y: 150)])
        #expect(recorder.actions.isEmpty)
        #expect(window.clock.now.offset == .zero, "a refused move takes no time")
    }

    @Test func aMoveToAPointNoFingerCouldReachIsRefusedAndNothingChanges() throws {
        let touch = try twoFingers()
        #expect(
            refusal(of: try touch.move(0, to: Point(x: .infinity, y: 0)))?.reason
                == .invalidArgument("every point must be finite, got (inf, 0)"))
        #expect(
            refusal(of: try touch.move(0, to: Point(x: 200, y: 150)))?.reason
                == .invalidArgument("two fingers can't touch the same point (200, 150)"))
        #expect(
            refusal(of: try touch.move([0: Point(x: 8e307, y: 0), 1: Point(x: 8e307, y: 10)]))?.reason
                == .invalidArgument(
                    "every point must be within 1e150 points of the view's origin, got (8e+307, 0)"),
            "a pan's velocity would overflow")
        #expect(
            refusal(of: try touch.move([0: Point(x: -1e308, y: 0), 1: Point(x: 1.7e308, y: 0)]))?.reason
                == .invalidArgument(
                    "every point must be within 1e150 points of the view's origin, got (-1e+308, 0)"),
            "the fingers' spread would overflow")
        #expect(
            refusal(of: try touch.move(1, to: Point(x: 1e150, y: -1e150))) == nil, "as far as a finger may go"
        )
        #expect(touch.locations == [0: Point(x: 100, y: 150), 1: Point(x: 1e150, y: -1e150)])
        #expect(recorder.actions.allSatisfy { $0.values.scale.isFinite && $0.values.velocity.x.isFinite })
    }

    @Test func eachMoveTakesAFrameAndVelocitiesComeFromTheVirtualClock() throws {
        let touch = try twoFingers()
        try touch.moveAll(by: Point(x: 10, y: 0))
        try touch.moveAll(by: Point(x: 10, y: 0))
        #expect(isClose(seconds, 2.0 / 60))
        #expect(isClose(reports(.pan).last?.values.velocity.x, 600), "10 points in a 60th of a second")
        // The fingers rest; the next move ends a second later.
        window.clock.advanceWithoutWaiting(to: window.clock.now.advanced(by: .seconds(59) / 60))
        try touch.moveAll(by: Point(x: 10, y: 0))
        #expect(isClose(reports(.pan).last?.values.velocity.x, 10))
        try touch.move([0: Point(x: 60, y: 150), 1: Point(x: 260, y: 150)])  // 100 apart to 200
        #expect(
            isClose(reports(.pinch).last?.values.velocity.x, 60), "a scale of 1 more per 60th of a second")
        try touch.move([0: Point(x: 160, y: 50), 1: Point(x: 160, y: 250)])
        #expect(isClose(reports(.rotation).last?.values.velocity.x, .pi / 2 * 60))
        #expect(isClose(seconds, 1 + 4.0 / 60))
    }

    @Test func recognizersThatAreNotMappedReportNothing() throws {
        final class Photo: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.pinchGesture { [ctx.gestureValues.scale] } }
            }
        }
        let photo = Photo(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let plain = View(frame: Rect(x: 0, y: 300, width: 300, height: 300))
        window.addSubview(photo)
        window.addSubview(plain)
        let scales = ActionRecorder<Double>()
        photo.ss.addActionHandler(to: scales)
        for view in [photo, plain] {
            let touch = try view.touchDown(at: [Point(x: 100, y: 100), Point(x: 200, y: 100)])
            try touch.move([0: Point(x: 100, y: 200), 1: Point(x: 300, y: 200)])  // pan, pinch, turn
            touch.liftAll()
        }
        #expect(scales.actions == [2], "a default pinch mapping fires on changed and ended, not began")
        #expect(photo.eventLog.allSatisfy { if case .gesture(.pinch, _) = $0 { true } else { false } })
        #expect(photo.eventLog.count == 2)
        #expect(plain.eventLog.isEmpty)
    }

    @Test func aFingerThatLandsLaterJoinsWithoutMakingTheGestureJump() throws {
        let touch = try surface.touchDown(at: [Point(x: 100, y: 150)])
        try touch.moveAll(by: Point(x: 10, y: 0))
        #expect(reports(.pan).last?.values.translation == .zero, "began here")
        let second = try touch.addFinger(at: Point(x: 210, y: 150))
        #expect(second == 1)
        try touch.moveAll(by: Point(x: 10, y: 0))
        #expect(reports(.pan).last?.values.translation == Point(x: 10, y: 0), "the landing didn't count")
        #expect(reports(.pan).last?.values.numberOfTouches == 2)
        try touch.move(second, by: Point(x: 100, y: 0))
        #expect(reports(.pinch).map(\.values.scale) == [2], "measured from where the second finger landed")
    }

    @Test func aFingerThatLiftsFromThreeLeavesThePinchGoingFromWhereItWas() throws {
        let touch = try surface.touchDown(at: [
            Point(x: 100, y: 100), Point(x: 200, y: 100), Point(x: 150, y: 200),
        ])
        try touch.move([0: Point(x: 50, y: 50), 1: Point(x: 250, y: 50), 2: Point(x: 150, y: 250)])
        #expect(isClose(reports(.pinch).last?.values.scale, 2), "every finger twice as far from (150, 150)")
        #expect(reports(.rotation).isEmpty, "every finger kept its direction from the centroid")
        try touch.lift(2)
        #expect(reports(.pinch).map(\.phase) == [.began], "two fingers still pinch")
        try touch.move(1, to: Point(x: 450, y: 50))
        #expect(isClose(reports(.pinch).last?.values.scale, 4), "twice the distance of 200 when it lifted")
        #expect(reports(.pinch).last?.values.numberOfTouches == 2)
    }

    @Test func aPinchThatEndedDoesNotBeginAgainWithinTheSameTouch() throws {
        let touch = try twoFingers()
        try touch.move(1, by: Point(x: 50, y: 0))
        try touch.lift(1)
        let third = try touch.addFinger(at: Point(x: 200, y: 150))
        try touch.move(third, by: Point(x: 100, y: 0))
        #expect(reports(.pinch).map(\.phase) == [.began, .ended])
    }

    @Test func aFingerAddedWhereAPersonCouldNotTouchIsRefusedAndTheTouchGoesOn() throws {
        let badge = View(frame: Rect(x: 200, y: 10, width: 50, height: 50))
        window.addSubview(badge)
        let touch = try twoFingers()
        #expect(refusal(of: try touch.addFinger(at: Point(x: 200, y: 20)))?.reason == .covered)
        #expect(refusal(of: try touch.addFinger(at: Point(x: 100, y: 150)))?.reason != nil)
        #expect(touch.locations.count == 2)
        #expect(try touch.addFinger(at: Point(x: 150, y: 250)) == 2, "refused fingers took no number")
        touch.liftAll()
        #expect(
            refusal(of: try touch.addFinger(at: Point(x: 150, y: 250)))?.reason
                == .invalidArgument(
                    "the touch is over: every finger lifted or it was cancelled; start another with touchDown(at:)"
                ))
    }

    @Test func aFingerKeepsTheViewItLandedOnWhereverItMoves() throws {
        let touch = try twoFingers()
        try touch.move(1, to: Point(x: 600, y: 150))
        #expect(reports(.pinch).map(\.values.scale) == [5])
    }

    @Test func aDefaultPinchMappingFiresOnChangedAndEndedWithTheMeasuredScale() throws {
        final class PhotoView: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.pinchGesture { [ctx.gestureValues.scale] } }
            }
        }
        let photo = PhotoView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(photo)
        let zooms = ActionRecorder<Double>()
        photo.ss.addActionHandler(to: zooms)
        let touch = try photo.touchDown(at: [Point(x: 100, y: 200), Point(x: 200, y: 200)])
        try touch.move([0: Point(x: 50, y: 200), 1: Point(x: 250, y: 200)])  // pinch began: 2
        try touch.move(1, by: Point(x: 50, y: 0))  // changed: 2.5
        try touch.lift(1)  // ended: 2.5
        #expect(zooms.actions == [2.5, 2.5])
        #expect(
            refusal(of: try touch.move(2, to: Point(x: 10, y: 10)))?.description
                == "move(2, to: (10, 10)) on PhotoView refused: finger 2 is not down; the fingers down are 0")
    }

    @Test("A finger added after one lifted is numbered as the recognizers know it, and moves its pan")
    func aFingerAddedAfterOneLiftedMovesThePanItJoined() throws {
        let touch = try surface.touchDown(at: [
            Point(x: 50, y: 150), Point(x: 100, y: 150), Point(x: 150, y: 150),
        ])
        try touch.moveAll(by: Point(x: 0, y: 30))
        try touch.lift(1)
        let added = try touch.addFinger(at: Point(x: 250, y: 180))
        #expect(added == 3, "numbers aren't given again while any finger is down")
        let pans = reports(.pan).count
        try touch.move(added, by: Point(x: 0, y: 60))
        #expect(reports(.pan).count == pans + 1, "its move changes the pan")
        #expect(reports(.pan).last?.values.translation == Point(x: 0, y: 20), "a third of 60 points")
        touch.liftAll()
    }

    @Test func aHandlerThatMovesAFingerWhileItsPanBeginsIsHeardAfterTheBegan() throws {
        let touch = try twoFingers()
        var moved = false
        let handler = ActionCallback<Gesture> { gesture in
            guard gesture.kind == .pan, gesture.phase == .began, !moved else { return }
            moved = true
            #expect(throws: Never.self) { try touch.moveAll(by: Point(x: 0, y: 40)) }
        }
        surface.ss.addActionHandler(to: handler)
        try touch.moveAll(by: Point(x: 0, y: 20))
        #expect(reports(.pan).map(\.phase) == [.began, .changed], "the handler's move came after the began")
        #expect(reports(.pan).last?.values.translation == Point(x: 0, y: 40))
        #expect(touch.locations == [0: Point(x: 100, y: 210), 1: Point(x: 200, y: 210)])
        touch.liftAll()
    }

    @Test func aHandlerThatLiftsEveryFingerWhileThePinchBeginsEndsIt() throws {
        let touch = try twoFingers()
        let handler = ActionCallback<Gesture> { gesture in
            if gesture.kind == .pinch, gesture.phase == .began { touch.liftAll() }
        }
        surface.ss.addActionHandler(to: handler)
        try touch.move([0: Point(x: 50, y: 150), 1: Point(x: 250, y: 150)])
        #expect(reports(.pinch).map(\.phase) == [.began, .ended])
        #expect(touch.locations.isEmpty)
    }

    @Test func fingersHeldOnAViewWithALongPressBeginItWhenTheClockPassesTheMinimum() async throws {
        final class Map: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in
                    ctx.longPressGesture(numberOfTouches: 2, on: .all) { [ctx.gestureValues.phase] }
                }
            }
        }
        let map = Map(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(map)
        let phases = ActionRecorder<GesturePhase>()
        map.ss.addActionHandler(to: phases)
        let touch = try map.touchDown(at: [Point(x: 100, y: 150), Point(x: 200, y: 150)])
        await window.clock.advance(by: .milliseconds(499))
        #expect(phases.actions.isEmpty)
        await window.clock.advance(by: .milliseconds(1))
        #expect(phases.actions == [.began])
        touch.liftAll()
        #expect(phases.actions == [.began, .ended])
        #expect(window.clock.waiters.isEmpty)
    }
}
