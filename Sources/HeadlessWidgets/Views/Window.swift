public import SendingState
import SendingStateInput

/// The root of a tree under test: the screen that simulated touches land on.
///
/// User-level input reaches only views inside a window, and is hit-tested from it. The window
/// also owns the ``VirtualClock`` that timed input runs on, and that you inject into the code
/// under test wherever it takes an `any Clock<Duration>`.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// window.addSubview(screen)
/// try window.get(.identifier("buy"), as: Button.self).tap()
/// try await window.settle()
/// ```
@MainActor
public final class Window: View {
    /// The time simulated input runs on, and the clock to inject into the code under test.
    public let clock = VirtualClock()

    /// How soon a second tap must follow the first to make a double tap: 300 ms by default.
    ///
    /// A tap continues a streak when it comes *less than* this interval after the previous one.
    /// At exactly the interval, the wait for a second tap is over — as a UIKit tap recognizer's
    /// timer would have fired, and as a timer scheduled on ``clock`` for that instant would
    /// have run — so the tap starts a new streak.
    public var doubleTapInterval: Duration = .milliseconds(300) {
        didSet { input.doubleTapInterval = doubleTapInterval.seconds }
    }

    /// The input engine that turns the window's simulated pointers and keys into what its views
    /// report, with the same rules as every toolkit adapter; its deadlines wait on ``clock``.
    lazy var input: InputEngine = {
        let engine = InputEngine(clock: inputTimeline)
        engine.doubleTapInterval = doubleTapInterval.seconds
        engine.windowSize = bounds.size
        engine.keyboardFocus = keyboardFocus
        return engine
    }()

    /// The window's keyboard focus, from `SendingStateInput`: which view is first responder, who
    /// may hold it, and the order Tab moves it in.
    lazy var keyboardFocus = KeyboardFocus(root: self)

    /// The window's clock as the input engine sees it.
    lazy var inputTimeline = InputTimeline(clock: clock)

    /// The time of input made now, on ``inputTimeline``.
    var inputTime: Double {
        inputTimeline.timeOfInput(for: input)
    }

    /// The view that takes keyboard input, if any: at most one per window.
    ///
    /// Set by ``View/becomeFirstResponder()``, a tap on a view that takes the focus when tapped,
    /// such as a ``TextField``, ``pressTab()`` and ``press(_:modifierFlags:)`` with Tab; cleared by
    /// ``View/resignFirstResponder()``, by ``TextField/pressReturn()``, and at once when the view
    /// leaves the window or becomes hidden, transparent, non-interactive or disabled, or an
    /// ancestor does, or when ``isFullKeyboardAccessEnabled`` is turned off while a control other
    /// than a text field has focus.
    public var firstResponder: View? {
        keyboardFocus.focusedView as? View
    }

    /// Whether a person navigates every control with the keyboard, as with Full Keyboard Access
    /// on iOS or AppKit's `NSApplication.isFullKeyboardAccessEnabled`; `false` by default.
    ///
    /// Off, only text fields and views that override ``View/canBecomeFirstResponder`` take
    /// keyboard focus, so Tab moves between text fields, as on a device with a hardware keyboard.
    /// On, every ``Control`` takes it too, and Tab reaches them in reading order, where each takes
    /// the keys its class says, such as Space or Return on a ``Button`` and the arrows on a
    /// ``Slider``; see ``press(_:modifierFlags:)``. Turning it off takes focus away from a control
    /// that can no longer hold it.
    ///
    /// ```swift
    /// window.isFullKeyboardAccessEnabled = true
    /// window.pressTab()         // the Buy button
    /// window.press(.space)      // primaryActionTriggered
    /// ```
    public var isFullKeyboardAccessEnabled = false {
        didSet { keyboardFocus.checkFocusedView() }
    }

    /// The last user-level interaction refused in the window, until a later touch reaches its view.
    ///
    /// Every ``InteractionRefusal`` thrown by a view in the window is kept here, replacing the one
    /// before, and ``View/renderSVG()`` highlights the view it was aimed at and the view that
    /// blocked it. The next interaction whose touch passes ``View/checkReachable(for:at:)`` clears
    /// it, so a picture taken later doesn't show a refusal that no longer holds. Keyboard input
    /// into the first responder, which needs no touch, leaves it as it is.
    ///
    /// ```swift
    /// #expect(refusal(of: try buyButton.tap())?.reason == .covered)
    /// #expect(window.lastRefusal?.reason == .covered)
    /// try closeButton.tap()  // reaches its view
    /// #expect(window.lastRefusal == nil)
    /// ```
    public var lastRefusal: InteractionRefusal? {
        refusalRecord?.refusal
    }

    /// ``lastRefusal`` with the views it names, held weakly.
    var refusalRecord: RefusalRecord?

    /// How many scroll views in the window are decelerating, so that a touch looks for one to
    /// stop only when there is one.
    var deceleratingScrollViewCount = 0

    /// Keeps the input engine's window size, for screen-edge pans, up to date.
    override func frameDidChange() {
        input.windowSize = bounds.size
    }

    /// Creates a window with a size, at the origin.
    ///
    /// - Parameter size: The size of the screen.
    public convenience init(size: Size) {
        self.init(frame: Rect(origin: .zero, size: size))
    }

    /// Advances the window's clock until nothing waits on it, or fails after a bound instead of
    /// running forever.
    ///
    /// The same as ``VirtualClock/settle(timeout:maximumSteps:)`` on ``clock``: use it after an
    /// interaction that starts timed work, such as a load, a debounce or an animation, to let all
    /// of it finish.
    ///
    /// ```swift
    /// try window.get(.identifier("reload"), as: Button.self).tap()
    /// try await window.settle()
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: How much virtual time settling may take; a minute by default.
    ///   - maximumSteps: How many waiters may come due; 10,000 by default.
    /// - Throws: A ``SettleError`` listing what is still scheduled when a bound is reached.
    public func settle(timeout: Duration = .seconds(60), maximumSteps: Int = 10_000) async throws(SettleError)
    {
        try await clock.settle(timeout: timeout, maximumSteps: maximumSteps)
    }
}
