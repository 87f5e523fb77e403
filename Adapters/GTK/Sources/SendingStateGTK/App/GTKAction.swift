import CGtk
public import SendingState

/// Why an action couldn't be made or added.
public enum GTKActionError: Error, Equatable, CustomStringConvertible {
    /// The name isn't a valid GAction name: letters, digits, `-` and `.`, starting with a letter
    /// or digit.
    case invalidName(String)
    /// An action of that name is already added to the application or window.
    case duplicateName(String)

    /// What went wrong, with the name.
    public var description: String {
        switch self {
        case .invalidName(let name): "\"\(name)\" isn't a valid action name"
        case .duplicateName(let name): "an action named \"\(name)\" is already added"
        }
    }
}

/// A named command of an application or a window, a `GAction`, as a sender: choosing it in a
/// menu, pressing one of its shortcuts or activating it from code reports `primaryActionTriggered`.
///
/// Declare what the command does once, as for a button, and every way of running it runs the
/// same actions with the state bound at the time:
///
/// ```swift
/// let checkout = try GTKAction("checkout", shortcuts: [KeyPress("k", modifierFlags: .control)])
/// try window.addAction(checkout)
/// EventForwarder(checkout) { _, ctx in ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] } }
/// ```
///
/// Its shortcuts are GTK accelerators, written as SendingState's `KeyPress`, so a menu item bound
/// to the action shows them. They take effect while the action belongs to a ``GTKApplication``,
/// directly or through one of its windows, and GTK handles them before a window's key mappings.
@MainActor
public final class GTKAction: Sender {
    /// The storage SendingState keeps on this action.
    public let senderStorage = SenderStorage()

    /// The action's name, without a scope, such as `quit`.
    public let name: String

    /// The name menus and `gtk_widget_activate_action` use, such as `app.quit` or `win.checkout`;
    /// `nil` until the action is added to an application or a window.
    public internal(set) var detailedName: String?

    /// The GSimpleAction, held for the wrapper's lifetime.
    let action: OpaquePointer

    /// The application whose accelerators carry the shortcuts, once the action reaches one.
    weak var application: GTKApplication? {
        didSet { installShortcuts() }
    }

    /// Makes an action.
    ///
    /// - Parameters:
    ///   - name: The action's name, such as `quit` or `open-cart`.
    ///   - shortcuts: The key presses that run it, such as Control-Q.
    /// - Throws: ``GTKActionError/invalidName(_:)`` for a name GIO doesn't accept.
    public init(_ name: String, shortcuts: [KeyPress] = []) throws(GTKActionError) {
        guard g_action_name_is_valid(name) != 0 else { throw .invalidName(name) }
        self.name = name
        self.shortcuts = shortcuts
        action = g_simple_action_new(name, nil)
        connectSignal(UnsafeMutableRawPointer(action), "activate") { [weak self] _ in
            self?.ss.report(.control(.primaryActionTriggered))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// The key presses that run the action, shown beside it in menus.
    public var shortcuts: [KeyPress] {
        didSet { installShortcuts() }
    }

    /// Whether the action can run; a disabled action's menu items are insensitive, and its
    /// shortcuts and ``activate()`` report nothing.
    public var isEnabled: Bool {
        get { g_action_get_enabled(action) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }

    /// Runs the action as a menu item would; a disabled action reports nothing.
    public func activate() {
        g_action_activate(action, nil)
    }

    /// Adds the action to an application's or a window's action map, named `scope.name`.
    ///
    /// - Throws: ``GTKActionError/duplicateName(_:)`` when the map has an action of that name,
    ///   or the action belongs to another map already; nothing changes.
    func add(to map: OpaquePointer, scope: String, application: GTKApplication?) throws(GTKActionError) {
        guard detailedName == nil, g_action_map_lookup_action(map, name) == nil else {
            throw .duplicateName(name)
        }
        g_action_map_add_action(map, action)
        detailedName = "\(scope).\(name)"
        self.application = application
    }

    /// Gives the application the shortcuts as accelerators of the detailed name.
    private func installShortcuts() {
        guard let application, let detailedName else { return }
        let accelerators = shortcuts.compactMap(\.gtkAccelerator)
        withCStringArray(accelerators) { names in
            let constant = UnsafeRawPointer(names).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
            gtk_application_set_accels_for_action(application.application, detailedName, constant)
        }
    }
}
