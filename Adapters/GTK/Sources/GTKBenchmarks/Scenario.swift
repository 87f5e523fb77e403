/// One measured operation: a fixture built before the loop, and the loop that repeats the operation.
///
/// The check script runs each scenario twice under callgrind, for N and 2N iterations, counting
/// only inside the loop, and takes `(I(2N) − I(N)) / (operations(2N) − operations(N))` as the cost
/// of one operation, so what the loop does once cancels out.
@MainActor
struct Scenario {
    /// The name the check script asks for, such as `bind/scroll/SendingState`.
    let name: String

    /// Builds the fixture and returns the loop, which runs a number of iterations and says what
    /// they did.
    let prepare: () -> (_ iterations: Int) -> Outcome
}

/// What a scenario's loop did.
struct Outcome {
    /// How many operations the iterations made: the rows bound while scrolling, or one per
    /// iteration.
    var operations: Int

    /// A number that depends on the work, printed so that the optimizer can't drop it.
    var checksum: Int
}

/// Every scenario, in the order `list` prints them.
@MainActor
let scenarios: [Scenario] = bindScenarios + clickScenarios
