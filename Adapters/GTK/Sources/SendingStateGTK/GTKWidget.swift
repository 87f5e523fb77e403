public import CGtk
public import SendingState

/// A GTK widget wrapped as a SendingState `Sender`: the base of every wrapper in this module.
///
/// The wrapper holds its `GtkWidget` with a strong reference, taken with `g_object_ref_sink`, and
/// drops it when it is deinitialized; signal handlers hold the wrapper weakly, so nothing keeps it
/// alive but its owner. GTK decides which widget receives input, so a widget that is disabled,
/// hidden or covered reports nothing.
///
/// Gesture recognizers (GTK event controllers) are installed lazily: `mappedEventsDidChange()`
/// reads `ss.mappedEvents` and adds or removes one controller per mapped gesture kind.
///
/// Wrap a widget this module has no wrapper for, or subclass ``GTKBox`` for a screen or a row:
///
/// ```swift
/// let image = GTKWidget(widget: gtk_image_new_from_icon_name("starred"))
/// ```
@MainActor
open class GTKWidget: Sender {
    /// The storage SendingState keeps on this widget.
    public let senderStorage = SenderStorage()

    /// The wrapped GTK widget, held with a strong reference for the wrapper's lifetime.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// The box the widget is in, if any; weak, as a view doesn't keep its container alive.
    public internal(set) weak var superview: GTKBox?

    /// The label set through ``accessibilityLabel``; GTK 4.8 has no getter for it.
    var storedAccessibilityLabel: String?

    /// The widget that carries the accessible role and label: the wrapped widget, unless a wrapper
    /// puts it inside another, as a list does in its scrolled window.
    var accessibleWidget: UnsafeMutablePointer<GtkWidget> { widget }

    /// Whether the wrapper is changing its widget from code, so that signal handlers ignore what GTK
    /// emits meanwhile: UIKit reports no event for a value set from code.
    private(set) var isSettingFromCode = false

    /// The recognizers installed for the mapped gestures, one per kind.
    var recognizers: [GestureKind: GestureFeed] = [:]

    /// Wraps a GTK widget, sinking its floating reference or adding one.
    ///
    /// - Parameter widget: The widget to wrap, such as the result of `gtk_image_new()`.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
        g_object_ref_sink(widget)
    }

    // Isolated: it removes event controllers and timers, which belong to the main thread.
    isolated deinit {
        for recognizer in recognizers.values {
            recognizer.remove()
        }
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

    /// The wrapper, among those this wrapper shows inside its widget, that holds the keyboard focus.
    ///
    /// A box, a scrolled window and a list override it to offer their subviews, content view and
    /// row views; a widget that holds no wrappers has none.
    ///
    /// - Parameter focusPath: The focused widget and each of its GTK ancestors.
    /// - Returns: The wrapper whose widget is in `focusPath`, or stands for one that is; `nil` if none.
    func containedView(holdingFocus focusPath: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        nil
    }

    /// The gesture kinds whose GTK event controllers are installed now.
    public var installedGestureKinds: Set<GestureKind> {
        Set(recognizers.keys)
    }

    /// Changes the widget from code: the signals GTK emits during the change are not a person's, so
    /// handlers that check `isSettingFromCode` report nothing for them.
    func fromCode(_ change: () -> Void) {
        let wasSettingFromCode = isSettingFromCode
        isSettingFromCode = true
        defer { isSettingFromCode = wasSettingFromCode }
        change()
    }

    /// Installs and removes GTK event controllers to match the gestures mapped on the widget.
    ///
    /// Subclasses that override it must call `super`.
    open func mappedEventsDidChange() {
        let needs = recognizerNeeds(for: ss.mappedEvents)
        for (kind, recognizer) in recognizers where needs[kind] == nil {
            recognizer.remove()
            recognizers[kind] = nil
        }
        for (kind, need) in needs {
            if let recognizer = recognizers[kind] {
                recognizer.update(need)
            } else {
                recognizers[kind] = makeRecognizer(need)
            }
        }
    }
}
