import CGtk
public import Foundation

/// A window's size as ``GTKWindow/persistsSize(in:)`` saves it.
struct SavedWindowSize: Codable, Equatable {
    var width: Int
    var height: Int
    var isMaximized: Bool
}

extension GTKWindow {
    /// Gives the window the size saved in a file, and saves its size there when the window closes,
    /// so an app opens at the size a person left it, maximized if it was.
    ///
    /// Call it before presenting the window. The file is JSON, such as
    /// `{"height":720,"isMaximized":false,"width":520}`; its folder is made when the size is saved.
    /// A file that is missing or isn't such JSON leaves the window's size as it is, and a size that
    /// can't be saved, as in a folder that can't be written, is not saved: neither is an error, as
    /// a window is shown all the same.
    ///
    /// ```swift
    /// window.persistsSize(in: configFolder.appendingPathComponent("window.json"))
    /// ```
    ///
    /// - Parameter file: The file the size is read from and saved to, such as `window.json` in the
    ///   app's folder of `g_get_user_config_dir()`.
    public func persistsSize(in file: URL) {
        if let data = try? Data(contentsOf: file),
            let saved = try? JSONDecoder().decode(SavedWindowSize.self, from: data),
            saved.width > 0, saved.height > 0
        {
            gtk_window_set_default_size(cgtk_window(widget), Int32(saved.width), Int32(saved.height))
            if saved.isMaximized { gtk_window_maximize(cgtk_window(widget)) }
        }
        // Unrealized as it closes, whether a person closes it, the app quits or code closes it.
        let window = widget
        connectSignal(widget, "unrealize") { _ in Self.saveSize(of: window, to: file) }
    }

    /// Writes a window's size to a file, as GTK keeps it: the size it has unless it is maximized.
    private static func saveSize(of window: UnsafeMutablePointer<GtkWidget>, to file: URL) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(cgtk_window(window), &width, &height)
        guard width > 0, height > 0 else { return }
        let saved = SavedWindowSize(
            width: Int(width), height: Int(height),
            isMaximized: gtk_window_is_maximized(cgtk_window(window)) != 0)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(saved) else { return }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
