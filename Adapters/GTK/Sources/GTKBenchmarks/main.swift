// Measures GTKListView against the same list written by hand, with GTK running for real in a
// shown window. Run it under a display, such as `xvfb-run -a`; check-benchmarks.sh runs it.
//
// Usage:
//   GTKBenchmarks list                           prints the scenario names
//   GTKBenchmarks run NAME ITERATIONS            runs a scenario, for callgrind to count, and
//                                                prints the operations it made
//   GTKBenchmarks memory ROWS ROUND-TRIPS        scrolls a list of ROWS rows to the bottom and back,
//                                                printing resident memory after each round trip
import CGtk
import Glibc
import SendingStateGTK

/// Prints why a benchmark can't go on, and exits with status 1.
func fail(_ message: String) -> Never {
    print("error: \(message)")
    exit(1)
}

/// The scenario with a name, or exits with a message.
@MainActor
func scenario(named name: String) -> Scenario {
    guard let found = scenarios.first(where: { $0.name == name }) else {
        fail("unknown scenario '\(name)'; run `list` for the names")
    }
    return found
}

/// Runs a scenario's loop: check-benchmarks.py has callgrind count inside this function only, so
/// that what GTK does while the fixture is built, at a pace callgrind changes, is left out.
@inline(never)
func measuredLoop(_ loop: (_ iterations: Int) -> Outcome, iterations: Int) -> Outcome {
    loop(iterations)
}

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
    switch (arguments.first, arguments.count) {
    case ("list", 1):
        for scenario in scenarios { print(scenario.name) }
    case ("run", 3):
        guard let iterations = Int(arguments[2]), iterations > 0 else { exit(2) }
        startGTK()
        let outcome = measuredLoop(scenario(named: arguments[1]).prepare(), iterations: iterations)
        print("operations \(outcome.operations)")
        print("checksum \(outcome.checksum)")
    case ("memory", 3):
        guard let rows = Int(arguments[1]), let roundTrips = Int(arguments[2]), rows > 0, roundTrips > 0
        else { exit(2) }
        startGTK()
        MemoryRun(rowCount: rows, roundTrips: roundTrips).run()
    default:
        print("usage: GTKBenchmarks list | run NAME ITERATIONS | memory ROWS ROUND-TRIPS")
        exit(2)
    }
}
