import CGtk
import SendingState
public import SendingStateGTK

extension GTKWidget {
    /// The widget and the wrappers it shows, depth first: a box's subviews, a scrolled window's
    /// content, and the row views of a list's visible rows.
    public var subtree: [GTKWidget] {
        var widgets: [GTKWidget] = []
        var stack: [GTKWidget] = [self]
        while let widget = stack.popLast() {
            widgets.append(widget)
            stack.append(contentsOf: widget.shownSubviews.reversed())
        }
        return widgets
    }

    /// Every widget of the subtree that matches a query and is of a type, depth first.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the widgets must have.
    /// - Returns: The matches, possibly none.
    public func all<W: GTKWidget>(_ query: GTKQuery, as type: W.Type = GTKWidget.self) -> [W] {
        subtree.compactMap { widget in query.matches(widget) ? widget as? W : nil }
    }

    /// The one widget of the subtree that matches a query and is of a type.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the widget must have.
    /// - Returns: The match.
    /// - Throws: A ``GTKFindError`` listing what was there when nothing matches, or every match
    ///   when several do.
    public func get<W: GTKWidget>(_ query: GTKQuery, as type: W.Type = GTKWidget.self) throws(GTKFindError)
        -> W
    {
        guard let match = try self.query(query, as: type) else {
            let ofOtherType = all(query)
            let nodes =
                ofOtherType.isEmpty
                ? query.lines(subtree.filter { !query.listsSemantics || $0.isExposedToAssistiveTechnology })
                : query.lines(ofOtherType)
            throw GTKFindError(kind: .notFound, query: describe(query, type), root: summary, nodes: nodes)
        }
        return match
    }

    /// The widget of the subtree that matches a query and is of a type, if there is one.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the widget must have.
    /// - Returns: The match, or `nil` when nothing matches.
    /// - Throws: A ``GTKFindError`` listing every match when several do.
    public func query<W: GTKWidget>(_ query: GTKQuery, as type: W.Type = GTKWidget.self) throws(GTKFindError)
        -> W?
    {
        let matches = all(query, as: type)
        guard matches.count <= 1 else {
            throw GTKFindError(
                kind: .ambiguous, query: describe(query, type), root: summary, nodes: query.lines(matches))
        }
        return matches.first
    }

    /// The widget as messages name it: its type, its identifier after `#`, and its visible text.
    public var summary: String {
        var line = "\(type(of: self))"
        if let accessibilityIdentifier { line += "#\(accessibilityIdentifier)" }
        if let visibleText { line += " \(quoted(visibleText))" }
        return line
    }

    /// The widget as a screen reader describes it: its role, name, states and value, such as
    /// `button "Checkout" disabled`.
    public var semanticsLine: String {
        var line = accessibilityRole.rawValue
        if let accessibilityName { line += " \(quoted(accessibilityName))" }
        for state in accessibilityTraits.stateNames { line += " \(state)" }
        if let accessibilityValue { line += " value \(quoted(accessibilityValue))" }
        return line
    }

    /// Whether the widget is drawn now: mapped, with a size.
    var isOnScreen: Bool {
        gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) > 0
            && gtk_widget_get_height(widget) > 0
    }

    /// Whether a screen reader reads the widget: it has a role and is on screen.
    var isExposedToAssistiveTechnology: Bool {
        accessibilityRole != .none && isOnScreen
    }

    private func describe<W: GTKWidget>(_ query: GTKQuery, _ type: W.Type) -> String {
        "\(type == GTKWidget.self ? "node" : "\(type)") with \(query.description)"
    }
}
