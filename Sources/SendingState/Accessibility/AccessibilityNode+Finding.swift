extension AccessibilityNode {
    /// The node and the nodes it shows, depth-first, back to front.
    ///
    /// - Complexity: O(*n*) in the size of the subtree, at any depth. The finders walk the tree
    ///   without building this array.
    public var subtree: [any AccessibilityNode] {
        var result: [any AccessibilityNode] = []
        walkTree(()) { node, _ in
            result.append(node)
            return .visitChildren(())
        }
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
    @inlinable public func all<T>(_ query: NodeQuery, as type: T.Type) -> [T] {
        var matches: [T] = []
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
    /// - Throws: A ``FindError`` listing the near misses and what was there when nothing matches,
    ///   or every match when several do.
    /// - Complexity: O(*n*) in the size of the subtree, at any depth. It allocates only a stack as
    ///   deep as the tree, unless it throws.
    @inlinable public func get<T>(_ query: NodeQuery, as type: T.Type) throws(FindError) -> T {
        guard let match = try self.query(query, as: type) else {
            throw notFound(query, as: type)
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
    @inlinable public func query<T>(_ query: NodeQuery, as type: T.Type) throws(FindError) -> T? {
        var first: T?
        var isAmbiguous = false
        visitMatches(of: query, as: type) { match in
            guard first == nil else {
                isAmbiguous = true
                return false
            }
            first = match
            return true
        }
        guard !isAmbiguous else { throw ambiguous(query, as: type) }
        return first
    }

    /// Every node in the subtree that matches a query, depth-first.
    ///
    /// - Parameter query: What to look for.
    /// - Returns: The matches; empty when there are none.
    /// - Complexity: O(*n*) in the size of the subtree, as ``all(_:as:)``.
    @inlinable public func all(_ query: NodeQuery) -> [Node] {
        all(query, as: Node.self)
    }

    /// The one node in the subtree that matches a query.
    ///
    /// - Parameter query: What to look for.
    /// - Returns: The match.
    /// - Throws: A ``FindError``, as ``get(_:as:)`` throws.
    /// - Complexity: O(*n*) in the size of the subtree, as ``get(_:as:)``.
    @inlinable public func get(_ query: NodeQuery) throws(FindError) -> Node {
        try get(query, as: Node.self)
    }

    /// The node in the subtree that matches a query, if there is one.
    ///
    /// - Parameter query: What to look for.
    /// - Returns: The match, or `nil` when nothing matches.
    /// - Throws: A ``FindError`` listing every match when several do.
    /// - Complexity: O(*n*) in the size of the subtree, as ``query(_:as:)``.
    @inlinable public func query(_ query: NodeQuery) throws(FindError) -> Node? {
        try self.query(query, as: Node.self)
    }

    /// How a query for nodes of a type reads in messages, such as `Button with identifier "buy"`.
    package func describe<T>(_ query: NodeQuery, _ type: T.Type) -> String {
        type == Node.self ? "node with \(query.description)" : "\(type) with \(query.description)"
    }

    /// The error for a query that matched several nodes of a type: every match.
    @usableFromInline func ambiguous<T>(_ query: NodeQuery, as type: T.Type) -> FindError {
        var lines: [String] = []
        walkTree(()) { node, _ in
            if query.matches(node), node is T { lines.append(query.listing.line(node)) }
            return .visitChildren(())
        }
        return FindError(kind: .ambiguous, query: describe(query, type), root: summary, nodes: lines)
    }

    /// The error for a query that matched nothing of a type: the near misses, and the nodes that
    /// matched the query but not the type, or else what was there.
    @usableFromInline func notFound<T>(_ query: NodeQuery, as type: T.Type) -> FindError {
        var ofOtherType: [String] = []
        var everything: [String] = []
        var nearMisses: [String] = []
        walkTree(()) { node, _ in
            if query.matches(node) {
                ofOtherType.append(query.listing.line(node))
            } else if query.isNearMiss?(node) == true {
                nearMisses.append(query.listing.line(node))
            }
            if query.listing == .summaries { everything.append(node.summary) }
            return .visitChildren(())
        }
        if query.listing == .semantics {
            forEachExposedNode { node, _ in everything.append(node.semanticsLine) }
        }
        return FindError(
            kind: .notFound, query: describe(query, type), root: summary,
            nodes: ofOtherType.isEmpty ? everything : ofOtherType, nearMisses: nearMisses)
    }

    /// Calls `body` with each node of the subtree that matches a query and is of a type,
    /// depth-first, until it returns `false`.
    ///
    /// The walk builds no array of nodes; it allocates only its stack, as deep as the tree.
    @inlinable func visitMatches<T>(of query: NodeQuery, as type: T.Type, _ body: (T) -> Bool) {
        walkTree(()) { node, _ in
            if query.matches(node), let match = node as? T, !body(match) { return .stop }
            return .visitChildren(())
        }
    }
}
