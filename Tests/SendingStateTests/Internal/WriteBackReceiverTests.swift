import Testing

@testable import SendingState

@MainActor
struct WriteBackReceiverTests {
    /// Records the write-backs it hears.
    private final class Receiver: WriteBackReceiver {
        private(set) var values: [Any] = []
        func receiveWriteBack<Value>(_ value: Value) {
            values.append(value)
        }
    }

    @Test func theReceiverOfAViewHearsItsOwnChanges() {
        let view = CounterView()
        let receiver = Receiver()
        view.ss.configure(1)
        view.senderStorage.writeBackReceiver = receiver
        view.increment()
        #expect(receiver.values.compactMap { $0 as? Int } == [2])
    }

    @Test func theViewHoldsItsReceiverWeakly() {
        let view = CounterView()
        var receiver: Receiver? = Receiver()
        view.senderStorage.writeBackReceiver = receiver
        let weakReceiver = Weak(receiver!)
        receiver = nil
        #expect(weakReceiver.object == nil)
        #expect(view.senderStorage.writeBackReceiver == nil)
    }
}
