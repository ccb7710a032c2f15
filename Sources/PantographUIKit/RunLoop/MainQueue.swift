/// An app's main dispatch queue on the virtual clock: what `DispatchQueue.main.async`
/// and `asyncAfter` put there, each block due at a moment (at once for `async`). The
/// run loop takes every block due when it drains, first due first and, among equals,
/// in the order they came; a block queued while the queue drains waits for the next
/// drain, as libdispatch's main-queue drain stops at the tail it saw when it began.
@MainActor struct MainQueue {
    private struct Entry {
        let due: TimeInterval
        let block: () -> Void
        /// The gesture whose action queued the block: what the block starts is the
        /// gesture's (the diagnostics' `interactionEndedBeforeStart`). Its `serial`.
        let gesture: Int?
    }

    /// Sorted by `due`; equal moments in the order queued.
    private var entries: [Entry] = []

    /// Clock readings add frame intervals up: a block due at 0.5 s is due on the frame
    /// whose reading is 0.5 less this.
    static let tolerance: TimeInterval = 1e-9

    var isEmpty: Bool { entries.isEmpty }

    /// Queues `block`, due at `due`, after every block due at or before then.
    mutating func add(due: TimeInterval, gesture: Int?, _ block: @escaping () -> Void) {
        let at = entries.firstIndex { $0.due > due } ?? entries.endIndex
        entries.insert(Entry(due: due, block: block, gesture: gesture), at: at)
    }

    /// Whether a block is due at `now`.
    func hasDue(at now: TimeInterval) -> Bool {
        guard let first = entries.first else { return false }
        return first.due <= now + Self.tolerance
    }

    /// Takes the blocks due at `now`, in the order they run, each with its gesture.
    mutating func takeDue(at now: TimeInterval) -> [(block: () -> Void, gesture: Int?)] {
        let count = entries.firstIndex { $0.due > now + Self.tolerance } ?? entries.endIndex
        let due = entries[..<count].map { ($0.block, $0.gesture) }
        entries.removeFirst(count)
        return due
    }
}
