import HeadlessWidgets
import Testing

@testable import SendingState

/// A view that maps the gestures it is given, each to its own description, and may map a control
/// event and a key as well.
@MainActor
private final class MappedView: View, EventForwardingProvider {
    var gestures: [GestureEvent]
    var mapsControlAndKey = false

    init(_ gestures: [GestureEvent]) {
        self.gestures = gestures
        super.init(frame: Rect(x: 10, y: 10, width: 100, height: 60))
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(self) { [gestures, mapsControlAndKey] _, ctx in
            for gesture in gestures {
                ctx.gesture(gesture) { [gesture.description] }
            }
            if mapsControlAndKey {
                ctx.control(.touchUpInside) { ["control"] }
                ctx.key(.return) { ["key"] }
            }
        }
    }

    /// The gestures the view reported, as kinds and values.
    var reportedGestures: [Gesture] {
        eventLog.compactMap {
            if case .gesture(let kind, let values) = $0 { Gesture(kind: kind, values: values) } else { nil }
        }
    }
}

@MainActor
struct GestureRecognizerTests {
    let recorder = ActionRecorder<String>()

    /// A view that maps `gestures`, with the recorder attached.
    private func mappedView(_ gestures: [GestureEvent]) -> MappedView {
        let view = MappedView(gestures)
        view.ss.addActionHandler(to: recorder)
        return view
    }

    // MARK: - The list

    @Test func aViewListsOneRecognizerOfUIKitsClassPerMappedGestureWithItsParameters() throws {
        let view = mappedView([
            .tap(numberOfTaps: 2, numberOfTouches: 3),
            .longPress(minimumPressDuration: 1.2, numberOfTaps: 1, numberOfTouches: 2),
            .swipe(direction: [.left, .up], numberOfTouches: 2),
            .pan(), .screenEdge(edges: [.right, .bottom]), .pinch(), .rotation(), .hover(),
        ])
        let recognizers = try #require(view.gestureRecognizers)
        #expect(recognizers.count == 8)
        let tap = try #require(recognizers[0] as? TapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2)
        #expect(tap.numberOfTouchesRequired == 3)
        let press = try #require(recognizers[1] as? LongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.2)
        #expect(press.numberOfTapsRequired == 1)
        #expect(press.numberOfTouchesRequired == 2)
        let swipe = try #require(recognizers[2] as? SwipeGestureRecognizer)
        #expect(swipe.direction == [.left, .up])
        #expect(swipe.numberOfTouchesRequired == 2)
        #expect(type(of: recognizers[3]) == PanGestureRecognizer.self)
        let edge = try #require(recognizers[4] as? ScreenEdgePanGestureRecognizer)
        #expect(edge.edges == [.right, .bottom])
        #expect(recognizers[4] is PanGestureRecognizer, "a screen-edge pan is a pan, as in UIKit")
        #expect(recognizers[5] is PinchGestureRecognizer)
        #expect(recognizers[6] is RotationGestureRecognizer)
        #expect(recognizers[7] is HoverGestureRecognizer)
        #expect(recognizers.map(\.event) == view.gestures)
        #expect(recognizers.allSatisfy { $0.view === view && $0.state == .possible })
    }

    @Test func aDeclarationThatLeavesParametersOutGivesItsRecognizerTheDefaultsAndStillFires() throws {
        // SendingState 1.0.0's tests declare gestures with its internal initializer, which leaves
        // out what they don't give.
        let view = mappedView([
            GestureEvent(kind: .tap), GestureEvent(kind: .longPress), GestureEvent(kind: .swipe),
            GestureEvent(kind: .screenEdge),
        ])
        let recognizers = try #require(view.gestureRecognizers)
        let tap = try #require(recognizers[0] as? TapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        let press = try #require(recognizers[1] as? LongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        let swipe = try #require(recognizers[2] as? SwipeGestureRecognizer)
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect((recognizers[3] as? ScreenEdgePanGestureRecognizer)?.edges == .left)
        for recognizer in recognizers {
            recognizer.simulateRecognition()
        }
        #expect(recorder.actions == view.gestures.map(\.description))
    }

