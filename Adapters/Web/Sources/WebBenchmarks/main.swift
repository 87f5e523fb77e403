// Measures binding a scrolled row of SendingStateWeb's recycled list, the session's patch
// included, against the same list written by hand as a Hummingbird page would keep it.
// Adapters/Web/Benchmarks/check-benchmarks.sh counts both with callgrind, through
// Benchmarks/check-targets.py's web suite.
import BenchmarkSupport
import SendingStateWeb

/// Scrolls a step of one row down each operation, from the top, as a person scrolls slowly; a
/// row leaves at the top and one enters at the bottom, which is bound and patched.
@MainActor
func makeScenarios() -> [Scenario] {
    [
        Scenario.iterated(name: "bind/scroll/SendingStateWeb") {
            let screen = CatalogueScreen()
            let session = WebSession(root: screen)
            _ = session.pendingPatch(reset: true)
            let list = screen.list.elementID ?? 0
            var step = 0
            return { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    step = step % (rowCount - 20) + 1
                    session.handle(.scroll(target: list, top: Double(step) * rowHeight))
                    checksum &+= session.pendingPatch(reset: false)?.utf8.count ?? 0
                }
                return checksum
            }
        },
        Scenario.iterated(name: "bind/scroll/hand-written") {
            var list = HandWrittenList()
            var step = 0
            return { iterations in
                var checksum = 0
                for _ in 0..<iterations {
                    step = step % (rowCount - 20) + 1
                    checksum &+= list.scroll(to: Double(step) * rowHeight).utf8.count
                }
                return checksum
            }
        },
    ]
}

MainActor.assumeIsolated {
    BenchmarkCommandLine(scenarios: makeScenarios()).run(Array(CommandLine.arguments.dropFirst()))
}
