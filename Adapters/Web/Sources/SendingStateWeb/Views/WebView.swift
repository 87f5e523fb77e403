public import SendingState
public import SendingStateInput

/// A view of a web page that lives in Swift on the server: the base of every view in this module,
/// and a SendingState `Sender`.
///
/// A view is shown in a browser by a ``WebSession``, which renders it as one DOM element with
/// ``render()`` and keeps the page in step with patches. A person's input comes back from the
/// browser over the session's WebSocket, and the session hands it to its `InputEngine`, from
/// `SendingStateInput`, which decides what it means with the rules every toolkit adapter follows.
///
/// Subclass ``WebStack`` for a screen or a row, as a UIKit app subclasses `UIView`:
///
/// ```swift
/// final class ProductRow: WebStack {
///     let name = WebLabel()
///     let buy = WebButton(title: "Buy")
/// }
/// ```
@MainActor
open class WebView: InputTarget {
    /// The storage SendingState keeps on this view: made the first time SendingState asks, as
    /// ``senderInput`` is, and the same instance from then on.
    public private(set) lazy var senderStorage = SenderStorage()

    /// What the session's input engine keeps for this view: the recognizers of its mapped
    /// gestures, and the touch it tracks when it is a control.
    ///
    /// Made the first time the engine asks, and the same instance from then on: most views of a
    /// page, such as its labels, are never pressed and map no gesture, and a session keeps one
    /// tree per browser.
    public var senderInput: SenderInput {
        if let storedSenderInput { return storedSenderInput }
        let made = SenderInput()
        storedSenderInput = made
        return made
    }

    private var storedSenderInput: SenderInput?

    /// The stack that shows this view; weak, as a view doesn't keep its container alive.
    public internal(set) weak var superview: WebView?

    /// The views this one shows, in order; only a ``WebStack`` shows any.
    public internal(set) var subviews: [WebView] = []

    /// The view's number in the page, which its session gives it when it first shows it.
    package var elementID: Int?

    /// The session that shows the view, for the root of one.
    weak var session: WebSession?

    /// Tells the page of the session that shows the view what changed in its tree.
    ///
    /// Call it after changing views from anything but a person's input, such as a finished load;
    /// a session tells the page itself after each of a person's inputs. Does nothing outside a
    /// session.
    public func setNeedsDisplay() {
        findSession()?.setNeedsUpdate()
    }

    /// Where the browser last said the view is, in the page's CSS pixels, from the top-left of the
    /// viewport; `nil` until a person's input on it reported it.
    var reportedFrame: Rect?

    /// Creates a view.
    public init() {}

    /// Whether a person can use the view: a disabled view takes no input, and the page shows it
    /// greyed, as the browser shows a disabled control.
    public var isEnabled = true

    /// Whether the view is hidden: a hidden view, with its subviews, isn't in the page.
    public var isHidden = false

    /// A string that identifies the view, written as its element's `id` attribute prefixed with
    /// `ss-`, for a test or a style sheet to find it.
    public var accessibilityIdentifier: String?

    /// The name assistive technology reads, written as the element's `aria-label`; `nil` lets the
    /// browser name the element from its content.
    public var accessibilityLabel: String?

    /// What the view is to assistive technology; each view implies one, such as `.button`.
    public var accessibilityRole: AccessibilityRole {
        get { storedRole ?? impliedAccessibilityRole }
        set { storedRole = newValue }
    }

    private var storedRole: AccessibilityRole?

    /// The role the view's kind implies: `.none` for a plain view.
    open var impliedAccessibilityRole: AccessibilityRole { .none }

    /// The text a person sees on the view, such as a button's title; `nil` without text.
    open var visibleText: String? { nil }

    /// The name the view's content implies when it has no ``accessibilityLabel``: its visible
    /// text, by default.
    open var impliedAccessibilityName: String? { visibleText }

    /// How assistive technology reads the view's value, worded with `AccessibilityValue`, such as
    /// a switch's `on`; `nil` for a view without one.
    open var accessibilityValue: String? { nil }