    @Test func aViewWithoutGestureMappingsHasNoRecognizersNotAnEmptyList() {
        let view = MappedView([.tap()])
        #expect(view.gestureRecognizers == nil, "no handler, no mapping")
        view.gestures = []
        view.mapsControlAndKey = true
        view.ss.reloadEventForwarder()
        view.ss.addActionHandler(to: recorder)
        #expect(view.installedRecognizers.count == 2)
        #expect(view.gestureRecognizers == nil, "control events and keys have no gesture recognizer")
    }

    @Test func aRecognizerStaysTheSameObjectWhileItsMappingStays() throws {
        let view = mappedView([.tap(), .pinch()])
        let before = try #require(view.gestureRecognizers)
        view.ss.reloadEventForwarder()
        let unchanged = try #require(view.gestureRecognizers)
        #expect(unchanged.count == 2)
        #expect(zip(before, unchanged).allSatisfy { $0 === $1 })
        view.gestures.append(.pan())
        view.ss.reloadEventForwarder()
        let grown = try #require(view.gestureRecognizers)
        #expect(grown.count == 3)
        #expect(grown[0] === before[0] && grown[1] === before[1])
        #expect(grown[2] is PanGestureRecognizer)
    }

    @Test func aRecognizerWhoseMappingGoesLeavesTheListAndItsView() throws {
        let view = mappedView([.tap(), .pinch()])
        let recognizers = try #require(view.gestureRecognizers)
        let (tap, pinch) = (recognizers[0], recognizers[1])
        view.gestures = [.tap()]
        view.ss.reloadEventForwarder()
        #expect(view.gestureRecognizers?.count == 1)
        #expect(view.gestureRecognizers?.first === tap)
        #expect(pinch.view == nil)
        #expect(tap.view === view)
        view.ss.removeActionHandler(from: recorder)
        #expect(view.gestureRecognizers == nil)
        #expect(tap.view == nil, "removing the last handler removes the recognizers, as in 1.0.0")
    }

    @Test func aChangedDeclarationGetsANewRecognizer() throws {
        let view = mappedView([.tap()])
        let single = try #require(view.gestureRecognizers?.first)
        view.gestures = [.tap(numberOfTaps: 2)]
        view.ss.reloadEventForwarder()
        let double = try #require(view.gestureRecognizers?.first as? TapGestureRecognizer)
        #expect(double !== single)
        #expect(double.numberOfTapsRequired == 2)
        #expect(single.view == nil)
    }

    // MARK: - Simulating a recognition

    /// A declaration with parameters, and the values and phase a recognition of it reports.
    struct Recognition: Sendable, CustomTestStringConvertible {
        var gesture: GestureEvent
        var expected: GestureValues
        var testDescription: String { gesture.description }
    }

