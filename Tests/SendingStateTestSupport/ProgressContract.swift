public import Testing

/// Checks the contract that every toolkit's progress indicator keeps, as UIKit's `UIProgressView`
/// does: it starts at 0, a value from 0 to 1 reads back as set, a value outside is clamped,
/// infinities included, and NaN is ignored.
///
/// - Parameters:
///   - progress: Reads the indicator's progress.
///   - setProgress: Sets the indicator's progress.
///   - sourceLocation: Where a failed expectation is reported: the caller's line.
@MainActor
public func expectProgressContract<Value: BinaryFloatingPoint & Sendable>(
    progress: () -> Value,
    setProgress: (Value) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(progress() == 0, "a new indicator shows no progress", sourceLocation: sourceLocation)
    for (value, shown) in [(0.4, 0.4), (1.5, 1), (-0.2, 0), (.infinity, 1), (0.3, 0.3), (.nan, 0.3)]
        as [(Value, Value)]
    {
        setProgress(value)
        #expect(progress() == shown, "after setting \(value)", sourceLocation: sourceLocation)
    }
}
