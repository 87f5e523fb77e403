import CGtk
import Foundation
public import SendingState
public import SendingStateGTK

/// Real pointer and keyboard input for a window, made by `xdotool` as a person's hand would make it.
///
/// `xdotool` runs as another process while the test keeps GTK's main loop running, so GTK reads the
/// X server's events exactly as it reads a person's: it picks the widget under the pointer, runs
/// its own gestures, and refuses input to a widget that is insensitive, hidden or covered. Points
/// are in the widget's own coordinates, by default its center. Each method returns once `xdotool`
/// has exited; call ``GTKTestWindow/settle()`` before checking what the input did.
///
/// ```swift
/// try window.input.click(try window.get(.role(.button, name: "Checkout")))
/// try window.input.key("shift+Tab")
/// try window.input.type("Milk")
/// window.settle()
/// ```
///
/// Needs the `xdotool` program (Debian's `xdotool` package) and an X server, such as Xvfb under
/// `xvfb-run -a`. `xdotool` makes one pointer: a test of a pinch or a rotation calls the window's
/// input engine instead.
@MainActor
public struct RealInput {
    /// The window input is aimed at, if it was given one; it is found however it is titled.
    public let window: GTKWindow?
    /// The title of the window to aim at, if it was given one; `xdotool` finds it by name.
    public let windowTitle: String?
    /// How long one `xdotool` run may take, in seconds, before it is stopped and its step fails:
    /// by default, 10.
    public var timeLimit: Double = 10

    /// Input aimed at a window, found by its X window whatever its title is or becomes.
    ///
    /// Pointer input goes to the window of the widget it aims at, so one value serves a window and
    /// the popovers and dialogs it opens; the window is what ``focusWindow()`` focuses.
    ///
    /// - Parameter window: The window.
    public init(window: GTKWindow) {
        self.window = window
        self.windowTitle = nil
    }

    /// Input aimed at the window with a title, for a window the test doesn't hold, such as the
    /// file chooser GTK opens; pointer input still goes to the window of the widget it aims at.
    ///
    /// - Parameter windowTitle: The window's title, unique among the windows shown.
    public init(windowTitle: String) {
        self.window = nil
        self.windowTitle = windowTitle
    }

