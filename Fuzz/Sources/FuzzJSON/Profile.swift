/// The model FuzzJSON decodes: a nested struct, an optional, arrays, enums with and without
/// associated values, and numbers of both kinds.
struct Profile: Codable, Sendable, Equatable {
    /// A plan, encoded as its name.
    enum Plan: String, Codable, Sendable {
        case free
        case pro
        case team
    }

    /// A badge, encoded by Swift's synthesized enum coding.
    enum Badge: Codable, Sendable, Equatable {
        case none
        case gold(level: Int)
        case custom(String, shown: Bool?)
    }

    /// A nested struct.
    struct Address: Codable, Sendable, Equatable {
        var city: String
        var zip: Int?
    }

    var name: String
    var age: Int
    var score: Double
    var plan: Plan
    var badge: Badge
    var address: Address?
    var tags: [String]
    var history: [Address]

    /// The state a store starts with, before the fuzz input is applied to it.
    static let initial = Profile(
        name: "Ada", age: 36, score: 1.5, plan: .pro, badge: .gold(level: 2),
        address: Address(city: "London", zip: nil), tags: ["math"], history: [])
}
