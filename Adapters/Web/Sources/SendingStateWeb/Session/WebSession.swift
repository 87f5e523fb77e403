internal import SendingState
public import SendingStateInput

/// One browser's page: a tree of views in Swift on the server, what the page shows of it, and the
/// input engine that a person's input in the page goes to.
///
/// The server makes a session for each page it serves and keeps it while the page's WebSocket is
/// open, and for a while after it drops, so that a page that comes back resumes where it was.
/// ``pendingChanges()`` says what changed in the tree since the page was last told; the server sends
/// it after each message and whenever the app changes the tree.
///
/// ```swift
/// let session = WebSession(root: CatalogueScreen())
/// ```
@MainActor
public final class WebSession {
    /// The session's identifier: 128 random bits from the system's secure generator, as 32
    /// hexadecimal digits, which the page's WebSocket names.
    public let id: String

    /// The view the page shows.
    public let root: WebView

    /// The input engine a person's input goes to.
    public let input: InputEngine

    /// The clock input is stamped with, and the engine's timers run on.
    private let clock: any SessionClock
    /// What the page was last told, and the views it shows, by element number.
    private var rendered: [Int: RenderedElement] = [:]
    private var nextElementID = 1
    /// The engine's pointers and the views they pressed, by the browser's numbers for them.
    private var pointers: [Int: (engineID: Int, view: WebView)] = [:]

    /// The view that has the page's keyboard focus, as the page last said or as the app moved it.
    public private(set) weak var focusedView: WebView?

    /// A view the browser focused as a pointer pressed it, which takes the focus once the press
    /// ends: a click on a text field reports `touchUpInside` and its action before
    /// `editingDidBegin`, as in UIKit, though the browser focuses the field as the press lands.
    private weak var focusAfterPress: WebView?

    /// Whether the app moved the focus since the page was last told, so that the next patch
    /// tells the page which element to focus, or to let go of the focus.
    private var pageFocusIsStale = false

    /// The number of the page's latest sync, which the next patch answers.
    private var pendingSync: Int?

    /// Makes a session that shows a view.
    ///
    /// - Parameter root: The view the page shows; it mustn't be shown by another session.
    public convenience init(root: WebView) {
        self.init(root: root, clock: WebClock())
    }

