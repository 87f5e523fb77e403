public import SendingState

/// A transcript as the toolkits are compared: the lines in order, with a run of a gesture's
/// `changed` phase as one line, since each toolkit delivers motion at its own rate.
public func normalized(_ lines: [String]) -> [String] {
    var result: [String] = []
    for line in lines where !(line.hasSuffix(" changed") && result.last == line) {
        result.append(line)
    }
    return result
}

/// How long a person pauses between two steps that touch the screen: longer than a double tap's
/// interval, so that two steps are two gestures.
public let pause = Duration.milliseconds(600)

/// Where a drag goes: from a part's center by an offset in eight moves, and back when asked.
public func dragPath(from center: Point, dx: Double, dy: Double, back: Bool) -> [Point] {
    let end = Point(x: center.x + dx, y: center.y + dy)
    return back ? [center, end, center] : [center, end]
}

/// A scenario couldn't be played as written.
public struct ParityError: Error, CustomStringConvertible {
    /// What couldn't be played.
    public let description: String

    /// Creates an error that says what couldn't be played.
    public init(_ description: String) { self.description = description }
}

extension Step {
    /// Whether the step touches the screen, rather than typing or scrolling by code.
    public var touches: Bool {
        switch self {
        case .click, .step, .drag, .hold, .add, .slideToEnd, .pressThumb, .pinch, .segment: true
        case .focus(let part): [.field, .field2, .search, .notes].contains(part)
        case .key, .type, .scroll: false
        }
    }
}
