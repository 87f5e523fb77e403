// The signal bridge: the one file where the adapter hands Swift closures to GLib.
//
// A Swift closure reaches GLib as a GClosure whose data is a retained `ClosureBox`, and whose
// finalize notifier releases that box. GLib finalizes the closure when the signal handler is
// disconnected, when the object that emits the signal is finalized, when a timeout's source is
// destroyed, or once a GIO operation, such as a clipboard's read, has run it; so a closure lives
// exactly as long as what it is connected to.
//
// A signal that returns nothing and passes no parameter, such as a button's "clicked", is
// connected to a C callback, as a C app connects its own: GLib then calls it through the signal's
// own marshaller, and, when it is the signal's only handler, without copying the object into a
// GValue or looking the handler up again. Which signals qualify is read from GLib's description
// of the signal when it is connected, so the callback is never called with parameters it doesn't
// take. One marshaller serves every other signal, whatever its parameters: GLib hands it the
// parameters as GValues, so no C function pointer is ever cast to another signature; the
// callback's cast to `GCallback` is made in C, by `cgtk_connect_signal_callback`. A Swift object passed
// through a `gpointer` needs its reference count kept by hand: the three calls that do it are in
// `OpaqueBox`, and nowhere else in the adapter.
//
// GTK emits signals and dispatches sources on the thread that iterates its main context, which
// the adapter requires to be the main thread. The marshaller reaches the main-actor closure through
// a `@preconcurrency` conformance, whose witness checks that it runs on the main actor and traps
// when it doesn't, as `MainActor.assumeIsolated` would, without the heap allocation that
// `assumeIsolated` makes on every call.

package import CGtk

/// The parameters of a signal emission, as GLib passes them to a closure.
///
/// Index 0 is the object that emitted the signal; the signal's own parameters follow, as GTK's
/// documentation lists them. Each reader returns a neutral value (0, `false`, `nil`) for an index
/// past the last parameter or one that holds another type, so a closure never reads what a
/// parameter doesn't hold.
///
/// The parameters are valid only while the closure runs: read them there, don't keep them.
///
/// `@unchecked Sendable` so the marshaller can hand it to the main actor: it is made by the
/// marshaller on the thread that emits the signal, read synchronously by the closure before the
/// marshaller returns, and never stored, so its pointers are never read on another thread or after
/// the emission.
public struct GTKSignalArguments: @unchecked Sendable {
    private let values: UnsafePointer<GValue>?
    private let returnValue: UnsafeMutablePointer<GValue>?
    /// The object a C callback was called with, for a signal without parameters; read where
    /// `values` is `nil`.
    private let callbackObject: gpointer?

    /// How many parameters the emission has, counting the object that emitted it.
    public let count: Int

    fileprivate init(values: UnsafePointer<GValue>?, count: Int, returnValue: UnsafeMutablePointer<GValue>?) {
        self.values = values
        self.count = count
        self.returnValue = returnValue
        callbackObject = nil
    }

    /// The one parameter of a C callback's signal: the object that emitted it.
    fileprivate init(object: gpointer?) {
        values = nil
        returnValue = nil
        callbackObject = object
        count = 1
    }

    /// The parameter at an index when it holds a value of `type`, or of a type derived from it.
    private func value(_ index: Int, holding type: GType) -> UnsafePointer<GValue>? {
        guard let values, index >= 0, index < count, g_type_check_value_holds(values + index, type) != 0
        else {
            return nil
        }
        return values + index
    }

    /// The `gboolean` parameter at an index, or `false`.
    public func bool(_ index: Int) -> Bool {
        value(index, holding: cgtk_type_boolean()).map { g_value_get_boolean($0) != 0 } ?? false
    }

    /// The `gdouble` parameter at an index, such as a drag's offset, or 0.
    public func double(_ index: Int) -> Double {
        value(index, holding: cgtk_type_double()).map { g_value_get_double($0) } ?? 0
    }

    /// The `gint` parameter at an index, such as a click's count, or 0.
    public func int(_ index: Int) -> Int {
        value(index, holding: cgtk_type_int()).map { Int(g_value_get_int($0)) } ?? 0
    }

