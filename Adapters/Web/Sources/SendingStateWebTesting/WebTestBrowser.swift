internal import Foundation

/// The headless Chromium that browser tests drive: Debian's `chromium`, started once per test
/// process through `chromedriver`, both found on the `PATH`.
///
/// ``WebTestPage`` opens it the first time a test needs it; tests then share it, one page at a
/// time, each in a new session: a page waits for the one before it to close, or to be released
/// at the end of its test. It never outlives the test process: a watcher stops the driver and
/// the browser within two seconds of the process ending, however it ends, and neither holds the
/// output of `swift test`, so a failing test can't leave it waiting.
@MainActor
public final class WebTestBrowser {
    /// The browser the test process shares, started by the first page a test opens.
    private static var shared: WebTestBrowser?

    /// The driver of the browser's session.
    let driver: WebDriver

    /// Whether a page holds the browser now.
    private static var isHeld = false
    /// The pages waiting for the browser, in the order they asked.
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    private init(driver: WebDriver) {
        self.driver = driver
    }

    /// Whether `chromium` and `chromedriver` are on the `PATH`, as `apt-get install chromium
    /// chromium-driver` puts them.
    public nonisolated static var isAvailable: Bool {
        executable(named: "chromedriver") != nil && executable(named: "chromium") != nil
    }

    /// The browser the test process shares, started now if no test has started it.
    ///
    /// - Throws: A ``WebTestError`` when `chromedriver` is missing, doesn't start in ten seconds,
    ///   or can't start Chromium.
    static func open() async throws(WebTestError) -> WebTestBrowser {
        if let shared { return shared }
        let browser = WebTestBrowser(driver: try await startDriver())
        shared = browser
        return browser
    }

    /// Waits until no other page holds the browser, and holds it: suites run side by side, and
    /// the browser shows one page at a time.
    static func hold() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets the next page waiting have the browser.
    static func letGo() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Starts `chromedriver` on a port it chooses, watched so that it ends with the test process,
    /// and a headless Chromium through it.
    private static func startDriver() async throws(WebTestError) -> WebDriver {
        guard let chromedriver = executable(named: "chromedriver") else {
            throw WebTestError("no chromedriver on the PATH: apt-get install chromium chromium-driver")
        }
        let log = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "sendingstate-chromedriver-\(ProcessInfo.processInfo.processIdentifier)-\(UUID()).log")
        // The driver leads a process group of its own, with the browser it starts; the shell,
        // in a session of its own too so that it outlives a test runner that kills its group,
        // stops the driver's group once the test process is gone. Output goes to a file, never a
        // pipe of the test process.
        let watcher = """
            setsid "$1" --port=0 > "$2" 2>&1 &
            driver=$!
            while kill -0 "$3" 2> /dev/null && kill -0 "$driver" 2> /dev/null; do sleep 0.5; done
            kill -s TERM -- "-$driver" 2> /dev/null
            sleep 1
            kill -s KILL -- "-$driver" 2> /dev/null
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = [
            "/bin/sh", "-c", watcher, "sh", chromedriver, log.path,
            String(ProcessInfo.processInfo.processIdentifier),
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WebTestError("couldn't start chromedriver: \(error)")
        }
        let port = try await driverPort(in: log)
        // No sandbox as root, and no /dev/shm, which a container makes too small for Chromium.
        return try await WebDriver(
            port: port,
            arguments: [
                "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--force-device-scale-factor=1", "--window-size=800,700",
                // A page left is gone, with its WebSocket, rather than kept for the Back button.
                "--disable-features=BackForwardCache",
            ])
    }

    /// The port `chromedriver` says it listens on, once it says so, for at most ten seconds.
    private static func driverPort(in log: URL) async throws(WebTestError) -> Int {
        let marker = "started successfully on port "
        for _ in 0..<500 {
            if let text = try? String(contentsOf: log, encoding: .utf8), let range = text.range(of: marker) {
                let digits = text[range.upperBound...].prefix { $0.isNumber }
                if let port = Int(digits) { return port }
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw WebTestError("chromedriver didn't start in ten seconds: \(text)")
    }

    /// The path of an executable on the `PATH`, if there is one.
    private nonisolated static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy.map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
