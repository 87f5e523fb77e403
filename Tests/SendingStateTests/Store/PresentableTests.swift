import SendingState
import Testing

@MainActor
struct PresentableTests {
    /// Renders any presentable on a fresh view, as generic list code would.
    private func render<P: Presentable>(_ presentable: P, on view: P.Binder) {
        presentable.apply(to: view)
    }

    @Test func aStoreIsPresentable() {
        let store = BindingStore<String, LabelView>(state: "title")
        let view = LabelView()
        render(store, on: view)
        #expect(view.text == "title")
        #expect(store.state == "title")
    }

    @Test func aValueTypeCanBePresentable() {
        struct Caption: Presentable {
            var state: String
            var binderType: LabelView.Type { LabelView.self }
            func apply(to binder: LabelView) { binder.ss.configure(state) }
        }
        var caption = Caption(state: "one")
        caption.state = "two"
        let view = LabelView()
        render(caption, on: view)
        #expect(view.text == "two")
    }

    @Test func theBinderTypeDefaultsToTheViewTypeOfApply() {
        struct Badge: Presentable {
            var state: String
            func apply(to binder: LabelView) { binder.ss.configure(state) }
        }
        let badge = Badge(state: "new")
        #expect(badge.binderType == LabelView.self)
        let view = LabelView()
        render(badge, on: view)
        #expect(view.text == "new")
    }
}
