import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// Input that a handler makes while the engine reports: queued, and applied in order once the
/// event in progress is done.
@MainActor
struct ReentrancyTests {
    let clock = TestClock()
    let engine: InputEngine
    let view = Node("view", width: 400, height: 400)

    init() {
        engine = InputEngine(clock: clock)
    }

    /// A handler that runs a closure for each action, the first time the action comes.
    final class Reacting: @MainActor ActionHandlingProvider {
        var reactions: [String: () -> Void] = [:]
        private(set) var actions: [String] = []

        func handle(action: String) {
            actions.append(action)
            reactions.removeValue(forKey: action)?()
        }
    }

    @Test func aHandlerThatMovesAPointerDuringItsPansBeganIsHeardAfterTheBegan() throws {
        let mappings = Mappings([(view, [.gesture(.pan(on: .all))])])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        let pointer = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 0, on: view))
        handler.reactions["view pan began"] = { [engine] in
            engine.pointerMoved(pointer, to: Point(x: 100, y: 150), time: 0.2)
            #expect(handler.actions == ["view pan began"], "the move waits for the report in progress")
        }
        engine.pointerMoved(pointer, to: Point(x: 100, y: 130), time: 0.1)
        #expect(handler.actions == ["view pan began", "view pan changed"])
        #expect(view.gestures.last?.values.translation == Point(x: 0, y: 20))
    }

    @Test func aHandlerThatPressesAndLiftsDuringAReportGetsItsNumberAtOnce() throws {
        let button = Node("button", width: 50, height: 50)
        button.controlKind = .button
        let mappings = Mappings([(button, [.control(.touchDown), .control(.touchUpInside)])])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        var second: Int?
        handler.reactions["button [touchDown]"] = { [engine] in
            second = engine.pointerDown(at: Point(x: 20, y: 20), time: 0, on: button)
            engine.pointerUp(second ?? -1, at: Point(x: 20, y: 20), time: 0.05)
        }
        let first = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: button))
        #expect(second == 1)
        #expect(engine.pointersDown == 1, "the handler's pointer came and went")
        engine.pointerUp(first, at: Point(x: 10, y: 10), time: 0.1)
        #expect(handler.actions == ["button [touchDown]", "button [touchUpInside]"])
    }

    @Test func aTimerFiringDuringAReportWaitsForIt() throws {
        let other = Node("other", width: 10, height: 10)
        let mappings = Mappings([
            (view, [.gesture(.pan(on: .all))]), (other, [.gesture(.longPress(on: .all))]),
        ])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        let dragged = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 0, on: view))
        _ = try #require(engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: other))
        handler.reactions["view pan began"] = { [clock] in
            // The long press's timer comes due while the engine reports the pan.
            clock.advance(to: 1)
            #expect(handler.actions == ["view pan began"])
        }
        engine.pointerMoved(dragged, to: Point(x: 100, y: 130), time: 0.1)
        #expect(handler.actions == ["view pan began", "other longPress began"])
    }

    @Test func aHandlerThatLiftsAndCancelsInOneReportHasBothAppliedInOrder() throws {
        let mappings = Mappings([(view, [.gesture(.pan(on: .all))])])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        let first = try #require(engine.pointerDown(at: Point(x: 100, y: 100), time: 0, on: view))
        let second = try #require(engine.pointerDown(at: Point(x: 200, y: 100), time: 0, on: view))
        handler.reactions["view pan began"] = { [engine] in
            engine.pointerUp(second, at: Point(x: 200, y: 130), time: 0.2)
            engine.cancelPointers(at: 0.3)
        }
        engine.pointersMoved([first: Point(x: 100, y: 130), second: Point(x: 200, y: 130)], time: 0.1)
        #expect(handler.actions == ["view pan began", "view pan cancelled"])
        #expect(engine.pointersDown == 0)
    }

    @Test func inputFedWhileQueuedInputIsReportedWaitsForItInTurn() throws {
        let button = Node("button", width: 100, height: 100)
        button.controlKind = .button
        let mappings = Mappings([
            (button, [.control(.touchDown), .control(.touchDragInside), .control(.touchUpInside)]),
            (button, [.gesture(.pan(on: .all))]),
        ])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        // The first pointer down is number 0, which the handlers use before pointerDown returns.
        let pointer = 0
        handler.reactions["button [touchDown]"] = { [engine] in
            engine.pointerMoved(pointer, to: Point(x: 50, y: 40), time: 0.1)
        }
        handler.reactions["button [touchDragInside]"] = { [engine] in
            // Fed while the queued move is reported: it waits until the move's pan began.
            engine.pointerUp(pointer, at: Point(x: 50, y: 40), time: 0.2)
        }
        #expect(engine.pointerDown(at: Point(x: 50, y: 10), time: 0, on: button) == pointer)
        #expect(
            handler.actions == [
                "button [touchDown]", "button [touchDragInside]", "button pan began",
                "button [touchUpInside]",
                "button pan ended",
            ])
    }

    @Test func aHandlerThatCancelsThePointersAndThenPressesANewOneKeepsTheNewPress() throws {
        let button = Node("button", width: 100, height: 100)
        button.controlKind = .button
        let mappings = Mappings([
            (button, [.control(.touchDown), .control(.touchCancel), .control(.touchUpInside)])
        ])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        var second: Int?
        handler.reactions["button [touchDown]"] = { [engine] in
            engine.cancelPointers(at: 0.1)
            second = engine.pointerDown(at: Point(x: 20, y: 20), time: 0.2, on: button)
        }
        _ = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: button))
        #expect(engine.pointersDown == 1, "the cancellation took the first pointer only")
        #expect(handler.actions == ["button [touchDown]", "button [touchCancel]", "button [touchDown]"])
        engine.pointerUp(try #require(second), at: Point(x: 20, y: 20), time: 0.3)
        #expect(handler.actions.last == "button [touchUpInside]", "the new press goes on to its release")
        #expect(engine.pointersDown == 0)
    }

    @Test func aKeyPressedFromATouchUpInsideActionComesAfterPrimaryActionTriggered() throws {
        let screen = Node("screen", width: 400, height: 400)
        let button = screen.add(Node("button", width: 100, height: 100))
        button.controlKind = .button
        button.reportsPrimaryAction = true
        let mappings = Mappings([
            (button, [.control(.touchUpInside), .control(.primaryActionTriggered)]),
            (screen, [.key("x")]),
        ])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        var delivery: InputEngine.KeyDelivery?
        handler.reactions["button [touchUpInside]"] = { [engine] in
            delivery = engine.deliver("x", focused: nil, unfocusedStart: screen)
        }
        let pointer = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: button))
        engine.pointerUp(pointer, at: Point(x: 10, y: 10), time: 0.05)
        #expect(handler.actions == ["button [touchUpInside]", "button [primaryActionTriggered]", "screen x"])
        guard case .queued = delivery else {
            Issue.record("expected the key queued behind the release, got \(String(describing: delivery))")
            return
        }
    }

    @Test func keysAndPointersFedFromOneHandlerKeepTheOrderTheyCameIn() throws {
        let screen = Node("screen", width: 400, height: 400)
        let field = TextNode("field")
        let other = TextNode("other", y: 50)
        screen.add(field)
        screen.add(other)
        let focus = KeyboardFocus(root: screen)
        engine.keyboardFocus = focus
        let mappings = Mappings([(screen, [.gesture(.tap())])])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        handler.reactions["screen tap ended"] = { [engine] in
            focus.focus(field)
            engine.deliver("a")
            engine.deliver(KeyPress(.tab))
            engine.deliver("b")
        }
        let pointer = try #require(engine.pointerDown(at: Point(x: 300, y: 300), time: 0, on: screen))
        engine.pointerUp(pointer, at: Point(x: 300, y: 300), time: 0.05)
        #expect(field.text == "a", "b came after the Tab, which left the field")
        #expect(other.text == "b")
        #expect(field.controlEvents == [.editingDidBegin, .editingChanged, .editingDidEnd])
    }

    @Test func aKeyPressedFromAKeyMappingsHandlerWaitsForTheFirstKey() {
        let screen = Node("screen", width: 400, height: 400)
        let mappings = Mappings([(screen, [.key("a"), .key("b")])])
        let handler = Reacting()
        mappings.ss.addActionHandler(to: handler)
        handler.reactions["screen a"] = { [engine] in
            engine.deliver("b", focused: nil, unfocusedStart: screen)
            #expect(handler.actions == ["screen a"], "b waits for a's report")
        }
        engine.deliver("a", focused: nil, unfocusedStart: screen)
        #expect(handler.actions == ["screen a", "screen b"])
    }
}
