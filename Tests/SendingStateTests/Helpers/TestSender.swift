import SendingState

/// A minimal sender, as a toolkit adapter would write it, that counts mapped-event notifications.
final class TestSender: Sender {
    let senderStorage = SenderStorage()
    var tag = 0
    private(set) var mappedEventsChanges = 0

    init(tag: Int = 0) {
        self.tag = tag
    }

    func mappedEventsDidChange() {
        mappedEventsChanges += 1
    }

    func tap() {
        ss.report(.control(.touchUpInside))
    }
}
