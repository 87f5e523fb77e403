internal import Foundation
internal import HTTPTypes
public import Hummingbird
internal import HummingbirdWebSocket
internal import Logging
internal import NIOCore
internal import SendingState
public import SendingStateWeb
internal import ServiceLifecycle

/// A Hummingbird server that shows a tree of views to each browser that opens its page.
///
/// Each page it serves gets a `WebSession` of its own, with a new tree from `makeRoot`; the
/// page's script opens a WebSocket to the session, shows the tree as DOM, keeps it in step with
/// the patches the session sends, and sends a person's input back.
///
/// ```swift
/// let server = WebServer(port: 8080) { CatalogueScreen() }
/// try await server.run()
/// ```
///
/// The browser is untrusted. The WebSocket is accepted only from the server's own origin, or one
/// of ``allowedOrigins``; a message larger than `ClientMessage.maximumSize` closes it with 1009, a
/// binary one with 1003, one the page's script doesn't send with 1008, as do more than
/// ``maximumMessagesPerSecond`` messages in a second. The session stays, and a page whose
/// connection dropped comes back to it. Every response carries a Content-Security-Policy that lets
/// the page run only the server's own script.
public struct WebServer: Sendable {
    /// The host name or address the server listens on, such as `127.0.0.1`.
    public let host: String
    /// The port it listens on; `0` lets the system choose one.
    public let port: Int
    /// The origins a page's WebSocket may come from, such as `https://shop.example`; empty for the
    /// server's own origin only, as the request's `Host` names it.
    public let allowedOrigins: Set<String>
    /// How many messages a page may send in a second before its socket is closed.
    public let maximumMessagesPerSecond: Int
    /// A folder whose files the server serves under `/files/`, such as `images/milk.png` at
    /// `/files/images/milk.png` for a `WebImageView`; `nil` serves none.
    public let publicDirectory: String?

    /// The sessions of the pages served.
    package let sessions: WebSessions

    /// The Content-Security-Policy of every response: the server's own script and style sheet,
    /// its own WebSocket, nothing else.
    public static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Makes a server; nothing listens until ``run()``.
    ///
    /// - Parameters:
    ///   - host: The host name or address to listen on.
    ///   - port: The port to listen on.
    ///   - allowedOrigins: The origins a page may come from besides the server's own.
    ///   - maximumMessagesPerSecond: How many messages a page may send in a second.
    ///   - capacity: How many sessions the server keeps: serving a page beyond it drops the
    ///     session without a connection that has been idle longest; a connected one is never
    ///     dropped.
    ///   - publicDirectory: A folder whose files the server serves under `/files/`, such as the
    ///     images of `WebImageView`s; `nil`, the default, serves none.
    ///   - makeRoot: Makes the tree of views of a new page.
    @MainActor
    public init(
        host: String = "127.0.0.1", port: Int = 8080, allowedOrigins: Set<String> = [],
        maximumMessagesPerSecond: Int = 200, capacity: Int = 10_000, publicDirectory: String? = nil,
        makeRoot: @escaping @MainActor @Sendable () -> WebView
    ) {
        self.host = host
        self.port = port
        self.allowedOrigins = allowedOrigins
        self.maximumMessagesPerSecond = maximumMessagesPerSecond
        self.publicDirectory = publicDirectory
        sessions = WebSessions(capacity: capacity, idleLifetime: 300, makeRoot: makeRoot)
    }

    /// Serves pages until the task is cancelled or the process is asked to stop.
    public func run() async throws {
        try await makeApplication().runService()
    }

    /// Serves pages until `stop` ends, telling a test the port it listens on once it does, as
    /// when it was made with port `0`; then shuts down gracefully.
    ///
    /// It logs only warnings and errors, and leaves signals to the test process.
    ///
    /// - Parameters:
    ///   - stop: Ends when the server is to stop.
    ///   - onServerRunning: Called with the port once the server listens.
    /// - Throws: What the server throws when it can't listen, as on a port taken.
    package func run(until stop: AsyncStream<Void>, onServerRunning: @escaping @Sendable (Int) async -> Void)
        async throws
    {
        var logger = Logger(label: "SendingStateWebServer")
        logger.logLevel = .warning
        let group = ServiceGroup(
            configuration: .init(
                services: [makeApplication(logger: logger, onServerRunning: onServerRunning)], logger: logger)
        )
        try await withThrowingDiscardingTaskGroup { tasks in
            tasks.addTask { try await group.run() }
            for await _ in stop {}
            await group.triggerGracefulShutdown()
        }
    }

    /// The Hummingbird application that serves the pages, for a test to run, or an app to run
    /// beside its own services.
    public func makeApplication() -> some ApplicationProtocol {
        makeApplication(logger: nil, onServerRunning: { _ in })
    }

