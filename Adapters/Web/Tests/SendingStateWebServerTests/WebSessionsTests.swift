import Testing

@testable import SendingStateWeb
@testable import SendingStateWebServer

/// The server keeps a session while its page is connected, and for a while after; never more
/// than its capacity of idle ones.
@MainActor
struct WebSessionsTests {
    @Test func servingBeyondTheCapacityDropsTheSessionIdleLongestButNeverAConnectedOne() throws {
        let sessions = WebSessions(capacity: 2, idleLifetime: 300) { WebStack() }
        let first = sessions.makeSession()
        let second = sessions.makeSession()
        #expect(sessions.connect(first) != nil)
        let third = sessions.makeSession()
        #expect(sessions.contains(first), "connected")
        #expect(!sessions.contains(second), "idle longest")
        #expect(sessions.contains(third))
        // The first has been idle since now, the third since it was made.
        sessions.disconnect(first)
        let fourth = sessions.makeSession()
        #expect(sessions.contains(first))
        #expect(!sessions.contains(third))
        #expect(sessions.contains(fourth))
        #expect(sessions.count == 2)
    }

    @Test func aSessionIdleLongerThanItsLifetimeIsDroppedAndAConnectedOneIsNot() async throws {
        let sessions = WebSessions(capacity: 10, idleLifetime: 0.5) { WebStack() }
        let idle = sessions.makeSession()
        let connected = sessions.makeSession()
        #expect(sessions.connect(connected) != nil)
        try await Task.sleep(for: .milliseconds(700))
        #expect(!sessions.contains(idle))
        #expect(sessions.contains(connected))
        sessions.disconnect(connected)
        #expect(sessions.contains(connected), "idle for less than its lifetime")
    }
}
