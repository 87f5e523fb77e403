public import SendingState

/// A list cell created as UIKit creates a collection view cell: with ``init(frame:)``.
///
/// A ``ListCell`` is created as a table view cell is, with
/// ``ListCell/init(style:reuseIdentifier:)``. Subclass `CollectionCell` instead for a cell that
/// overrides ``init(frame:)``, as a UIKit collection view cell does; the list creates it with
/// ``ListCell/init()``, which such a subclass inherits, and it has the ``ListCell/CellStyle/default``
/// style.
///
/// ```swift
/// final class PhotoCell: CollectionCell {
///     let photoView = ImageView()
///
///     override init(frame: Rect) {
///         super.init(frame: frame)
///         contentView.addSubview(photoView)
///     }
///
///     required init?(coder: Coder) {
///         fatalError("init(coder:) has not been implemented")
///     }
/// }
/// ```
@MainActor
open class CollectionCell: ListCell {
    /// Creates a cell with a frame; the initializer a subclass overrides, as in UIKit.
    ///
    /// - Parameter frame: The cell's rectangle in its superview's coordinates.
    public init(frame: Rect) {
        super.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell through ``init(frame:)``, with an empty frame; the style is always
    /// ``ListCell/CellStyle/default``.
    ///
    /// - Parameters:
    ///   - style: Ignored: a collection cell has the default style.
    ///   - reuseIdentifier: The identifier to reuse the cell with.
    public override convenience init(style: CellStyle, reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }
}
