public import SendingState

/// The toolkit-neutral input rules, in one place: what a person's pointers and keys mean to the
/// views of one window, as UIKit would report it.
///
/// A toolkit adapter owns one engine per window and feeds it what its toolkit reports: each press,
/// move and release of a pointer, with the view it landed on; the pointer hovering over a view; a
/// touchpad's pinch; each key, with the focused view. The adapter decides only what is its own:
/// translating its toolkit's events, hit testing, its clock and timers, and its widgets' native
/// behaviour. The engine decides the rest, the same for every toolkit:
///
/// - **Touch events.** A press on a control, or on anything inside one, belongs to that control: it
///   reports `touchDown` (with `touchDownRepeat` when the press continues a streak of quick
///   presses, by the rule of ``TapRecognizer``), `touchDragInside` or `touchDragOutside` as the
///   pointer moves, `touchDragExit` and `touchDragEnter` as it crosses the control's edge, and
///   `touchUpInside`, `touchUpOutside` or `touchCancel` as it ends. Whether the touch is inside is
///   measured as it presses and at each move, with ``InputTarget/containsTouch(at:)``, and again at
///   the release only if the pointer lifted somewhere else. The control tracks the first pointer
///   that presses it.
/// - **Gestures.** Each ``InputTarget`` has the recognizers its mappings need, in its
///   ``SenderInput``. A press on a control reaches only that control's recognizers; a press on any
///   other view reaches that view's and those of every view that contains it, nearest first.
///   Hovering reaches the view under the pointer and every view that contains it.
/// - **Pointers.** The engine numbers pointers from 0, in the order they go down, until none is
///   down; the number names the pointer in later calls. Its deadlines, such as the moment a long
///   press begins, are served through the adapter's ``InputClock``.
/// - **Keys.** ``deliver(_:)`` routes a key: Tab and Shift-Tab move the ``keyboardFocus``, the
///   focused view takes its text's and its kind's keys (see ``ControlKind`` and
///   ``TextInputTarget``), and any other key goes up the focus chain to the first view that maps
///   it. A toolkit that keeps its own focus names the focused view with
///   ``deliver(_:focused:unfocusedStart:)``; one that sends typed text apart from its keys sets
///   ``textDelivery``.
///
/// Within one event, the engine reports touch events first, then the gestures the event ended,
/// then tells the control ``TargetInput/touchEndedInside``. Input that arrives while the engine is
/// reporting, such as a handler that moves a finger, lifts one, cancels the pointers or presses a
/// key, is queued and applied once the event in progress is done, in the order it came: every event
/// is kept, and none overtakes another. Input that makes no sense is ignored: a press or a move at a
/// time or a location that isn't finite, a pointer that isn't down. A release or a cancellation is
/// never ignored, since a pointer left down would wait for ever: one at a time that isn't finite
/// happens at the time of the last event the engine took.
///
/// A press costs time linear in the depth of the view it lands on, and so does a move, a release
/// and a hover.
///
/// ```swift
/// let engine = InputEngine(clock: timers)
/// if let pointer = engine.pointerDown(at: Point(x: 40, y: 12), time: 3.20, on: button) {
///     engine.pointerUp(pointer, at: Point(x: 41, y: 12), time: 3.28)
/// }
/// // button: touchDown, touchUpInside; a tap, if one is mapped
/// ```
///
/// Every location is in the coordinates of the window, in points. A toolkit whose coordinates are
/// in other units converts at its edge: a terminal multiplies a cell's column and row by the cell's
/// size in points, so that UIKit's thresholds in ``GestureThresholds`` keep their meaning.
@MainActor
public final class InputEngine {
    /// How long, in seconds, a person may rest between two presses of a streak: a press that starts
    /// sooner after the last one ended continues it, as a double tap and `touchDownRepeat` do.
    ///
    /// Set it from the desktop's double-click time where the toolkit has one, as the GTK adapter
    /// does. A value that isn't a finite number of seconds, zero or more, is ignored.
    public var doubleTapInterval = GestureThresholds.doubleTapInterval {
        didSet { if !doubleTapInterval.isFiniteDuration { doubleTapInterval = oldValue } }
    }

    /// The size of the window, whose edges a screen-edge pan starts from.
    ///
    /// Keep it up to date as the window resizes. An empty size has no edges.
    public var windowSize = Size.zero

