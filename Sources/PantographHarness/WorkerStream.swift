import PantographUIKit // Foundation (re-exported): NSCondition, FileHandle
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension WorkerPool.Running {
    /// A run whose items come while it runs (`judge`'s trials, handed on as the files
    /// are read: docs/performance.md, "`judge` on an app"): the workers work while the
    /// caller reads the rest. `add` appends items; each worker's thread cuts the next
    /// job from the items not yet sent — `largest` of them while more may come, then,
    /// once `finish` says none will, a quarter of a worker's share of what is left
    /// (`WorkerPool.pieces`' rule), so the workers still end within a small job of
    /// each other. `finish` waits for the answers; `cancel` (a file refused) ends the
    /// workers and drops them. Used from the thread that started the pool.
    public func stream<Item: Sendable, Answer: Sendable>(largest: Int,
                                                         job: @escaping @Sendable (ArraySlice<Item>) -> [UInt8],
                                                         answer: @escaping @Sendable ([UInt8]) -> Answer?)
        -> WorkerStream<Item, Answer> {
        let shared = WorkerStream<Item, Answer>.Shared(largest: largest, workers: pipes.count, alive: isAlive)
        let group = DispatchGroup()
        // Threads of their own, not the dispatch pool's: they wait for items while the
        // caller reads them on the pool's threads, which a blocked pool starts slowly
        // (a second's wait per run when they shared it).
        for (input, output) in pipes {
            group.enter()
            Thread.detachNewThread {
                shared.serve(input, output, job: job, answer: answer)
                group.leave()
            }
        }
        return WorkerStream(pool: self, shared: shared, group: group)
    }
}

/// A run of a pool fed while it runs (`WorkerPool.Running.stream`).
public final class WorkerStream<Item: Sendable, Answer: Sendable> {
    private let pool: WorkerPool.Running
    private let shared: Shared
    private let group: DispatchGroup

    fileprivate init(pool: WorkerPool.Running, shared: Shared, group: DispatchGroup) {
        self.pool = pool
        self.shared = shared
        self.group = group
    }

    /// More items, after those already added.
    public func add<Items: Collection>(_ items: Items) where Items.Element == Item {
        shared.add(items)
    }

    /// No more items: the answers, each for the range of items its job held, in the
    /// items' order and covering them all; nil where the pool could not answer (a
    /// worker ended on that job, or it came after one a worker ended on), for the
    /// caller to run itself. Nil once `isInterrupted` says yes (asked every 10 ms on
    /// this thread): the workers are then ended.
    public func finish(isInterrupted: () -> Bool) -> [(items: Range<Int>, answer: Answer?)]? {
        shared.close()
        var interrupted = false
        while group.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            if !interrupted, isInterrupted() {
                interrupted = true
                end()
            }
        }
        if interrupted || isInterrupted() {
            pool.stop()
            return nil
        }
        if shared.workerEnded { pool.stop() }
        return shared.answers()
    }

    /// The run given up (a file refused, Ctrl-C while reading): no job is sent after
    /// this, the workers are ended without finishing theirs, and no answer is kept.
    public func cancel() {
        end()
        group.wait()
        pool.stop()
    }

    private func end() {
        shared.stop()
        pool.killWorkers()
    }

    /// What the workers' threads share: the items, the jobs cut from them, the answers,
    /// and the first job a worker ended on.
    final class Shared: @unchecked Sendable {
        private let condition = NSCondition()
        private let largest: Int
        private let workers: Int
        private var items: [Item] = []
        /// Items from here on are in no job yet.
        private var cut = 0
        private var closed = false
        /// No job is taken any more: a worker ended on one, or `stop`.
        private var stopped: Bool
        private var ended = false
        private var jobs: [Range<Int>] = []
        private var replies: [Answer?] = []

        init(largest: Int, workers: Int, alive: Bool) {
            self.largest = max(1, largest)
            self.workers = max(1, workers)
            stopped = !alive
        }

        func add<Items: Collection>(_ more: Items) where Items.Element == Item {
            guard !more.isEmpty else { return }
            condition.lock()
            items += more
            if items.count - cut >= largest { condition.broadcast() }
            condition.unlock()
        }

        func close() {
            condition.lock()
            closed = true
            condition.broadcast()
            condition.unlock()
        }

        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }

        /// The next job, its number and items: nil once there is none to take. While
        /// fewer than `largest` items wait and more may come, it waits for them when
        /// `waiting`, else it is `later`.
        private func take(waiting: Bool) -> Taken {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if stopped { return .none }
                let ready = items.count - cut
                if closed || ready >= largest {
                    guard ready > 0 else { return .none }
                    let share = 4 * workers
                    let size = closed ? min(largest, max(1, (ready + share - 1) / share)) : largest
                    let range = cut..<cut + size
                    cut += size
                    jobs.append(range)
                    replies.append(nil)
                    return .job(jobs.count - 1, items[range])
                }
                guard waiting else { return .later }
                condition.wait()
            }
        }

        private enum Taken {
            case job(Int, ArraySlice<Item>)
            case later
            case none
        }

        /// One worker's side, as `WorkerPool.Running.run`'s: the next job made while
        /// the worker works on the one before, and sent as soon as that one's answer is
        /// in; when the items for the next are not read yet, the answer is taken first,
        /// then the thread waits for them.
        func serve(_ input: FileHandle, _ output: FileHandle, job: (ArraySlice<Item>) -> [UInt8],
                   answer: ([UInt8]) -> Answer?) {
            guard case .job(var current, let first) = take(waiting: true) else { return }
            guard (try? WorkerPool.Frame.write(job(first), to: input)) != nil else { return lost() }
            while true {
                var next = take(waiting: false)
                var bytes: [UInt8]? = nil
                if case .job(_, let more) = next { bytes = job(more) }
                guard let reply = WorkerPool.Frame.read(from: output) else { return lost() }
                let sent = bytes.map { (try? WorkerPool.Frame.write($0, to: input)) != nil } ?? true
                let value = answer(reply)
                condition.lock()
                replies[current] = value
                condition.unlock()
                if case .later = next {
                    next = take(waiting: true)
                    guard case .job(_, let more) = next else { return }
                    guard (try? WorkerPool.Frame.write(job(more), to: input)) != nil else { return lost() }
                }
                guard case .job(let number, _) = next else { return }
                guard sent else { return lost() }
                current = number
            }
        }

        /// A worker ended with a job unanswered: no job is taken after it (those taken
        /// already come back nil too, as their answers may never come).
        private func lost() {
            condition.lock()
            ended = true
            stopped = true
            condition.broadcast()
            condition.unlock()
        }

        var workerEnded: Bool {
            condition.lock()
            defer { condition.unlock() }
            return ended
        }

        /// Every item's job and its answer, nil where none came; the items no job
        /// took, one range with no answer.
        func answers() -> [(items: Range<Int>, answer: Answer?)] {
            condition.lock()
            defer { condition.unlock() }
            var answered = zip(jobs, replies).map { (items: $0, answer: $1) }
            if cut < items.count { answered.append((cut..<items.count, nil)) }
            return answered
        }
    }
}
