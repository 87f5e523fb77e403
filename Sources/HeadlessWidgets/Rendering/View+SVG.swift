import SendingState

extension View {
    /// Draws the subtree as an SVG picture, the same bytes for the same tree, to look at a screen
    /// a test can't show.
    ///
    /// Each view that a person could see is drawn in a group, back to front, nested as the tree
    /// is: its frame in window coordinates, and its text and widget, kept simple. A ``Button`` is
    /// an outlined title, a ``Switch`` a track with its thumb on or off, a ``Slider`` a track with
    /// its thumb at its value, a ``TextField`` a box with its text, or its placeholder in grey, and
    /// a ``Label`` its text. A disabled control is drawn in grey, a selected one filled with its
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
            "rect", [("class", "background")] + SVGWriter.placement(of: area) + [("fill", Palette.background)]
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
        guard isPerceivable, let rect = frameInRoot else { return nil }
        let isFocused = focused === self
        var group: [SVGWriter.Attribute] = [("data-type", svg.typeName(of: self))]
        if let accessibilityIdentifier { group.append(("data-identifier", accessibilityIdentifier)) }
        let states = svgStates(isFocused: isFocused)
        if !states.isEmpty { group.append(("class", states.joined(separator: " "))) }
        if alpha < 1 { group.append(("opacity", SVGWriter.number(alpha))) }
        svg.open("g", group)
        writeDrawing(in: rect, to: &svg)
        if isFocused {
            let ring = Rect(
                x: rect.minX - 3, y: rect.minY - 3, width: rect.size.width + 6, height: rect.size.height + 6)
            svg.element(
                "rect",
                [("class", "focus-ring")] + SVGWriter.placement(of: ring) + [
                    ("rx", "6"), ("fill", "none"), ("stroke", Palette.tint), ("stroke-opacity", "0.5"),
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

    /// The words of the group's `class`: the control's states, a switch's position, and focus.
    private func svgStates(isFocused: Bool) -> [String] {
        var states = (self as? Control)?.flagNames ?? []
        if let toggle = self as? Switch { states.append(toggle.isOn ? "on" : "off") }
        if isFocused { states.append("focused") }
        return states
    }

    /// Appends what the view looks like: its frame, and its widget and text.
    private func writeDrawing(in rect: Rect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        let outline = [("class", "frame")] + SVGWriter.placement(of: rect)
        switch self {
        case let button as Button:
            let tint = button.isEnabled ? Palette.tint : Palette.grey
            svg.element("rect", outline + [("rx", "8")] + button.svgFill(tint: tint) + [("stroke", tint)])
            if let title = button.currentTitle {
                svg.text(
                    title, kind: "title", at: rect.center.x, in: rect, font: button.font, centered: true,
                    fill: tint)
            }
        case let toggle as Switch:
            let inset = max(min(rect.size.width, rect.size.height), 0) / 2
            let on = toggle.isEnabled ? Palette.on : Palette.grey
            svg.element(
                "rect",
                outline + [
                    ("rx", n(inset)), ("fill", toggle.isOn ? on : Palette.off), ("stroke", Palette.line),
                ])
            svg.element(
                "circle",
                [
                    ("class", "thumb"), ("cx", n(toggle.isOn ? rect.maxX - inset : rect.minX + inset)),
                    ("cy", n(rect.center.y)), ("r", n(max(inset - 2, 0))),
                    ("fill", toggle.isHighlighted ? Palette.pressed : Palette.background),
                    ("stroke", Palette.line),
                ])
        case let slider as Slider:
            svg.element("rect", outline + [("fill", "none")])
            slider.writeTrack(in: rect, to: &svg)
        case let field as TextField:
            svg.element(
                "rect",
                outline + [
                    ("rx", "4"), ("fill", field.isEnabled ? Palette.background : Palette.well),
                    ("stroke", Palette.grey),
                ])
            let isPlaceholder = (field.text ?? "").isEmpty
            if let text = field.visibleText {
                svg.text(
                    text, kind: isPlaceholder ? "placeholder" : "text", at: rect.minX + 6, in: rect,
                    font: field.font,
                    fill: isPlaceholder || !field.isEnabled ? Palette.grey : Palette.text)
            }
        case let control as Control:
            svg.element("rect", outline + control.svgFill(tint: Palette.tint) + [("stroke", Palette.line)])
            if let text = visibleText {
                svg.text(text, kind: "text", at: rect.minX, in: rect, font: .standard, fill: Palette.text)
            }
        case let label as Label:
            // A label's frame is only where its text may go: a faint outline keeps the text legible.
            svg.element("rect", outline + [("fill", "none"), ("stroke", Palette.faint)])
            if let text = label.text {
                svg.text(text, kind: "text", at: rect.minX, in: rect, font: label.font, fill: Palette.text)
            }
        case let image as ImageView:
            svg.element("rect", outline + [("fill", Palette.well), ("stroke", Palette.line)])
            let cross =
                "M\(n(rect.minX)) \(n(rect.minY))L\(n(rect.maxX)) \(n(rect.maxY))"
                + "M\(n(rect.minX)) \(n(rect.maxY))L\(n(rect.maxX)) \(n(rect.minY))"
            svg.element("path", [("class", "image"), ("d", cross), ("stroke", Palette.line)])
            if let name = image.imageName {
                svg.text(
                    name, kind: "image-name", at: rect.center.x, in: rect, font: .systemFont(ofSize: 11),
                    centered: true, fill: Palette.grey)
            }
        default:
            svg.element("rect", outline + [("fill", "none"), ("stroke", Palette.line)])
            if let text = visibleText {
                svg.text(text, kind: "text", at: rect.minX, in: rect, font: .standard, fill: Palette.text)
            }
        }
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
                    ("fill", Palette.refusal), ("fill-opacity", "0.3"), ("stroke", Palette.refusal),
                    ("stroke-width", "2"),
                ])
            svg.element(
                "text",
                [
                    ("class", "refusal-blocker-label"), ("x", n(rect.minX + 4)), ("y", n(rect.maxY - 5)),
                    ("font-size", "12"), ("fill", Palette.refusalText),
                ], text: "\(blocking) \(blocker.summary)")
        }
        if let target = record.target, let rect = target.frameInRoot {
            svg.element(
                "rect",
                [("class", "refusal-target")] + SVGWriter.placement(of: rect) + [
                    ("fill", "none"), ("stroke", Palette.refusal), ("stroke-width", "2"),
                    ("stroke-dasharray", "6 4"),
                ])
        }
        if let location = refusal.location, location.x.isFinite, location.y.isFinite {
            svg.element(
                "circle",
                [
                    ("class", "refusal-touch"), ("cx", n(location.x)), ("cy", n(location.y)), ("r", "6"),
                    ("fill", "none"), ("stroke", Palette.refusal), ("stroke-width", "2"),
                ])
        }
        let band = Rect(x: area.minX, y: area.maxY, width: max(area.size.width, 0), height: captionHeight)
        svg.element(
            "rect", [("class", "refusal-caption")] + SVGWriter.placement(of: band) + [("fill", Palette.band)])
        for (index, line) in caption.enumerated() {
            svg.element(
                "text",
                [
                    ("class", "refusal-message"), ("x", n(area.minX + 8)),
                    ("y", n(area.maxY + 16 * Double(index + 1))),
                    ("font-size", "12"), ("fill", Palette.refusalText),
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
        }
    }
}

extension Control {
    /// The fill of the control's frame: pressed while highlighted, a light tint while selected.
    fileprivate func svgFill(tint: String) -> [SVGWriter.Attribute] {
        if isHighlighted { return [("fill", Palette.pressed)] }
        if isSelected { return [("fill", tint), ("fill-opacity", "0.2")] }
        return [("fill", "none")]
    }
}

extension Slider {
    /// Appends the track, filled up to the thumb, and the thumb at the value's place in the range.
    fileprivate func writeTrack(in rect: Rect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        // A negative width is drawn as 0, as the frame is; the thumb then fits, so end >= start.
        let width = max(rect.size.width, 0)
        let radius = max(min(min(width, rect.size.height) / 2 - 2, 12), 0)
        let start = rect.minX + radius
        let end = rect.minX + width - radius
        let fraction = Double((value - minimumValue) / (maximumValue - minimumValue))
        let thumb = start + (end - start) * (fraction.isFinite ? min(max(fraction, 0), 1) : 0)
        let y = n(rect.center.y)
        let tint = isEnabled ? Palette.tint : Palette.grey
        svg.element(
            "line",
            [
                ("class", "track"), ("x1", n(start)), ("y1", y), ("x2", n(end)), ("y2", y),
                ("stroke", Palette.line),
                ("stroke-width", "4"), ("stroke-linecap", "round"),
            ])
        svg.element(
            "line",
            [
                ("class", "value"), ("x1", n(start)), ("y1", y), ("x2", n(thumb)), ("y2", y),
                ("stroke", tint),
                ("stroke-width", "4"), ("stroke-linecap", "round"),
            ])
        svg.element(
            "circle",
            [
                ("class", "thumb"), ("cx", n(thumb)), ("cy", y), ("r", n(radius)),
                ("fill", isHighlighted ? Palette.pressed : Palette.background), ("stroke", Palette.line),
            ])
    }
}

extension SVGWriter {
    /// Appends a line of text across a view, its baseline placed to center it vertically.
    ///
    /// - Parameters:
    ///   - text: The text; nothing is drawn when it is empty.
    ///   - kind: The element's class, such as `title` or `placeholder`.
    ///   - x: Where the text starts, or its middle when `centered`.
    ///   - rect: The view's frame, whose middle the text is centered on vertically.
    ///   - font: The size and weight; a weight from semibold up is drawn bold.
    ///   - centered: Whether `x` is the middle of the text.
    ///   - fill: The color.
    fileprivate mutating func text(
        _ text: String, kind: String, at x: Double, in rect: Rect, font: Font, centered: Bool = false,
        fill: String
    ) {
        guard !text.isEmpty else { return }
        var attributes: [Attribute] = [
            ("class", kind), ("x", Self.number(x)), ("y", Self.number(rect.center.y + font.pointSize * 0.35)),
            ("font-size", Self.number(font.pointSize)),
        ]
        if font.weight >= .semibold { attributes.append(("font-weight", "bold")) }
        if centered { attributes.append(("text-anchor", "middle")) }
        attributes.append(("fill", fill))
        element("text", attributes, text: text)
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

/// The colors of the picture, after UIKit's system colors.
private enum Palette {
    static let background = "#ffffff"
    static let text = "#000000"
    static let tint = "#007aff"
    static let grey = "#8e8e93"
    static let line = "#c7c7cc"
    static let pressed = "#d1d1d6"
    static let well = "#f2f2f7"
    static let on = "#34c759"
    static let off = "#e5e5ea"
    static let faint = "#e5e5ea"
    static let refusal = "#ff3b30"
    static let refusalText = "#d70015"
    static let band = "#fff2f2"
}
