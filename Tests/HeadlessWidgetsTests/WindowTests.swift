import HeadlessWidgets
import SendingState
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WindowTests {
    let window = Window(size: Size(width: 320, height: 480))

    @Test func isTheRootOfItsTreeWithItsOwnClock() {
        #expect(window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.window === window)
        #expect(window.clock.now == VirtualClock.Instant(offset: .zero))
        #expect(window.doubleTapInterval == .milliseconds(300))
    }

    /// The tap counts a view reported, one per recognized tap gesture.
    func reportedTaps(of surface: View) -> [Int] {
        surface.eventLog.compactMap {
            if case .gesture(.tap, let values) = $0 { values.numberOfTaps } else { nil }
        }
    }

    @Test("A second tap just under the interval makes a double tap; exactly at the interval, a new streak")
    func theDoubleTapIntervalEndsTheStreakWhenItIsReached() async throws {
        let (surface, _) = GestureSurface.added(to: window)
        try surface.tap()
        await window.clock.advance(by: window.doubleTapInterval - .nanoseconds(1))
        try surface.tap()
        #expect(reportedTaps(of: surface) == [1, 1, 2])

        await window.clock.advance(by: window.doubleTapInterval)
        try surface.tap()
        #expect(
            reportedTaps(of: surface) == [1, 1, 2, 1], "a tap exactly at the interval starts a new streak")
    }

    @Test func aControlsSecondTapExactlyAtTheIntervalIsNoTouchDownRepeat() async throws {
        let button = Button(title: "Buy")
        button.frame = Rect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        window.doubleTapInterval = .milliseconds(500)
        try button.tap()
        await window.clock.advance(by: .milliseconds(500))
        try button.tap()
        #expect(!button.eventLog.contains(.control([.touchDown, .touchDownRepeat])))
    }

    @Test func settleRunsTheWindowsClockUntilNothingIsScheduled() async throws {
        var fired: [VirtualClock.Instant] = []
        window.clock.schedule(after: .seconds(2)) { [clock = window.clock] _ in fired.append(clock.now) }
        try await window.settle()
        #expect(fired.map(\.offset) == [.seconds(2)])
    }

    @Test func settleFailsAfterItsTimeoutWithWhatIsStillScheduled() async {
        let timer = window.clock.schedule(after: .zero, repeating: .seconds(1), label: "blink") { _ in }
        let error = await #expect(throws: SettleError.self) { try await window.settle(timeout: .seconds(3)) }
        #expect(error?.waiters.map(\.label) == ["blink"])
        #expect(window.clock.now.offset == .seconds(3))
        timer.invalidate()
    }
}
