import SendingState

struct Item: Equatable, Sendable {
    var id: Int
    var title: String
}

final class ItemObject: Sendable {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}

enum TestAction: Equatable {
    case tapped(Int)
    case log
    case opened(Int)
    case gesture(GesturePhase)
}

enum OtherAction: Equatable {
    case other
}
