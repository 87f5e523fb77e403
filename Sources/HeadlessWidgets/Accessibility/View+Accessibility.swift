import SendingState

extension View {
    /// The name assistive technology reads for the view: its accessibility label, else its text.
    ///
    /// The text is a button's title or a label's text; for a ``TextField``, whose text is its
    /// ``View/accessibilityValue``, it is the placeholder. Set ``View/accessibilityLabel`` to name
    /// a view otherwise, such as an icon-only button.
    ///
    /// ```swift
    /// let star = Button(title: "☆")
    /// star.accessibilityLabel = "Favorite"  // star.accessibilityName == "Favorite"
    /// ```
    public var accessibilityName: String? {
        accessibilityLabel ?? impliedAccessibilityName
    }

    /// Whether assistive technology shows the view: it is an element or has a role, and neither it
    /// nor an ancestor is hidden or transparent, and no ancestor is an element speaking for it.
    var isExposedToAssistiveTechnology: Bool {
        guard isShown, isAccessibilityElement || accessibilityRole != .none else { return false }
        return superview?.exposesSubviews ?? true
    }

    /// Whether assistive technology looks into this view's subviews: the view and its ancestors
    /// are perceivable, and none of them is an element.
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    var exposesSubviews: Bool {
        var node: View? = self
        while let current = node {
            guard current.isShown, !current.isAccessibilityElement else { return false }
            node = current.superview
        }
        return true
    }
}
