public import SendingState

/// A view that shows an image, named by a string.
///
/// Like UIKit's image view, it doesn't take touches: ``View/isUserInteractionEnabled`` starts
/// `false`. Assistive technology sees it as an `.image` named by its
/// ``View/accessibilityLabel``; an image without a label is decoration, with no role, and is
/// skipped.
///
/// ```swift
/// let photo = ImageView(imageName: "milk")
/// photo.accessibilityLabel = "A bottle of milk"
/// ```
@MainActor
open class ImageView: View {
    /// The name of the image shown, such as `"star.fill"`.
    public var imageName: String?

    /// Creates an image view with a frame that shows nothing; like UIKit's, it doesn't take touches.
    ///
    /// - Parameter frame: The image view's rectangle in its superview's coordinates.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view that shows an image.
    ///
    /// - Parameter imageName: The name of the image shown.
    public convenience init(imageName: String) {
        self.init()
        self.imageName = imageName
    }

    /// The image's name, as `imageName=star.fill`.
    open override var dumpAttributes: [String] {
        imageName.map { ["imageName=\($0)"] } ?? []
    }

    // MARK: - What an image is to assistive technology, in a dump and in a picture

    /// An image with a label is an element; one without is decoration.
    override var impliesAccessibilityElement: Bool { accessibilityLabel != nil }

    /// An image without a label is decoration: nothing for assistive technology to read.
    override var impliedAccessibilityTraits: AccessibilityTraits {
        super.impliedAccessibilityTraits.union(accessibilityLabel == nil ? [] : .image)
    }

    override var isUserInteractionEnabledByDefault: Bool { false }

    /// A crossed box, with the image's name.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        let n = SVGWriter.number
        svg.element(
            "rect", SVGWriter.frame(of: rect) + [("fill", SVGPalette.well), ("stroke", SVGPalette.line)])
        let cross =
            "M\(n(rect.minX)) \(n(rect.minY))L\(n(rect.maxX)) \(n(rect.maxY))"
            + "M\(n(rect.minX)) \(n(rect.maxY))L\(n(rect.maxX)) \(n(rect.minY))"
        svg.element("path", [("class", "image"), ("d", cross), ("stroke", SVGPalette.line)])
        if let imageName {
            svg.text(
                imageName, kind: "image-name", at: rect.center.x, in: rect, font: .systemFont(ofSize: 11),
                centered: true, fill: SVGPalette.grey)
        }
    }
}
