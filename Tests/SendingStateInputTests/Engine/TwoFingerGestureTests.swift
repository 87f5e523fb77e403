import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// Two fingers whose scale and rotation the toolkit measures itself, as a touchpad's pinch.
@MainActor
struct TwoFingerGestureTests {
    let clock = TestClock()
    let engine: InputEngine
    let view = Node("view", x: 50, y: 50, width: 300, height: 300)

    init() {
        engine = InputEngine(clock: clock)
    }

    @Test func thePinchAndTheRotationReportExactlyWhatTheToolkitMeasured() {
        let mappings = Mappings([
            (view, [.gesture(.pinch(on: .all)), .gesture(.rotation(on: .all)), .gesture(.pan(on: .all))])
        ])
        defer { withExtendedLifetime(mappings) {} }
        engine.twoFingerGestureBegan(around: Point(x: 200, y: 200), time: 0, on: view)
        #expect(engine.pointersDown == 2)
        engine.twoFingerGestureChanged(scale: 1.3, rotation: 0.1, time: 0.1)
        engine.twoFingerGestureChanged(scale: 2.5, rotation: 0.7, time: 0.2)
        engine.twoFingerGestureEnded(at: 0.3)
        let pinches = view.gestures.filter { $0.kind == .pinch }.map(\.values)
        #expect(pinches.map(\.scale) == [1.3, 2.5, 2.5])
        #expect(pinches.map(\.phase) == [.began, .changed, .ended])
        let rotations = view.gestures.filter { $0.kind == .rotation }.map(\.values)
        #expect(rotations.map(\.rotation) == [0.1, 0.7, 0.7])
        #expect(view.gestures.allSatisfy { $0.kind != .pan }, "the fingers turn around a still center")
        #expect(pinches.allSatisfy { abs($0.location.x - 150) < 1e-9 && abs($0.location.y - 150) < 1e-9 })
        #expect(pinches.allSatisfy { $0.numberOfTouches == 2 })
        #expect(engine.pointersDown == 0)
    }

    @Test func aRotationBeginsOnlyPastItsThresholdNotAtIt() {
        let mappings = Mappings([(view, [.gesture(.rotation(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        engine.twoFingerGestureBegan(around: Point(x: 200, y: 200), time: 0, on: view)
        engine.twoFingerGestureChanged(scale: 1, rotation: GestureThresholds.rotation, time: 0.1)
        #expect(view.gestures.isEmpty)
        engine.twoFingerGestureChanged(scale: 1, rotation: -GestureThresholds.rotation.nextUp, time: 0.2)
        #expect(view.gestures.map(\.values.phase) == [.began])
    }

    @Test func badMeasuresAndASecondBeginningAreIgnored() {
        let mappings = Mappings([(view, [.gesture(.pinch(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        engine.twoFingerGestureChanged(scale: 2, rotation: 0, time: 0)
        engine.twoFingerGestureBegan(around: Point(x: 200, y: 200), radius: 0, time: 0, on: view)
        engine.twoFingerGestureBegan(around: Point(x: 200, y: 200), radius: .nan, time: 0, on: view)
        engine.twoFingerGestureBegan(around: Point(x: .infinity, y: 200), time: 0, on: view)
        #expect(engine.pointersDown == 0)
        engine.twoFingerGestureBegan(around: Point(x: 200, y: 200), time: 0, on: view)
        engine.twoFingerGestureBegan(around: Point(x: 100, y: 100), time: 0, on: view)
        #expect(engine.pointersDown == 2)
        for scale in [0, -1, .nan, .infinity] {
            engine.twoFingerGestureChanged(scale: scale, rotation: 0, time: 0.1)
        }
        engine.twoFingerGestureChanged(scale: 2, rotation: .nan, time: 0.1)
        engine.twoFingerGestureChanged(scale: 2, rotation: 0, time: .nan)
        engine.twoFingerGestureChanged(scale: 1e308, rotation: 0, time: 0.1)
        #expect(view.gestures.isEmpty)
        engine.twoFingerGestureEnded(at: .nan)
        #expect(engine.pointersDown == 0, "an end at a time that isn't finite ends at the last time")
        engine.twoFingerGestureEnded(at: 0.3)
        #expect(view.gestures.isEmpty, "the fingers never moved, and nothing is left to end")
    }

    @Test func aCancelledPairCancelsItsGesture() {
        let mappings = Mappings([(view, [.gesture(.pinch(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        engine.twoFingerGestureBegan(around: Point(x: 200, y: 200), time: 0, on: view)
        engine.twoFingerGestureChanged(scale: 0.5, rotation: 0, time: 0.1)
        engine.cancelPointers(at: 0.2)
        engine.twoFingerGestureChanged(scale: 0.4, rotation: 0, time: 0.3)
        #expect(view.gestures.map(\.values.phase) == [.began, .cancelled])
    }
}
