#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Usage:
//   SendingStateBenchmarks list                        prints the scenario names
//   SendingStateBenchmarks run NAME ITERATIONS         runs a scenario, for callgrind to count
//   SendingStateBenchmarks resident NAME ITERATIONS    runs it natively, printing resident memory

/// Resident memory of this process, in KiB, from the second field of /proc/self/statm.
func residentKiB() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return -1 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 128)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return -1 }
    let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// The scenario with a name, or exits with a message.
@MainActor
func scenario(named name: String) -> Scenario {
    guard let found = scenarios.first(where: { $0.name == name }) else {
        print("unknown scenario '\(name)'; run `list` for the names")
        exit(2)
    }
    return found
}

MainActor.assumeIsolated {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch (arguments.first, arguments.count) {
    case ("list", 1):
        for scenario in scenarios { print(scenario.name) }
    case ("run", 3):
        guard let iterations = Int(arguments[2]), iterations > 0 else { exit(2) }
        let run = scenario(named: arguments[1]).prepare()
        print("checksum \(run(iterations))")
    case ("resident", 3):
        // Ten rounds: the first warms up; resident memory after each of the rest must stay flat.
        guard let iterations = Int(arguments[2]), iterations >= 10 else { exit(2) }
        let run = scenario(named: arguments[1]).prepare()
        var checksum = 0
        for _ in 0..<10 {
            checksum &+= run(iterations / 10)
            print("resident \(residentKiB())")
        }
        print("checksum \(checksum)")
    default:
        print("usage: SendingStateBenchmarks list | run NAME ITERATIONS | resident NAME ITERATIONS")
        exit(2)
    }
}
