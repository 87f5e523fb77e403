import CGtk
import Foundation
import SendingState
import SendingStateGTK

/// Real pointer and keyboard input from `xdotool`, spawned as another process while the test
/// keeps GTK's main loop running, so that GTK reads the X server's events as a person's.
@MainActor
struct Pointer {
    /// The title of the window to aim at; `xdotool` finds it by name.
    let windowTitle: String

    /// Runs `xdotool` with arguments, handling GTK events until it exits.
    func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try process.run()
        let exited = GTKMainLoop.iterate(timeout: 10) { !process.isRunning }
        guard exited, process.terminationStatus == 0 else {
            if !exited { process.terminate() }
            throw PointerError(arguments: arguments)
        }
    }

    /// The arguments that move the pointer to a point of a widget, relative to its window.
    private func moveArguments(to point: Point, in view: GTKWidget) throws -> [String] {
        let position = try windowPosition(of: point, in: view)
        return [
            "search", "--sync", "--onlyvisible", "--name", "^\(windowTitle)$",
            "mousemove", "--window", "%1", "\(Int(position.x.rounded()))",
            "\(Int(position.y.rounded()))",
        ]
    }

    /// Moves the pointer over a point of a widget, by default its center.
    func move(to view: GTKWidget, at point: Point? = nil) throws {
        try xdotool(try moveArguments(to: point ?? center(of: view), in: view))
    }

    /// Clicks a widget, by default at its center, as many times as asked, quickly.
    func click(_ view: GTKWidget, at point: Point? = nil, count: Int = 1) throws {
        try xdotool(
            try moveArguments(to: point ?? center(of: view), in: view)
                + ["click", "--repeat", "\(count)", "--delay", "80", "1"])
    }

    /// Presses the primary button on a widget, holds it, then releases it.
    func press(_ view: GTKWidget, for seconds: Double, at point: Point? = nil) throws {
        try xdotool(
            try moveArguments(to: point ?? center(of: view), in: view)
                + ["mousedown", "1", "sleep", "\(seconds)", "mouseup", "1"])
    }

    /// Drags from one point of a widget to another in steps, with the primary button held.
    func drag(_ view: GTKWidget, from start: Point, to end: Point, steps: Int = 8, stepDelay: Double = 0.02)
        throws
    {
        var arguments = try moveArguments(to: start, in: view) + ["mousedown", "1"]
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            let point = Point(
                x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            let position = try windowPosition(of: point, in: view)
            arguments += [
                "sleep", "\(stepDelay)", "mousemove", "--window", "%1", "\(Int(position.x.rounded()))",
                "\(Int(position.y.rounded()))",
            ]
        }
        try xdotool(arguments + ["sleep", "\(stepDelay)", "mouseup", "1"])
    }

    /// Gives the window the keyboard focus, as a window manager would when a person clicks it.
    func focusWindow() throws {
        try xdotool([
            "search", "--sync", "--onlyvisible", "--name", "^\(windowTitle)$", "windowfocus", "--sync", "%1",
        ])
    }

    /// A point of a widget in the coordinates of a box that contains it, even while it is hidden.
    func pointInBox(_ box: GTKWidget, of view: GTKWidget, _ point: Point) throws -> Point {
        var inView = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var inBox = graphene_point_t()
        guard gtk_widget_compute_point(view.widget, box.widget, &inView, &inBox) != 0 else {
            throw PointerError(arguments: ["no common ancestor"])
        }
        return Point(x: Double(inBox.x), y: Double(inBox.y))
    }

    /// Types text into the window that has the keyboard focus.
    func type(_ text: String) throws {
        try xdotool(["type", "--delay", "20", text])
    }

    /// Presses and releases keys, such as `Return` or `space`.
    func key(_ keys: String...) throws {
        try xdotool(["key", "--delay", "20"] + keys)
    }

    /// The center of a widget, in its own coordinates.
    func center(of view: GTKWidget) -> Point {
        Point(
            x: Double(gtk_widget_get_width(view.widget)) / 2,
            y: Double(gtk_widget_get_height(view.widget)) / 2)
    }

    /// A point of a widget in its window's surface coordinates, which `xdotool` moves relative to.
    func windowPosition(of point: Point, in view: GTKWidget) throws -> Point {
        guard let native = gtk_widget_get_native(view.widget) else {
            throw PointerError(arguments: ["not shown"])
        }
        let window = cgtk_widget(UnsafeMutableRawPointer(native))
        var inView = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(view.widget, window, &inView, &inWindow) != 0 else {
            throw PointerError(arguments: ["no common ancestor"])
        }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return Point(x: Double(inWindow.x) + surfaceX, y: Double(inWindow.y) + surfaceY)
    }
}

/// `xdotool` failed or timed out.
struct PointerError: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String { "xdotool \(arguments.joined(separator: " ")) failed" }
}
