import CGtk
import SendingStateInput

/// GLib's monotonic clock and its timeouts, on which a window's input engine stamps events and
/// waits for deadlines.
@MainActor
final class GLibClock: InputClock {
    /// The time on GLib's monotonic clock, in seconds.
    static var now: Double {
        Double(g_get_monotonic_time()) / 1_000_000
    }

    /// Runs `fire` from the main loop once the clock has reached `time`, with the time then.
    ///
    /// A GLib timeout can fire a fraction of a millisecond early; the engine then asks again for
    /// what is left.
    func schedule(at time: Double, _ fire: @escaping @MainActor (Double) -> Void) -> any InputTimer {
        let timer = GLibTimer()
        timer.source = addTimeout(seconds: max(0, time - Self.now)) { [weak timer] in
            timer?.source = nil
            fire(Self.now)
            return false
        }
        return timer
    }
}

/// A GLib timeout the engine may cancel.
@MainActor
private final class GLibTimer: InputTimer {
    /// The timeout's source, until it fires or is cancelled.
    var source: guint?

    func cancel() {
        if let source { g_source_remove(source) }
        source = nil
    }
}
