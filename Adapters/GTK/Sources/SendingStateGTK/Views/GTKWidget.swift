public import CGtk
public import SendingState
public import SendingStateInput

/// A GTK widget wrapped as a SendingState `Sender`: the base of every wrapper in this module.
///
/// The wrapper holds its `GtkWidget` with a strong reference, taken with `g_object_ref_sink`, and
/// drops it when it is deinitialized; signal handlers hold the wrapper weakly, so nothing keeps it
/// alive but its owner. GTK decides which widget receives input, so a widget that is disabled,
/// hidden or covered reports nothing.
///
/// Input reaches a wrapper shown in a ``GTKWindow``: the window hands what GTK delivers to its
/// `InputEngine`, from `SendingStateInput`, which decides what it means with the rules every
/// toolkit adapter follows. The recognizers of the mapped gestures are installed lazily:
/// `mappedEventsDidChange()` reads `ss.mappedEvents` and keeps one per mapped gesture kind.
///
/// Wrap a widget this module has no wrapper for, or subclass ``GTKBox`` for a screen or a row:
///
/// ```swift
/// let image = GTKWidget(widget: gtk_image_new_from_icon_name("starred"))
/// ```
@MainActor
open class GTKWidget: InputTarget {
    /// The storage SendingState keeps on this widget.
    public let senderStorage = SenderStorage()

    /// What the window's input engine keeps for this widget: the recognizers of its mapped
    /// gestures, and the touch it tracks when it is a control.
    public let senderInput = SenderInput()

    /// The wrapper that shows this one: the box, stack, navigation stack, paned, grid, overlay,
    /// scrolled window or list that holds it.
    weak var container: GTKWidget?

    /// The node assistive technology reads this wrapper under, where it isn't its `container`: a
    /// table's cell view is read under its cell, while input goes up to the table.
    weak var accessibilityContainer: GTKWidget?

    /// The wrapped GTK widget, held with a strong reference for the wrapper's lifetime.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The box the widget is in, if any; weak, as a view doesn't keep its container alive.
    public internal(set) weak var superview: GTKBox?

    /// The widget's `view.` actions and context menu, once it has either; in
    /// GTKWidget+ContextMenu.swift.
    var menus: WidgetMenus?

    /// The text the widget gives a drag and the drop targets added to it, once it has either; in
    /// GTKWidget+DragAndDrop.swift.
    var dragAndDrop: WidgetDragAndDrop?

    /// The label set through ``accessibilityLabel``; GTK 4.8 has no getter for it.
    var storedAccessibilityLabel: String?

    /// The description set through ``accessibilityHint``; GTK 4.8 has no getter for it.
    var storedAccessibilityHint: String?

    /// The value set through ``accessibilityValue``, which replaces the one the widget implies.
    var storedAccessibilityValue: String?

    /// The traits set through ``accessibilityTraits``, beside those the widget implies.
    var storedAccessibilityTraits: AccessibilityTraits = []

    /// Whether the widget is a row view of a list, whose list item carries its accessible role,
    /// label and states: GTK shows a screen reader the list item, not the row view inside it.
    var isListRowView = false

    /// Whether the row view has yet to give its list item its label, or "", once GTK has bound it.
    var labelAwaitsListItem = false

    /// The widget that carries the accessible role, label and states: the wrapped widget, unless a
    /// wrapper puts it inside another, as a list does in its scrolled window, or it is a list's row
    /// view, whose list item speaks for it.
    var accessibleWidget: UnsafeMutablePointer<GtkWidget> {
        if isListRowView, let item = gtk_widget_get_parent(widget) { return item }
        return widget
    }

    /// The name the widget's content implies, such as a button's title or a label's text, when no
    /// ``GTKWidget/accessibilityLabel`` is set; each wrapper with text of its own overrides it.
    public var impliedAccessibilityName: String? { nil }

