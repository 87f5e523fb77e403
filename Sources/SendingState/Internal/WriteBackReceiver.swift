/// A store that hears the state a view changed itself with `invalidateState`.
@MainActor
protocol WriteBackReceiver: AnyObject {
    /// Stores a state the view already renders, and notifies observers; never renders it again.
    func receiveWriteBack<Value>(_ value: Value)
}
