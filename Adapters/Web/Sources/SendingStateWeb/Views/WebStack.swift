/// A view that shows views one after another, in a column or a row, like a `UIStackView`; the
/// container to subclass for screens and rows.
///
/// ```swift
/// let form = WebStack(axis: .vertical)
/// form.addSubview(WebLabel(text: "Groceries"))
/// form.addSubview(WebButton(title: "Checkout"))
/// ```
@MainActor
open class WebStack: WebView {
    /// Which way a stack lays out its views.
    public enum Axis: Sendable {
        /// Top to bottom.
        case vertical
        /// Start to end: left to right, or right to left in a right-to-left language.
        case horizontal
    }

    /// Which way the stack lays out its views.
    public var axis: Axis

    /// The dialog the stack presented last, which ``presentedDialog`` checks is still shown in it.
    weak var lastPresentedDialog: WebDialog?

    /// Creates an empty stack.
    ///
    /// - Parameter axis: Which way it lays out its views.
    public init(axis: Axis = .vertical) {
        self.axis = axis
        super.init()
    }

    /// Adds a view after the others, taking it out of the stack it was in.
    ///
    /// - Parameter view: The view to add; adding the stack to itself or to a view inside it traps,
    ///   as it would make the tree a loop.
    public func addSubview(_ view: WebView) {
        var ancestor: WebView? = self
        while let current = ancestor {
            precondition(current !== view, "a view can't be added inside itself")
            ancestor = current.superview
        }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// `inert` for the views behind a dialog the stack presents, so that the browser neither
    /// focuses nor clicks them and assistive technology doesn't read them.
    open override func attributes(ofSubview subview: WebView) -> [String: String] {
        var attributes = super.attributes(ofSubview: subview)
        if let dialog = presentedDialog, dialog !== subview { attributes["inert"] = "" }
        return attributes
    }

    /// A `div` whose `class` says its axis, `ss-column` or `ss-row`.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = axis == .vertical ? "ss-column" : "ss-row"
        return element
    }
}

extension WebView {
    /// Takes the view out of the stack that shows it; does nothing if none does.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}
