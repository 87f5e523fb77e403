/// A view that shows text, for configurers to set.
///
/// Like UIKit's label, it doesn't take touches: ``View/isUserInteractionEnabled`` starts `false`,
/// so touches pass through it to the view behind.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String?

    /// Creates an empty label.
    public required init() {
        super.init()
        isUserInteractionEnabled = false
    }

    /// Creates a label with text.
    ///
    /// - Parameter text: The text shown.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    /// The text.
    open override var visibleText: String? { text }
}