    /// The `guint` parameter at an index, such as a list position or a key value, or 0.
    public func unsignedInt(_ index: Int) -> Int {
        value(index, holding: cgtk_type_uint()).map { Int(g_value_get_uint($0)) } ?? 0
    }

    /// The flags parameter at an index, such as a `GdkModifierType`, or 0.
    public func flags(_ index: Int) -> Int {
        value(index, holding: cgtk_type_flags()).map { Int(g_value_get_flags($0)) } ?? 0
    }

    /// The enumeration parameter at an index, such as a `GtkEventSequenceState`, or 0.
    public func enumeration(_ index: Int) -> Int {
        value(index, holding: cgtk_type_enum()).map { Int(g_value_get_enum($0)) } ?? 0
    }

    /// The string parameter at an index, such as a link's address, or `nil`.
    public func string(_ index: Int) -> String? {
        value(index, holding: cgtk_type_string()).flatMap { g_value_get_string($0) }.map {
            String(cString: $0)
        }
    }

    /// The pointer the parameter at an index holds, such as a `GdkEvent` or the emitting object,
    /// or `nil` when it holds a number, a string or nothing.
    public func pointer(_ index: Int) -> UnsafeMutableRawPointer? {
        guard let values else { return index == 0 ? callbackObject : nil }
        guard index >= 0, index < count, g_value_fits_pointer(values + index) != 0,
            g_type_check_value_holds(values + index, cgtk_type_string()) == 0
        else { return nil }
        return g_value_peek_pointer(values + index)
    }

    /// Sets the `gboolean` a signal returns, such as "close-request" (`true` refuses to close) or
    /// a key controller's "key-pressed" (`true` stops other handlers); ignored for a signal that
    /// returns nothing.
    public func setReturn(_ value: Bool) {
        guard let returnValue, g_type_check_value_holds(returnValue, cgtk_type_boolean()) != 0 else { return }
        g_value_set_boolean(returnValue, value ? 1 : 0)
    }

    /// Sets the object a signal returns, such as a drag source's "prepare" (the content to drag),
    /// taking over the caller's reference to it; the reference is dropped for a signal that returns
    /// no object.
    ///
    /// - Parameter object: A GObject the caller holds a reference to, or `nil` for none.
    func setReturn(taking object: gpointer?) {
        guard let returnValue, g_type_check_value_holds(returnValue, cgtk_type_object()) != 0 else {
            if let object { g_object_unref(object) }
            return
        }
        g_value_take_object(returnValue, object)
    }
}

/// What the marshaller calls, from code that isn't isolated to the main actor.
private protocol SignalReceiver: AnyObject {
    /// Runs the receiver's closure with an emission's parameters.
    func receive(_ arguments: GTKSignalArguments)
}

/// What a GClosure calls: a Swift closure, run on the main actor.
///
/// The conformance is `@preconcurrency`, so the marshaller can call ``receive(_:)`` without being
/// isolated to the main actor: Swift checks, on each call, that the caller runs on the main actor,
/// and traps when it doesn't.
@MainActor
private final class ClosureBox: @preconcurrency SignalReceiver {
    let body: @MainActor (GTKSignalArguments) -> Void

    init(_ body: @escaping @MainActor (GTKSignalArguments) -> Void) {
        self.body = body
    }

    func receive(_ arguments: GTKSignalArguments) {
        body(arguments)
    }
}

/// The by-hand reference counting of a `ClosureBox` passed to GLib as a `gpointer`.
@MainActor
private enum OpaqueBox {
    /// The box as a pointer that holds one reference to it, for a closure's data.
    static func retain(_ box: ClosureBox) -> gpointer {
        Unmanaged.passRetained(box).toOpaque()
    }

    /// The box a closure's data points at, without changing its reference count.
    nonisolated static func box(at data: gpointer) -> ClosureBox {
        Unmanaged<ClosureBox>.fromOpaque(data).takeUnretainedValue()
    }

    /// Gives up the reference ``retain(_:)`` took.
    nonisolated static func release(_ data: gpointer) {
        Unmanaged<ClosureBox>.fromOpaque(data).release()
    }
}

