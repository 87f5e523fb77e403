/// What a ``VirtualClock`` keeps behind its lock: the time, what waits on it, and the moves waiting
/// for their turn.
///
/// Plain data with no locking of its own; the clock changes it only inside its mutex and resumes
/// continuations or runs timers only after leaving it.
struct ClockSchedule {
    /// What to do when a waiter comes due.
    enum Action {
        /// Resume a task suspended in `sleep`.
        case resume(CheckedContinuation<Void, any Error>)
        /// Run a timer's work on the main actor.
        case run(@MainActor @Sendable (VirtualClock.Timer) -> Void)
    }

    /// One waiter in the queue.
    struct Entry {
        /// Identifies a sleep or a timer for cancellation; a repeating timer keeps it.
        let id: UInt64
        /// Orders waiters with the same deadline: the one scheduled first comes first.
        var sequence: UInt64
        /// What the queue reports about the waiter.
        var waiter: VirtualClock.Waiter
        /// What to do when it comes due.
        let action: Action
        /// Whether a move can wait for what the waiter's work does once it comes due: a timer's
        /// work runs in the move, and a sleep called on the main queue resumes there; a sleep
        /// called anywhere else resumes where no move can see it.
        var isTracked = true
    }

    /// What a move finds when it takes the next waiter, counting generations.
    enum Next {
        /// Nothing is due by the target.
        case nothingDue
        /// The waiter taken out of the queue.
        case due(Entry)
        /// The next waiter would begin one generation too many at its instant; it stays queued.
        case runaway(VirtualClock.Waiter)
    }

    /// How a sleep's registration ended.
    enum Registration {
        /// The sleep waits in the queue.
        case queued
        /// Its task was cancelled while it registered.
        case cancelled
        /// Time reached its deadline while it registered.
        case due
    }

    /// The current time.
    var now = VirtualClock.Instant(offset: .zero)
    /// Where each queued waiter stands, as a binary min-heap: the place at index *i* comes due
    /// before those at 2*i* + 1 and 2*i* + 2, so the first comes due first.
    ///
    /// Deadlines and sequence numbers together are unique, since sequence numbers are, so the
    /// order in which waiters leave the heap is the one a sorted list would give. The heap holds
    /// small plain values, which it compares and moves cheaply; the entries stay in ``stored``.
    private var heap: [Place] = []
    /// The queued waiters' entries, in the slots their places name; `nil` in a free slot.
    private var stored: [Entry?] = []
    /// The free slots of ``stored``, reused before it grows.
    private var freeSlots: [Int] = []

    /// How many slots hold entries or wait for one: never more than the most waiters ever queued
    /// at once.
    var slotCount: Int { stored.count }
    /// Whether an asynchronous move holds the clock.
    var isMoving = false
    /// Asynchronous moves waiting for their turn, first come first served.
    var waitingMoves: [CheckedContinuation<Void, Never>] = []

    private var lastIdentifier: UInt64 = 0
    /// Sleeps that have an identifier but aren't queued yet.
    private var registering: Set<UInt64> = []
    /// Sleeps whose task was cancelled while they registered.
    private var cancelledWhileRegistering: Set<UInt64> = []

    /// The waiter that comes due next, if any.
    ///
    /// - Complexity: O(1).
    var nextEntry: Entry? { heap.first.flatMap { stored[$0.slot] } }

    /// The earliest deadline waited for, if any.
    ///
    /// - Complexity: O(1).
    var nextDeadline: VirtualClock.Instant? { heap.first?.deadline }

    /// A snapshot of every waiter queued, in the order they will come due.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of waiters.
    var entries: [Entry] { heap.sorted { $0.comesBefore($1) }.compactMap { stored[$0.slot] } }

    /// A snapshot of every waiter, in the order they will come due.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of waiters.
    var waiters: [VirtualClock.Waiter] { entries.map(\.waiter) }

    /// Hands out a new identifier, which also orders waiters with equal deadlines.
    private mutating func makeIdentifier() -> UInt64 {
        lastIdentifier += 1
        return lastIdentifier
    }

    // MARK: - Sleeps

    /// Reserves an identifier for a sleep about to suspend, so that a cancellation arriving before
    /// it is queued is not lost.
    mutating func beginSleep() -> UInt64 {
        let id = makeIdentifier()
        registering.insert(id)
        return id
    }

    /// Queues a sleep, unless its task was cancelled or its deadline reached meanwhile.
    ///
    /// - Parameters:
    ///   - id: The identifier ``beginSleep()`` reserved.
    ///   - waiter: What the queue reports about the sleep.
    ///   - isTracked: Whether the sleep was called on the main queue, where a move can wait for
    ///     its task once it wakes.
    ///   - continuation: Resumes the sleeping task.
    /// - Returns: How the registration ended.
    mutating func registerSleep(
        _ id: UInt64, waiter: VirtualClock.Waiter, isTracked: Bool,
        continuation: CheckedContinuation<Void, any Error>
    ) -> Registration {
        registering.remove(id)
        if cancelledWhileRegistering.remove(id) != nil { return .cancelled }
        guard waiter.deadline > now else { return .due }
        insert(
            Entry(id: id, sequence: id, waiter: waiter, action: .resume(continuation), isTracked: isTracked))
        return .queued
    }

