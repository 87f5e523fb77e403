import HeadlessWidgets
import Testing

struct ListViewErrorTests {
    @Test func saysWhenNothingIsRegistered() {
        let error = ListViewError(reuseIdentifier: "row", registeredIdentifiers: [])
        #expect(
            error.description == "no cell class registered for reuse identifier \"row\"; registered: none")
    }
}
