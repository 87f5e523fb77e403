public import SendingState

/// A view that shows an image from the server's own origin: an `img` element, like a
/// `UIImageView`.
///
/// The page loads only an image of the same origin, as the Content-Security-Policy allows, named
/// by an absolute path such as `/files/images/milk.png`: `WebServer` serves the files of its
/// `publicDirectory` under `/files/`. An image with an ``WebView/accessibilityLabel`` is read by
/// it; one without is decoration, which assistive technology skips.
@MainActor
open class WebImageView: WebView {
    /// The path of the image on the server, such as `/files/images/milk.png`; `nil` shows no
    /// image.
    ///
    /// A path that doesn't start with a single `/`, such as a URL of another site, is ignored
    /// and shows no image.
    public var imagePath: String? {
        didSet {
            if let imagePath, !Self.isSameOriginPath(imagePath) { self.imagePath = nil }
        }
    }

    /// Creates an image view.
    ///
    /// - Parameter imagePath: The path of the image on the server.
    public init(imagePath: String? = nil) {
        self.imagePath = imagePath.flatMap { Self.isSameOriginPath($0) ? $0 : nil }
        super.init()
    }

    /// `.image`.
    open override var impliedAccessibilityRole: AccessibilityRole { .image }

    /// `img`.
    open override var tagName: String { "img" }

    /// An `img` with the path as its `src`, and the label as its `alt`, empty for decoration.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["src"] = imagePath
        element.attributes["alt"] = accessibilityLabel ?? ""
        return element
    }

    /// Whether a path names a file of the server's own origin: it starts with one `/`.
    static func isSameOriginPath(_ path: String) -> Bool {
        path.hasPrefix("/") && !path.hasPrefix("//") && !path.contains("\\")
    }
}
