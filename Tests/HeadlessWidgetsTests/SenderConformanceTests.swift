import HeadlessWidgets
import SendingState
import SendingStateTesting
import Testing

/// The reference adapter passes the conformance checker that porters run on their own adapters.
@MainActor
struct SenderConformanceTests {
    /// Puts each sender alone in a window and drives it with HeadlessWidgets' user-level input.
    struct HeadlessDriver<Subject: View>: SenderConformanceDriver {
        let window = Window(size: Size(width: 320, height: 480))

        func makeSender() -> Subject {
            let view = Subject()
            view.frame = Rect(x: 20, y: 20, width: 200, height: 100)
            window.addSubview(view)
            return view
        }

        func click(_ sender: Subject) throws {
            pause()
            try sender.tap()
        }

        func perform(_ gesture: GestureEvent, on sender: Subject) throws {
            pause()
            switch gesture.gestureKind {
            case .tap: try sender.tap(numberOfTaps: gesture.numberOfTaps ?? 1)
            case .longPress: try sender.longPress(duration: (gesture.minimumPressDuration ?? 0.5) + 0.5)
            case .swipe: try sender.swipe(gesture.direction ?? .right)
            case .pan: try sender.pan(by: Point(x: 40, y: 10))
            case .pinch: try sender.pinch(to: 2)
            case .rotation: try sender.rotate(by: 1)
            case .screenEdge: try sender.screenEdgePan(from: gesture.edges ?? .left, by: Point(x: 60, y: 0))
            case .hover: try sender.hover(through: [Point(x: 30, y: 30)])
            }
        }

        /// Waits a second between interactions, as a person would, so taps don't join a streak.
        ///
        /// The checker's driver is synchronous, so it moves the clock as input does, without waiting.
        private func pause() {
            window.clock.advanceWithoutWaiting(to: window.clock.now.advanced(by: .seconds(1)))
        }

        func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
            Set(
                sender.installedRecognizers.compactMap { event -> GestureKind? in
                    if case .gesture(let gesture) = event { gesture.gestureKind } else { nil }
                })
        }

        func release(_ sender: Subject) {
            sender.removeFromSuperview()
        }
    }

    static let everyGesture: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3), .swipe(direction: .up),
        .pan(), .pinch(), .rotation(), .screenEdge(edges: .left), .hover(),
    ]

    @Test func aViewKeepsTheSenderContractForEveryGesture() throws {
        let violations = try checkSenderConformance(
            of: HeadlessDriver<View>(), click: false, gestures: Self.everyGesture)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aButtonKeepsTheSenderContractForClicksAndGestures() throws {
        let violations = try checkSenderConformance(of: HeadlessDriver<Button>(), gestures: Self.everyGesture)
        #expect(violations.isEmpty, "\(violations)")
    }
}
