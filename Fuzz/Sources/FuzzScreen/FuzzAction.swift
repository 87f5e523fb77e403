import SendingState

/// What a mapping of the screen produces: which mapping fired, on which sender for which provider,
/// the state it read and the gesture values it saw, so that a delivery can be checked against the
/// model.
struct FuzzAction: CustomStringConvertible {
    /// The serial of the card whose forwarder declared the mapping.
    let provider: Int
    /// The serial of the sender the mapping is declared on.
    let sender: Int
    /// The mapping's id, unique in a run.
    let mapping: Int
    /// Which of the mapping's actions this is.
    let index: Int
    /// The state a state-aware mapping read; `nil` for a stateless one.
    let model: CardModel?
    /// `ctx.gestureValues` when the action was made.
    let values: GestureValues

    /// Whether two actions are the same, comparing doubles by their bits, so that NaN equals NaN.
    func isSame(as other: FuzzAction) -> Bool {
        provider == other.provider && sender == other.sender && mapping == other.mapping
            && index == other.index && model == other.model && values.isSame(as: other.values)
    }

    var description: String {
        "m\(mapping)[\(index)] of card \(provider) on sender \(sender), state \(model.map { "\($0)" } ?? "-")"
            + (values.isSame(as: GestureValues()) ? "" : ", \(values.phase)")
    }
}

extension GestureValues {
    /// Whether two values are the same, comparing doubles by their bits.
    func isSame(as other: GestureValues) -> Bool {
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
        func same(_ a: Point, _ b: Point) -> Bool { same(a.x, b.x) && same(a.y, b.y) }
        return phase == other.phase && same(location, other.location) && same(translation, other.translation)
            && same(velocity, other.velocity) && same(scale, other.scale) && same(rotation, other.rotation)
            && numberOfTouches == other.numberOfTouches && numberOfTaps == other.numberOfTaps
            && same(pressDuration, other.pressDuration) && direction == other.direction && edge == other.edge
    }
}
