import CGtk
public import SendingState

/// Why a signal couldn't be connected.
public enum GTKSignalError: Error, Equatable, CustomStringConvertible {
    /// The object's type has no signal of that name, such as `"clicked"` on a label.
    case unknownSignal(String, type: String)
    /// The pointer given as the object isn't a GObject.
    case notAnObject

    /// What went wrong, with the signal and the type it was asked of.
    public var description: String {
        switch self {
        case .unknownSignal(let signal, let type): "\(type) has no signal \"\(signal)\""
        case .notAnObject: "the object whose signal was asked for isn't a GObject"
        }
    }
}

/// A signal handler that ``GTKWidget/connect(_:of:_:)`` made, which
/// ``GTKWidget/disconnect(_:of:)`` removes.
public struct GTKSignalHandler: Hashable, Sendable {
    /// GLib's identifier of the handler.
    public let id: UInt
    /// The object the handler is connected to, compared by address only.
    let object: UInt
}

extension GTKWidget {
    /// Runs a closure on each emission of a signal of the wrapped widget, or of an object that
    /// belongs to it, such as one of its event controllers, for as long as that object lives.
    ///
    /// This is the bridge the module's own wrappers use: wrap any GTK widget with
    /// ``GTKWidget/init(widget:)`` and turn its signals into what a `Sender` reports. Capture the
    /// wrapper weakly: the object holds the closure, and the wrapper holds the object.
    ///
    /// ```swift
    /// let calendar = GTKWidget(widget: gtk_calendar_new())
    /// try calendar.connect("day-selected") { [weak calendar] _ in
    ///     calendar?.ss.report(.control(.valueChanged))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal's name, with a detail where the signal takes one, such as
    ///     `"notify::expanded"`.
    ///   - object: The GObject that emits the signal; `nil`, the default, for the wrapped widget.
    ///   - body: What to run on the main actor on each emission, with the emission's parameters.
    /// - Returns: The handler, for ``disconnect(_:of:)``.
    /// - Throws: ``GTKSignalError/unknownSignal(_:type:)`` when the object's type has no such
    ///   signal, ``GTKSignalError/notAnObject`` when `object` isn't a GObject; nothing is connected.
    @discardableResult
    public func connect(
        _ signal: String,
        of object: UnsafeMutableRawPointer? = nil,
        _ body: @escaping @MainActor (GTKSignalArguments) -> Void
    ) throws(GTKSignalError) -> GTKSignalHandler {
        let instance = object ?? UnsafeMutableRawPointer(widget)
        guard cgtk_is_object(instance) != 0 else { throw .notAnObject }
        guard cgtk_object_has_signal(instance, signal) != 0 else {
            throw .unknownSignal(signal, type: String(cString: cgtk_object_type_name(instance)))
        }
        let id = connectSignal(instance, signal, body)
        return GTKSignalHandler(id: UInt(id), object: UInt(bitPattern: instance))
    }

    /// Reports an occurrence, such as a control event, on each emission of a signal of the
    /// wrapped widget, or of an object that belongs to it.
    ///
    /// What an `EventForwarder` maps to that occurrence then delivers its actions, with the state
    /// bound at the time:
    ///
    /// ```swift
    /// let expander = GTKWidget(widget: gtk_expander_new("Details"))
    /// try expander.report("notify::expanded", as: .control(.valueChanged))
    /// EventForwarder(expander) { _, ctx in
    ///     ctx.control(.valueChanged) { [DetailAction.toggled] }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - signal: The signal's name, as ``connect(_:of:_:)`` takes it.
    ///   - occurrence: What the widget reports on each emission.
    ///   - object: The GObject that emits the signal; `nil`, the default, for the wrapped widget.
    /// - Returns: The handler, for ``disconnect(_:of:)``.
    /// - Throws: ``GTKSignalError``, as ``connect(_:of:_:)`` does.
    @discardableResult
    public func report(
        _ signal: String,
        as occurrence: SenderOccurrence,
        of object: UnsafeMutableRawPointer? = nil
    ) throws(GTKSignalError) -> GTKSignalHandler {
        try connect(signal, of: object) { [weak self] _ in self?.ss.report(occurrence) }
    }

    /// Disconnects a handler that ``connect(_:of:_:)`` or ``report(_:as:of:)`` made.
    ///
    /// A handler already disconnected is ignored. The object the handler is connected to must
    /// still be alive: the wrapped widget is, while this wrapper is.
    ///
    /// - Parameters:
    ///   - handler: The handler to remove.
    ///   - object: The GObject the handler was connected to; `nil`, the default, for the wrapped
    ///     widget.
    public func disconnect(_ handler: GTKSignalHandler, of object: UnsafeMutableRawPointer? = nil) {
        let instance = object ?? UnsafeMutableRawPointer(widget)
        guard UInt(bitPattern: instance) == handler.object,
            g_signal_handler_is_connected(instance, gulong(handler.id)) != 0
        else { return }
        g_signal_handler_disconnect(instance, gulong(handler.id))
    }
}
