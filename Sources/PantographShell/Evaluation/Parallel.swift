import Dispatch

/// The shell's only parallel code: a map over a list, on `workers` threads, whose
/// result is in the list's order whatever the number of threads. Each thread takes one
/// contiguous slice and works on its own values (`transform` must not share mutable
/// state); the slices' results are joined in order.
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

    /// Each thread's results by its index, written once each under a lock.
    private final class Slots<U: Sendable>: @unchecked Sendable {
        private var slots: [[U]]
        private let lock = DispatchQueue(label: "pantograph.parallel.results")
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ index: Int, _ results: [U]) { lock.sync { slots[index] = results } }
        func joined() -> [U] { lock.sync { Array(slots.joined()) } }
    }
}
