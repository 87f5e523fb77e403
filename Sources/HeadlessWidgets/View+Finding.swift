extension View {
    /// The view and its descendants, depth-first, back to front.
    public var subtree: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            view.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    /// Every node in the subtree that matches a query and is of a type, depth-first.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the nodes must have.
    /// - Returns: The matches; empty when there are none.
    /// - Complexity: O(*n*) in the size of the subtree.
    public func all<V: View>(_ query: NodeQuery, as type: V.Type = View.self) -> [V] {
        subtree.lazy.filter(query.matches).compactMap { $0 as? V }
    }

    /// The one node in the subtree that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the node must have.
    /// - Returns: The match.
    /// - Throws: A ``FindError`` listing what was there when nothing matches, or every match when
    ///   several do.
    public func get<V: View>(_ query: NodeQuery, as type: V.Type = View.self) throws(FindError) -> V {
        guard let match = try self.query(query, as: type) else {
            let ofOtherType = all(query)
            let nodes = (ofOtherType.isEmpty ? subtree : ofOtherType).map(\.summary)
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
    public func query<V: View>(_ query: NodeQuery, as type: V.Type = View.self) throws(FindError) -> V? {
        let matches = all(query, as: type)
        guard matches.count <= 1 else {
            throw FindError(
                kind: .ambiguous, query: describe(query, type), root: summary, nodes: matches.map(\.summary))
        }
        return matches.first
    }

    private func describe(_ query: NodeQuery, _ type: View.Type) -> String {
        type == View.self ? "node with \(query.description)" : "\(type) with \(query.description)"
    }
}
