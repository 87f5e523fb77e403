import HeadlessWidgets
import SendingState
import Testing

@MainActor
// The limit stops a test that hangs. It counts the time a test waits for the main actor,
// which every main-actor test of the run shares: under ThreadSanitizer that wait alone passes a
// minute, so the limit leaves room for it.
@Suite(.timeLimit(.minutes(5)))
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
        let (surface, _) = GestureSurface.added(to: window, mapping: [.tap])
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

    // MARK: - The last refusal

    /// A "Buy" button under an overlay that takes its touches, and a "Close" button beside it.
    func coveredButton() -> (buy: Button, overlay: View, close: Button) {
        let buy = Button(title: "Buy")
        buy.frame = Rect(x: 20, y: 120, width: 100, height: 44)
        buy.accessibilityIdentifier = "buy"
        let overlay = View(frame: Rect(x: 0, y: 100, width: 320, height: 100))
        overlay.accessibilityIdentifier = "overlay"
        let close = Button(title: "Close")
        close.frame = Rect(x: 20, y: 300, width: 100, height: 44)
        window.addSubview(buy)
        window.addSubview(overlay)
        window.addSubview(close)
        return (buy, overlay, close)
    }

    @Test func keepsTheLastRefusalOfATouch() {
        let (buy, _, _) = coveredButton()
        #expect(window.lastRefusal == nil)
        let refused = refusal(of: try buy.tap())
        #expect(refused?.reason == .covered)
        #expect(window.lastRefusal == refused)
    }

    @Test func aLaterRefusalReplacesTheLastOne() {
        let (buy, _, close) = coveredButton()
        close.isEnabled = false
        _ = refusal(of: try buy.tap())
        let refused = refusal(of: try close.tap())
        #expect(refused?.reason == .disabled)
        #expect(window.lastRefusal == refused)
    }

    @Test func aTouchThatReachesItsViewClearsTheLastRefusal() throws {
        let (buy, _, close) = coveredButton()
        _ = refusal(of: try buy.tap())
        try close.tap()
        #expect(window.lastRefusal == nil)
    }

    @Test(
        "Refusals without a touch are kept too: a bad argument, a field without focus, a window without one")
    func keepsRefusalsThatNeedNoTouch() {
        let (buy, _, _) = coveredButton()
        let field = TextField(frame: Rect(x: 20, y: 400, width: 200, height: 44))
        window.addSubview(field)

        let badArgument = refusal(of: try buy.tap(numberOfTaps: 0))
        #expect(badArgument?.reason == .invalidArgument("numberOfTaps must be at least 1, got 0"))
        #expect(window.lastRefusal == badArgument)

        let notFocused = refusal(of: try field.pressReturn())
        #expect(notFocused?.reason == .notFocused)
        #expect(window.lastRefusal == notFocused)

        let noField = refusal(of: try window.pressReturn())
        #expect(noField?.reason == .noFocusedTextField)
        #expect(window.lastRefusal == noField)
    }

    @Test func typingIntoTheFirstResponderNeedsNoTouchAndKeepsTheLastRefusal() throws {
        let (buy, _, _) = coveredButton()
        let field = TextField(frame: Rect(x: 20, y: 400, width: 200, height: 44))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let refused = refusal(of: try buy.tap())
        try window.type("milk")
        #expect(field.text == "milk")
        #expect(window.lastRefusal == refused)
    }

    @Test func aViewOutsideAnyWindowLeavesTheWindowsLastRefusalAlone() {
        let (buy, _, _) = coveredButton()
        let refused = refusal(of: try buy.tap())
        let loose = Button(title: "Loose")
        #expect(refusal(of: try loose.tap())?.reason == .notInWindow)
        #expect(window.lastRefusal == refused)
    }

    @Test("Turning Full Keyboard Access off takes focus from a control, and leaves it on a text field")
    func turningFullKeyboardAccessOffTakesFocusFromControls() {
        #expect(!window.isFullKeyboardAccessEnabled)
        let button = Button(title: "Go")
        let field = TextField(frame: Rect(x: 0, y: 50, width: 100, height: 44))
        window.addSubview(button)
        window.addSubview(field)
        window.isFullKeyboardAccessEnabled = true
        #expect(button.becomeFirstResponder())
        window.isFullKeyboardAccessEnabled = false
        #expect(window.firstResponder == nil)
        field.becomeFirstResponder()
        window.isFullKeyboardAccessEnabled = true
        window.isFullKeyboardAccessEnabled = false
        #expect(window.firstResponder === field)
        #expect(controlEvents(of: field) == [.editingDidBegin])
    }
}
