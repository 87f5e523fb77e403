import Benchmark

extension Benchmark.Configuration {
    /// 1,000 operations per sample, so every figure the check script reads is per 1,000 operations.
    ///
    /// The malloc metrics come from the malloc interposer; no operating-system metric is sampled,
    /// because reading `/proc` allocates and would be counted.
    static var perThousand: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .throughput, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes],
            warmupIterations: 10,
            scalingFactor: .kilo,
            maxDuration: .seconds(1),
            maxIterations: 2_000
        )
    }
}

extension Benchmark {
    /// Measures `body` alone, with the sample's inner iterations.
    ///
    /// Everything before the call, such as the hop to the main actor or clearing a log, is left out
    /// of the sample.
    ///
    /// - Parameter body: The work to measure, given the `scalingFactor` iterations to run.
    func measure(_ body: (_ iterations: Range<Int>) -> Void) {
        startMeasurement()
        body(scaledIterations)
        stopMeasurement()
    }
}

/// Registers a benchmark whose body runs on the main actor, where SendingState's API lives.
///
/// The benchmark package calls bodies off the main thread, so the body is an `async` closure
/// isolated to the main actor and each sample starts with a hop to it; bodies call
/// ``Benchmark/measure(_:)`` so that the hop is never measured. The fixture is built once, on the
/// first sample and outside the measurement, and released when the benchmark ends.
///
/// - Parameters:
///   - name: The benchmark's name, `N topic/variant`.
///   - configuration: The metrics and scaling; ``Benchmark/Configuration/perThousand`` by default.
///   - makeFixture: Builds what the body works on.
///   - body: Runs one sample.
func mainActorBenchmark<Fixture>(
    _ name: String,
    configuration: Benchmark.Configuration = .perThousand,
    fixture makeFixture: @escaping @MainActor () -> Fixture,
    body: @escaping @MainActor (_ fixture: Fixture, _ benchmark: Benchmark) -> Void
) {
    let cache = FixtureCache<Fixture>()
    Benchmark(
        name,
        configuration: configuration,
        closure: { @MainActor (benchmark: Benchmark) async in
            body(cache.fixture(makeFixture), benchmark)
        },
        teardown: { @MainActor in
            cache.value = nil
        }
    )
}

/// The fixture of one benchmark, built on first use and kept between samples.
@MainActor
private final class FixtureCache<Fixture> {
    var value: Fixture?

    nonisolated init() {}

    func fixture(_ make: () -> Fixture) -> Fixture {
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}
