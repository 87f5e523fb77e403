import CGtk

/// Why a clipboard's text couldn't be read.
public enum GTKClipboardError: Error, Equatable, CustomStringConvertible {
    /// The task reading it was cancelled before GDK answered.
    case cancelled
    /// GDK couldn't read the text the clipboard offers, with GLib's message, as when the app that
    /// owns the clipboard quits during the read.
    case readFailed(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .cancelled: "the clipboard's read was cancelled"
        case .readFailed(let message): "the clipboard's text couldn't be read: \(message)"
        }
    }
}

/// A clipboard of the display, GDK's `GdkClipboard`: what a person copies with Control-C and
/// pastes with Control-V, in this app and in any other.
///
/// It is UIKit's `UIPasteboard` as far as GDK allows. ``general`` is the clipboard every app shares
/// and ``primarySelection`` is X11's and Wayland's selection, which a middle click pastes; text set
/// here is what a ``GTKEntry`` pastes, and what an entry copies is read here. GDK reads text
/// asynchronously, since another app may own it, so ``string()`` is `async`:
///
/// ```swift
/// GTKClipboard.general.setString("Milk, 2 l")
/// let pasted = try await GTKClipboard.general.string()
/// ```
///
/// GTK must be initialized with a display, as by ``GTKMainLoop/initialize()``, before a clipboard
/// is used.
@MainActor
public final class GTKClipboard {
    /// The `GdkClipboard`, held with a reference for the wrapper's lifetime.
    let clipboard: OpaquePointer

    /// Wraps a `GdkClipboard`, adding a reference.
    private init(_ clipboard: OpaquePointer) {
        self.clipboard = clipboard
        g_object_ref(UnsafeMutableRawPointer(clipboard))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(clipboard))
    }

    /// The clipboard of the default display, which every app shares, as UIKit's general pasteboard.
    ///
    /// It traps when GTK has no display yet.
    public static var general: GTKClipboard {
        GTKClipboard(gdk_display_get_clipboard(defaultDisplay))
    }

    /// The primary selection of the default display: the text last selected, in any app, which a
    /// middle click pastes; UIKit has no such thing.
    ///
    /// It traps when GTK has no display yet.
    public static var primarySelection: GTKClipboard {
        GTKClipboard(gdk_display_get_primary_clipboard(defaultDisplay))
    }

    /// The display GTK opened, which must exist before a clipboard is used.
    private static var defaultDisplay: OpaquePointer {
        guard let display = gdk_display_get_default() else {
            preconditionFailure("GTKClipboard needs a display: call GTKMainLoop.initialize() first")
        }
        return display
    }

    /// Whether the clipboard holds text, or something GDK can read as text, such as another app's
    /// `text/plain`, without reading it.
    public var hasStrings: Bool {
        cgtk_clipboard_has_text(clipboard) != 0
    }

    /// Puts text on the clipboard, replacing what it held, for this and any other app to paste.
    ///
    /// The app owns the clipboard until something else is copied: GDK hands the text to an app that
    /// pastes it while this app runs.
    ///
    /// - Parameter string: The text.
    public func setString(_ string: String) {
        gdk_clipboard_set_text(clipboard, string)
    }

    /// Reads the clipboard's text, which may come from another app.
    ///
    /// It suspends until GDK has the text, while GTK's main loop runs, and resumes on the main
    /// actor. Cancelling the task cancels the read.
    ///
    /// - Returns: The text; `nil` when the clipboard is empty or holds nothing GDK reads as text,
    ///   such as an image.
    /// - Throws: ``GTKClipboardError/cancelled`` when the task is cancelled before GDK answers,
    ///   ``GTKClipboardError/readFailed(_:)`` when GDK can't read the text it offers.
    public func string() async throws(GTKClipboardError) -> String? {
        let cancellation = ReadCancellation()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                startRead(cancellation) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            cancellation.cancel()
        }
        return try result.get()
    }

    /// Starts GDK's read of the text, which calls `finish` once, whatever the read's outcome.
    private func startRead(
        _ cancellation: ReadCancellation,
        finish: @escaping @MainActor (Result<String?, GTKClipboardError>) -> Void
    ) {
        let closure = asyncReadyClosure { arguments in
            guard let source = arguments.pointer(0), let result = arguments.pointer(1) else {
                return finish(.failure(.readFailed("GDK gave no result")))
            }
            finish(Self.outcome(of: OpaquePointer(source), result: OpaquePointer(result)))
        }
        cgtk_clipboard_read_text(clipboard, cancellation.cancellable, closure)
    }

    /// The text a finished read got, or why it got none.
    private static func outcome(of clipboard: OpaquePointer, result: OpaquePointer) -> Result<
        String?, GTKClipboardError
    > {
        var text: UnsafeMutablePointer<CChar>?
        var message: UnsafeMutablePointer<CChar>?
        let outcome = cgtk_clipboard_read_text_finish(clipboard, result, &text, &message)
        defer {
            g_free(text)
            g_free(message)
        }
        switch outcome {
        case 0: return .success(text.map { String(cString: $0) })
        case 1: return .failure(.cancelled)
        case 2: return .success(nil)
        default: return .failure(.readFailed(message.map { String(cString: $0) } ?? "unknown error"))
        }
    }
}

/// The `GCancellable` of one read, which a task's cancellation handler cancels from any thread.
///
/// `@unchecked Sendable`: its one stored property is a constant, and GLib documents both
/// `g_cancellable_cancel` and `g_object_unref` as safe to call from any thread, so cancelling from
/// the thread that cancels the task, while GDK reads on the main thread, and dropping the last
/// reference on either, are safe.
private final class ReadCancellation: @unchecked Sendable {
    /// The cancellable, held with a reference for the object's lifetime.
    let cancellable: UnsafeMutablePointer<GCancellable>

    init() {
        cancellable = g_cancellable_new()
    }

    deinit {
        g_object_unref(cancellable)
    }

    /// Cancels the read, which GDK then finishes with `G_IO_ERROR_CANCELLED`.
    func cancel() {
        g_cancellable_cancel(cancellable)
    }
}
