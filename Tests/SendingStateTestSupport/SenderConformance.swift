public import SendingState
public import SendingStateTesting
public import Testing

/// Runs the sender conformance checker on the senders a driver makes, and expects no violation,
/// reporting any at the caller's line.
///
/// - Parameters:
///   - driver: Makes the senders and drives them with its toolkit's input.
///   - control: The control contract the senders keep.
///   - input: The input the driver can make: pointer, keyboard or both.
///   - gestures: The gestures to map and perform on each sender.
///   - sourceLocation: Where a violation is reported: the caller's line.
/// - Throws: What the driver throws when it can't make its input.
@MainActor
public func expectSenderConformance<Driver: SenderConformanceDriver>(
    of driver: Driver,
    control: SenderConformanceControl = .button,
    input: SenderConformanceInput = .pointer,
    gestures: [GestureEvent] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let violations = try checkSenderConformance(
        of: driver, control: control, input: input, gestures: gestures)
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
}

extension GestureEvent {
    /// One of each gesture that a single pointer makes, for the checks of toolkits whose pointer
    /// can't pinch or rotate: a tap, a double tap, a long press, a swipe, a pan, a screen-edge pan
    /// and hovering.
    public static let singlePointerGestures: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3), .swipe(direction: .left),
        .pan(), .screenEdge(edges: .left), .hover(),
    ]
}
