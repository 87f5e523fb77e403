/// What the accessibility audit checks, and what a screen accepts of it.
///
/// The audit reads a tree through ``AccessibilityNode``, so it checks a headless screen and a
/// live toolkit window alike. Every rule is on by default; a test asserts that a screen has no
/// findings in one line, and accepts by name what the screen means:
///
/// ```swift
/// try window.auditAccessibility()
/// try window.auditAccessibility(.standard.accepting(.targetSize, named: "Close"))
/// try window.auditAccessibility(.enhanced)  // 44 × 44 point targets
/// ```
public struct AccessibilityAudit: Hashable, Sendable {
    /// The rules to check.
    public var rules: Set<AccessibilityAuditRule>
    /// The smallest size a target may have, in points: 24 × 24 by default, WCAG 2.2's 2.5.8.
    public var minimumTargetSize: Size
    /// The lowest contrast ratio text may have with what is behind it: 4.5 by default, WCAG 2.2's
    /// 1.4.3 for text of a regular size.
    public var minimumContrastRatio: Double
    /// The findings the screen means, each a rule and the name of the node it is about.
    public var accepted: Set<Acceptance>

    /// A finding a screen means: a rule, and the accessible name of the node it is about.
    public struct Acceptance: Hashable, Sendable {
        /// The rule.
        public var rule: AccessibilityAuditRule
        /// The accessible name of the node, or `nil` for a node without one.
        public var name: String?

        /// Accepts the findings of a rule about nodes of a name.
        ///
        /// - Parameters:
        ///   - rule: The rule.
        ///   - name: The accessible name of the node, or `nil` for a node without one.
        public init(rule: AccessibilityAuditRule, name: String?) {
            self.rule = rule
            self.name = name
        }
    }

    /// Creates an audit.
    ///
    /// - Parameters:
    ///   - rules: The rules to check; all of them by default.
    ///   - minimumTargetSize: The smallest size a target may have, in points.
    ///   - minimumContrastRatio: The lowest contrast ratio text may have.
    ///   - accepted: The findings the screen means.
    public init(
        rules: Set<AccessibilityAuditRule> = Set(AccessibilityAuditRule.allCases),
        minimumTargetSize: Size = Size(width: 24, height: 24), minimumContrastRatio: Double = 4.5,
        accepted: Set<Acceptance> = []
    ) {
        self.rules = rules
        self.minimumTargetSize = minimumTargetSize
        self.minimumContrastRatio = minimumContrastRatio
        self.accepted = accepted
    }

    /// Every rule, with targets of at least 24 × 24 points (WCAG 2.2, 2.5.8, level AA).
    public static let standard = AccessibilityAudit()

    /// Every rule, with targets of at least 44 × 44 points (WCAG 2.2, 2.5.5, level AAA, and
    /// Apple's Human Interface Guidelines).
    public static let enhanced = AccessibilityAudit(minimumTargetSize: Size(width: 44, height: 44))

    /// The audit, accepting the findings of a rule about the nodes of a name.
    ///
    /// ```swift
    /// try window.auditAccessibility(.standard.accepting(.targetSize, named: "Close"))
    /// ```
    ///
    /// - Parameters:
    ///   - rule: The rule.
    ///   - name: The accessible name of the nodes, or `nil` for nodes without one.
    /// - Returns: The audit with that acceptance added.
    public func accepting(_ rule: AccessibilityAuditRule, named name: String?) -> AccessibilityAudit {
        var audit = self
        audit.accepted.insert(Acceptance(rule: rule, name: name))
        return audit
    }

    /// The audit without a rule.
    ///
    /// - Parameter rule: The rule to leave out.
    /// - Returns: The audit without it.
    public func skipping(_ rule: AccessibilityAuditRule) -> AccessibilityAudit {
        var audit = self
        audit.rules.remove(rule)
        return audit
    }
}

/// A rule of the accessibility audit.
public enum AccessibilityAuditRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// An actionable element has no name, or is named only by a glyph, such as `★`; or any node
    /// is named by a type name, such as `GtkColumnViewCell`. WCAG 2.2, 4.1.2.
    case name
    /// An actionable element is smaller than the audit's ``AccessibilityAudit/minimumTargetSize``.
    /// WCAG 2.2, 2.5.8.
    case targetSize
    /// An enabled actionable element can't be reached with Tab. WCAG 2.2, 2.1.1.
    case keyboardReachable
    /// Tab moves the focus in another order than a screen reader reads. WCAG 2.2, 2.4.3.
    case focusOrder
    /// A toggle exposes neither a value nor `selected`, or none of a group of tabs is `selected`,
    /// so a person can't tell its state. WCAG 2.2, 4.1.2.
    case state
    /// Actionable elements of one role read the same, with nothing around them that tells them
    /// apart, as two rows' "Buy" buttons in unnamed rows. WCAG 2.2, 2.4.6.
    case distinctNames
    /// Text's contrast with what is behind it is under the audit's
    /// ``AccessibilityAudit/minimumContrastRatio``, where the toolkit knows both colours.
    /// WCAG 2.2, 1.4.3.
    case contrast

    /// The rule's name, as findings show it, such as `targetSize`.
    public var description: String { rawValue }
}

/// Something the accessibility audit found: the rule, the node, and how to fix it.
public struct AccessibilityFinding: Hashable, Sendable {
    /// The rule the node breaks.
    public let rule: AccessibilityAuditRule
    /// The path from the audited node down to this one, each node as its summary, such as
    /// `Window > ListView > ProductCell > Button "★"`.
    public let path: String
    /// The node as assistive technology describes it, such as `button "★"`.
    public let node: String
    /// The node's accessible name, by which a screen accepts a finding.
    public let name: String?
    /// What is wrong.
    public let problem: String
    /// How to fix it.
    public let fix: String

    /// Creates a finding.
    ///
    /// - Parameters:
    ///   - rule: The rule the node breaks.
    ///   - path: The path down to the node.
    ///   - node: The node as assistive technology describes it.
    ///   - name: The node's accessible name.
    ///   - problem: What is wrong.
    ///   - fix: How to fix it.
    public init(
        rule: AccessibilityAuditRule, path: String, node: String, name: String?, problem: String, fix: String
    ) {
        self.rule = rule
        self.path = path
        self.node = node
        self.name = name
        self.problem = problem
        self.fix = fix
    }
}

extension AccessibilityFinding: CustomStringConvertible {
    /// The finding on one line and its fix on the next, such as
    /// `targetSize: button "★" is 12×12 points, under 24×24 (at Window > Button "★")`.
    public var description: String {
        "\(rule): \(node) \(problem) (at \(path))\n    fix: \(fix)"
    }
}

/// An accessibility audit found something; its description lists every finding with its fix.
public struct AccessibilityAuditError: Error, Hashable, Sendable {
    /// What the audit found, in reading order, rule by rule.
    public let findings: [AccessibilityFinding]

    /// Creates a report of findings.
    ///
    /// - Parameter findings: What the audit found.
    public init(findings: [AccessibilityFinding]) {
        self.findings = findings
    }
}

extension AccessibilityAuditError: CustomStringConvertible {
    /// A message listing every finding with its fix.
    public var description: String {
        let count = findings.count
        return "the accessibility audit found \(count) problem\(count == 1 ? "" : "s"):"
            + findings.map { "\n  \($0)" }.joined()
    }
}
