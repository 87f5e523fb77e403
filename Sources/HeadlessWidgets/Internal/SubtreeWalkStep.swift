/// What a walk of a subtree does after visiting a node: look into its subviews, passing them a
/// context, skip them, or stop.
enum SubtreeWalkStep<Context> {
    /// Visits the node's subviews next, back to front, each with this context.
    case visitSubviews(Context)
    /// Goes on past the node's subviews.
    case skipSubviews
    /// Ends the walk.
    case stop
}

extension View {
    /// Visits the view and its descendants depth-first, back to front, in a loop rather than by
    /// recursion, so a tree of any depth walks without overflowing the stack.
    ///
    /// Each node's subviews are visited as they are once `visit` returns for the node, as a `for`
    /// loop over them would: a view added or removed later in the walk changes nothing. Once the subviews a context was given to have all been visited, with
    /// their subtrees, `leave` is called with that context; at once when there are none. A stopped
    /// walk leaves nothing.
    ///
    /// ```swift
    /// walkSubtree(0) { node, depth in
    ///     print(String(repeating: "  ", count: depth), node.summary)
    ///     return .visitSubviews(depth + 1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - context: The view's own context.
    ///   - visit: Visits a node with its context, and says what to do next.
    ///   - leave: Called with the context given to a node's subviews, after them.
    /// - Returns: `false` when `visit` stopped the walk.
    /// - Complexity: O(*n*) in the size of the subtree, with a stack as deep as the tree.
    @discardableResult
    func walkSubtree<Context>(
        _ context: Context,
        visit: (_ node: View, _ context: Context) -> SubtreeWalkStep<Context>,
        leave: (_ context: Context) -> Void = { _ in }
    ) -> Bool {
        // The subviews being visited at each level, the index of the next, and their context.
        var levels: [(siblings: [View], next: Int, context: Context)] = []
        var node = self
        var nodeContext = context
        while true {
            switch visit(node, nodeContext) {
            case .stop:
                return false
            case .skipSubviews:
                break
            case .visitSubviews(let subviewContext):
                let subviews = node.subviews
                if subviews.isEmpty {
                    leave(subviewContext)
                } else {
                    levels.append((subviews, 0, subviewContext))
                }
            }
            // The next node is the next sibling at the deepest level that has one left.
            while let level = levels.indices.last, levels[level].next == levels[level].siblings.count {
                leave(levels.removeLast().context)
            }
            guard let level = levels.indices.last else { return true }
            node = levels[level].siblings[levels[level].next]
            nodeContext = levels[level].context
            levels[level].next += 1
        }
    }
}

extension View {
    /// Calls `body` with the view and each of its descendants, depth-first, back to front.
    ///
    /// - Complexity: O(*n*) in the size of the subtree, at any depth.
    func forEachNode(_ body: (View) -> Void) {
        walkSubtree(()) { node, _ in
            body(node)
            return .visitSubviews(())
        }
    }
}
