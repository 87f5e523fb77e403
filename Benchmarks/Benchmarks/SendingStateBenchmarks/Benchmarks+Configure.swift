import Benchmark
import OpenCombine
import SendingState

/// Registers measurement 1, configure: `cell.ss.configure(row)` on a cell with three senders.
///
/// Each sample walks 1,000 rows. Baselines: the same configurer called directly, and an OpenCombine
/// `CurrentValueSubject` whose sink runs the configurer.
func registerConfigureBenchmarks() {
    mainActorBenchmark("1 configure/library", fixture: CellFixture.init) { fixture, benchmark in
        let cell = fixture.cell
        let rows = fixture.rows
        benchmark.measure { iterations in
            for index in iterations {
                cell.ss.configure(rows[index])
            }
        }
    }

    mainActorBenchmark("1 configure/direct", fixture: CellFixture.init) { fixture, benchmark in
        let cell = fixture.cell
        let rows = fixture.rows
        benchmark.measure { iterations in
            for index in iterations {
                cell.configurer(cell, rows[index])
            }
        }
    }

    mainActorBenchmark("1 configure/OpenCombine", fixture: ConfigureStream.init) { stream, benchmark in
        let subject = stream.subject
        let rows = stream.base.rows
        benchmark.measure { iterations in
            for index in iterations {
                subject.send(rows[index])
            }
        }
    }
}

/// A cell driven by a `CurrentValueSubject`, the way a reactive binding would render it.
@MainActor
private final class ConfigureStream {
    let base = CellFixture()
    let subject: CurrentValueSubject<RowModel, Never>
    private var subscription: AnyCancellable?

    init() {
        subject = CurrentValueSubject(base.boundRow)
        subscription = subject.sink { [cell = base.cell] row in
            cell.configurer(cell, row)
        }
    }
}
