import BenchmarkSupport
import SendingState

/// Reuse: what a list does to a row view for every row it shows.
///
/// Configure the next row and attach the same handler again, with the typed handler and the
/// type-erased one; then unbind and bind, as a list whose rows are unbound when they leave the
/// screen does, like GTK's.
@MainActor
let reuseScenarios = [
    Scenario.iterated(name: "reuse/addActionHandler") {
        let fixture = CellFixture()
        return { iterations in
            let cell = fixture.cell
            let handler = fixture.handler
            for index in 0..<iterations {
                cell.ss.configure(fixture.rows[index & 1023])
                cell.ss.addActionHandler(to: handler)
            }
            return cell.deleteButton.tag
        }
    },
    Scenario.iterated(name: "reuse/AnyActionHandlingProvider.attach") {
        let fixture = CellFixture()
        let handler = AnyActionHandlingProvider(fixture.handler)
        return { iterations in
            let cell = fixture.cell
            for index in 0..<iterations {
                cell.ss.configure(fixture.rows[index & 1023])
                handler.attach(to: cell)
            }
            return cell.deleteButton.tag
        }
    },
    Scenario.iterated(name: "reuse/removeState and configure") {
        let fixture = CellFixture()
        return { iterations in
            let cell = fixture.cell
            for index in 0..<iterations {
                cell.ss.removeState()
                cell.ss.configure(fixture.rows[index & 1023])
            }
            return cell.deleteButton.tag
        }
    },
]
