internal import SendingState

/// A view that shows its subviews in a column, through a window of ``height`` that a person
/// scrolls, like UIKit's `UIScrollView`.
///
/// The browser lays the content out and scrolls it: the wheel, a finger, the scroll bar or the
/// keys. The page tells the session where it scrolled to, a frame at most after each scroll, and
/// ``contentOffset`` follows; ``setContentOffset(_:)`` scrolls the page from Swift, and the browser
/// stops at the end of the content. It is no element to assistive technology, which reads what
/// it shows, as it reads a `UIScrollView`'s content.
///
/// ```swift
/// let terms = WebScrollView(height: 200)
/// terms.addSubview(WebLabel(text: longText))
/// terms.setContentOffset(0)
/// ```
@MainActor
open class WebScrollView: WebStack {
    /// The height of the window onto the content, in CSS pixels; a height that isn't a positive
    /// finite number is ignored.
    public var height: Double {
        didSet {
            if !(height > 0 && height.isFinite) { height = oldValue }
        }
    }

    /// How far the content is scrolled from its top, in CSS pixels, as the page last said or
    /// ``setContentOffset(_:)`` set it.
    public private(set) var contentOffset = 0.0

    /// Creates a scroll view.
    ///
    /// - Parameter height: The height of the window onto the content, in CSS pixels.
    public init(height: Double = 300) {
        self.height = height > 0 && height.isFinite ? height : 300
        super.init(axis: .vertical)
    }

    /// Scrolls the content to an offset from its top, in the page too.
    ///
    /// A negative or non-finite offset is taken as the top. The browser stops at the end of the
    /// content, and says so.
    ///
    /// - Parameter offset: The offset, in CSS pixels.
    public func setContentOffset(_ offset: Double) {
        contentOffset = offset.isFinite ? max(0, offset) : 0
        setNeedsDisplay()
    }

    /// Takes where the person scrolled the content to.
    open override func takeScrollOffset(_ offset: Double) -> Bool {
        contentOffset = max(0, offset)
        return true
    }

    /// A column as tall as ``height`` that scrolls, scrolled to ``contentOffset``.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-column ss-scroll"
        element.attributes["data-ss-style-height"] = AccessibilityValue.number(height)
        element.attributes[WebView.scrollOffsetAttribute] = AccessibilityValue.number(contentOffset)
        return element
    }
}
