import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateParity
import SendingStateTestSupport

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
        case .segment(let index):
            guard let segment = screen.segments.segment(at: index) else {
                throw ParityError("the GTK segmented control has no segment \(index)")
            }
            try input.click(segment)
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

extension Stroke {
    /// The key as `xdotool` names it.
    var xdotoolName: String {
        switch self {
        case .space: "space"
        case .return: "Return"
        case .tab: "Tab"
        case .shiftTab: "shift+Tab"
        case .up: "Up"
        case .down: "Down"
        case .backspace: "BackSpace"
        }
    }
}
