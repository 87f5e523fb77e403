public import SendingState

/// The root of a tree under test: the screen that simulated touches land on.
///
/// User-level input reaches only views inside a window, and is hit-tested from it. The window
/// also owns the ``VirtualClock`` that timed input runs on.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// window.addSubview(screen)
/// try window.get(.identifier("buy"), as: Button.self).tap()
/// ```
@MainActor
public final class Window: View {
    /// The time simulated input runs on.
    public let clock = VirtualClock()

    /// The longest pause, in seconds, between two taps that still makes them a double tap.
    public var doubleTapInterval: Double = 0.3

    /// The view that takes keyboard input, if any: at most one per window.
    ///
    /// Set by ``View/becomeFirstResponder()``, a tap on a ``TextField`` and ``pressTab()``;
    /// cleared by ``View/resignFirstResponder()``, by ``TextField/pressReturn()``, and at once when
    /// the view leaves the window or becomes hidden, transparent, non-interactive or disabled.
    public internal(set) weak var firstResponder: View?

    /// Creates a window with a size, at the origin.
    ///
    /// - Parameter size: The size of the screen.
    public convenience init(size: Size) {
        self.init(frame: Rect(origin: .zero, size: size))
    }
}
