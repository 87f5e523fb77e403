/// A store's state couldn't be exported or restored.
public enum BindingStoreError: Error, Hashable, Sendable {
    /// The state type isn't `Encodable`, so it can't be exported.
    case stateNotEncodable(stateType: String)
    /// The state type isn't `Decodable`, so it can't be restored.
    case stateNotDecodable(stateType: String)
    /// The JSON was exported from a store of another binder type.
    case binderMismatch(expected: String, found: String)
    /// The JSON couldn't be encoded or decoded.
    case invalidJSON(String)
}

extension BindingStoreError: CustomStringConvertible {
    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .stateNotEncodable(let type): "\(type) is not Encodable, so a store of it can't export its state"
        case .stateNotDecodable(let type):
            "\(type) is not Decodable, so a store of it can't restore its state"
        case .binderMismatch(let expected, let found):
            "the JSON holds state for \(found), but this store renders on \(expected)"
        case .invalidJSON(let message): "invalid JSON: \(message)"
        }
    }
}
