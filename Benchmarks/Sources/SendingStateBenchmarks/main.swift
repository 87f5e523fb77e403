// Measures the library's paths against direct calls and OpenCombine, in the same build.
// `bash Benchmarks/check-targets.sh` builds it in release and runs it under callgrind; the
// commands are BenchmarkCommandLine's.
import BenchmarkSupport

MainActor.assumeIsolated {
    // Every scenario, in the order `list` prints them.
    let scenarios =
        configureScenarios + bindScenarios + dispatchScenarios + scaleScenarios + reuseScenarios
        + tapScenarios + pointerScenarios + finderScenarios + pressScenarios + typeScenarios
    BenchmarkCommandLine(scenarios: scenarios).run(Array(CommandLine.arguments.dropFirst()))
}
