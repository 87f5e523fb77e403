import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ScrollViewFindingTests {
    let window = makeWindow()
    let recorder = ActionRecorder<ProductRowAction>()
    /// The data source of the list under test; a list holds its data source weakly.
    @MainActor final class Holder { var source: ProductList? }
    let holder = Holder()

    /// A list of products, eight rows of 44 points tall, at the top of the window.
    private func makeList(rows: Int) -> ListView {
        let source = ProductList(count: rows, handler: AnyActionHandlingProvider(recorder))
        holder.source = source
        let list = source.makeList(visibleRows: 8)
        window.addSubview(list)
        list.reloadData()
        return list
    }

    @Test func itDragsUntilTheRowIsMadeAndReachableAndReturnsIt() throws {
        let list = makeList(rows: 1_000)
        let start = window.clock.now
        let label = try list.scrollUntilVisible(.text("Product 40"), as: Label.self)
        // Each drag moves half the list, four rows: row 40's middle is in the bounds after nine.
        #expect(list.contentOffset == Point(x: 0, y: 9 * 176))
        #expect(list.visibleRows == 36..<44)
        #expect(
            start.duration(to: window.clock.now) == Duration.seconds(1) / 60 * 90, "nine pans of ten frames")
        let cell = try #require(label.superview as? ProductCell)
        try cell.favoriteButton.tap()
        #expect(recorder.actions == [.favorite(40)], "the reused cell acts for the row it shows")
        #expect(list.createdCellCount <= 16)
    }

    @Test func aNodeAlreadyReachableIsReturnedWithoutDragging() throws {
        let list = makeList(rows: 100)
        let label = try list.scrollUntilVisible(.text("Product 3"), as: Label.self)
        #expect(label.text == "Product 3")
        #expect(list.contentOffset == Point(x: 0, y: 0))
        #expect(window.clock.now.offset == .zero)
    }

    @Test func aCustomDeltaDragsByThatMuch() throws {
        let list = makeList(rows: 100)
        try list.scrollUntilVisible(.text("Product 10"), delta: Point(x: 0, y: 44))
        #expect(
            list.contentOffset == Point(x: 0, y: 3 * 44), "row 10 is the last whole row after three drags")
    }

    @Test func reachingTheEndThrowsWhatWasSearched() throws {
        let list = makeList(rows: 20)
        let error = try #require(throws: ScrollError.self) {
            try list.scrollUntilVisible(.text("Caviar"), as: Label.self)
        }
        #expect(error.reason == .reachedEnd)
        #expect(error.drags == 4, "three drags to the end at 528, a fourth that moves nothing")
        #expect(error.startOffset == Point(x: 0, y: 0))
        #expect(error.endOffset == Point(x: 0, y: 528))
        #expect(error.lastRefusal == nil)
        #expect(
            error.description
                == #"no reachable Label with text "Caviar" in ListView: the content reached its end after 4 drags, "#
                + "from offset (0, 0) to (0, 528) of content 390×880")
    }

    @Test func aMatchThatCannotBeTouchedIsNamedWhenTheSearchEnds() throws {
        let list = makeList(rows: 10)
        let label = try #require(try list.query(.text("Product 1"), as: Label.self))
        label.superview?.isHidden = true
        let error = try #require(throws: ScrollError.self) {
            try list.scrollUntilVisible(.text("Product 1"))
        }
        #expect(error.reason == .reachedEnd)
        #expect(error.lastRefusal?.reason == .hidden)
        #expect(
            error.description.hasSuffix(
                #"; the last match was refused: scrollUntilVisible on Label "Product 1" refused: ProductCell is hidden"#
            ))
    }

    @Test func theSearchGivesUpAfterItsMaximumDrags() throws {
        let list = makeList(rows: 1_000)
        let error = try #require(throws: ScrollError.self) {
            try list.scrollUntilVisible(.text("Product 999"), maximumDrags: 2)
        }
        #expect(error.reason == .tooManyDrags)
        #expect(error.drags == 2)
        #expect(list.contentOffset == Point(x: 0, y: 352))
        #expect(error.description.contains("it gave up after 2 drags, from offset (0, 0) to (0, 352)"))
    }

    @Test func zeroMaximumDragsLooksOnlyAtWhatIsShown() throws {
        let list = makeList(rows: 100)
        let shown = try list.scrollUntilVisible(.text("Product 3"), as: Label.self, maximumDrags: 0)
        #expect(shown.text == "Product 3")
        let error = try #require(throws: ScrollError.self) {
            try list.scrollUntilVisible(.text("Product 50"), maximumDrags: 0)
        }
        #expect(error.reason == .tooManyDrags, "zero is a valid maximum, not a refused argument")
        #expect(error.drags == 0)
        #expect(list.contentOffset == Point(x: 0, y: 0))
    }

    @Test func aRefusedDragOrABadArgumentStopsTheSearch() throws {
        let list = makeList(rows: 100)
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(overlay)
        let covered = try #require(throws: ScrollError.self) {
            try list.scrollUntilVisible(.text("Product 50"))
        }
        #expect(covered.reason == .refused(try #require(refusal(of: try list.pan(by: Point(x: 0, y: -176))))))
        #expect(covered.drags == 0)
        overlay.removeFromSuperview()
        for (delta, maximumDrags) in [
            (Point(x: 0, y: 0), 5), (Point(x: .nan, y: 1), 5), (Point(x: 0, y: 1), -1),
        ] {
            let error = try #require(throws: ScrollError.self) {
                try list.scrollUntilVisible(.text("Product 50"), delta: delta, maximumDrags: maximumDrags)
            }
            guard case .refused(let refusal) = error.reason, case .invalidArgument = refusal.reason else {
                Issue.record("expected an invalid argument, got \(error)")
                continue
            }
        }
    }

    @Test func aScrollViewThatCannotScrollIsSaidSo() throws {
        let list = makeList(rows: 100)
        list.isScrollEnabled = false
        let error = try #require(throws: ScrollError.self) {
            try list.scrollUntilVisible(.text("Product 50"))
        }
        #expect(error.reason == .scrollDisabled)
        #expect(error.drags == 0)
        #expect(error.description.contains("scrolling is disabled, at offset (0, 0) of content 390×4400"))
    }
}
