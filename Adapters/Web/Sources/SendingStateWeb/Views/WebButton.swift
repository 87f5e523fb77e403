public import SendingState
public import SendingStateInput

/// A button a person clicks, or activates with the keyboard: a `button` element.
///
/// The session's input engine reports `touchDown`, `touchDragExit`, `touchUpInside` and the other
/// touch events as a person's pointer moves, and the button reports `primaryActionTriggered` when a
/// touch ends inside it or the keyboard activates it, as a `UIButton` does.
///
/// ```swift
/// EventForwarder(checkout) { _, ctx in
///     ctx.control(.primaryActionTriggered) { [CartAction.checkOut] }
/// }
/// ```
@MainActor
open class WebButton: WebView {
    /// The title shown.
    public var title: String

    /// Creates a button.
    ///
    /// - Parameter title: The title to show.
    public init(title: String = "") {
        self.title = title
        super.init()
    }

    /// `.button`.
    open override var controlKind: ControlKind? { .button }

    /// `.button`.
    open override var impliedAccessibilityRole: AccessibilityRole { .button }

    /// The title, or `nil` when it is empty.
    open override var visibleText: String? { title.isEmpty ? nil : title }

    /// Reports `primaryActionTriggered` for a touch that ends inside and for the keyboard's
    /// activation.
    open override func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchEndedInside, .command(.activate):
            emit(.control(.primaryActionTriggered))
            return input == .command(.activate)
        default:
            return false
        }
    }

    /// `button`.
    open override var tagName: String { "button" }

    /// A `button` with the title, `disabled` while the button is.
    open override func render() -> DOMElement {
        var element = super.render()
        element.text = title
        return element
    }
}
