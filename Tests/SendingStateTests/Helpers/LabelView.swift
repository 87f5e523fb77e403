import SendingState

/// A configurable sender with a text, and view models for it and for ``ItemCell``.
final class LabelView: Sender, Configurable {
    let senderStorage = SenderStorage()
    private(set) var text = ""
    private(set) var configureCount = 0

    var configurer: (LabelView, String) -> Void {
        { view, text in
            view.text = text
            view.configureCount += 1
        }
    }

    nonisolated static func size(with input: String?, constrainedTo size: Size?) -> Size? {
        guard let input else { return nil }
        return Size(width: min(Double(input.count) * 8, size?.width ?? .infinity), height: 20)
    }
}

struct LabelModel: Boundable {
    var contentData: String?
    var binderType: LabelView.Type { LabelView.self }
}

struct ItemModel: Boundable {
    typealias Binder = ItemCell
    var contentData: Item?
}
