import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport

/// A transcript as both toolkits are compared: the lines in order, with a run of a gesture's
/// `changed` phase as one line, since each toolkit delivers motion at its own rate.
func normalized(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines where !(line.hasSuffix(" changed") && result.last == line) {
        result.append(line)
    }
    return result
}

/// How long a person pauses between two steps that touch the screen: longer than a double tap's
/// interval, so that two steps are two gestures.
let pause = Duration.milliseconds(600)

/// Where a drag goes: from a part's center by an offset in eight moves, and back when asked.
func dragPath(from center: Point, dx: Double, dy: Double, back: Bool) -> [Point] {
    let end = Point(x: center.x + dx, y: center.y + dy)
    return back ? [center, end, center] : [center, end]
}

/// Plays scenarios on HeadlessWidgets, with its touches and keys on the window's virtual clock.
@MainActor
enum HeadlessPlayer {
    /// Plays a scenario; returns its transcript and what a screen reader reads on the screen after it.
    static func play(_ scenario: Scenario) throws -> (transcript: [String], semantics: String) {
        let window = Window(size: Size(width: 600, height: 700))
        // GTK's buttons, switches and spin buttons always take the keyboard focus.
        window.isFullKeyboardAccessEnabled = true
        let screen = HeadlessParityScreen()
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
        }
    }
}

/// Plays scenarios on GTK, with real input from `xdotool`.
@MainActor
enum GTKPlayer {
    /// Plays a scenario; returns its transcript and what a screen reader reads on the screen after it.
    static func play(_ scenario: Scenario) throws -> (transcript: [String], semantics: String) {
        let screen = GTKParityScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        screen.list.actionHandler = AnyActionHandlingProvider(recorder)
        let window = GTKTestWindow(screen, width: 680, height: 720)
        defer { window.close() }
        try window.input.focusWindow()
        // GTK focuses the first focusable widget of a new window; a headless window has no focus.
        window.removeFocus()
        for (step, next) in zip(scenario.steps, scenario.steps.dropFirst().map(Optional.some) + [nil]) {
            try perform(step, on: screen, in: window)
            window.settle()
            // A person pauses between two touches, longer than a double click's interval.
            if step.touches, next?.touches == true {
                window.wait(
                    seconds: Double(pause.components.attoseconds) / 1e18 + Double(pause.components.seconds))
            }
        }
        return (normalized(recorder.actions), screen.semanticsDump())
    }

    private static func perform(_ step: Step, on screen: GTKParityScreen, in window: GTKTestWindow) throws {
        let input = window.input
        switch step {
        case .click(let part, let count):
            try input.click(screen.widget(for: part), count: count)
        case .step(let up):
            try input.click(
                screen.stepper, at: try centerOfStepButton(up ? "up" : "down", in: screen.stepper))
        case .drag(let part, let dx, let dy, let back):
            let widget = screen.widget(for: part)
            try input.drag(
                widget, along: dragPath(from: input.center(of: widget), dx: dx, dy: dy, back: back))
        case .hold(let part, let seconds):
            try input.longPress(screen.widget(for: part), for: seconds)
        case .focus(let part):
            let widget = screen.widget(for: part)
            if widget is GTKEntry || widget is GTKTextView {
                try input.click(widget)
            } else {
                gtk_widget_grab_focus(widget.widget)
            }
        case .key(let stroke):
            try input.key(stroke.xdotoolName)
        case .type(let text):
            try input.type(text)
        case .scroll(let row):
            try window.scroll(screen.list, toRow: row)
        case .add(let row):
            guard let view = screen.list.rowView(at: row) else {
                throw ParityError("GTK row \(row) isn't shown")
            }
            try input.click(view.add)
        case .slideToEnd:
            let thumb = try centerOfThumb(of: screen.slider)
            let end = Point(x: Double(gtk_widget_get_width(screen.slider.widget)) - 1, y: thumb.y)
            try input.drag(screen.slider, from: thumb, to: end)
        case .pressThumb:
            try input.click(screen.slider, at: try centerOfThumb(of: screen.slider))
        case .pinch:
            throw ParityError("xdotool can't pinch")
        }
    }

    /// The center of a scale's thumb, the widget GTK names `slider`, in the scale's coordinates.
    private static func centerOfThumb(of scale: GTKScale) throws -> Point {
        var pending = [gtk_widget_get_first_child(scale.widget)].compactMap { $0 }
        while let widget = pending.popLast() {
            if String(cString: gtk_widget_get_css_name(widget)) == "slider" {
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(widget, scale.widget, &bounds) != 0 else { break }
                return Point(
                    x: Double(bounds.origin.x + bounds.size.width / 2),
                    y: Double(bounds.origin.y + bounds.size.height / 2))
            }
            if let next = gtk_widget_get_next_sibling(widget) { pending.append(next) }
            if let child = gtk_widget_get_first_child(widget) { pending.append(child) }
        }
        throw ParityError("the scale has no thumb")
    }

    /// The center of a spin button's + or − button, in the spin button's coordinates.
    private static func centerOfStepButton(_ cssClass: String, in spin: GTKSpinButton) throws -> Point {
        var child = gtk_widget_get_first_child(spin.widget)
        while let button = child, gtk_widget_has_css_class(button, cssClass) == 0 {
            child = gtk_widget_get_next_sibling(button)
        }
        var bounds = graphene_rect_t()
        guard let button = child, gtk_widget_compute_bounds(button, spin.widget, &bounds) != 0 else {
            throw ParityError("the spin button has no \(cssClass) button")
        }
        return Point(
            x: Double(bounds.origin.x + bounds.size.width / 2),
            y: Double(bounds.origin.y + bounds.size.height / 2))
    }
}

/// A scenario couldn't be played as written.
struct ParityError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Step {
    /// Whether the step touches the screen, rather than typing or scrolling by code.
    var touches: Bool {
        switch self {
        case .click, .step, .drag, .hold, .add, .slideToEnd, .pressThumb, .pinch: true
        case .focus(let part): [.field, .field2, .search, .notes].contains(part)
        case .key, .type, .scroll: false
        }
    }
}
