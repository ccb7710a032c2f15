#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A trap in an app's own code (a force unwrap of nil, `fatalError`, an index out of
/// range) ends an app's harness with the command that caused it and status 70
/// (`ExitStatus.appTrapped`), after the Swift runtime's own message (`Fatal error: …`).
/// The report is written before the command runs, into memory the handler only
/// reads: a signal handler may call nothing but async-signal-safe functions, so it
/// writes those bytes and exits. The REPL's history is already on disk: each line is
/// appended as it is read.
public enum TrapReport {
    /// The report's bytes, and how many of them are written.
    nonisolated(unsafe) private static let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    private static let length = Atomic<Int>(0)
    private static let capacity = 4096
    /// The status a trap ends the run with.
    public static let status = ExitStatus.appTrapped
    /// The program's name, for the report.
    private static let program = Mutex("")

    /// Catches the traps of the app's code (SIGILL and SIGTRAP, what the Swift runtime
    /// raises on Linux and macOS) for the program `name`.
    public static func install(program name: String) {
        program.withLock { $0 = name }
        for signalNumber in [SIGILL, SIGTRAP] { SignalAction.install(signalNumber, .plain(trapHandler)) }
    }

    /// The command about to run the app's code, at FILE:LINE, and what of it
    /// (`judge`'s trace): what the report names.
    public static func willRun(_ command: String, file: String, line: Int, on part: String? = nil) {
        note(message(command, file: file, line: line, on: part))
    }

    /// The app is about to be made from its root closure, before any command: a trap
    /// there names that. `willRun` (or `clear`) replaces it.
    public static func willMakeTheApp() {
        let name = program.withLock { $0 }
        note("\(name): the app's code trapped making the app (its root closure), before any command; "
             + "the run ends (status 70)\n")
    }

    /// No report: nothing of the app's code is about to run for a command.
    public static func clear() {
        length.store(0, ordering: .sequentiallyConsistent)
    }

    /// `text` as the whole report: what a worker leaves on standard error if the app's
    /// code traps now (where `explore`'s session is).
    public static func note(_ text: String) {
        let bytes = Array(text.utf8.prefix(capacity))
        length.store(0, ordering: .sequentiallyConsistent)
        bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
        length.store(bytes.count, ordering: .sequentiallyConsistent)
    }

    /// The app's code, run for this process in another (a worker, `WorkerPool`), ended
    /// that process: `what` happened (`the app's code trapped`), reported as a trap here
    /// is, and the run ends with the same status.
    public static func end(_ what: String, running command: String, file: String, line: Int, on part: String?) -> Never {
        let text = message(command, file: file, line: line, on: part, what: what)
        _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress!, $0.count - 1) }
        exit(ExitStatus.appTrapped)
    }

    private static func message(_ command: String, file: String, line: Int, on part: String?,
                                what: String = "the app's code trapped") -> String {
        let name = program.withLock { $0 }
        return "\(name): \(file):\(line): \(what) running '\(command)'" + (part.map { " on \($0)" } ?? "")
            + "; the run ends (status 70)\n"
    }

    fileprivate static func report() {
        let count = length.load(ordering: .sequentiallyConsistent)
        if count > 0 { _ = write(2, buffer, count) }
        _exit(ExitStatus.appTrapped)
    }
}

/// The handler for SIGILL and SIGTRAP: async-signal-safe operations only.
private let trapHandler: @convention(c) (Int32) -> Void = { _ in TrapReport.report() }
