/// Counts the generations of waiters that one move takes at one instant, to tell a fan-out from
/// a runaway.
///
/// The waiters due at an instant when the move reaches it are the first generation; those that
/// the first schedule for the same instant while they come due are the second, and so on. Ten
/// thousand timers due at once are one generation, however many there are; work that
/// reschedules itself at the same instant forever adds a generation with each waiter, and is
/// stopped at ``limit``. A generation is told by sequence numbers: waiters with equal deadlines
/// come due in the order they were scheduled, so every waiter scheduled after a generation began
/// comes after it.
struct InstantGenerations {
    /// How many generations may come due at one instant.
    let limit: Int
    /// The instant whose generations are counted.
    private(set) var instant: VirtualClock.Instant?
    /// How many generations have come due at ``instant``.
    private(set) var count = 0
    /// The newest sequence number handed out when the current generation began: every waiter
    /// scheduled later belongs to a later generation.
    private var newestAtStart: UInt64 = 0

    /// Counts generations of at most `limit` at each instant.
    init(limit: Int) {
        self.limit = limit
    }

    /// Records a waiter about to come due, or refuses it when it would begin a generation past
    /// the limit.
    ///
    /// - Parameters:
    ///   - sequence: The waiter's sequence number.
    ///   - deadline: Its deadline.
    ///   - newest: The newest sequence number handed out so far.
    /// - Returns: `false` when the waiter would begin one generation too many at its instant.
    mutating func admit(sequence: UInt64, deadline: VirtualClock.Instant, newest: UInt64) -> Bool {
        if deadline != instant {
            instant = deadline
            count = 1
            newestAtStart = newest
            return true
        }
        if sequence <= newestAtStart { return true }
        guard count < limit else { return false }
        count += 1
        newestAtStart = newest
        return true
    }
}