    /// The Hummingbird application that serves the pages, telling the port it listens on once it
    /// does, as when it was made with port `0`.
    ///
    /// - Parameters:
    ///   - logger: Where it logs; `nil` for Hummingbird's own logger.
    ///   - onServerRunning: Called with the port once the server listens.
    /// - Returns: The application.
    private func makeApplication(logger: Logger?, onServerRunning: @escaping @Sendable (Int) async -> Void)
        -> some ApplicationProtocol
    {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: SecurityHeaders())
        router.get("/") { _, _ in
            let id = await sessions.makeSession()
            return Self.text(Self.page(session: id), type: "text/html; charset=utf-8")
        }
        router.get("/client.js") { _, _ in
            Self.text(Self.clientScript, type: "text/javascript; charset=utf-8")
        }
        router.get("/style.css") { _, _ in
            Self.text(Self.styleSheet, type: "text/css; charset=utf-8")
        }
        if let publicDirectory {
            // Only paths under /files/ reach the folder, so that no file shadows the page or its
            // script; Hummingbird's middleware refuses paths that climb out of the folder.
            router.group("files")
                .add(middleware: FileMiddleware(publicDirectory, urlBasePath: "/files"))
                .get("**") { _, _ -> Response in throw HTTPError(.notFound) }
        }
        router.ws("/ws/:session") { request, context in
            guard isAllowed(origin: request.headers[.origin], host: request.head.authority) else {
                throw HTTPError(.forbidden, message: "not this server's page")
            }
            let id = context.parameters.get("session") ?? ""
            guard await sessions.contains(id) else { throw HTTPError(.notFound, message: "no such session") }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let id = context.requestContext.parameters.get("session") ?? ""
            try await WebConnection(id: id, sessions: sessions, limit: maximumMessagesPerSecond)
                .run(inbound: inbound, outbound: outbound)
        }
        return Application(
            router: router, server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: .init(address: .hostname(host, port: port)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? port) },
            logger: logger)
    }

    /// Whether a WebSocket's `Origin` is the server's own, as its `Host` names it, or allowed.
    func isAllowed(origin: String?, host: String?) -> Bool {
        guard let origin else { return false }
        if allowedOrigins.contains(origin) { return true }
        guard let host else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }

    /// A response of text, such as the page, its script or its style sheet.
    private static func text(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The page: an empty container naming the session, the style sheet and the script.
    static func page(session: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>SendingState</title>
        <link rel="stylesheet" href="/style.css">
        <script src="/client.js" defer></script>
        </head>
        <body><main id="ss-app" data-session="\(session)"></main></body>
        </html>

        """
    }

    /// The page's script, `Resources/client.js`.
    static let clientScript: String = {
        guard let url = Bundle.module.url(forResource: "client", withExtension: "js"),
            let script = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("SendingStateWeb's client.js is missing from its bundle") }
        return script
    }()

    /// The page's style sheet: a stack's axis, a switch's state, a slider's thumb and a stepper's
    /// halves, targets of 44 pixels, a visible focus, and nothing a theme would decide.
    static let styleSheet = """
        body { font-family: system-ui, sans-serif; margin: 16px; }
        .ss-column { display: flex; flex-direction: column; gap: 8px; align-items: flex-start; }
        .ss-row { display: flex; flex-direction: row; gap: 8px; align-items: center; }
        button, input, textarea { min-width: 44px; min-height: 44px; font: inherit; box-sizing: border-box; }
        [role=switch][aria-checked=true] { background: #ffd60a; }
        :focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
        [aria-disabled=true] { opacity: 0.5; }
        [data-ss-gestures=touch] { touch-action: none; user-select: none; -webkit-user-select: none; }
        div[data-ss-gestures]:empty { min-width: 88px; min-height: 44px; }
        .ss-slider { position: relative; width: 200px; height: 44px; touch-action: none; user-select: none;
          background: linear-gradient(#0a58ca, #0a58ca) no-repeat left center / calc(12px + var(--ss-fraction, 0) * (100% - 24px)) 4px,
            linear-gradient(#767676, #767676) no-repeat center / 100% 4px; }
        .ss-slider::after { content: ""; position: absolute; top: 10px; width: 24px; height: 24px; border-radius: 50%;
          left: calc(var(--ss-fraction, 0) * (100% - 24px)); background: #fff; border: 2px solid #0a58ca; box-sizing: border-box; }
        .ss-list { position: relative; overflow-y: auto; height: calc(var(--ss-height, 440) * 1px); align-self: stretch;
          border: 1px solid #767676; }
        .ss-list::before { content: ""; display: block; height: calc(var(--ss-content-height, 0) * 1px); }
        .ss-list > * { position: absolute; left: 0; right: 0; top: calc(var(--ss-top, 0) * 1px); padding: 0 8px;
          height: calc(var(--ss-row-height, 44) * 1px); box-sizing: border-box; }
        .ss-scroll { overflow-y: auto; flex-wrap: nowrap; height: calc(var(--ss-height, 300) * 1px); align-self: stretch; }
        .ss-split { align-items: stretch; align-self: stretch; }
        .ss-split:not(.ss-split-collapsed) > :first-child { flex: none; width: calc(var(--ss-primary-width, 320) * 1px); }
        .ss-split > :last-child { flex: 1; min-width: 0; }
        .ss-dialog { position: fixed; inset: 0; margin: auto; width: min(90vw, 400px); height: fit-content; z-index: 10;
          background: #fff; border: 1px solid #767676; border-radius: 12px; padding: 16px; box-shadow: 0 8px 32px #0006; }
        [inert] { filter: opacity(0.6); }
        .ss-menu { position: relative; }
        .ss-menu-list { position: absolute; top: 100%; left: 0; z-index: 5; gap: 0; min-width: 160px; background: #fff;
          border: 1px solid #767676; border-radius: 8px; box-shadow: 0 4px 16px #0004; }
        .ss-menu-list > button { align-self: stretch; text-align: start; border: 0; background: none; padding: 0 12px; }
        .ss-menu-list > button:focus { background: #e7f0fd; }
        .ss-stepper { display: inline-flex; align-items: center; justify-content: space-between; width: 132px;
          height: 44px; border: 1px solid #767676; border-radius: 8px; user-select: none; touch-action: manipulation; }
        .ss-stepper::before { content: "\u{2212}"; width: 44px; text-align: center; order: -1; }
        .ss-stepper::after { content: "+"; width: 44px; text-align: center; }

        """
}

/// Adds the headers every response carries: the Content-Security-Policy, and no sniffing.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = WebServer.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        if let referrerPolicy = HTTPField.Name("Referrer-Policy") {
            response.headers[referrerPolicy] = "no-referrer"
        }
        return response
    }
}
