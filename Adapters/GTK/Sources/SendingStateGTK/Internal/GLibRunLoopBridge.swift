import CGtk
import Dispatch
import Foundation
import Glibc

/// Runs GLib's default main context from Foundation's main run loop, so that the main thread waits
/// in one place that wakes both for GTK and for main-actor work, and for nothing else.
///
/// On Linux the main actor's jobs wait on the main dispatch queue, which only Foundation's main run
/// loop drains on the main thread; GTK's events wait on GLib's descriptors and timeouts. This type
/// does what `g_main_context_iteration` does, with the wait moved into the run loop: it prepares
/// and queries GLib, watches the descriptors GLib asked for through one epoll instance (read by a
/// dispatch source on the main queue) and GLib's next timeout with a run-loop timer, and when
/// either fires, or after any main-queue work, checks and dispatches GLib and prepares it again.
///
/// Only public GLib, Dispatch and Foundation API is used. Swift's custom main executors
/// (`MainExecutor`, `ExecutorFactory`) would let GLib's loop run the main actor's jobs itself, but
/// Swift 6.3 offers them only as experimental SPI.
@MainActor
final class GLibRunLoopBridge {
    /// Runs GLib and main-actor work until `done` holds, checked after each turn: after each
    /// drain of the main queue, GLib callback or timeout.
    ///
    /// Called from inside main-actor work, such as a `@MainActor` test or a task, where Foundation's
    /// run loop doesn't drain the main queue, it lets GLib wait in its own poll instead, as
    /// `g_main_loop_run` would: no other main-actor job can run until the caller returns anyway.
    static func run(until done: () -> Bool) {
        let context = g_main_context_default()
        guard mainQueueIsServiced(), let bridge = GLibRunLoopBridge(context: context) else {
            while !done() { g_main_context_iteration(context, 1) }
            return
        }
        bridge.run(until: done)
        bridge.stop()
    }

    /// Makes the current turn of ``run(until:)`` end soon, so that it checks its condition again.
    ///
    /// A run-loop turn in which a timer fired doesn't end by itself; GLib's wake-up descriptor,
    /// which the bridge watches, ends it, as it ends GLib's own poll.
    static func wake() {
        g_main_context_wakeup(g_main_context_default())
    }

    /// Whether a block put on the main queue now runs in a pass of the main run loop that doesn't
    /// wait: true at the top of the program, false inside main-queue work.
    private static func mainQueueIsServiced() -> Bool {
        let probe = Probe()
        DispatchQueue.main.async { MainActor.assumeIsolated { probe.ran = true } }
        for _ in 0..<2 where !probe.ran {
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
        return probe.ran
    }

    /// A flag the probe's block sets.
    private final class Probe {
        var ran = false
    }

    private let context: OpaquePointer?
    /// The epoll instance that watches GLib's descriptors.
    private let epoll: Int32
    /// Reads the epoll instance on the main queue: any descriptor GLib waits on is ready.
    private let readiness: any DispatchSourceRead
    /// Fires when GLib's next timeout is due.
    private var timer: Timer?
    /// What the last query asked to poll; GLib fills in `revents` when checking.
    private var fds = [GPollFD](repeating: GPollFD(), count: 16)
    private var fdCount: Int32 = 0
    /// The descriptors the epoll instance watches.
    private var watched: [Int32] = []
    private var priority: Int32 = 0
    /// Whether GLib is prepared and queried, waiting to be checked.
    private var isPrepared = false
    /// Whether a cycle runs, so that a nested one returns at once.
    private var isCycling = false
    /// Whether a cycle is queued on the main queue for a timeout of zero.
    private var isCycleQueued = false

    /// Owns the context and starts watching it; `nil` when no epoll instance can be made.
    private init?(context: OpaquePointer?) {
        let epoll = cgtk_epoll_new()
        guard epoll >= 0 else { return nil }
        self.context = context
        self.epoll = epoll
        readiness = DispatchSource.makeReadSource(fileDescriptor: epoll, queue: .main)
        readiness.setCancelHandler { close(epoll) }
        // The main thread owns the default context while it runs, as g_main_loop_run would.
        g_main_context_acquire(context)
        readiness.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.cycle() } }
        readiness.resume()
        cycle()
    }

    /// Waits in the main run loop, which returns after each drain of the main queue.
    ///
    /// A main-actor job may add GLib work (an idle, a redraw) without waking GLib, because the main
    /// thread owns the context, so GLib is checked and prepared again after every turn.
    private func run(until done: () -> Bool) {
        while !done() {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
            cycle()
        }
    }

    /// Stops watching, finishes the iteration begun by the last query and gives the context back.
    private func stop() {
        readiness.cancel()
        timer?.invalidate()
        timer = nil
        if isPrepared {
            isPrepared = false
            g_main_context_check(context, priority, &fds, 0)
        }
        g_main_context_release(context)
    }

    /// Checks and dispatches what the last query asked to watch, then prepares and queries GLib
    /// again and watches what it now asks for.
    private func cycle() {
        guard !isCycling else { return }
        isCycling = true
        defer { isCycling = false }
        if isPrepared {
            isPrepared = false
            // The epoll instance said only that something is ready; fill in what, without waiting.
            g_poll(&fds, guint(fdCount), 0)
            if g_main_context_check(context, priority, &fds, fdCount) != 0 {
                g_main_context_dispatch(context)
            }
        }
        g_main_context_prepare(context, &priority)
        var timeout: Int32 = -1
        while true {
            let capacity = Int32(fds.count)
            fdCount = g_main_context_query(context, priority, &timeout, &fds, capacity)
            if fdCount <= capacity { break }
            fds = [GPollFD](repeating: GPollFD(), count: Int(fdCount))
        }
        isPrepared = true
        let polled = fds.prefix(Int(fdCount)).map(\.fd)
        cgtk_epoll_watch(epoll, watched, Int32(watched.count), fds, fdCount)
        watched = polled
        schedule(afterMilliseconds: timeout)
    }

    /// Runs a cycle after GLib's timeout: at once for zero, never for a negative one.
    private func schedule(afterMilliseconds timeout: Int32) {
        if timeout == 0 {
            timer?.fireDate = .distantFuture
            guard !isCycleQueued else { return }
            isCycleQueued = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.isCycleQueued = false
                    self?.cycle()
                }
            }
            return
        }
        let fireDate = timeout < 0 ? Date.distantFuture : Date(timeIntervalSinceNow: Double(timeout) / 1000)
        if let timer {
            timer.fireDate = fireDate
        } else {
            // A run-loop timer wakes the main thread from the run loop's own wait, where a dispatch
            // timer would wake another thread first.
            let timer = Timer(fire: fireDate, interval: 1e9, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.cycle() }
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
        }
    }
}
