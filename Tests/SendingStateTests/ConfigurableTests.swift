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
}