    /// Takes a cancelled sleep out of the queue and returns its continuation.
    ///
    /// A sleep not queued yet remembers the cancellation instead; a sleep already woken is left alone.
    mutating func cancelSleep(_ id: UInt64) -> CheckedContinuation<Void, any Error>? {
        if let entry = remove(id), case .resume(let continuation) = entry.action {
            return continuation
        }
        if registering.contains(id) { cancelledWhileRegistering.insert(id) }
        return nil
    }

    // MARK: - Timers

    /// Queues a timer and returns its identifier.
    @discardableResult
    mutating func scheduleTimer(
        waiter: VirtualClock.Waiter, work: @escaping @MainActor @Sendable (VirtualClock.Timer) -> Void
    ) -> UInt64 {
        let id = makeIdentifier()
        insert(Entry(id: id, sequence: id, waiter: waiter, action: .run(work)))
        return id
    }

    /// Whether a waiter with this identifier is queued.
    ///
    /// - Complexity: O(*n*), where *n* is the number of waiters.
    func contains(_ id: UInt64) -> Bool {
        heap.contains { $0.id == id }
    }

    // MARK: - Moving

    /// Takes the next waiter due by `target` out of the queue and sets the time to its deadline.
    ///
    /// A repeating timer is queued again one interval after its deadline, before its work runs,
    /// so that the work can invalidate it.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of waiters.
    mutating func takeNext(dueBy target: VirtualClock.Instant) -> Entry? {
        guard let place = heap.first, place.deadline <= target, let first = remove(at: 0) else { return nil }
        moveTime(to: first.waiter.deadline)
        if case .timer(let interval?) = first.waiter.kind {
            var next = first
            next.sequence = makeIdentifier()
            next.waiter.deadline = first.waiter.deadline.advanced(by: interval)
            next.waiter.scheduledAt = now
            insert(next)
        }
        return first
    }

    /// Takes the next waiter due by `target`, unless it would begin one generation too many at its
    /// instant.
    ///
    /// - Parameters:
    ///   - target: The latest deadline to take.
    ///   - generations: The generations the move has counted so far.
    /// - Returns: The waiter taken, or why none was.
    /// - Complexity: O(log *n*), where *n* is the number of waiters.
    mutating func takeNext(
        dueBy target: VirtualClock.Instant, counting generations: inout InstantGenerations
    ) -> Next {
        guard let place = heap.first, place.deadline <= target else { return .nothingDue }
        guard generations.admit(sequence: place.sequence, deadline: place.deadline, newest: lastIdentifier)
        else {
            return nextEntry.map { .runaway($0.waiter) } ?? .nothingDue
        }
        return takeNext(dueBy: target).map(Next.due) ?? .nothingDue
    }

    /// Moves the time forward to `target`; an earlier target leaves it where it is.
    mutating func moveTime(to target: VirtualClock.Instant) {
        if target > now { now = target }
    }

    // MARK: - The queue

    /// Where a queued waiter stands in the heap: what orders it, and where its entry is kept.
    private struct Place {
        /// The waiter's deadline.
        let deadline: VirtualClock.Instant
        /// Its sequence number, which orders equal deadlines.
        let sequence: UInt64
        /// Its identifier.
        let id: UInt64
        /// Where its entry is in ``ClockSchedule/stored``.
        let slot: Int

        /// Whether this waiter comes due before `other`: it has the earlier deadline, or the same
        /// deadline and was scheduled first.
        func comesBefore(_ other: Place) -> Bool {
            // Not a tuple comparison: in a debug build, that looks up tuple metadata every time.
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    /// Takes a waiter out of the queue by identifier.
    ///
    /// - Complexity: O(*n*), where *n* is the number of waiters: finding it takes a scan, taking
    ///   it out O(log *n*).
    mutating func remove(_ id: UInt64) -> Entry? {
        guard let index = heap.firstIndex(where: { $0.id == id }) else { return nil }
        return remove(at: index)
    }

    /// Queues a waiter: after every waiter due earlier, or at the same time and scheduled first.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of waiters.
    private mutating func insert(_ entry: Entry) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            stored[slot] = entry
        } else {
            slot = stored.count
            stored.append(entry)
        }
        heap.append(
            Place(deadline: entry.waiter.deadline, sequence: entry.sequence, id: entry.id, slot: slot))
        siftUp(from: heap.count - 1)
    }

    /// Takes the waiter at a position in the heap out of the queue, and moves the last place into
    /// its own.
    ///
    /// - Complexity: O(log *n*), where *n* is the number of waiters.
    private mutating func remove(at index: Int) -> Entry? {
        let place = heap[index]
        let last = heap.removeLast()
        if index < heap.count {
            // The last place may come due before the parent of its new position, or after a child.
            heap[index] = last
            siftUp(from: index)
            siftDown(from: index)
        }
        freeSlots.append(place.slot)
        return stored[place.slot].take()
    }

    /// Moves the place at `index` up, past every parent it comes due before.
    private mutating func siftUp(from index: Int) {
        let place = heap[index]
        var hole = index
        while hole > 0 {
            let parent = (hole - 1) / 2
            guard place.comesBefore(heap[parent]) else { break }
            heap[hole] = heap[parent]
            hole = parent
        }
        heap[hole] = place
    }

    /// Moves the place at `index` down, past every child that comes due before it.
    private mutating func siftDown(from index: Int) {
        let place = heap[index]
        var hole = index
        while true {
            let left = 2 * hole + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && heap[right].comesBefore(heap[left]) ? right : left
            guard heap[child].comesBefore(place) else { break }
            heap[hole] = heap[child]
            hole = child
        }
        heap[hole] = place
    }
}
