import SendingState
import SendingStateTestSupport
import Testing

@testable import SendingStateInput

/// How the engine numbers pointers and takes pointer events, careless ones included.
@MainActor
struct PointerTests {
    let clock = TestClock()
    let engine: InputEngine
    let window = Node("window", width: 400, height: 400)
    let view = Node("view", x: 0, y: 0, width: 400, height: 400)

    init() {
        engine = InputEngine(clock: clock)
        window.add(view)
    }

    @Test func pointersAreNumberedFromZeroInTheOrderTheyLandUntilNoneIsDown() throws {
        let first = engine.pointerDown(at: Point(x: 1, y: 1), time: 0, on: view)
        let second = engine.pointerDown(at: Point(x: 2, y: 1), time: 0, on: view)
        let third = engine.pointerDown(at: Point(x: 3, y: 1), time: 0, on: view)
        #expect([first, second, third] == [0, 1, 2])
        engine.pointerUp(1, at: Point(x: 2, y: 1), time: 0.1)
        #expect(engine.pointerDown(at: Point(x: 4, y: 1), time: 0.2, on: view) == 3, "1 isn't given again")
        #expect(engine.pointersDown == 3)
        engine.pointersUp([0: Point(x: 1, y: 1), 2: Point(x: 3, y: 1), 3: Point(x: 4, y: 1)], time: 0.3)
        #expect(engine.pointersDown == 0)
        #expect(engine.pointerDown(at: Point(x: 1, y: 1), time: 1, on: view) == 0, "all lifted: from 0 again")
    }

    @Test func aPointerThatJoinsAfterAnotherLiftedMovesThePanItJoined() throws {
        let mappings = Mappings([(view, [.gesture(.pan(on: .all))])])
        let fingers = try (0..<3).map { finger in
            try #require(engine.pointerDown(at: Point(x: Double(finger) * 50, y: 100), time: 0, on: view))
        }
        engine.pointersMoved(
            Dictionary(uniqueKeysWithValues: fingers.map { ($0, Point(x: Double($0) * 50, y: 130)) }),
            time: 0.1)
        engine.pointerUp(fingers[1], at: Point(x: 50, y: 130), time: 0.2)
        let joined = try #require(engine.pointerDown(at: Point(x: 300, y: 130), time: 0.3, on: view))
        #expect(joined == 3)
        let changes = mappings.actions.count
        engine.pointerMoved(joined, to: Point(x: 300, y: 190), time: 0.4)
        #expect(mappings.actions.count == changes + 1, "the joined pointer's move changes the pan")
        // The pan began at the first move, measured from there; the joined finger moved the
        // centroid of three by a third of its 60 points.
        #expect(view.gestures.last?.values.translation == Point(x: 0, y: 20))
    }

    @Test func aPressAtALocationOrTimeThatIsNotFiniteIsIgnored() {
        let mappings = Mappings([(view, [.gesture(.tap())])])
        defer { withExtendedLifetime(mappings) {} }
        #expect(engine.pointerDown(at: Point(x: .nan, y: 1), time: 0, on: view) == nil)
        #expect(engine.pointerDown(at: Point(x: 1, y: .infinity), time: 0, on: view) == nil)
        #expect(engine.pointerDown(at: Point(x: 1, y: 1), time: .nan, on: view) == nil)
        #expect(engine.pointerDown(at: Point(x: 1, y: 1), time: -.infinity, on: view) == nil)
        #expect(engine.pointersDown == 0)
        #expect(view.reports.isEmpty)
    }

