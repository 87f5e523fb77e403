import CGtk
public import SendingState

/// A place on a widget where a person drops dragged text, a `GtkDropTarget`, as a sender: each
/// drop reports `primaryActionTriggered`, with the text in ``droppedText``.
///
/// Add it to the widget that takes drops with ``GTKWidget/addDropTarget(_:)``, and declare what a
/// drop does as for a button; the mapping reads the text when the drop happens:
///
/// ```swift
/// let basket = GTKDropTarget()
/// zone.addDropTarget(basket)
/// EventForwarder(basket) { target, ctx in
///     ctx.control(.primaryActionTriggered) { [ShopAction.add(target.droppedText ?? "")] }
/// }
/// ```
///
/// It takes text dragged from a widget whose ``GTKWidget/dragText`` is set, or from another app,
/// as a copy. While a drag of text is over the widget, GTK highlights it, with the widget's
/// `:drop(active)` state.
@MainActor
public final class GTKDropTarget: Sender {
    /// The storage SendingState keeps on this drop target.
    public let senderStorage = SenderStorage()

    /// The text of the last drop, set before the drop is reported; `nil` until the first.
    public private(set) var droppedText: String?

    /// The widget the target is on, if it is added to one; weak, as a widget keeps its targets.
    public internal(set) weak var view: GTKWidget?

    /// The `GtkDropTarget`, held with a reference for the wrapper's lifetime.
    let target: OpaquePointer

    /// The handler of "accept" that refuses every drag, blocked while the target is enabled.
    private let refusal: gulong

    /// Makes a drop target of text, to add to a widget.
    public init() {
        let target = eventController(gtk_drop_target_new(cgtk_type_string(), GDK_ACTION_COPY))
        self.target = target
        // "accept" keeps the first handler's answer: unblocked, this one refuses before GTK's own
        // check, so the widget isn't highlighted either.
        refusal = connectSignal(UnsafeMutableRawPointer(target), "accept") { arguments in
            arguments.setReturn(false)
        }
        g_signal_handler_block(UnsafeMutableRawPointer(target), refusal)
        connectSignal(UnsafeMutableRawPointer(target), "drop") { [weak self] arguments in
            let value = gtk_drop_target_get_value(cgtk_drop_target(UnsafeMutableRawPointer(target)))
            guard let self, let text = cgtk_value_peek_string(value) else {
                return arguments.setReturn(false)
            }
            droppedText = String(cString: text)
            arguments.setReturn(true)
            ss.report(.control(.primaryActionTriggered))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(target))
    }

    /// Whether the target takes drops; a disabled target isn't highlighted, refuses drops and
    /// reports nothing.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if isEnabled {
                g_signal_handler_block(UnsafeMutableRawPointer(target), refusal)
            } else {
                g_signal_handler_unblock(UnsafeMutableRawPointer(target), refusal)
            }
        }
    }
}
