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
///     var isEnabled = true
///     /// Where the button is on the screen, in points: a cell is 8 by 16.
///     var origin: Point
///     var size: Size
///
///     var inputSuperview: (any InputTarget)? { superview }
///     var controlKind: ControlKind? { .button }
///     var isInputEnabled: Bool { isEnabled }
///
///     func convertFromWindow(_ point: Point) -> Point {
///         Point(x: point.x - origin.x, y: point.y - origin.y)
///     }
///
///     func containsTouch(at point: Point) -> Bool {
///         point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
///     }
///
///     func emit(_ occurrence: SenderOccurrence) { ss.report(occurrence) }
///
///     func respond(to input: TargetInput) -> Bool {
///         switch input {
///         case .touchEndedInside, .command(.activate):
///             emit(.control(.primaryActionTriggered))
///             return true
///         default:
///             return false
///         }
///     }
/// }
/// ```
///
/// ## Implementation requirements
///
/// A conforming type must:
/// - keep the contract of `Sender`, and store exactly one ``SenderInput``, created with the target
///   and never replaced, returned from ``senderInput``;
/// - return from ``inputSuperview`` the target that contains it, up to the window's content, which
///   has none;
/// - measure in points: ``convertFromWindow(_:)`` converts from the coordinates the adapter feeds
///   the engine, and ``containsTouch(at:)`` says where a control's touch counts as inside;
/// - say what kind of control it is, if it is one, in ``controlKind``, and whether it takes input
///   now in ``isInputEnabled``;
/// - report its occurrences through ``emit(_:)``, which calls `ss.report(_:)` and may record them;
/// - respond natively in ``respond(to:)``: a button's `primaryActionTriggered` after a touch ends
///   inside it, a switch's change, the commands its kind's keys give it. The engine reports only the
///   touch events and gestures.
///
/// None of these has a default, on purpose. A class-based toolkit declares each once, in its base
/// class, as an overridable member, and its subclasses override them: the compiler then calls a
/// subclass's override, and a member the base class forgot is a compile error. A protocol default
/// would be called instead of every subclass's member of the same name, without a warning.
///
/// The defaults are `mappedEventsDidChange()`, which calls ``updateRecognizers()`` to keep the
/// recognizers in step with the mappings (a target that declares its own must call it), and
/// ``keyCommand(for:)``, which answers with the ``controlKind``'s keys.
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
    /// own recognizers hear them. When focused, it takes its kind's keys.
    var controlKind: ControlKind? { get }

    /// The command a key press gives the target while it has the keyboard focus, or `nil` when the
    /// key isn't the target's own and goes up the focus chain.
    ///
    /// The default answers with the ``controlKind``'s keys, `controlKind?.command(for: press)`. A
    /// control no kind fits, such as a segmented control that an arrow moves along, answers with
    /// its own keys, without a new kind of control that every adapter's `switch` would have to
    /// learn. A class-based toolkit declares it in its base class, as an overridable member that
    /// returns the default, so that its subclasses' answers are the ones the engine calls.
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: The command, performed through ``respond(to:)``, or `nil`.
    func keyCommand(for press: KeyPress) -> KeyCommand?

    /// Whether the target takes input now: a disabled control doesn't, so the keys go past it up
    /// the chain and the kit's hit test passes over it.
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

    /// Whether a touch at a point counts as inside the target: for a control's `touchUpInside` and
    /// drag events, and for the kit's hit test of an ``InputView``.
    ///
    /// Answer with the toolkit's own hit test of the control, so that the engine agrees with the
    /// toolkit's activation: GTK's "clicked" comes only for a release inside the button.
    ///
    /// - Parameter point: A point in the target's coordinates.
    /// - Returns: Whether the touch is inside.
    func containsTouch(at point: Point) -> Bool

    /// Reports an occurrence on the target: call `ss.report(_:)`, after recording it if the adapter
    /// records what its views report, as HeadlessWidgets' event log does.
    ///
    /// - Parameter occurrence: What happened.
    func emit(_ occurrence: SenderOccurrence)

    /// Does what the target does natively for an input the engine hands it: a change of the touch
    /// it tracks, a touch that ended inside it, a key's command.
    ///
    /// A toolkit whose widgets respond by themselves, as GTK's do with their signals, answers
    /// `false` to what they handle; see ``TargetInput`` for what each input is for.
    ///
    /// - Parameter input: What to respond to.
    /// - Returns: Whether the target performed a ``TargetInput/command(_:)``: `false` sends the key
    ///   on up the chain, or lets the kit edit a ``TextInputTarget``'s text. The engine ignores it
    ///   for the other inputs.
    func respond(to input: TargetInput) -> Bool
}

// MARK: - Default implementations

extension InputTarget {
    /// The command the ``controlKind``'s keys give the target: `controlKind?.command(for: press)`.
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: The command, or `nil` when the target isn't a control or the key isn't its kind's.
    public func keyCommand(for press: KeyPress) -> KeyCommand? {
        controlKind?.command(for: press)
    }

    /// Keeps the recognizers in step with the mappings, with ``updateRecognizers()``.
    ///
    /// SendingState calls it when the events mapped on the target change. A target that declares
    /// its own, as a class-based toolkit's base class does to let subclasses override it, calls
    /// ``updateRecognizers()`` from it.
    public func mappedEventsDidChange() {
        updateRecognizers()
    }
}

// MARK: - Recognizers

extension InputTarget {
    /// Builds the gesture recognizers the target's mapped events need and retires the others: the
    /// default `mappedEventsDidChange()` calls it, and so must one a target declares itself.
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
    /// the window's coordinates, and finite: a view far off the window's origin can't make it
    /// infinite.
    func emitGesture(_ kind: GestureKind, _ values: GestureValues) {
        var values = values
        values.location = convertFromWindow(values.location).finite
        emit(.gesture(kind, values))
    }
}
