extension AccessibilityNode {
    /// Asserts that the subtree passes an accessibility audit: one line in a test.
    ///
    /// ```swift
    /// try window.auditAccessibility()
    /// try window.auditAccessibility(.standard.accepting(.targetSize, named: "Close"))
    /// ```
    ///
    /// - Parameter audit: What to check, and what the screen accepts; ``AccessibilityAudit/standard``
    ///   by default.
    /// - Throws: An ``AccessibilityAuditError`` listing every finding with its fix.
    /// - Complexity: O(*n* log *n*) in the size of the subtree, as
    ///   ``accessibilityFindings(_:)``.
    public func auditAccessibility(_ audit: AccessibilityAudit = .standard) throws(AccessibilityAuditError) {
        let findings = accessibilityFindings(audit)
        guard findings.isEmpty else { throw AccessibilityAuditError(findings: findings) }
    }

    /// What an accessibility audit finds in the subtree, rule by rule, each in reading order.
    ///
    /// The audit reads what assistive technology reads, as ``semanticsDump()`` shows it. An
    /// *actionable* element is one whose role is a button, toggle, adjustable, text field, combo
    /// box, tab or menu item. Each rule of ``AccessibilityAuditRule`` checks:
    ///
    /// - ``AccessibilityAuditRule/name``: every actionable element has a name with a letter or a
    ///   digit, and no node is named by a type name: its own type's, or a GTK or libadwaita
    ///   widget's, such as `GtkColumnViewCell`.
    /// - ``AccessibilityAuditRule/targetSize``: every enabled actionable element whose frame the
    ///   toolkit knows is at least ``AccessibilityAudit/minimumTargetSize``. WCAG's exception for
    ///   small targets spaced apart isn't applied.
    /// - ``AccessibilityAuditRule/keyboardReachable``: every enabled actionable element is in
    ///   ``keyboardFocusOrder()``.
    /// - ``AccessibilityAuditRule/focusOrder``: Tab never moves back in reading order, the order
    ///   of ``semanticsDump()`` that a screen reader reads in.
    /// - ``AccessibilityAuditRule/state``: a toggle has a value or is `selected`, and one tab of
    ///   each group of tabs, the tabs one node shows, is `selected`.
    /// - ``AccessibilityAuditRule/distinctNames``: no two actionable elements share a role and a
    ///   name unless the nearest named nodes around them differ, as two rows' "Buy" buttons in
    ///   cells named after their products.
    /// - ``AccessibilityAuditRule/contrast``: every text shown whose colours the toolkit knows,
    ///   read by assistive technology or not, contrasts with its background at
    ///   ``AccessibilityAudit/minimumContrastRatio`` or more; a disabled control's text is exempt,
    ///   as WCAG exempts inactive components. The audit doesn't know the size of text, so large
    ///   text, which WCAG lets go at 3:1, is held to the same ratio.
    ///
    /// What it can't check: whether a name describes what a control does, whether an image needs
    /// a name, colours a toolkit doesn't report, or anything a person perceives only by sight.
    ///
    /// - Parameter audit: What to check, and what the screen accepts; ``AccessibilityAudit/standard``
    ///   by default.
    /// - Returns: The findings the audit doesn't accept; empty for a screen that passes.
    /// - Complexity: O(*n* log *n*) in the size of the subtree, plus O(*d*) for each finding's path.
    @inlinable
    public func accessibilityFindings(_ audit: AccessibilityAudit = .standard) -> [AccessibilityFinding] {
        var exposed: [(node: any AccessibilityNode, depth: Int)] = []
        forEachExposedNode { node, depth in exposed.append((node, depth)) }
        // Contrast is about what a person sees: every text shown, also where an element speaks for it.
        var texts: [any AccessibilityNode] = []
        walkTree(()) { node, _ in
            guard node.isPerceivable else { return .skipChildren }
            if node.accessibilityTextColors != nil { texts.append(node) }
            return .visitChildren(())
        }
        let order = keyboardFocusOrder().map { $0 as any AccessibilityNode }
        var auditor = AccessibilityAuditor(root: self, audit: audit)
        return auditor.findings(exposed: exposed, focusOrder: order, texts: texts)
    }
}

/// What the audit reads and finds: the nodes in reading order, and a writer that names each type
/// once for the findings' paths.
@MainActor @usableFromInline
struct AccessibilityAuditor {
    /// The node audited.
    let root: any AccessibilityNode
    /// What to check.
    let audit: AccessibilityAudit
    /// The findings so far.
    private var findings: [AccessibilityFinding] = []
    /// Writes the summaries of the findings' paths, naming each type once.
    private var writer = DumpWriter()

    @usableFromInline
    init(root: any AccessibilityNode, audit: AccessibilityAudit) {
        self.root = root
        self.audit = audit
    }

