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
///
/// The GTK chooser is made when the chooser is presented and let go once it closes, so an app can
/// make its choosers with its window: a `GtkFileChooserNative` makes GTK's whole chooser dialog at
/// once, whose places sidebar watches the trash and the bookmarks, and where no GVfs provides
/// `trash:///`, GIO polls it every 5 seconds, waking the main thread of an idle app.
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

    /// The title of the chooser's window.
    private let title: String
    /// The label of the accept button; `nil` for GTK's.
    private let acceptLabel: String?
    /// The GtkFileChooserNative while the chooser is shown; `nil` before and after.
    private var chooser: UnsafeMutablePointer<GtkNativeDialog>?

    /// Makes a chooser.
    ///
    /// - Parameters:
    ///   - mode: Whether it chooses a file to open or a name to save under.
    ///   - title: The title of its window.
    ///   - acceptLabel: The label of its accept button; `nil` for GTK's, "Open" or "Save".
    public init(_ mode: Mode, title: String, acceptLabel: String? = nil) {
        self.mode = mode
        self.title = title
        self.acceptLabel = acceptLabel
    }

    isolated deinit {
        guard let chooser else { return }
        if cgtk_native_dialog_is_shown(chooser) != 0 { cgtk_native_dialog_hide(chooser) }
        g_object_unref(UnsafeMutableRawPointer(chooser))
    }

    /// The name a save starts with, such as `cart.json`.
    ///
    /// Set it before presenting; a chooser that opens ignores it.
    public var suggestedName: String?

    /// The folder the chooser starts in; GTK's choice, the last folder used, while `nil`.
    ///
    /// A folder that doesn't exist, or a URL that isn't a file's, leaves GTK's choice.
    public var folder: URL?

    /// The filters offered, the first shown first; add them before presenting.
    public private(set) var filters: [Filter] = []

    /// Offers a filter, after those added before.
    ///
    /// - Parameter filter: The names it shows.
    public func addFilter(_ filter: Filter) {
        filters.append(filter)
    }

    /// Whether the chooser is shown.
    public var isShown: Bool { chooser.map { cgtk_native_dialog_is_shown($0) != 0 } ?? false }

    /// Shows the chooser, modal over a window; the chooser stays alive while it is shown.
    ///
    /// - Parameter parent: The window it belongs to; `nil` for a chooser on its own.
    public func present(over parent: GTKWindow?) {
        ShownDialogs.keep(self)
        cgtk_native_dialog_show(chooser ?? madeChooser(), parent?.widget)
    }

    /// Closes the chooser without choosing a file, reporting nothing.
    ///
    /// It does nothing when the chooser isn't shown.
    public func dismiss() {
        guard let chooser, isShown else { return }
        cgtk_native_dialog_hide(chooser)
        close()
    }

    /// Makes the GTK chooser with the title, filters, name and folder set now, and keeps it until
    /// it closes.
    private func madeChooser() -> UnsafeMutablePointer<GtkNativeDialog> {
        let chooser: UnsafeMutablePointer<GtkNativeDialog> = cgtk_file_chooser_new(
            title, mode == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE, acceptLabel)
        for filter in filters {
            withCStringArray(filter.patterns) { patterns in
                let constant = UnsafeRawPointer(patterns).assumingMemoryBound(to: UnsafePointer<CChar>?.self)
                cgtk_file_chooser_add_filter(chooser, filter.name, constant)
            }
        }
        if let folder, folder.isFileURL { _ = cgtk_file_chooser_set_folder(chooser, folder.path) }
        if mode == .save, let suggestedName { cgtk_file_chooser_set_name(chooser, suggestedName) }
        connectSignal(UnsafeMutableRawPointer(chooser), "response") { [weak self] arguments in
            self?.respond(arguments.int(1))
        }
        self.chooser = chooser
        return chooser
    }

    /// Lets the GTK chooser go once it is hidden, and lets the wrapper go.
    ///
    /// GTK may still be emitting the chooser's signals, so the chooser is unreferenced when the main
    /// loop is next idle.
    private func close() {
        if let chooser {
            self.chooser = nil
            cgtk_object_unref_when_idle(UnsafeMutableRawPointer(chooser))
        }
        ShownDialogs.release(self)
    }

    /// Reads the file a person accepted and reports it; GTK has hidden the chooser.
    private func respond(_ response: Int) {
        guard let chooser else { return }
        let uri =
            response == Int(GTK_RESPONSE_ACCEPT.rawValue) ? cgtk_file_chooser_dup_uri(chooser) : nil
        defer { g_free(uri) }
        close()
        guard let uri, let file = URL(string: String(cString: uri)) else { return }
        chosenFile = file
        ss.report(.control(.primaryActionTriggered))
    }
}