    /// Whether the view is in the page now: it and every view that shows it are not hidden, up to
    /// the root of a session.
    public var isShown: Bool {
        var view: WebView? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return true
    }

    /// The attributes the view gives the element of one of its subviews, such as where a list
    /// puts a row.
    ///
    /// The subview's own attributes take precedence. None, by default.
    ///
    /// - Parameter subview: One of the view's subviews.
    /// - Returns: The attributes, by name.
    open func attributes(ofSubview subview: WebView) -> [String: String] { [:] }

    /// The attribute of a scrolling element that says where it is scrolled to, which the page's
    /// script applies once the element's content is in place.
    static let scrollOffsetAttribute = "data-ss-scroll-top"

    /// The gestures a touch makes that the browser would take for its own: a scroll, a zoom, or a
    /// selection.
    private static let touchGestures: Set<GestureKind> = [
        .pan, .swipe, .pinch, .rotation, .screenEdge, .longPress,
    ]

    /// The tags of the browser's own controls, which it focuses with no `tabindex` and disables
    /// with a `disabled` attribute.
    private static let nativeControlTags: Set<String> = ["button", "input", "textarea"]

    /// The tag of the element the view shows as, such as `button`: `div` for a plain view.
    open var tagName: String { "div" }

    /// What the view shows as a DOM element: its tag, its attributes and its text.
    ///
    /// A subclass overrides it to show its state, and calls `super` for the attributes every view
    /// has: those its container gives it, such as a list row's position, then its identifier, label, role, whether it is disabled, as a native `button`, `input` or
    /// `textarea` says it with `disabled` and any other element with `aria-disabled`, and a
    /// `tabindex` of 0 for a control that the browser doesn't focus by itself, such as a slider's
    /// `div`.
    open func render() -> DOMElement {
        var element = DOMElement(tag: tagName, attributes: superview?.attributes(ofSubview: self) ?? [:])
        element.attributes["id"] = accessibilityIdentifier.map { "ss-\($0)" }
        element.attributes["aria-label"] = accessibilityLabel
        if let storedRole, let ariaRole = WebRoles.ariaRole(for: storedRole) {
            element.attributes["role"] = ariaRole
        }
        if let gestures = storedSenderInput?.installedGestureKinds, !gestures.isEmpty {
            // A view a person touches is a target, of 44 pixels at least when it has no content;
            // a touch on one that maps a gesture a touch makes is the view's gesture, not the
            // browser's scroll, zoom or selection.
            element.attributes["data-ss-gestures"] =
                gestures.isDisjoint(with: Self.touchGestures) ? "" : "touch"
        }
        if canBecomeFocused, isEnabled, !Self.nativeControlTags.contains(tagName) {
            element.attributes["tabindex"] = "0"
        }
        if !isEnabled {
            if Self.nativeControlTags.contains(tagName) {
                element.attributes["disabled"] = ""
            } else {
                element.attributes["aria-disabled"] = "true"
            }
        }
        return element
    }

    /// Keeps the recognizers of the input engine in step with the gestures mapped on the view.
    ///
    /// Subclasses that override it must call `super`.
    open func mappedEventsDidChange() {
        updateRecognizers()
    }

    // MARK: - Input

    /// The view that shows this one, through which a press reaches the recognizers of what
    /// contains it.
    public var inputSuperview: (any InputTarget)? { superview }

    /// What kind of control the view is to the input engine: `nil` for a view that isn't one.
    open var controlKind: ControlKind? { nil }

    /// The command a key press gives the view while it has the keyboard focus, or `nil` when the
    /// key goes on up the chain: its ``controlKind``'s keys, unless a view takes keys of its own.
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: The command, or `nil`.
    open func keyCommand(for press: KeyPress) -> KeyCommand? {
        controlKind?.command(for: press)
    }

    /// Whether the view takes input: it is enabled.
    public var isInputEnabled: Bool { isEnabled }

