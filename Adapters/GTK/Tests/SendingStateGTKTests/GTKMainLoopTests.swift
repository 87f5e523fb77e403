import SendingStateGTK
import SendingStateGTKTesting
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKMainLoopTests {
    @Test func iteratingStopsWhenTheConditionHolds() {
        var ran = false
        GTKMainLoop.after(seconds: 0.05) { ran = true }
        #expect(GTKMainLoop.iterate(timeout: 2) { ran })
    }

    @Test func iteratingGivesUpAfterTheTimeout() {
        #expect(!GTKMainLoop.iterate(timeout: 0.05) { false })
    }

    @Test func runReturnsWhenQuitIsCalled() {
        var order: [String] = []
        GTKMainLoop.after(seconds: 0.05) {
            order.append("quit")
            GTKMainLoop.quit()
        }
        GTKMainLoop.run()
        order.append("returned")
        #expect(order == ["quit", "returned"])
    }
}
