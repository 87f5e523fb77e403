import SendingState
import SendingStateGTK

/// A row of the sidebar: the note's title on one line, cut off with an ellipsis when too long.
final class NoteRow: GTKBox, Configurable {
    let title = GTKLabel()

    init() {
        super.init(axis: .vertical)
        margins = GTKEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
        title.overflow = .truncateTail
        addSubview(title)
    }

    var configurer: (NoteRow, Note) -> Void {
        { row, note in
            row.title.text = note.title
            // The row's name, which a screen reader reads as it moves along the list.
            row.accessibilityLabel = note.title
        }
    }
}