    /// How many pointers are down.
    public var pointersDown: Int { pointers.count }

    /// The window's keyboard focus, for a toolkit that has none of its own.
    ///
    /// ``deliver(_:)`` sends keys to its focused view and moves it with Tab. A toolkit that keeps
    /// its own focus, as GTK does, leaves it `nil` and names the focused view with
    /// ``deliver(_:focused:unfocusedStart:)``.
    public var keyboardFocus: KeyboardFocus?

    /// How the toolkit hands over the text a person types: with its key presses, or in events of
    /// its own; ``TextDelivery/withKeyPresses`` by default.
    public var textDelivery = TextDelivery.withKeyPresses

    let clock: any InputClock

    /// A pointer that is down: the view it landed on, the control that owns its press, if any, and
    /// where it is.
    private struct Pointer {
        weak var landing: (any InputTarget)?
        weak var owner: (any InputTarget)?
        var location: Point
    }

    private var pointers: [Int: Pointer] = [:]
    /// The number the next pointer gets.
    private var nextPointer = 0
    /// How many pointers got their number from a press that waits in ``queued``.
    private var pointersAwaitingPress = 0

    /// The inputs of the targets whose recognizers heard some pointer since none was down.
    ///
    /// They are in the order they first did, and each one's ``SenderInput/pointersHeard`` says
    /// how many it hears now. A target's input holds its recognizers but not the target, so
    /// keeping it keeps no view alive.
    private var participants: [SenderInput] = []

    /// How many pointers, and targets that hear them, the engine holds before its storage grows:
    /// it keeps its storage when the last pointer lifts or the pointers are cancelled, so the
    /// presses after the first allocate nothing.
    var storageCapacity: (pointers: Int, participants: Int) {
        (pointers.capacity, participants.capacity)
    }

    /// The number of the event being gathered, which a target that an event reaches remembers in
    /// its ``SenderInput/lastEvent``.
    private var eventNumber = 0

    /// The virtual fingers of a two-finger gesture the toolkit measures itself.
    private var pair: (pointers: [Int], center: Point, radius: Double)?

    /// The view the pointer hovers over, if any.
    private weak var hovered: (any InputTarget)?

    /// The deadline the clock's timer waits for, and the timer.
    private var scheduled: (time: Double, timer: any InputTimer)?

    /// The time of the last event the engine took, for a release or cancellation whose own time
    /// isn't finite.
    private var lastTime: Double?

    /// Whether the engine is reporting an event, or the input queued meanwhile: input that arrives
    /// then waits in ``queued``.
    private(set) var isDispatching = false
    private var queued: [@MainActor () -> Void] = []

    /// Makes an engine for one window, which waits for its deadlines on a toolkit's clock.
    ///
    /// - Parameter clock: Schedules the timers for deadlines, such as the start of a long press.
    public init(clock: any InputClock) {
        self.clock = clock
    }

    // MARK: - Pointers

    /// A pointer went down on a view.
    ///
    /// - Parameters:
    ///   - location: Where, in the window's coordinates.
    ///   - time: When, in seconds on the clock the adapter stamps events with.
    ///   - target: The view the toolkit's hit test found under the pointer.
    /// - Returns: The pointer's number, which names it in later calls, at once, even while the press
    ///   waits for the event in progress; `nil`, ignoring the press, when the location or the time
    ///   isn't finite.
    /// - Complexity: O(*d*) for a view *d* levels deep, with up to *r* recognizers a level: O(*d r*).
    @discardableResult
    public func pointerDown(at location: Point, time: Double, on target: any InputTarget) -> Int? {
        guard location.isFinite, time.isFinite else { return nil }
        if pointers.isEmpty, pointersAwaitingPress == 0 { nextPointer = 0 }
        let pointer = nextPointer
        nextPointer += 1
        pointersAwaitingPress += 1
        feed((pointer, location, time, target), time: time) { engine, press in
            engine.pointersAwaitingPress -= 1
            engine.press(press.0, at: press.1, time: press.2, on: press.3)
        }
        return pointer
    }

