import Foundation

/// A new, empty directory for recordings that a test makes and throws away, removed with
/// everything in it when the last reference goes, so that neither the repository nor the
/// machine's temporary folder keeps anything a test recorded.
final class ScratchDirectory: Sendable {
    /// The directory's path.
    let path: String

    /// Creates the directory under the temporary folder, with a name no other test uses.
    init() throws {
        let name = "HeadlessWidgetsSnapshotTestingTests-\(UUID().uuidString)"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Reads a recording.
///
/// - Parameter path: The recording's path.
/// - Returns: The recording's text, or `nil` when there is no such file.
func recording(at path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}

/// The committed recordings, which swift-snapshot-testing keeps next to the tests.
let snapshotsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__", isDirectory: true)
