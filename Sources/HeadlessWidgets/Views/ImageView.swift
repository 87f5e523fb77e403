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
}