    /// Converts a point from the page's coordinates to the view's, with the frame the browser last
    /// reported; the point as it is before any report.
    public func convertFromWindow(_ point: Point) -> Point {
        guard let frame = reportedFrame else { return point }
        return Point(x: point.x - frame.minX, y: point.y - frame.minY)
    }

    /// Whether a touch at a point, in the view's coordinates, is inside the frame the browser last
    /// reported for it.
    public func containsTouch(at point: Point) -> Bool {
        guard let frame = reportedFrame else { return false }
        return point.x >= 0 && point.y >= 0 && point.x < frame.size.width && point.y < frame.size.height
    }

    /// Reports an occurrence with `ss.report(_:)`.
    public final func emit(_ occurrence: SenderOccurrence) {
        ss.report(occurrence)
    }

    // MARK: - Keyboard focus

    /// Whether the view can take the browser's keyboard focus: a control can, as the browser
    /// focuses its buttons, fields and widgets with Tab and a click.
    open var canBecomeFocused: Bool { controlKind != nil }

    /// Whether the view has the keyboard focus of the page that shows it.
    public var isFocused: Bool { findSession()?.focusedView === self }

    /// Gives the view the page's keyboard focus, as UIKit's `becomeFirstResponder()` does, and
    /// tells the page to focus its element.
    ///
    /// A text field begins its editing, with `editingDidBegin`.
    ///
    /// - Returns: Whether the view has the focus: `false` for a view that can't take it, that is
    ///   hidden or disabled, or that no session shows.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFocused, isShown, isEnabled, let session = findSession() else { return false }
        session.moveFocus(to: self, tellingPage: true)
        return session.focusedView === self
    }

    /// Takes the page's keyboard focus from the view, if it has it, and tells the page to let go
    /// of it, as UIKit's `resignFirstResponder()` does.
    ///
    /// A text field ends its editing, with `editingDidEnd`.
    public func resignFirstResponder() {
        guard let session = findSession(), session.focusedView === self else { return }
        session.moveFocus(to: nil, tellingPage: true)
    }

    /// Called after the view took the keyboard focus; a text field begins its editing here.
    ///
    /// Subclasses that override it must call `super`.
    open func didBecomeFocused() {}

    /// Called after the view lost the keyboard focus; a text field ends its editing here.
    ///
    /// Subclasses that override it must call `super`.
    open func didResignFocus() {}

    /// Takes a text the person changed in the page, for a view whose element the browser edits:
    /// a text field or a text view.
    ///
    /// - Parameter text: The element's whole text, as it is now.
    /// - Returns: Whether the view took it; `false`, the default, for a view that has no text a
    ///   person edits, or one that doesn't take editing now.
    open func takeEditedText(_ text: String) -> Bool { false }

    /// Takes where the page says the view is scrolled to, for a view whose element scrolls.
    ///
    /// - Parameter offset: How far the element is scrolled from its top, in CSS pixels.
    /// - Returns: Whether the view took it; `false`, the default, for a view that doesn't scroll.
    open func takeScrollOffset(_ offset: Double) -> Bool { false }

    /// Takes a key that neither the focused control nor a key mapping took, as a dialog takes
    /// Escape or a menu its arrows: the session offers it to the focused view, then to each view
    /// that shows it, in turn.
    ///
    /// - Parameter press: The key and its modifiers.
    /// - Returns: Whether the view took it; `false`, the default, leaves it to the next.
    open func takeUnhandledKey(_ press: KeyPress) -> Bool { false }

    /// Whether the view is this one or inside it.
    func isInside(_ ancestor: WebView) -> Bool {
        var view: WebView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    /// The session that shows the view's tree, if any.
    func findSession() -> WebSession? {
        var view = self
        while let superview = view.superview { view = superview }
        return view.session
    }

    /// Answers what the session's input engine asks for: a control overrides it to respond as the
    /// browser's own control would, such as a button's `primaryActionTriggered` after a touch that
    /// ends inside it.
    ///
    /// - Parameter input: What to respond to.
    /// - Returns: Whether the view performed a key's command.
    open func respond(to input: TargetInput) -> Bool { false }
}
