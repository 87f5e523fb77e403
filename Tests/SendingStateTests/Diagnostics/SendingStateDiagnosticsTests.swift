import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct SendingStateDiagnosticsTests {
    @Test func reportsGoToTheHandlerInstalledForTheOperation() {
        let diagnostics = DiagnosticRecorder()
        let mismatch = BindingMismatch(source: "S", expectedBinderType: "A", actualBinderType: "B")
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            SendingStateDiagnostics.report(.bindingMismatch(mismatch))
        }
        #expect(diagnostics.reports == [.bindingMismatch(mismatch)])
        #expect(
            diagnostics.reports.map(\.description) == [
                "S drives A but was applied to B; nothing was applied."
            ])
    }

    @Test func anInnerHandlerOverridesTheOuterOneOnlyForItsOperation() {
        let outer = DiagnosticRecorder()
        let inner = DiagnosticRecorder()
        let first = SendingStateDiagnostic.storeUpdateTooDeep(store: "first", depth: 1)
        let second = SendingStateDiagnostic.storeUpdateTooDeep(store: "second", depth: 2)
        let third = SendingStateDiagnostic.storeUpdateTooDeep(store: "third", depth: 3)
        SendingStateDiagnostics.withHandler(outer.record) {
            SendingStateDiagnostics.report(first)
            SendingStateDiagnostics.withHandler(inner.record) {
                SendingStateDiagnostics.report(second)
            }
            SendingStateDiagnostics.report(third)
        }
        #expect(outer.reports == [first, third])
        #expect(inner.reports == [second])
    }

    @Test func anAsynchronousOperationKeepsItsHandlerAcrossSuspensions() async {
        let diagnostics = DiagnosticRecorder()
        let report = SendingStateDiagnostic.storeUpdateTooDeep(store: "async", depth: 1)
        await SendingStateDiagnostics.withHandler(diagnostics.record) {
            await Task.yield()
            SendingStateDiagnostics.report(report)
        }
        #expect(diagnostics.reports == [report])
    }

    @Test func handlersOfParallelOperationsSeeOnlyTheirOwnReports() async {
        let left = DiagnosticRecorder()
        let right = DiagnosticRecorder()
        async let leftDone: Void = reportFive(as: "left", to: left)
        async let rightDone: Void = reportFive(as: "right", to: right)
        _ = await (leftDone, rightDone)
        #expect(left.reports == (0..<5).map { .storeUpdateTooDeep(store: "left", depth: $0) })
        #expect(right.reports == (0..<5).map { .storeUpdateTooDeep(store: "right", depth: $0) })
    }

    /// Reports five diagnostics named `name`, yielding between them so parallel callers interleave.
    private func reportFive(as name: String, to recorder: DiagnosticRecorder) async {
        await SendingStateDiagnostics.withHandler(recorder.record) {
            for depth in 0..<5 {
                await Task.yield()
                SendingStateDiagnostics.report(.storeUpdateTooDeep(store: name, depth: depth))
            }
        }
    }

    @Test func describesADispatchLoop() {
        let diagnostic = SendingStateDiagnostic.dispatchTooDeep(
            sender: "Button", occurrence: .control(.valueChanged), depth: 32)
        #expect(
            diagnostic.description
                == "control[valueChanged] on Button was reported from inside 32 nested dispatches on the same sender; "
                + "it was dropped to stop a handler loop."
        )
    }

    @Test func describesEveryOtherMisuse() {
        #expect(
            SendingStateDiagnostic.storeUpdateTooDeep(store: "BindingStore<Int, V>", depth: 33).description
                == "a write to BindingStore<Int, V> was made from inside 33 nested notifications of its own "
                + "observers; it was dropped to stop an observer loop.")
        #expect(
            SendingStateDiagnostic.sharedSenderStorage(owner: "Button", intruder: "Slider").description
                == "a Slider used the SenderStorage of a Button; each sender must store its own, so nothing was "
                + "done for the Slider.")
        #expect(
            SendingStateDiagnostic.invalidGestureParameter(gesture: "tap", problem: "numberOfTaps 0")
                .description
                == "the mapping of tap was declared with numberOfTaps 0.")
        #expect(
            SendingStateDiagnostic.toolkitMisuse(toolkit: "ListView", message: "no cell for row 9")
                .description
                == "ListView: no cell for row 9")
    }
}
