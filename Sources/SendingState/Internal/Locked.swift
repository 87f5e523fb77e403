#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that any thread may read and change, one thread at a time, behind a POSIX mutex.
///
/// The library's `Sendable` types, and HeadlessWidgets' virtual clock, keep the state they
/// share between threads in one. It does what `Synchronization.Mutex` does, with one difference
/// that matters to a library whose thread safety is proved under ThreadSanitizer: on Linux, a
/// contended `Mutex` hands the lock to the waiting thread inside the kernel (a priority-inheriting
/// futex), where ThreadSanitizer can't see it, so it reports races on the guarded state that
/// aren't there. ThreadSanitizer intercepts `pthread_mutex_lock` and `pthread_mutex_unlock`, and
/// sees every hand-over of this lock.
///
/// The state is reached only inside ``withLock(_:)``, while the mutex is held: that is the whole
/// argument for `@unchecked Sendable`, and it lies in this file.
package final class Locked<State: Sendable>: @unchecked Sendable {
    /// The mutex, at an address that never moves, as POSIX requires.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The guarded state; read and written only while ``mutex`` is held.
    private var state: State

    /// Creates a lock guarding an initial state.
    ///
    /// - Parameter state: The initial state.
    package init(_ state: State) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(mutex, nil)
        precondition(result == 0, "pthread_mutex_init failed with error \(result)")
        self.state = state
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs a closure with the state, holding the lock until it returns or throws.
    ///
    /// The lock isn't recursive: the closure must not call `withLock` on the same lock.
    ///
    /// - Parameter body: Reads or changes the state.
    /// - Returns: What the closure returns.
    /// - Throws: What the closure throws; the lock is released first.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
