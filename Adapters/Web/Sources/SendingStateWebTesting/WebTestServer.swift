internal import SendingStateWeb
internal import SendingStateWebServer

/// The server that shows the views of browser tests: one for the test process, on a port of the
/// loopback the system chooses, started by the first page a test opens.
///
/// Each page it serves shows the view a ``WebTestPage`` set just before it navigated, in a new
/// session; a page that comes any other way shows an empty stack.
@MainActor
final class WebTestServer {
    private static var shared: WebTestServer?

    /// The port it listens on.
    let port: Int
    /// The view the next page shows.
    var nextRoot: WebView?
    private var server: WebServer?
    /// Kept, so that the server runs until the test process ends.
    private var keepRunning: AsyncStream<Void>.Continuation?

    private init(port: Int) {
        self.port = port
    }

    /// The server of the test process, started now if no test has started it.
    static func open() async throws(WebTestError) -> WebTestServer {
        if let shared { return shared }
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let box = RootBox()
        let server = WebServer(port: 0, maximumMessagesPerSecond: 1_000) { box.take() }
        let (stop, keepRunning) = AsyncStream.makeStream(of: Void.self)
        Task {
            try? await server.run(until: stop) { port in portContinuation.yield(port) }
            portContinuation.finish()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else {
            throw WebTestError("the test server didn't start on the loopback")
        }
        let testServer = WebTestServer(port: port)
        testServer.server = server
        testServer.keepRunning = keepRunning
        box.server = testServer
        shared = testServer
        return testServer
    }

    /// The session with an identifier, if the server keeps it.
    func session(_ id: String) -> WebSession? {
        server?.sessions.session(id)
    }
}

/// Hands the server's closure the view the next page shows, once.
@MainActor
private final class RootBox {
    weak var server: WebTestServer?

    func take() -> WebView {
        defer { server?.nextRoot = nil }
        return server?.nextRoot ?? WebStack()
    }
}
