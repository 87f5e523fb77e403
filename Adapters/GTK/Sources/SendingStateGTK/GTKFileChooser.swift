import CGtk
public import Foundation
public import SendingState

/// A file chooser for opening or saving a file, GTK's `GtkFileChooserNative`, as a sender: like
/// UIKit's `UIDocumentPickerViewController`, whose delegate hears the file picked.
///
/// When a person accepts a file, the chooser sets ``chosenFile`` and reports
/// `primaryActionTriggered`, so a mapping reads the file when it runs. Cancelling reports nothing,
/// as a cancelled picker picks nothing.
///
/// ```swift
/// let saveCart = GTKFileChooser(.save, title: "Save the Cart")
/// saveCart.suggestedName = "cart.json"
/// EventForwarder(saveCart) { chooser, ctx in
///     ctx.control(.primaryActionTriggered) { chooser.chosenFile.map { [CartAction.save(to: $0)] } ?? [] }
/// }
/// saveCart.present(over: window)
/// ```
///
/// Inside Flatpak it is the desktop's own chooser, reached through the file chooser portal, and the
/// app sees only the file chosen; elsewhere it is GTK's chooser dialog. GTK 4.8 is the baseline,
/// where this is the chooser to use; GTK 4.10 deprecates it for `GtkFileDialog`, and the adapter
/// calls it without deprecation warnings there.
@MainActor
public final class GTKFileChooser: Sender {
    /// What the chooser chooses a file for.
    public enum Mode: Sendable {
        /// An existing file to open.
        case open
        /// A name and a folder to save a file under.
        case save
    }

    /// A choice of files the chooser shows, by name patterns.
    public struct Filter: Equatable, Sendable {
        /// What the chooser calls the filter, such as "Carts".
        public var name: String
        /// The patterns of the names shown, such as `*.json`.
        public var patterns: [String]

        /// Makes a filter.
        ///
        /// - Parameters:
        ///   - name: What the chooser calls the filter.
        ///   - patterns: The patterns of the names shown, such as `*.json`.
        public init(_ name: String, patterns: [String]) {
            self.name = name
            self.patterns = patterns
        }
    }

    /// The storage SendingState keeps on this chooser.
    public let senderStorage = SenderStorage()

    /// What the chooser chooses a file for.
    public let mode: Mode

    /// The file chosen last: set when a person accepts one, before the chooser reports it.
    public private(set) var chosenFile: URL?

    /// The GtkFileChooserNative, held for the wrapper's lifetime.
    private let chooser: UnsafeMutablePointer<GtkNativeDialog>

    /// Makes a chooser.
    ///
    /// - Parameters:
    ///   - mode: Whether it chooses a file to open or a name to save under.
    ///   - title: The title of its window.
    ///   - acceptLabel: The label of its accept button; `nil` for GTK's, "Open" or "Save".
    public init(_ mode: Mode, title: String, acceptLabel: String? = nil) {
        self.mode = mode
        chooser = cgtk_file_chooser_new(
            title, mode == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel)
        connectSignal(UnsafeMutableRawPointer(chooser), "response") { [weak self] arguments in
            self?.respond(arguments.int(1))
        }
    }

    isolated deinit {
        if cgtk_native_dialog_is_shown(chooser) != 0 { cgtk_native_dialog_hide(chooser) }
        g_object_unref(UnsafeMutableRawPointer(chooser))
    }

    /// The name a save starts with, such as `cart.json`.
    ///
    /// Set it before presenting; a chooser that opens ignores it.
    public var suggestedName: String? {
        didSet {
            if mode == .save, let suggestedName { cgtk_file_chooser_set_name(chooser, suggestedName) }
        }
    }

    /// The folder the chooser starts in; GTK's choice, the last folder used, while `nil`.
    ///
    /// A folder that doesn't exist, or a URL that isn't a file's, leaves GTK's choice.
    public var folder: URL? {
        didSet {
            guard let folder, folder.isFileURL else { return }
            _ = cgtk_file_chooser_set_folder(chooser, folder.path)
        }
    }

    /// The filters offered, the first shown first; add them before presenting.
    public private(set) var filters: [Filter] = []

    /// Offers a filter, after those added before.
    ///
    /// - Parameter filter: The names it shows.
    public func addFilter(_ filter: Filter) {
        filters.append(filter)
        withCStringArray(filter.patterns) { patterns in
            let constant = UnsafeRawPointer(patterns).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
            cgtk_file_chooser_add_filter(chooser, filter.name, constant)
        }
    }

    /// Whether the chooser is shown.
    public var isShown: Bool { cgtk_native_dialog_is_shown(chooser) != 0 }

    /// Shows the chooser, modal over a window; the chooser stays alive while it is shown.
    ///
    /// - Parameter parent: The window it belongs to; `nil` for a chooser on its own.
    public func present(over parent: GTKWindow?) {
        ShownDialogs.keep(self)
        cgtk_native_dialog_show(chooser, parent?.widget)
    }

    /// Closes the chooser without choosing a file, reporting nothing.
    ///
    /// It does nothing when the chooser isn't shown.
    public func dismiss() {
        guard isShown else { return }
        cgtk_native_dialog_hide(chooser)
        ShownDialogs.release(self)
    }

    /// Reads the file a person accepted and reports it; GTK has hidden the chooser.
    private func respond(_ response: Int) {
        ShownDialogs.release(self)
        guard response == Int(GTK_RESPONSE_ACCEPT.rawValue), let uri = cgtk_file_chooser_dup_uri(chooser)
        else {
            return
        }
        defer { g_free(uri) }
        guard let file = URL(string: String(cString: uri)) else { return }
        chosenFile = file
        ss.report(.control(.primaryActionTriggered))
    }
}
