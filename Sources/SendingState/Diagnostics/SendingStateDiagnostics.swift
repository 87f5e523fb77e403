#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where SendingState reports misuse that it survives, such as a view model applied to the wrong view.
///
/// By default a report is written to standard error, prefixed with `SendingState:`. An app sends
/// reports to its logger by replacing ``handler`` once, at launch; a test records the reports of
/// the code it runs with ``withHandler(_:operation:)``, which overrides the handler for that code
/// only, so tests running in parallel never see each other's reports.
///
/// ```swift
/// SendingStateDiagnostics.handler = { diagnostic in logger.warning("\(diagnostic)") }
///
/// let recorder = DiagnosticRecorder()
/// SendingStateDiagnostics.withHandler(recorder.record) {
///     row.apply(to: headerView)
/// }
/// ```
public enum SendingStateDiagnostics {
    /// A receiver of reports.
    public typealias Handler = @MainActor (SendingStateDiagnostic) -> Void

    /// Receives every report made outside ``withHandler(_:operation:)``; the default writes it to
    /// standard error.
    @MainActor public static var handler: Handler = writeToStandardError

    /// The handler installed by the innermost ``withHandler(_:operation:)`` of the current task.
    @TaskLocal private static var scopedHandler: Handler?

    /// How deeply reports may nest inside their own handling before the innermost is dropped: reports
    /// on one sender inside its own dispatch, or writes to one store inside its own observers.
    ///
    /// Past this depth SendingState reports ``SendingStateDiagnostic/dispatchTooDeep(sender:occurrence:depth:)``
    /// or ``SendingStateDiagnostic/storeUpdateTooDeep(store:depth:)``, so a loop can't overflow the stack.
    public static let maximumDispatchDepth = 32

    /// Runs an operation with reports going to a handler of its own, then restores the one before.
    ///
    /// The override is task-local: it covers `operation` and the child tasks it starts, and nothing
    /// else, so operations run in parallel each see only their own reports.
    ///
    /// - Parameters:
    ///   - handler: Receives the reports made during `operation`.
    ///   - operation: The code whose reports to receive.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withHandler<Result>(
        _ handler: @escaping Handler,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $scopedHandler.withValue(handler, operation: operation)
    }

    /// Runs an asynchronous operation with reports going to a handler of its own, then restores the
    /// one before.
    ///
    /// - Parameters:
    ///   - handler: Receives the reports made during `operation`.
    ///   - isolation: The actor the operation runs on; the caller's, by default.
    ///   - operation: The code whose reports to receive.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withHandler<Result>(
        _ handler: @escaping Handler,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedHandler.withValue(handler, operation: operation)
    }

    /// Sends a report to the handler of the current ``withHandler(_:operation:)``, or to ``handler``.
    ///
    /// - Parameter diagnostic: What went wrong.
    @MainActor
    public static func report(_ diagnostic: SendingStateDiagnostic) {
        (scopedHandler ?? handler)(diagnostic)
    }

    /// Writes a report to standard error.
    ///
    /// - Parameter diagnostic: What went wrong.
    @MainActor
    public static func writeToStandardError(_ diagnostic: SendingStateDiagnostic) {
        let line = "SendingState: \(diagnostic)\n"
        line.utf8CString.withUnsafeBufferPointer { buffer in
            _ = write(2, buffer.baseAddress, buffer.count - 1)
        }
    }
}
