import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// A product row with three senders: a favourite button with a state-aware mapping, a delete
/// button with a stateless one, and the cell itself, which maps a pan.
final class RowCell: View, Configurable, EventForwardingProvider {
    let titleLabel = Label()
    let favoriteButton = Button(title: "☆")
    let deleteButton = Button(title: "Delete")

    override init(frame: Rect) {
        super.init(frame: frame)
        self.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        titleLabel.frame = Rect(x: 10, y: 0, width: 200, height: 44)
        favoriteButton.frame = Rect(x: 220, y: 0, width: 44, height: 44)
        deleteButton.frame = Rect(x: 270, y: 0, width: 44, height: 44)
        addSubview(titleLabel)
        addSubview(favoriteButton)
        addSubview(deleteButton)
    }

    var configurer: (RowCell, RowModel) -> Void {
        { cell, row in
            cell.titleLabel.text = row.title
            cell.favoriteButton.isSelected = row.isFavorite
            cell.deleteButton.tag = row.id
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (row: RowModel) in [RowAction.toggleFavorite(id: row.id)] }
            }
            EventForwarder(deleteButton) { sender, ctx in
                ctx.control(.touchUpInside) { [RowAction.delete(tag: sender.tag)] }
            }
            EventForwarder(self) { _, ctx in
                ctx.panGesture { [RowAction.dragged(ctx.gestureValues.translation)] }
            }
        }
    }
}
