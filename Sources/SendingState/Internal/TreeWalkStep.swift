/// What a walk of a tree does after visiting a node: look into its children, passing them a
/// context, skip them, or stop.
@usableFromInline package enum TreeWalkStep<Context> {
    /// Visits the node's children next, back to front, each with this context.
    case visitChildren(Context)
    /// Goes on past the node's children.
    case skipChildren
    /// Ends the walk.
    case stop
}

extension AccessibilityNode {
    /// Visits the node and the nodes it shows, depth-first, back to front, in a loop rather than by
    /// recursion, so that a tree of any depth walks without overflowing the stack.
    ///
    /// A node's children are read once `visit` returns for it, as a `for` loop over them would.
    ///
    /// - Parameters:
    ///   - context: The node's own context.
    ///   - visit: Visits a node with its context, and says what to do next.
    /// - Returns: `false` when `visit` stopped the walk.
    /// - Complexity: O(*n*) in the size of the tree, with a stack as deep as the tree; it
    ///   allocates nothing else.
    @discardableResult @inlinable
    package func walkTree<Context>(
        _ context: Context,
        visit: (_ node: any AccessibilityNode, _ context: Context) -> TreeWalkStep<Context>
    ) -> Bool {
        // The children being visited at each level, the index of the next, and their context.
        var levels: [(siblings: [Node], next: Int, context: Context)] = []
        switch visit(self, context) {
        case .stop: return false
        case .skipChildren: return true
        case .visitChildren(let childContext): levels.append((accessibilityChildren, 0, childContext))
        }
        while let level = levels.indices.last {
            guard levels[level].next < levels[level].siblings.count else {
                levels.removeLast()
                continue
            }
            let node = levels[level].siblings[levels[level].next]
            levels[level].next += 1
            switch visit(node, levels[level].context) {
            case .stop: return false
            case .skipChildren: break
            case .visitChildren(let childContext):
                let children = node.accessibilityChildren
                if !children.isEmpty { levels.append((children, 0, childContext)) }
            }
        }
        return true
    }
}
