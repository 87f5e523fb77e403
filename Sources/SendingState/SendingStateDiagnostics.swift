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
/// SendingStateDiagnostics.handler = { mismatch in logger.warning("\(mismatch)") }
/// ```
@MainActor
public enum SendingStateDiagnostics {
    /// Receives every report; the default writes it to standard error.
    public static var handler: @MainActor (BindingMismatch) -> Void = writeToStandardError

    /// Sends a report to ``handler``.
    ///
    /// - Parameter mismatch: What went wrong.
    public static func report(_ mismatch: BindingMismatch) {
        handler(mismatch)
    }

    /// Writes a report to standard error.
    ///
    /// - Parameter mismatch: What went wrong.
    public static func writeToStandardError(_ mismatch: BindingMismatch) {
        let line = "SendingState: \(mismatch)\n"
        line.utf8CString.withUnsafeBufferPointer { buffer in
            _ = write(2, buffer.baseAddress, buffer.count - 1)
        }
    }
}
