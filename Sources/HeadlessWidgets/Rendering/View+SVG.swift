import SendingState

extension View {
    /// Draws the subtree as an SVG picture, the same bytes for the same tree, to look at a screen
    /// a test can't show.
    ///
    /// Each view that a person could see is drawn in a group, back to front, nested as the tree
    /// is: its frame in window coordinates, and its text and widget, kept simple. Each widget's own
    /// file says how it is drawn, such as a ``Switch`` as a track with its thumb on or off; a view
    /// that says nothing is an outline with its text. A disabled control is drawn in grey, a
    /// selected one filled with its
    /// tint, a highlighted one pressed, and the window's first responder is ringed. A hidden or
    /// transparent view (alpha under 0.01, or NaN) is left out with its subviews; another alpha
    /// becomes the group's opacity. Subviews are clipped to a view's bounds only when its
    /// ``clipsToBounds`` is `true`, as in UIKit. A view whose frame in window coordinates isn't
    /// finite can't be placed, and is left out with its subviews.
    ///
    /// When the window's ``Window/lastRefusal`` was aimed at a view in the subtree, the picture
    /// shows it in red: the target outlined with dashes, the view that blocked it filled and
    /// labelled, such as `covered by View#overlay`, the touch point circled, and the refusal's
    /// message in a band below the screen.
    ///
    /// Every group names its view for a test to find: `data-type` is the type, `data-identifier`
    /// the ``accessibilityIdentifier``, and `class` the states, from `disabled`, `selected`,
    /// `highlighted`, `on`, `off` and `focused`. Each group starts with a `rect` of class `frame`
    /// that holds the view's frame in window coordinates.
    ///
    /// ```swift
    /// #expect(refusal(of: try buyButton.tap())?.reason == .covered)
    /// try window.renderSVG().write(toFile: "/tmp/covered.svg", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// ```
    /// <g data-type="Button" data-identifier="buy" class="disabled">
    ///   <rect class="frame" x="20" y="20" width="100" height="44" rx="8" fill="none" stroke="#8e8e93"/>
    ///   <text class="title" x="70" y="47.95" font-size="17" text-anchor="middle" fill="#8e8e93">Buy</text>
    /// </g>
    /// ```
    ///
    /// The picture covers the view's own rectangle, in window coordinates, so a subtree drawn on
    /// its own keeps the coordinates it has in the whole picture. It is written one element a
    /// line, with numbers rounded to hundredths and text escaped for XML, so a test can compare
    /// it with a committed file.
    ///
    /// - Returns: The SVG document, ending with a newline.
    /// - Complexity: O(*n* *d*) for a subtree of *n* views of depth up to *d*: each frame is
    ///   converted to window coordinates with ``convertToRoot(_:)``, and each line is indented by
    ///   its nesting. The tree is walked in a loop, not by recursion, so a tree of any depth is
    ///   drawn without overflowing the stack, but a chain thousands of views deep takes seconds.
    public func renderSVG() -> String {
        renderSVG(scale: 1)
    }

