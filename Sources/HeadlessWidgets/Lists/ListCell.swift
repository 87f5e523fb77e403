public import SendingState

/// A reusable row of a ``ListView``, with UIKit's table-cell styles.
///
/// Subclass it for your rows as you subclass UIKit's table view cell, overriding
/// ``init(style:reuseIdentifier:)``; UIKit's `init?(coder:)` stub may stay (see ``Coder``). The
/// list creates instances with ``init()``, which such a subclass inherits, gives them the reuse
/// identifier they were registered with, and reuses them as rows scroll out of its window and
/// others scroll in. A subclass with an initializer of another name must also implement
/// ``init()``: otherwise the list couldn't create it.
///
/// ```swift
/// final class ProductCell: ListCell {
///     let nameLabel = Label()
///
///     override init(style: ListCell.CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(nameLabel)
///     }
///
///     required init?(coder: Coder) {
///         fatalError("init(coder:) has not been implemented")
///     }
/// }
/// ```
///
/// A cell of a built-in ``CellStyle`` shows its text in ``textLabel`` and ``detailTextLabel``,
/// and an image in ``imageView``, each made when first used, as UIKit's are.
@MainActor
open class ListCell: View {
    /// The identifier the cell was dequeued with, or created with.
    public internal(set) var reuseIdentifier: String?

    /// The style the cell was created with: which of the labels and the image view it has.
    let style: CellStyle

    /// Creates a cell of a style; the initializer a subclass overrides, as in UIKit.
    ///
    /// ```swift
    /// let cell = ListCell(style: .value1, reuseIdentifier: nil)
    /// cell.textLabel?.text = "Total"
    /// cell.detailTextLabel?.text = "12 €"
    /// ```
    ///
    /// - Parameters:
    ///   - style: Which labels and image view the cell has, and where they are.
    ///   - reuseIdentifier: The identifier to reuse the cell with; a list sets the one the cell's
    ///     class was registered with.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Creates a cell of the default style with a frame.
    ///
    /// - Parameter frame: The cell's rectangle in its superview's coordinates.
    public override convenience init(frame: Rect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell through ``init(style:reuseIdentifier:)``, with the default style and no
    /// identifier; the initializer a list creates cells with.
    ///
    /// A subclass inherits it when it overrides ``init(style:reuseIdentifier:)`` or declares no
    /// initializer of its own, and the list sets ``reuseIdentifier`` right after it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// The view the cell's content goes in, as UIKit's: made when first used, behind the cell's
    /// other subviews, and kept the size of the cell.
    ///
    /// ```swift
    /// override init(style: ListCell.CellStyle, reuseIdentifier: String?) {
    ///     super.init(style: style, reuseIdentifier: reuseIdentifier)
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

    /// Keeps the content view the size of the cell, and the style's views in their places.
    override func frameDidChange() {
        storedContentView?.frame = bounds
        layOutStyleViews()
    }

    // MARK: - Built-in styles

    /// The cell's main text, as UIKit's: made in the ``contentView`` when first used.
    ///
    /// Every style has it; it fills the cell, or shares it with ``detailTextLabel`` and
    /// ``imageView`` as the ``CellStyle`` lays them out.
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        storedTextLabel = label
        addStyleView(label)
        return label
    }

    /// The cell's secondary text, as UIKit's: made in the ``contentView`` when first used, and
    /// `nil` for the ``CellStyle/default`` style, which has none.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = Label()
        storedDetailTextLabel = label
        addStyleView(label)
        return label
    }

    /// The cell's image, at its leading edge, as UIKit's: made in the ``contentView`` when first
    /// used, and `nil` for the ``CellStyle/value2`` style, which has none.
    public var imageView: ImageView? {
        guard style != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let imageView = ImageView()
        storedImageView = imageView
        addStyleView(imageView)
        return imageView
    }

    private var storedTextLabel: Label?
    private var storedDetailTextLabel: Label?
    private var storedImageView: ImageView?

    /// Adds a label or the image view to the content view, and lays the style's views out again.
    private func addStyleView(_ view: View) {
        contentView.addSubview(view)
        layOutStyleViews()
    }

    /// Places the views of the style that exist, in UIKit's arrangement with 16-point margins:
    /// the image a square at the leading edge, then the text, beside its detail (`value1`, and
    /// `value2` whose text takes a third) or above it (`subtitle`).
    private func layOutStyleViews() {
        let margin = 16.0
        let height = bounds.size.height
        var leading = margin
        if let storedImageView {
            storedImageView.frame = Rect(x: margin, y: 0, width: height, height: height)
            leading += height + margin
        }
        let width = max(bounds.size.width - leading - margin, 0)
        let text: Rect
        let detail: Rect
        switch style {
        case .default, .value1:
            text = Rect(x: leading, y: 0, width: style == .default ? width : width / 2, height: height)
            detail = Rect(x: leading + width / 2, y: 0, width: width / 2, height: height)
        case .value2:
            text = Rect(x: leading, y: 0, width: width / 3, height: height)
            detail = Rect(x: leading + width / 3, y: 0, width: width * 2 / 3, height: height)
        case .subtitle:
            text = Rect(x: leading, y: 0, width: width, height: height / 2)
            detail = Rect(x: leading, y: height / 2, width: width, height: height / 2)
        }
        storedTextLabel?.frame = text
        storedDetailTextLabel?.frame = detail
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

    /// `placeholder` for a placeholder cell, and the style when it isn't the default, such as
    /// `style=subtitle`.
    open override var dumpAttributes: [String] {
        (isPlaceholder ? ["placeholder"] : []) + (style == .default ? [] : ["style=\(style)"])
    }

    // MARK: - What a cell is to assistive technology

    /// A cell, unless its traits give it another role.
    override var impliedAccessibilityRole: AccessibilityRole {
        let role = super.impliedAccessibilityRole
        return role == .none ? .cell : role
    }
}
