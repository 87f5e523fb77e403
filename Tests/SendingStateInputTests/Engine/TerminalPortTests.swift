import SendingState
import SendingStateInput
import Testing

/// The terminal port of the porting article: mouse reports in cells and keys, through the engine,
/// give what UIKit reports.
@MainActor
struct TerminalPortTests {
    let clock = EventLoopClock()
    let screen = CellView(column: 0, row: 0, width: 80, height: 24)
    let field = TextFieldView(column: 2, row: 1, width: 20)
    let button = CellView(.button, column: 2, row: 3, width: 8)
    let list = CellView(column: 30, row: 1, width: 40, height: 20)
    let terminal: Terminal

    init() {
        screen.add(field)
        screen.add(button)
        screen.add(list)
        list.isScrollable = true
        terminal = Terminal(screen: screen, clock: clock)
    }

    /// The SGR report of the left button at a cell, counted from 1 as a terminal counts.
    private func left(_ final: Character, column: Int, row: Int, moving: Bool = false) -> String {
        "\u{1B}[<\(moving ? 32 : 0);\(column);\(row)\(final)"
    }

    @Test func aClickOnAButtonReportsWhatAClickOnAUIButtonDoes() {
        let events: [ControlEvents] = [.touchDown, .touchUpInside, .primaryActionTriggered]
        let mappings = Mappings(named: [(button, "button", events.map { .control($0) })])
        terminal.mouse(left("M", column: 4, row: 4), time: 1)
        terminal.mouse(left("m", column: 4, row: 4), time: 1.1)
        #expect(
            mappings.actions == [
                "button [touchDown]", "button [touchUpInside]", "button [primaryActionTriggered]",
            ])
    }

    @Test func aDragToTheNextCellIsStillATapAndADragOfTwoCellsIsAPan() {
        let mappings = Mappings(named: [
            (list, "list", [.gesture(.tap()), .gesture(.pan(on: [.began, .ended]))])
        ])
        terminal.mouse(left("M", column: 40, row: 5), time: 1)
        terminal.mouse(left("M", column: 41, row: 5, moving: true), time: 1.05)
        terminal.mouse(left("m", column: 41, row: 5), time: 1.1)
        #expect(mappings.actions == ["list tap ended"], "8 points is within a tap's 10")

        terminal.mouse(left("M", column: 40, row: 5), time: 3)
        terminal.mouse(left("M", column: 42, row: 5, moving: true), time: 3.05)
        terminal.mouse(left("m", column: 42, row: 5), time: 3.1)
        #expect(mappings.actions == ["list tap ended", "list pan began", "list pan ended"])
    }

    @Test func theWheelScrollsWhatIsUnderThePointerAndIsNeverATap() {
        let mappings = Mappings(named: [(list, "list", [.gesture(.tap()), .control(.valueChanged)])])
        terminal.mouse("\u{1B}[<65;40;5M", time: 1)
        terminal.mouse("\u{1B}[<65;40;5M", time: 1.1)
        terminal.mouse("\u{1B}[<64;40;5M", time: 1.2)
        #expect(list.scrolledLines == 1)
        #expect(mappings.actions == Array(repeating: "list [valueChanged]", count: 3))
        #expect(terminal.engine.pointersDown == 0)
    }

    @Test func aPointerMovingWithNoButtonHoversOverTheViewsUnderIt() {
        let mappings = Mappings(named: [(list, "list", [.gesture(.hover(on: [.began, .changed, .ended]))])])
        terminal.mouse("\u{1B}[<35;40;5M", time: 1)
        terminal.mouse("\u{1B}[<35;41;5M", time: 1.1)
        terminal.mouse("\u{1B}[<35;5;20M", time: 1.2)
        #expect(mappings.actions == ["list hover began", "list hover changed", "list hover ended"])
    }

    @Test func aLongPressBeginsWhenTheEventLoopsWaitRunsOutAtItsDeadline() {
        let mappings = Mappings(named: [(list, "list", [.gesture(.longPress(minimumPressDuration: 0.75))])])
        #expect(clock.timeout(at: 0) == nil, "nothing is due: the loop waits for the next report")
        terminal.mouse(left("M", column: 40, row: 5), time: 1)
        #expect(clock.timeout(at: 1.5) == 0.25, "it waits at most until 1.75")
        #expect(clock.timeout(at: 1.9) == 0, "a deadline already past waits for nothing")
        clock.fireDue(at: 1.7)
        #expect(mappings.actions.isEmpty)
        clock.fireDue(at: 1.75)
        #expect(mappings.actions == ["list longPress began"])
        #expect(clock.timeout(at: 1.75) == nil, "a press that began waits for no time")
        terminal.mouse(left("m", column: 40, row: 5), time: 2)
        #expect(mappings.actions == ["list longPress began", "list longPress ended"])
    }

    @Test func aPressThatLiftsBeforeItsDeadlineLeavesTheLoopNothingToWaitFor() {
        let mappings = Mappings(named: [(list, "list", [.gesture(.longPress())])])
        terminal.mouse(left("M", column: 40, row: 5), time: 1)
        #expect(clock.timeout(at: 1) == 0.5)
        terminal.mouse(left("m", column: 40, row: 5), time: 1.2)
        #expect(clock.timeout(at: 1.2) == nil)
        clock.fireDue(at: 2)
        #expect(mappings.actions.isEmpty)
    }

    @Test func tabFocusesInReadingOrderAndTheFocusedControlTakesItsKeys() {
        let mappings = Mappings(named: [
            (button, "button", [.control(.primaryActionTriggered)]),
            (screen, "screen", [.key(KeyPress("q", modifierFlags: .control))]),
        ])
        terminal.press(KeyPress(.tab))
        #expect(terminal.focused === field)
        terminal.press("Q")
        terminal.press(KeyPress(.space, modifierFlags: .shift))
        terminal.press("q")
        #expect(field.text == "Q q", "the field types what Shift made")
        terminal.press(KeyPress("q", modifierFlags: .control))
        #expect(field.text == "Q q", "a key with Control is a shortcut")
        terminal.press(KeyPress(.tab))
        #expect(terminal.focused === button)
        terminal.press(KeyPress(.space))
        #expect(mappings.actions == ["screen control+q", "button [primaryActionTriggered]"])
    }

    @Test(arguments: [
        "\u{1B}[<2;4;4M",  // the right button
        "\u{1B}[<0;0;4M",  // a column before the first
        "\u{1B}[<0;4M",  // a field short
        "\u{1B}[<0;4;4X",  // no final M or m
        "\u{1B}[<66;4;4M",  // the wheel sideways
        "[<0;4;4M",  // no escape
    ])
    func aReportThatIsNotOneOfTheLeftButtonOrTheWheelIsIgnored(report: String) {
        let mappings = Mappings(named: [(button, "button", [.control(.allEvents)])])
        #expect(MouseReport(report) == nil)
        terminal.mouse(report, time: 1)
        #expect(mappings.actions.isEmpty)
        #expect(terminal.engine.pointersDown == 0)
    }

    @Test func eachActionOfTheLeftButtonAndTheWheelIsRead() {
        #expect(MouseReport("\u{1B}[<0;4;5M") == MouseReport(action: .press, column: 4, row: 5))
        #expect(MouseReport("\u{1B}[<32;4;5M") == MouseReport(action: .drag, column: 4, row: 5))
        #expect(MouseReport("\u{1B}[<0;4;5m") == MouseReport(action: .release, column: 4, row: 5))
        #expect(MouseReport("\u{1B}[<35;4;5M") == MouseReport(action: .hover, column: 4, row: 5))
        #expect(MouseReport("\u{1B}[<64;4;5M") == MouseReport(action: .wheel(up: true), column: 4, row: 5))
        #expect(
            MouseReport("\u{1B}[<69;4;5M") == MouseReport(action: .wheel(up: false), column: 4, row: 5),
            "Shift held")
        #expect(
            MouseReport("\u{1B}[<16;4;5M") == MouseReport(action: .press, column: 4, row: 5), "Control held")
    }

    @Test func aClickOnTheTextFieldFocusesItAndTheKitEditsItsTextAroundTheCaret() {
        let mappings = Mappings(named: [
            (field, "field", [.control(.editingDidBegin), .control(.editingChanged)])
        ])
        terminal.mouse(left("M", column: 4, row: 2), time: 1)
        terminal.mouse(left("m", column: 4, row: 2), time: 1.1)
        #expect(terminal.focused === field)
        for key: KeyPress in ["t", "a", KeyPress(.leftArrow), "e"] {
            terminal.press(key)
        }
        #expect(field.text == "tea")
        #expect(
            mappings.actions == ["field [editingDidBegin]"]
                + Array(repeating: "field [editingChanged]", count: 3))
        terminal.press(KeyPress(.return))
        #expect(terminal.focused == nil, "Return ends a field's editing")
    }

    @Test func aClickOnADisabledButtonFallsToTheViewBehindIt() {
        let mappings = Mappings(named: [
            (button, "button", [.control(.allEvents)]), (screen, "screen", [.gesture(.tap())]),
        ])
        button.isEnabled = false
        terminal.mouse(left("M", column: 4, row: 4), time: 1)
        terminal.mouse(left("m", column: 4, row: 4), time: 1.1)
        #expect(mappings.actions == ["screen tap ended"])
    }

    @Test func aFocusedFieldThatIsHiddenLosesTheFocusBeforeTheNextKey() {
        terminal.press(KeyPress(.tab))
        #expect(terminal.focused === field)
        field.isHidden = true
        terminal.press("q")
        #expect(field.text.isEmpty)
        #expect(terminal.focused == nil)
    }
}
