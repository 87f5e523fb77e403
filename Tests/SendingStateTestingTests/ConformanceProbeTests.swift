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
}