    nonisolated static let recognitions: [Recognition] = [
        Recognition(
            gesture: .tap(numberOfTaps: 2, numberOfTouches: 3),
            expected: GestureValues(phase: .recognized, numberOfTouches: 3, numberOfTaps: 2)),
        Recognition(
            gesture: .longPress(minimumPressDuration: 1.2, numberOfTaps: 1, numberOfTouches: 2),
            expected: GestureValues(phase: .began, numberOfTouches: 2, numberOfTaps: 1, pressDuration: 1.2)),
        Recognition(
            gesture: .swipe(direction: [.down, .up], numberOfTouches: 2),
            expected: GestureValues(phase: .recognized, numberOfTouches: 2, direction: .up)),
        Recognition(
            gesture: .swipe(direction: [.up, .left]),
            expected: GestureValues(phase: .recognized, direction: .left)),
        Recognition(
            gesture: .swipe(direction: [.left, .right]),
            expected: GestureValues(phase: .recognized, direction: .right)),
        Recognition(gesture: .pan(), expected: GestureValues(phase: .changed)),
        Recognition(
            gesture: .screenEdge(edges: [.right, .bottom]),
            expected: GestureValues(phase: .recognized, edge: .bottom)),
        Recognition(
            gesture: .screenEdge(edges: [.bottom, .left]),
            expected: GestureValues(phase: .recognized, edge: .left)),
        Recognition(
            gesture: .screenEdge(edges: [.left, .top]),
            expected: GestureValues(phase: .recognized, edge: .top)),
        Recognition(gesture: .pinch(), expected: GestureValues(phase: .changed, numberOfTouches: 2)),
        Recognition(gesture: .rotation(), expected: GestureValues(phase: .changed, numberOfTouches: 2)),
        Recognition(gesture: .hover(), expected: GestureValues(phase: .changed, numberOfTouches: 0)),
        Recognition(gesture: .pan(on: [.failed, .cancelled]), expected: GestureValues(phase: .cancelled)),
        Recognition(gesture: .pan(on: [.possible, .failed]), expected: GestureValues(phase: .failed)),
        Recognition(gesture: .pan(on: .possible), expected: GestureValues(phase: .possible)),
    ]

    @Test(arguments: recognitions)
    func aSimulatedRecognitionFiresTheMappingOnceInItsFirstPhase(_ recognition: Recognition) throws {
        let view = mappedView([recognition.gesture])
        let recognizer = try #require(view.gestureRecognizers?.first)
        recognizer.simulateRecognition()
        #expect(recorder.actions == [recognition.gesture.description])
        var expected = recognition.expected
        expected.location = Point(x: 50, y: 30)
        #expect(view.reportedGestures == [Gesture(kind: recognition.gesture.gestureKind, values: expected)])
        #expect(recognizer.state == expected.phase)
    }

    @Test func aSimulatedRecognitionFiresOnlyTheMappingsItsValuesMatch() throws {
        let view = mappedView([.tap(), .tap(numberOfTaps: 2)])
        let double = try #require(view.gestureRecognizers?.last)
        double.simulateRecognition()
        #expect(recorder.actions == [GestureEvent.tap(numberOfTaps: 2).description])
    }

    @Test func anExplicitPhaseIsReportedAndBecomesTheState() throws {
        let view = mappedView([.pan(on: [.began, .changed, .ended])])
        let pan = try #require(view.gestureRecognizers?.first)
        pan.simulateRecognition(in: .ended)
        #expect(pan.state == .ended)
        pan.simulateRecognition()
        #expect(pan.state == .began)
        #expect(view.reportedGestures.map(\.phase) == [.ended, .began])
        #expect(recorder.actions.count == 2)
    }

    @Test func aPhaseTheMappingDoesNotDeclareIsReportedButFiresNothing() throws {
        let view = mappedView([.tap()])
        let tap = try #require(view.gestureRecognizers?.first)
        tap.simulateRecognition(in: .began)
        #expect(recorder.actions.isEmpty)
        #expect(view.reportedGestures.map(\.phase) == [.began])
        #expect(tap.state == .began)
    }

    @Test func aMappingWithNoPhaseIsReportedAsRecognizedAndFiresNothing() throws {
        let view = mappedView([.pan(on: [])])
        let pan = try #require(view.gestureRecognizers?.first)
        pan.simulateRecognition()
        #expect(recorder.actions.isEmpty)
        #expect(pan.state == .recognized)
    }

    @Test func aSimulatedRecognitionIsRawInputThatAHiddenViewReportsToo() throws {
        let window = makeWindow()
        let view = mappedView([.tap()])
        window.addSubview(view)
        view.isHidden = true
        #expect(throws: InteractionRefusal.self) { try view.tap() }
        try #require(view.gestureRecognizers?.first).simulateRecognition()
        #expect(recorder.actions.count == 1)
    }

