#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where SendingState reports misuse that it survives, such as a view model applied to the wrong view.
///
/// By default a report is written to standard error, prefixed with `SendingState:`. Replace
/// ``handler`` to send reports to your logger, or to record them in a test.
///
/// ```swift
/// SendingStateDiagnostics.handler = { diagnostic in logger.warning("\(diagnostic)") }
/// ```
@MainActor
public enum SendingStateDiagnostics {
    /// Receives every report; the default writes it to standard error.
    public static var handler: @MainActor (SendingStateDiagnostic) -> Void = writeToStandardError

    /// How deeply handlers may nest reports on one sender inside its own dispatch before the
    /// innermost is dropped and reported as ``SendingStateDiagnostic/dispatchTooDeep(sender:occurrence:depth:)``.
    public static let maximumDispatchDepth = 32

    /// Sends a report to ``handler``.
    ///
    /// - Parameter diagnostic: What went wrong.
    public static func report(_ diagnostic: SendingStateDiagnostic) {
        handler(diagnostic)
    }

    /// Writes a report to standard error.
    ///
    /// - Parameter diagnostic: What went wrong.
    public static func writeToStandardError(_ diagnostic: SendingStateDiagnostic) {
        let line = "SendingState: \(diagnostic)\n"
        line.utf8CString.withUnsafeBufferPointer { buffer in
            _ = write(2, buffer.baseAddress, buffer.count - 1)
        }
    }
}
