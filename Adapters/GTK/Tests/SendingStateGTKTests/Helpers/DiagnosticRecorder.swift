import SendingState

/// Records the diagnostics reported while it is installed with `SendingStateDiagnostics.withHandler`.
@MainActor
final class DiagnosticRecorder {
    private(set) var reports: [SendingStateDiagnostic] = []

    func record(_ diagnostic: SendingStateDiagnostic) {
        reports.append(diagnostic)
    }
}
