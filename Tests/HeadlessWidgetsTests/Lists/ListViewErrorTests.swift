import HeadlessWidgets
import Testing

struct ListViewErrorTests {
    @Test func anUnregisteredIdentifierNamesTheRegisteredOnes() {
        #expect(
            ListViewError.unregisteredIdentifier("row", registered: []).description
                == "no cell class registered for reuse identifier \"row\"; registered: none")
        #expect(
            ListViewError.unregisteredIdentifier("row", registered: ["header", "product"]).description
                == "no cell class registered for reuse identifier \"row\"; registered: \"header\", \"product\""
        )
    }

    @Test func anIndexPathOutOfRangeSaysWhatRowsTheListHas() {
        let path = IndexPath(row: 5, section: 1)
        #expect(
            ListViewError.indexPathOutOfRange(path, rowsPerSection: []).description
                == "no row at [1, 5] in a list of no sections")
        #expect(
            ListViewError.indexPathOutOfRange(path, rowsPerSection: [1]).description
                == "no row at [1, 5] in a list of 1 section of 1 row")
        #expect(
            ListViewError.indexPathOutOfRange(path, rowsPerSection: [3, 2]).description
                == "no row at [1, 5] in a list of 2 sections of 3, 2 rows")
    }
}
