import SendingState

/// The newest occurrences a view reported, up to a capacity: a ring buffer that drops the oldest.
///
/// It grows as occurrences come, up to its capacity, then writes each new occurrence over the
/// oldest, so a long test keeps a flat memory footprint and an append never copies the log.
struct EventLog {
    /// The stored occurrences; once full, the oldest is at ``start``.
    private var storage: [SenderOccurrence] = []

    /// Where the oldest occurrence is in ``storage`` once it is full.
    private var start = 0

    /// The most occurrences kept; at least 1.
    private(set) var capacity: Int

    /// Creates an empty log.
    ///
    /// - Parameter capacity: The most occurrences to keep; at least 1.
    init(capacity: Int) {
        precondition(capacity >= 1, "an event log keeps at least one occurrence")
        self.capacity = capacity
    }

    /// The kept occurrences, oldest first.
    ///
    /// - Complexity: O(*n*), where *n* is the number of kept occurrences.
    var elements: [SenderOccurrence] {
        guard start != 0 else { return storage }
        return Array(storage[start...] + storage[..<start])
    }

    /// Adds an occurrence, dropping the oldest when the log is full.
    mutating func append(_ occurrence: SenderOccurrence) {
        if storage.count < capacity {
            storage.append(occurrence)
        } else {
            storage[start] = occurrence
            start = start + 1 == capacity ? 0 : start + 1
        }
    }

    /// Removes every occurrence, keeping the capacity.
    mutating func removeAll() {
        storage = []
        start = 0
    }

    /// Changes the capacity; when it shrinks below the number kept, the newest are kept.
    ///
    /// - Parameter newCapacity: The most occurrences to keep; at least 1.
    /// - Complexity: O(*n*), where *n* is the number of kept occurrences.
    mutating func setCapacity(_ newCapacity: Int) {
        precondition(newCapacity >= 1, "an event log keeps at least one occurrence")
        storage = Array(elements.suffix(newCapacity))
        start = 0
        capacity = newCapacity
    }
}
