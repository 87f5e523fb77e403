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
/// - **Keys.** ``deliver(_:focused:unfocusedStart:)`` routes a key: Tab and Shift-Tab move the
///   focus, the focused control takes its kind's keys (see ``ControlKind``), and any other key goes
///   up the focus chain to the first view that maps it.
///
/// Within one event, the engine reports touch events first, then the gestures the event ended,
/// then calls the control's ``InputTarget/controlTouchDidEndInside()``. Input that arrives while the
/// engine is reporting, such as a handler that moves a finger or lifts one, is queued and applied
/// once the event in progress is done, in the order it came. Input that makes no sense is ignored:
/// a time or a location that isn't finite, a pointer that isn't down.
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

    private let clock: any InputClock

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

    /// A target whose recognizers hear some pointer that is down, and how many.
    private struct Participant {
        weak var target: (any InputTarget)?
        var count: Int
    }

    /// The targets whose recognizers hear the pointers down, in the order they first did.
    private var participants: [Participant] = []

    /// How many pointers, and targets that hear them, the engine holds before its storage grows:
    /// it keeps its storage when the last pointer lifts or the pointers are cancelled, so the
    /// presses after the first allocate nothing.
    var storageCapacity: (pointers: Int, participants: Int) {
        (pointers.capacity, participants.capacity)
    }

    /// The virtual fingers of a two-finger gesture the toolkit measures itself.
    private var pair: (pointers: [Int], center: Point, radius: Double)?

    /// The view the pointer hovers over, if any.
    private weak var hovered: (any InputTarget)?

    /// The deadline the clock's timer waits for, and the timer.
    private var scheduled: (time: Double, timer: any InputTimer)?

    /// Whether the engine is reporting an event, or the input queued meanwhile: input that arrives
    /// then waits in ``queued``.
    private var isDispatching = false
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
    /// - Returns: The pointer's number, which names it in later calls; `nil`, ignoring the press,
    ///   when the location or the time isn't finite.
    @discardableResult
    public func pointerDown(at location: Point, time: Double, on target: any InputTarget) -> Int? {
        guard location.isFinite, time.isFinite else { return nil }
        if pointers.isEmpty { nextPointer = 0 }
        let pointer = nextPointer
        nextPointer += 1
        pointers[pointer] = Pointer(
            landing: target, owner: Self.owningControl(from: target), location: location)
        if isDispatching {
            queued.append { [self] in press(pointer, at: location, time: time) }
        } else {
            run { press(pointer, at: location, time: time) }
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
        if isDispatching {
            queued.append { [self] in move(moves, time: time, measured: nil) }
        } else {
            run { move(moves, time: time, measured: nil) }
        }
    }

    /// A pointer that is down lifted.
    ///
    /// - Parameters:
    ///   - pointer: The pointer's number.
    ///   - location: Where it lifted, in the window's coordinates; where it was last, when this
    ///     isn't finite.
    ///   - time: When.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        if isDispatching {
            queued.append { [self] in lift(pointer, at: location, time: time) }
        } else {
            run { lift(pointer, at: location, time: time) }
        }
    }

    /// Pointers that are down lifted together, in one event of the toolkit's: each recognizer hears
    /// all of them lift before the next one does, as UIKit calls `touchesEnded` once with every
    /// touch that ended.
    ///
    /// - Parameters:
    ///   - lifts: Where each pointer lifted, by number, in the window's coordinates; where it was
    ///     last, when a location isn't finite.
    ///   - time: When.
    public func pointersUp(_ lifts: [Int: Point], time: Double) {
        guard time.isFinite else { return }
        if isDispatching {
            queued.append { [self] in lift(lifts, time: time) }
        } else {
            run { lift(lifts, time: time) }
        }
    }

    /// The toolkit took every pointer away, as when a window loses its grab: every control's touch
    /// is cancelled, and every gesture that began.
    ///
    /// - Parameter time: When.
    public func cancelPointers(at time: Double) {
        guard time.isFinite else { return }
        if isDispatching {
            queued.append { [self] in cancel(at: time) }
        } else {
            run { cancel(at: time) }
        }
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
        if isDispatching {
            queued.append { [self] in move(moves, time: time, measured: measured) }
        } else {
            run { move(moves, time: time, measured: measured) }
        }
    }

    /// The two fingers of the gesture in progress lifted.
    ///
    /// - Parameter time: When.
    public func twoFingerGestureEnded(at time: Double) {
        guard let pair, time.isFinite else { return }
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
    /// it entered hear it enter.
    ///
    /// - Parameters:
    ///   - location: Where it is, in the window's coordinates.
    ///   - time: When.
    ///   - target: The view under it, or `nil` when it left the window.
    public func pointerHovered(at location: Point, time: Double, over target: (any InputTarget)?) {
        guard location.isFinite, time.isFinite else { return }
        if isDispatching {
            queued.append { [self] in hover(at: location, time: time, over: target) }
        } else {
            run { hover(at: location, time: time, over: target) }
        }
    }

    /// The toolkit stopped tracking the hovering pointer: every hover in progress is cancelled.
    ///
    /// - Parameter time: When.
    public func cancelHover(at time: Double) {
        guard time.isFinite else { return }
        if isDispatching {
            queued.append { [self] in endHover(at: time) }
        } else {
            run { endHover(at: time) }
        }
    }

    // MARK: - Keys

    /// What the engine did with a key press.
    public enum KeyDelivery {
        /// Tab or Shift-Tab: the adapter moves the focus to the next view in its focus order, or the
        /// previous one, or leaves it to its toolkit's focus navigation. No mapping sees the key.
        case focusNavigation(forward: Bool)
        /// The focused control performed its kind's command for the key.
        case performed(by: any InputTarget)
        /// The key was reported, as `SenderOccurrence.key(_:)`, to the first view up the chain that
        /// maps it.
        case reported(to: any InputTarget)
        /// No view took the key: leave it to the toolkit.
        case unhandled
    }

    /// Delivers a key press as a keyboard delivers it: to the focused view first, then up its
    /// chain of containers to the first view that maps the key.
    ///
    /// In order, the first that applies:
    ///
    /// 1. Tab and Shift-Tab are focus navigation, for the adapter or its toolkit.
    /// 2. The focused control performs its kind's command for the key, if it has one (see
    ///    ``ControlKind/command(for:)``) and takes input.
    /// 3. The key is reported to the first view that maps it and takes input, from the focused view
    ///    up to the top; with nothing focused, from `unfocusedStart` up.
    ///
    /// A toolkit whose widgets handle their own keys, as GTK's do, delivers only the keys its
    /// focused widget left: step 2 then covers what the toolkit's widget doesn't do natively, as
    /// Shift-Return ending an entry's editing.
    ///
    /// - Parameters:
    ///   - press: The key and the modifiers held.
    ///   - focused: The view that has the keyboard focus, or `nil`.
    ///   - unfocusedStart: Where a key starts up the chain when nothing has focus: the frontmost
    ///     content of the window that is shown and takes input.
    /// - Returns: What became of the key.
    /// - Complexity: O(*d* (*m* + *h*)) for a focused view *d* levels deep whose containers declare
    ///   up to *m* mappings with *h* handlers each.
    public func deliver(
        _ press: KeyPress, focused: (any InputTarget)?, unfocusedStart: (any InputTarget)? = nil
    ) -> KeyDelivery {
        if press == KeyPress(.tab) { return .focusNavigation(forward: true) }
        if press == KeyPress(.tab, modifierFlags: .shift) { return .focusNavigation(forward: false) }
        if let focused, focused.isInputEnabled, let command = focused.controlKind?.command(for: press),
            focused.perform(command)
        {
            return .performed(by: focused)
        }
        let occurrence = SenderOccurrence.key(press)
        var node = focused ?? unfocusedStart
        while let target = node {
            node = target.inputSuperview
            guard target.isInputEnabled, target.hasMapping(for: occurrence) else { continue }
            target.emit(occurrence)
            return .reported(to: target)
        }
        return .unhandled
    }

    // MARK: - Reporting

    /// Reports an event, then applies the input that arrived meanwhile, in order: each queued
    /// input is reported as an event of its own, so input that arrives while it is reported waits
    /// for it in turn.
    private func run(_ event: () -> Void) {
        isDispatching = true
        event()
        while !queued.isEmpty {
            queued.removeFirst()()
        }
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

    private func press(_ pointer: Int, at location: Point, time: Double) {
        guard let record = pointers[pointer] else { return }
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
        var heard: [(target: any InputTarget, moves: [Int: Point])] = []
        for (pointer, location) in moves.inPointerOrder {
            guard location.isFinite, var record = pointers[pointer], record.location != location else {
                continue
            }
            record.location = location
            pointers[pointer] = record
            if let owner = record.owner { trackMove(pointer, on: owner, to: location, time: time) }
            forEachListener(of: record) { target in
                if let index = heard.firstIndex(where: { $0.target === target }) {
                    heard[index].moves[pointer] = location
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
        control?.controlTouchDidEndInside()
    }

    private func lift(_ lifts: [Int: Point], time: Double) {
        // Each recognizer hears all the pointers of the event that reach it, before the next
        // recognizer does.
        var heard: [(target: any InputTarget, lifts: [(pointer: Int, location: Point)])] = []
        var endedInside: [any InputTarget] = []
        for (pointer, location) in lifts.inPointerOrder {
            guard let (record, control) = end(pointer, at: location, time: time) else { continue }
            if let control { endedInside.append(control) }
            forEachListener(of: record) { target in
                leave(target)
                if let index = heard.firstIndex(where: { $0.target === target }) {
                    heard[index].lifts.append((pointer, record.location))
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
            control.controlTouchDidEndInside()
        }
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
        if pointers.isEmpty { participants.removeAll(keepingCapacity: true) }
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
            owner.controlTouchWillChange(.cancelled)
            owner.emit(.control(.touchCancel))
            owner.controlTouchDidChange(.cancelled)
        }
        let listeners = participants.compactMap(\.target)
        participants.removeAll(keepingCapacity: true)
        for target in listeners {
            for recognizer in target.senderInput.recognizers {
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
        control.controlTouchWillChange(.began)
        control.emit(.control(streak.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown))
        control.controlTouchDidChange(.began)
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
        control.controlTouchWillChange(.moved(inside: isInside))
        control.emit(.control(event))
        control.controlTouchDidChange(.moved(inside: isInside))
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
        control.controlTouchWillChange(.ended(inside: isInside))
        control.emit(.control(isInside ? .touchUpInside : .touchUpOutside))
        control.controlTouchDidChange(.ended(inside: isInside))
        return isInside
    }

    // MARK: - Listeners and deadlines

    /// Counts one more pointer that a target's recognizers hear.
    private func join(_ target: any InputTarget) {
        if let index = participants.firstIndex(where: { $0.target === target }) {
            participants[index].count += 1
        } else {
            participants.append(Participant(target: target, count: 1))
        }
    }

    /// Counts one pointer less that a target's recognizers hear.
    private func leave(_ target: any InputTarget) {
        guard let index = participants.firstIndex(where: { $0.target === target }) else { return }
        participants[index].count -= 1
        if participants[index].count == 0 { participants.remove(at: index) }
    }

    /// Schedules the clock's timer for the earliest deadline of a recognizer that hears a pointer,
    /// unless the timer already waits for it; cancels it when there is none.
    private func scheduleDeadline() {
        var earliest: Double?
        for participant in participants {
            if let deadline = participant.target?.senderInput.longPress?.deadline {
                earliest = min(earliest ?? deadline, deadline)
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
        let work: @MainActor () -> Void = { [self] in
            for participant in participants {
                participant.target?.senderInput.longPress?.timeDidPass(to: time)
            }
            scheduleDeadline()
        }
        if isDispatching {
            queued.append(work)
        } else {
            run(work)
        }
    }

    // MARK: - Hovering

    private func hover(at location: Point, time: Double, over target: (any InputTarget)?) {
        let before = chain(from: hovered)
        let after = chain(from: target)
        for old in before where !after.contains(where: { $0 === old }) {
            old.senderInput.hover?.pointerExited(at: time)
        }
        for new in after {
            let hover = new.senderInput.hover
            if before.contains(where: { $0 === new }) {
                hover?.pointerMoved(to: location, time: time)
            } else {
                hover?.pointerEntered(at: location, time: time)
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
