import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// How the engine waits for deadlines on the adapter's clock.
@MainActor
struct DeadlineTests {
    let clock = TestClock()
    let engine: InputEngine
    let view = Node("view", width: 400, height: 400)

    init() {
        engine = InputEngine(clock: clock)
    }

    @Test func twoLongPressMappingsOnOneViewEachBeginAtTheirOwnMinimum() throws {
        let mappings = Mappings([
            (
                view,
                [
                    .gesture(.longPress(minimumPressDuration: 0.8)),
                    .gesture(.longPress(minimumPressDuration: 0.3)),
                ]
            )
        ])
        #expect(view.senderInput.longPressMinimums == [0.3, 0.8], "one recognizer per minimum")
        let pointer = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 1, on: view))
        #expect(clock.pending == [1.3])
        clock.advance(to: 1.5)
        #expect(view.gestures.map(\.values.minimumPressDuration) == [0.3])
        #expect(mappings.actions == ["view longPress began"])
        #expect(clock.pending == [1.8], "the longer minimum waits for its own deadline")
        clock.advance(to: 2)
        #expect(view.gestures.map(\.values.phase) == [.began, .began])
        #expect(view.gestures.map(\.values.pressDuration) == [0.3, 0.8])
        #expect(view.gestures.map(\.values.minimumPressDuration) == [0.3, 0.8])
        #expect(clock.pending.isEmpty, "presses that began wait for no time")
        engine.pointerUp(pointer, at: Point(x: 10, y: 10), time: 2)
        #expect(
            mappings.actions == [
                "view longPress began", "view longPress began", "view longPress ended",
                "view longPress ended",
            ],
            "each mapping hears its own recognizer: one began and one ended each")
    }

    @Test func aLongPressMinimumLoweredWhileAFingerIsDownMovesTheTimer() throws {
        let mappings = Mappings([(view, [.gesture(.longPress(minimumPressDuration: 2))])])
        let pointer = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: view))
        #expect(clock.pending == [2])
        clock.advance(to: 0.3)
        mappings.remap([(view, [.gesture(.longPress(minimumPressDuration: 0.2))])])
        #expect(clock.pending == [0.2], "the 2 s timer is cancelled, and one for the new deadline waits")
        clock.advance(to: 0.3)
        #expect(mappings.actions == ["view longPress began"], "it begins at once, not at the lift")
        engine.pointerUp(pointer, at: Point(x: 10, y: 10), time: 0.5)
        #expect(mappings.actions == ["view longPress began", "view longPress ended"])
    }

    @Test func aLongPressMinimumRaisedWhileAFingerIsDownWaitsForTheNewDeadline() throws {
        let mappings = Mappings([(view, [.gesture(.longPress(minimumPressDuration: 0.5))])])
        let pointer = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: view))
        clock.advance(to: 0.2)
        mappings.remap([(view, [.gesture(.longPress(minimumPressDuration: 1))])])
        #expect(clock.pending == [1])
        clock.advance(to: 0.9)
        #expect(mappings.actions.isEmpty)
        clock.advance(to: 1)
        #expect(mappings.actions == ["view longPress began"])
        engine.pointerUp(pointer, at: Point(x: 10, y: 10), time: 1.1)
    }

    @Test func aPressThatLiftsBeforeItsDeadlineCancelsTheTimer() throws {
        let mappings = Mappings([(view, [.gesture(.longPress())])])
        defer { withExtendedLifetime(mappings) {} }
        let pointer = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: view))
        #expect(clock.pending == [0.5])
        engine.pointerUp(pointer, at: Point(x: 10, y: 10), time: 0.2)
        #expect(clock.pending.isEmpty)
        #expect(view.gestures.map(\.values.phase) == [.failed])
    }

    @Test func aTimerThatFiresEarlyIsScheduledAgainForWhatIsLeft() throws {
        let mappings = Mappings([(view, [.gesture(.longPress())])])
        defer { withExtendedLifetime(mappings) {} }
        _ = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: view))
        clock.fireNext(at: 0.4999)
        #expect(view.gestures.isEmpty)
        #expect(clock.pending == [0.5])
        clock.advance(to: 0.5)
        #expect(view.gestures.map(\.values.phase) == [.began])
    }

    @Test func theEngineWaitsWithOneTimerAtATime() throws {
        let other = Node("other", width: 10, height: 10)
        let mappings = Mappings([
            (view, [.gesture(.longPress())]), (other, [.gesture(.longPress(minimumPressDuration: 0.2))]),
        ])
        defer { withExtendedLifetime(mappings) {} }
        _ = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: view))
        _ = try #require(engine.pointerDown(at: Point(x: 1, y: 1), time: 0.1, on: other))
        #expect(clock.pending.count == 1, "the earliest deadline of the pointers down")
        #expect(abs((clock.pending.first ?? 0) - 0.3) < 1e-12)
        clock.advance(to: 1)
        #expect(other.gestures.map(\.values.phase) == [.began])
        #expect(view.gestures.map(\.values.phase) == [.began])
        #expect(clock.scheduledCount == 3)
    }

    @Test func aMoveAfterTheDeadlineBeginsThePressBeforeTheTimerFires() throws {
        let mappings = Mappings([(view, [.gesture(.longPress(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        let pointer = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: view))
        engine.pointerMoved(pointer, to: Point(x: 12, y: 10), time: 0.7)
        #expect(view.gestures.map(\.values.phase) == [.began, .changed])
        #expect(clock.pending.isEmpty)
    }
}
