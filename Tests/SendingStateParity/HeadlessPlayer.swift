import HeadlessWidgets
import SendingState
import SendingStateTestSupport

/// Plays scenarios on HeadlessWidgets, with its touches and keys on the window's virtual clock.
@MainActor
public enum HeadlessPlayer {
    /// Plays a scenario; returns its transcript and what a screen reader reads on the screen after it.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - leftOut: The parts the screen leaves out, as the screen of a toolkit that lacks them.
    /// - Returns: The transcript, and the screen's semantics dump after the scenario.
    /// - Throws: A refusal of a step a person couldn't make, or a ``ParityError``.
    public static func play(_ scenario: Scenario, leavingOut leftOut: Set<Part> = []) throws -> (
        transcript: [String], semantics: String
    ) {
        let window = Window(size: Size(width: 600, height: 700))
        // GTK's buttons, switches and spin buttons always take the keyboard focus.
        window.isFullKeyboardAccessEnabled = true
        let screen = HeadlessParityScreen(leavingOut: leftOut)
        let recorder = Recorder<String>()
        window.addSubview(screen)
        screen.ss.addActionHandler(to: recorder)
        screen.handler = AnyActionHandlingProvider(recorder)
        screen.list.reloadData()
        for (step, next) in zip(scenario.steps, scenario.steps.dropFirst().map(Optional.some) + [nil]) {
            try perform(step, on: screen, in: window)
            // A person pauses between two touches, longer than a double tap's interval.
            if step.touches, next?.touches == true { window.clock.advanceWithoutWaiting(by: pause) }
        }
        return (normalized(recorder.actions), screen.semanticsDump())
    }

    private static func perform(_ step: Step, on screen: HeadlessParityScreen, in window: Window) throws {
        switch step {
        case .click(let part, let count):
            try screen.view(for: part).tap(numberOfTaps: count)
        case .step(let up):
            try screen.stepper.tap(up ? .plus : .minus)
        case .drag(let part, let dx, let dy, let back):
            let view = screen.view(for: part)
            let center = Point(x: view.bounds.size.width / 2, y: view.bounds.size.height / 2)
            let path = dragPath(from: center, dx: dx, dy: dy, back: back)
            let touch = try view.touchDown(at: [path[0]])
            for (from, to) in zip(path, path.dropFirst()) {
                for move in 1...8 {
                    let progress = Double(move) / 8
                    try touch.move(
                        0,
                        to: Point(
                            x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress))
                }
            }
            touch.liftAll()
        case .hold(let part, let seconds):
            try screen.view(for: part).longPress(duration: seconds)
        case .focus(let part):
            let view = screen.view(for: part)
            if view is TextField || view is TextView {
                try view.tap()
            } else {
                _ = view.becomeFirstResponder()
            }
        case .key(let stroke):
            switch stroke {
            case .space: _ = window.press(.space)
            case .return: _ = window.press(.return)
            case .tab: _ = window.pressTab()
            case .shiftTab: _ = window.pressShiftTab()
            case .up: _ = window.press(.upArrow)
            case .down: _ = window.press(.downArrow)
            case .backspace: _ = window.press(.deleteBackward)
            }
        case .type(let text):
            try window.type(text)
        case .scroll(let row):
            screen.list.scroll(to: row)
        case .add(let row):
            guard let cell = screen.list.cellForRow(at: row) as? HeadlessItemCell else {
                throw ParityError("headless row \(row) isn't shown")
            }
            try cell.add.tap()
        case .slideToEnd:
            try screen.slider.slide(to: screen.slider.maximumValue)
        case .pressThumb:
            // At the minimum, the thumb is at the start of the track.
            let touch = try screen.slider.touchDown(at: [
                Point(x: 0.5, y: screen.slider.bounds.size.height / 2)
            ])
            touch.liftAll()
        case .pinch:
            try screen.view(for: .pinchPad).pinch(to: 2)
        case .segment(let index):
            try screen.segments.tap(segment: index)
        }
    }
}