/// Calls the box in a closure's data with the emission's parameters.
private func marshal(
    closure: UnsafeMutablePointer<GClosure>?,
    returnValue: UnsafeMutablePointer<GValue>?,
    count: guint,
    values: UnsafePointer<GValue>?,
    hint: gpointer?,
    marshalData: gpointer?
) {
    guard let data = closure?.pointee.data else { return }
    // The closure keeps the box alive; its conformance checks that GTK emits on the main thread.
    let box: any SignalReceiver = OpaqueBox.box(at: data)
    box.receive(GTKSignalArguments(values: values, count: Int(count), returnValue: returnValue))
}

/// Calls the box in a handler's data for a signal that passes no parameter.
private func receiveSignal(object: gpointer?, data: gpointer?) {
    guard let data else { return }
    // The handler keeps the box alive; its conformance checks that GTK emits on the main thread.
    let box: any SignalReceiver = OpaqueBox.box(at: data)
    box.receive(GTKSignalArguments(object: object))
}

/// Releases the box a closure retained, as GLib finalizes the closure.
private func releaseBox(data: gpointer?, closure: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    OpaqueBox.release(data)
}

/// Makes a floating GClosure that runs `body`; whoever sinks it owns it.
@MainActor
private func makeClosure(_ body: @escaping @MainActor (GTKSignalArguments) -> Void) -> UnsafeMutablePointer<
    GClosure
> {
    let data = OpaqueBox.retain(ClosureBox(body))
    // g_closure_new_simple never returns NULL: GLib aborts when memory runs out.
    let closure: UnsafeMutablePointer<GClosure> = g_closure_new_simple(
        guint(MemoryLayout<GClosure>.size), data)
    g_closure_set_marshal(closure, marshal)
    g_closure_add_finalize_notifier(closure, data, releaseBox)
    return closure
}

/// Connects a signal of a GObject to a Swift closure, for as long as the object lives.
///
/// The closure must not hold the object's Swift wrapper strongly: capture it weakly, so that
/// releasing the wrapper can release the object.
///
/// - Parameters:
///   - instance: The GObject that emits the signal.
///   - signal: The signal's name, such as `"clicked"` or `"drag-update"`.
///   - body: What to run on each emission; it receives the emission's parameters.
/// - Returns: The handler's identifier, for `g_signal_handler_disconnect`.
@MainActor
@discardableResult
package func connectSignal(
    _ instance: gpointer,
    _ signal: String,
    _ body: @escaping @MainActor (GTKSignalArguments) -> Void
) -> gulong {
    guard cgtk_signal_takes_no_parameters(instance, signal) != 0 else {
        return g_signal_connect_closure(instance, signal, makeClosure(body), 0)
    }
    return cgtk_connect_signal_callback(
        instance, signal, receiveSignal, OpaqueBox.retain(ClosureBox(body)), releaseBox)
}

/// Makes a floating GClosure that runs `body` once a GIO operation finishes, for a shim such as
/// `cgtk_clipboard_read_text`, which keeps it until it has run it with the operation's source
/// object and result.
///
/// - Parameter body: What to run; it receives the source object at index 0 and the
///   `GAsyncResult` at index 1.
/// - Returns: The closure, floating, for the shim to sink.
@MainActor
func asyncReadyClosure(_ body: @escaping @MainActor (GTKSignalArguments) -> Void) -> UnsafeMutablePointer<
    GClosure
> {
    makeClosure(body)
}

/// Runs a closure after a delay on the main context, again while it returns `true`.
///
/// - Parameters:
///   - seconds: The delay, in seconds.
///   - body: What to run; return `true` to run again after the same delay.
/// - Returns: The source's identifier, for `g_source_remove`.
@MainActor
@discardableResult
func addTimeout(seconds: Double, _ body: @escaping @MainActor () -> Bool) -> guint {
    let source = g_timeout_source_new(guint(max(0, seconds * 1000).rounded()))
    g_source_set_closure(source, makeClosure { arguments in arguments.setReturn(body()) })
    let identifier = g_source_attach(source, nil)
    g_source_unref(source)
    return identifier
}