    /// The name to give GTK when no ``accessibilityLabel`` is set, for a widget GTK wouldn't name
    /// from its content, such as an entry by its placeholder; `nil` lets GTK name the widget.
    ///
    /// GTK 4.8 reads a widget that has no name and isn't a group by its GObject type, such as
    /// `GtkScale`, so each wrapper whose widget GTK doesn't name from its content gives `""` when it
    /// has nothing better: assistive technology then reads its role alone, and the audit reports it
    /// unnamed. A list's row view gives its list item `""` likewise.
    var accessibleLabelFallback: String? { isListRowView ? "" : nil }

    /// Gives GTK the widget's accessible label: the label set, else ``accessibleLabelFallback``.
    ///
    /// A scrolled window and a list override it to name their scroll bars after themselves too.
    func writeAccessibleLabel() {
        cgtk_accessible_set_label(accessibleWidget, storedAccessibilityLabel ?? accessibleLabelFallback)
    }

    /// The value the widget's state implies, such as a spin button's number, worded with
    /// `AccessibilityValue`; each wrapper with a value overrides it.
    var impliedAccessibilityValue: String? { nil }

    /// The state traits the widget's state implies beyond being enabled and focused, such as
    /// `.selected` for a toggle that is on; a wrapper with such a state overrides it.
    var impliedAccessibilityTraits: AccessibilityTraits { [] }

    /// Where the widget is among the parts of the control it belongs to, such as a
    /// ``GTKSegmentedControl``'s second of three segments; `nil` for a widget that isn't such a
    /// part.
    public var accessibilityPosition: AccessibilityPosition? { nil }

    /// Whether the wrapper is changing its widget from code, so that signal handlers ignore what GTK
    /// emits meanwhile: UIKit reports no event for a value set from code.
    private(set) var isSettingFromCode = false

