import PantographUIKit // Foundation (re-exported): Process, pipes, JSON
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Jobs on every core for an app's code (docs/architecture.md, "Worker processes").
/// UIKit's classes are main-actor isolated, and a process has one main thread, so an
/// app's code runs on one core per process: the pool starts the harness's own
/// executable again, once per worker, with `flag` (`serve` answers there), and hands
/// each a job's bytes in turn; the results come back in the jobs' order whatever the
/// number of workers, so what a command prints from them is the same on any number.
///
/// A job is bytes in and bytes out: what they mean is the caller's (`judge` sends an
/// `AppTrial` as JSON and gets its outcome back). Each worker takes the next job as
/// soon as it is done with its last, so workers finish within a job of each other.
public struct WorkerPool: Sendable {
    /// The argument that makes a harness a worker (`PantographHarness.main`).
    public static let flag = "--pantograph-worker"

    public var workers: Int
    public var executable: String
    public var arguments: [String]

    /// `workers` copies of `executable` run with `arguments`: by default this process's
    /// own executable as a worker.
    public init(workers: Int, executable: String? = nil, arguments: [String] = [WorkerPool.flag]) {
        self.workers = max(1, workers)
        self.executable = executable ?? Self.currentExecutable
        self.arguments = arguments
    }

    /// The running executable's path.
    public static var currentExecutable: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Why the jobs did not all come back.
    public enum Failure: Error, Equatable, Sendable {
        /// A worker could not be started: the system's words.
        case cannotStart(String)
        /// The worker running job `job` (0-based) ended before it answered: its exit
        /// status, or the signal that ended it. The first such job, in the jobs' order.
        case workerEnded(job: Int, status: Int32, bySignal: Bool)
    }

    /// Each job's result, in the jobs' order; nil once `isInterrupted` said yes (asked
    /// every 10 ms on this thread while the workers work; they are then stopped).
    public func run(_ jobs: [[UInt8]], isInterrupted: () -> Bool) throws(Failure) -> [[UInt8]]? {
        if jobs.isEmpty { return [] }
        let count = min(workers, jobs.count)
        var processes: [(process: Process, input: FileHandle, output: FileHandle)] = []
        for _ in 0..<count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let input = Pipe(), output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            do {
                try process.run()
            } catch {
                for started in processes { started.process.terminate() }
                throw .cannotStart("\(executable): \(error.localizedDescription)")
            }
            processes.append((process, input.fileHandleForWriting, output.fileHandleForReading))
        }
        let shared = Shared(jobs: jobs)
        let group = DispatchGroup()
        for (w, worker) in processes.enumerated() {
            let (input, output) = (worker.input, worker.output)
            DispatchQueue.global().async(group: group) {
                defer { try? input.close() }
                while let job = shared.take() {
                    guard (try? Frame.write(jobs[job], to: input)) != nil, let result = Frame.read(from: output) else {
                        shared.lost(job, by: w)
                        return
                    }
                    shared.set(job, result)
                }
            }
        }
        var interrupted = isInterrupted()
        if interrupted { shared.stop() }
        while group.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
            if !interrupted, isInterrupted() {
                interrupted = true
                shared.stop()
                for worker in processes { worker.process.terminate() }
            }
        }
        var ended: Failure?
        for (w, worker) in processes.enumerated() {
            worker.process.waitUntilExit()
            if let job = shared.lostJob(by: w), !interrupted {
                let failure = Failure.workerEnded(job: job, status: worker.process.terminationStatus,
                                                  bySignal: worker.process.terminationReason == .uncaughtSignal)
                if case .workerEnded(let first, _, _)? = ended, first < job { continue }
                ended = failure
            }
        }
        if let ended { throw ended }
        if interrupted { return nil }
        return shared.results()
    }

    /// The worker's side: reads jobs from standard input until it closes, and answers
    /// each on standard output with `answer`'s bytes; then exits. What the job's code
    /// prints goes to standard error, so no `print` in an app's code can garble the answers.
    public static func serve(_ answer: ([UInt8]) -> [UInt8]) -> Never {
        let answers = FileHandle(fileDescriptor: dup(1), closeOnDealloc: true)
        _ = dup2(2, 1)
        let jobs = FileHandle.standardInput
        while let job = Frame.read(from: jobs) {
            do {
                try Frame.write(answer(job), to: answers)
            } catch {
                exit(1)
            }
        }
        exit(0)
    }

    /// What the workers' threads share: the next job, the results, and the job a
    /// worker lost when it ended.
    private final class Shared: Sendable {
        private struct State {
            var next = 0
            var stopped = false
            var results: [[UInt8]?]
            var lost: [Int: Int] = [:]
        }
        private let state: Mutex<State>
        private let count: Int

        init(jobs: [[UInt8]]) {
            count = jobs.count
            state = Mutex(State(results: Array(repeating: nil, count: jobs.count)))
        }

        func take() -> Int? {
            state.withLock { s in
                guard !s.stopped, s.next < count else { return nil }
                defer { s.next += 1 }
                return s.next
            }
        }

        func set(_ job: Int, _ result: [UInt8]) { state.withLock { $0.results[job] = result } }

        /// A worker ended with `job` unanswered: no other job is started.
        func lost(_ job: Int, by worker: Int) {
            state.withLock {
                $0.lost[worker] = job
                $0.stopped = true
            }
        }

        func lostJob(by worker: Int) -> Int? { state.withLock { $0.lost[worker] } }
        func stop() { state.withLock { $0.stopped = true } }
        func results() -> [[UInt8]] { state.withLock { $0.results.map { $0 ?? [] } } }
    }

    /// A job or a result on a pipe: its length in 8 bytes, little-endian, then its bytes.
    enum Frame {
        static func write(_ bytes: [UInt8], to handle: FileHandle) throws {
            var data = Data(capacity: 8 + bytes.count)
            data.append(contentsOf: (0..<8).map { UInt8(truncatingIfNeeded: bytes.count >> (8 * $0)) })
            data.append(contentsOf: bytes)
            try handle.write(contentsOf: data)
        }

        /// Nil at the end of the stream, or when it ends inside a frame.
        static func read(from handle: FileHandle) -> [UInt8]? {
            guard let head = exactly(8, from: handle) else { return nil }
            let length = head.reversed().reduce(0) { $0 << 8 | Int($1) }
            guard length >= 0, length < 1 << 40 else { return nil }
            return length == 0 ? [] : exactly(length, from: handle)
        }

        private static func exactly(_ count: Int, from handle: FileHandle) -> [UInt8]? {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count)
            while bytes.count < count {
                guard let data = try? handle.read(upToCount: count - bytes.count), !data.isEmpty else { return nil }
                bytes.append(contentsOf: data)
            }
            return bytes
        }
    }
}
