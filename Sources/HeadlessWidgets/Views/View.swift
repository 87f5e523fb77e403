public import SendingState
public import SendingStateInput

/// A rectangular node of the in-memory widget tree, and a SendingState `Sender`.
///
/// A view has a frame in its superview's coordinates, subviews drawn in order (later ones in front),
/// and the flags that decide whether a person can reach it. Subclass it for your own views and cells.
/// A tree may be as deep as memory allows: dumps, finders, hit tests and the release of a tree walk
/// it in a loop, not by recursion, so that a chain of 50,000 nested views doesn't overflow the stack.
///
/// Two layers of input reach it. The raw layer, ``sendGesture(_:_:)``, reports a gesture to
/// SendingState unconditionally, like UIKit's `sendActions(for:)`. The user-level layer, such as
/// ``tap(numberOfTaps:numberOfTouches:)`` or ``pan(by:steps:numberOfTouches:cancellingAfter:)``,
/// behaves like a finger: it first checks that a person could touch the view, throws an
/// ``InteractionRefusal`` if not, and only then reports what the finger did.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 120))
/// window.addSubview(card)
/// try card.longPress(duration: 1)
/// ```
@MainActor
open class View: Sender {
    /// The storage SendingState keeps on this view.
    public let senderStorage = SenderStorage()

    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            frameDidChange()
        }
    }

    /// The storage of ``frame``.
    ///
    /// Only ever read or replaced whole, and only in this module, as the other stored properties
    /// that touches and walks read at every level: Swift then needs no run-time exclusivity check
    /// for them, which would cost more than the reads.
    private var storedFrame: Rect

    /// The view's rectangle in its own coordinates: its frame's size, at the point of its own
    /// coordinates that shows at its top-left corner.
    ///
    /// As in UIKit, the origin is `(0, 0)` unless you move it, and moving it moves what the view
    /// shows: a subview whose frame starts at the bounds origin shows at the view's top-left
    /// corner. A ``ScrollView``'s bounds origin is its ``ScrollView/contentOffset``. Every
    /// conversion between coordinates honours it: ``convertToRoot(_:)``, ``hitTest(_:)`` and the
    /// reachability check of user-level input, so a subview scrolled out of the bounds is refused
    /// as outside them.
    ///
    /// Setting a new size resizes the frame around its center, as UIKit does.
    ///
    /// ```swift
    /// panel.bounds.origin = Point(x: 0, y: 100)  // shows what lies 100 points down, at the top
    /// ```
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: frame.size) }
        set {
            if newValue.size != frame.size {
                let center = frame.center
                frame = Rect(
                    x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                    width: newValue.size.width, height: newValue.size.height)
            }
            setBoundsOrigin(newValue.origin)
        }
    }

    /// The origin of ``bounds``: the point of the view's own coordinates at its top-left corner.
    ///
    /// Only `setBoundsOrigin(_:)` changes it, so that a scroll view can keep it in range.
    private(set) var boundsOrigin = Point(x: 0, y: 0)

    /// Moves the bounds origin; a ``ScrollView`` overrides it to keep the origin in its content.
    func setBoundsOrigin(_ origin: Point) {
        boundsOrigin = origin
    }

    /// The view's children, back to front.
    public private(set) var subviews: [View] = []

    /// The view's parent, if it has one; weak, so a view doesn't keep its superview alive.
    public private(set) weak var superview: View?

    /// Whether the view is hidden; a hidden view and its subviews can't be touched or focused.
    public var isHidden: Bool {
        get { storedIsHidden }
        set {
            storedIsHidden = newValue
            keyboardFocusConditionsDidChange()
        }
    }

    /// The view's opacity from 0 to 1; below 0.01 it can't be touched or focused, as in UIKit.
    public var alpha: Double {
        get { storedAlpha }
        set {
            storedAlpha = newValue
            keyboardFocusConditionsDidChange()
        }
    }

    /// Whether the view takes touches; when `false`, touches pass through it and its subviews, and
    /// none of them can be focused.
    public var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set {
            storedIsUserInteractionEnabled = newValue
            keyboardFocusConditionsDidChange()
        }
    }

    /// The storage of ``isHidden``, ``alpha`` and ``isUserInteractionEnabled``, read or replaced
    /// whole, as ``storedFrame`` is.
    private var storedIsHidden = false
    private var storedAlpha = 1.0
    private var storedIsUserInteractionEnabled = true

    /// Whether ``renderSVG()`` clips the view's subviews to its bounds; `false` by default, as in UIKit.
    ///
    /// It changes only the picture: as in UIKit, a touch never reaches a subview where it falls
    /// outside the bounds of the view, whether or not the view clips.
    public var clipsToBounds = false

    /// A number that identifies the view in your code.
    public var tag = 0

    /// A string that identifies the view in tests.
    public var accessibilityIdentifier: String?

    /// A short description of the view for assistive technologies, also used to find it.
    public var accessibilityLabel: String?

    /// The occurrences this view reported to SendingState, oldest first: the newest
    /// ``eventLogCapacity`` of them.
    ///
    /// Every raw or user-level input the view reports is recorded, so a test can check exactly what
    /// a toolkit adapter would have reported. The log is a ring buffer: once it holds
    /// ``eventLogCapacity`` occurrences, each new one drops the oldest, so memory stays flat however
    /// long a test runs.
    ///
    /// ```swift
    /// try button.tap()
    /// #expect(button.eventLog == [
    ///     .control(.touchDown), .control(.touchUpInside), .control(.primaryActionTriggered),
    /// ])
    /// ```
    ///
    /// - Complexity: O(*n*), where *n* is the number of occurrences kept.
    public var eventLog: [SenderOccurrence] {
        log.elements
    }

    /// The most occurrences ``eventLog`` keeps; ``defaultEventLogCapacity`` unless you change it.
    ///
    /// Lowering it below the number kept drops the oldest and keeps the newest. A value below 1 is
    /// ignored: the log keeps its capacity.
    ///
    /// ```swift
    /// slider.eventLogCapacity = 10_000  // keep a long drag whole
    /// ```
    ///
    /// - Complexity: Setting it is O(*n*), where *n* is the number of occurrences kept.
    public var eventLogCapacity: Int {
        get { log.capacity }
        set {
            guard newValue >= 1 else { return }
            changeLog { $0.setCapacity(newValue) }
        }
    }

    /// The capacity of every view's ``eventLog`` until ``eventLogCapacity`` is changed: 1,000.
    ///
    /// Enough for any one interaction (a 100-step pan reports 102 occurrences) while bounding a
    /// view's log to about 110 KB, 112 bytes an occurrence.
    public static let defaultEventLogCapacity = 1_000

    /// The ring buffer behind ``eventLog``.
    ///
    /// Only ever read whole or replaced whole, through `changeLog(_:)`: Swift then needs no
    /// run-time exclusivity check for it, which would cost more than the append on every event.
    private var log = EventLog(capacity: View.defaultEventLogCapacity)

    /// Changes `log` in a local variable, taken out of the view and put back.
    private func changeLog(_ change: (inout EventLog) -> Void) {
        var changed = EventLog(capacity: 1)
        swap(&changed, &log)
        change(&changed)
        log = changed
    }

    /// The events mapped on this view, as last installed by ``mappedEventsDidChange()``.
    ///
    /// A real toolkit adapter would install one native recognizer per entry here.
    public private(set) var installedRecognizers: [SenderEvent] = []

    /// The recognizer objects of the mapped gestures, which ``gestureRecognizers`` lists.
    var gestureRecognizerObjects: [GestureRecognizer] = []

    /// Creates a view with a frame; the initializer a subclass overrides, as in UIKit.
    ///
    /// A subclass may instead declare initializers of its own, with UIKit's `init?(coder:)` stub
    /// or without it: nothing else is required of it, since only a ``ListCell`` is ever created
    /// from its class.
    ///
    /// ```swift
    /// final class BadgeView: View {
    ///     let countLabel = Label()
    ///
    ///     init(count: Int) {
    ///         super.init(frame: .zero)
    ///         countLabel.text = "\(count)"
    ///         addSubview(countLabel)
    ///     }
    ///
    ///     required init?(coder: Coder) {
    ///         fatalError("init(coder:) has not been implemented")
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter frame: The view's rectangle in its superview's coordinates.
    public init(frame: Rect) {
        storedFrame = frame
    }

    /// Creates a view with an empty frame, through ``init(frame:)``.
    ///
    /// A subclass inherits it when it overrides ``init(frame:)`` or declares no initializer of its own.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Releases the subtree one view at a time, so that a chain of any depth doesn't overflow the stack.
    ///
    /// Left to Swift, each view would release its subviews from inside its own deinitializer, one
    /// stack frame per level. A subview that nobody else keeps gives up its own subviews here
    /// first, so it dies with none; one kept elsewhere keeps its subtree whole. Isolated to the
    /// main actor to reach the subviews' own subviews.
    isolated deinit {
        var released: [View] = []
        swap(&released, &subviews)
        while var view = released.popLast() {
            if isKnownUniquelyReferenced(&view) {
                released.append(contentsOf: view.subviews)
                view.subviews.removeAll()
            }
        }
    }

    /// Called after ``frame`` changes; a ``ListCell`` resizes its content view here.
    func frameDidChange() {}

    // MARK: - Hierarchy

    /// Adds a subview in front of the others, removing it from its previous superview first.
    ///
    /// Adding a view to itself or to one of its own descendants does nothing.
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a subview at an index in the back-to-front order, removing it from its previous
    /// superview first.
    ///
    /// The index is clamped into range. Inserting a view into itself or into one of its own
    /// descendants does nothing.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its position; 0 is the back.
    public func insertSubview(_ view: View, at index: Int) {
        guard !view.isAncestor(of: self) else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Removes the view from its superview; does nothing if it has none.
    ///
    /// If the window's first responder was in the removed subtree, it loses keyboard focus.
    public func removeFromSuperview() {
        guard let superview else { return }
        let window = superview.window
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        window?.keyboardFocus.checkFocusedView()
    }

    /// Whether this view is `view` or one of its ancestors.
    ///
    /// - Parameter view: The view to look up from.
    /// - Returns: `true` if walking up from `view` reaches this view.
    public func isAncestor(of view: View) -> Bool {
        var current: View? = view
        while let node = current {
            if node === self { return true }
            current = node.superview
        }
        return false
    }

    /// The topmost ancestor, or the view itself when it has no superview.
    public var root: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The window the view is in, if any.
    public var window: Window? {
        root as? Window
    }

    /// Converts a point from this view's coordinates to its root's.
    ///
    /// Each level adds the view's frame origin and takes away its ``bounds`` origin, so a point
    /// inside a scrolled ``ScrollView`` lands where the scroll puts it.
    ///
    /// - Parameter point: A point in this view's coordinates.
    /// - Returns: The same point in the root's coordinates.
    /// - Complexity: O(*d*) for a view *d* levels below its root.
    public func convertToRoot(_ point: Point) -> Point {
        var result = point
        var node: View? = self
        while let current = node, let parent = current.superview {
            result = current.convertToSuperview(result)
            node = parent
        }
        return result
    }

    /// Converts a point from this view's coordinates to its superview's.
    func convertToSuperview(_ point: Point) -> Point {
        Point(x: point.x - boundsOrigin.x + frame.minX, y: point.y - boundsOrigin.y + frame.minY)
    }

    /// Converts a point from this view's superview's coordinates to its own: it takes away the
    /// frame's origin and adds the ``bounds`` origin.
    ///
    /// - Parameter point: A point in the superview's coordinates.
    /// - Returns: The same point in this view's coordinates.
    public func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frame.minX + boundsOrigin.x, y: point.y - frame.minY + boundsOrigin.y)
    }

    // MARK: - Text and dumps

    /// The text a person sees on the view, used by `NodeQuery/text(_:)` and dumps; `nil` for a plain view.
    open var visibleText: String? { nil }

    /// Extra facts about the view for dumps, such as a slider's value; empty for a plain view.
    open var dumpAttributes: [String] { [] }

    /// The colour behind the view's content.
    ///
    /// `nil`, the default, lets what is behind the view show, as in UIKit. The accessibility audit
    /// checks text against the nearest one set, white when none is.
    public var backgroundColor: Color?

    // MARK: - Accessibility

    /// Whether assistive technology sees the view as one element, which speaks for its subviews.
    ///
    /// By default, what the view's type implies, which each widget's own file says: a ``Label`` is
    /// one, an ``ImageView`` is one when it has an ``accessibilityLabel``, and a plain view isn't,
    /// so assistive technology looks through it to its subviews. Set it, as in UIKit, to make a
    /// custom view one element.
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? impliesAccessibilityElement }
        set { accessibilitySettings.isElement = newValue }
    }

    /// What the view is and what state it is in, for assistive technology, in UIKit's vocabulary.
    ///
    /// Reading it gives the traits the view's type and state imply, such as `.button` and
    /// `.notEnabled` for a disabled ``Button``, with the ones you added: setting it adds traits, so
    /// `label.accessibilityTraits.insert(.header)` marks a header. To take away a trait the type
    /// implies, override the property.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.addedTraits.union(impliedAccessibilityTraits) }
        set { accessibilitySettings.addedTraits = newValue.subtracting(impliedAccessibilityTraits) }
    }

    /// The view's current value for assistive technology, such as a slider's value.
    ///
    /// By default, what the view's type implies, which each widget's own file says, such as a
    /// ``Slider``'s value or a ``Switch``'s `on` or `off`; `nil` for a plain view. Setting it
    /// overrides that; setting `nil` brings it back.
    open var accessibilityValue: String? {
        get { accessibilitySettings.value ?? impliedAccessibilityValue }
        set { accessibilitySettings.value = newValue }
    }

    /// What the view is to assistive technology, from its traits and type.
    ///
    /// Roles are SendingState's `AccessibilityRole`, the vocabulary every toolkit adapter shares.
    /// By default the first of these traits that the view has gives its role: `.toggleButton`
    /// makes a `.toggle`, `.adjustable` an `.adjustable`, `.button` a `.button`, `.header` a
    /// `.header`, `.image` an `.image` and `.staticText` a `.staticText`; otherwise `.none`. A
    /// widget whose type gives a role that traits can't says so in its own file, as a
    /// ``TextField`` is a `.textField` and a ``ListView`` a `.list`. Override it for a role of
    /// your own.
    open var accessibilityRole: AccessibilityRole { impliedAccessibilityRole }

    /// Where the view is among the parts of the control it belongs to, such as a
    /// ``SegmentedControl``'s second of three segments; `nil` for a view that isn't such a part.
    open var accessibilityPosition: AccessibilityPosition? { nil }

    /// What has been set on the view's accessibility, over what its type and state imply.
    private var accessibilitySettings = AccessibilitySettings()

    // MARK: - What the view's type says about itself
    //
    // Each widget overrides these in its own file, so a new widget describes itself in its own
    // file and nothing else changes.

    /// The name assistive technology reads when no ``accessibilityLabel`` is set: the
    /// ``visibleText``, unless a widget reads another text, as a ``TextField`` its placeholder.
    public var impliedAccessibilityName: String? { visibleText }

    /// Whether the view's type makes it an accessibility element when nothing was set; a plain
    /// view isn't one.
    var impliesAccessibilityElement: Bool { false }

    /// The traits the view's type and current state imply, before the ones added.
    ///
    /// This is where state becomes traits: a state that assistive technology should hear about
    /// is added here, or in a widget's override, and named in `AccessibilityTraits.stateWords`.
    /// Every view that has keyboard focus is `.focused`.
    var impliedAccessibilityTraits: AccessibilityTraits {
        // Only a view that can take focus pays the walk up to its window.
        canBecomeFirstResponder && isFirstResponder ? .focused : []
    }

    /// The value the view's type implies, such as a slider's value; `nil` for a plain view.
    var impliedAccessibilityValue: String? { nil }

    /// The role the view's traits give it; a widget whose type gives a role of its own overrides
    /// it, as ``accessibilityRole`` documents.
    var impliedAccessibilityRole: AccessibilityRole {
        let traits = accessibilityTraits
        if traits.contains(.toggleButton) { return .toggle }
        if traits.contains(.adjustable) { return .adjustable }
        if traits.contains(.button) { return .button }
        if traits.contains(.header) { return .header }
        if traits.contains(.image) { return .image }
        if traits.contains(.staticText) { return .staticText }
        return .none
    }

    /// The colour the view's text is drawn in, for the audit of contrast; `nil` for black.
    var impliedTextColor: Color? { nil }

    /// Whether ``isUserInteractionEnabled`` starts `true`, so that a dump notes only a change: it
    /// is `false` for a label or an image, as in UIKit.
    var isUserInteractionEnabledByDefault: Bool { true }

    /// Appends what the view looks like to its SVG picture, in its frame in window coordinates:
    /// an outline and its ``visibleText``, unless a widget draws itself otherwise.
    ///
    /// - Parameters:
    ///   - rect: The view's frame in window coordinates.
    ///   - svg: The picture.
    func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        svg.element("rect", SVGWriter.frame(of: rect) + [("fill", "none"), ("stroke", SVGPalette.line)])
        if let text = visibleText {
            svg.text(text, kind: "text", at: rect.minX, in: rect, font: .standard, fill: SVGPalette.text)
        }
    }

    /// The words of the view's states in the `class` of its picture's group, such as a control's
    /// `disabled`; focus is added after them.
    var svgStateWords: [String] { [] }

    // MARK: - Keyboard focus

    /// Whether the view can take keyboard focus: `false` for a plain view; each widget that can
    /// says when in its own file.
    ///
    /// A ``Control`` can while its window has ``Window/isFullKeyboardAccessEnabled``, and a view
    /// that a person types into, such as a ``TextField``, always can.
    ///
    /// Override it, as in UIKit, to make a custom view focusable. A view that can become first
    /// responder also needs to be reachable to take focus; see ``becomeFirstResponder()``.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the view its window's first responder, the one view that takes keyboard input.
    ///
    /// The view must be able to become first responder (``canBecomeFirstResponder``), be in a
    /// ``Window``, and be usable: neither it nor an ancestor hidden, transparent or ignoring
    /// touches, and not a disabled ``Control``. Focus needs no touch, so a covered view or one
    /// outside its window's bounds can take it, as UIKit's `becomeFirstResponder()` allows. The
    /// window's previous first responder resigns first; a ``TextField`` sends `editingDidEnd`
    /// when it resigns and `editingDidBegin` when it becomes first responder.
    ///
    /// ```swift
    /// #expect(nameField.becomeFirstResponder())
    /// #expect(window.firstResponder === nameField)
    /// ```
    ///
    /// - Returns: Whether the view is first responder now: `true` if it already was; `false` if
    ///   it can't take focus, the previous first responder refused to resign, or a handler of the
    ///   previous one's `editingDidEnd` moved focus elsewhere.
    /// - Complexity: O(*d*) in the depth of the view.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        takeKeyboardFocus()
    }

    /// Gives up keyboard focus, if the view has it.
    ///
    /// A ``TextField`` sends `editingDidEnd`. Override it to refuse, as in UIKit; a view that
    /// leaves its window, or becomes hidden, transparent, non-interactive or disabled, loses focus
    /// at once all the same, without being asked.
    ///
    /// - Returns: `true`: the view is not first responder afterwards.
    /// - Complexity: O(*d*) in the depth of the view.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        giveUpKeyboardFocus()
    }

    // MARK: - Sender

    /// Records the events now mapped on the view, and installs the input engine's recognizers for
    /// its mapped gestures, as a toolkit adapter does.
    ///
    /// Subclasses that override it must call `super`.
    open func mappedEventsDidChange() {
        installedRecognizers = ss.mappedEvents
        updateGestureRecognizers()
        updateRecognizers()
    }

    /// Reports an occurrence to SendingState and records it in ``eventLog``.
    ///
    /// - Parameter occurrence: What happened.
    public final func emit(_ occurrence: SenderOccurrence) {
        changeLog { $0.append(occurrence) }
        ss.report(occurrence)
    }

    /// Empties ``eventLog``, keeping its capacity.
    public func clearEventLog() {
        changeLog { $0.removeAll() }
    }

    // MARK: - Raw input

    /// Reports a gesture unconditionally, without checking whether a person could make it.
    ///
    /// - Parameters:
    ///   - kind: The kind of gesture.
    ///   - values: What the recognizer measured, including the phase.
    public func sendGesture(_ kind: GestureKind, _ values: GestureValues) {
        emit(.gesture(kind, values))
    }

    // MARK: - User-level input

    /// Taps the view like a finger, after checking that a person could touch it.
    ///
    /// The fingers land at the center, side by side, and lift at once, through the window's
    /// `InputEngine` from `SendingStateInput`, the rules every toolkit adapter follows. A
    /// ``Control`` reports `touchDown` and `touchUpInside`, then what the control does, such as a
    /// button's `primaryActionTriggered`. A tap mapped on the view, or on a view that contains it
    /// when no control owns the press, is reported as a recognized `tap` gesture with one tap. A tap
    /// that comes less than ``Window/doubleTapInterval`` after the previous one on the window's
    /// clock continues a streak: a control's `touchDown` comes with `touchDownRepeat`, and the tap
    /// is also reported with the streak's count, so the second of two quick taps fires both
    /// single-tap and double-tap mappings, as two UIKit recognizers would.
    ///
    /// As on a device, the first tap on a view inside a decelerating ``ScrollView`` only stops the
    /// scroll: it reports nothing. Any further taps of `numberOfTaps` land.
    ///
    /// - Parameters:
    ///   - numberOfTaps: How many taps to make in quick succession; at least 1.
    ///   - numberOfTouches: How many fingers tap together; at least 1.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't tap the view, or an argument is below 1.
    open func tap(numberOfTaps: Int = 1, numberOfTouches: Int = 1) throws(InteractionRefusal) {
        try require(numberOfTaps >= 1, "tap", "numberOfTaps must be at least 1, got \(numberOfTaps)")
        try require(numberOfTouches >= 1, "tap", "numberOfTouches must be at least 1, got \(numberOfTouches)")
        let start = try beginTouch(for: "tap")
        for _ in (start.stoppedScrolling ? 1 : 0)..<numberOfTaps {
            touch(around: start.location, fingers: numberOfTouches, in: start.window, ending: .inside)
            tapDidLand()
        }
    }

    /// Called after each tap of ``tap(numberOfTaps:numberOfTouches:)`` that reached the view, once
    /// the input engine has reported it: a ``TextView`` takes the focus here.
    func tapDidLand() {}

    /// Whether a recognizer for a gesture kind is installed, as a toolkit would check its own.
    func hasRecognizer(for kind: GestureKind) -> Bool {
        senderInput.installedGestureKinds.contains(kind)
    }

    // MARK: - The input engine

    /// What the window's input engine keeps for the view: the recognizers of its mapped gestures,
    /// and the touch it tracks when it is a control.
    public let senderInput = SenderInput()

    /// What kind of control the view is to the input engine: `nil` for a plain view.
    ///
    /// A ``Control`` is a `.button` unless its class says otherwise, as each control's own file
    /// does. The kind makes the view own the presses that land on it or inside it, and gives it
    /// its kind's keys when it has focus, through ``keyCommand(for:)``.
    open var controlKind: ControlKind? { nil }

    /// The command a key press gives the view while it has focus, or `nil` when the key goes on
    /// up the chain: its ``controlKind``'s keys, unless the class takes keys of its own, as a
    /// ``SegmentedControl`` takes the arrows to move along its segments.
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: The command, which ``perform(_:)`` performs, or `nil`.
    open func keyCommand(for press: KeyPress) -> KeyCommand? {
        controlKind?.command(for: press)
    }

    /// Whether the view takes input now: `false` for a disabled ``Control``, whose keys go on up
    /// the chain, and which a press passes over to what is behind it.
    public var isInputEnabled: Bool { true }

    /// Does what the view does natively for an input the window's input engine hands it: a
    /// ``Control``'s highlight and tracking methods as its touch changes, its response to a touch
    /// that ended inside it, and ``perform(_:)`` for a key's command.
    ///
    /// - Parameter input: What to respond to.
    /// - Returns: Whether the view performed a key's command.
    public final func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchWillChange(let change): controlTouchWillChange(change)
        case .touchDidChange(let change): controlTouchDidChange(change)
        case .touchEndedInside: controlTouchDidEndInside()
        case .command(let command): return perform(command)
        }
        return false
    }

    /// Shows a change of the touch the control tracks, before the input engine reports it: a
    /// ``Control`` is highlighted while the touch is down inside.
    func controlTouchWillChange(_ change: ControlTouchChange) {}

    /// Does what depends on where the tracked touch is, after the input engine reported its
    /// event: a ``Control`` calls its UIKit-shaped tracking methods, such as
    /// ``Control/beginTracking(_:with:)``, here.
    func controlTouchDidChange(_ change: ControlTouchChange) {}

    /// What the control does once a touch ended inside it: a ``Control`` reports
    /// `primaryActionTriggered`, unless its class does more or other in its own file, as a
    /// ``Switch`` flips first.
    func controlTouchDidEndInside() {}

    /// Performs what a key does to the view while it has focus, before any key mapping sees the
    /// key, and returns whether it did.
    ///
    /// A plain view performs nothing; a control activates or steps here, as its own class's
    /// override says. A ``TextField`` or ``TextView`` that performs nothing for an editing command
    /// leaves its text to the kit's editing.
    ///
    /// - Parameter command: The command ``keyCommand(for:)`` gave the key.
    /// - Returns: Whether the view performed it.
    open func perform(_ command: KeyCommand) -> Bool { false }
}
