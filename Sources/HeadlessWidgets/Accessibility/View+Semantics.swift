import SendingState

extension View {
    /// What assistive technology would see in the subtree, one node a line, for snapshot tests.
    ///
    /// Each line gives a node's role, its name in quotes, its `selected`, `disabled` and `focused`
    /// traits, and its value. Only what a screen reader would reach is shown: accessibility
    /// elements, and the views with a role that group them, such as lists and cells, with what they
    /// group indented under them. Plain containers are looked through; an element speaks for its subviews, so
    /// they aren't shown; a hidden or transparent view (alpha under 0.01, or NaN) is left out with
    /// its whole subtree.
    ///
    /// A node is always one line: names and values are escaped in their quotes as ``dump(maxDepth:)``
    /// escapes them, so `Milk` over `2%` on two lines shows as `"Milk\n2%"`.
    ///
    /// ```
    /// header "Groceries"
    /// list
    ///   cell "Milk"
    ///     button "Favorite" selected
    ///     adjustable "Quantity" value "2"
    /// toggle "Express delivery" value "off"
    /// button "Checkout" disabled
    /// ```
    ///
    /// - Returns: The lines, each ending with a newline; empty when nothing is shown.
    /// - Complexity: O(*n*) in the size of the subtree, at any depth: the tree is walked in a
    ///   loop, not by recursion. Lines are indented by their depth in the semantics tree.
    public func semanticsDump() -> String {
        var writer = DumpWriter()
        forEachExposedNode { node, depth in
            writer.appendIndentation(depth)
            node.writeSemantics(to: &writer)
            writer.append("\n")
        }
        return writer.output
    }

    /// The node as assistive technology describes it, such as `button "Buy" disabled`.
    var semanticsLine: String {
        var writer = DumpWriter()
        writeSemantics(to: &writer)
        return writer.output
    }

    /// Appends the node's role, name, state traits and value.
    func writeSemantics(to output: inout DumpWriter) {
        output.appendOnOneLine(accessibilityRole.rawValue)
        if let name = accessibilityName {
            output.append(" ")
            output.appendQuoted(name)
        }
        let traits = accessibilityTraits
        for (trait, word) in AccessibilityTraits.stateWords where traits.contains(trait) {
            output.append(" ")
            output.append(word)
        }
        if let value = accessibilityValue {
            output.append(" value ")
            output.appendQuoted(value)
        }
    }

    /// Calls `body` with each node of the subtree that assistive technology shows, depth-first,
    /// with its depth in the semantics tree.
    ///
    /// - Complexity: O(*n*) in the size of the subtree, at any depth.
    func forEachExposedNode(_ body: (View, _ depth: Int) -> Void) {
        guard superview?.exposesSubviews ?? true else { return }
        walkSubtree(0) { node, depth in
            guard node.isShown else { return .skipSubviews }
            if node.isAccessibilityElement {
                body(node, depth)
                return .skipSubviews
            }
            guard node.accessibilityRole != .none else { return .visitSubviews(depth) }
            body(node, depth)
            return .visitSubviews(depth + 1)
        }
    }
}
