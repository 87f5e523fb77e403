import SendingState

/// The descriptions of the diagnostics an operation reports, in order.
@MainActor @discardableResult
func diagnostics(during operation: () throws -> Void) rethrows -> [String] {
    var reports: [String] = []
    try SendingStateDiagnostics.withHandler({ reports.append($0.description) }, operation: operation)
    return reports
}
