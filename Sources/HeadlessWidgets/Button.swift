/// A control with a title that a person taps.
///
/// ```swift
/// let buy = Button(title: "Buy")
/// try buy.tap()  // touchDown, touchUpInside, primaryActionTriggered
/// ```
@MainActor
open class Button: Control {
    /// The text on the button.
    public var title: String?

    /// Creates a button without a title.
    public required init() {
        super.init()
    }

    /// Creates a button with a title.
    ///
    /// - Parameter title: The text on the button.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// The title.
    open override var visibleText: String? { title }
}
