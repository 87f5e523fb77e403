public import SendingState

/// A sender that an ``InputEngine`` delivers touches, gestures and keys to: a view of a toolkit
/// adapter.
///
/// A toolkit adapter makes its widget wrappers input targets, and the engine decides from what they
/// say what a person's input means: which touch events a control reports, which gestures the mapped
/// recognizers recognize, which control takes a key.
///
/// ```swift
/// final class TerminalButton: InputTarget {
///     let senderStorage = SenderStorage()
///     let senderInput = SenderInput()
///     weak var superview: TerminalView?
///     /// Where the button is on the screen, in points: a cell is 8 by 16.
///     var origin: Point
///     var size: Size
///
///     var inputSuperview: (any InputTarget)? { superview }
///     var controlKind: ControlKind? { .button }
///
///     func convertFromWindow(_ point: Point) -> Point {
///         Point(x: point.x - origin.x, y: point.y - origin.y)
///     }
///
///     func containsTouch(at point: Point) -> Bool {
///         point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
///     }
///
///     func mappedEventsDidChange() { updateRecognizers() }
///
///     func controlTouchDidEndInside() { emit(.control(.primaryActionTriggered)) }
///
///     func perform(_ command: KeyCommand) -> Bool {
///         guard command == .activate else { return false }
///         emit(.control(.primaryActionTriggered))
///         return true
///     }
/// }
/// ```
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - keep the contract of `Sender`, and store exactly one ``SenderInput``, created with the target
///   and never replaced, returned from ``senderInput``;
/// - call ``updateRecognizers()`` from `mappedEventsDidChange()`, so that the recognizers follow
///   the mappings;
/// - return from ``inputSuperview`` the target that contains it, up to the window's content, which
///   has none;
/// - measure in points: ``convertFromWindow(_:)`` converts from the coordinates the adapter feeds
///   the engine, and ``containsTouch(at:)`` says where a control's touch counts as inside;
/// - say what kind of control it is, if it is one, in ``controlKind``, and perform that kind's
///   ``KeyCommand``s the way its toolkit's control does;
/// - report its native responses to a touch itself: a button's `primaryActionTriggered` after a
///   touch ends inside, a switch's change. The engine reports only the touch events and gestures.
@MainActor
public protocol InputTarget: Sender {
    /// What the engine keeps for this target: the recognizers its mappings need, and the touch it
    /// tracks.
    ///
    /// Store one, as `let senderInput = SenderInput()`, and always return the same instance.
    var senderInput: SenderInput { get }

    /// The target that contains this one: a press on this one reaches its recognizers too, unless
    /// a control owns the press, and a key goes up to it; `nil` at the top.
    var inputSuperview: (any InputTarget)? { get }

    /// What kind of control the target is, or `nil` when it isn't one.
    ///
    /// A control owns the presses that land on it or inside it: it tracks their touch, and only its
    /// own recognizers hear them. When focused, it takes its kind's keys. The default is `nil`.
    var controlKind: ControlKind? { get }

    /// Whether the target takes keys now; a disabled control doesn't, and the keys go past it up
    /// the chain. The default is `true`.
    var isInputEnabled: Bool { get }

    /// Converts a point from the coordinates of the window the adapter feeds the engine in to the
    /// target's own.
    ///
    /// The engine feeds recognizers window coordinates, where a finger stays put while the view
    /// under it scrolls, and converts each location it reports.
    ///
    /// - Parameter point: A point in the window's coordinates.
    /// - Returns: The same point in the target's coordinates.
    func convertFromWindow(_ point: Point) -> Point

    /// Whether a touch at a point counts as inside the control, for its `touchUpInside` and drag
    /// events; asked only of a control.
    ///
    /// Answer with the toolkit's own hit test of the control, so that the engine agrees with the
    /// toolkit's activation: GTK's "clicked" comes only for a release inside the button.
    ///
    /// - Parameter point: A point in the target's coordinates.
    /// - Returns: Whether the touch is inside.
    func containsTouch(at point: Point) -> Bool

    /// Reports an occurrence on the target; the default calls `ss.report(_:)`.
    ///
    /// An adapter that records what its views report, as HeadlessWidgets' event log does, records
    /// here.
    ///
    /// - Parameter occurrence: What happened.
    func emit(_ occurrence: SenderOccurrence)

    /// Tells a control of a change in the touch it tracks, before the engine reports its event.
    ///
    /// Update what the control shows, such as its highlight. The default does nothing.
    ///
    /// - Parameter change: How the touch changed.
    func controlTouchWillChange(_ change: ControlTouchChange)

    /// Tells a control of a change in the touch it tracks, once the engine has reported its event:
    /// after `touchDown`, each drag, `touchUpInside` or `touchUpOutside`, and `touchCancel`.
    ///
    /// This is where a control does what depends on where the touch is, as UIKit's
    /// `beginTracking(_:with:)`, `continueTracking(_:with:)`, `endTracking(_:with:)` and
    /// `cancelTracking(with:)` do: ``SenderInput/touch`` says where and when. A stepper steps its
    /// value here, after its `touchDown`. The default does nothing.
    ///
    /// - Parameter change: How the touch changed.
    func controlTouchDidChange(_ change: ControlTouchChange)

    /// Tells a control that a touch ended inside it, once the engine has reported everything the
    /// release meant: `touchUpInside`, then the gestures it ended.
    ///
    /// A toolkit whose controls respond here natively does nothing; HeadlessWidgets' button reports
    /// its `primaryActionTriggered`, and its switch flips. The default does nothing.
    func controlTouchDidEndInside()

    /// Performs a key command the focused target's ``controlKind`` gave a key.
    ///
    /// - Parameter command: The command.
    /// - Returns: Whether the target performed it; `false` sends the key on up the chain. The default
    ///   performs nothing.
    func perform(_ command: KeyCommand) -> Bool
}

// MARK: - Default implementations

extension InputTarget {
    /// `nil`: the target isn't a control.
    public var controlKind: ControlKind? { nil }

    /// `true`: the target takes keys.
    public var isInputEnabled: Bool { true }

    /// Reports the occurrence with `ss.report(_:)`.
    public func emit(_ occurrence: SenderOccurrence) {
        ss.report(occurrence)
    }

    /// Does nothing.
    public func controlTouchWillChange(_ change: ControlTouchChange) {}

    /// Does nothing.
    public func controlTouchDidChange(_ change: ControlTouchChange) {}

    /// Does nothing.
    public func controlTouchDidEndInside() {}

    /// Performs nothing: returns `false`.
    public func perform(_ command: KeyCommand) -> Bool { false }
}

// MARK: - Recognizers

extension InputTarget {
    /// Builds the gesture recognizers the target's mapped events need and retires the others:
    /// call it from `mappedEventsDidChange()`.
    ///
    /// ```swift
    /// open func mappedEventsDidChange() {
    ///     updateRecognizers()
    /// }
    /// ```
    ///
    /// - Complexity: O(*m*) for *m* mapped events.
    public func updateRecognizers() {
        senderInput.update(for: ss.mappedEvents, of: self)
    }

    /// Whether a mapping of the target matches an occurrence, as `ss.hasMapping(for:)` says.
    func hasMapping(for occurrence: SenderOccurrence) -> Bool {
        ss.hasMapping(for: occurrence)
    }

    /// Reports a gesture a recognizer of this target recognized, with its location converted from
    /// the window's coordinates.
    func emitGesture(_ kind: GestureKind, _ values: GestureValues) {
        var values = values
        values.location = convertFromWindow(values.location)
        emit(.gesture(kind, values))
    }
}
