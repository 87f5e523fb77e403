import SendingState
import Testing

@testable import SendingStateTesting

@MainActor
struct ConformanceProbeTests {
    @Test func theProbeMapsEachControlEventTheirUnionAndEachGestureInEveryPhase() {
        let sender = ScriptedSender(defect: nil)
        let probe = ConformanceProbe(
            subject: sender, controls: [.touchDown, .touchUpInside], gestures: [.pan(on: .ended)])
        #expect(
            sender.ss.mappedEvents == [
                .control(.touchDown), .control(.touchUpInside), .control([.touchDown, .touchUpInside]),
                .gesture(.pan(on: .all)),
            ])
        withExtendedLifetime(probe) {}
    }

    @Test func theProbeRecordsWhatFiredInOrder() {
        let sender = ScriptedSender(defect: nil)
        let probe = ConformanceProbe(subject: sender, controls: [.touchDown], gestures: [.tap()])
        sender.ss.report(.control(.touchDown))
        sender.ss.report(.gesture(.tap, GestureValues(phase: .recognized, numberOfTaps: 1)))
        #expect(
            probe.records == [
                .control(.touchDown), .controlReport,
                .gesture(index: 0, GestureValues(phase: .recognized, numberOfTaps: 1)),
                .witness(.tap, GestureValues(phase: .recognized, numberOfTaps: 1)),
            ])
        probe.clear()
        #expect(probe.records.isEmpty)
    }

    @Test func unmappingEverythingEmptiesTheMappedEvents() {
        let sender = ScriptedSender(defect: nil)
        let probe = ConformanceProbe(subject: sender, controls: [.touchDown], gestures: [.tap()])
        probe.unmapEverything()
        #expect(sender.ss.mappedEvents.isEmpty)
        #expect(sender.installedKinds.isEmpty)
    }

    @Test(arguments: GestureKind.allCases)
    func aGestureInEveryPhaseKeepsItsKindAndParameters(kind: GestureKind) {
        let gesture: GestureEvent =
            switch kind {
            case .tap: .tap(numberOfTaps: 2, numberOfTouches: 2)
            case .longPress: .longPress(minimumPressDuration: 0.7, numberOfTaps: 1, numberOfTouches: 2)
            case .swipe: .swipe(direction: .up, numberOfTouches: 3)
            case .pan: .pan()
            case .pinch: .pinch()
            case .rotation: .rotation()
            case .screenEdge: .screenEdge(edges: .right)
            case .hover: .hover()
            }
        let widened = inEveryPhase(gesture)
        #expect(widened.phases == .all)
        #expect(widened.kind == gesture.kind)
        #expect(widened.numberOfTaps == gesture.numberOfTaps)
        #expect(widened.numberOfTouches == gesture.numberOfTouches)
        #expect(widened.minimumPressDuration == gesture.minimumPressDuration)
        // Any direction and edge, so that the checker sees a report of several and names it.
        #expect(widened.direction == (kind == .swipe ? everyDirection : nil))
        #expect(widened.edges == (kind == .screenEdge ? .all : nil))
    }

    @Test func witnessesCoverEachCheckedKindWithUpToThreeTouchesAndOneTapMoreThanAsked() {
        let witnesses = witnessDeclarations(for: [
            .tap(numberOfTaps: 3), .longPress(), .swipe(direction: .up),
        ])
        #expect(witnesses.allSatisfy { $0.phases == .all })
        let taps = witnesses.filter { $0.gestureKind == .tap }
        #expect(taps.count == 4 * 3)
        #expect(Set(taps.compactMap(\.numberOfTaps)) == [1, 2, 3, 4])
        #expect(Set(taps.compactMap(\.numberOfTouches)) == [1, 2, 3])
        let presses = witnesses.filter { $0.gestureKind == .longPress }
        #expect(Set(presses.compactMap(\.numberOfTaps)) == [0, 1, 2, 3])
        #expect(presses.allSatisfy { $0.minimumPressDuration == GestureEvent.Defaults.minimumPressDuration })
        #expect(presses.count == 4 * 3)
        let swipes = witnesses.filter { $0.gestureKind == .swipe }
        #expect(swipes.map(\.direction) == [everyDirection, everyDirection, everyDirection])
        #expect(swipes.compactMap(\.numberOfTouches) == [1, 2, 3])
        #expect(witnesses.count == taps.count + presses.count + swipes.count)
    }

    @Test func aSingleTapIsWitnessedUpToThreeTaps() {
        let witnesses = witnessDeclarations(for: [.tap()])
        #expect(Set(witnesses.compactMap(\.numberOfTaps)) == [1, 2, 3])
        #expect(Set(witnessDeclarations(for: [.longPress()]).compactMap(\.numberOfTaps)) == [0, 1])
        let presses = witnessDeclarations(for: [
            .longPress(minimumPressDuration: 0.8), .longPress(minimumPressDuration: 0.3),
        ])
        #expect(presses.allSatisfy { $0.minimumPressDuration == 0.3 }, "the shortest press checked")
    }

    @Test func continuousKindsAreWitnessedOnceInEveryPhaseAndEveryEdge() {
        let witnesses = witnessDeclarations(for: [
            .pan(), .pinch(), .rotation(), .screenEdge(edges: .left), .hover(),
        ])
        #expect(
            witnesses == [
                .pan(on: .all), .pinch(on: .all), .rotation(on: .all), .screenEdge(edges: .all, on: .all),
                .hover(on: .all),
            ])
        #expect(witnessDeclarations(for: []).isEmpty)
    }

    @Test func aReportedGestureIsDescribedWithItsKindPhaseAndMeasuredValues() {
        #expect(
            describe(.tap, GestureValues(phase: .recognized, numberOfTouches: 2, numberOfTaps: 1))
                == "tap recognized (taps: 1, touches: 2)")
        #expect(
            describe(.longPress, GestureValues(phase: .began, numberOfTaps: 0, pressDuration: 0.5))
                == "longPress began (taps: 0, pressDuration: 0.5, touches: 1)")
        #expect(
            describe(.swipe, GestureValues(phase: .recognized, direction: .left))
                == "swipe recognized (direction: \(SwipeDirection.left), touches: 1)")
        #expect(
            describe(.screenEdge, GestureValues(phase: .changed, numberOfTouches: 1, edge: .left))
                == "screenEdge changed (edge: \(ScreenEdges.left), touches: 1)")
        #expect(describe(.pan, GestureValues(phase: .ended, numberOfTouches: 1)) == "pan ended (touches: 1)")
    }
}
