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

    /// What the action's state is: none, on or off, or one of several choices.
    enum Style {
        case command
        case toggle
        case choice
    }

    /// What the action's state is, from its initializer.
    let style: Style

    /// Makes an action.
    ///
    /// - Parameters:
    ///   - name: The action's name, such as `quit` or `open-cart`.
    ///   - shortcuts: The key presses that run it, such as Control-Q.
    /// - Throws: ``GTKActionError/invalidName(_:)`` for a name GIO doesn't accept.
    public convenience init(_ name: String, shortcuts: [KeyPress] = []) throws(GTKActionError) {
        try self.init(name: name, shortcuts: shortcuts, style: .command, state: nil)
    }

    /// Makes a toggle action, on or off, which a menu shows as a check item.
    ///
    /// Each activation, from its menu item, a shortcut or ``activate()``, turns it over and reports
    /// `valueChanged`, then `primaryActionTriggered`, as a switch does; setting ``isOn`` reports
    /// nothing.
    ///
    /// ```swift
    /// let darkStyle = try GTKAction("dark-style", isOn: false)
    /// EventForwarder(darkStyle) { action, ctx in
    ///     ctx.control(.valueChanged) { [AppAction.darkStyle(action.isOn)] }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The action's name, such as `dark-style`.
    ///   - isOn: Whether it starts on.
    ///   - shortcuts: The key presses that turn it over.
    /// - Throws: ``GTKActionError/invalidName(_:)`` for a name GIO doesn't accept.
    public convenience init(_ name: String, isOn: Bool, shortcuts: [KeyPress] = []) throws(GTKActionError) {
        try self.init(
            name: name, shortcuts: shortcuts, style: .toggle, state: g_variant_new_boolean(isOn ? 1 : 0))
    }

    /// Makes an action whose state is one of several choices, which a menu shows as radio items,
    /// one per choice (``GTKMenu/Item/choice(_:_:value:)``).
    ///
    /// Choosing an item that isn't the choice makes it the choice and reports `valueChanged`, then
    /// `primaryActionTriggered`; choosing the chosen one reports `primaryActionTriggered` only.
    /// Setting ``choice`` reports nothing. The choices themselves are the menu's items: the action
    /// takes any text.
    ///
    /// ```swift
    /// let sort = try GTKAction("sort", choice: "name")
    /// let menu = try GTKMenu([.choice("By name", sort, value: "name"), .choice("By price", sort, value: "price")])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The action's name, such as `sort`.
    ///   - choice: The choice it starts with.
    /// - Throws: ``GTKActionError/invalidName(_:)`` for a name GIO doesn't accept.
    public convenience init(_ name: String, choice: String) throws(GTKActionError) {
        try self.init(name: name, shortcuts: [], style: .choice, state: g_variant_new_string(choice))
    }

    private init(
        name: String, shortcuts: [KeyPress], style: Style, state: OpaquePointer?
    ) throws(GTKActionError) {
        guard g_action_name_is_valid(name) != 0 else {
            if let state { g_variant_unref(g_variant_ref_sink(state)) }
            throw .invalidName(name)
        }
        self.name = name
        self.shortcuts = shortcuts
        self.style = style
        switch style {
        case .command:
            action = g_simple_action_new(name, nil)
        case .toggle:
            action = g_simple_action_new_stateful(name, nil, state)
        case .choice:
            let type = g_variant_type_new("s")
            action = g_simple_action_new_stateful(name, type, state)
            g_variant_type_free(type)
        }
        connectSignal(UnsafeMutableRawPointer(action), "activate") { [weak self] arguments in
            self?.activated(with: arguments.pointer(1).map(OpaquePointer.init))
        }
    }

    /// Whether a toggle action is on.
    ///
    /// Setting it reports nothing, and its menu item shows it. It is always `false` for another
    /// action, on which setting it does nothing.
    public var isOn: Bool {
        get { style == .toggle && stateBoolean }
        set {
            guard style == .toggle else { return }
            g_simple_action_set_state(action, g_variant_new_boolean(newValue ? 1 : 0))
        }
    }

    /// The choice of a choice action.
    ///
    /// Setting it reports nothing, and its menu shows it. It is always `nil` for another action, on
    /// which setting it does nothing.
    public var choice: String? {
        get { style == .choice ? stateString : nil }
        set {
            guard style == .choice, let newValue else { return }
            g_simple_action_set_state(action, g_variant_new_string(newValue))
        }
    }

    /// Chooses a value of a choice action, as its menu item for the value would.
    ///
    /// It reports as a person's choice does. On another action, or a disabled one, it does nothing.
    ///
    /// - Parameter value: The choice.
    public func activate(choosing value: String) {
        guard style == .choice else { return }
        g_action_activate(action, g_variant_new_string(value))
    }

    /// The action's state as a boolean, for a toggle.
    private var stateBoolean: Bool {
        guard let state = g_action_get_state(action) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// The action's state as a string, for a choice.
    private var stateString: String? {
        guard let state = g_action_get_state(action) else { return nil }
        defer { g_variant_unref(state) }
        return g_variant_get_string(state, nil).map { String(cString: $0) }
    }

    /// Turns a toggle over, or makes a choice, then reports as a control does.
    private func activated(with parameter: OpaquePointer?) {
        switch style {
        case .command:
            break
        case .toggle:
            isOn.toggle()
            ss.report(.control(.valueChanged))
        case .choice:
            guard let parameter, let value = g_variant_get_string(parameter, nil).map({ String(cString: $0) })
            else { return }
            if value != choice {
                choice = value
                ss.report(.control(.valueChanged))
            }
        }
        ss.report(.control(.primaryActionTriggered))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// The key presses that run the action, shown beside it in menus; a choice action takes none.
    public var shortcuts: [KeyPress] {
        didSet { installShortcuts() }
    }

    /// Whether the action can run; a disabled action's menu items are insensitive, and its
    /// shortcuts and ``activate()`` report nothing.
    public var isEnabled: Bool {
        get { g_action_get_enabled(action) != 0 }
        set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
    }

    /// Runs the action as a menu item would, turning a toggle over; a disabled action reports
    /// nothing, and a choice action, which needs a value, does nothing: use
    /// ``activate(choosing:)``.
    public func activate() {
        guard style != .choice else { return }
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

    /// Gives the application the shortcuts as accelerators of the detailed name; a choice action,
    /// which needs a value, has none.
    private func installShortcuts() {
        guard let application, let detailedName, style != .choice else { return }
        let accelerators = shortcuts.compactMap(\.gtkAccelerator)
        withCStringArray(accelerators) { names in
            let constant = UnsafeRawPointer(names).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
            gtk_application_set_accels_for_action(application.application, detailedName, constant)
        }
    }
}
