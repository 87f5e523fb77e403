public import SendingState
public import SendingStateWeb

/// Real pointer, touch and keyboard input in a ``WebTestPage``, sent through WebDriver: Chromium
/// makes the same events a person's mouse, fingers and keys make, and the page's script sends them
/// to the session as it would any other.
///
/// Points are in a view's own coordinates, in CSS pixels from its top-left corner. A view is
/// scrolled into sight before it is touched, as a person scrolls to what they mean to touch. Each
/// method returns once Chromium has handled the input; ``WebTestPage/settle()`` then waits for the
/// session.
@MainActor
public struct BrowserInput {
    let driver: WebDriver

    /// How long a person's finger takes between two moves of a drag, in milliseconds.
    private static let moveInterval = 8

    /// The center of a view, in its own coordinates.
    ///
    /// - Parameter view: A view the page shows.
    /// - Returns: The center.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view.
    public func center(of view: WebView) async throws(WebTestError) -> Point {
        let frame = try await frameInViewport(of: view)
        return Point(x: frame.size.width / 2, y: frame.size.height / 2)
    }

    /// Clicks a view's center with the mouse's primary button, as many times as given, quickly:
    /// two are a double click.
    ///
    /// - Parameters:
    ///   - view: A view the page shows.
    ///   - count: How many clicks.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view.
    public func click(_ view: WebView, count: Int = 1) async throws(WebTestError) {
        let frame = try await frameInViewport(of: view)
        try await click(at: frame.center, count: count)
    }

    /// Clicks a point of a view with the mouse's primary button.
    ///
    /// - Parameters:
    ///   - view: A view the page shows.
    ///   - point: Where, in the view's coordinates.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view.
    public func click(_ view: WebView, at point: Point) async throws(WebTestError) {
        let frame = try await frameInViewport(of: view)
        try await click(at: Point(x: frame.origin.x + point.x, y: frame.origin.y + point.y), count: 1)
    }

    /// Presses a view with the mouse, moves along a path in eight moves from each point to the
    /// next, and releases at its end.
    ///
    /// - Parameters:
    ///   - view: The view pressed.
    ///   - path: The points, in the view's coordinates; the first is where the press lands.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view or the path is empty.
    public func drag(_ view: WebView, along path: [Point]) async throws(WebTestError) {
        guard !path.isEmpty else { throw WebTestError("a drag needs at least one point") }
        let frame = try await frameInViewport(of: view)
        let points = path.map { Point(x: frame.origin.x + $0.x, y: frame.origin.y + $0.y) }
        var actions = [move(to: points[0]), ["type": "pointerDown", "button": 0] as [String: Any]]
        for (from, to) in zip(points, points.dropFirst()) {
            for step in 1...8 {
                let progress = Double(step) / 8
                actions.append(["type": "pause", "duration": Self.moveInterval])
                actions.append(
                    move(
                        to: Point(
                            x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)))
            }
        }
        actions.append(["type": "pointerUp", "button": 0])
        try await driver.perform([pointer("mouse", type: "mouse", actions)])
    }

    /// Presses a view's center with the mouse, holds it still, and releases it.
    ///
    /// - Parameters:
    ///   - view: A view the page shows.
    ///   - seconds: How long the press lasts.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view.
    public func longPress(_ view: WebView, for seconds: Double) async throws(WebTestError) {
        let frame = try await frameInViewport(of: view)
        try await driver.perform([
            pointer(
                "mouse", type: "mouse",
                [
                    move(to: frame.center),
                    ["type": "pointerDown", "button": 0],
                    ["type": "pause", "duration": Int(seconds * 1000)], ["type": "pointerUp", "button": 0],
                ])
        ])
    }

    /// Pinches a view with two fingers, from 40 pixels apart about its center to `scale` times
    /// that, in eight moves.
    ///
    /// - Parameters:
    ///   - view: A view the page shows.
    ///   - scale: How far apart the fingers end, relative to where they began.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view.
    public func pinch(_ view: WebView, to scale: Double) async throws(WebTestError) {
        let frame = try await frameInViewport(of: view)
        let center = frame.center
        func finger(_ id: String, side: Double) -> [String: Any] {
            var actions = [
                move(to: Point(x: center.x + side * 20, y: center.y)), ["type": "pointerDown", "button": 0],
            ]
            for step in 1...8 {
                let spread = 20 * (1 + (scale - 1) * Double(step) / 8)
                actions.append(["type": "pause", "duration": Self.moveInterval])
                actions.append(move(to: Point(x: center.x + side * spread, y: center.y)))
            }
            actions.append(["type": "pointerUp", "button": 0])
            return pointer(id, type: "touch", actions)
        }
        try await driver.perform([finger("finger1", side: -1), finger("finger2", side: 1)])
    }

    /// Turns the mouse wheel over a view, scrolling it, or what holds it, down by a distance.
    ///
    /// - Parameters:
    ///   - view: A view the page shows.
    ///   - distance: How far, in CSS pixels; negative scrolls up.
    /// - Throws: A ``WebTestError`` when the page doesn't show the view.
    public func scroll(_ view: WebView, by distance: Double) async throws(WebTestError) {
        let frame = try await frameInViewport(of: view)
        try await driver.perform([
            [
                "type": "wheel", "id": "wheel",
                "actions": [
                    [
                        "type": "scroll", "x": Int(frame.center.x), "y": Int(frame.center.y), "deltaX": 0,
                        "deltaY": Int(distance.rounded()), "duration": 0,
                    ] as [String: Any]
                ],
            ]
        ])
    }

