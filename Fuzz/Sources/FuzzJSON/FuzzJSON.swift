/// libFuzzer's entry point, exported as `LLVMFuzzerTestOneInput`: runs ``JSONFuzzer`` on one input.
///
/// libFuzzer calls it on the main thread, which is the main actor's. The pointer is read once, into
/// an array, here and nowhere else.
///
/// - Parameters:
///   - data: The input, or `nil` when it is empty.
///   - size: Its length in bytes.
/// - Returns: 0, as libFuzzer requires; a broken invariant stops the process instead.
@c(LLVMFuzzerTestOneInput)
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        JSONFuzzer.run(bytes)
    }
    return 0
}
