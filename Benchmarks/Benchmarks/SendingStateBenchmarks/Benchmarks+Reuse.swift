import Benchmark
import SendingState

/// Registers measurement 7, reuse: the steady state of one cell reused for row after row.
///
/// Each cycle configures the cell with the next row's model, then attaches the same handler
/// again, as a list's cell provider does.
///
/// A sample is 1,000 cycles and a run 100 samples: 100,000 measured cycles after 10,000 warm-up
/// ones. Memory growth shows in two ways: the bytes allocated and not freed within each sample
/// (`memoryLeakedBytes`, from the malloc interposer), and the process's resident memory across
/// 2,000,000 cycles in "7 reuse/resident memory" (sampled by the benchmark package every 10 ms,
/// so it has its own benchmark: reading `/proc` allocates and would spoil the malloc counts).
func registerReuseBenchmarks() {
    var reuse = Benchmark.Configuration.perThousand
    reuse.maxIterations = 100
    reuse.maxDuration = .seconds(30)

    let typedName = "7 reuse/addActionHandler"
    mainActorBenchmark(typedName, configuration: reuse, fixture: CellFixture.init) { fixture, benchmark in
        let cell = fixture.cell
        let rows = fixture.rows
        let handler = fixture.handler
        benchmark.measure { iterations in
            for index in iterations {
                cell.ss.configure(rows[index])
                cell.ss.addActionHandler(to: handler)
            }
        }
    }

    let attachName = "7 reuse/AnyActionHandlingProvider.attach"
    mainActorBenchmark(attachName, configuration: reuse, fixture: AnyFixture.init) { fixture, benchmark in
        let cell = fixture.base.cell
        let rows = fixture.base.rows
        let handler = fixture.handler
        benchmark.measure { iterations in
            for index in iterations {
                cell.ss.configure(rows[index])
                handler.attach(to: cell)
            }
        }
    }

    var memory = reuse
    memory.metrics = [.wallClock, .throughput, .peakMemoryResident]
    memory.maxIterations = 20
    let memoryName = "7 reuse/resident memory"
    mainActorBenchmark(memoryName, configuration: memory, fixture: CellFixture.init) { fixture, benchmark in
        let cell = fixture.cell
        let rows = fixture.rows
        let handler = fixture.handler
        benchmark.measure { iterations in
            // 100 cycles per iteration: 100,000 per sample, so the 10 ms sampler sees every sample.
            for _ in 0..<100 {
                for index in iterations {
                    cell.ss.configure(rows[index])
                    cell.ss.addActionHandler(to: handler)
                }
            }
        }
    }
}

/// A cell fixture whose handler is attached through a type-erased wrapper.
@MainActor
private final class AnyFixture {
    let base = CellFixture()
    let handler: AnyActionHandlingProvider

    init() {
        handler = AnyActionHandlingProvider(base.handler)
        handler.attach(to: base.cell)
    }
}