    /// Waits as a person does between two gestures, with the mouse still: the browser's time, not
    /// the test's.
    ///
    /// - Parameter duration: How long.
    /// - Throws: A ``WebTestError`` when the browser refuses the pause.
    public func pause(for duration: Duration) async throws(WebTestError) {
        let milliseconds =
            duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        try await driver.perform([
            pointer("mouse", type: "mouse", [["type": "pause", "duration": Int(milliseconds)]])
        ])
    }

    /// Presses and releases a key, with the modifiers of the press held around it.
    ///
    /// ```swift
    /// try await page.input.press(KeyPress(.tab, modifierFlags: .shift))
    /// ```
    ///
    /// - Parameter press: The key and its modifiers.
    /// - Throws: A ``WebTestError`` when the browser refuses the key.
    public func press(_ press: KeyPress) async throws(WebTestError) {
        let modifiers = Self.modifierKeys(press.modifierFlags)
        let key = Self.webDriverKey(press.key)
        var actions: [[String: Any]] = modifiers.map { ["type": "keyDown", "value": $0] }
        actions += [["type": "keyDown", "value": key], ["type": "keyUp", "value": key]]
        actions += modifiers.reversed().map { ["type": "keyUp", "value": $0] }
        try await driver.perform([["type": "key", "id": "keyboard", "actions": actions]])
    }

    /// Presses and releases a key without modifiers.
    ///
    /// - Parameter key: The key.
    /// - Throws: A ``WebTestError`` when the browser refuses the key.
    public func press(_ key: Key) async throws(WebTestError) {
        try await press(KeyPress(key))
    }

    /// Types text with the keyboard into whatever has the focus, a key a character, capitals with
    /// Shift held.
    ///
    /// - Parameter text: The text.
    /// - Throws: A ``WebTestError`` when the browser refuses a key.
    public func type(_ text: String) async throws(WebTestError) {
        var actions: [[String: Any]] = []
        for character in text {
            let value = String(character)
            let shifted = character.isUppercase
            if shifted { actions.append(["type": "keyDown", "value": Self.shift]) }
            actions += [["type": "keyDown", "value": value], ["type": "keyUp", "value": value]]
            if shifted { actions.append(["type": "keyUp", "value": Self.shift]) }
        }
        try await driver.perform([["type": "key", "id": "keyboard", "actions": actions]])
    }

    /// Whether the browser's keyboard focus is on the element the page shows for a view.
    ///
    /// - Parameter view: A view of the page.
    /// - Returns: Whether the focused element is the view's.
    /// - Throws: A ``WebTestError`` when the browser doesn't answer.
    public func hasKeyboardFocus(_ view: WebView) async throws(WebTestError) -> Bool {
        guard let id = view.elementID else { return false }
        let focused = try await driver.script("return document.activeElement?.dataset?.ss ?? null")
        return focused as? String == String(id)
    }

    // MARK: - Helpers

    /// Where a view's element is in the viewport, once it is scrolled into sight.
    func frameInViewport(of view: WebView) async throws(WebTestError) -> Rect {
        guard let id = view.elementID else {
            throw WebTestError("the page doesn't show the \(Swift.type(of: view)): no session has shown it")
        }
        let value = try await driver.script(
            """
            const element = document.querySelector(`[data-ss="${arguments[0]}"]`);
            if (!element) return null;
            element.scrollIntoView({ block: "nearest", inline: "nearest" });
            const rect = element.getBoundingClientRect();
            return [rect.x, rect.y, rect.width, rect.height];
            """, [id])
        guard let numbers = value as? [Double], numbers.count == 4 else {
            throw WebTestError("the page doesn't show the \(Swift.type(of: view)) (element \(id))")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func click(at point: Point, count: Int) async throws(WebTestError) {
        var actions = [move(to: point)]
        for _ in 0..<max(count, 1) {
            actions += [["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0]]
        }
        try await driver.perform([pointer("mouse", type: "mouse", actions)])
    }

    private func move(to point: Point) -> [String: Any] {
        [
            "type": "pointerMove", "origin": "viewport", "x": Int(point.x.rounded()),
            "y": Int(point.y.rounded()),
            "duration": 0,
        ]
    }

    private func pointer(_ id: String, type: String, _ actions: [[String: Any]]) -> [String: Any] {
        ["type": "pointer", "id": id, "parameters": ["pointerType": type], "actions": actions]
    }

    /// WebDriver's Shift key.
    private static let shift = "\u{E008}"

    /// The WebDriver keys of modifiers, in the order they go down.
    private static func modifierKeys(_ flags: KeyModifierFlags) -> [String] {
        [
            (KeyModifierFlags.shift, shift), (.control, "\u{E009}"), (.alternate, "\u{E00A}"),
            (.command, "\u{E03D}"),
        ]
        .filter { flags.contains($0.0) }.map(\.1)
    }

    /// The WebDriver key of a key: its code point for a named key, its character otherwise.
    private static func webDriverKey(_ key: Key) -> String {
        if let character = key.character { return String(character) }
        let named: [Key: String] = [
            .return: "\u{E007}", .space: " ", .tab: "\u{E004}", .escape: "\u{E00C}",
            .deleteBackward: "\u{E003}", .deleteForward: "\u{E017}", .upArrow: "\u{E013}",
            .downArrow: "\u{E015}", .leftArrow: "\u{E012}", .rightArrow: "\u{E014}", .home: "\u{E011}",
            .end: "\u{E010}", .pageUp: "\u{E00E}", .pageDown: "\u{E00F}",
        ]
        return named[key] ?? String(describing: key)
    }
}
