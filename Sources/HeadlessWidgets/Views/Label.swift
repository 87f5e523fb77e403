/// A view that shows text, for configurers to set.
///
/// Like UIKit's label, it doesn't take touches: ``View/isUserInteractionEnabled`` starts `false`,
/// so touches pass through it to the view behind.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String?

    /// The font of the text; ``Font/standard`` until set.
    public var font = Font.standard

    /// Creates an empty label with a frame; like UIKit's, it doesn't take touches.
    ///
    /// - Parameter frame: The label's rectangle in its superview's coordinates.
    public override init(frame: Rect) {
        super.init(frame: frame)
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

    /// The font, when it isn't ``Font/standard``, such as `font=14pt bold`.
    open override var dumpAttributes: [String] {
        font.dumpAttributes
    }
}
