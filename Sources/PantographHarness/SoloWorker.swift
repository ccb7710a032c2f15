import PantographUIKit // Foundation (re-exported): Process, pipes
import Synchronization

/// One worker process of the harness (`WorkerPool`'s, started the same way) whose
/// standard error is kept: what `explore` runs a session on when a worker of the pool
/// ended on its job, and each shrinking candidate on, so that a trap in the app's code
/// ends this process, not the harness, and what the Swift runtime printed (`Fatal
/// error: …`) and where the session was (`Exploration.marker`) can be read. The
/// process answers job after job and is started again after one ends it.
final class SoloWorker {
    /// A job's end: its answer, or what the process wrote on standard error before the
    /// job ended it.
    enum Answer {
        case answered([UInt8])
        case ended(standardError: String)
    }

    private let pool = WorkerPool(workers: 1)
    private var running: (process: WorkerPool.WorkerProcess, input: FileHandle, output: FileHandle, errors: Errors)?

    deinit { stop() }

    /// `job`'s answer, or how the process ended on it.
    func run(_ job: [UInt8]) throws(WorkerPool.CannotStart) -> Answer {
        let (process, input, output, errors) = try started()
        errors.clear()
        if (try? WorkerPool.Frame.write(job, to: input)) != nil, let reply = WorkerPool.Frame.read(from: output) {
            return .answered(reply)
        }
        running = nil
        try? input.close()
        process.waitUntilExit()
        return .ended(standardError: errors.untilEnd())
    }

    /// Ends the process: its input closes, and it exits.
    func stop() {
        guard let (process, input, _, _) = running else { return }
        running = nil
        try? input.close()
        process.waitUntilExit()
    }

    private func started() throws(WorkerPool.CannotStart) -> (WorkerPool.WorkerProcess, FileHandle, FileHandle, Errors) {
        if let running { return running }
        let errors = Pipe()
        let (process, input, output) = try pool.launch(standardError: errors)
        let made = (process, input, output, Errors(errors.fileHandleForReading))
        running = made
        return made
    }

    /// The process's standard error, read as it comes on a thread of its own (so the
    /// app's prints never fill the pipe), its last 64 KiB kept.
    private final class Errors: Sendable {
        private let bytes = Mutex<[UInt8]>([])
        private let ended = DispatchSemaphore(value: 0)
        private static let kept = 1 << 16

        init(_ handle: FileHandle) {
            DispatchQueue.global().async { [self] in
                while let data = try? handle.read(upToCount: 1 << 14), !data.isEmpty {
                    bytes.withLock { b in
                        b.append(contentsOf: data)
                        if b.count > Self.kept { b.removeFirst(b.count - Self.kept) }
                    }
                }
                ended.signal()
            }
        }

        func clear() { bytes.withLock { $0.removeAll() } }

        /// Everything written since `clear`, once the process has ended.
        func untilEnd() -> String {
            ended.wait()
            return String(decoding: bytes.withLock { $0 }, as: UTF8.self)
        }
    }
}
