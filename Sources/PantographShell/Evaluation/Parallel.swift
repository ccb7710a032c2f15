import Dispatch

/// The shell's only parallel code: maps over a list, on `workers` threads, whose
/// result is in the list's order whatever the number of threads. Each thread works on
/// its own values (`transform` must not share mutable state, but for a `Flag`); the
/// results are joined in order.
enum Parallel {
    static func map<T: Sendable, U: Sendable>(_ items: ArraySlice<T>, workers: Int,
                                              _ transform: @escaping @Sendable (T) -> U) -> [U] {
        let workers = min(max(1, workers), items.count)
        guard workers > 1 else { return items.map(transform) }
        let parts = Slots<U>(count: workers)
        let per = (items.count + workers - 1) / workers
        let start = items.startIndex
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            let lo = start + min(w * per, items.count), hi = start + min((w + 1) * per, items.count)
            parts.set(w, items[lo..<hi].map(transform))
        }
        return parts.joined()
    }

    /// `transform` of each thread's whole slice: what a thread sets up once (its own
    /// copies of what it reads) serves its every item.
    static func mapSlices<T: Sendable, U: Sendable>(_ items: ArraySlice<T>, workers: Int,
                                                    _ transform: @escaping @Sendable (ArraySlice<T>) -> [U]) -> [U] {
        let workers = min(max(1, workers), items.count)
        guard workers > 1 else { return transform(items) }
        let parts = Slots<U>(count: workers)
        let per = (items.count + workers - 1) / workers
        let start = items.startIndex
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            let lo = start + min(w * per, items.count), hi = start + min((w + 1) * per, items.count)
            parts.set(w, transform(items[lo..<hi]))
        }
        return parts.joined()
    }

    /// `transform` of each item, on `workers` threads, each taking the next item as
    /// it comes free: with many more items than threads, the threads finish within an
    /// item of each other, where fixed slices, or rounds of one item per thread, left
    /// one waiting on the other at every end. The results are in the items' order
    /// whatever the number of threads. The calling thread does none of the work: it
    /// asks `isInterrupted` before the threads start and every 10 ms while they work
    /// (it may read state no other thread may touch); once it says yes, no thread
    /// takes another item, and the result is nil. On one worker the items are mapped
    /// here, the question asked before each. `progress` is told, on the calling thread
    /// and as often, how many items the threads have taken.
    static func mapTakingTurns<T: Sendable, U: Sendable>(_ items: [T], workers: Int, isInterrupted: () -> Bool,
                                                         progress: (Int) -> Void = { _ in },
                                                         _ transform: @escaping @Sendable (T) -> U) -> [U]? {
        var results: [U] = []
        results.reserveCapacity(items.count)
        guard forEachTakingTurns(items, workers: workers, isInterrupted: isInterrupted, progress: progress, transform,
                                 inOrder: { results.append($0) }) else { return nil }
        return results
    }

    /// The same, each result handed to `consume` on the calling thread, in the items'
    /// order, as soon as it and every one before it are made (looked at every 10 ms
    /// while the threads work): what waits is only what the threads made ahead of the
    /// next in order, so a long list of large results is never all held. False once
    /// interrupted; `consume` is then not called again.
    static func forEachTakingTurns<T: Sendable, U: Sendable>(_ items: [T], workers: Int, isInterrupted: () -> Bool,
                                                             progress: (Int) -> Void = { _ in },
                                                             _ transform: @escaping @Sendable (T) -> U,
                                                             inOrder consume: (U) -> Void) -> Bool {
        let workers = min(max(1, workers), items.count)
        guard workers > 1 else {
            for (k, item) in items.enumerated() {
                progress(k)
                if isInterrupted() { return false }
                consume(transform(item))
            }
            return true
        }
        if isInterrupted() { return false }
        let parts = Slots<U>(count: items.count)
        let turns = Turns(count: items.count)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let k = turns.next() { parts.set(k, [transform(items[k])]) }
            }
        }
        var next = 0
        func handOn() {
            while next < items.count, let made = parts.take(next) {
                consume(made)
                next += 1
            }
        }
        while group.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            progress(turns.taken)
            if isInterrupted() { turns.stop() }
            if !turns.stopped { handOn() }
        }
        guard !turns.stopped else { return false }
        handOn()
        return true
    }

    /// The next item to take, under a lock; none once stopped.
    private final class Turns: @unchecked Sendable {
        private var handedOut = 0
        private var isStopped = false
        private let count: Int
        private let lock = DispatchQueue(label: "pantograph.parallel.turns")
        init(count: Int) { self.count = count }
        func next() -> Int? {
            lock.sync {
                guard !isStopped, handedOut < count else { return nil }
                defer { handedOut += 1 }
                return handedOut
            }
        }
        /// How many items the threads have taken so far.
        var taken: Int { lock.sync { handedOut } }
        func stop() { lock.sync { isStopped = true } }
        var stopped: Bool { lock.sync { isStopped } }
    }

    /// A flag the threads raise and read, under a lock.
    final class Flag: @unchecked Sendable {
        private var raised = false
        private let lock = DispatchQueue(label: "pantograph.parallel.flag")
        func raise() { lock.sync { raised = true } }
        var isRaised: Bool { lock.sync { raised } }
    }

    /// Each thread's results by its index, written once each under a lock.
    private final class Slots<U: Sendable>: @unchecked Sendable {
        private var slots: [[U]]
        private let lock = DispatchQueue(label: "pantograph.parallel.results")
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ index: Int, _ results: [U]) { lock.sync { slots[index] = results } }
        func joined() -> [U] { lock.sync { Array(slots.joined()) } }
        /// The one result at `index`, once set, taken out; nil before.
        func take(_ index: Int) -> U? {
            lock.sync {
                guard let result = slots[index].first else { return nil }
                slots[index] = []
                return result
            }
        }
    }
}
