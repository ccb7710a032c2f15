import Foundation
import Testing
@testable import PantographShell

/// The threads of `judge` (Parallel.swift): results in the items' order, and Ctrl-C
/// heard while they work.
@Suite struct ParallelTests {
    /// How many items were mapped, counted from the threads.
    final class Counter: @unchecked Sendable {
        private var n = 0
        private let lock = NSLock()
        func add() { lock.withLock { n += 1 } }
        var count: Int { lock.withLock { n } }
    }

    @Test(arguments: [1, 2, 3, 8])
    func takingTurnsKeepsTheItemsOrder(_ workers: Int) throws {
        let items = Array(0..<1_000)
        let mapped = try #require(Parallel.mapTakingTurns(items, workers: workers, isInterrupted: { false }) { $0 * $0 })
        #expect(mapped == items.map { $0 * $0 })
        #expect(Parallel.mapTakingTurns([Int](), workers: workers, isInterrupted: { false }) { $0 } == [])
    }

    /// Results are handed on in order while the threads still work: the last item waits
    /// until the first has been handed on, which a join at the end would never do (it
    /// would wait out its five seconds). This is what keeps `judge`'s pieces from all
    /// being held at once.
    @Test(arguments: [1, 2, 3])
    func takingTurnsHandsResultsOnAsTheyCome(_ workers: Int) {
        let first = Parallel.Flag(), waitedOut = Parallel.Flag()
        let items = Array(0..<40)
        var handed: [Int] = []
        let done = Parallel.forEachTakingTurns(items, workers: workers, isInterrupted: { false }, { item in
            if item == items.count - 1 && workers > 1 {
                let deadline = Date().addingTimeInterval(5)
                while !first.isRaised && Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
                if !first.isRaised { waitedOut.raise() }
            }
            return item
        }, inOrder: { item in
            if item == 0 { first.raise() }
            handed.append(item)
        })
        #expect(done && handed == items)
        #expect(!waitedOut.isRaised, "the first result was handed on only after the last was made")
    }

    /// A yes once the threads are at work: no item is taken after it, and the result
    /// is nil. (The threads may start late: the test runner keeps the pool busy.)
    @Test(arguments: [2, 4])
    func takingTurnsStopsWhenInterrupted(_ workers: Int) {
        let done = Counter()
        // 10,000 items of 1 ms: seconds of work, so that a stop that did not stop the
        // threads could not pass by finishing first.
        let result = Parallel.mapTakingTurns(Array(0..<10_000), workers: workers, isInterrupted: { done.count > 0 }) { item in
            Thread.sleep(forTimeInterval: 0.001)
            done.add()
            return item
        }
        // Asked every 10 ms: the yes comes within a few dozen items, each thread then
        // finishing the one it holds.
        #expect(result == nil)
        #expect(done.count > 0 && done.count < 5_000, "\(done.count) items done")
    }
}
