import SendingState
import SendingStateParity
import SendingStateTestSupport
import SendingStateWeb
import SendingStateWebTesting

/// Plays scenarios in a real headless Chromium, with real pointer, touch and key input through
/// WebDriver.
@MainActor
enum WebPlayer {
    /// Plays a scenario; returns its transcript and what a screen reader reads on the screen after it.
    static func play(_ scenario: Scenario) async throws -> (transcript: [String], semantics: String) {
        let screen = WebParityScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        screen.list.actionHandler = AnyActionHandlingProvider(recorder)
        let page = try await WebTestPage(screen, width: 800, height: 900)
        for (step, next) in zip(scenario.steps, scenario.steps.dropFirst().map(Optional.some) + [nil]) {
            try await perform(step, on: screen, in: page)
            try await page.settle()
            // A person pauses between two touches, longer than a double click's interval.
            if step.touches, next?.touches == true { try await page.input.pause(for: pause) }
        }
        let result = (normalized(recorder.actions), screen.semanticsDump())
        await page.close()
        return result
    }

    private static func perform(_ step: Step, on screen: WebParityScreen, in page: WebTestPage) async throws {
        let input = page.input
        switch step {
        case .click(let part, let count):
            try await input.click(try screen.view(for: part), count: count)
        case .step(let up):
            let center = try await input.center(of: screen.stepper)
            // The − half on the left, the + half on the right.
            try await input.click(
                screen.stepper, at: Point(x: up ? center.x * 2 - 12 : 12, y: center.y))
        case .drag(let part, let dx, let dy, let back):
            let view = try screen.view(for: part)
            try await input.drag(
                view, along: dragPath(from: try await input.center(of: view), dx: dx, dy: dy, back: back))
        case .hold(let part, let seconds):
            try await input.longPress(try screen.view(for: part), for: seconds)
        case .focus(let part):
            let view = try screen.view(for: part)
            if view is WebTextField || view is WebTextView {
                try await input.click(view)
            } else {
                view.becomeFirstResponder()
                page.session.setNeedsUpdate()
            }
        case .key(let stroke):
            try await input.press(keyPress(stroke))
        case .type(let text):
            try await input.type(text)
        case .scroll(let row):
            try await scroll(screen.list, toRow: row, in: page)
        case .add(let row):
            guard let view = screen.list.rowView(at: row) else {
                throw ParityError("web row \(row) isn't shown")
            }
            try await input.click(view.add)
        case .slideToEnd:
            // From the thumb's center, at the start of the track, to the track's last pixel.
            let center = try await input.center(of: screen.slider)
            try await input.drag(
                screen.slider, along: [Point(x: 12, y: center.y), Point(x: center.x * 2 - 1, y: center.y)])
        case .pressThumb:
            // At the minimum, the thumb's center is its radius from the start of the track.
            let center = try await input.center(of: screen.slider)
            try await input.click(screen.slider, at: Point(x: 12, y: center.y))
        case .pinch:
            try await input.pinch(screen.pinchPad, to: 2)
        case .segment:
            throw ParityError(noWebSegmentedControl)
        }
    }

    /// The key press a stroke is.
    private static func keyPress(_ stroke: Stroke) -> KeyPress {
        switch stroke {
        case .space: KeyPress(.space)
        case .return: KeyPress(.return)
        case .tab: KeyPress(.tab)
        case .shiftTab: KeyPress(.tab, modifierFlags: .shift)
        case .up: KeyPress(.upArrow)
        case .down: KeyPress(.downArrow)
        case .backspace: KeyPress(.deleteBackward)
        }
    }

    /// Turns the mouse wheel over the list until a row is shown whole.
    private static func scroll(_ list: WebListView<WebItemRow>, toRow row: Int, in page: WebTestPage)
        async throws
    {
        for _ in 0..<10 {
            let top = Double(row) * list.rowHeight
            if top >= list.contentOffset, top + list.rowHeight <= list.contentOffset + list.height,
                list.rowView(at: row) != nil
            {
                return
            }
            try await page.input.scroll(list, by: top - list.contentOffset)
            try await page.settle()
        }
        throw ParityError("the wheel didn't bring web row \(row) into sight")
    }
}
