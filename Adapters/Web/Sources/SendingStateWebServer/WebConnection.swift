internal import HummingbirdWebSocket
internal import NIOWebSocket
internal import SendingStateWeb

/// One WebSocket of a page: sends the session's page, then a patch after each message and each
/// change the app makes, and hands the page's messages to the session.
struct WebConnection {
    let id: String
    let sessions: WebSessions
    let limit: Int

    /// Serves the connection until the page closes it, or it sends what closes it.
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let (patches, continuation) = AsyncStream.makeStream(of: String.self)
        // The page's latest connection is the one told of changes: a page that comes back may do
        // so before the server has seen its old connection drop.
        let token = ConnectionToken()
        guard
            await MainActor.run(body: {
                guard let session = sessions.connect(id) else { return false }
                session.pageWasLost()
                session.connection = token
                session.onNeedsUpdate = { [weak session] in
                    guard let session, let patch = session.pendingPatch(reset: false) else { return }
                    continuation.yield(patch)
                }
                if let patch = session.pendingPatch(reset: true) { continuation.yield(patch) }
                return true
            })
        else {
            try await outbound.close(.init(codeNumber: 4404), reason: "no such session")
            return
        }
        defer {
            continuation.finish()
            Task { @MainActor [sessions, id] in
                if let session = sessions.session(id), session.connection === token {
                    session.onNeedsUpdate = nil
                    session.connection = nil
                }
                sessions.disconnect(id)
            }
        }
        // Patches go out in order from one task.
        let writer = Task {
            for await patch in patches { try await outbound.write(.text(patch)) }
        }
        defer { writer.cancel() }
        var windowStart = ContinuousClock.now
        var messagesInWindow = 0
        for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
            let now = ContinuousClock.now
            if now - windowStart >= .seconds(1) {
                windowStart = now
                messagesInWindow = 0
            }
            messagesInWindow += 1
            guard messagesInWindow <= limit else {
                try await outbound.close(.policyViolation, reason: "more than \(limit) messages a second")
                return
            }
            guard case .text(let text) = message else {
                try await outbound.close(.unacceptableData, reason: "only text messages")
                return
            }
            let decoded: ClientMessage
            do {
                decoded = try ClientMessage(json: text)
            } catch {
                try await outbound.close(
                    error == .tooLarge ? .messageTooLarge : .policyViolation, reason: error.description)
                return
            }
            await MainActor.run {
                guard let session = sessions.session(id) else { return }
                session.handle(decoded)
                session.setNeedsUpdate()
            }
        }
    }
}

/// Which of a page's connections is its latest.
final class ConnectionToken: Sendable {}
