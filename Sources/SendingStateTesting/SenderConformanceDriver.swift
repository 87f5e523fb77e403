public import SendingState

/// Makes, drives and releases the senders of a toolkit adapter for ``checkSenderConformance(of:click:gestures:)``.
///
/// A porter writes one driver per widget wrapper to check. Each method acts as a person or the
/// toolkit would, through the toolkit's own input path where it has one, and returns only once the
/// toolkit has delivered what it did: the checker reads the resulting actions as soon as it returns.
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
///     func perform(_ gesture: GestureEvent, on sender: Button) throws {
///         try sender.tap(numberOfTaps: gesture.numberOfTaps)
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
    /// - Parameter sender: A sender from ``makeSender()``.
    /// - Throws: Whatever keeps the driver from clicking.
    func click(_ sender: Subject) throws

    /// Performs a gesture that the declaration matches, and returns when it was delivered.
    ///
    /// Tap as many times as `gesture.numberOfTaps` asks; hold a long press past its
    /// `minimumPressDuration`; swipe in the one direction in `gesture.direction`; start a screen-edge
    /// pan at the one edge in `gesture.edges`; pan, pinch, rotate and hover by any visible amount.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to perform; the checker asks only for the ones it was given.
    ///   - sender: A sender from ``makeSender()``.
    /// - Throws: Whatever keeps the driver from performing it.
    func perform(_ gesture: GestureEvent, on sender: Subject) throws

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
    /// Returns `nil`: the adapter reports every occurrence regardless of mappings.
    public func installedGestureKinds(on sender: Subject) -> Set<GestureKind>? {
        nil
    }

    /// Does nothing.
    public func release(_ sender: Subject) throws {}
}
