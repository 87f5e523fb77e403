/// Reads the fuzz input as a stream of choices: bytes, bounded integers, and numbers that include
/// the awkward ones.
///
/// Reading past the end gives zeros, so every input decodes to something and libFuzzer's mutations
/// of any byte change a choice rather than making the input invalid.
public struct FuzzInput {
    /// The fuzz input.
    public let bytes: [UInt8]

    /// How many bytes have been read.
    public private(set) var offset = 0

    /// Wraps an input.
    ///
    /// - Parameter bytes: The input libFuzzer made.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool {
        offset >= bytes.count
    }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next byte as a choice of whether to do something.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// A number in a range, from one byte, or two for a range wider than 256.
    ///
    /// - Parameter range: The values allowed.
    /// - Returns: A value in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt(range.upperBound - range.lowerBound) + 1
        let raw = width > 256 ? UInt(byte()) << 8 | UInt(byte()) : UInt(byte())
        return range.lowerBound + Int(raw % width)
    }

    /// One of the elements of a collection.
    ///
    /// - Parameter elements: The choices; not empty.
    /// - Returns: The element chosen.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }

    /// A 64-bit pattern from the next eight bytes.
    public mutating func bits64() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 {
            value = value << 8 | UInt64(byte())
        }
        return value
    }

    /// Any integer, most often a small or extreme one.
    public mutating func anyInt() -> Int {
        let selector = byte()
        switch selector {
        case 0..<200: return Int(selector) - 100
        case 200..<240: return Self.interestingInts[Int(selector - 200) % Self.interestingInts.count]
        default: return Int(truncatingIfNeeded: bits64())
        }
    }

    /// Any double, most often an ordinary one, often NaN, an infinity or an extreme.
    public mutating func anyDouble() -> Double {
        let selector = byte()
        switch selector {
        case 0..<128: return Double(Int(selector) - 64) / 4
        case 128..<240: return Self.interestingDoubles[Int(selector - 128) % Self.interestingDoubles.count]
        default: return Double(bitPattern: bits64())
        }
    }

    /// A double that is finite and of an ordinary size, for arguments that must be sensible to be
    /// accepted at all, such as a drag's translation.
    public mutating func ordinaryDouble() -> Double {
        Double(Int(byte()) - 128) * 2
    }

    private static let interestingInts = [
        0, 1, -1, 2, 3, 4, 10, 255, 256, 1 << 16, 1 << 31, -(1 << 31), Int.max, Int.min, Int.max - 1,
        Int.min + 1,
    ]

    private static let interestingDoubles: [Double] = [
        0, -0.0, 1, -1, 0.5, 0.499_999_999, 0.500_000_001, 2, 1e-300, -1e-300, 1e300, -1e300, 1e15, 1e16,
        1e6, 1_000_001, .nan, -.nan, .infinity, -.infinity, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, .pi, -.pi, 2 * .pi,
        Double(Int.max), Double(Int.min), 0.1, 1.0 / 3,
    ]
}
