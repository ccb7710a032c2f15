import PantographUIKit // Foundation (re-exported): NSCondition, FileHandle
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension WorkerPool.Running {
    /// A run whose items come while it runs (`judge`'s trials, handed on as the files
    /// are read: docs/performance.md, "`judge` on an app"), and whose end the calling
    /// process shares: the workers work while the caller reads the rest, then the
    /// caller takes its own part (`WorkerStream.finish`). `add` appends items; while
    /// more may come, each worker's thread cuts its next job of `largest` items from the
    /// front of those not yet sent. Once `finish` says none will, the workers cut their
    /// jobs from the back, and the caller, once every job before it is answered, runs
    /// the rest from the front in its own process until the two meet; the jobs shrink
    /// as they meet (a quarter of a share of what is left), so both end within a small
    /// job of each other. `cancel` (a file refused) ends the workers and drops them.
    /// Used from the thread that started the pool.
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

/// A run of a pool fed while it runs, which the calling process ends with its workers
/// (`WorkerPool.Running.stream`).
///
/// Why the caller's own part comes from the front: it runs the app's code in its own
/// process, where a trap ends the run naming its trace, and the trace named must be
/// the first in order that traps, as on one worker. Every item before the caller's
/// part is answered before it starts, and every item the workers take after it is
/// later in order, so a trap in the caller's part is the first; a worker's trap only
/// ends that worker, and its job is run by the caller afterwards, in order.
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

    /// No more items: the caller's part run by `here` in this process while the
    /// workers take theirs from the back, then the answers, each for the range of items
    /// its job held, in the items' order and covering them all; nil where the pool could
    /// not answer (a worker ended on that job, or one before it the caller had not yet
    /// reached), for the caller to run itself, in order. Nil once `isInterrupted` says
    /// yes (asked every 10 ms on this thread while it waits, and by `here`, which says
    /// so by giving nil): the workers are then ended.
    public func finish(isInterrupted: () -> Bool, here: (ArraySlice<Item>) -> Answer?) -> [(items: Range<Int>, answer: Answer?)]? {
        shared.close()
        // Every job the workers took from the front, answered first: a trap in `here`
        // must be the first in order.
        while !shared.frontAnswered(waitingUpTo: 0.01) {
            if isInterrupted() { return interrupted() }
        }
        while let (number, items) = shared.takeHere() {
            guard let answer = here(items) else { return interrupted() }
            shared.answer(number, answer)
        }
        while group.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            if isInterrupted() { return interrupted() }
        }
        if isInterrupted() { return interrupted() }
        // Every job is answered, or will run here: the workers are done with.
        pool.stopWithoutWaiting()
        return shared.answers()
    }

    private func interrupted() -> [(items: Range<Int>, answer: Answer?)]? {
        end()
        group.wait()
        pool.stop()
        return nil
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

    /// What the workers' threads and the caller share: the items, the jobs cut from
    /// them, the answers, and the first job a worker ended on.
    final class Shared: @unchecked Sendable {
        private let condition = NSCondition()
        private let largest: Int
        private let workers: Int
        private var items: [Item] = []
        /// Items from here on are in no job yet.
        private var cut = 0
        /// Once closed, items from here on are in jobs the workers took from the back.
        private var back = 0
        private var closed = false
        /// The jobs taken from the front before `close`, all the workers', which the
        /// caller waits for before it runs its own part.
        private var front = 0
        /// No job is taken any more: a worker ended on one, or `stop`.
        private var stopped: Bool
        private var ended = false
        private var jobs: [Range<Int>] = []
        private var replies: [Answer?] = []
        private var answered: [Bool] = []

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
            back = items.count
            front = jobs.count
            condition.broadcast()
            condition.unlock()
        }

        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
        }

        /// Whether every job taken before `close` is answered, or none will be (a worker
        /// ended: the caller runs them), waiting up to `seconds` for it.
        func frontAnswered(waitingUpTo seconds: Double) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let until = Date(timeIntervalSinceNow: seconds)
            while !stopped, answered[..<front].contains(false) {
                guard condition.wait(until: until) else { return false }
            }
            return true
        }

        /// The size of the next job once closed: a quarter of a share of what is left,
        /// the caller counted as one more worker.
        private func closingSize(_ ready: Int) -> Int {
            let share = 4 * (workers + 1)
            return min(largest, max(1, (ready + share - 1) / share))
        }

        /// The caller's next part, from the front: nil once the workers' jobs from the
        /// back reach it, or no job is taken any more.
        func takeHere() -> (Int, ArraySlice<Item>)? {
            condition.lock()
            defer { condition.unlock() }
            guard !stopped, back > cut else { return nil }
            let range = cut..<cut + closingSize(back - cut)
            cut = range.upperBound
            return (record(range), items[range])
        }

        func answer(_ number: Int, _ answer: Answer?) {
            condition.lock()
            replies[number] = answer
            answered[number] = true
            if closed { condition.broadcast() }
            condition.unlock()
        }

        /// A job's number.
        private func record(_ range: Range<Int>) -> Int {
            jobs.append(range)
            replies.append(nil)
            answered.append(false)
            return jobs.count - 1
        }

        /// A worker's next job, its number and items: nil once there is none to take.
        /// While more items may come, it is `later` unless `waiting` (then it waits for
        /// `largest` of them): a job is made ahead, while the worker works on the one
        /// before, only once the items are all in, so that when the caller starts its
        /// own part it waits for one job per worker, not two.
        private func take(waiting: Bool) -> Taken {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if stopped { return .none }
                if closed {
                    guard back > cut else { return .none }
                    let range = back - closingSize(back - cut)..<back
                    back = range.lowerBound
                    return .job(record(range), items[range])
                }
                if waiting, items.count - cut >= largest {
                    let range = cut..<cut + largest
                    cut += largest
                    return .job(record(range), items[range])
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

        /// One worker's side, as `WorkerPool.Running.run`'s: once the items are all in,
        /// the next job made while the worker works on the one before, and sent as soon
        /// as that one's answer is in; before, the answer is taken first, then the
        /// thread takes (or waits for) the next job.
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
                self.answer(current, answer(reply))
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

        /// Every item's job and its answer, in the items' order, nil where none came;
        /// the items no job took, one range with no answer.
        func answers() -> [(items: Range<Int>, answer: Answer?)] {
            condition.lock()
            defer { condition.unlock() }
            var all = zip(jobs, replies).map { (items: $0, answer: $1) }
            let untaken = cut..<(closed ? back : items.count)
            if !untaken.isEmpty { all.append((untaken, nil)) }
            return all.sorted { $0.items.lowerBound < $1.items.lowerBound }
        }
    }
}
