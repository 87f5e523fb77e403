extension View {
    /// The view and its descendants, depth-first, back to front.
    ///
    /// - Complexity: O(*n*) in the size of the subtree, at any depth. The finders walk the tree
    ///   without building this array.
    public var subtree: [View] {
        var result: [View] = []
        forEachNode { result.append($0) }
        return result
    }

    /// Every node in the subtree that matches a query and is of a type, depth-first.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the nodes must have.
    /// - Returns: The matches; empty when there are none.
    /// - Complexity: O(*n*) in the size of the subtree, at any depth. Only the result and a stack
    ///   as deep as the tree allocate memory.
    public func all<V: View>(_ query: NodeQuery, as type: V.Type = View.self) -> [V] {
        var matches: [V] = []
        visitMatches(of: query, as: type) { match in
            matches.append(match)
            return true
        }
        return matches
    }

    /// The one node in the subtree that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the node must have.
    /// - Returns: The match.
    /// - Throws: A ``FindError`` listing what was there when nothing matches, or every match when
    ///   several do.
    /// - Complexity: O(*n*) in the size of the subtree, at any depth. It allocates only a stack as
    ///   deep as the tree, unless it throws.
    public func get<V: View>(_ query: NodeQuery, as type: V.Type = View.self) throws(FindError) -> V {
        guard let match = try self.query(query, as: type) else {
            let ofOtherType = all(query)
            let nodes =
                ofOtherType.isEmpty ? query.listing.lines(under: self) : query.listing.lines(ofOtherType)
            throw FindError(kind: .notFound, query: describe(query, type), root: summary, nodes: nodes)
        }
        return match
    }

    /// The node in the subtree that matches a query and is of a type, if there is one.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the node must have.
    /// - Returns: The match, or `nil` when nothing matches.
    /// - Throws: A ``FindError`` listing every match when several do.
    /// - Complexity: O(*n*) in the size of the subtree, at any depth. It allocates only a stack as
    ///   deep as the tree, unless it throws.
    public func query<V: View>(_ query: NodeQuery, as type: V.Type = View.self) throws(FindError) -> V? {
        var first: V?
        var isAmbiguous = false
        visitMatches(of: query, as: type) { match in
            guard first == nil else {
                isAmbiguous = true
                return false
            }
            first = match
            return true
        }
        guard !isAmbiguous else {
            throw FindError(
                kind: .ambiguous, query: describe(query, type), root: summary,
                nodes: query.listing.lines(all(query, as: type)))
        }
        return first
    }

    /// How a query for nodes of a type reads in messages, such as `Button with identifier "buy"`.
    func describe(_ query: NodeQuery, _ type: View.Type) -> String {
        type == View.self ? "node with \(query.description)" : "\(type) with \(query.description)"
    }

    /// Calls `body` with each node of the subtree that matches a query and is of a type,
    /// depth-first, until it returns `false`.
    ///
    /// The walk builds no array of nodes; it allocates only its stack, as deep as the tree.
    private func visitMatches<V: View>(of query: NodeQuery, as type: V.Type, _ body: (V) -> Bool) {
        walkSubtree(()) { node, _ in
            if query.matches(node), let match = node as? V, !body(match) { return .stop }
            return .visitSubviews(())
        }
    }

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
