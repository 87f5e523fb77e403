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
        if let accessibilityLabel { return accessibilityLabel }
        if let field = self as? TextField { return field.placeholder }
        return visibleText
    }

    /// Whether the view's type makes it an accessibility element when nothing was set.
    var impliesAccessibilityElement: Bool {
        switch self {
        case is Control, is Label, is ProgressView: true
        case is ImageView: accessibilityLabel != nil
        default: false
        }
    }

    /// The traits the view's type and current state imply.
    ///
    /// This is the one place where state becomes traits: a state that assistive technology should
    /// hear about, such as keyboard focus, is added here, and named in
    /// `AccessibilityTraits.stateWords`.
    var impliedAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits
        switch self {
        case is Switch: traits = [.button, .toggleButton]
        case is Slider: traits = .adjustable
        case is Button: traits = .button
        case is Label: traits = .staticText
        // An image without a label is decoration: nothing for assistive technology to read.
        case is ImageView: traits = accessibilityLabel == nil ? [] : .image
        default: traits = []
        }
        if let control = self as? Control {
            if control.isSelected { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
        }
        // Only a view that can take focus pays the walk up to its window.
        if canBecomeFirstResponder, isFirstResponder { traits.insert(.focused) }
        return traits
    }

    /// The value the view's type implies: a slider's value, a switch's state, a field's text, a
    /// progress view's percentage.
    var impliedAccessibilityValue: String? {
        switch self {
        case let slider as Slider: AccessibilityValue.number(Double(slider.value))
        case let toggle as Switch: AccessibilityValue.toggle(isOn: toggle.isOn)
        case let field as TextField: field.text == "" ? nil : field.text
        case let progressView as ProgressView: AccessibilityValue.percentage(Double(progressView.progress))
        default: nil
        }
    }

    /// The role the view's traits and type give it; see ``View/accessibilityRole``.
    var impliedAccessibilityRole: AccessibilityRole {
        let traits = accessibilityTraits
        if traits.contains(.toggleButton) { return .toggle }
        if traits.contains(.adjustable) { return .adjustable }
        if self is TextField { return .textField }
        if traits.contains(.button) { return .button }
        if traits.contains(.header) { return .header }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        if self is ProgressView { return .progressIndicator }
        if self is ListCell { return .cell }
        if self is ListView { return .list }
        return .none
    }

    /// Whether assistive technology could perceive the view: it isn't hidden, and its alpha is at
    /// least 0.01, as for touches; a NaN alpha counts as transparent.
    var isPerceivable: Bool {
        !isHidden && alpha >= 0.01
    }

    /// Whether assistive technology shows the view: it is an element or has a role, and neither it
    /// nor an ancestor is hidden or transparent, and no ancestor is an element speaking for it.
    var isExposedToAssistiveTechnology: Bool {
        guard isPerceivable, isAccessibilityElement || accessibilityRole != .none else { return false }
        return superview?.exposesSubviews ?? true
    }

    /// Whether assistive technology looks into this view's subviews: the view and its ancestors
    /// are perceivable, and none of them is an element.
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    var exposesSubviews: Bool {
        var node: View? = self
        while let current = node {
            guard current.isPerceivable, !current.isAccessibilityElement else { return false }
            node = current.superview
        }
        return true
    }
}