    /// Every finding, rule by rule, each in reading order.
    ///
    /// - Parameters:
    ///   - exposed: The nodes assistive technology reads, in reading order, with their depths.
    ///   - focusOrder: The nodes Tab reaches, in its order.
    ///   - texts: The nodes shown with text whose colours the toolkit knows, in tree order.
    /// - Returns: The findings the audit doesn't accept.
    @usableFromInline
    mutating func findings(
        exposed: [(node: any AccessibilityNode, depth: Int)], focusOrder: [any AccessibilityNode],
        texts: [any AccessibilityNode]
    ) -> [AccessibilityFinding] {
        var reading: [ReadNode] = []
        // The names of the nodes above the one being read, by depth in the semantics tree.
        var names: [String?] = []
        for (node, depth) in exposed {
            names.removeSubrange(depth...)
            let context = names.last { $0 != nil } ?? nil
            let name = node.accessibilityName
            reading.append(ReadNode(node: node, name: name, context: context))
            names.append(name)
        }
        checkNames(reading)
        checkTargetSizes(reading)
        checkKeyboard(reading, focusOrder)
        checkStates(reading)
        checkDistinctNames(reading)
        checkContrast(texts)
        return findings
    }

    /// Adds a finding, unless its rule is off or the audit accepts it.
    private mutating func report(
        _ rule: AccessibilityAuditRule, _ read: ReadNode, _ problem: String, _ fix: String
    ) {
        guard audit.rules.contains(rule),
            !audit.accepted.contains(AccessibilityAudit.Acceptance(rule: rule, name: read.name))
        else { return }
        findings.append(
            AccessibilityFinding(
                rule: rule, path: path(to: read.node), node: read.node.semanticsLine, name: read.name,
                problem: problem, fix: fix))
    }

    /// The summaries of the nodes from this one down to a node, such as
    /// `Window > ProductCell > Button "★"`.
    private mutating func path(to node: any AccessibilityNode) -> String {
        var summaries: [String] = []
        var current: (any AccessibilityNode)? = node
        while let step = current {
            writer.output = ""
            step.writeSummary(to: &writer)
            summaries.append(writer.output)
            if step === root { break }
            current = step.accessibilityParent
        }
        return summaries.reversed().joined(separator: " > ")
    }

    private mutating func checkNames(_ reading: [ReadNode]) {
        for read in reading {
            if read.isActionable {
                guard let name = read.name, name.contains(where: { !$0.isWhitespace }) else {
                    report(
                        .name, read, "has no name",
                        "set its accessibility label to what it does, such as \"Add to cart\"")
                    continue
                }
                if !name.contains(where: { $0.isLetter || $0.isNumber }) {
                    report(
                        .name, read,
                        "is named only by \(DumpWriter.quoted(name)), which a screen reader reads as a symbol",
                        "set its accessibility label to what it does, such as \"Favourite\"")
                    continue
                }
            }
            if let name = read.name, isTypeName(name, of: read.node) {
                report(
                    .name, read, "is named by a type name, \(DumpWriter.quoted(name))",
                    "name it after what it shows or does, with an accessibility label")
            }
        }
    }

    private mutating func checkTargetSizes(_ reading: [ReadNode]) {
        let minimum = audit.minimumTargetSize
        for read in reading where read.isActionable && read.isEnabled {
            guard let frame = read.node.accessibilityFrame,
                frame.size.width < minimum.width || frame.size.height < minimum.height
            else { continue }
            report(
                .targetSize, read, "is \(frame.size) points, under \(minimum)",
                "make it at least \(minimum) points, or give it a larger frame around its content")
        }
    }

    private mutating func checkKeyboard(_ reading: [ReadNode], _ order: [any AccessibilityNode]) {
        var readingIndex: [ObjectIdentifier: Int] = [:]
        for (index, read) in reading.enumerated() { readingIndex[ObjectIdentifier(read.node)] = index }
        let reachable = Set(order.map { ObjectIdentifier($0) })
        for read in reading where read.isActionable && read.isEnabled {
            guard !reachable.contains(ObjectIdentifier(read.node)) else { continue }
            report(
                .keyboardReachable, read, "can't be reached with Tab",
                "use a control that takes keyboard focus, or make the view focusable")
        }
        var previous: Int?
        for node in order {
            guard let index = readingIndex[ObjectIdentifier(node)] else { continue }
            if let previous, index < previous {
                report(
                    .focusOrder, reading[index],
                    "comes after \(reading[previous].node.semanticsLine) with Tab, but before it when read",
                    "order the views as they read, or place them where Tab reaches them in reading order")
            }
            previous = index
        }
    }

