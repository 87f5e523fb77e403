import HeadlessWidgets
import SendingState

/// A data source of sections of plain cells registered as `"path"`, each identified by its
/// index path, whose cell method a test can replace to make a mistake.
@MainActor
final class SectionedSource: ListViewDataSource {
    var rowsPerSection: [Int]
    /// Makes the cell of a row; by default, dequeues a `"path"` cell and names it after the row.
    var makeCell: (ListView, IndexPath) throws -> ListCell = { listView, indexPath in
        let cell = listView.dequeueReusableCell(withIdentifier: "path", for: indexPath)
        cell.accessibilityIdentifier = "\(indexPath)"
        return cell
    }

    /// Runs each time the list asks for the number of sections, before the source answers.
    var willCountSections: (ListView) -> Void = { _ in }
    /// How many times the list has asked for the number of sections: once per reload.
    private(set) var sectionCounts = 0

    init(_ rowsPerSection: [Int]) {
        self.rowsPerSection = rowsPerSection
    }

    /// A 390-point-wide list of `visibleRows` rows showing this source, with `"path"` registered.
    func makeList(visibleRows: Int = 10) -> ListView {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: Double(visibleRows) * 44))
        list.register(ListCell.self, forCellReuseIdentifier: "path")
        list.dataSource = self
        return list
    }

    func numberOfSections(in listView: ListView) -> Int {
        sectionCounts += 1
        willCountSections(listView)
        return rowsPerSection.count
    }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        rowsPerSection[section]
    }

    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) throws -> ListCell {
        try makeCell(listView, indexPath)
    }
}
