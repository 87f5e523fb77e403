import Foundation

/// A new, empty directory for recordings that a test makes and throws away, so that nothing in
/// the repository changes.
///
/// - Returns: The directory's path.
func temporarySnapshotDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("HeadlessWidgetsSnapshotTestingTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
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
