/// Whether two values are equal, when their type is `Equatable`; `false` otherwise.
func areEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
