import Benchmark

/// Registers the suite: each measurement next to its baselines.
///
/// Benchmarks are named `N topic/variant`, where `N` numbers the measurement as the performance
/// issue does; `check-targets.sh` compares them.
///
/// Every benchmark runs 1,000 operations per sample (`scalingFactor: .kilo`), so per-operation
/// figures are the per-sample ones divided by 1,000.
let benchmarks: @Sendable () -> Void = {
    registerConfigureBenchmarks()
    registerBindBenchmarks()
    registerDispatchBenchmarks()
    registerScaleBenchmarks()
    registerReuseBenchmarks()
    registerUserTapBenchmarks()
}
