import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// Which recognizers hear a press: the rule for a press that lands on a control, or on a view
/// inside other views.
@MainActor
struct PressRoutingTests {
    let clock = TestClock()
    let engine: InputEngine
    let window = Node("window", width: 400, height: 400)
    let row = Node("row", x: 0, y: 100, width: 400, height: 44)
    let label = Node("label", x: 10, y: 0, width: 200, height: 44)
    let button = Node("button", x: 300, y: 0, width: 80, height: 44)
    let title = Node("title", x: 5, y: 5, width: 70, height: 30)

    init() {
        engine = InputEngine(clock: clock)
        button.controlKind = .button
        window.add(row)
        row.add(label)
        row.add(button)
        button.add(title)
    }

    /// Taps a node: a press and release at one window point.
    func tap(_ node: Node, at point: Point) {
        let pointer = engine.pointerDown(at: point, time: clock.now, on: node)
        engine.pointerUp(pointer ?? -1, at: point, time: clock.now + 0.05)
        clock.advance(to: clock.now + 1)
    }

    @Test func aPressOnAViewReachesItsRecognizersAndTheirContainersNearestFirst() {
        let mappings = Mappings([
            (window, [.gesture(.tap())]), (row, [.gesture(.tap())]), (label, [.gesture(.tap())]),
        ])
        tap(label, at: Point(x: 50, y: 120))
        #expect(mappings.actions == ["label tap ended", "row tap ended", "window tap ended"])
    }

    @Test func aPressOnAControlReachesOnlyTheControlsRecognizers() {
        let mappings = Mappings([
            (row, [.gesture(.tap()), .gesture(.longPress())]), (button, [.gesture(.tap())]),
        ])
        tap(button, at: Point(x: 340, y: 120))
        #expect(mappings.actions == ["button tap ended"])
        #expect(row.gestures.isEmpty)
        #expect(button.controlEvents == [.touchDown, .touchUpInside])
    }

    @Test func aPressOnAViewInsideAControlBelongsToTheControl() {
        let mappings = Mappings([(row, [.gesture(.tap())]), (title, [.gesture(.tap())])])
        tap(title, at: Point(x: 340, y: 120))
        #expect(
            mappings.actions.isEmpty, "the control owns the press: neither the title nor the row hears it")
        #expect(button.controlEvents == [.touchDown, .touchUpInside])
        #expect(title.reports.isEmpty)
    }

    @Test func theControlReportsItsTouchEventsThenItsGesturesThenRespondsToTheTouch() {
        let mappings = Mappings([(button, [.gesture(.tap())])])
        tap(button, at: Point(x: 340, y: 120))
        #expect(
            button.transcript == [
                "will began", "control[touchDown]", "will ended(inside: true)", "control[touchUpInside]",
                "tap ended", "ended inside",
            ])
        #expect(mappings.actions == ["button tap ended"])
    }

    @Test func aGestureIsLocatedInTheCoordinatesOfTheViewThatReportsIt() {
        let mappings = Mappings([(row, [.gesture(.tap())]), (label, [.gesture(.tap())])])
        defer { withExtendedLifetime(mappings) {} }
        tap(label, at: Point(x: 50, y: 120))
        #expect(label.gestures.first?.values.location == Point(x: 40, y: 20))
        #expect(row.gestures.first?.values.location == Point(x: 50, y: 20))
    }

    @Test func aViewWithNothingMappedHasNoRecognizerAndReportsNothing() {
        tap(label, at: Point(x: 50, y: 120))
        #expect(label.reports.isEmpty)
        #expect(label.senderInput.installedGestureKinds.isEmpty)
    }

    @Test func pointersLiftingTogetherEndEachRecognizerInItsOrder() throws {
        let mappings = Mappings([(label, [.gesture(.pan(on: .all)), .gesture(.pinch(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        let first = try #require(engine.pointerDown(at: Point(x: 40, y: 120), time: 0, on: label))
        let second = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: label))
        engine.pointersMoved([first: Point(x: 0, y: 140), second: Point(x: 200, y: 140)], time: 0.1)
        engine.pointersUp([first: Point(x: 0, y: 140), second: Point(x: 200, y: 140)], time: 0.2)
        #expect(label.gestures.map(\.kind) == [.pan, .pinch, .pan, .pinch])
        #expect(label.gestures.map(\.values.phase) == [.began, .began, .ended, .ended])
    }

    @Test func pointersLiftingOneByOneEndWhatFewerFingersEnd() throws {
        let mappings = Mappings([(label, [.gesture(.pan(on: .all)), .gesture(.pinch(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        let first = try #require(engine.pointerDown(at: Point(x: 40, y: 120), time: 0, on: label))
        let second = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: label))
        engine.pointersMoved([first: Point(x: 0, y: 140), second: Point(x: 200, y: 140)], time: 0.1)
        engine.pointerUp(first, at: Point(x: 0, y: 140), time: 0.2)
        engine.pointerUp(second, at: Point(x: 200, y: 140), time: 0.3)
        #expect(label.gestures.map(\.kind) == [.pan, .pinch, .pinch, .pan])
    }

    @Test func aScreenEdgePanMeasuresTheEdgesOfTheWindowSize() throws {
        let mappings = Mappings([(label, [.gesture(.screenEdge(edges: .all, on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        engine.windowSize = Size(width: 400, height: 400)
        let pointer = try #require(engine.pointerDown(at: Point(x: 12, y: 120), time: 0, on: label))
        engine.pointerMoved(pointer, to: Point(x: 60, y: 120), time: 0.1)
        engine.pointerUp(pointer, at: Point(x: 60, y: 120), time: 0.2)
        #expect(label.gestures.map(\.values.edge) == [.left, .left])
        engine.windowSize = .zero
        let again = try #require(engine.pointerDown(at: Point(x: 12, y: 120), time: 1, on: label))
        engine.pointerMoved(again, to: Point(x: 60, y: 120), time: 1.1)
        #expect(label.gestures.count == 2, "an empty window has no edges")
    }
}
