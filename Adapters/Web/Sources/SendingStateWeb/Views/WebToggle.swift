public import SendingState
public import SendingStateInput

/// A switch a person turns on or off with a click or the keyboard: a `button` with the `switch`
/// role and `aria-checked`, like a `UISwitch`.
///
/// A click that ends inside it, or the keyboard's activation, turns it over and reports
/// `valueChanged` and `primaryActionTriggered`, after the touch events the session's input engine
/// reports; setting ``isOn`` from code reports nothing.
@MainActor
open class WebToggle: WebView {
    /// Whether the switch is on.
    public var isOn: Bool

    /// The name shown beside the switch.
    public var title: String

    /// Creates a switch.
    ///
    /// - Parameters:
    ///   - title: The name shown beside it.
    ///   - isOn: Whether it starts on.
    public init(title: String = "", isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
        super.init()
    }

    /// `.toggle`.
    open override var controlKind: ControlKind? { .toggle }

    /// `.toggle`.
    open override var impliedAccessibilityRole: AccessibilityRole { .toggle }

    /// `button`.
    open override var tagName: String { "button" }

    /// The title, or `nil` when it is empty.
    open override var visibleText: String? { title.isEmpty ? nil : title }

    /// `on` or `off`.
    open override var accessibilityValue: String? { AccessibilityValue.toggle(isOn: isOn) }

    /// Turns the switch over and reports `valueChanged`, then `primaryActionTriggered`, as a
    /// `UISwitch` does, for a touch that ends inside and for the keyboard's activation.
    open override func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchEndedInside, .command(.activate):
            isOn.toggle()
            emit(.control(.valueChanged))
            emit(.control(.primaryActionTriggered))
            return input == .command(.activate)
        default:
            return false
        }
    }

    /// A `button` of role `switch`, `aria-checked` as it is on or off.
    open override func render() -> DOMElement {
        var element = super.render()
        element.text = title
        element.attributes["role"] = "switch"
        element.attributes["aria-checked"] = isOn ? "true" : "false"
        return element
    }
}
