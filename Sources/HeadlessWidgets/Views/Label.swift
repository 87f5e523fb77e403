public import SendingState

/// A view that shows text, for configurers to set.
///
/// Like UIKit's label, it doesn't take touches: ``View/isUserInteractionEnabled`` starts `false`,
/// so touches pass through it to the view behind.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String?

    /// The colour of the text; black by default.
    public var textColor = Color.black

    override var impliedTextColor: Color? { textColor }

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

    // MARK: - What a label is to assistive technology, in a dump and in a picture

    override var impliesAccessibilityElement: Bool { true }

    override var impliedAccessibilityTraits: AccessibilityTraits {
        super.impliedAccessibilityTraits.union(.staticText)
    }

    override var isUserInteractionEnabledByDefault: Bool { false }

    /// The text in its colour, in a faint outline: a label's frame is only where its text may go.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(of: rect) + [("fill", "none"), ("stroke", SVGPalette.faint)])
        if let text {
            svg.text(text, kind: "text", at: rect.minX, in: rect, font: font, fill: "\(textColor)")
        }
    }
}
