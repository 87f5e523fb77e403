import BenchmarkSupport
import OpenCombine
import SendingState

/// Configure: `cell.ss.configure(row)` on a cell with three senders, against the same configurer
/// called directly and an OpenCombine `CurrentValueSubject` whose sink runs it.
@MainActor
let configureScenarios = [
    Scenario.iterated(name: "configure/library") {
        let fixture = CellFixture()
        return { iterations in
            let cell = fixture.cell
            for index in 0..<iterations {
                cell.ss.configure(fixture.rows[index & 1023])
            }
            return cell.deleteButton.tag
        }
    },
    Scenario.iterated(name: "configure/direct") {
        let fixture = CellFixture()
        return { iterations in
            let cell = fixture.cell
            for index in 0..<iterations {
                cell.configurer(cell, fixture.rows[index & 1023])
            }
            return cell.deleteButton.tag
        }
    },
    Scenario.iterated(name: "configure/OpenCombine") {
        let fixture = CellFixture()
        let subject = CurrentValueSubject<RowModel, Never>(fixture.rows[0])
        let subscription = subject.sink { [cell = fixture.cell] row in cell.configurer(cell, row) }
        return { iterations in
            for index in 0..<iterations {
                subject.send(fixture.rows[index & 1023])
            }
            withExtendedLifetime(subscription) {}
            return fixture.cell.deleteButton.tag
        }
    },
]
