import HeadlessWidgets
import SendingState
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
struct ScrollViewTests {
    let window = makeWindow()

    /// One frame at 60 Hz, the step of every drag and deceleration.
    static let frame = Duration.seconds(1) / 60

    /// A 100×100 scroll view at (10, 10) in the window, over content 300 wide.
    func makeScrollView(contentHeight: Double = 1_000) -> ScrollView {
        let scrollView = ScrollView(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        scrollView.contentSize = Size(width: 300, height: contentHeight)
        window.addSubview(scrollView)
        return scrollView
    }

    /// A scroll view with a pan mapped on itself, forwarding what it shows at each phase.
    final class PanMappedScrollView: ScrollView, EventForwardingProvider {
        struct Seen: Equatable {
            var phase: GesturePhase
            var offset: Point
            var isDragging: Bool
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { scrollView, ctx in
                ctx.gesture(.anyPhase(.pan)) {
                    [
                        Seen(
                            phase: ctx.gestureValues.phase, offset: scrollView.contentOffset,
                            isDragging: scrollView.isDragging)
                    ]
                }
            }
        }
    }

    // MARK: - Content offset

    @Test func theContentOffsetIsTheBoundsOriginClampedToTheContent() {
        let scrollView = makeScrollView()
        scrollView.contentOffset = Point(x: 50, y: 500)
        #expect(scrollView.contentOffset == Point(x: 50, y: 500))
        #expect(scrollView.bounds == Rect(x: 50, y: 500, width: 100, height: 100))
        scrollView.contentOffset = Point(x: -5, y: 2_000)
        #expect(scrollView.contentOffset == Point(x: 0, y: 900), "the content ends 900 points down")
        scrollView.setContentOffset(Point(x: 1_000, y: -1), animated: true)
        #expect(scrollView.contentOffset == Point(x: 200, y: 0))
        scrollView.contentOffset = Point(x: .nan, y: 300)
        #expect(scrollView.contentOffset == Point(x: 200, y: 300), "a NaN component keeps its value")
        scrollView.contentOffset = Point(x: -.infinity, y: .infinity)
        #expect(scrollView.contentOffset == Point(x: 0, y: 900), "an infinite one goes to its end")
        scrollView.bounds.origin = Point(x: 0, y: 5_000)
        #expect(
            scrollView.contentOffset == Point(x: 0, y: 900), "the bounds origin is the offset, clamped too")
    }

    @Test func contentThatFitsOrIsNotANumberDoesNotScroll() {
        let scrollView = makeScrollView(contentHeight: 50)
        scrollView.contentOffset = Point(x: 0, y: 40)
        #expect(scrollView.contentOffset == Point(x: 0, y: 0))
        for size in [Size(width: .nan, height: .nan), Size(width: -300, height: -1_000)] {
            scrollView.contentSize = size
            scrollView.contentOffset = Point(x: 10, y: 10)
            #expect(scrollView.contentOffset == Point(x: 0, y: 0))
        }
        scrollView.contentSize = Size(width: 100, height: .infinity)
        scrollView.contentOffset = Point(x: 0, y: .infinity)
        #expect(scrollView.contentOffset == Point(x: 0, y: .greatestFiniteMagnitude), "finite, however far")
    }

    @Test func smallerContentOrALargerViewPullsTheOffsetBackIntoRange() {
        let scrollView = makeScrollView()
        scrollView.contentOffset = Point(x: 0, y: 900)
        scrollView.contentSize.height = 500
        #expect(scrollView.contentOffset == Point(x: 0, y: 400))
        scrollView.frame.size.height = 300
        #expect(scrollView.contentOffset == Point(x: 0, y: 200))
    }

