import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ListCellCellStyleTests {
    @Test(arguments: [
        (ListCell.CellStyle.value1, "style=value1"), (.value2, "style=value2"), (.subtitle, "style=subtitle"),
    ])
    func theDumpNamesEveryStyleButTheDefault(style: ListCell.CellStyle, attribute: String) {
        let cell = ListCell(style: style, reuseIdentifier: nil)
        #expect(cell.dumpAttributes == [attribute])
        #expect(cell.dump().contains(attribute))
    }

    @Test func theDefaultStyleIsNotNamed() {
        #expect(ListCell(style: .default, reuseIdentifier: nil).dumpAttributes == [])
    }
}
