import BenchmarkSupport
import SendingState

/// One configured ``RowCell`` with a handler attached, and the rows to configure it with.
///
/// Building it compiles the cell's forwarder and boxes its state, so samples see the steady state.
@MainActor
final class CellFixture {
    let cell = RowCell()
    let rows = RowModel.rows(count: 1_024)
    let handler = CountingHandler()

    /// The row bound to the cell.
    var boundRow: RowModel { rows[0] }

    init() {
        cell.ss.addActionHandler(to: handler)
        cell.ss.configure(rows[0])
    }
}
