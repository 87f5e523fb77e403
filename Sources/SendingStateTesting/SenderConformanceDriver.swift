public import SendingState

/// Makes, drives and releases the senders of a toolkit adapter for
/// ``checkSenderConformance(of:control:input:gestures:)``.
///
/// A porter writes one driver per widget wrapper to check. Each method acts as a person or the
/// toolkit would, through the toolkit's own input path where it has one, and returns only once the
/// toolkit has delivered what it did: the checker reads the resulting actions as soon as it returns.
///
/// The checker paces the interactions itself: before each click, keyboard activation and gesture it
/// calls ``wait(_:for:)`` to let a second pass on the toolkit's clock, longer than any double-tap
/// interval (UIKit's is about 0.35 s, GTK's default double-click time 400 ms), so that no
/// interaction joins the previous one's tap streak or runs into its timers. A driver needs no
/// pauses of its own.
///
/// A driver of sliders drags their thumb with ``dragThumb(_:)`` rather than clicking them.
///
/// This driver, for HeadlessWidgets' `Button`, clicks and performs gestures with the view's own
/// input, and activates the button with Space once it has the keyboard focus, as a button takes
/// it with Full Keyboard Access; it is checked with `input: [.pointer, .keyboard]`:
///
/// ```swift
/// @MainActor
/// struct ButtonDriver: SenderConformanceDriver {
///     let window: Window
///
///     func makeSender() -> Button {
///         let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 40))
///         window.addSubview(button)
///         return button
///     }
///
///     func click(_ sender: Button) throws { try sender.tap() }
///
///     func activateWithKeyboard(_ sender: Button) {
///         window.isFullKeyboardAccessEnabled = true
///         sender.becomeFirstResponder()
///         window.press(.space)
///     }
///
///     func perform(_ gesture: GestureEvent, on sender: Button) throws {
///         switch gesture.gestureKind {
///         case .tap: try sender.tap(numberOfTaps: gesture.numberOfTaps ?? 1)
///         case .longPress: try sender.longPress(duration: (gesture.minimumPressDuration ?? 0.5) + 0.5)
///         default: break  // only the gestures passed to the checker are asked for
///         }
///     }
///
///     func wait(_ duration: Duration, for sender: Button) {
///         window.clock.advanceWithoutWaiting(by: duration)
///     }
///
///     func release(_ sender: Button) { sender.removeFromSuperview() }
/// }
/// ```
@MainActor
public protocol SenderConformanceDriver {
    /// The type of sender the driver makes.
    associatedtype Subject: Sender

    /// Makes a new sender, ready for input: shown, enabled and reachable.
    ///
    /// - Returns: The sender. The checker holds it until it hands it to ``release(_:)``.
    /// - Throws: Whatever keeps the driver from making it.
    func makeSender() throws -> Subject

    /// Clicks the sender once with a pointer, or taps it once, and returns when that was delivered.
    ///
    /// Click where the control acts, such as the middle of a button or the + of a stepper, or
    /// where its ``SenderConformanceControl`` says. A control dragged by its thumb, such as a
    /// slider, isn't clicked: the checker drags its thumb with ``dragThumb(_:)`` instead.
    ///
    /// - Parameter sender: A sender from ``makeSender()``.
    /// - Throws: Whatever keeps the driver from clicking.
    func click(_ sender: Subject) throws

    /// Drags a slider's thumb once with a pointer, or a finger, and returns when that was delivered.
    ///
    /// Press on the thumb, move it in one move toward the maximum by about a quarter of the track,
    /// and lift inside the slider, so that the value changes once. The checker calls it instead of
    /// ``click(_:)`` when its `input` includes ``SenderConformanceInput/pointer`` and the control's
    /// ``SenderConformanceControl/pointerActivation`` is
    /// ``SenderConformanceControl/PointerActivation/thumbDrag``, as a
    /// ``SenderConformanceControl/slider``'s is; it then expects `touchDown`, `touchDragInside`,
    /// `valueChanged` and `touchUpInside`. Make the slider in ``makeSender()`` with room to move
    /// toward its maximum, such as at its minimum.
    ///
    /// The default throws ``SenderConformanceDriverError/thumbDragNotImplemented``, so a driver that
    /// can't drag stops the check of a slider's pointer input instead of passing it.
    ///
    /// - Parameter sender: A sender from ``makeSender()``.
    /// - Throws: Whatever keeps the driver from dragging.
    func dragThumb(_ sender: Subject) throws

