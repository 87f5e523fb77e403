#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line of a benchmark executable, which `Benchmarks/check-targets.py` drives.
///
/// ```
/// list                        prints the scenario names
/// run NAME ITERATIONS         runs a scenario's loop inside measuredLoop(_:iterations:), for
///                             callgrind to count, and prints its operations and checksum
/// resident NAME ITERATIONS    runs it natively in ten rounds, printing resident memory after each
/// ```
@MainActor
public struct BenchmarkCommandLine {
    /// The scenarios the executable measures, in the order `list` prints them.
    public let scenarios: [Scenario]

    /// What the executable does before it builds a scenario's fixture, such as starting a toolkit.
    public let setUp: () -> Void

    /// Usage lines of the executable's own commands, printed after the shared ones.
    public let moreUsage: [String]

    /// Creates the command line of an executable that measures `scenarios`.
    public init(scenarios: [Scenario], moreUsage: [String] = [], setUp: @escaping () -> Void = {}) {
        self.scenarios = scenarios
        self.moreUsage = moreUsage
        self.setUp = setUp
    }

    /// Runs the command that `arguments`, without the executable's name, spell; prints the usage
    /// and exits with status 2 when they spell none.
    public func run(_ arguments: [String]) {
        switch (arguments.first, arguments.count) {
        case ("list", 1):
            for scenario in scenarios { print(scenario.name) }
        case ("run", 3):
            guard let iterations = Int(arguments[2]), iterations > 0 else { exitWithUsage() }
            setUp()
            let outcome = measuredLoop(scenario(named: arguments[1]).prepare(), iterations: iterations)
            print("operations \(outcome.operations)")
            print("checksum \(outcome.checksum)")
        case ("resident", 3):
            // Ten rounds: the first warms up; resident memory after each of the rest must stay flat.
            guard let iterations = Int(arguments[2]), iterations >= 10 else { exitWithUsage() }
            setUp()
            let loop = scenario(named: arguments[1]).prepare()
            var checksum = 0
            for _ in 0..<10 {
                checksum &+= loop(iterations / 10).checksum
                print("resident \(residentKiB())")
            }
            print("checksum \(checksum)")
        default:
            exitWithUsage()
        }
    }

    /// Prints the usage and exits with status 2.
    public func exitWithUsage() -> Never {
        let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") }
        let commands = ["list", "run NAME ITERATIONS", "resident NAME ITERATIONS"] + moreUsage
        print("usage: \(name ?? "benchmarks") " + commands.joined(separator: " | "))
        exit(2)
    }

    /// The scenario with a name, or exits with a message.
    private func scenario(named name: String) -> Scenario {
        guard let found = scenarios.first(where: { $0.name == name }) else {
            fail("unknown scenario '\(name)'; run `list` for the names")
        }
        return found
    }
}

/// Runs a scenario's loop: the check script has callgrind count inside this function only, so
/// that building the fixture, and what a toolkit's main loop does meanwhile at a pace callgrind
/// changes, is left out.
@inline(never)
public func measuredLoop(_ loop: (_ iterations: Int) -> Outcome, iterations: Int) -> Outcome {
    loop(iterations)
}

/// Prints why a benchmark can't go on, and exits with status 1.
public func fail(_ message: String) -> Never {
    print("error: \(message)")
    exit(1)
}

/// Resident memory of this process, in KiB, from the second field of /proc/self/statm, or -1 where
/// it can't be read.
public func residentKiB() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return -1 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return -1 }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
