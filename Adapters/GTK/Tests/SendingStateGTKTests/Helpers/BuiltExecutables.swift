import Foundation

/// The folder SwiftPM built this test bundle in, where the package's executables are too, such as
/// GTKMainLoopProbe and GTKShoppingList.
let builtExecutables = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()

/// Runs a GTKMainLoopProbe scenario on a display of its own, and returns the lines it printed.
func runProbe(_ scenario: String) throws -> [String] {
    let probe = builtExecutables.appendingPathComponent("GTKMainLoopProbe")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
    process.arguments = ["-a", "-s", "-screen 0 640x480x24", probe.path, scenario]
    var environment = ProcessInfo.processInfo.environment
    environment["GTK_A11Y"] = "none"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
}
