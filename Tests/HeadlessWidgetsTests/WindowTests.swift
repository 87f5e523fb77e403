import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct WindowTests {
    @Test func isTheRootOfItsTreeWithItsOwnClock() {
        let window = Window(size: Size(width: 320, height: 480))
        #expect(window.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.window === window)
        #expect(window.clock.now == 0)
        #expect(window.doubleTapInterval == 0.3)
    }
}