    /// Wraps a GTK widget, sinking its floating reference or adding one.
    ///
    /// - Parameter widget: The widget to wrap, such as the result of `gtk_image_new()`.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget)
        if accessibleLabelFallback != nil { writeAccessibleLabel() }
    }

    // Isolated: GTK's objects belong to the main thread.
    isolated deinit {
        g_object_unref(widget)
    }

    /// Whether the widget takes input; GTK delivers none to an insensitive widget.
    public var isEnabled: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is hidden; a hidden widget is neither drawn nor picked for input.
    public var isHidden: Bool {
        get { gtk_widget_get_visible(widget) == 0 }
        set { gtk_widget_set_visible(widget, newValue ? 0 : 1) }
    }

    /// A string that identifies the widget, stored as its GTK widget name for CSS and inspectors.
    public var accessibilityIdentifier: String? {
        didSet { gtk_widget_set_name(widget, accessibilityIdentifier) }
    }

    /// Whether the widget takes the spare width of its container.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Asks for at least a size, in pixels; `-1` leaves a dimension to the widget.
    ///
    /// - Parameters:
    ///   - width: The smallest width.
    ///   - height: The smallest height.
    public func setMinimumSize(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// The wrapper, among those this wrapper shows inside its widget, that is or contains a widget.
    ///
    /// A box, a scrolled window and a list override it to offer their subviews, content view and
    /// row views; a widget that holds no wrappers has none. The window walks down with it from its
    /// content view to the wrapper that holds the focus, or that a pointer landed on.
    ///
    /// - Parameter path: A widget and each of its GTK ancestors.
    /// - Returns: The wrapper whose widget is in `path`, or stands for one that is; `nil` if none.
    func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        nil
    }

    /// Takes a wrapper this one holds out of its widget, for ``removeFromSuperview()``.
    ///
    /// Each container that a view can be taken out of overrides it to remove the view as its own
    /// removal method does, clearing the view's `container`; the others ignore it.
    ///
    /// - Parameter view: A wrapper whose `container` is this one.
    func removeContainedView(_ view: GTKWidget) {}

    /// Tells the wrapper that the accessible name of a wrapper it holds changed; a scrolled window
    /// named after its content overrides it to write its name again.
    ///
    /// - Parameter view: A wrapper whose `container` is this one.
    func containedViewNameDidChange(_ view: GTKWidget) {}

    /// The text a person sees on the widget, such as a button's title, a label's text or an entry's
    /// text, for a test to find it by; `nil` for a widget without text of its own.
    public var visibleText: String? { nil }

    /// The wrappers this wrapper shows now, for a test to find widgets in: a box's subviews, a
    /// scrolled window's content view, the row views of a list's visible rows.
    package var shownSubviews: [GTKWidget] { [] }

    /// The gesture kinds whose recognizers are installed now.
    public var installedGestureKinds: Set<GestureKind> {
        senderInput.installedGestureKinds
    }

    /// Changes the widget from code: the signals GTK emits during the change are not a person's, so
    /// handlers that check `isSettingFromCode` report nothing for them.
    func fromCode(_ change: () -> Void) {
        let wasSettingFromCode = isSettingFromCode
        isSettingFromCode = true
        defer { isSettingFromCode = wasSettingFromCode }
        change()
    }

    /// Keeps the recognizers of the input engine in step with the gestures mapped on the widget.
    ///
    /// Subclasses that override it must call `super`.
    open func mappedEventsDidChange() {
        updateRecognizers()
    }

    // MARK: - Input

    /// The wrapper that holds this one, through which a key goes up and a press reaches the
    /// recognizers of what contains it.
    public var inputSuperview: (any InputTarget)? { container }

    /// What kind of control the widget is to the input engine: `nil` for a widget that isn't a
    /// control; ``GTKControl`` and its subclasses say which kind they are.
    open var controlKind: ControlKind? { nil }

    /// The command a key press gives the widget while it has the keyboard focus, or `nil` when
    /// the key goes on up the chain: its ``controlKind``'s keys, unless a wrapper takes keys of
    /// its own.
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: The command, or `nil`.
    open func keyCommand(for press: KeyPress) -> KeyCommand? {
        controlKind?.command(for: press)
    }

    /// Whether the widget takes keys: whether it is sensitive.
    public var isInputEnabled: Bool { isEnabled }

    /// Converts a point from the window's coordinates to the widget's.
    ///
    /// - Parameter point: A point in the coordinates of the window's widget.
    /// - Returns: The same point in this widget's coordinates, or the point as it is when the widget
    ///   isn't in a window.
    public func convertFromWindow(_ point: Point) -> Point {
        var from = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var to = graphene_point_t()
        guard let root = gtk_widget_get_root(widget),
            gtk_widget_compute_point(cgtk_widget(UnsafeMutableRawPointer(root)), widget, &from, &to) != 0
        else { return point }
        return Point(x: Double(to.x), y: Double(to.y))
    }

    /// Whether a touch at a point is inside the widget, as GTK's own hit test says.
    public func containsTouch(at point: Point) -> Bool {
        gtk_widget_contains(widget, point.x, point.y) != 0
    }

    /// Reports an occurrence with `ss.report(_:)`.
    ///
    /// - Parameter occurrence: What happened.
    public final func emit(_ occurrence: SenderOccurrence) {
        ss.report(occurrence)
    }

    /// Hands what the window's input engine asks for to the members a wrapper overrides:
    /// ``controlTouchWillChange(_:)``, ``controlTouchDidChange(_:)``,
    /// ``controlTouchDidEndInside()`` and ``perform(_:)``.
    ///
    /// - Parameter input: What to respond to.
    /// - Returns: Whether the wrapper performed a key's command.
    public final func respond(to input: TargetInput) -> Bool {
        switch input {
        case .touchWillChange(let change): controlTouchWillChange(change)
        case .touchDidChange(let change): controlTouchDidChange(change)
        case .touchEndedInside: controlTouchDidEndInside()
        case .command(let command): return perform(command)
        }
        return false
    }

    /// Tells a control of a change in its touch, before the engine reports it; does nothing.
    open func controlTouchWillChange(_ change: ControlTouchChange) {}

    /// Tells a control of a change in its touch, once the engine has reported it; does nothing.
    open func controlTouchDidChange(_ change: ControlTouchChange) {}

    /// Does nothing: GTK's own widgets respond to a touch with their own signals.
    open func controlTouchDidEndInside() {}

    /// Performs nothing: GTK's widgets handle their own keys before the engine sees what is left.
    open func perform(_ command: KeyCommand) -> Bool { false }
}
