/// One measured operation: a fixture built before the loop, and the loop that repeats the operation.
///
/// `Benchmarks/check-targets.py` runs each scenario twice under callgrind, for N and 2N iterations,
/// counting only inside ``measuredLoop(_:iterations:)``, and takes
/// `(I(2N) − I(N)) / (operations(2N) − operations(N))` as the cost of one operation, so building
/// the fixture and whatever the loop does once cancel out.
@MainActor
public struct Scenario {
    /// The name the check script asks for, such as `configure/library`.
    public let name: String

    /// Builds the fixture and returns the loop, which runs a number of iterations and says what
    /// they did.
    public let prepare: () -> (_ iterations: Int) -> Outcome

    /// Creates a scenario whose loop says how many operations its iterations made.
    public init(name: String, prepare: @escaping () -> (_ iterations: Int) -> Outcome) {
        self.name = name
        self.prepare = prepare
    }

    /// A scenario whose every iteration is one operation, and whose loop returns a checksum.
    public static func iterated(
        name: String,
        prepare: @escaping () -> (_ iterations: Int) -> Int
    ) -> Scenario {
        Scenario(name: name) {
            let loop = prepare()
            return { iterations in Outcome(operations: iterations, checksum: loop(iterations)) }
        }
    }
}

/// What a scenario's loop did.
public struct Outcome: Sendable {
    /// How many operations the iterations made: one per iteration, or, say, the rows a list bound
    /// while it scrolled.
    public var operations: Int

    /// A number that depends on the work, printed so that the optimizer can't drop it.
    public var checksum: Int

    /// Creates the outcome of a loop.
    public init(operations: Int, checksum: Int) {
        self.operations = operations
        self.checksum = checksum
    }
}
