extension AccessibilityNode {
    /// What assistive technology would see in the subtree, one node a line, for snapshot tests
    /// and for comparing toolkits.
    ///
    /// Each line gives a node's role, its name in quotes, its `selected`, `disabled`, `focused`
    /// and `busy` states, its position among the parts of its control, such as `2 of 3`, and its
    /// value. Only what a screen reader would reach is shown:
    /// accessibility elements, and the nodes with a role that group them, such as lists and
    /// cells, with what they group indented under them. Plain containers are looked through; an
    /// element speaks for its children, so they aren't shown; a node that isn't
    /// ``isPerceivable`` is left out with its whole subtree.
    ///
    /// A node is always one line: names and values are escaped in their quotes, so `Milk` over
    /// `2%` on two lines shows as `"Milk\n2%"`.
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
    /// - Complexity: O(*n*) in the size of the subtree, at any depth.
    @inlinable public func semanticsDump() -> String {
        var writer = DumpWriter()
        forEachExposedNode { node, depth in
            writer.appendIndentation(depth)
            node.writeSemantics(to: &writer)
            writer.append("\n")
        }
        return writer.output
    }

    /// The node as assistive technology describes it, such as `button "Buy" disabled`: one line
    /// of ``semanticsDump()``.
    public var semanticsLine: String {
        var writer = DumpWriter()
        writeSemantics(to: &writer)
        return writer.output
    }

    /// The node as messages name it: `Type#identifier "text"`, with its visible text, else its
    /// label.
    ///
    /// The identifier and the text are escaped as in a Swift string literal, so the summary is
    /// always one line: a line break shows as `\n`, `\r` or its code point, such as `\u{2028}`, a
    /// quote as `\"` and a backslash as `\\`.
    public var summary: String {
        var writer = DumpWriter()
        writeSummary(to: &writer)
        return writer.output
    }

    /// Appends the summary, without building a string of its own: dumps write many.
    package func writeSummary(to output: inout DumpWriter) {
        output.appendTypeName(of: self)
        if let accessibilityIdentifier {
            output.append("#")
            output.appendEscaped(accessibilityIdentifier)
        }
        if let text = visibleText ?? accessibilityLabel {
            output.append(" ")
            output.appendQuoted(text)
        }
    }

    /// Appends the node's role, name, states and value.
    @usableFromInline package func writeSemantics(to output: inout DumpWriter) {
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
        if let position = accessibilityPosition {
            output.append(" \(position.index) of \(position.count)")
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
    @inlinable package func forEachExposedNode(_ body: (_ node: any AccessibilityNode, _ depth: Int) -> Void)
    {
        guard accessibilityParent?.exposesChildren ?? true else { return }
        walkTree(0) { node, depth in
            guard node.isPerceivable else { return .skipChildren }
            if node.isAccessibilityElement {
                body(node, depth)
                return .skipChildren
            }
            guard node.accessibilityRole != .none else { return .visitChildren(depth) }
            body(node, depth)
            return .visitChildren(depth + 1)
        }
    }
}