    /// A pointer that is down moved.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's number.
    ///   - location: Where it is now, in the window's coordinates.
    ///   - time: When.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        pointersMoved([pointer: location], time: time)
    }

    /// Pointers that are down moved together, in one event of the toolkit's: each recognizer
    /// measures them once, as UIKit calls `touchesMoved` once with every touch that moved.
    ///
    /// - Parameters:
    ///   - moves: Where each pointer that moved is now, by number, in the window's coordinates.
    ///   - time: When.
    public func pointersMoved(_ moves: [Int: Point], time: Double) {
        guard time.isFinite else { return }
        feed((moves, time), time: time) { engine, event in engine.move(event.0, time: event.1, measured: nil)
        }
    }

    /// A pointer that is down lifted.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's number.
    ///   - location: Where it lifted, in the window's coordinates; where it was last, when this
    ///     isn't finite.
    ///   - time: When; the time of the last event the engine took, when this isn't finite.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        let time = endingTime(time)
        feed((pointer, location, time), time: time) { engine, lift in
            engine.lift(lift.0, at: lift.1, time: lift.2)
        }
    }

    /// Pointers that are down lifted together, in one event of the toolkit's: each recognizer hears
    /// all of them lift before the next one does, as UIKit calls `touchesEnded` once with every
    /// touch that ended.
    ///
    /// - Parameters:
    ///   - lifts: Where each pointer lifted, by number, in the window's coordinates; where it was
    ///     last, when a location isn't finite.
    ///   - time: When; the time of the last event the engine took, when this isn't finite.
    public func pointersUp(_ lifts: [Int: Point], time: Double) {
        let time = endingTime(time)
        feed((lifts, time), time: time) { engine, event in engine.lift(event.0, time: event.1) }
    }

    /// The toolkit took every pointer away, as when a window loses its grab: every control's touch
    /// is cancelled, and every gesture that began.
    ///
    /// The pointers cancelled are those down when the cancellation's turn comes: a press fed after
    /// it, even from a handler of the event in progress, goes down after it and is kept.
    ///
    /// - Parameter time: When; the time of the last event the engine took, when this isn't finite.
    public func cancelPointers(at time: Double) {
        let time = endingTime(time)
        feed(time, time: time) { engine, time in engine.cancel(at: time) }
    }

    // MARK: - Two fingers the toolkit measures

    /// Two fingers went down around a point, as a touchpad's pinch begins, whose scale and rotation
    /// the toolkit measures itself.
    ///
    /// The engine puts two virtual fingers on the view, opposite each other around `center`, and
    /// moves them with what the toolkit measured, so that the pinch and rotation recognizers report
    /// exactly the scale and rotation given, and the other recognizers see two fingers.
    ///
    /// - Parameters:
    ///   - center: The midpoint of the fingers, in the window's coordinates.
    ///   - radius: How far each finger is from the center, in points; greater than zero.
    ///   - time: When.
    ///   - target: The view under the center.
    public func twoFingerGestureBegan(
        around center: Point, radius: Double = 50, time: Double, on target: any InputTarget
    ) {
        guard pair == nil, radius.isFinite, radius > 0 else { return }
        let points = FingerLayout.pair(around: center, radius: radius, angle: 0)
        guard points.allSatisfy(\.isFinite) else { return }
        let fingers = points.compactMap { pointerDown(at: $0, time: time, on: target) }
        guard fingers.count == 2 else { return }
        pair = (fingers, center, radius)
    }

    /// The two fingers of the gesture in progress changed, as the toolkit measured them.
    ///
    /// - Parameters:
    ///   - scale: Their spread now over their spread when they went down; greater than zero.
    ///   - rotation: How far they turned since they went down, in radians, clockwise positive.
    ///   - time: When.
    public func twoFingerGestureChanged(scale: Double, rotation: Double, time: Double) {
        guard let pair, scale.isFinite, scale > 0, rotation.isFinite, time.isFinite else { return }
        let points = FingerLayout.pair(around: pair.center, radius: pair.radius * scale, angle: rotation)
        guard points.allSatisfy(\.isFinite) else { return }
        let moves = [pair.pointers[0]: points[0], pair.pointers[1]: points[1]]
        let measured = (scale: scale, rotation: rotation)
        feed((moves, time, measured), time: time) { engine, event in
            engine.move(event.0, time: event.1, measured: event.2)
        }
    }

    /// The two fingers of the gesture in progress lifted.
    ///
    /// - Parameter time: When; the time of the last event the engine took, when this isn't finite.
    public func twoFingerGestureEnded(at time: Double) {
        guard let pair else { return }
        self.pair = nil
        var lifts: [Int: Point] = [:]
        for finger in pair.pointers {
            lifts[finger] = pointers[finger]?.location ?? pair.center
        }
        pointersUp(lifts, time: time)
    }

    // MARK: - Hovering

    /// The pointer, with no button pressed, moved over a view, or off every view.
    ///
    /// The views it left hear it exit, innermost first; those it stays over hear it move, and those
    /// it entered hear it enter. When the pointer leaves the window, pass `nil` with the last
    /// location the toolkit gave, or the point where it crossed the window's edge: the views it
    /// leaves report their last move's location, whatever is passed.
    ///
    /// - Parameters:
    ///   - location: Where it is, in the window's coordinates.
    ///   - time: When.
    ///   - target: The view under it, or `nil` when it left the window.
    /// - Complexity: O(*d*) for views up to *d* levels deep.
    public func pointerHovered(at location: Point, time: Double, over target: (any InputTarget)?) {
        guard location.isFinite, time.isFinite else { return }
        feed((location, time, target), time: time) { engine, event in
            engine.hover(at: event.0, time: event.1, over: event.2)
        }
    }

    /// The toolkit stopped tracking the hovering pointer: every hover in progress is cancelled.
    ///
    /// - Parameter time: When; the time of the last event the engine took, when this isn't finite.
    public func cancelHover(at time: Double) {
        let time = endingTime(time)
        feed(time, time: time) { engine, time in engine.endHover(at: time) }
    }

    // MARK: - Reporting

    /// Applies an event now, or once the event in progress is done when the engine is reporting.
    ///
    /// The event's values and what applies them are apart, so that an event applied at once, as
    /// nearly every one is, allocates no closure: only a queued one captures its values.
    ///
    /// - Parameters:
    ///   - event: The event's values.
    ///   - time: The event's time, which a later release whose time isn't finite takes.
    ///   - apply: Applies the event; it captures nothing.
    func feed<Event>(
        _ event: Event, time: Double?, _ apply: @escaping @MainActor (InputEngine, Event) -> Void
    ) {
        if let time, time.isFinite { lastTime = time }
        if isDispatching {
            queued.append { [self] in apply(self, event) }
        } else {
            run { apply(self, event) }
        }
    }

    /// The time of an event that ends something, which is never dropped: the time given when it is
    /// finite, else the time of the last event, else zero.
    private func endingTime(_ time: Double) -> Double {
        time.isFinite ? time : lastTime ?? 0
    }

    /// Reports an event, then applies the input that arrived meanwhile, in order: each queued
    /// input is reported as an event of its own, so input that arrives while it is reported waits
    /// for it in turn.
    func run(_ event: () -> Void) {
        isDispatching = true
        event()
        var next = 0
        while next < queued.count {
            let input = queued[next]
            next += 1
            input()
        }
        queued.removeAll(keepingCapacity: true)
        isDispatching = false
    }

    /// The control that owns a press on a view: the nearest control at or above it, if any.
    private static func owningControl(from target: any InputTarget) -> (any InputTarget)? {
        var node: (any InputTarget)? = target
        while let current = node {
            if current.controlKind != nil { return current }
            node = current.inputSuperview
        }
        return nil
    }

    /// Calls `body` with each target whose recognizers hear a pointer: the control that owns its
    /// press, or the view it landed on and every view that contains it, nearest first.
    private func forEachListener(of pointer: Pointer, _ body: (any InputTarget) -> Void) {
        if let owner = pointer.owner {
            body(owner)
            return
        }
        var node = pointer.landing
        while let target = node {
            body(target)
            node = target.inputSuperview
        }
    }

    private func press(_ pointer: Int, at location: Point, time: Double, on target: any InputTarget) {
        let record = Pointer(landing: target, owner: Self.owningControl(from: target), location: location)
        pointers[pointer] = record
        if let owner = record.owner { beginTracking(pointer, on: owner, at: location, time: time) }
        forEachListener(of: record) { target in
            join(target)
            let input = target.senderInput
            input.tap?.doubleTapInterval = doubleTapInterval
            input.screenEdgePan?.screenSize = windowSize
            for recognizer in input.recognizers {
                recognizer.pointerDown(pointer, at: location, time: time)
            }
        }
        scheduleDeadline()
    }

    private func move(_ moves: [Int: Point], time: Double, measured: TwoFingerMeasure?) {
        // Each target hears the pointers of the event that reach it together, in the order the
        // targets are first reached.
        let event = nextEventNumber()
        var heard: [(target: any InputTarget, moves: [Int: Point])] = []
        for (pointer, location) in moves.inPointerOrder {
            guard location.isFinite, var record = pointers[pointer], record.location != location else {
                continue
            }
            record.location = location
            pointers[pointer] = record
            if let owner = record.owner { trackMove(pointer, on: owner, to: location, time: time) }
            forEachListener(of: record) { target in
                let place = Self.place(of: target, in: event, listing: heard.count)
                if place < heard.count {
                    heard[place].moves[pointer] = location
                } else {
                    heard.append((target, [pointer: location]))
                }
            }
        }
        for (target, moves) in heard {
            for recognizer in target.senderInput.recognizers {
                if let measured, let twoFingers = recognizer as? any TwoFingerMeasuring {
                    twoFingers.pointersMoved(moves, time: time, measured: measured)
                } else {
                    recognizer.pointersMoved(moves, time: time)
                }
            }
        }
        scheduleDeadline()
    }

    private func lift(_ pointer: Int, at location: Point, time: Double) {
        guard let (record, control) = end(pointer, at: location, time: time) else { return }
        forEachListener(of: record) { target in
            leave(target)
            for recognizer in target.senderInput.recognizers {
                recognizer.pointerUp(pointer, at: record.location, time: time)
            }
        }
        didLift()
        if let control { touchEnded(inside: control) }
    }

    private func lift(_ lifts: [Int: Point], time: Double) {
        // Each recognizer hears all the pointers of the event that reach it, before the next
        // recognizer does.
        let event = nextEventNumber()
        var heard: [(target: any InputTarget, lifts: [(pointer: Int, location: Point)])] = []
        var endedInside: [any InputTarget] = []
        for (pointer, location) in lifts.inPointerOrder {
            guard let (record, control) = end(pointer, at: location, time: time) else { continue }
            if let control { endedInside.append(control) }
            forEachListener(of: record) { target in
                leave(target)
                let place = Self.place(of: target, in: event, listing: heard.count)
                if place < heard.count {
                    heard[place].lifts.append((pointer, record.location))
                } else {
                    heard.append((target, [(pointer, record.location)]))
                }
            }
        }
        for (target, lifts) in heard {
            for recognizer in target.senderInput.recognizers {
                for (pointer, location) in lifts {
                    recognizer.pointerUp(pointer, at: location, time: time)
                }
            }
        }
        didLift()
        for control in endedInside {
            touchEnded(inside: control)
        }
    }

    /// Tells a control that a touch ended inside it; a text field of the kit then takes the
    /// ``keyboardFocus``, as a click focuses UIKit's text fields, while a button takes none.
    private func touchEnded(inside control: any InputTarget) {
        _ = control.respond(to: .touchEndedInside)
        guard let keyboardFocus, control.controlKind == .textField, control is any TextInputTarget,
            let view = control as? any InputView
        else { return }
        keyboardFocus.focus(view)
    }

    /// A number for an event that gathers what reaches each target, new to every target.
    private func nextEventNumber() -> Int {
        eventNumber &+= 1
        return eventNumber
    }

    /// Where a target goes in the list an event gathers: its place if the event reached it before,
    /// else `count`, the end of the list, which it then takes.
    private static func place(of target: any InputTarget, in event: Int, listing count: Int) -> Int {
        let input = target.senderInput
        if input.lastEvent == event { return input.placeInEvent }
        input.lastEvent = event
        input.placeInEvent = count
        return count
    }

    /// Takes a lifted pointer out of the pointers down and ends its control's touch, if the control
    /// tracks it.
    ///
    /// - Returns: The pointer as it was, at the location it lifted, and its control if its touch
    ///   ended inside; `nil` when it wasn't down.
    private func end(_ pointer: Int, at location: Point, time: Double)
        -> (pointer: Pointer, endedInside: (any InputTarget)?)?
    {
        guard var record = pointers.removeValue(forKey: pointer) else { return nil }
        let moved = location.isFinite && location != record.location
        if moved { record.location = location }
        guard let owner = record.owner,
            endTracking(pointer, on: owner, at: record.location, measuring: moved, time: time)
        else { return (record, nil) }
        return (record, owner)
    }

    /// What follows every lift: the listeners are forgotten with the last pointer, and the deadline
    /// is served again.
    private func didLift() {
        if pointers.isEmpty { forgetParticipants() }
        scheduleDeadline()
    }

    private func cancel(at time: Double) {
        let cancelled = pointers
        pointers.removeAll(keepingCapacity: true)
        pair = nil
        for (pointer, record) in cancelled.inPointerOrder {
            guard let owner = record.owner, owner.senderInput.trackedTouch?.pointer == pointer else {
                continue
            }
            let input = owner.senderInput
            input.trackedTouch = nil
            input.pressStreak.pointersCancelled(at: time)
            input.touch?.time = time
            _ = owner.respond(to: .touchWillChange(.cancelled))
            owner.emit(.control(.touchCancel))
            _ = owner.respond(to: .touchDidChange(.cancelled))
        }
        // A target whose pointers all lifted has nothing left to cancel, so every one can hear it.
        let listeners = participants
        forgetParticipants()
        for input in listeners {
            for recognizer in input.recognizers {
                recognizer.pointersCancelled(at: time)
            }
        }
        scheduleDeadline()
    }

    // MARK: - Tracking a control's touch

    /// Starts tracking a pointer on the control that owns its press, unless the control tracks
    /// another: `touchDown`, with `touchDownRepeat` when the press continues a streak.
    private func beginTracking(_ pointer: Int, on control: any InputTarget, at location: Point, time: Double)
    {
        let input = control.senderInput
        guard input.trackedTouch == nil else { return }
        input.trackedTouch = (pointer, true)
        let streak = input.pressStreak
        streak.doubleTapInterval = doubleTapInterval
        streak.pointerDown(pointer, at: location, time: time)
        input.touch = ControlTouch(location: location, time: time, tapCount: streak.tapCount)
        _ = control.respond(to: .touchWillChange(.began))
        control.emit(.control(streak.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown))
        _ = control.respond(to: .touchDidChange(.began))
    }

    /// Reports a move of a control's tracked pointer: a drag inside or outside, or across its edge.
    private func trackMove(_ pointer: Int, on control: any InputTarget, to location: Point, time: Double) {
        let input = control.senderInput
        guard let tracked = input.trackedTouch, tracked.pointer == pointer else { return }
        input.pressStreak.pointerMoved(pointer, to: location, time: time)
        let isInside = control.containsTouch(at: control.convertFromWindow(location))
        let event: ControlEvents =
            isInside == tracked.isInside
            ? (isInside ? .touchDragInside : .touchDragOutside)
            : (isInside ? .touchDragEnter : .touchDragExit)
        input.trackedTouch = (pointer, isInside)
        input.touch = input.touch?.moved(to: location, time: time, isInside: isInside)
        _ = control.respond(to: .touchWillChange(.moved(inside: isInside)))
        control.emit(.control(event))
        _ = control.respond(to: .touchDidChange(.moved(inside: isInside)))
    }

    /// Ends a control's tracked pointer: `touchUpInside` or `touchUpOutside`.
    ///
    /// - Parameters:
    ///   - pointer: The pointer that lifted.
    ///   - control: The control that owns its press.
    ///   - location: Where it lifted, in the window's coordinates.
    ///   - measuring: Whether the pointer lifted somewhere else than it last was, so that whether it
    ///     is inside must be measured again; otherwise it is where its last move left it.
    ///   - time: When.
    /// - Returns: Whether the touch ended inside the control.
    private func endTracking(
        _ pointer: Int, on control: any InputTarget, at location: Point, measuring: Bool, time: Double
    ) -> Bool {
        let input = control.senderInput
        guard let tracked = input.trackedTouch, tracked.pointer == pointer else { return false }
        input.trackedTouch = nil
        input.pressStreak.pointerUp(pointer, at: location, time: time)
        let isInside =
            measuring ? control.containsTouch(at: control.convertFromWindow(location)) : tracked.isInside
        input.touch = input.touch?.moved(to: location, time: time, isInside: isInside)
        _ = control.respond(to: .touchWillChange(.ended(inside: isInside)))
        control.emit(.control(isInside ? .touchUpInside : .touchUpOutside))
        _ = control.respond(to: .touchDidChange(.ended(inside: isInside)))
        return isInside
    }

    // MARK: - Listeners and deadlines

    /// Counts one more pointer that a target's recognizers hear, in constant time.
    private func join(_ target: any InputTarget) {
        let input = target.senderInput
        // Only a long press has a deadline that a change of the mappings moves; a target without one
        // keeps no reference to the engine, which then has no side table to slow its retains.
        if !input.longPresses.isEmpty { input.engine = self }
        input.pointersHeard += 1
        if !input.isListed {
            input.isListed = true
            participants.append(input)
        }
    }

    /// Counts one pointer less that a target's recognizers hear, in constant time: the target stays
    /// listed until no pointer is down.
    private func leave(_ target: any InputTarget) {
        let input = target.senderInput
        if input.pointersHeard > 0 { input.pointersHeard -= 1 }
    }

    /// Forgets every target that heard a pointer, once none is down or they were cancelled.
    private func forgetParticipants() {
        for input in participants {
            input.pointersHeard = 0
            input.isListed = false
        }
        participants.removeAll(keepingCapacity: true)
    }

    /// The recognizers of a target changed while it heard pointers, as when its mappings changed
    /// mid-press: the deadline is served again, so a minimum lowered or raised moves the timer.
    func deadlinesDidChange() {
        scheduleDeadline()
    }

    /// Schedules the clock's timer for the earliest deadline of a recognizer that hears a pointer,
    /// unless the timer already waits for it; cancels it when there is none.
    private func scheduleDeadline() {
        var earliest: Double?
        // A target whose pointers all lifted has no press to wait for.
        for input in participants {
            for longPress in input.longPresses {
                if let deadline = longPress.deadline {
                    earliest = min(earliest ?? deadline, deadline)
                }
            }
        }
        guard earliest != scheduled?.time else { return }
        scheduled?.timer.cancel()
        scheduled = nil
        guard let earliest else { return }
        let timer = clock.schedule(at: earliest) { [weak self] now in self?.timeDidPass(to: now) }
        scheduled = (earliest, timer)
    }

    /// The clock's timer fired: the recognizers that wait catch up with the time.
    private func timeDidPass(to time: Double) {
        scheduled = nil
        guard time.isFinite else { return }
        feed(time, time: time) { engine, time in
            for input in engine.participants {
                for longPress in input.longPresses {
                    longPress.timeDidPass(to: time)
                }
            }
            engine.scheduleDeadline()
        }
    }

    // MARK: - Hovering

    private func hover(at location: Point, time: Double, over target: (any InputTarget)?) {
        // The views of the old chain are marked with one event's number, then those of the new
        // with another's, so that telling which views the pointer left, stays over or entered takes
        // one look at each.
        let left = nextEventNumber()
        let before = chain(from: hovered)
        for old in before { old.senderInput.lastEvent = left }
        let entered = nextEventNumber()
        let after = chain(from: target)
        var stays: [Bool] = []
        stays.reserveCapacity(after.count)
        for new in after {
            stays.append(new.senderInput.lastEvent == left)
            new.senderInput.lastEvent = entered
        }
        for old in before where old.senderInput.lastEvent != entered {
            old.senderInput.hover?.pointerExited(at: time)
        }
        for (new, stays) in zip(after, stays) {
            if stays {
                new.senderInput.hover?.pointerMoved(to: location, time: time)
            } else {
                new.senderInput.hover?.pointerEntered(at: location, time: time)
            }
        }
        hovered = target
    }

    private func endHover(at time: Double) {
        for target in chain(from: hovered) {
            target.senderInput.hover?.pointerCancelled(at: time)
        }
        hovered = nil
    }

    /// A view and every view that contains it, nearest first.
    private func chain(from target: (any InputTarget)?) -> [any InputTarget] {
        var chain: [any InputTarget] = []
        var node = target
        while let current = node {
            chain.append(current)
            node = current.inputSuperview
        }
        return chain
    }
}