    /// Focuses the sender and activates it once with the keyboard, as a person without a pointer
    /// would, and returns when that was delivered.
    ///
    /// Press a key that the control takes to activate, step or end its editing, such as Space on
    /// a button or Return in a text field being edited. Where the toolkit's widget can say which
    /// keys it takes, ask it rather than keep a list of kinds, as HeadlessWidgets' driver asks the
    /// widget's `keyCommand(for:)`. The checker calls it only when its `input` includes
    /// ``SenderConformanceInput/keyboard``.
    ///
    /// The default throws ``SenderConformanceDriverError/keyboardActivationNotImplemented``, so a
    /// driver that can't use the keyboard stops the check instead of passing it.
    ///
    /// - Parameter sender: A sender from ``makeSender()``.
    /// - Throws: Whatever keeps the driver from using the keyboard.
    func activateWithKeyboard(_ sender: Subject) throws

    /// Performs a gesture that the declaration matches, and returns when it was delivered.
    ///
    /// Tap as many times as `gesture.numberOfTaps` asks; hold a long press past its
    /// `minimumPressDuration`; swipe in the one direction in `gesture.direction`; start a screen-edge
    /// pan at the one edge in `gesture.edges`; pan, pinch and rotate by any visible amount; hover by
    /// moving the pointer in, over the sender, and out again.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to perform; the checker asks only for the ones it was given.
    ///   - sender: A sender from ``makeSender()``.
    /// - Throws: Whatever keeps the driver from performing it.
    func perform(_ gesture: GestureEvent, on sender: Subject) throws

    /// Lets time pass on the toolkit's clock, handling the toolkit's events and timers meanwhile.
    ///
    /// The checker calls it before each interaction, so that one can't join the previous one's tap
    /// streak or run into its timers. Advance a virtual clock by `duration`, or run the toolkit's
    /// event loop for that long.
    ///
    /// - Parameters:
    ///   - duration: How long to let pass.
    ///   - sender: A sender from ``makeSender()``, to reach its window or clock.
    /// - Throws: Whatever keeps the driver from waiting.
    func wait(_ duration: Duration, for sender: Subject) throws

    /// The kinds of gesture for which the sender has installed a native recognizer now.
    ///
    /// Return `nil`, the default, when the adapter reports every occurrence regardless of mappings;
    /// the checker then leaves out its checks of lazy installation.
    ///
    /// - Parameter sender: A sender from ``makeSender()``.
    /// - Returns: The installed kinds, or `nil`.
    func installedGestureKinds(on sender: Subject) -> Set<GestureKind>?

    /// Lets go of the sender: removes it from its window or container, and returns when the toolkit
    /// holds no more references to it.
    ///
    /// The default does nothing.
    ///
    /// - Parameter sender: A sender from ``makeSender()``, about to be released by the checker.
    /// - Throws: Whatever keeps the driver from letting go.
    func release(_ sender: Subject) throws
}

// MARK: - Default implementations

extension SenderConformanceDriver {
    /// Throws ``SenderConformanceDriverError/thumbDragNotImplemented``.
    public func dragThumb(_ sender: Subject) throws {
        throw SenderConformanceDriverError.thumbDragNotImplemented
    }

    /// Throws ``SenderConformanceDriverError/keyboardActivationNotImplemented``.
    public func activateWithKeyboard(_ sender: Subject) throws {
        throw SenderConformanceDriverError.keyboardActivationNotImplemented
    }

    /// Returns `nil`: the adapter reports every occurrence regardless of mappings.
    public func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
        nil
    }

    /// Does nothing.
    public func release(_ sender: Subject) throws {}
}
