extension VirtualClock {
    /// Something waiting on a ``VirtualClock``: a task suspended in a sleep, or a scheduled timer.
    ///
    /// ``VirtualClock/waiters`` lists them in the order they will come due, and a ``SettleError``
    /// lists those still waiting when ``VirtualClock/settle(timeout:maximumSteps:)`` gives up. Each
    /// says when it was scheduled and by what: a sleep names its task, when the task has a name
    /// (`Task(name:)`), and a direct call on the clock adds its file and line; a timer has its
    /// label and the place it was scheduled.
    ///
    /// ```swift
    /// Task(name: "poll prices") { try await clock.sleep(for: .seconds(5)) }
    /// await clock.advance(by: .zero)
    /// print(clock.waiters[0])  // sleep until 5.0 seconds (task "poll prices", since 0.0 seconds)
    /// ```
    public struct Waiter: Hashable, Sendable, CustomStringConvertible {
        /// Whether a task sleeps or a timer waits to fire.
        public enum Kind: Hashable, Sendable {
            /// A task suspended in ``VirtualClock/sleep(until:tolerance:)``.
            case sleep
            /// A timer from ``VirtualClock/schedule(after:repeating:label:fileID:line:_:)``, with its
            /// interval when it repeats.
            case timer(repeating: Duration?)
        }

        /// Whether a task sleeps or a timer waits to fire.
        public var kind: Kind
        /// When it comes due.
        public var deadline: Instant
        /// When it was scheduled; for a repeating timer, when it last fired.
        public var scheduledAt: Instant
        /// The sleeping task's name, or the timer's label.
        public var label: String?
        /// Where it was scheduled, as `File.swift:12`, when the clock knows.
        public var location: String?

        /// Creates a description of a waiter.
        ///
        /// - Parameters:
        ///   - kind: Whether a task sleeps or a timer waits to fire.
        ///   - deadline: When it comes due.
        ///   - scheduledAt: When it was scheduled.
        ///   - label: The sleeping task's name, or the timer's label.
        ///   - location: Where it was scheduled, as `File.swift:12`.
        public init(kind: Kind, deadline: Instant, scheduledAt: Instant, label: String?, location: String?) {
            self.kind = kind
            self.deadline = deadline
            self.scheduledAt = scheduledAt
            self.label = label
            self.location = location
        }

        /// One line saying what waits, until when, and who scheduled it, such as
        /// `timer at 2.0 seconds every 1.0 seconds ("heartbeat" at Poller.swift:12, since 1.0 seconds)`.
        public var description: String {
            let what: String
            var origin: [String] = []
            switch kind {
            case .sleep:
                what = "sleep until \(deadline)"
                origin.append(label.map { "task \"\($0)\"" } ?? "an unnamed task")
            case .timer(let interval):
                what = "timer at \(deadline)" + (interval.map { " every \($0)" } ?? "")
                if let label { origin.append("\"\(label)\"") }
            }
            if let location { origin.append("at \(location)") }
            let since = "since \(scheduledAt)"
            return "\(what) (\(origin.isEmpty ? since : origin.joined(separator: " ") + ", " + since))"
        }
    }
}
