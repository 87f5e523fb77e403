import SendingState

extension View {
    /// A deterministic text dump of the subtree, one node a line, for snapshot-style tests.
    ///
    /// Each line shows the node's summary (type, identifier, text), its frame, its own attributes
    /// (such as a slider's value), its `hidden`, `alpha`, `disabled` and `no-interaction` flags,
    /// and the events mapped on it. Children are indented under their parent. When `maxDepth` cuts
    /// the tree, a line says how many nodes were left out: the dump never truncates silently.
    ///
    /// ```
    /// Window (0, 0, 390, 844)
    ///   Button#buy "Buy" (20, 20, 100, 44) disabled mapped: control[touchUpInside]
    /// ```
    ///
    /// - Parameter maxDepth: How many levels below this view to show; `nil` shows all.
    /// - Returns: The dump, ending with a newline.
    public func dump(maxDepth: Int? = nil) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + view.dumpLine)
            guard !view.subviews.isEmpty else { return }
            if let maxDepth, depth >= maxDepth {
                let hidden = view.subtree.count - 1
                lines.append(
                    indent + "  … \(hidden) more node\(hidden == 1 ? "" : "s") below depth \(maxDepth)")
                return
            }
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The node's line in a dump, without indentation.
    var dumpLine: String {
        var parts = [summary, frame.description]
        parts += dumpAttributes
        if isHidden { parts.append("hidden") }
        if alpha < 1 { parts.append("alpha=\(alpha)") }
        if !isUserInteractionEnabled, !(self is Label) { parts.append("no-interaction") }
        let mapped = ss.mappedEvents
        if !mapped.isEmpty { parts.append("mapped: " + mapped.map(\.description).joined(separator: ", ")) }
        return parts.joined(separator: " ")
    }
}
