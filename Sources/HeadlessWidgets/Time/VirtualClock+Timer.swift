extension VirtualClock {
    /// A handle on work scheduled on a ``VirtualClock``, like a `Timer` on a run loop.
    ///
    /// ``VirtualClock/schedule(after:repeating:label:fileID:line:_:)`` returns it, and passes it to
    /// the work each time it runs, so repeating work can stop itself. The handle holds its clock
    /// weakly: keeping it, or capturing it in the work, keeps nothing alive.
    ///
    /// ```swift
    /// var frames = 0
    /// clock.schedule(after: .zero, repeating: .seconds(1) / 60) { timer in
    ///     frames += 1
    ///     if frames == 30 { timer.invalidate() }
    /// }
    /// ```
    public struct Timer: Sendable {
        /// Identifies the scheduled work on its clock.
        let id: UInt64
        /// The clock the work is scheduled on.
        weak var clock: VirtualClock?

        /// Whether the work is still scheduled: a one-shot timer until it runs, a repeating one
        /// until it is invalidated.
        public var isValid: Bool {
            clock?.isScheduled(id) ?? false
        }

        /// Unschedules the work, so that it doesn't run again; invalidating twice is harmless.
        public func invalidate() {
            clock?.unschedule(id)
        }
    }
}
