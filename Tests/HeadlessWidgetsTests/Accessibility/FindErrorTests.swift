import HeadlessWidgets
import Testing

struct FindErrorTests {
    @Test func pluralizesTheNodeCount() {
        let none = FindError(kind: .notFound, query: "node with text \"x\"", root: "View", nodes: [])
        #expect(none.description == "no node with text \"x\" under View; found 0 nodes:")
    }
}
