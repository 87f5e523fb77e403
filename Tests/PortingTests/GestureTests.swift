import HeadlessWidgets
import SendingState
import Testing

// SendingState 1.0.0's gesture themes: a mapping installs a recognizer with its parameters, a
// recognized gesture forwards its actions, and removing the last handler removes the recognizers.
// Each default mapping fires as often, for one whole gesture, as 1.0.0's does on iOS.

/// A view with one mapping of one gesture, left at its default phases.
///
/// One gesture a view: every recognizer of a view hears every finger, as in every toolkit adapter,
/// so a quick stroke on a view that maps a pan and a swipe is both.
final class GestureView: UIView, EventForwardingProvider {
    var kind = GestureKind.tap

    var eventForwarder: EventForwardable {
        EventForwarder(self) { [kind] _, ctx in
            switch kind {
            case .tap: ctx.tapGesture { [TestAction.viewTapped] }
            case .longPress: ctx.longPressGesture { [TestAction.longPressed] }
            case .swipe: ctx.swipeGesture { [TestAction.custom("swipe")] }
            case .pan: ctx.panGesture { [TestAction.viewPanned] }
            case .pinch: ctx.pinchGesture { [TestAction.custom("pinch")] }
            case .rotation: ctx.rotationGesture { [TestAction.custom("rotation")] }
            case .screenEdge: ctx.screenEdgeGesture { [TestAction.custom("screenEdge")] }
            case .hover: ctx.hoverGesture { [TestAction.custom("hover")] }
            }
        }
    }
}

/// One whole gesture of each kind, and how many actions its default mapping fires in 1.0.0 on iOS,
/// where a continuous gesture of ten moves reports began, ten changes and ended.
struct DefaultPhaseCase: Sendable, CustomTestStringConvertible {
    let name: String
    let expectedActions: Int
    let perform: @MainActor @Sendable (UIView) throws -> Void

    var testDescription: String { "\(name): \(expectedActions)" }

    static let all: [DefaultPhaseCase] = [
        DefaultPhaseCase(name: "tap", expectedActions: 1) { try $0.tap() },
        DefaultPhaseCase(name: "longPress", expectedActions: 2) { try $0.longPress(duration: 1) },
        DefaultPhaseCase(name: "swipe", expectedActions: 1) { try $0.swipe(.right) },
        DefaultPhaseCase(name: "pan", expectedActions: 11) {
            try $0.pan(by: CGPoint(x: 50, y: 0), steps: 10)
        },
        DefaultPhaseCase(name: "pinch", expectedActions: 11) { try $0.pinch(to: 2, steps: 10) },
        DefaultPhaseCase(name: "rotation", expectedActions: 11) { try $0.rotate(by: 1, steps: 10) },
        DefaultPhaseCase(name: "screenEdge", expectedActions: 1) {
            try $0.screenEdgePan(from: .left, by: CGPoint(x: 100, y: 0), steps: 10)
        },
        DefaultPhaseCase(name: "hover", expectedActions: 10) {
            try $0.hover(through: (1...10).map { CGPoint(x: Double($0), y: 5) })
        },
    ]
}

