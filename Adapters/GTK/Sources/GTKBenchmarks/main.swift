// Measures GTKListView against the same list written by hand, with GTK running for real in a
// shown window. Run it under a display, such as `xvfb-run -a`; check-benchmarks.sh runs it.
//
// Besides BenchmarkCommandLine's commands:
//   GTKBenchmarks memory ROWS ROUND-TRIPS    scrolls a list of ROWS rows to the bottom and back,
//                                            printing resident memory after each round trip
import BenchmarkSupport
import Glibc
import SendingStateGTK

/// Starts GTK as the adapter's tests do: no accessibility bus, the X11 backend that Xvfb serves,
/// and the software renderer, whose work callgrind counts like any other.
@MainActor
func startGTK() {
    setenv("GTK_A11Y", "none", 1)
    setenv("GDK_BACKEND", "x11", 1)
    setenv("GSK_RENDERER", "cairo", 1)
    guard GTKMainLoop.initialize() else { fail("GTK could not open a display: run under xvfb-run -a") }
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let commandLine = BenchmarkCommandLine(
        scenarios: bindScenarios + clickScenarios, moreUsage: ["memory ROWS ROUND-TRIPS"], setUp: startGTK)
    if arguments.first == "memory" {
        guard arguments.count == 3, let rows = Int(arguments[1]), let roundTrips = Int(arguments[2]),
            rows > 0,
            roundTrips > 0
        else { commandLine.exitWithUsage() }
        startGTK()
        MemoryRun(rowCount: rows, roundTrips: roundTrips).run()
    } else {
        commandLine.run(arguments)
    }
}
