import SendingState
import SendingStateTestSupport
import Testing

/// What handlers see when they change things while an event is being dispatched.
///
/// The rules, which these tests pin down:
/// - Each mapping of an event reads the bound state when it is evaluated, so a handler that
///   reconfigures the view affects the mappings after it in the same event.
/// - Each mapping delivers to the handlers attached when it fires: a handler that detaches itself
///   gets nothing from later mappings; one attached mid-dispatch gets actions from the next mapping.
///   A handler removed or released while a mapping delivers never makes another handler miss it.
/// - An event a handler reports on the same sender is dispatched at once, depth-first; loops stop
///   at `SendingStateDiagnostics.maximumDispatchDepth`.
@MainActor
struct ReentrancyTests {
    @Test func aHandlerThatReconfiguresTheViewChangesWhatLaterMappingsSee() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        recorder.onHandle = { action in
            if action == .tapped(1) { cell.ss.configure(Item(id: 99, title: "new")) }
        }
        cell.ss.configure(Item(id: 1, title: "old"))
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(99)])
        #expect(cell.renderedTitle == "new")
    }

    @Test func aHandlerThatDetachesItselfGetsNothingMoreAndOthersGetEverything() {
        let cell = ItemCell()
        let leaving = Recorder<TestAction>()
        let staying = Recorder<TestAction>()
        leaving.onHandle = { [unowned leaving] _ in cell.ss.removeActionHandler(from: leaving) }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: leaving)
        cell.ss.addActionHandler(to: staying)
        cell.button.tap()
        #expect(leaving.actions == [.tapped(1)])
        #expect(staying.actions == [.tapped(1), .opened(5)])
    }

    @Test func aHandlerAttachedMidDispatchGetsActionsFromTheNextMapping() {
        let cell = ItemCell()
        let first = Recorder<TestAction>()
        let late = Recorder<TestAction>()
        first.onHandle = { _ in cell.ss.addActionHandler(to: late) }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: first)
        cell.button.tap()
        #expect(first.actions == [.tapped(1), .opened(5)])
        #expect(late.actions == [.opened(5)])
    }

    @Test func aHandlerReleasedDuringDispatchIsSkippedWithoutLosingOthersActions() {
        let cell = ItemCell()
        var doomed: Recorder<TestAction>? = Recorder<TestAction>()
        let killer = Recorder<TestAction>()
        let survivor = Recorder<TestAction>()
        killer.onHandle = { _ in doomed = nil }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: killer)
        cell.ss.addActionHandler(to: doomed!)
        cell.ss.addActionHandler(to: survivor)
        cell.button.tap()
        #expect(doomed == nil)
        #expect(killer.actions == [.tapped(1), .opened(5)])
        #expect(survivor.actions == [.tapped(1), .opened(5)])
    }

    @Test func removeAllDuringDispatchLetsTheCurrentMappingFinish() {
        let cell = ItemCell()
        let first = Recorder<TestAction>()
        let second = Recorder<TestAction>()
        first.onHandle = { _ in cell.ss.removeAllActionHandlers() }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: first)
        cell.ss.addActionHandler(to: second)
        cell.button.tap()
        #expect(first.actions == [.tapped(1)])
        #expect(second.actions == [.tapped(1)])
    }

    @Test func anEventReportedByAHandlerIsDispatchedDepthFirst() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        recorder.onHandle = { action in
            if action == .tapped(1) { cell.secondButton.tap() }
        }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .log, .opened(5)])
    }

    @Test func aHandlerLoopOnTheSameSenderStopsAtTheDepthLimitAndIsReported() {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            let cell = ItemCell()
            let recorder = Recorder<TestAction>()
            recorder.onHandle = { action in
                if action == .log { cell.secondButton.tap() }
            }
            cell.ss.addActionHandler(to: recorder)
            cell.secondButton.tap()
            #expect(recorder.actions.count == SendingStateDiagnostics.maximumDispatchDepth)
            #expect(
                diagnostics.reports == [
                    .dispatchTooDeep(
                        sender: "TestSender", occurrence: .control(.touchUpInside),
                        depth: SendingStateDiagnostics.maximumDispatchDepth)
                ])
            cell.secondButton.tap()
            #expect(
                recorder.actions.count == 2 * SendingStateDiagnostics.maximumDispatchDepth,
                "the sender works again afterwards")
        }
    }

    @Test func reloadingTheForwarderDuringDispatchFinishesTheCurrentEvent() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        recorder.onHandle = { action in
            if action == .tapped(1) { cell.ss.reloadEventForwarder() }
        }
        cell.ss.configure(Item(id: 5, title: "a"))
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(5)])
        cell.button.tap()
        #expect(recorder.actions.count == 4)
    }
}
