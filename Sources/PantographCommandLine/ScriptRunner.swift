#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PantographShell

/// Runs script inputs (files, standard input, `-e` texts) through a session, one line at
/// a time, and keeps the exit status.
///
/// - A failed line (`LineResult.failed`) records status 2 and stops all remaining input,
///   unless `keepGoing`.
/// - `quit`/`exit` stops everything (the status keeps what happened before).
/// - A read error in the middle of an input is reported like an unreadable file and
///   records status 66.
/// - SIGINT or SIGTERM (`Interrupt.stopSignal`, an atomic read after every line)
///   stops the run after the line it arrived in (a `settle` or `sweep` stops early),
///   with one line on standard error and status 130 or 143.
final class ScriptRunner {
    enum Outcome: Equatable {
        /// Every input was read to its end.
        case finished
        /// A command failed (without `--keep-going`) or an input could not be read.
        case stopped
        /// A command asked to leave.
        case quit
        /// A signal (SIGINT, SIGTERM) asked the run to stop.
        case interrupted
    }

    private let session: ShellSession
    private let streams: StandardStreams
    private let keepGoing: Bool
    /// `--echo`: each line is printed after the prompt before it runs, so that a
    /// script's output reads as a REPL transcript.
    private let echo: Bool
    private let isInterrupted: () -> Bool
    private(set) var status = RunStatus()

    init(session: ShellSession, streams: StandardStreams, keepGoing: Bool, echo: Bool = false,
         isInterrupted: @escaping () -> Bool = { false }) {
        self.session = session
        self.streams = streams
        self.keepGoing = keepGoing
        self.echo = echo
        self.isInterrupted = isInterrupted
    }

    /// Runs the inputs in order. The `-e` texts share one line counter: each starts on
    /// the line after the last line of the previous one, so without embedded newlines
    /// the line number is the 1-based index of the `-e` argument.
    func run(_ inputs: [ScriptInput]) -> Outcome {
        var nextCommandLine = 1
        for (index, input) in inputs.enumerated() {
            let outcome: Outcome
            switch input {
            case .file(let name, let fd):
                (outcome, _) = run(LineSplitter(FileDescriptorSource(fd: fd)), name: name, firstLine: 1,
                                   flushEachLine: Self.isLive(fd))
                if fd != 0 { closeDescriptor(fd) }
            case .commands(let text):
                let linesRead: Int
                (outcome, linesRead) = run(LineSplitter(BytesSource(text.utf8)),
                                           name: ScriptInput.commandLineName,
                                           firstLine: nextCommandLine)
                nextCommandLine += max(1, linesRead)
            }
            if outcome != .finished {
                for case .file(_, let fd) in inputs[(index + 1)...] where fd != 0 { closeDescriptor(fd) }
                return outcome
            }
        }
        return .finished
    }

    /// Runs one input; returns how it ended and how many lines were read.
    ///
    /// `flushEachLine`: the input is a terminal or a pipe, so whoever writes it may be
    /// waiting for each answer (a co-process): output goes out after every line. From a
    /// file, it goes out when the buffer fills and at the end.
    func run<Source: ByteSource>(_ splitter: LineSplitter<Source>, name: String,
                                 firstLine: Int, flushEachLine: Bool = false) -> (Outcome, Int) {
        // The session's state is lent to the input's lines (`ShellSession.Lines`): a
        // run of `pan` lines then pays no run-time exclusivity check per line.
        var lines = ShellSession.Lines(session)
        let ended = run(splitter, through: &lines, name: name, firstLine: firstLine, flushEachLine: flushEachLine)
        lines.end()
        return ended
    }

    private func run<Source: ByteSource>(_ splitter: LineSplitter<Source>, through lines: inout ShellSession.Lines,
                                         name: String, firstLine: Int, flushEachLine: Bool) -> (Outcome, Int) {
        var splitter = splitter
        var lineNumber = firstLine - 1
        // Read once, not per line: a stored closure or reference used inside the line's
        // closure was retained and released for every line.
        let (session, streams, echo) = (self.session, self.streams, self.echo)
        let isInterrupted = self.isInterrupted
        while true {
            let read: LineResult?
            do {
                // The line is lent in place, out of the splitter's chunk: the session
                // copies what it keeps.
                read = try splitter.withNextLine { line in
                    lineNumber += 1
                    if echo {
                        // The prompt reads the session's state: it has it back first.
                        lines.handBack()
                        // readline's invisible-text markers mean nothing outside readline.
                        let prompt = session.prompt.filter { $0 != "\u{1}" && $0 != "\u{2}" }
                        streams.write(prompt + String(decoding: line, as: UTF8.self) + "\n", to: .standardOutput)
                    }
                    return lines.execute(bytes: line.span, file: name, lineNumber: lineNumber, isInterrupted: isInterrupted)
                }
            } catch {
                if let signal = Interrupt.stopSignal { return (stop(by: signal, at: "\(name):\(lineNumber)"), lineNumber - firstLine + 1) }
                let reason = error.longestLine.map { "line \(lineNumber + 1) is longer than \($0) bytes" } ?? error.reason
                streams.writeError("\(Program.current.name): cannot read \(name): \(reason)\n")
                status.record(ExitStatus.cannotReadInput)
                return (.stopped, lineNumber - firstLine + 1)
            }
            guard let result = read else { return (.finished, lineNumber - firstLine + 1) }
            if flushEachLine { streams.flush() }
            if result.expectationFailed { status.record(ExitStatus.expectationFailed) }
            if result.failed { status.record(ExitStatus.commandFailed) }
            // `quit` wins over a failure on the same line: the user asked to leave.
            if result.quit { return (.quit, lineNumber - firstLine + 1) }
            // A signal wins over a failure on the same line: a sweep it cut short fails.
            if let signal = Interrupt.stopSignal { return (stop(by: signal, at: "\(name):\(lineNumber)"), lineNumber - firstLine + 1) }
            if result.failureStops(keepGoing: keepGoing) { return (.stopped, lineNumber - firstLine + 1) }
        }
    }

    /// The one line a stopping signal prints, and its status (130, 143).
    private func stop(by signal: Int32, at place: String) -> Outcome {
        streams.flush()
        streams.writeError("\(Program.current.name): \(Interrupt.describe(signal)) after \(place)\n")
        status.record(ExitStatus.stopped(by: signal))
        return .interrupted
    }

    /// A terminal, a pipe or a socket: input that someone may be writing as they read.
    static func isLive(_ fd: Int32) -> Bool {
        if isatty(fd) != 0 { return true }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFSOCK
    }
}
