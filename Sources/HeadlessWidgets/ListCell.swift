/// A reusable row of a ``ListView``.
///
/// Subclass it for your rows, overriding ``View/init(frame:)`` as a UIKit collection view cell
/// does. The list creates instances with ``View/init()``, which such a subclass inherits, and
/// reuses them as rows scroll out of its window and others scroll in.
///
/// ```swift
/// final class ProductCell: ListCell {
///     let nameLabel = Label()
///
///     override init(frame: Rect) {
///         super.init(frame: frame)
///         addSubview(nameLabel)
///     }
/// }
/// ```
@MainActor
open class ListCell: View {
    /// The identifier the cell was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The view the cell's content goes in, as UIKit's: made when first used, behind the cell's
    /// other subviews, and kept the size of the cell.
    ///
    /// ```swift
    /// override init(frame: Rect) {
    ///     super.init(frame: frame)
    ///     contentView.addSubview(nameLabel)
    /// }
    /// ```
    public var contentView: View {
        if let storedContentView { return storedContentView }
        let contentView = View(frame: bounds)
        insertSubview(contentView, at: 0)
        storedContentView = contentView
        return contentView
    }

    /// The content view, once made.
    private var storedContentView: View?

    /// Keeps the content view the size of the cell.
    override func frameDidChange() {
        storedContentView?.frame = bounds
    }

    /// Whether the list made this cell to stand in a row whose data source made a mistake.
    ///
    /// The mistake is reported to `SendingStateDiagnostics`; a placeholder is never reused.
    public internal(set) var isPlaceholder = false

    /// Called just before the cell is reused for another row; override it to reset transient state.
    ///
    /// The default implementation does nothing. The cell's bound state and handlers stay until the
    /// data source configures it again.
    open func prepareForReuse() {}

    /// `placeholder` for a placeholder cell; nothing for others.
    open override var dumpAttributes: [String] {
        isPlaceholder ? ["placeholder"] : []
    }
}