    @Test func subviewsLiveInContentCoordinates() throws {
        let scrollView = makeScrollView()
        let button = Button(title: "Buy")
        button.frame = Rect(x: 0, y: 500, width: 100, height: 44)
        scrollView.addSubview(button)
        let recorder = ActionRecorder<String>()
        final class Provider: View, EventForwardingProvider {
            weak var button: Button?
            var eventForwarder: any EventForwardable {
                SenderGroup {
                    if let button {
                        EventForwarder(button) { _, ctx in ctx.control(.touchUpInside) { ["buy"] } }
                    }
                }
            }
        }
        let provider = Provider()
        provider.button = button
        provider.ss.addActionHandler(to: recorder)

        let refused = refusal(of: try button.tap())
        #expect(refused?.reason == .outsideBounds, "500 points down, below the scroll view")
        #expect(refused?.blockingNode == "ScrollView")

        scrollView.contentOffset = Point(x: 0, y: 480)
        #expect(button.convertToRoot(Point(x: 0, y: 0)) == Point(x: 10, y: 30))
        #expect(window.hitTest(Point(x: 20, y: 40)) === button)
        #expect(
            scrollView.hitTest(Point(x: 10, y: 510)) === button, "in the scroll view's content coordinates")
        try button.tap()
        #expect(recorder.actions == ["buy"])
    }

    @Test func theDumpShowsTheContentTheOffsetAndTheFlags() throws {
        let scrollView = makeScrollView()
        #expect(scrollView.dumpAttributes == ["content 300×1000"])
        scrollView.contentOffset = Point(x: 0, y: 120.5)
        scrollView.isScrollEnabled = false
        #expect(scrollView.dumpAttributes == ["content 300×1000", "offset (0, 120.5)", "no-scroll"])
        scrollView.isScrollEnabled = true
        try scrollView.fling(velocity: Point(x: 0, y: -600))
        #expect(
            window.dump().contains(
                "ScrollView (10, 10, 100, 100) content 300×1000 offset (0, 130.5) decelerating"))
    }

    /// A scroll view with a pan mapped on itself, forwarding its dump attributes at each phase.
    final class DumpingScrollView: ScrollView, EventForwardingProvider {
        var eventForwarder: any EventForwardable {
            EventForwarder(self) { scrollView, ctx in
                ctx.gesture(.anyPhase(.pan)) { [scrollView.dumpAttributes] }
            }
        }
    }

    @Test func theDumpSaysDraggingOnlyWhileAFingerDragsTheContent() throws {
        let scrollView = DumpingScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = Size(width: 100, height: 1_000)
        window.addSubview(scrollView)
        let recorder = ActionRecorder<[String]>()
        scrollView.ss.addActionHandler(to: recorder)
        try scrollView.pan(by: Point(x: 0, y: -30), steps: 1)
        #expect(
            recorder.actions == [
                ["content 100×1000", "dragging"], ["content 100×1000", "offset (0, 30)", "dragging"],
                ["content 100×1000", "offset (0, 30)"],
            ])
    }

    // MARK: - Dragging

    @Test func aPanDragsTheContentWithTheFingerClampedAtTheEnds() throws {
        let scrollView = makeScrollView()
        try scrollView.pan(by: Point(x: 0, y: -300))
        #expect(scrollView.contentOffset == Point(x: 0, y: 300), "the content follows the finger up")
        try scrollView.pan(by: Point(x: -40, y: 100), steps: 4)
        #expect(scrollView.contentOffset == Point(x: 40, y: 200))
        try scrollView.pan(by: Point(x: 0, y: -5_000))
        #expect(scrollView.contentOffset == Point(x: 40, y: 900), "no further than the end")
        try scrollView.pan(by: Point(x: 0, y: 5_000))
        #expect(scrollView.contentOffset == Point(x: 40, y: 0))
        #expect(!scrollView.isDecelerating, "a pan holds the finger still before lifting")
        #expect(!scrollView.isDragging)
        #expect(window.clock.waiters.isEmpty)
    }

    @Test func aPanMappedOnTheScrollViewReportsEveryPhaseAfterTheContentMoved() throws {
        let scrollView = PanMappedScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = Size(width: 100, height: 1_000)
        window.addSubview(scrollView)
        let recorder = ActionRecorder<PanMappedScrollView.Seen>()
        scrollView.ss.addActionHandler(to: recorder)
        try scrollView.pan(by: Point(x: 0, y: -90), steps: 3)
        #expect(
            recorder.actions == [
                .init(phase: .began, offset: Point(x: 0, y: 0), isDragging: true),
                .init(phase: .changed, offset: Point(x: 0, y: 30), isDragging: true),
                .init(phase: .changed, offset: Point(x: 0, y: 60), isDragging: true),
                .init(phase: .changed, offset: Point(x: 0, y: 90), isDragging: true),
                .init(phase: .ended, offset: Point(x: 0, y: 90), isDragging: false),
            ])
    }

    @Test func theFingerStaysOverTheSameContentWhileItDragsIt() throws {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan])
        surface.removeFromSuperview()
        let scrollView = makeScrollView(contentHeight: 130)
        scrollView.addSubview(surface)
        let watcher = PanWatcher(watching: scrollView)
        try scrollView.pan(by: Point(x: 0, y: -40), steps: 4)
        #expect(watcher.phases == [.began, .changed, .changed, .changed, .changed, .ended])
        // The content can move 30 points; the last 10 the finger slides over it.
        #expect(scrollView.contentOffset == Point(x: 0, y: 30))
        #expect(
            scrollView.eventLog.compactMap(\.gestureLocation) == [
                Point(x: 50, y: 50), Point(x: 50, y: 50), Point(x: 50, y: 50), Point(x: 50, y: 50),
                Point(x: 50, y: 40), Point(x: 50, y: 40),
            ])
        #expect(recorder.actions.isEmpty, "the pan was on the scroll view, not on the surface")
    }

    @Test func aPanOnAViewInsideScrollsTheScrollViewUnlessTheViewHasAPanOfItsOwn() throws {
        let scrollView = makeScrollView()
        let plain = View(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        scrollView.addSubview(plain)
        try plain.pan(by: Point(x: 0, y: -20))
        #expect(scrollView.contentOffset == Point(x: 0, y: 20))
        #expect(plain.eventLog.isEmpty, "nothing is mapped on the plain view, so no recognizer reports")

        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan])
        scrollView.addSubview(surface)
        surface.frame = Rect(x: 0, y: 40, width: 100, height: 50)
        try surface.pan(by: Point(x: 0, y: -20))
        #expect(scrollView.contentOffset == Point(x: 0, y: 20), "the surface's own pan took the drag")
        #expect(recorder.actions.filter { $0.kind == .pan }.count == 12)
    }

    @Test func aScrollViewThatCannotScrollLeavesTheDragToTheOneAroundIt() throws {
        let outer = makeScrollView()
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        inner.contentSize = Size(width: 100, height: 1_000)
        inner.isScrollEnabled = false
        outer.addSubview(inner)
        try inner.fling(velocity: Point(x: 0, y: -600))
        #expect(!inner.isDecelerating)
        #expect(outer.isDecelerating)
        outer.contentOffset = Point(x: 0, y: 0)
        try inner.pan(by: Point(x: 0, y: -70))
        #expect(inner.contentOffset == Point(x: 0, y: 0))
        #expect(outer.contentOffset == Point(x: 0, y: 70))
    }

    // MARK: - Decelerating

    @Test func aFlingFollowsTheFingerForAFrameThenDeceleratesOneFrameAtATimeOnTheClock() async throws {
        let scrollView = makeScrollView(contentHeight: 100_000)
        try scrollView.fling(velocity: Point(x: 0, y: -1_200))
        #expect(
            scrollView.contentOffset == Point(x: 0, y: 20), "one frame of the finger at 1,200 points a second"
        )
        #expect(scrollView.isDecelerating)
        #expect(window.clock.waiters.map(\.label) == ["deceleration of ScrollView"])

        await window.clock.advance(by: Self.frame)
        #expect(
            scrollView.contentOffset == Point(x: 0, y: 40), "the first frame glides at the finger's speed")
        let factor = pow(0.998, 1_000.0 / 60)
        await window.clock.advance(by: Self.frame)
        #expect(
            abs(scrollView.contentOffset.y - (40 + 20 * factor)) < 1e-9,
            "each frame, the speed times 0.998 per millisecond")

        let start = window.clock.now
        try await window.settle()
        #expect(!scrollView.isDecelerating)
        #expect(window.clock.waiters.isEmpty)
        // The speed after n frames is 1,200 × factor^n; it stops at the first below 10 points a second.
        let frames = Int((log(10.0 / 1_200) / log(factor)).rounded(.up))
        #expect(start.duration(to: window.clock.now) == Self.frame * (frames - 2))
        let glide = 20 * (1 - pow(factor, Double(frames))) / (1 - factor)
        #expect(abs(scrollView.contentOffset.y - (20 + glide)) < 1e-9)
        #expect(
            abs(scrollView.contentOffset.y - (20 + 0.5 * 1_200)) < 10, "about half the speed, as in UIKit")
    }

    @Test func aFlingStopsAtTheEndOfTheContentWithoutBouncing() async throws {
        let scrollView = makeScrollView(contentHeight: 300)
        try scrollView.fling(velocity: Point(x: 0, y: -3_000))
        // 50 points with the finger, then 50, 48.4 and 46.8 in three frames: 195.2.
        await window.clock.advance(by: Self.frame * 3)
        #expect(scrollView.isDecelerating)
        #expect(abs(scrollView.contentOffset.y - 195.2) < 0.1)
        await window.clock.advance(by: Self.frame)
        #expect(scrollView.contentOffset == Point(x: 0, y: 200))
        #expect(!scrollView.isDecelerating, "stopped at the end, at the frame that reached it")
        #expect(window.clock.waiters.isEmpty)
    }

    @Test(arguments: [Duration.seconds(1_000_000_000_000), .seconds(Int64.max)])
    func aFlingLongAfterTimeZeroGlidesAsFarAsOneAtTimeZero(_ elapsed: Duration) async throws {
        let early = makeScrollView(contentHeight: 100_000)
        try early.fling(velocity: Point(x: 0, y: -1_200))
        try await window.settle()
        let earlyGlide = window.clock.now.offset
        await window.clock.advance(by: elapsed)
        let late = makeScrollView(contentHeight: 100_000)
        let start = window.clock.now

        try late.fling(velocity: Point(x: 0, y: -1_200))
        try await window.settle()

        #expect(late.contentOffset == early.contentOffset)
        #expect(start.duration(to: window.clock.now) == earlyGlide, "as many frames")
    }

    @Test func aFastRateGlidesAFifthAsFarAsTheNormalOne() async throws {
        var glides: [Double] = []
        for rate in [ScrollView.DecelerationRate.normal, .fast] {
            let scrollView = makeScrollView(contentHeight: 100_000)
            scrollView.decelerationRate = rate
            try scrollView.fling(velocity: Point(x: 0, y: -1_000))
            try await window.settle()
            glides.append(scrollView.contentOffset.y - 1_000.0 / 60)
        }
        #expect(abs(glides[0] - 500) < 10)
        #expect(abs(glides[1] - 100) < 10)
    }

    @Test(arguments: [-1, 0, 2, Double.nan])
    func aRateOutsideItsRangeIsClamped(rawValue: Double) async throws {
        let scrollView = makeScrollView(contentHeight: 100_000)
        scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: rawValue)
        try scrollView.fling(velocity: Point(x: 0, y: -1_200))
        try await window.settle()
        #expect(!scrollView.isDecelerating)
        let glide = scrollView.contentOffset.y - 20
        switch rawValue {
        case 2: #expect(glide > 10_000, "0.9999 a millisecond glides far, but stops")
        case 0, -1: #expect(glide == 20, "one frame, then the speed is zero")
        default: #expect(abs(glide - 600) < 10, "NaN is the normal rate")
        }
    }

    @Test func aSlowFlickDoesNotGlide() throws {
        let scrollView = makeScrollView()
        try scrollView.fling(velocity: Point(x: 0, y: -6))
        #expect(scrollView.contentOffset == Point(x: 0, y: 0.1))
        #expect(!scrollView.isDecelerating, "below 10 points a second")
        #expect(
            refusal(of: try scrollView.fling(velocity: Point(x: .nan, y: 0)))?.reason
                == .invalidArgument("velocity must be finite"))
    }

    // MARK: - Flings with nowhere to go

    /// A scroll view over content of a size, with a button at the top-left of the content that
    /// fills the view.
    func scrollView(over contentSize: Size) -> (ScrollView, Button) {
        let scrollView = makeScrollView()
        scrollView.contentSize = contentSize
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addSubview(button)
        return (scrollView, button)
    }

    /// Taps a button, and whether the tap pressed it, rather than only stopping a scroll.
    func tapPresses(_ button: Button) throws -> Bool {
        button.clearEventLog()
        try button.tap()
        return controlEvents(of: button).contains(.touchUpInside)
    }

    @Test(arguments: [
        Size(width: 0, height: 0), Size(width: -300, height: -1_000), Size(width: .nan, height: .nan),
        Size(width: 100, height: 100),
    ])
    func aFlingOnContentThatCantScrollDoesNotGlideOrSwallowTheNextTap(contentSize: Size) throws {
        let (scrollView, button) = scrollView(over: contentSize)
        for velocity in [Point(x: 0, y: -2_000), Point(x: 2_000, y: 0), Point(x: -1_500, y: 1_500)] {
            try button.fling(velocity: velocity)
            #expect(!scrollView.isDecelerating)
            #expect(scrollView.contentOffset == Point(x: 0, y: 0))
            #expect(window.clock.waiters.isEmpty)
            #expect(try tapPresses(button))
        }
    }

    @Test func aFlingTowardAnEndTheContentAlreadyShowsDoesNotGlideOrSwallowTheNextTap() throws {
        let (scrollView, button) = scrollView(over: Size(width: 100, height: 1_000))
        // Down at the top, up at the bottom, and sideways on content as wide as the view.
        let flings = [
            (top: 0.0, velocity: Point(x: 0, y: 2_000)), (top: 900, velocity: Point(x: 0, y: -2_000)),
            (top: 900, velocity: Point(x: 2_000, y: -1)),
        ]
        for (top, velocity) in flings {
            scrollView.contentOffset = Point(x: 0, y: top)
            button.frame.origin.y = top
            try button.fling(velocity: velocity)
            #expect(!scrollView.isDecelerating, "a fling of \(velocity) at \(top)")
            #expect(scrollView.contentOffset == Point(x: 0, y: top))
            #expect(try tapPresses(button))
        }
    }

    @Test func aFlingThatLandsExactlyOnTheEndStopsThereAndDoesNotSwallowTheNextTap() async throws {
        // 600 points a second is 10 points a frame: 10 with the finger, 10 gliding, and the
        // content ends 20 points down.
        let (scrollView, button) = scrollView(over: Size(width: 100, height: 120))
        try button.fling(velocity: Point(x: 0, y: -600))
        #expect(scrollView.isDecelerating)
        await window.clock.advance(by: Self.frame)
        #expect(scrollView.contentOffset == Point(x: 0, y: 20))
        #expect(!scrollView.isDecelerating, "stopped at the frame that reached the end")
        #expect(try tapPresses(button))
    }

    @Test(arguments: [
        Size(width: 100, height: 120), Size(width: 0, height: 0), Size(width: .nan, height: .nan),
        Size(width: 100, height: -1),
    ])
    func shrinkingTheContentMidGlideSoItCantGoOnStopsTheGlide(to contentSize: Size) async throws {
        let (scrollView, button) = scrollView(over: Size(width: 300, height: 1_000))
        try button.fling(velocity: Point(x: 0, y: -1_200))
        await window.clock.advance(by: Self.frame * 3)
        let offset = scrollView.contentOffset
        #expect(offset.y > 70)
        scrollView.contentSize = Size(width: 100, height: 800)
        #expect(scrollView.isDecelerating, "with room left, it glides on")
        #expect(scrollView.contentOffset == offset)
        scrollView.contentSize = contentSize
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == (contentSize.height > 100 ? 20 : 0), "clamped to the end")
        #expect(window.clock.waiters.isEmpty)
        #expect(try tapPresses(button))
    }

    @Test func growingTheViewMidGlideUntilTheContentFitsStopsTheGlide() async throws {
        let (scrollView, button) = scrollView(over: Size(width: 100, height: 1_000))
        try button.fling(velocity: Point(x: 0, y: -1_200))
        await window.clock.advance(by: Self.frame)
        scrollView.frame.size.height = 1_000
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == Point(x: 0, y: 0))
        #expect(try tapPresses(button))
    }

    @Test func aFlickAtExactlyTheSlowestSpeedThatGlidesGlidesOneFrame() async throws {
        let scrollView = makeScrollView()
        try scrollView.fling(velocity: Point(x: 0, y: -10))
        #expect(scrollView.isDecelerating, "10 points a second is fast enough")
        await window.clock.advance(by: Self.frame)
        #expect(!scrollView.isDecelerating, "then it is slower")
    }

    @Test func fingersLandingOnAGlidingScrollViewStopIt() throws {
        let scrollView = makeScrollView(contentHeight: 100_000)
        let photo = View(frame: Rect(x: 0, y: 0, width: 100, height: 100_000))
        scrollView.addSubview(photo)
        try scrollView.fling(velocity: Point(x: 0, y: -1_200))
        let offset = scrollView.contentOffset
        let touch = try photo.touchDown(at: [Point(x: 20, y: 50), Point(x: 80, y: 50)])
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == offset)
        #expect(window.clock.waiters.isEmpty)
        touch.liftAll()
    }

    @Test func settingTheOffsetStopsTheDeceleration() throws {
        let scrollView = makeScrollView()
        try scrollView.fling(velocity: Point(x: 0, y: -1_000))
        scrollView.contentOffset = Point(x: 0, y: 100)
        #expect(!scrollView.isDecelerating)
        #expect(window.clock.waiters.isEmpty)
    }

    @Test(arguments: [false, true])
    func aScrollViewTakenOutOfItsWindowStopsAtTheNextFrame(intoAnotherWindow: Bool) async throws {
        let scrollView = makeScrollView()
        try scrollView.fling(velocity: Point(x: 0, y: -1_000))
        let offset = scrollView.contentOffset
        let other = makeWindow()
        if intoAnotherWindow { other.addSubview(scrollView) } else { scrollView.removeFromSuperview() }
        await window.clock.advance(by: Self.frame)
        #expect(scrollView.contentOffset == offset)
        #expect(!scrollView.isDecelerating)
        #expect(window.clock.waiters.isEmpty)
        #expect(other.clock.waiters.isEmpty)
    }

    @Test func aDeceleratingScrollViewIsReleasedAndItsTimerEndsAtTheNextFrame() async throws {
        weak var released: ScrollView?
        do {
            let scrollView = makeScrollView()
            try scrollView.fling(velocity: Point(x: 0, y: -1_000))
            scrollView.removeFromSuperview()
            released = scrollView
        }
        #expect(released == nil, "the timer holds the scroll view weakly")
        await window.clock.advance(by: Self.frame)
        #expect(window.clock.waiters.isEmpty)
    }

    // MARK: - Touches during deceleration

    /// A scroll view gliding slowly down its content, with a view whose center stays in sight
    /// for the first frames.
    func deceleratingScrollView(over view: View) throws -> ScrollView {
        let scrollView = makeScrollView()
        view.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        scrollView.addSubview(view)
        try scrollView.fling(velocity: Point(x: 0, y: -300))
        #expect(scrollView.isDecelerating)
        return scrollView
    }

    @Test func aTapDuringDecelerationStopsTheScrollWithoutPressingTheButton() async throws {
        let button = Button(title: "Buy")
        let scrollView = try deceleratingScrollView(over: button)
        await window.clock.advance(by: Self.frame * 5)
        let stoppedAt = scrollView.contentOffset
        try button.tap()
        #expect(!scrollView.isDecelerating)
        #expect(button.eventLog.isEmpty, "the touch only stopped the scroll")
        await window.clock.advance(by: .seconds(1))
        #expect(scrollView.contentOffset == stoppedAt)
        try button.tap()
        #expect(controlEvents(of: button) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func aDoubleTapDuringDecelerationStopsTheScrollThenTapsOnce() throws {
        let (view, recorder) = GestureSurface.added(to: window, mapping: [.tap])
        let scrollView = try deceleratingScrollView(over: view)
        try view.tap(numberOfTaps: 2)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.actions.map(\.values.numberOfTaps) == [1], "the second tap lands")
    }

    /// A touch on a control inside a decelerating scroll view, by each user-level interaction.
    enum Touch: CaseIterable, Sendable {
        case tap, tapEndingOutside, toggle, slide, longPress, swipe

        @MainActor func control() -> Control {
            switch self {
            case .toggle: Switch()
            case .slide: Slider()
            default: Button()
            }
        }

        @MainActor func perform(on control: Control) throws {
            switch self {
            case .tap: try control.tap()
            case .tapEndingOutside: try control.tap(ending: .outside)
            case .toggle: try (control as? Switch)?.toggle()
            case .slide: try (control as? Slider)?.slide(to: 1)
            case .longPress: try control.longPress(duration: 1)
            case .swipe: try control.swipe(.left)
            }
        }
    }

    @Test(arguments: Touch.allCases)
    func aTouchDuringDecelerationOnlyStopsTheScroll(touch: Touch) throws {
        let control = touch.control()
        let scrollView = try deceleratingScrollView(over: control)
        try touch.perform(on: control)
        #expect(!scrollView.isDecelerating)
        #expect(control.eventLog.isEmpty)
        #expect((control as? Switch)?.isOn != true)
        #expect((control as? Slider)?.value != 1)
    }

    @Test func fingersThatCantAllLandLeaveTheScrollGliding() throws {
        let view = View()
        let scrollView = try deceleratingScrollView(over: view)
        let refusal = try #require(throws: InteractionRefusal.self) {
            try view.touchDown(at: [Point(x: 50, y: 50), Point(x: 50, y: 5_000)])
        }
        #expect(refusal.reason == .outsideBounds)
        #expect(scrollView.isDecelerating, "a refused touch changes nothing")
    }

    @Test func aLongPressDuringDecelerationStillHoldsTheFingerDown() throws {
        let scrollView = try deceleratingScrollView(over: View())
        let start = window.clock.now
        try scrollView.longPress(duration: 1)
        #expect(start.duration(to: window.clock.now) == .seconds(1))
        #expect(!scrollView.isDecelerating)
    }

    @Test func aTapOutsideTheDeceleratingScrollViewDoesNotStopIt() throws {
        let scrollView = try deceleratingScrollView(over: View())
        let button = Button(frame: Rect(x: 200, y: 200, width: 44, height: 44))
        window.addSubview(button)
        try button.tap()
        #expect(scrollView.isDecelerating)
        #expect(controlEvents(of: button) == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }

    @Test func aPanDuringDecelerationCatchesTheContentAndDragsItOn() throws {
        let scrollView = try deceleratingScrollView(over: View())
        let caught = scrollView.contentOffset
        try scrollView.pan(by: Point(x: 0, y: -50))
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == Point(x: 0, y: caught.y + 50))
    }
}

extension SenderOccurrence {
    /// The location of a gesture occurrence; `nil` for a control event.
    var gestureLocation: Point? {
        if case .gesture(_, let values) = self { values.location } else { nil }
    }
}

/// Watches the pan phases of a view that maps none itself, as a screen that declares a pan on its
/// scroll view does.
@MainActor
final class PanWatcher: View, EventForwardingProvider, @MainActor ActionHandlingProvider {
    let watched: View
    private(set) var phases: [GesturePhase] = []

    init(watching view: View) {
        watched = view
        super.init(frame: .zero)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(watched) { _, ctx in ctx.panGesture(on: .all) { [ctx.gestureValues.phase] } }
    }

    func handle(action: GesturePhase) {
        phases.append(action)
    }
}
