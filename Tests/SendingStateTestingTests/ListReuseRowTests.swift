import SendingStateTesting
import Testing

struct ListReuseRowTests {
    @Test func aRowIsDescribedByItsID() {
        #expect(ListReuseRow(id: 2).description == "row 2")
        #expect(ListReuseRow(id: 2) == ListReuseRow(id: 2))
        #expect(ListReuseRow(id: 1) != ListReuseRow(id: 2))
    }
}