    @Test func movesThatAreNotFiniteAndMovesAndLiftsThatNameNoPointerAreIgnored() throws {
        let mappings = Mappings([(view, [.gesture(.pan(on: .all))])])
        let pointer = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 0, on: view))
        engine.pointerMoved(pointer, to: Point(x: .nan, y: 100), time: 0.1)
        engine.pointerMoved(pointer, to: Point(x: 200, y: 100), time: .nan)
        engine.pointerMoved(7, to: Point(x: 200, y: 100), time: 0.1)
        engine.pointerUp(7, at: Point(x: 200, y: 100), time: 0.2)
        #expect(mappings.actions.isEmpty)
        #expect(engine.pointersDown == 1)
        engine.pointerUp(pointer, at: Point(x: .nan, y: 0), time: 0.3)
        #expect(engine.pointersDown == 0, "a release that isn't finite lifts where the pointer was")
        #expect(mappings.actions.isEmpty, "it never moved")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aReleaseWhoseTimeIsNaNOrInfiniteLiftsTheFingerAtTheLastTime(time: Double) throws {
        let mappings = Mappings([(view, [.gesture(.longPress())])])
        let pointer = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 1, on: view))
        engine.pointerUp(pointer, at: Point(x: 100, y: 100), time: time)
        #expect(engine.pointersDown == 0, "the finger isn't left down for ever")
        #expect(view.gestures.map(\.values.phase) == [.failed])
        #expect(view.gestures.last?.values.pressDuration == 0, "it lifted at the time of the press")
        let next = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 2, on: view))
        clock.advance(to: 2.5)
        #expect(mappings.actions == ["view longPress began"], "the next press begins a long press")
        engine.pointerUp(next, at: Point(x: 100, y: 100), time: 3)
    }

    @Test(arguments: [Double.nan, .infinity])
    func aCancellationWhoseTimeIsNaNOrInfiniteStillCancels(time: Double) throws {
        let button = view.add(Node("button", width: 50, height: 50))
        button.controlKind = .button
        _ = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 1, on: button))
        engine.cancelPointers(at: time)
        #expect(engine.pointersDown == 0)
        #expect(button.controlEvents == [.touchDown, .touchCancel])
        #expect(button.senderInput.touch?.time == 1)
    }

    @Test func noReportedValueIsEverInfiniteHoweverCloseTheTimes() throws {
        let mappings = Mappings([
            (view, [.gesture(.pan(on: .all)), .gesture(.swipe(direction: [.left, .right, .up, .down]))])
        ])
        defer { withExtendedLifetime(mappings) {} }
        let pointer = try #require(engine.pointerDown(at: Point(x: 0, y: 0), time: 0, on: view))
        engine.pointerMoved(pointer, to: Point(x: 1e300, y: 0), time: 1e-300)
        engine.pointerUp(pointer, at: Point(x: -1e300, y: 1e300), time: 2e-300)
        #expect(!view.gestures.isEmpty)
        for (_, values) in view.gestures {
            for number in [
                values.location.x, values.location.y, values.translation.x, values.translation.y,
                values.velocity.x,
                values.velocity.y, values.scale, values.rotation, values.pressDuration,
            ] {
                #expect(number.isFinite, "\(values)")
            }
        }
    }

    @Test func aCancellationCancelsEveryGestureThatBeganOnEveryView() throws {
        let other = window.add(Node("other", x: 0, y: 0, width: 10, height: 10))
        let mappings = Mappings([(view, [.gesture(.pan(on: .all))]), (other, [.gesture(.pan(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        let first = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 0, on: view))
        let second = try #require(engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: other))
        engine.pointersMoved([first: Point(x: 100, y: 150), second: Point(x: 5, y: 55)], time: 0.1)
        engine.cancelPointers(at: 0.2)
        #expect(view.gestures.map(\.values.phase) == [.began, .cancelled])
        #expect(other.gestures.map(\.values.phase) == [.began, .cancelled])
        #expect(engine.pointersDown == 0)
    }

    @Test func theEngineKeepsItsStorageWhenTheLastPointerLiftsOrThePointersAreCancelled() throws {
        let mappings = Mappings([(view, [.gesture(.pan(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        let pointer = try #require(engine.pointerDown(at: Point(x: 1, y: 1), time: 0, on: view))
        engine.pointerUp(pointer, at: Point(x: 1, y: 1), time: 0.1)
        #expect(engine.storageCapacity.participants >= 1, "the last lift keeps the listeners' storage")
        _ = engine.pointerDown(at: Point(x: 1, y: 1), time: 1, on: view)
        _ = engine.pointerDown(at: Point(x: 2, y: 1), time: 1, on: view)
        engine.cancelPointers(at: 1.1)
        #expect(engine.storageCapacity.pointers >= 2)
        #expect(engine.storageCapacity.participants >= 1)
    }

    @Test func aGestureOnAViewFarOffTheWindowsOriginReportsAFiniteLocation() throws {
        let far = window.add(Node("far", x: -1e308, y: 0, width: 400, height: 400))
        let farther = far.add(Node("farther", x: -1e308, y: 0, width: 400, height: 400))
        let mappings = Mappings([(farther, [.gesture(.pan(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        let pointer = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 0, on: farther))
        engine.pointerMoved(pointer, to: Point(x: 100, y: 150), time: 0.1)
        engine.pointerUp(pointer, at: Point(x: 100, y: 150), time: 0.2)
        #expect(farther.convertFromWindow(Point(x: 100, y: 150)).x == .infinity, "the conversion overflows")
        #expect(farther.gestures.map(\.values.phase) == [.began, .ended])
        #expect(farther.gestures.allSatisfy { $0.values.location.isFinite })
        #expect(farther.gestures.first?.values.location == Point(x: .greatestFiniteMagnitude, y: 150))
    }
}