    @Test func aRecognizerDoesNothingOnceItsMappingIsGone() throws {
        let view = mappedView([.tap()])
        let tap = try #require(view.gestureRecognizers?.first)
        tap.simulateRecognition(in: .began)
        view.ss.removeActionHandler(from: recorder)
        view.clearEventLog()
        tap.simulateRecognition()
        #expect(view.eventLog.isEmpty)
        #expect(tap.state == .began, "unchanged")
    }

    @Test func aRecognizerDoesNothingOnceItsViewIsReleased() throws {
        var view: MappedView? = mappedView([.tap()])
        let tap = try #require(view?.gestureRecognizers?.first)
        weak let released = view
        view = nil
        #expect(released == nil)
        #expect(tap.view == nil)
        tap.simulateRecognition()
        #expect(tap.state == .possible)
        #expect(recorder.actions.isEmpty)
    }

    // MARK: - Made on their own

    @Test func aRecognizerMadeOnItsOwnStandsForItsClasssGestureOnNoView() {
        let made: [(GestureRecognizer, GestureEvent)] = [
            (GestureRecognizer(), .tap()), (TapGestureRecognizer(), .tap()),
            (LongPressGestureRecognizer(), .longPress()), (SwipeGestureRecognizer(), .swipe()),
            (PanGestureRecognizer(), .pan()), (ScreenEdgePanGestureRecognizer(), .screenEdge()),
            (PinchGestureRecognizer(), .pinch()), (RotationGestureRecognizer(), .rotation()),
            (HoverGestureRecognizer(), .hover()),
        ]
        for (recognizer, event) in made {
            #expect(recognizer.event == event, "\(type(of: recognizer))")
            #expect(recognizer.view == nil)
            #expect(recognizer.state == .possible)
        }
    }

    @Test func aRecognizerMadeOnItsOwnReportsNothing() {
        let tap = TapGestureRecognizer()
        tap.simulateRecognition()
        #expect(tap.state == .possible)
    }

    @Test func settingAUIKitPropertyRedeclaresTheRecognizersGestureKeepingItsPhases() throws {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.numberOfTouchesRequired = 3
        #expect(tap.event == .tap(numberOfTaps: 2, numberOfTouches: 3))
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = 1.5
        press.numberOfTapsRequired = 1
        press.numberOfTouchesRequired = 2
        #expect(press.event == .longPress(minimumPressDuration: 1.5, numberOfTaps: 1, numberOfTouches: 2))
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .up
        swipe.numberOfTouchesRequired = 2
        #expect(swipe.event == .swipe(direction: .up, numberOfTouches: 2))
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .right
        #expect(edge.event == .screenEdge(edges: .right))
        let view = mappedView([.tap(on: [.began, .ended])])
        let installed = try #require(view.gestureRecognizers?.first as? TapGestureRecognizer)
        installed.numberOfTapsRequired = 2
        #expect(installed.event == .tap(numberOfTaps: 2, on: [.began, .ended]))
    }

    @Test func anInstalledRecognizerChangedByItsPropertiesReportsTheChangeAndStaysListed() throws {
        let view = mappedView([.tap()])
        let tap = try #require(view.gestureRecognizers?.first as? TapGestureRecognizer)
        tap.numberOfTapsRequired = 2
        tap.simulateRecognition()
        #expect(recorder.actions.isEmpty, "two taps don't fire the single-tap mapping")
        view.ss.reloadEventForwarder()
        #expect(view.gestureRecognizers?.first === tap)
        tap.numberOfTapsRequired = 1
        tap.simulateRecognition()
        #expect(recorder.actions.count == 1)
    }

    @Test func uiKitsNestedTypeNamesResolve() {
        let state: GestureRecognizer.State = .began
        let direction: SwipeGestureRecognizer.Direction = .left
        #expect(state == GesturePhase.began)
        #expect(direction == SwipeDirection.left)
    }
}
