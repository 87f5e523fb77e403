import SendingState
import SendingStateGTK
import SendingStateTestSupport

/// A product row written as on HeadlessWidgets: a box of senders showing a `ProductRow`, with the
/// shared state-aware mappings, which read the row bound when the event happens.
final class RowView: GTKBox, ProductRowView {
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

    var quantityControl: GTKScale { quantityScale }

    /// The shared mappings, and a tap and a long press on the row itself.
    var eventForwarder: any EventForwardable {
        SenderGroup {
            productRowMappings
            EventForwarder(self) { _, ctx in
                ctx.tapGesture { (row: ProductRow) in [ProductRowAction.open(row.id)] }
                ctx.longPressGesture(minimumPressDuration: 0.4, on: .began) { (row: ProductRow) in
                    [ProductRowAction.remove(row.id)]
                }
            }
        }
    }

    func show(_ model: ProductRow) {
        nameLabel.text = model.name
        quantityScale.value = Double(model.quantity)
    }

    static func quantity(shownBy scale: GTKScale) -> Int {
        Int(scale.value.rounded())
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

    var configurer: (RowList, [ProductRow]) -> Void {
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
