import Foundation
import Testing

/// Runs a bash script in a private D-Bus session, as a desktop session has, on an X display of
/// its own, and returns the lines it wrote to the file `$1`; `$0` is the folder of the built
/// executables, and `$2` a scratch file.
///
/// The display is the script's alone, so the windows of the suites running beside it can't
/// cover the points it clicks. The output goes to files, since a service the session bus
/// starts could hold a pipe open after the script ends.
func runInSession(_ script: String) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let results = directory.appendingPathComponent("results")
    #expect(FileManager.default.createFile(atPath: results.path, contents: nil))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
    process.arguments = [
        "-a", "-s", "-screen 0 1024x768x24", "/usr/bin/dbus-run-session", "--", "bash", "-c",
        "export GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory XDG_CONFIG_HOME=\"$(dirname \"$2\")/config\"\n"
            + script,
        builtExecutables.path,
        results.path,
        directory.appendingPathComponent("scratch").path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return try String(contentsOf: results, encoding: .utf8).split(separator: "\n").map(String.init)
}
