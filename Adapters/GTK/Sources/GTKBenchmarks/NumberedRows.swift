import SendingStateGTK

/// The data source of the SendingState list: numbered rows, each made when the list binds it.
@MainActor
final class NumberedRows: GTKListViewDataSource {
    private let count: Int

    /// How many models the list asked for: one for each row it bound.
    private(set) var modelRequests = 0

    init(count: Int) {
        self.count = count
    }

    func numberOfRows(in listView: GTKListView<BenchmarkRowView>) -> Int {
        count
    }

    func listView(_ listView: GTKListView<BenchmarkRowView>, modelForRowAt row: Int) -> Row {
        modelRequests += 1
        return Row(id: row)
    }
}
