internal import SendingState

extension WebTestPage {
    /// What Chromium's own accessibility tree holds for the page, written as SendingState's
    /// `semanticsDump()` writes the session's tree: one node a line, with its role, name, states
    /// and value.
    ///
    /// It reads the tree Chromium gives assistive technology, through the DevTools protocol's
    /// `Accessibility.getFullAXTree`, not the page's attributes: the roles, names, states and
    /// values a screen reader would announce. A page whose elements say what its views are reads
    /// the same as ``semanticsDump()``:
    ///
    /// ```swift
    /// #expect(try await page.chromiumSemanticsDump() == page.semanticsDump())
    /// ```
    ///
    /// Chromium's roles are read as SendingState's (`switch` and `checkbox` as `toggle`, `slider`
    /// and `spinbutton` as `adjustable`, `textbox` as `textField`, `listitem` as `cell`, a text
    /// node as `staticText`); generic containers are looked through, a control speaks for what
    /// it holds, and a role without a counterpart is written as Chromium names it, so that it
    /// shows as a difference.
    ///
    /// - Returns: The lines, each ending with a newline.
    /// - Throws: A ``WebTestError`` when Chromium doesn't give its tree.
    public func chromiumSemanticsDump() async throws(WebTestError) -> String {
        let answer = try await driver.command(
            "POST", "/goog/cdp/execute", ["cmd": "Accessibility.getFullAXTree", "params": [String: Any]()])
        guard let nodes = (answer as? [String: Any])?["nodes"] as? [[String: Any]] else {
            throw WebTestError("Chromium gave no accessibility tree")
        }
        return ChromiumSemantics(nodes: nodes).dump()
    }
}

/// Chromium's accessibility tree, as the DevTools protocol gives it, read as SendingState reads a
/// tree of views.
struct ChromiumSemantics {
    /// A node of the tree: what the dump needs of it.
    struct Node {
        let role: String
        let name: String
        let value: String?
        let ignored: Bool
        let states: Set<String>
        let checked: String?
        let children: [String]
    }

    /// How a Chromium role is read.
    enum Reading {
        /// A container a screen reader passes through: its children are read in its place.
        case lookThrough
        /// Not read at all, with what it holds, such as the boxes of a line of text.
        case skip
        /// A node that speaks for what it holds, as a control does, with SendingState's role.
        case element(String)
        /// A node that groups others, read with its children under it, such as a list.
        case group(String)
    }

    private var nodes: [String: Node] = [:]
    private var root: String?

    /// Reads the nodes `Accessibility.getFullAXTree` returns.
    init(nodes raw: [[String: Any]]) {
        for entry in raw {
            guard let id = entry["nodeId"] as? String else { continue }
            let properties = (entry["properties"] as? [[String: Any]]) ?? []
            var states: Set<String> = []
            var checked: String?
            for property in properties {
                guard let name = property["name"] as? String else { continue }
                let value = (property["value"] as? [String: Any])?["value"]
                if name == "checked" {
                    checked = value.map { "\($0)" }
                } else if value as? Bool == true {
                    states.insert(name)
                }
            }
            nodes[id] = Node(
                role: Self.text(entry["role"]) ?? "", name: Self.text(entry["name"]) ?? "",
                value: Self.text(entry["value"]), ignored: entry["ignored"] as? Bool ?? false, states: states,
                checked: checked, children: entry["childIds"] as? [String] ?? [])
            if root == nil, entry["parentId"] == nil { root = id }
        }
    }

    /// The `value` of a protocol value, such as a role or a name, as text.
    private static func text(_ value: Any?) -> String? {
        guard let inner = (value as? [String: Any])?["value"] else { return nil }
        if let number = inner as? Double { return AccessibilityValue.number(number) }
        return "\(inner)"
    }

    /// How a role is read.
    static func reading(of role: String) -> Reading {
        switch role {
        case "RootWebArea", "WebArea", "generic", "none", "main", "paragraph", "presentation", "Section":
            .lookThrough
        case "InlineTextBox", "LineBreak":
            .skip
        case "StaticText": .element("staticText")
        case "button": .element("button")
        case "switch", "checkbox": .element("toggle")
        case "slider", "spinbutton": .element("adjustable")
        case "textbox", "searchbox": .element("textField")
        case "heading": .element("header")
        case "image", "img": .element("image")
        case "progressbar": .element("progressIndicator")
        case "tab": .element("tab")
        case "menuitem": .element("menuItem")
        case "separator": .element("separator")
        case "list": .group("list")
        case "listitem": .group("cell")
        case "dialog": .group("dialog")
        case "menu": .group("menu")
        default: .element(role)
        }
    }

    /// The tree as SendingState's semantics dump writes it.
    func dump() -> String {
        var output = ""
        if let root { write(root, depth: 0, to: &output) }
        return output
    }

    private func write(_ id: String, depth: Int, to output: inout String) {
        guard let node = nodes[id] else { return }
        let reading = node.ignored ? .lookThrough : Self.reading(of: node.role)
        switch reading {
        case .lookThrough:
            for child in node.children { write(child, depth: depth, to: &output) }
        case .skip:
            break
        case .element(let role):
            output += line(node, role: role, depth: depth)
        case .group(let role):
            output += line(node, role: role, depth: depth)
            for child in node.children { write(child, depth: depth + 1, to: &output) }
        }
    }

    /// A node's line: its role, name, states in SendingState's order, and value.
    private func line(_ node: Node, role: String, depth: Int) -> String {
        var line = String(repeating: "  ", count: depth) + role
        if !node.name.isEmpty { line += " " + node.name.debugDescription }
        for (state, word) in [
            ("selected", "selected"), ("disabled", "disabled"), ("focused", "focused"), ("busy", "busy"),
        ]
        where node.states.contains(state) {
            line += " " + word
        }
        let value: String? =
            switch role {
            case "toggle": node.checked.map { AccessibilityValue.toggle(isOn: $0 == "true") }
            default: node.value.flatMap { $0.isEmpty ? nil : $0 }
            }
        if let value { line += " value " + value.debugDescription }
        return line + "\n"
    }
}
