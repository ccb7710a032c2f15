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

    /// A yes while the threads work: no item is taken after it, and the result is nil.
    @Test(arguments: [2, 4])
    func takingTurnsStopsWhenInterrupted(_ workers: Int) {
        let done = Counter()
        var asked = 0
        let result = Parallel.mapTakingTurns(Array(0..<2_000), workers: workers, isInterrupted: {
            asked += 1
            return asked == 3
        }) { item in
            Thread.sleep(forTimeInterval: 0.001)
            done.add()
            return item
        }
        #expect(result == nil && asked == 3)
        // Asked at the start and twice 10 ms apart: a few dozen items at most, each
        // thread finishing the one it holds.
        #expect(done.count > 0 && done.count < 1_000)
    }
}
