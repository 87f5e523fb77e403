package import SendingStateWeb

/// The sessions a server keeps: one for each page it served, until it has been without a
/// connection for ``idleLifetime``, or the server needs room for a new one.
@MainActor
package final class WebSessions {
    /// How long a session without a connection is kept, for its page to come back, in seconds.
    let idleLifetime: Double
    /// How many sessions are kept: making one more drops the one without a connection that has
    /// been idle longest; a connected one is never dropped.
    let capacity: Int

    private let makeRoot: @MainActor @Sendable () -> WebView
    private var sessions: [String: Entry] = [:]
    private let clock = ContinuousClock()

    private struct Entry {
        let session: WebSession
        var connections = 0
        var idleSince: ContinuousClock.Instant
    }

    init(capacity: Int, idleLifetime: Double, makeRoot: @escaping @MainActor @Sendable () -> WebView) {
        self.capacity = capacity
        self.idleLifetime = idleLifetime
        self.makeRoot = makeRoot
    }

    /// How many sessions are kept now.
    var count: Int { sessions.count }

    /// Makes a session for a page about to be served.
    ///
    /// - Returns: The session's identifier.
    func makeSession() -> String {
        dropExpired()
        if sessions.count >= capacity,
            let idlest = sessions.filter({ $0.value.connections == 0 }).min(by: {
                $0.value.idleSince < $1.value.idleSince
            })
        {
            sessions[idlest.key] = nil
        }
        let session = WebSession(root: makeRoot())
        sessions[session.id] = Entry(session: session, idleSince: clock.now)
        return session.id
    }

    /// Whether a session is kept.
    func contains(_ id: String) -> Bool {
        dropExpired()
        return sessions[id] != nil
    }

    /// The session with an identifier, if it is kept.
    package func session(_ id: String) -> WebSession? { sessions[id]?.session }

    /// The session a page's connection names, taken as connected; `nil` for none.
    func connect(_ id: String) -> WebSession? {
        dropExpired()
        guard var entry = sessions[id] else { return nil }
        entry.connections += 1
        sessions[id] = entry
        return entry.session
    }

    /// Takes a connection of a session as gone.
    func disconnect(_ id: String) {
        guard var entry = sessions[id] else { return }
        entry.connections -= 1
        entry.idleSince = clock.now
        sessions[id] = entry
    }

    private func dropExpired() {
        let now = clock.now
        sessions = sessions.filter { _, entry in
            entry.connections > 0 || now - entry.idleSince < .seconds(idleLifetime)
        }
    }
}
