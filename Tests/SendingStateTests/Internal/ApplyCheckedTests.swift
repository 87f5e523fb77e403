import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct ApplyCheckedTests {
    @Test func appliesToAViewOfTheBinderTypeOrASubclass() {
        class Base {}
        final class Derived: Base {}
        var applied: [String] = []
        #expect(applyChecked("s", to: Base(), as: Base.self) { _ in applied.append("base") } == nil)
        #expect(applyChecked("s", to: Derived(), as: Base.self) { _ in applied.append("derived") } == nil)
        #expect(applied == ["base", "derived"])
    }

    @Test func aViewOfAnotherTypeIsLeftAloneAndTheMismatchReported() {
        let diagnostics = DiagnosticRecorder()
        var applied = false
        let mismatch = SendingStateDiagnostics.withHandler(diagnostics.record) {
            applyChecked("Row", to: TestSender(), as: ItemCell.self) { _ in applied = true }
        }
        #expect(!applied)
        #expect(
            mismatch
                == BindingMismatch(
                    source: "Row", expectedBinderType: "ItemCell", actualBinderType: "TestSender"))
        #expect(diagnostics.reports == [.bindingMismatch(mismatch!)])
    }
}
