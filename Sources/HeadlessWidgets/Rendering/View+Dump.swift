import SendingState

extension View {
    /// A deterministic text dump of the subtree, one node a line, for snapshot-style tests.
    ///
    /// Each line shows the node's summary (type, identifier, text), its frame, its
    /// ``accessibilityRole`` unless it is `none` (with its ``accessibilityName`` when that isn't the
    /// text the summary shows), its own attributes (such as a slider's value), `focused` when it is
    /// its window's first responder, its `hidden`, `alpha` (any value but 1, NaN included),
    /// `disabled` and `no-interaction` flags, and the events mapped on it. Children are indented
    /// under their parent. When `maxDepth` cuts the tree, a line says how many nodes were left
    /// out: the dump never truncates silently.
    /// ``semanticsDump()`` shows the tree as assistive technology sees it instead.
    ///
    /// A node is always one line, whatever its strings hold. The identifier and every string in
    /// quotes are escaped as in a Swift string literal: a line feed shows as `\n`, a carriage return
    /// as `\r`, another line break (any that `Character.isNewline` recognizes) as its code point,
    /// such as `\u{2028}`, a quote as `\"` and a backslash as `\\`. In the role, the attributes
    /// and the mapped events, which may hold quotes of their own, only line breaks are escaped.
    ///
    /// ```
    /// Window (0, 0, 390, 844)
    ///   Button#buy "Buy" (20, 20, 100, 44) button disabled mapped: control[touchUpInside]
    ///   Button#star "☆" (130, 20, 44, 44) button "Favorite"
    /// ```
    ///
    /// The tree is walked in a loop, so a tree of any depth dumps without overflowing the stack;
    /// but each line is indented by its depth, so the dump of a deep chain grows with the square
    /// of its depth: a `maxDepth` keeps it short, and counts the rest in one line.
    ///
    /// - Parameter maxDepth: How many levels below this view to show; `nil` shows all.
    /// - Returns: The dump, ending with a newline.
    /// - Complexity: O(*n*) in the size of the subtree, plus two spaces of indentation a level on
    ///   each line. The lines are written into one string.
    public func dump(maxDepth: Int? = nil) -> String {
        var writer = DumpWriter()
        walkSubtree(0) { node, depth in
            writer.appendIndentation(depth)
            node.writeDumpLine(to: &writer)
            writer.append("\n")
            guard !node.subviews.isEmpty else { return .skipSubviews }
            if let maxDepth, depth >= maxDepth {
                var hidden = -1
                node.forEachNode { _ in hidden += 1 }
                writer.appendIndentation(depth + 1)
                writer.append("… \(hidden) more node\(hidden == 1 ? "" : "s") below depth \(maxDepth)\n")
                return .skipSubviews
            }
            return .visitSubviews(depth + 1)
        }
        return writer.output
    }

    /// Appends the node's line in a dump, without indentation or newline.
    func writeDumpLine(to output: inout DumpWriter) {
        writeSummary(to: &output)
        output.append(" ")
        frame.write(to: &output.output)
        let role = accessibilityRole
        if role != .none {
            output.append(" ")
            output.appendOnOneLine(role.rawValue)
            // The summary already quotes the text; the name is shown when it says something else.
            if let name = accessibilityName, name != visibleText ?? accessibilityLabel {
                output.append(" ")
                output.appendQuoted(name)
            }
        }
        for attribute in dumpAttributes {
            output.append(" ")
            output.appendOnOneLine(attribute)
        }
        if canBecomeFirstResponder, isFirstResponder { output.append(" focused") }
        if isHidden { output.append(" hidden") }
        if alpha != 1 {
            output.append(" alpha=")
            output.append(alpha.description)
        }
        if !isUserInteractionEnabled, isUserInteractionEnabledByDefault {
            output.append(" no-interaction")
        }
        let mapped = ss.mappedEvents
        for (index, event) in mapped.enumerated() {
            output.append(index == 0 ? " mapped: " : ", ")
            output.appendOnOneLine(event.description)
        }
    }
}
