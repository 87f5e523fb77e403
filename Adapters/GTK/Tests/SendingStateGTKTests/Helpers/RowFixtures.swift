import SendingState
import SendingStateGTK

/// A row's model.
struct Row: Equatable, Sendable {
    var id: Int
    var name: String
    var quantity = 0
}

/// What a row's controls send, each carrying the id of the row bound at event time.
enum RowAction: Equatable {
    case favorite(Int)
    case quantity(Int, Int)
    case open(Int)
    case remove(Int)
}

/// A row written as on HeadlessWidgets: a box of senders, configured from a `Row`, whose state-aware
/// mappings read the row bound when the event happens.
final class RowView: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let quantityScale = GTKScale(minimumValue: 0, maximumValue: 10, step: 1)
    let favoriteButton = GTKButton(title: "☆")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        setMinimumSize(width: -1, height: 40)
        nameLabel.setMinimumSize(width: 80, height: -1)
        quantityScale.setMinimumSize(width: 120, height: -1)
        quantityScale.isContinuous = false
        addSubview(nameLabel)
        addSubview(quantityScale)
        addSubview(favoriteButton)
    }

    var configurer: (RowView, Row) -> Void {
        { row, model in
            row.nameLabel.text = model.name
            row.quantityScale.value = Double(model.quantity)
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (row: Row) in [RowAction.favorite(row.id)] }
            }
            EventForwarder(quantityScale) { scale, ctx in
                ctx.control(.valueChanged) { (row: Row) in
                    [RowAction.quantity(row.id, Int(scale.value.rounded()))]
                }
            }
            EventForwarder(self) { _, ctx in
                ctx.tapGesture { (row: Row) in [RowAction.open(row.id)] }
                ctx.longPressGesture(minimumPressDuration: 0.4, on: .began) { (row: Row) in
                    [RowAction.remove(row.id)]
                }
            }
        }
    }
}

/// A column of rows that attaches one handler to each.
final class RowList: GTKBox, Configurable {
    private(set) var rows: [RowView] = []
    var handler: AnyActionHandlingProvider?

    init() {
        super.init(axis: .vertical, spacing: 4)
        setMargins(8)
    }

    var configurer: (RowList, [Row]) -> Void {
        { list, models in
            while list.rows.count > models.count { list.removeSubview(list.rows.removeLast()) }
            while list.rows.count < models.count {
                let row = RowView()
                list.rows.append(row)
                list.addSubview(row)
            }
            for (row, model) in zip(list.rows, models) {
                row.ss.configure(model)
                list.handler?.attach(to: row)
            }
        }
    }
}
