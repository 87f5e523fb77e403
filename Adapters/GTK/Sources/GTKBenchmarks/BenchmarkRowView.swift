import BenchmarkSupport
import SendingState
import SendingStateGTK

/// A recycled row written as GTKListView's tests write theirs: a name and a favourite button,
/// whose state-aware mappings send the id of the row shown when the event happens.
///
/// The button maps `primaryActionTriggered`, which GTKButton reports for GTK's "clicked".
final class BenchmarkRowView: GTKBox, Configurable, EventForwardingProvider {
    /// How many row views are alive: made by a list's "setup" and not yet released by its
    /// "teardown".
    private(set) static var liveCount = 0

    let nameLabel = GTKLabel()
    let favoriteButton = GTKButton(title: "☆")

    init() {
        Self.liveCount += 1
        super.init(axis: .horizontal, spacing: 8)
        setMinimumSize(width: -1, height: 36)
        nameLabel.expandsHorizontally = true
        addSubview(nameLabel)
        addSubview(favoriteButton)
    }

    isolated deinit {
        Self.liveCount -= 1
    }

    var configurer: (BenchmarkRowView, Row) -> Void {
        { view, row in view.nameLabel.text = row.name }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: Row) in [RowAction.toggleFavorite(id: row.id)] }
            }
            EventForwarder(self) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: Row) in [RowAction.open(id: row.id)] }
            }
        }
    }
}
