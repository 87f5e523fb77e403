import SendingState
import Testing

@MainActor
struct ConfigurableTests {
    @Test func sizeDefaultsToNil() {
        #expect(
            ItemCell.size(with: Item(id: 1, title: "a"), constrainedTo: Size(width: 100, height: 100)) == nil)
    }

    @Test func aBinderCanReportItsSizeWithoutAnInstance() {
        #expect(
            LabelView.size(with: "abc", constrainedTo: Size(width: 100, height: 50))
                == Size(width: 24, height: 20))
    }

    @Test func theConfigurerNeedsNoCaptureOfSelf() {
        var cell: ItemCell? = ItemCell()
        let weakCell = Weak(cell!)
        let configurer = cell!.configurer
        configurer(cell!, Item(id: 1, title: "direct"))
        #expect(cell?.renderedTitle == "direct")
        cell = nil
        #expect(weakCell.object == nil, "the configurer closure does not keep the view alive")
    }

    @Test func aViewThatMeasuresOptionalInputIsCalledOffTheMainActor() async {
        let size = await Task.detached { LabelView.size(with: "abcd", constrainedTo: nil) }.value
        #expect(size == Size(width: 32, height: 20))
        #expect(LabelView.size(with: nil, constrainedTo: Size(width: 1, height: 1)) == nil)
        #expect(
            ItemCell.size(with: Item(id: 1, title: "a"), constrainedTo: nil) == nil,
            "the default has no opinion")
    }

    @Test func describesIntegralExtentsWithoutFractions() {
        #expect(Size(width: 320, height: 44.5).description == "320×44.5")
        #expect(Size.zero == Size(width: 0, height: 0))
    }
}