    private mutating func checkStates(_ reading: [ReadNode]) {
        // Tabs are a group when one node shows them all, as a switcher its tabs.
        var tabGroups: [ObjectIdentifier?: (first: Int, count: Int, hasSelected: Bool)] = [:]
        for (index, read) in reading.enumerated() {
            let role = read.node.accessibilityRole
            if role == .toggle, read.node.accessibilityValue == nil,
                !read.node.accessibilityTraits.contains(.selected)
            {
                report(
                    .state, read, "exposes no state",
                    "give it a value of on or off, with AccessibilityValue.toggle(isOn:), or the selected trait"
                )
            }
            if role == .tab {
                let parent = read.node.accessibilityParent.map { ObjectIdentifier($0) }
                let group = tabGroups[parent] ?? (index, 0, false)
                tabGroups[parent] = (
                    group.first, group.count + 1,
                    group.hasSelected || read.node.accessibilityTraits.contains(.selected)
                )
            }
        }
        for group in tabGroups.values.sorted(by: { $0.first < $1.first }) where !group.hasSelected {
            report(
                .state, reading[group.first],
                "begins \(group.count) tab\(group.count == 1 ? "" : "s") none of which is selected",
                "give the chosen tab the selected trait")
        }
    }

    private mutating func checkDistinctNames(_ reading: [ReadNode]) {
        var groups: [NameKey: [Int]] = [:]
        for (index, read) in reading.enumerated() where read.isActionable {
            guard let name = read.name else { continue }
            groups[NameKey(role: read.node.accessibilityRole, name: name, context: read.context), default: []]
                .append(index)
        }
        let repeated = groups.values.filter { $0.count > 1 }.flatMap { $0 }.sorted()
        for index in repeated {
            let read = reading[index]
            let others =
                (groups[
                    NameKey(role: read.node.accessibilityRole, name: read.name ?? "", context: read.context)]?
                    .count ?? 1) - 1
            let around = read.context.map { " inside \(DumpWriter.quoted($0))" } ?? ""
            report(
                .distinctNames, read,
                "reads the same as \(others) other\(others == 1 ? "" : "s")\(around), with nothing to tell them apart",
                "name each after what it acts on, such as \"Buy milk\", or name the rows that hold them")
        }
    }

    /// Checks the contrast of every text shown but a disabled control's, which WCAG exempts.
    private mutating func checkContrast(_ texts: [any AccessibilityNode]) {
        let minimum = audit.minimumContrastRatio
        for node in texts where !node.accessibilityTraits.contains(.notEnabled) {
            guard let colors = node.accessibilityTextColors, colors.contrastRatio < minimum else { continue }
            let read = ReadNode(node: node, name: node.accessibilityName, context: nil)
            let ratio = (colors.contrastRatio * 100).rounded(.down) / 100
            report(
                .contrast, read,
                "has text \(colors.foreground) on \(colors.background), a contrast of \(ratio):1, under \(minimum):1",
                "darken the text or lighten what is behind it, or the other way round")
        }
    }

    /// Whether a name is a type's name: the node's own type, or a toolkit's widget type such as
    /// `GtkColumnViewCell`.
    private mutating func isTypeName(_ name: String, of node: any AccessibilityNode) -> Bool {
        // A type's name has no spaces and starts with a capital: most names are out at once.
        guard let first = name.first, first.isUppercase, !name.contains(" ") else { return false }
        if name == writer.typeName(of: node) { return true }
        // A GTK or libadwaita widget type, such as GtkColumnViewCell, as GTK 4.8 names a widget
        // that has no name: a capitalized word after the prefix, so that "GTK4" or "Gtkx" isn't one.
        for prefix in ["Gtk", "GTK", "Adw"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let first = rest.first, first.isUppercase, rest.contains(where: \.isLowercase),
                rest.allSatisfy({ $0.isLetter || $0.isNumber })
            {
                return true
            }
        }
        return false
    }
}

/// What makes two actionable elements read the same: their role, name and the name around them.
private struct NameKey: Hashable {
    let role: AccessibilityRole
    let name: String
    let context: String?
}

/// A node as the audit reads it, in reading order.
private struct ReadNode {
    /// The node.
    let node: any AccessibilityNode
    /// Its accessible name.
    let name: String?
    /// The name of the nearest named node around it in the semantics tree, if any.
    let context: String?

    /// Whether a person acts on the node: its role is one of a control.
    @MainActor var isActionable: Bool {
        ReadNode.actionableRoles.contains(node.accessibilityRole)
    }

    /// Whether the node is enabled.
    @MainActor var isEnabled: Bool {
        !node.accessibilityTraits.contains(.notEnabled)
    }

    /// The roles of the elements a person acts on.
    static let actionableRoles: Set<AccessibilityRole> = [
        .button, .toggle, .adjustable, .textField, .comboBox, .tab, .menuItem,
    ]
}
