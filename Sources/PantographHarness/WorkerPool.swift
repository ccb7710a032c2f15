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
/// executable again, once per worker, with `flag` (`serve` answers there), and keeps
/// the processes for as long as a command needs them (`start`, then `Running.run` as
/// often as it likes, then `Running.stop`): a process's start costs more than many
/// jobs. Each worker takes the next job as soon as it has answered its last, and the
/// answers come back in the jobs' order whatever the number of workers, so what a
/// command prints from them is the same on any number.
///
/// A job is bytes in and bytes out: what they mean is the caller's (`judge` sends a
/// run of `AppTrial`s as `TrialBytes` and gets their outcomes back). A job the pool
/// could not have answered — its worker ended on it (a trap in the app's code), or one
/// after it — comes back as nil, for the caller to run in its own process, where a
/// trap is reported as on one worker. The process ignores SIGPIPE, as the command line
/// does (`StandardStreams`): a job written to a worker that just ended then fails
/// with EPIPE instead of ending the process.
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

    /// A worker could not be started: the system's words.
    public struct CannotStart: Error, Equatable, Sendable {
        public var message: String
    }

    /// The workers, started and waiting for jobs.
    public func start() throws(CannotStart) -> Running {
        var processes: [WorkerProcess] = []
        var pipes: [(input: FileHandle, output: FileHandle)] = []
        for _ in 0..<workers {
            do throws(CannotStart) {
                // A trap's `Fatal error` is printed once, by whoever runs the job again.
                let (process, input, output) = try launch(standardError: FileHandle.nullDevice)
                processes.append(process)
                pipes.append((input, output))
            } catch {
                _ = Running(processes: processes, pipes: pipes)
                throw error
            }
        }
        return Running(processes: processes, pipes: pipes)
    }

    /// One worker process, started: the pipes to its input and from its output; its
    /// standard error goes to `standardError` (a `Pipe` or a `FileHandle`).
    func launch(standardError: Any) throws(CannotStart) -> (process: WorkerProcess, input: FileHandle, output: FileHandle) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = standardError
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do {
            try process.run()
        } catch {
            throw CannotStart(message: "\(executable): \(error.localizedDescription)")
        }
        return (WorkerProcess(process, ended: ended), input.fileHandleForWriting, output.fileHandleForReading)
    }

    /// A started worker, and its end as soon as it comes: Foundation's `waitUntilExit`
    /// on Linux polls its run loop in steps of 50 ms, which a wake-up does not cut
    /// short, and a command waited out most of a step for its workers to end
    /// (docs/performance.md, "`judge` on an app"). Unchecked: used by one thread at a
    /// time, the pool's, then the thread that `stopWithoutWaiting` hands it to.
    final class WorkerProcess: @unchecked Sendable {
        private let process: Process
        private let ended: DispatchSemaphore
        private var waited = false

        fileprivate init(_ process: Process, ended: DispatchSemaphore) {
            self.process = process
            self.ended = ended
        }

        var processIdentifier: Int32 { process.processIdentifier }
        var isRunning: Bool { process.isRunning }

        /// Back once the process has ended (its termination handler ran).
        func waitUntilExit() {
            guard !waited else { return }
            waited = true
            ended.wait()
        }
    }

    /// The pool's processes, from `start` to `stop` (which the end of the value does
    /// too). Used from one thread, the one that started it.
    public final class Running {
        private var processes: [WorkerProcess]
        let pipes: [(input: FileHandle, output: FileHandle)]
        /// False once a worker ended (or was stopped): every job then comes back nil.
        public private(set) var isAlive = true

        fileprivate init(processes: [WorkerProcess], pipes: [(input: FileHandle, output: FileHandle)]) {
            self.processes = processes
            self.pipes = pipes
        }

        deinit { stop() }

        /// The workers' process ids, for a test to find them.
        public var processIdentifiers: [Int32] { processes.map(\.processIdentifier) }

        /// Jobs `0..<count`, each made by `job` and its answer read by `answer` on the
        /// thread that serves its worker: each answer in the jobs' order, nil where the
        /// pool could not answer (its worker ended; `answer` could not read it; a job
        /// after one a worker ended on). Once `isInterrupted` says yes (asked every
        /// 10 ms on this thread while the workers work) the workers are stopped, and the
        /// run gives nil, or with `keepingAnswers` the answers already in (nil for the
        /// rest): what `explore` found before a Ctrl-C is kept.
        public func run<Answer: Sendable>(_ count: Int, job: @escaping @Sendable (Int) -> [UInt8],
                                          answer: @escaping @Sendable ([UInt8]) -> Answer?,
                                          isInterrupted: () -> Bool, keepingAnswers: Bool = false) -> [Answer?]? {
            if isInterrupted() {
                stop()
                return keepingAnswers ? Array(repeating: nil, count: count) : nil
            }
            guard isAlive else { return Array(repeating: nil, count: count) }
            let shared = Shared<Answer>(jobs: count)
            let group = DispatchGroup()
            for (input, output) in pipes {
                DispatchQueue.global().async(group: group) { shared.serve(input, output, job: job, answer: answer) }
            }
            var interrupted = false
            while group.wait(timeout: .now() + .milliseconds(10)) == .timedOut {
                if !interrupted, isInterrupted() {
                    interrupted = true
                    shared.stop()
                    killWorkers()
                }
            }
            if interrupted || isInterrupted() {
                stop()
                return keepingAnswers ? shared.answers() : nil
            }
            if shared.workerEnded { stop() }
            return shared.answers()
        }

        /// Ends the workers at once, whatever they are doing: SIGKILL, not `terminate`'s
        /// SIGTERM, which a mask inherited from the starting thread may block (a
        /// dispatch thread blocks it).
        func killWorkers() {
            for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }

        /// Ends the workers: their input closes, and each exits when it has answered
        /// what it was given (at once when it is waiting, as between two `run`s).
        public func stop() {
            isAlive = false
            for pipe in pipes { try? pipe.input.close() }
            for process in processes { process.waitUntilExit() }
            processes = []
        }

        /// Ends the workers as `stop` does, without waiting for them: a worker that has
        /// answered everything exits at once, but the kernel's freeing of its memory
        /// took the harness 2.7 ms at the end of every `judge` (docs/performance.md,
        /// "The harness's own share of `judge`"). A thread of its own waits for them.
        public func stopWithoutWaiting() {
            isAlive = false
            for pipe in pipes { try? pipe.input.close() }
            let ending = processes
            processes = []
            guard !ending.isEmpty else { return }
            Thread.detachNewThread {
                for process in ending { process.waitUntilExit() }
            }
        }
    }

    /// What the workers' threads share during a `run`: the next job, the answers, and
    /// the first job a worker ended on.
    private final class Shared<Answer: Sendable>: Sendable {
        private struct State {
            var next = 0
            /// No job from here on is taken: a worker ended on this one, or `stop`.
            var end: Int
            var ended = false
            var answers: [Answer?]
        }
        private let state: Mutex<State>

        init(jobs: Int) {
            state = Mutex(State(end: jobs, answers: Array(repeating: nil, count: jobs)))
        }

        /// One worker's side of the run: the next job made while the worker works on
        /// the one before, and sent as soon as that one's answer is in, before the
        /// answer is read: the worker waits for nothing but the pipe.
        func serve(_ input: FileHandle, _ output: FileHandle, job: (Int) -> [UInt8], answer: ([UInt8]) -> Answer?) {
            guard var current = take() else { return }
            guard (try? Frame.write(job(current), to: input)) != nil else { return lost(current) }
            while true {
                let next = take()
                let bytes = next.map(job)
                guard let reply = Frame.read(from: output) else { return lost(current) }
                let sent = bytes.map { (try? Frame.write($0, to: input)) != nil } ?? true
                let value = answer(reply)
                state.withLock { $0.answers[current] = value }
                guard let next else { return }
                guard sent else { return lost(next) }
                current = next
            }
        }

        private func take() -> Int? {
            state.withLock { s in
                guard s.next < s.end else { return nil }
                defer { s.next += 1 }
                return s.next
            }
        }

        /// A worker ended with `job` unanswered: no job after it is taken.
        private func lost(_ job: Int) {
            state.withLock { s in
                s.ended = true
                s.end = min(s.end, job)
            }
        }

        var workerEnded: Bool { state.withLock { $0.ended } }
        func stop() { state.withLock { $0.end = 0 } }
        func answers() -> [Answer?] { state.withLock { $0.answers } }
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