    /// The pattern `xdotool` finds a window by: the whole title, with every character that means
    /// something in a regular expression, such as `?` or `(`, escaped.
    static func titlePattern(_ title: String) -> String {
        let special: Set<Character> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]
        return "^" + title.map { special.contains($0) ? "\\\($0)" : "\($0)" }.joined() + "$"
    }

    /// Runs `xdotool` with arguments, handling GTK's events until it exits, for at most
    /// ``timeLimit`` seconds.
    ///
    /// The other methods are made of it; use it for what they don't cover, such as
    /// `["click", "5"]` for one step of the mouse wheel down. A run that takes longer is stopped,
    /// with whatever it started, and the step fails with what it was waiting for.
    ///
    /// - Parameter arguments: The arguments, as `xdotool`'s manual describes them.
    /// - Throws: ``RealInputError`` if `xdotool` is missing, fails or takes too long.
    public func xdotool(_ arguments: [String]) throws(RealInputError) {
        let command = "xdotool " + arguments.joined(separator: " ")
        let process: ChildProcess
        do {
            process = try ChildProcess("/usr/bin/xdotool", arguments: arguments)
        } catch {
            throw RealInputError(
                "xdotool couldn't start (\(error.description)); install Debian's xdotool package")
        }
        guard GTKMainLoop.iterate(timeout: timeLimit, until: { process.hasExited }) else {
            process.stop()
            throw RealInputError(
                "\(command) didn't finish within \(timeLimit) s\(Self.awaited(by: arguments)), and was stopped"
            )
        }
        guard process.succeeded else {
            let output = process.errorOutput
            throw RealInputError(command + " failed" + (output.isEmpty ? "" : ": " + output))
        }
    }

    /// What `xdotool` waits for with arguments that wait, to follow "within 10 s".
    private static func awaited(by arguments: [String]) -> String {
        if arguments.first == "search", let index = arguments.firstIndex(of: "--name"),
            index + 1 < arguments.count
        {
            return " waiting for a shown window whose title matches \(arguments[index + 1])"
        }
        if arguments.contains("windowfocus") { return " waiting for the window to take the keyboard focus" }
        return ""
    }

    /// Moves the pointer over a point of a widget.
    ///
    /// - Parameters:
    ///   - widget: The widget to move over.
    ///   - point: The point in the widget's coordinates; `nil` for its center.
    /// - Throws: ``RealInputError`` if the widget isn't shown or `xdotool` fails.
    public func move(to widget: GTKWidget, at point: Point? = nil) throws(RealInputError) {
        try xdotool(try moveArguments(to: point ?? center(of: widget), in: widget))
    }

    /// Clicks a widget with the primary button, as many times as asked, 80 ms apart: two clicks
    /// are a double click.
    ///
    /// - Parameters:
    ///   - widget: The widget to click.
    ///   - point: The point in the widget's coordinates; `nil` for its center.
    ///   - count: How many clicks.
    /// - Throws: ``RealInputError`` if the widget isn't shown or `xdotool` fails.
    public func click(_ widget: GTKWidget, at point: Point? = nil, count: Int = 1) throws(RealInputError) {
        try xdotool(
            try moveArguments(to: point ?? center(of: widget), in: widget)
                + ["click", "--repeat", "\(count)", "--delay", "80", "1"])
    }

    /// Double-clicks a widget with the primary button.
    ///
    /// - Parameters:
    ///   - widget: The widget to double-click.
    ///   - point: The point in the widget's coordinates; `nil` for its center.
    /// - Throws: ``RealInputError`` if the widget isn't shown or `xdotool` fails.
    public func doubleClick(_ widget: GTKWidget, at point: Point? = nil) throws(RealInputError) {
        try click(widget, at: point, count: 2)
    }

    /// Presses the primary button on a widget, holds it still, then releases it.
    ///
    /// - Parameters:
    ///   - widget: The widget to press.
    ///   - seconds: How long to hold the button.
    ///   - point: The point in the widget's coordinates; `nil` for its center.
    /// - Throws: ``RealInputError`` if the widget isn't shown or `xdotool` fails.
    public func longPress(_ widget: GTKWidget, for seconds: Double, at point: Point? = nil)
        throws(RealInputError)
    {
        try xdotool(
            try moveArguments(to: point ?? center(of: widget), in: widget)
                + ["mousedown", "1", "sleep", "\(seconds)", "mouseup", "1"])
    }

    /// Drags from one point of a widget to another with the primary button held, in even steps.
    ///
    /// The end may be outside the widget, as when a finger slides off a button.
    ///
    /// - Parameters:
    ///   - widget: The widget whose coordinates the points are in.
    ///   - start: Where the button goes down.
    ///   - end: Where it comes up.
    ///   - steps: How many moves between them.
    ///   - stepDelay: The time between moves, in seconds.
    /// - Throws: ``RealInputError`` if the widget isn't shown or `xdotool` fails.
    public func drag(
        _ widget: GTKWidget, from start: Point, to end: Point, steps: Int = 8, stepDelay: Double = 0.02
    ) throws(RealInputError) {
        try drag(widget, along: [start, end], steps: steps, stepDelay: stepDelay)
    }

    /// Drags through points of a widget with the primary button held: down at the first, in even
    /// steps to each of the others, and up at the last, as when a finger slides off a button and
    /// back onto it.
    ///
    /// - Parameters:
    ///   - widget: The widget whose coordinates the points are in.
    ///   - path: The points, at least one.
    ///   - steps: How many moves from each point to the next.
    ///   - stepDelay: The time between moves, in seconds.
    /// - Throws: ``RealInputError`` if the path is empty, the widget isn't shown or `xdotool` fails.
    public func drag(
        _ widget: GTKWidget, along path: [Point], steps: Int = 8, stepDelay: Double = 0.02
    ) throws(RealInputError) {
        guard let start = path.first else { throw RealInputError("a drag needs at least one point") }
        let xWindow = try Self.xWindow(of: widget)
        var arguments = try moveArguments(to: start, in: widget) + ["mousedown", "1"]
        for (from, to) in zip(path, path.dropFirst()) {
            for step in 1...max(1, steps) {
                let progress = Double(step) / Double(max(1, steps))
                let point = Point(
                    x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
                let position = try windowPosition(of: point, in: widget)
                arguments += [
                    "sleep", "\(stepDelay)", "mousemove", "--window", xWindow, "\(Int(position.x.rounded()))",
                    "\(Int(position.y.rounded()))",
                ]
            }
        }
        try xdotool(arguments + ["sleep", "\(stepDelay)", "mouseup", "1"])
    }

    /// Drags one widget onto another with the primary button held, as a person drags a row onto a
    /// drop zone: down on the first, in even steps past GTK's drag threshold to the second, a pause
    /// there while GTK's drag and the drop target answer each other, and up.
    ///
    /// Both widgets must be in this window. Between the moves and the release it handles GTK's
    /// events until the X server has nothing more for them, so the target has seen the drag hover
    /// before the button comes up; the button comes up even when something fails on the way.
    ///
    /// ```swift
    /// try window.input.drag(row, onto: basket)
    /// ```
    ///
    /// - Parameters:
    ///   - source: The widget the drag starts on.
    ///   - target: The widget it ends on.
    ///   - start: Where the button goes down, in the source's coordinates; `nil` for its center.
    ///   - end: Where it comes up, in the target's coordinates; `nil` for its center.
    ///   - steps: How many moves from the start to the end.
    ///   - stepDelay: The time between moves, in seconds.
    /// - Throws: ``RealInputError`` if a widget isn't shown or `xdotool` fails.
    public func drag(
        _ source: GTKWidget, onto target: GTKWidget, from start: Point? = nil, to end: Point? = nil,
        steps: Int = 12, stepDelay: Double = 0.03
    ) throws(RealInputError) {
        let from = try windowPosition(of: start ?? center(of: source), in: source)
        let to = try windowPosition(of: end ?? center(of: target), in: target)
        let xWindow = try Self.xWindow(of: source)
        var arguments = try moveArguments(to: start ?? center(of: source), in: source) + ["mousedown", "1"]
        for step in 1...max(1, steps) {
            let progress = Double(step) / Double(max(1, steps))
            arguments += [
                "sleep", "\(stepDelay)", "mousemove", "--window", xWindow,
                "\(Int((from.x + (to.x - from.x) * progress).rounded()))",
                "\(Int((from.y + (to.y - from.y) * progress).rounded()))",
            ]
        }
        do {
            try xdotool(arguments)
            settleDisplay()
            // One more move over the target, which the drag reports to it once it has answered.
            try xdotool(try moveArguments(to: end ?? center(of: target), in: target))
            settleDisplay()
        } catch {
            try? xdotool(["mouseup", "1"])
            throw error
        }
        try xdotool(["sleep", "\(stepDelay)", "mouseup", "1"])
        settleDisplay()
    }

    /// Handles GTK's events until the X server has handled every request made so far and none
    /// are pending, three times over, as a drag's messages go back and forth between its source
    /// and its target.
    private func settleDisplay() {
        for _ in 0..<3 {
            if let display = gdk_display_get_default() { gdk_display_sync(display) }
            while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
        }
    }

    /// Turns the mouse wheel over a widget, by notches: positive scrolls down, negative up.
    ///
    /// - Parameters:
    ///   - widget: The widget to scroll over.
    ///   - notches: How many notches, and which way.
    /// - Throws: ``RealInputError`` if the widget isn't shown or `xdotool` fails.
    public func scroll(_ widget: GTKWidget, by notches: Int) throws(RealInputError) {
        guard notches != 0 else { return }
        try xdotool(
            try moveArguments(to: center(of: widget), in: widget)
                + ["click", "--repeat", "\(abs(notches))", "--delay", "30", notches > 0 ? "5" : "4"])
    }

    /// Gives the window the keyboard focus, as a window manager does when a person clicks it.
    ///
    /// - Throws: ``RealInputError`` if the window isn't shown or `xdotool` fails.
    public func focusWindow() throws(RealInputError) {
        if let window {
            try xdotool(["windowfocus", "--sync", try Self.xWindow(of: window.rootNode)])
        } else if let windowTitle {
            try xdotool([
                "search", "--sync", "--onlyvisible", "--name", Self.titlePattern(windowTitle), "windowfocus",
                "--sync", "%1",
            ])
        }
    }

    /// Types text into the widget that has the keyboard focus, 20 ms a character; capitals are
    /// typed with Shift held, as a person types them.
    ///
    /// - Parameter text: The text to type.
    /// - Throws: ``RealInputError`` if `xdotool` fails.
    public func type(_ text: String) throws(RealInputError) {
        try xdotool(["type", "--delay", "20", text])
    }

    /// Presses and releases keys one after another, each named as X names it, with modifiers joined
    /// by `+`, such as `Return`, `space`, `Tab`, `shift+Tab`, `Up` or `ctrl+a`.
    ///
    /// - Parameter keys: The keys, in order.
    /// - Throws: ``RealInputError`` if `xdotool` fails.
    public func key(_ keys: String...) throws(RealInputError) {
        try xdotool(["key", "--delay", "20"] + keys)
    }

    /// Holds a key down, such as `shift`, until ``keyUp(_:)`` releases it.
    ///
    /// - Parameter key: The key, as X names it.
    /// - Throws: ``RealInputError`` if `xdotool` fails.
    public func keyDown(_ key: String) throws(RealInputError) {
        try xdotool(["keydown", key])
    }

    /// Releases a key that ``keyDown(_:)`` holds.
    ///
    /// - Parameter key: The key, as X names it.
    /// - Throws: ``RealInputError`` if `xdotool` fails.
    public func keyUp(_ key: String) throws(RealInputError) {
        try xdotool(["keyup", key])
    }

    /// The center of a widget, in its own coordinates.
    ///
    /// - Parameter widget: The widget.
    /// - Returns: The point halfway across and down its allocation.
    public func center(of widget: GTKWidget) -> Point {
        Point(
            x: Double(gtk_widget_get_width(widget.widget)) / 2,
            y: Double(gtk_widget_get_height(widget.widget)) / 2)
    }

    /// A point of a widget in its window's surface coordinates, which `xdotool` moves relative to.
    ///
    /// - Parameters:
    ///   - point: The point, in the widget's coordinates.
    ///   - widget: The widget.
    /// - Returns: The point in the window's surface.
    /// - Throws: ``RealInputError`` if the widget isn't in a shown window.
    public func windowPosition(of point: Point, in widget: GTKWidget) throws(RealInputError) -> Point {
        guard let native = gtk_widget_get_native(widget.widget) else {
            throw RealInputError("a \(Swift.type(of: widget)) isn't in a shown window")
        }
        let window = cgtk_widget(UnsafeMutableRawPointer(native))
        var inWidget = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(widget.widget, window, &inWidget, &inWindow) != 0 else {
            throw RealInputError("a \(Swift.type(of: widget)) has no place in its window")
        }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return Point(x: Double(inWindow.x) + surfaceX, y: Double(inWindow.y) + surfaceY)
    }

    /// The arguments that move the pointer to a point of a widget, in the widget's window.
    private func moveArguments(to point: Point, in widget: GTKWidget) throws(RealInputError) -> [String] {
        let position = try windowPosition(of: point, in: widget)
        return [
            "mousemove", "--window", try Self.xWindow(of: widget), "\(Int(position.x.rounded()))",
            "\(Int(position.y.rounded()))",
        ]
    }

    /// The X window that shows a widget, as `xdotool` takes it: a decimal number.
    private static func xWindow(of widget: GTKWidget) throws(RealInputError) -> String {
        guard let native = gtk_widget_get_native(widget.widget) else {
            throw RealInputError("a \(Swift.type(of: widget)) isn't in a shown window")
        }
        let window = cgtk_surface_x11_window(gtk_native_get_surface(native))
        guard window != 0 else {
            throw RealInputError("a \(Swift.type(of: widget)) isn't in an X11 window; real input needs X11")
        }
        return String(window)
    }
}

/// Real input couldn't be made: `xdotool` is missing, failed or timed out, or the widget aimed at
/// isn't shown.
public struct RealInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, such as `xdotool key Return failed`.
    public let description: String

    /// An error that says what went wrong.
    ///
    /// - Parameter description: What went wrong.
    public init(_ description: String) {
        self.description = description
    }
}
