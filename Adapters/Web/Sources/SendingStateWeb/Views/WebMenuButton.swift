public import SendingState
public import SendingStateInput

/// A button that opens a menu of commands, like a UIKit `UIButton` whose `menu` shows as its
/// primary action.
///
/// A click on the ``button``, or Return, Space or the down arrow on it, opens the menu and
/// focuses its first item. The up and down arrows move through the items, wrapping round, and
/// Home and End go to the first and the last. Return, Space or a click chooses an item, which
/// reports `primaryActionTriggered` and closes the menu; Escape, a click on the button, or the
/// focus leaving the menu closes it. The focus goes back to the button. The page moves among the
/// items itself and tells the session, so that a key pressed right after an arrow reaches the
/// item the person sees focused, however far the server is. The page shows the
/// button with `aria-haspopup` and `aria-expanded`, and the open menu as a `menu` of
/// `menuitem`s, which Tab passes over, as the ARIA menu button pattern asks.
///
/// ```swift
/// let sort = WebMenuButton(title: "Sort")
/// let byName = sort.addItem(title: "By name")
/// let byPrice = sort.addItem(title: "By price")
/// EventForwarder(byName) { _, ctx in ctx.control(.primaryActionTriggered) { [ShopAction.sort(.name)] } }
/// ```
@MainActor
open class WebMenuButton: WebStack {
    /// The button that opens and closes the menu.
    public let button: WebButton
    /// The menu's items, in order.
    public private(set) var items: [WebMenuItem] = []
    /// Whether the menu is open.
    public var isOpen: Bool { !list.isHidden }

    private let list = WebMenuList()

    /// Creates a menu button with no items yet.
    ///
    /// - Parameter title: The button's title.
    public init(title: String) {
        button = WebMenuTrigger(title: title)
        super.init(axis: .vertical)
        list.isHidden = true
        addSubview(button)
        addSubview(list)
    }

    /// Adds an item at the end of the menu.
    ///
    /// - Parameter title: The item's title.
    /// - Returns: The item, to map to an action.
    @discardableResult
    public func addItem(title: String) -> WebMenuItem {
        let item = WebMenuItem(title: title)
        items.append(item)
        list.addSubview(item)
        return item
    }

    /// Opens the menu and focuses its first enabled item; a menu without one stays closed.
    public func open() {
        guard let first = items.first(where: \.isEnabled) else { return }
        list.isHidden = false
        _ = first.becomeFirstResponder()
        setNeedsDisplay()
    }

    /// Closes the menu and gives the focus back to the button, if an item had it.
    public func close() {
        guard isOpen else { return }
        list.isHidden = true
        if findSession()?.focusedView?.isInside(list) != false { _ = button.becomeFirstResponder() }
        setNeedsDisplay()
    }

    /// The arrows, Home and End move through an open menu's items; Escape closes it; the down
    /// arrow on the button opens it.
    open override func takeUnhandledKey(_ press: KeyPress) -> Bool {
        guard press.modifierFlags.isEmpty else { return false }
        if !isOpen {
            guard press.key == .downArrow else { return false }
            open()
            return isOpen
        }
        if press.key == .escape {
            close()
            return true
        }
        let enabled = items.filter(\.isEnabled)
        guard !enabled.isEmpty else { return false }
        let current = enabled.firstIndex { $0.isFocused }
        let next: Int
        switch press.key {
        case .downArrow: next = current.map { ($0 + 1) % enabled.count } ?? 0
        case .upArrow: next = current.map { ($0 + enabled.count - 1) % enabled.count } ?? enabled.count - 1
        case .home: next = 0
        case .end: next = enabled.count - 1
        default: return false
        }
        _ = enabled[next].becomeFirstResponder()
        setNeedsDisplay()
        return true
    }

    /// Closes the menu once the focus has left it for a view outside the menu button.
    func focusLeftItem() {
        guard let session = findSession(), session.focusedView?.isInside(self) != true else { return }
        list.isHidden = true
        setNeedsDisplay()
    }

    /// A column whose menu shows under its button.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-column ss-menu"
        return element
    }
}

/// A command of a ``WebMenuButton``'s menu: a button that closes the menu once chosen.
@MainActor
open class WebMenuItem: WebButton {
    /// `.menuItem`.
    open override var impliedAccessibilityRole: AccessibilityRole { .menuItem }

    /// Reports `primaryActionTriggered` when chosen, then closes the menu.
    open override func respond(to input: TargetInput) -> Bool {
        let handled = super.respond(to: input)
        if input == .touchEndedInside || input == .command(.activate) { menuButton?.close() }
        return handled
    }

    /// Closes the menu when the focus leaves it.
    open override func didResignFocus() {
        super.didResignFocus()
        menuButton?.focusLeftItem()
    }

    /// A `button` of role `menuitem`, which Tab passes over.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["role"] = "menuitem"
        element.attributes["tabindex"] = "-1"
        return element
    }

    private var menuButton: WebMenuButton? { superview?.superview as? WebMenuButton }
}

/// The button of a menu button, which opens and closes its menu.
@MainActor
final class WebMenuTrigger: WebButton {
    override func respond(to input: TargetInput) -> Bool {
        let handled = super.respond(to: input)
        if input == .touchEndedInside || input == .command(.activate), let menuButton {
            if menuButton.isOpen { menuButton.close() } else { menuButton.open() }
        }
        return handled
    }

    override func render() -> DOMElement {
        var element = super.render()
        element.attributes["aria-haspopup"] = "menu"
        element.attributes["aria-expanded"] = String(menuButton?.isOpen ?? false)
        return element
    }

    private var menuButton: WebMenuButton? { superview as? WebMenuButton }
}

/// The column of a menu button's items: a `menu`.
@MainActor
final class WebMenuList: WebStack {
    init() {
        super.init(axis: .vertical)
    }

    override var impliedAccessibilityRole: AccessibilityRole { AccessibilityRole(rawValue: "menu") }

    /// The menu button's title.
    override var impliedAccessibilityName: String? { (superview as? WebMenuButton)?.button.title }

    override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-column ss-menu-list"
        element.attributes["role"] = "menu"
        element.attributes["aria-label"] = accessibilityName
        return element
    }
}
