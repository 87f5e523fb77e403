extension Dictionary where Key == Int {
    /// The entries in the order of their pointer numbers.
    ///
    /// Pointers that move or lift in one event are handled in this order, so that the same input
    /// reports the same way on every run: a dictionary's own order changes from one run to the next.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries.
    package var inPointerOrder: [(key: Int, value: Value)] {
        sorted { $0.key < $1.key }
    }
}
