import BenchmarkSupport
import SendingState
import SendingStateGTK

/// A GTKListView of numbered rows, shown in a window, with a counting handler attached: the list
/// a SendingState app writes.
@MainActor
final class SendingStateList {
    let rows: NumberedRows
    let handler = CountingHandler()
    let list = GTKListView { BenchmarkRowView() }
    let window: BenchmarkWindow

    init(rowCount: Int) {
        rows = NumberedRows(count: rowCount)
        list.dataSource = rows
        list.actionHandler = AnyActionHandlingProvider(handler)
        list.reloadData()
        window = BenchmarkWindow(showing: list.widget)
    }
}
