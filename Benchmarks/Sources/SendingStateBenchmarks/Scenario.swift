/// One measured operation: a fixture built before the loop, and the loop that repeats the operation.
///
/// The check script runs each scenario twice under callgrind, for N and 2N iterations, and takes
/// `(I(2N) − I(N)) / N` as the cost of one operation, so building the fixture cancels out.
@MainActor
struct Scenario {
    /// The name the check script asks for, such as `configure/library`.
    let name: String

    /// Builds the fixture and returns the loop, which runs the operation a number of times and
    /// returns a checksum of what it did, printed so that the optimizer can't drop the work.
    let prepare: () -> (_ iterations: Int) -> Int
}

/// Every scenario, in the order `list` prints them.
@MainActor
let scenarios: [Scenario] =
    configureScenarios + bindScenarios + dispatchScenarios + scaleScenarios + reuseScenarios + tapScenarios
    + pointerScenarios + finderScenarios
