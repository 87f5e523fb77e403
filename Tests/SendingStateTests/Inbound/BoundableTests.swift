import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct BoundableTests {
    @Test func applyConfiguresTheBinderWithTheContentData() {
        let view = LabelView()
        LabelModel(contentData: "hello").apply(to: view)
        #expect(view.text == "hello")
        #expect(view.ss.state() == "hello")
    }

    @Test func binderTypeDefaultsToTheBinder() {
        #expect(ObjectIdentifier(ItemModel(contentData: nil).binderType) == ObjectIdentifier(ItemCell.self))
    }

    @Test func nilContentDataClearsTheStateAndSkipsTheConfigurer() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        ItemModel(contentData: Item(id: 1, title: "a")).apply(to: cell)
        ItemModel(contentData: nil).apply(to: cell)
        #expect(cell.configureCount == 1)
        #expect(cell.ss.state() == nil)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1)], "no stale .opened(1)")
    }

    @Test func aViewModelIsSendableAcrossActors() async {
        let model = await Task.detached { LabelModel(contentData: "from background") }.value
        let view = LabelView()
        model.apply(to: view)
        #expect(view.text == "from background")
    }

    @Test func aViewModelHasNoIdentifierByDefaultAndErasesItself() {
        struct Named: Boundable {
            var contentData: String?
            var binderType: LabelView.Type { LabelView.self }
            var identifier: String? { "title" }
        }
        #expect(LabelModel(contentData: "x").identifier == nil)
        #expect(Named(contentData: "x").eraseToAnyBoundable().identifier == "title")
        let view = LabelView()
        Named(contentData: "shown").eraseToAnyBoundable().apply(to: view)
        #expect(view.text == "shown")
    }
}
