import SendingState

/// The descriptions of the diagnostics an operation reports, in order.
@MainActor @discardableResult
func diagnostics(during operation: () throws -> Void) rethrows -> [String] {
    var reports: [String] = []
    try SendingStateDiagnostics.withHandler({ reports.append($0.description) }, operation: operation)
    return reports
}

/// The descriptions of the diagnostics an asynchronous operation reports, in order.
@MainActor @discardableResult
func asyncDiagnostics(during operation: () async throws -> Void) async rethrows -> [String] {
    var reports: [String] = []
    try await SendingStateDiagnostics.withHandler({ reports.append($0.description) }, operation: operation)
    return reports
}
