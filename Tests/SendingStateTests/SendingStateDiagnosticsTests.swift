import SendingState
import Testing

@MainActor
struct SendingStateDiagnosticsTests {
    @Test func reportsGoToTheInstalledHandler() {
        var received: [String] = []
        let previous = SendingStateDiagnostics.handler
        SendingStateDiagnostics.handler = { received.append($0.description) }
        defer { SendingStateDiagnostics.handler = previous }
        SendingStateDiagnostics.report(
            .bindingMismatch(BindingMismatch(source: "S", expectedBinderType: "A", actualBinderType: "B")))
        #expect(received == ["S drives A but was applied to B; nothing was applied."])
    }
}
