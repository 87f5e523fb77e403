#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops the fuzzer when an invariant doesn't hold, so that libFuzzer keeps the input as a crash.
///
/// The message says which invariant broke; replaying the input with `FUZZ_TRACE=1` prints the
/// steps that led there.
///
/// - Parameters:
///   - condition: The invariant.
///   - message: What broke, said when it did.
///   - file: The file of the check, for the message.
///   - line: The line of the check, for the message.
public func fuzzCheck(
    _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition else { return }
    fatalError("fuzz invariant violated: \(message())", file: file, line: line)
}

/// Whether to print each step of a replay: set `FUZZ_TRACE=1` when running one input.
public let isTracing = getenv("FUZZ_TRACE") != nil

/// Prints a step of a replay when ``isTracing`` is set.
///
/// - Parameter line: The step, built only when tracing.
public func trace(_ line: @autoclosure () -> String) {
    guard isTracing else { return }
    // Standard error is unbuffered, so the steps before a failure are all printed.
    let text = line() + "\n"
    text.utf8CString.withUnsafeBufferPointer { buffer in
        _ = write(2, buffer.baseAddress, buffer.count - 1)
    }
}
