internal import SendingState

/// Two views side by side, a primary column of ``primaryWidth`` and a secondary one that takes
/// the rest of the width, like the columns of UIKit's `UISplitViewController`.
///
/// The primary column, such as a sidebar, hides and shows again with ``isPrimaryHidden``; the
/// secondary one then takes the whole width. Each column is read by assistive technology as it
/// is, in order: the split itself is no element.
///
/// ```swift
/// let split = WebSplitView(primary: folders, secondary: messages)
/// split.primaryWidth = 240
/// split.isPrimaryHidden = true  // the messages alone
/// ```
@MainActor
open class WebSplitView: WebStack {
    /// The view of the primary column, on the leading side.
    public let primary: WebView
    /// The view of the secondary column, which takes the rest of the width.
    public let secondary: WebView

    /// The width of the primary column, in CSS pixels; a width that isn't a positive finite
    /// number is ignored.
    public var primaryWidth: Double {
        didSet {
            if !(primaryWidth > 0 && primaryWidth.isFinite) { primaryWidth = oldValue }
        }
    }

    /// Whether the primary column is hidden, so that the secondary takes the whole width.
    public var isPrimaryHidden: Bool {
        get { primary.isHidden }
        set { primary.isHidden = newValue }
    }

    /// Creates a split view of two columns.
    ///
    /// - Parameters:
    ///   - primary: The view of the primary column.
    ///   - secondary: The view of the secondary column.
    ///   - primaryWidth: The width of the primary column, in CSS pixels.
    public init(primary: WebView, secondary: WebView, primaryWidth: Double = 320) {
        self.primary = primary
        self.secondary = secondary
        self.primaryWidth = primaryWidth > 0 && primaryWidth.isFinite ? primaryWidth : 320
        super.init(axis: .horizontal)
        addSubview(primary)
        addSubview(secondary)
    }

    /// A row of the two columns, the primary as wide as ``primaryWidth``.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] =
            isPrimaryHidden ? "ss-row ss-split ss-split-collapsed" : "ss-row ss-split"
        element.attributes["data-ss-style-primary-width"] = AccessibilityValue.number(primaryWidth)
        return element
    }
}