    /// Makes a session that shows a view, on a clock of the caller's, such as a test's whose time
    /// it moves itself.
    ///
    /// - Parameters:
    ///   - root: The view the page shows; it mustn't be shown by another session.
    ///   - clock: The clock that stamps input and runs the input engine's timers.
    package init(root: WebView, clock: any SessionClock) {
        self.clock = clock
        var generator = SystemRandomNumberGenerator()
        id = (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
        self.root = root
        input = InputEngine(clock: clock)
        root.session = self
    }

    /// The number of the root's element, once the page has been told of it.
    public var rootElementID: Int? { root.elementID }

    /// Called when the tree changed and the page should be told; the server's connection sets it.
    package var onNeedsUpdate: (@MainActor () -> Void)?

    /// The page's latest connection, which ``onNeedsUpdate`` tells; the server's own token.
    package var connection: AnyObject?

    /// Tells the page what changed in the tree, now if it is connected.
    ///
    /// Call it after changing views from anything but a person's input, such as a finished load;
    /// the session calls it itself after each message from the page.
    public func setNeedsUpdate() {
        onNeedsUpdate?()
    }

    /// The JSON text of the patch that brings the page up to date, and takes it as told; `nil`
    /// when nothing changed.
    ///
    /// - Parameter reset: Whether the page drops what it has first and is made again whole.
    /// - Returns: The patch's JSON text, or `nil` when the page is up to date.
    package func pendingPatch(reset: Bool) -> String? {
        if reset { pageWasLost() }
        let changes = pendingChanges()
        let focus: Int?? = pageFocusIsStale ? .some(focusedView?.elementID) : nil
        pageFocusIsStale = false
        let sync = pendingSync
        pendingSync = nil
        guard reset || !changes.isEmpty || focus != nil || sync != nil, let root = root.elementID else {
            return nil
        }
        return patchJSON(changes, root: root, reset: reset, focus: focus, sync: sync)
    }

    /// What changed in the tree since the page was last told, and takes it as told.
    ///
    /// - Returns: The changes, in the order the page applies them; none when nothing changed.
    /// - Complexity: O(*n*) in the number of views shown.
    public func pendingChanges() -> [DOMChange] {
        var now: [Int: RenderedElement] = [:]
        now.reserveCapacity(rendered.count)
        var pending: [WebView] = [root]
        while let view = pending.popLast() {
            let id = elementID(of: view)
            // A loop, not `filter`: a closure of the main actor's passed to it is checked at run
            // time for being on the main actor, once a view.
            var children: [WebView] = []
            for subview in view.subviews where !subview.isHidden { children.append(subview) }
            now[id] = RenderedElement(
                element: view.render(), children: children.map(elementID(of:)), view: view)
            pending.append(contentsOf: children)
        }
        let result = changes(from: rendered, to: now)
        rendered = now
        // A focused view that left the page, or that can no longer take input, loses the focus, as
        // the browser takes it from an element that is removed or disabled.
        if let focusedView,
            !focusedView.isEnabled || focusedView.elementID.flatMap({ rendered[$0]?.view }) !== focusedView
        {
            moveFocus(to: nil, tellingPage: true)
        }
        return result
    }

    /// Forgets what the page shows, so that the next ``pendingChanges()`` makes the whole page
    /// again: for a page that comes back after its connection dropped, or reloads.
    public func pageWasLost() {
        rendered = [:]
        input.cancelPointers(at: clock.now)
        pointers = [:]
        focusAfterPress = nil
        // The page that comes back focuses nothing until a person does.
        moveFocus(to: nil, tellingPage: false)
        pageFocusIsStale = false
    }

    /// Moves the keyboard focus to a view, or takes it from every view, telling the views; and the
    /// page, for a move the app made.
    ///
    /// The view that had the focus is told first, so that a text field ends its editing before
    /// another begins; a handler of that may move the focus again, and its move stands.
    func moveFocus(to view: WebView?, tellingPage: Bool) {
        guard focusedView !== view else { return }
        let previous = focusedView
        focusedView = view
        if tellingPage { pageFocusIsStale = true }
        previous?.didResignFocus()
        if let view, focusedView === view { view.didBecomeFocused() }
    }

    /// Acts on what a person did in the page, unless the message names an element the page
    /// doesn't show, or one that takes no input now; such a message is reported to
    /// `SendingStateDiagnostics` and changes nothing.
    ///
    /// - Parameter message: What the browser sent.
    /// - Returns: Whether the session acted on it.
    @discardableResult
    public func handle(_ message: ClientMessage) -> Bool {
        let time = clock.now
        switch message {
        case .pointer(.down, let pointer, let location, let target?, let frame?):
            guard pointers[pointer] == nil, let view = usableView(target, for: "a press") else {
                return false
            }
            view.reportedFrame = frame
            guard let engineID = input.pointerDown(at: location, time: time, on: view) else { return false }
            pointers[pointer] = (engineID, view)
        case .pointer(.move, let pointer, let location, _, let frame):
            guard let pressed = pointers[pointer] else { return false }
            if let frame { pressed.view.reportedFrame = frame }
            input.pointerMoved(pressed.engineID, to: location, time: time)
        case .pointer(.up, let pointer, let location, _, let frame):
            guard let pressed = pointers.removeValue(forKey: pointer) else { return false }
            if let frame { pressed.view.reportedFrame = frame }
            input.pointerUp(pressed.engineID, at: location, time: time)
            focusAfterPresses()
        case .pointer(.cancel, _, _, _, _):
            guard !pointers.isEmpty else { return false }
            pointers = [:]
            input.cancelPointers(at: time)
            focusAfterPresses()
        case .activate(let target):
            guard let view = usableView(target, for: "an activation") else { return false }
            return view.respond(to: .command(.activate))
        case .pointer(.down, _, _, _, _):
            return false
        case .key(let press, let target):
            var focused: WebView?
            if let target {
                guard let view = usableView(target, for: "a key") else { return false }
                focused = view
            }
            switch input.deliver(press, focused: focused, unfocusedStart: root) {
            case .performed, .reported, .queued: return true
            case .focusNavigation, .unhandled:
                // Offered to the focused view, or the dialog in front, and the views that show it.
                var view = focused ?? root.frontDialog()
                while let current = view {
                    if current.takeUnhandledKey(press) { return true }
                    view = current.superview
                }
                return false
            }
        case .focus(let target?):
            guard let view = usableView(target, for: "a focus") else { return false }
            guard view.canBecomeFocused else {
                refuse("a focus on a \(type(of: view)), which can't take the focus")
                return false
            }
            if pointers.values.contains(where: { $0.view === view }) {
                focusAfterPress = view
            } else {
                focusAfterPress = nil
                moveFocus(to: view, tellingPage: false)
            }
        case .focus(nil):
            focusAfterPress = nil
            guard focusedView != nil else { return false }
            moveFocus(to: nil, tellingPage: false)
        case .text(let target, let text):
            guard let view = usableView(target, for: "a text") else { return false }
            guard view.takeEditedText(text) else {
                refuse("a text for a \(type(of: view)) that takes no editing now")
                return false
            }
            // The page has the text: a patch sends it only if a handler changed it, so that an
            // answer to one keystroke never undoes the next.
            rendered[target]?.element.attributes["value"] = text
        case .scroll(let target, let top):
            // A disabled list still scrolls in the browser, as a disabled element does.
            guard let view = usableView(target, for: "a scroll", enabledOrNot: true) else { return false }
            guard view.takeScrollOffset(top) else {
                refuse("a scroll of a \(type(of: view)), which doesn't scroll")
                return false
            }
            // The page is where it scrolled: a patch scrolls it only where the app moves it.
            rendered[target]?.element.attributes[WebView.scrollOffsetAttribute] =
                view.render().attributes[WebView.scrollOffsetAttribute]
        case .sync(let number):
            pendingSync = number
        }
        return true
    }

    /// Gives the focus to the view the browser focused during a press, once no pointer presses it.
    private func focusAfterPresses() {
        guard let view = focusAfterPress, !pointers.values.contains(where: { $0.view === view }) else {
            return
        }
        focusAfterPress = nil
        guard view.isShown, view.isEnabled, rendered[view.elementID ?? 0]?.view === view else { return }
        moveFocus(to: view, tellingPage: false)
    }

    /// The view the page shows as an element, if it takes input now; reports a refusal otherwise.
    private func usableView(_ elementID: Int, for what: String, enabledOrNot: Bool = false) -> WebView? {
        guard let view = rendered[elementID]?.view else {
            refuse("\(what) on element \(elementID), which the page doesn't show")
            return nil
        }
        guard view.isShown else {
            refuse("\(what) on a hidden \(type(of: view))")
            return nil
        }
        guard !view.isBehindDialog else {
            refuse("\(what) on a \(type(of: view)) behind a dialog")
            return nil
        }
        guard enabledOrNot || view.isInputEnabled else {
            refuse("\(what) on a disabled \(type(of: view))")
            return nil
        }
        return view
    }

    private func refuse(_ problem: String) {
        SendingStateDiagnostics.report(
            .toolkitMisuse(
                toolkit: "SendingStateWeb", message: "the browser sent \(problem); nothing was done"))
    }

    /// The element number of a view, given the first time the session shows it.
    private func elementID(of view: WebView) -> Int {
        if let id = view.elementID { return id }
        let id = nextElementID
        nextElementID += 1
        view.elementID = id
        return id
    }
}