@MainActor
struct GestureTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let handler = TestActionHandler()

    /// A view whose forwarder a test declares, in a window.
    final class ForwardingView: UIView, EventForwardingProvider {
        var makeForwarder: (UIView) -> EventForwardable = { _ in SenderGroup {} }
        var eventForwarder: EventForwardable { makeForwarder(self) }
    }

    func viewInWindow(_ forwarder: @escaping (UIView) -> EventForwardable) -> ForwardingView {
        let view = ForwardingView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        view.makeForwarder = forwarder
        window.addSubview(view)
        return view
    }

    @Test(arguments: DefaultPhaseCase.all)
    func aDefaultMappingFiresAsOftenAsIn100(_ gesture: DefaultPhaseCase) throws {
        let view = GestureView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        view.kind = try #require(GestureKind(rawValue: gesture.name))
        window.addSubview(view)
        view.ss.addActionHandler(to: handler)
        try gesture.perform(view)
        #expect(handler.handledActions.count == gesture.expectedActions)
    }

    @Test func aMappingInstallsARecognizerWithItsParameters() throws {
        let view = viewInWindow { view in
            EventForwarder(view) { _, ctx in
                ctx.tapGesture(numberOfTaps: 5, numberOfTouches: 3) { [TestAction.viewTapped] }
                ctx.longPressGesture(minimumPressDuration: 1.2, numberOfTaps: 7, numberOfTouches: 2) {
                    [TestAction.longPressed]
                }
                ctx.swipeGesture(direction: .left) { [TestAction.custom("Swipe Left")] }
                ctx.screenEdgeGesture(edges: .right) { [TestAction.custom("Edge")] }
            }
        }
        #expect(view.installedRecognizers.isEmpty, "no handler, no recognizer")
        view.ss.addActionHandler(to: handler)
        let gestures = view.installedRecognizers.compactMap { event -> SenderEvent.Gesture? in
            if case .gesture(let gesture) = event { gesture } else { nil }
        }
        let tap = try #require(gestures.first { $0.kind == .tap })
        #expect(tap.numberOfTaps == 5)
        #expect(tap.numberOfTouches == 3)
        #expect(tap.states == [.recognized])
        let press = try #require(gestures.first { $0.kind == .longPress })
        #expect(press.minimumPressDuration == 1.2)
        #expect(press.numberOfTaps == 7)
        #expect(press.numberOfTouches == 2)
        #expect(press.states == [.began, .ended])
        #expect(gestures.first { $0.kind == .swipe }?.direction == .left)
        #expect(gestures.first { $0.kind == .screenEdge }?.edges == UIRectEdge.right)
    }

    @Test func aRecognizedGestureForwardsItsActions() throws {
        let view = viewInWindow { view in
            EventForwarder(view) { _, ctx in
                ctx.tapGesture { [TestAction.viewTapped] }
                ctx.swipeGesture(direction: .right) { [TestAction.custom("Swipe Right")] }
                ctx.panGesture(on: [.ended]) { [TestAction.viewPanned] }
            }
        }
        view.ss.addActionHandler(to: handler)
        try view.tap()
        try view.swipe(.right)
        try view.swipe(.left)
        try view.pan(by: CGPoint(x: 0, y: 40))
        // A swipe is a quick stroke, which the pan recognizer hears too: each swipe also ends a pan.
        #expect(
            handler.handledActions == [
                .viewTapped, .custom("Swipe Right"), .viewPanned, .viewPanned, .viewPanned,
            ])
    }

    @Test func removingTheLastHandlerRemovesTheRecognizersAndStopsForwarding() throws {
        let view = viewInWindow { view in
            EventForwarder(view) { _, ctx in
                ctx.tapGesture { [TestAction.viewTapped] }
                ctx.pinchGesture { [TestAction.custom("pinch")] }
            }
        }
        view.ss.addActionHandler(to: handler)
        #expect(view.installedRecognizers.count == 2)
        view.ss.removeActionHandler(from: handler)
        #expect(view.installedRecognizers.isEmpty)
        try view.tap()
        #expect(handler.handledActions.isEmpty)
    }

    @Test func aGroupListsTheMappingsOfGesturesAndControls() {
        let view = UIView()
        let button = UIButton()
        let group = SenderGroup {
            EventForwarder(view) { _, ctx in
                ctx.tapGesture { [TestAction.viewTapped] }
            }
            EventForwarder(button) { sender, ctx in
                ctx.control(.touchUpInside) { [TestAction.buttonTapped(sender.tag)] }
            }
        }
        #expect(group.allMappings.count == 2)
        #expect(group.allMappings.map(\.event) == [.gesture(.tap()), .control(.init(.touchUpInside))])
    }
}
