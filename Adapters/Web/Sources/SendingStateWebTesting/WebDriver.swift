internal import AsyncHTTPClient
internal import Foundation
internal import NIOCore
internal import NIOHTTP1

/// A W3C WebDriver client for one browser session: the commands the testing library sends to
/// `chromedriver`, as JSON over HTTP on the loopback.
@MainActor
final class WebDriver {
    /// The key WebDriver names an element reference by in JSON.
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// Where the driver listens, such as `http://127.0.0.1:41234`.
    private let base: String
    /// The browser session's identifier.
    private(set) var sessionID = ""

    /// Starts a headless Chromium through the driver listening at a port.
    ///
    /// - Parameters:
    ///   - port: The driver's port.
    ///   - arguments: Chromium's command-line arguments.
    /// - Throws: A ``WebTestError`` when the driver doesn't answer or can't start Chromium.
    init(port: Int, arguments: [String]) async throws(WebTestError) {
        base = "http://127.0.0.1:\(port)"
        let capabilities: [String: Any] = [
            "alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": ["args": arguments]]
        ]
        let value = try await call("POST", "/session", ["capabilities": capabilities])
        guard let id = (value as? [String: Any])?["sessionId"] as? String else {
            throw WebTestError("chromedriver started no browser session: \(String(describing: value))")
        }
        sessionID = id
        // A settle that never comes back fails the test in ten seconds, not SwiftPM's patience.
        try await command("POST", "/timeouts", ["script": 10_000, "pageLoad": 10_000])
    }

    /// Sends a command of the browser session and returns its value.
    @discardableResult
    func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws(WebTestError)
        -> Any
    {
        try await call(method, "/session/\(sessionID)\(path)", body)
    }

    /// Runs a script in the page and returns what it returns.
    @discardableResult
    func script(_ source: String, _ arguments: [Any] = []) async throws(WebTestError) -> Any {
        try await command("POST", "/execute/sync", ["script": source, "args": arguments])
    }

    /// Runs a script in the page that calls its last argument when done, and returns what it passes.
    @discardableResult
    func asyncScript(_ source: String, _ arguments: [Any] = []) async throws(WebTestError) -> Any {
        try await command("POST", "/execute/async", ["script": source, "args": arguments])
    }

    /// The reference of the element a CSS selector finds.
    func element(_ selector: String) async throws(WebTestError) -> String {
        let value = try await command("POST", "/element", ["using": "css selector", "value": selector])
        guard let reference = (value as? [String: Any])?[Self.elementKey] as? String else {
            throw WebTestError("no element \(selector) in the page")
        }
        return reference
    }

    /// Performs input actions, tick by tick across their sources, and releases what they hold.
    func perform(_ sources: [[String: Any]]) async throws(WebTestError) {
        try await command("POST", "/actions", ["actions": sources])
        try await command("DELETE", "/actions")
    }

    /// Ends the browser session, which closes Chromium.
    func quit() async {
        _ = try? await call("DELETE", "/session/\(sessionID)", nil)
    }

    /// Sends a request to the driver and returns the `value` of its answer.
    private func call(_ method: String, _ path: String, _ body: [String: Any]?) async throws(WebTestError)
        -> Any
    {
        // AsyncHTTPClient, since chromedriver writes headers without a space after the colon, which
        // Foundation's URLSession on Linux refuses.
        var request = HTTPClientRequest(url: base + path)
        request.method = HTTPMethod(rawValue: method)
        request.headers.add(name: "Content-Type", value: "application/json")
        let data: Data
        do {
            if let body {
                request.body = .bytes(ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body)))
            }
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
            data = Data(try await response.body.collect(upTo: 64 * 1024 * 1024).readableBytesView)
        } catch {
            throw WebTestError("chromedriver didn't answer \(method) \(path): \(error)")
        }
        guard let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw WebTestError("chromedriver answered \(method) \(path) with what isn't JSON")
        }
        let value = answer["value"] ?? NSNull()
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw WebTestError("\(method) \(path): \(error): \(failure["message"] as? String ?? "")")
        }
        return value
    }
}
