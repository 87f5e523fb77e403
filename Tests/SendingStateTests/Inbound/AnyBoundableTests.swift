import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct AnyBoundableTests {
    @Test func aHeterogeneousListAppliesEachModelToItsBinder() {
        let rows = [
            AnyBoundable(LabelModel(contentData: "Header")),
            AnyBoundable(ItemModel(contentData: Item(id: 1, title: "Milk"))),
            AnyBoundable(ItemModel(contentData: Item(id: 2, title: "Eggs"))),
        ]
        let views: [AnyObject] = rows.map { row in
            row.binderType is LabelView.Type ? LabelView() : ItemCell() as AnyObject
        }
        for (row, view) in zip(rows, views) {
            #expect(row.apply(to: view) == nil)
        }
        #expect((views[0] as? LabelView)?.text == "Header")
        #expect((views[1] as? ItemCell)?.renderedTitle == "Milk")
        #expect((views[2] as? ItemCell)?.ss.state()?.id == 2)
    }

    @Test func binderTypeNamesTheViewType() {
        #expect(AnyBoundable(LabelModel(contentData: nil)).binderType is LabelView.Type)
        #expect(AnyBoundable(ItemModel(contentData: nil)).binderType is ItemCell.Type)
    }

    @Test func aMismatchedBinderIsLeftUntouchedAndReportedWithBothTypes() {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            let cell = ItemCell()
            let mismatch = AnyBoundable(LabelModel(contentData: "x")).apply(to: cell)

            #expect(cell.configureCount == 0)
            #expect(cell.ss.state() == nil)
            #expect(mismatch?.expectedBinderType == "LabelView")
            #expect(mismatch?.actualBinderType == "ItemCell")
            #expect(
                mismatch?.description
                    == "AnyBoundable(LabelModel) drives LabelView but was applied to ItemCell; nothing was applied."
            )
            #expect(diagnostics.reports == [mismatch].compactMap { $0 }.map { .bindingMismatch($0) })
        }
    }

    @Test func aSubclassOfTheBinderIsAppliedTo() {
        let view = HighlightedTitleView()
        #expect(AnyBoundable(TitleModel(contentData: "Sale")).apply(to: view) == nil)
        #expect(view.title == "Sale")
        #expect(view.ss.state() == "Sale")
    }

    @Test func canApplyTellsWhetherTheTypesFit() {
        let row = AnyBoundable(LabelModel(contentData: "x"))
        #expect(row.canApply(to: LabelView()))
        #expect(!row.canApply(to: ItemCell()))
    }

    @Test func exposesTheDataAndSizesWithTheBinder() {
        let row = AnyBoundable(LabelModel(contentData: "abc"))
        #expect(row.contentData as? String == "abc")
        #expect(row.size(constrainedTo: Size(width: 100, height: 50)) == Size(width: 24, height: 20))
        #expect(row.size(constrainedTo: nil) == Size(width: 24, height: 20))
        let empty = AnyBoundable(LabelModel(contentData: nil))
        #expect(empty.contentData == nil)
        #expect(empty.size(constrainedTo: Size(width: 100, height: 50)) == nil)
        #expect(empty.identifier == nil)
    }

    @Test func theDescriptionNamesWhatWasAppliedAndBothTypes() {
        let mismatch = BindingMismatch(
            source: "AnyBoundable(Row)", expectedBinderType: "Cell", actualBinderType: "Header")
        #expect(
            mismatch.description
                == "AnyBoundable(Row) drives Cell but was applied to Header; nothing was applied.")
    }
}

/// A binder that isn't final, and a subclass of it, which view models of the base must accept.
class TitleView: Sender, Configurable {
    let senderStorage = SenderStorage()
    private(set) var title = ""

    var configurer: (TitleView, String) -> Void {
        { view, title in view.title = title }
    }
}

final class HighlightedTitleView: TitleView {}

struct TitleModel: Boundable {
    typealias Binder = TitleView
    var contentData: String?
}
