import SendingState
import Testing

@MainActor
struct SendingStateDiagnosticsTests {
    @Test func reportsGoToTheInstalledHandler() {
        var received: [String] = []
        let previous = SendingStateDiagnostics.handler
        SendingStateDiagnostics.handler = { received.append($0.source) }
        defer { SendingStateDiagnostics.handler = previous }
        SendingStateDiagnostics.report(
            BindingMismatch(source: "S", expectedBinderType: "A", actualBinderType: "B"))
        #expect(received == ["S"])
    }
}