    /// Draws the subtree as an SVG picture shown at a multiple of its size, for a browser to open
    /// it larger or smaller.
    ///
    /// The picture is the one ``renderSVG()`` draws, in the same coordinates: only the `width`
    /// and `height` of the `svg` element are multiplied, and the `viewBox` stays, so a browser
    /// scales the whole drawing, text and strokes included.
    ///
    /// ```swift
    /// let picture = window.renderSVG(scale: 2)  // a 390 × 844 window opens at 780 × 1688
    /// ```
    ///
    /// - Parameter scale: How many times larger the picture shows; a positive number that leaves
    ///   the picture's size finite. No picture has any other size: the picture is then drawn at
    ///   its own size, and the scale is reported to `SendingStateDiagnostics`.
    /// - Returns: The SVG document, ending with a newline.
    /// - Complexity: As ``renderSVG()``.
    public func renderSVG(scale: Double) -> String {
        let area = frameInRoot ?? .zero
        let width = max(area.size.width, 0)
        let height = max(area.size.height, 0)
        let refusal = refusalInSubtree
        let caption = refusal.map { captionLines($0.refusal.description, width: width) } ?? []
        let captionHeight = caption.isEmpty ? 0 : Double(caption.count) * 16 + 8
        var shown = Size(width: width * scale, height: (height + captionHeight) * scale)
        // NaN, infinite and overflowing scales all make a size that isn't finite.
        if !(scale > 0 && shown.width.isFinite && shown.height.isFinite) {
            SendingStateDiagnostics.report(
                .toolkitMisuse(
                    toolkit: "HeadlessWidgets",
                    message: "renderSVG(scale: \(scale)) on \(type(of: self)): a scale must be "
                        + "positive and leave the picture's size finite; the picture is drawn at its "
                        + "own size"))
            shown = Size(width: width, height: height + captionHeight)
        }
        let n = SVGWriter.number
        var svg = SVGWriter()
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(shown.width)),
                ("height", n(shown.height)),
                ("viewBox", "\(n(area.minX)) \(n(area.minY)) \(n(width)) \(n(height + captionHeight))"),
                ("font-family", "Helvetica, Arial, sans-serif"),
            ])
        svg.element(
            "rect",
            [("class", "background")] + SVGWriter.placement(of: area) + [("fill", SVGPalette.background)]
        )
        writeSVGGroups(to: &svg, focused: window?.firstResponder)
        if let refusal {
            writeRefusal(refusal, caption: caption, below: area, captionHeight: captionHeight, to: &svg)
        }
        svg.close("svg")
        return svg.output
    }

    /// The view's bounds in its root's coordinates, or `nil` when a coordinate isn't finite.
    private var frameInRoot: Rect? {
        let rect = Rect(origin: convertToRoot(bounds.origin), size: bounds.size)
        guard rect.minX.isFinite, rect.minY.isFinite, rect.size.width.isFinite, rect.size.height.isFinite
        else { return nil }
        return rect
    }

    /// Appends the group of each view of the subtree that a person could see, nested as the tree
    /// is, in a loop rather than by recursion, so a tree of any depth is drawn.
    private func writeSVGGroups(to svg: inout SVGWriter, focused: View?) {
        // Each view's subviews are given how many groups their superview left open for them.
        walkSubtree(0) { view, _ in
            guard let openGroups = view.openSVGGroup(to: &svg, focused: focused) else { return .skipSubviews }
            return .visitSubviews(openGroups)
        } leave: { openGroups in
            for _ in 0..<openGroups { svg.close("g") }
        }
    }

    /// Opens the view's group, unless a person couldn't see it, and draws the view in it.
    ///
    /// - Returns: How many groups are left open for the subviews, to close after them: the view's,
    ///   and the one that clips them if the view clips; `nil` when the view isn't drawn.
    private func openSVGGroup(to svg: inout SVGWriter, focused: View?) -> Int? {
        guard isShown, let rect = frameInRoot else { return nil }
        let isFocused = focused === self
        var group: [SVGWriter.Attribute] = [("data-type", svg.typeName(of: self))]
        if let accessibilityIdentifier { group.append(("data-identifier", accessibilityIdentifier)) }
        let states = svgStates(isFocused: isFocused)
        if !states.isEmpty { group.append(("class", states.joined(separator: " "))) }
        if alpha < 1 { group.append(("opacity", SVGWriter.number(alpha))) }
        svg.open("g", group)
        if let backgroundColor {
            svg.element(
                "rect",
                [("class", "background")] + SVGWriter.placement(of: rect) + [("fill", "\(backgroundColor)")])
        }
        drawSVG(in: rect, to: &svg)
        if isFocused {
            let ring = Rect(
                x: rect.minX - 3, y: rect.minY - 3, width: rect.size.width + 6, height: rect.size.height + 6)
            svg.element(
                "rect",
                [("class", "focus-ring")] + SVGWriter.placement(of: ring) + [
                    ("rx", "6"), ("fill", "none"), ("stroke", SVGPalette.tint), ("stroke-opacity", "0.5"),
                    ("stroke-width", "3"),
                ])
        }
        guard clipsToBounds, !subviews.isEmpty else { return 1 }
        let clip = svg.nextClipID()
        svg.open("clipPath", [("id", clip)])
        svg.element("rect", SVGWriter.placement(of: rect))
        svg.close("clipPath")
        svg.open("g", [("clip-path", "url(#\(clip))")])
        return 2
    }

    /// The words of the group's `class`: the view's states, such as a control's flags and a
    /// switch's position, then focus.
    private func svgStates(isFocused: Bool) -> [String] {
        isFocused ? svgStateWords + ["focused"] : svgStateWords
    }

    /// The window's last refusal, when it was aimed at a view in this subtree that still exists.
    private var refusalInSubtree: RefusalRecord? {
        guard let record = window?.refusalRecord, let target = record.target, isAncestor(of: target) else {
            return nil
        }
        return record
    }

    /// Appends the refusal in red: the blocker filled and labelled, the target dashed, the touch
    /// point circled, and the message in a band below the area drawn.
    private func writeRefusal(
        _ record: RefusalRecord, caption: [String], below area: Rect, captionHeight: Double,
        to svg: inout SVGWriter
    ) {
        let n = SVGWriter.number
        let refusal = record.refusal
        let (reason, blocking) = Self.svgWords(for: refusal.reason)
        svg.open("g", [("class", "refusal"), ("data-reason", reason)])
        if let blocker = record.blocker, blocker.root === root, let rect = blocker.frameInRoot {
            svg.element(
                "rect",
                [("class", "refusal-blocker")] + SVGWriter.placement(of: rect) + [
                    ("fill", SVGPalette.refusal), ("fill-opacity", "0.3"), ("stroke", SVGPalette.refusal),
                    ("stroke-width", "2"),
                ])
            svg.element(
                "text",
                [
                    ("class", "refusal-blocker-label"), ("x", n(rect.minX + 4)), ("y", n(rect.maxY - 5)),
                    ("font-size", "12"), ("fill", SVGPalette.refusalText),
                ], text: "\(blocking) \(blocker.summary)")
        }
        if let target = record.target, let rect = target.frameInRoot {
            svg.element(
                "rect",
                [("class", "refusal-target")] + SVGWriter.placement(of: rect) + [
                    ("fill", "none"), ("stroke", SVGPalette.refusal), ("stroke-width", "2"),
                    ("stroke-dasharray", "6 4"),
                ])
        }
        if let location = refusal.location, location.x.isFinite, location.y.isFinite {
            svg.element(
                "circle",
                [
                    ("class", "refusal-touch"), ("cx", n(location.x)), ("cy", n(location.y)), ("r", "6"),
                    ("fill", "none"), ("stroke", SVGPalette.refusal), ("stroke-width", "2"),
                ])
        }
        let band = Rect(x: area.minX, y: area.maxY, width: max(area.size.width, 0), height: captionHeight)
        svg.element(
            "rect",
            [("class", "refusal-caption")] + SVGWriter.placement(of: band) + [("fill", SVGPalette.band)])
        for (index, line) in caption.enumerated() {
            svg.element(
                "text",
                [
                    ("class", "refusal-message"), ("x", n(area.minX + 8)),
                    ("y", n(area.maxY + 16 * Double(index + 1))),
                    ("font-size", "12"), ("fill", SVGPalette.refusalText),
                ], text: line)
        }
        svg.close("g")
    }

    /// The reason's name for `data-reason`, and the words that label the blocking view.
    private static func svgWords(for reason: InteractionRefusal.Reason) -> (name: String, blocking: String) {
        switch reason {
        case .notInWindow: ("notInWindow", "not in a window:")
        case .hidden: ("hidden", "hidden:")
        case .transparent: ("transparent", "transparent:")
        case .userInteractionDisabled: ("userInteractionDisabled", "ignores touches:")
        case .disabled: ("disabled", "disabled:")
        case .outsideBounds: ("outsideBounds", "touch outside")
        case .covered: ("covered", "covered by")
        case .invalidArgument: ("invalidArgument", "blocked by")
        case .notFocused: ("notFocused", "blocked by")
        case .noFocusedTextField: ("noFocusedTextField", "blocked by")
        case .notEditable: ("notEditable", "blocked by")
        }
    }
}

/// Splits a refusal's message into lines that fit a picture's width, at spaces.
///
/// A line holds about as many characters as the width fits at 12 points, and at least 24; a word
/// longer than that gets a line of its own. Each break takes the place of one space, so the lines
/// joined with spaces are the message.
private func captionLines(_ message: String, width: Double) -> [String] {
    let limit = max(Int(min(width, 100_000) / 6.5), 24)
    var lines: [String] = []
    var line: String?
    for word in message.split(separator: " ", omittingEmptySubsequences: false) {
        if let current = line, current.count + 1 + word.count <= limit {
            line = current + " " + word
        } else {
            if let line { lines.append(line) }
            line = String(word)
        }
    }
    lines.append(line ?? "")
    return lines
}
