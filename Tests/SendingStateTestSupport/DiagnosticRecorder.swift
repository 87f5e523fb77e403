public import SendingState

/// Records the diagnostics reported while it is installed with `SendingStateDiagnostics.withHandler`.
///
/// ```swift
/// let diagnostics = DiagnosticRecorder()
/// SendingStateDiagnostics.withHandler(diagnostics.record) { store.update(1) }
/// #expect(diagnostics.reports.isEmpty)
/// ```
@MainActor
public final class DiagnosticRecorder {
    /// The diagnostics reported so far, oldest first.
    public private(set) var reports: [SendingStateDiagnostic] = []

    /// Creates a recorder with no reports.
    public init() {}

    /// Records a diagnostic; pass it to `SendingStateDiagnostics.withHandler`.
    public func record(_ diagnostic: SendingStateDiagnostic) {
        reports.append(diagnostic)
    }
}

/// The descriptions of the diagnostics an operation reports, in order.
@MainActor @discardableResult
public func diagnostics(during operation: () throws -> Void) rethrows -> [String] {
    var reports: [String] = []
    try SendingStateDiagnostics.withHandler({ reports.append($0.description) }, operation: operation)
    return reports
}

/// The descriptions of the diagnostics an asynchronous operation reports, in order.
@MainActor @discardableResult
public func asyncDiagnostics(during operation: () async throws -> Void) async rethrows -> [String] {
    var reports: [String] = []
    try await SendingStateDiagnostics.withHandler({ reports.append($0.description) }, operation: operation)
    return reports
}
