import FuzzSupport
import SendingState

/// What decoding some JSON gave: a profile, or the error thrown.
enum DecodeOutcome: Equatable {
    case decoded(Profile)
    case failed(String)

    /// Runs a decode, checking that whatever it throws is a `BindingStoreError`, as documented.
    ///
    /// - Parameters:
    ///   - what: Which call, for the failure message.
    ///   - decode: The call.
    init(_ what: String, _ decode: () throws -> Profile) {
        do {
            self = .decoded(try decode())
        } catch {
            self = .failed(Self.describe(error, from: what))
        }
    }

    /// An error as a string to compare, checking it is a `BindingStoreError`.
    ///
    /// - Parameters:
    ///   - error: The error thrown.
    ///   - what: Which call threw it, for the failure message.
    /// - Returns: The error's description.
    static func describe(_ error: any Error, from what: String) -> String {
        fuzzCheck(
            error is BindingStoreError, "\(what) threw \(type(of: error)), not a BindingStoreError: \(error)")
        return "\(error)"
    }

    /// The profile decoded, if any.
    var profile: Profile? {
        if case .decoded(let profile) = self { profile } else { nil }
    }
}
