/// A ``ListView`` was asked for a cell it can't make.
public struct ListViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reuse identifier that has no registered cell class.
    public let reuseIdentifier: String
    /// The identifiers that are registered.
    public let registeredIdentifiers: [String]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: The identifier asked for.
    ///   - registeredIdentifiers: The identifiers that are registered.
    public init(reuseIdentifier: String, registeredIdentifiers: [String]) {
        self.reuseIdentifier = reuseIdentifier
        self.registeredIdentifiers = registeredIdentifiers
    }

    /// A message naming the identifier and the registered ones.
    public var description: String {
        "no cell class registered for reuse identifier \"\(reuseIdentifier)\"; registered: "
            + (registeredIdentifiers.isEmpty
                ? "none" : registeredIdentifiers.map { "\"\($0)\"" }.joined(separator: ", "))
    }
}
