import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct SenderEventMappingContextTests {
    /// Every mapping method, stateless and state-aware, on one view.
    private final class EveryMappingView: Sender, Configurable, EventForwardingProvider {
        let senderStorage = SenderStorage()

        var configurer: (EveryMappingView, Item) -> Void { { _, _ in } }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.control(.touchUpInside) { ["control"] }
                ctx.control(.touchUpInside) { (item: Item) in ["control \(item.id)"] }
                ctx.gesture(.tap(numberOfTaps: 3)) { ["gesture"] }
                ctx.gesture(.tap(numberOfTaps: 3)) { (item: Item) in ["gesture \(item.id)"] }
                ctx.tapGesture { ["tap"] }
                ctx.tapGesture { (item: Item) in ["tap \(item.id)"] }
                ctx.longPressGesture { ["longPress"] }
                ctx.longPressGesture { (item: Item) in ["longPress \(item.id)"] }
                ctx.swipeGesture { ["swipe"] }
                ctx.swipeGesture { (item: Item) in ["swipe \(item.id)"] }
                ctx.panGesture { ["pan"] }
                ctx.panGesture { (item: Item) in ["pan \(item.id)"] }
                ctx.pinchGesture { ["pinch"] }
                ctx.pinchGesture { (item: Item) in ["pinch \(item.id)"] }
                ctx.rotationGesture { ["rotation"] }
                ctx.rotationGesture { (item: Item) in ["rotation \(item.id)"] }
                ctx.screenEdgeGesture { ["screenEdge"] }
                ctx.screenEdgeGesture { (item: Item) in ["screenEdge \(item.id)"] }
                ctx.hoverGesture { ["hover"] }
                ctx.hoverGesture { (item: Item) in ["hover \(item.id)"] }
                ctx.key("k", modifierFlags: .command) { ["key"] }
                ctx.key("k", modifierFlags: .command) { (item: Item) in ["key \(item.id)"] }
            }
        }
    }

    @Test func everyMappingMethodFiresInBothForms() {
        let view = EveryMappingView()
        let recorder = Recorder<String>()
        view.ss.addActionHandler(to: recorder)
        view.ss.configure(Item(id: 7, title: "seven"))
        let reports: [(SenderOccurrence, String)] = [
            (.control(.touchUpInside), "control"),
            (.gesture(.tap, GestureValues(phase: .recognized, numberOfTaps: 3)), "gesture"),
            (.gesture(.tap, GestureValues(phase: .recognized, numberOfTaps: 1)), "tap"),
            (.gesture(.longPress, GestureValues(phase: .began, pressDuration: 0.5)), "longPress"),
            (.gesture(.swipe, GestureValues(phase: .recognized, direction: .right)), "swipe"),
            (.gesture(.pan, GestureValues(phase: .changed)), "pan"),
            (.gesture(.pinch, GestureValues(phase: .changed)), "pinch"),
            (.gesture(.rotation, GestureValues(phase: .changed)), "rotation"),
            (.gesture(.screenEdge, GestureValues(phase: .ended, edge: .left)), "screenEdge"),
            (.gesture(.hover, GestureValues(phase: .changed, numberOfTouches: 0)), "hover"),
            (.key(KeyPress("k", modifierFlags: .command)), "key"),
        ]
        for (occurrence, name) in reports {
            let before = recorder.actions.count
            view.ss.report(occurrence)
            #expect(Array(recorder.actions[before...]) == [name, "\(name) 7"], "\(occurrence)")
        }
    }

    @Test("A key mapping normalizes its key as a KeyPress does, and fires only for exactly its modifiers")
    func aKeyMappingFiresForExactlyItsModifiers() {
        let view = TestSender()
        let forwarder = EventForwarder(view) { _, ctx in
            ctx.key("q") { ["q"] }
            ctx.key("Q") { ["shift+q"] }
            ctx.key(.return, modifierFlags: .command) { ["command+return"] }
        }
        func actions(_ press: KeyPress) -> [String] {
            forwarder.actions(for: view, occurrence: .key(press)) as? [String] ?? []
        }
        #expect(actions("q") == ["q"])
        #expect(actions(KeyPress("q", modifierFlags: .shift)) == ["shift+q"])
        #expect(actions(KeyPress("q", modifierFlags: .command)).isEmpty)
        #expect(actions(KeyPress(.return, modifierFlags: .command)) == ["command+return"])
        #expect(actions(KeyPress(.return)).isEmpty)
        #expect(
            forwarder.allMappings.map(\.event) == [
                .key("q"), .key(KeyPress("q", modifierFlags: .shift)),
                .key(KeyPress(.return, modifierFlags: .command)),
            ])
        #expect(forwarder.actions(for: view, event: .key("Q")) as? [String] == ["shift+q"])
    }

    @Test func aStateAwareMappingReadsTheModelAsAProtocolOrSuperclassItConformsTo() {
        class Animal {}
        final class Dog: Animal {}
        final class PetCell: Sender, Configurable, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let button = TestSender()
            var configurer: (PetCell, Dog) -> Void { { _, _ in } }
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { _, ctx in
                    ctx.control(.touchUpInside) { (_: Animal) in ["animal"] }
                    ctx.control(.touchUpInside) { (_: any AnyObject) in ["object"] }
                    ctx.control(.touchUpInside) { (_: String) in ["string"] }
                }
            }
        }
        let cell = PetCell()
        let recorder = Recorder<String>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.configure(Dog())
        cell.button.tap()
        #expect(recorder.actions == ["animal", "object"])
        #expect(
            EventForwarder(cell.button) { _, ctx in
                ctx.control(.touchUpInside) { (_: Animal) in ["collected"] }
            }.actions(for: cell.button, event: .control(.touchUpInside)) as? [String] == ["collected"])
    }

    @Test func gestureValuesAreTheDispatchedGesturesAndNeutralOtherwise() {
        let view = TestSender()
        var seen: [GestureValues] = []
        let forwarder = EventForwarder(view) { _, ctx in
            seen.append(ctx.gestureValues)
            ctx.panGesture { [ctx.gestureValues.translation] }
            ctx.control(.touchUpInside) { [ctx.gestureValues.translation] }
        }
        let pan = GestureValues(phase: .changed, translation: Point(x: 4, y: 2))
        #expect(
            forwarder.actions(for: view, occurrence: .gesture(.pan, pan)) as? [Point] == [Point(x: 4, y: 2)])
        #expect(forwarder.actions(for: view, occurrence: .control(.touchUpInside)) as? [Point] == [.zero])
        _ = forwarder.allMappings
        #expect(seen == [pan, GestureValues(), GestureValues()])
    }

    @Test func aLongPressWithANaNMinimumIsCorrectedOnceAndReported() {
        final class PressCell: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in
                    ctx.longPressGesture(minimumPressDuration: .nan) { [TestAction.log] }
                    ctx.longPressGesture(minimumPressDuration: .nan) { [TestAction.tapped(1)] }
                }
            }
        }
        let cell = PressCell()
        let diagnostics = DiagnosticRecorder()
        let recorder = Recorder<TestAction>()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            cell.ss.addActionHandler(to: recorder)
        }
        #expect(
            cell.ss.mappedEvents == [.gesture(.longPress())],
            "NaN became the default, so the set holds it once")
        #expect(diagnostics.reports.count == 2)
        #expect(
            diagnostics.reports.first?.description
                == "the mapping of longPress was declared with minimumPressDuration nan, which is not a finite "
                + "number of seconds; 0.5 is used instead.")
        cell.ss.report(.gesture(.longPress, GestureValues(phase: .began, pressDuration: 0.5)))
        #expect(
            recorder.actions == [.log, .tapped(1)], "a corrected mapping fires, and nothing is reported again"
        )
        #expect(diagnostics.reports.count == 2)
    }

    @Test func gestureParametersThatCanNeverBeMetAreCorrected() {
        func corrected(_ gesture: GestureEvent) -> (GestureEvent, Int) {
            let (event, problems) = gesture.corrected()
            return (event, problems.count)
        }
        #expect(corrected(.longPress(minimumPressDuration: -1)) == (.longPress(minimumPressDuration: 0), 1))
        #expect(corrected(.longPress(minimumPressDuration: .infinity)) == (.longPress(), 1))
        #expect(corrected(.longPress(numberOfTaps: -2)) == (.longPress(numberOfTaps: 0), 1))
        #expect(corrected(.tap(numberOfTaps: 0, numberOfTouches: 0)) == (.tap(), 2))
        #expect(corrected(.swipe(direction: [])) == (.swipe(direction: []), 1), "kept: it matches nothing")
        #expect(corrected(.screenEdge(edges: [])) == (.screenEdge(edges: []), 1))
        #expect(corrected(.pan()) == (.pan(), 0))
        #expect(corrected(.longPress(minimumPressDuration: 2, numberOfTaps: 1)).1 == 0)
    }

    @Test func outsideAnyEvaluationPurposeAContextMapsThroughItsOwnPurposeOnly() {
        let collector = EventCollector()
        let context = SenderEventMappingContext(describingInto: collector)
        var ran = false
        context.control(.valueChanged) {
            ran = true
            return [TestAction.log]
        }
        #expect(!ran, "describing never runs an action closure")
        #expect(collector.events == [.control(.valueChanged)])
    }

    @Test func pairsASenderWithItsEvent() {
        let button = TestSender()
        let mapping = EventForwarder(button) { _, ctx in
            ctx.longPressGesture(minimumPressDuration: 1) { [TestAction.log] }
        }.allMappings[0]
        #expect(mapping.sender === button)
        #expect(mapping.event == .gesture(.longPress(minimumPressDuration: 1)))
    }
}
