import PantographEngine

/// Where the shell writes: the executable maps these to stdout and stderr.
public enum OutputChannel: Sendable { case standardOutput, standardError }

public protocol OutputSink: AnyObject {
    func write(_ text: String, to stream: OutputChannel)
    /// Valid UTF-8 (a JSON record), lent for the call without building a `String`.
    func write(utf8: Span<UInt8>, to stream: OutputChannel)
    /// One JSON record and its newline, the only line break in it (JSON escapes the
    /// others), lent as `write(utf8:to:)`'s bytes are: a sink that keeps lines need
    /// not look through it for more.
    func write(record: Span<UInt8>, to stream: OutputChannel)
    /// Writes out what is buffered: before an app's code runs, which may trap
    /// (PantographHarness), so that what was printed before it is not lost.
    func flush()
}

extension OutputSink {
    public func flush() {}

    public func write(record: Span<UInt8>, to stream: OutputChannel) { write(utf8: record, to: stream) }

    public func write(utf8: Span<UInt8>, to stream: OutputChannel) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for i in utf8.indices { bytes.append(utf8[i]) }
        write(String(decoding: bytes, as: UTF8.self), to: stream)
    }
}

public enum OutputFormat: String, Sendable, CaseIterable { case text, json }

public struct SessionOptions: Sendable {
    public var scene: String = SceneLibrary.defaultName
    /// `--scene FILE`: a scene file to start on, read by the executable.
    public var sceneFile: SceneFile?
    public var format: OutputFormat = .text
    public var color: Bool = false
    /// No per-command output; errors and warnings still go to stderr.
    public var quiet: Bool = false
    /// After a failed command, go on with the rest of the line.
    public var keepGoing: Bool = false
    /// `draw`'s width in columns when it gives none (20…400): the terminal's, when
    /// standard output is one.
    public var drawWidth: Int = ScreenDrawing.defaultWidth
    /// The terminal's lines, which `draw`'s picture fits; nil when standard output is
    /// not a terminal.
    public var drawHeight: Int?
    /// `draw`'s characters: Unicode box drawing, or ASCII for an output that is not UTF-8.
    public var charset: DrawCharset = .unicode
    /// Where errors, warnings and failed expectations wrap: 80 columns for a terminal,
    /// nil (never) when standard error is not one, so that `grep` finds a whole
    /// diagnostic on the line it matches.
    public var diagnosticWidth: Int? = TextLayout.width
    /// The threads `judge` runs on (at least 1): the executable's cores, or
    /// `PANTOGRAPH_WORKERS`.
    public var workers: Int = 1
    public init() {}
}

/// A scene file's name and bytes.
public struct SceneFile: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What happened to one input line.
public struct LineResult: Sendable, Equatable {
    /// A command on the line was `quit`/`exit`.
    public var quit = false
    /// A command on the line failed (parse or semantic error).
    public var failed = false
    /// An `expect` on the line (or in a script it sourced) failed: exit status 1.
    public var expectationFailed = false
    public init() {}

    /// Whether a failure here stops the rest of the input: the rest of the line, of a
    /// sourced script, of the files and `-e` texts of a run. The one statement of the
    /// rule (docs/scripts.md), which the line's commands, `source` and the executable's
    /// `ScriptRunner` all ask: a failed command stops what follows unless `--keep-going`.
    /// `quit` is apart: it stops everything, and a run reports it as its own outcome.
    public func failureStops(keepGoing: Bool) -> Bool { failed && !keepGoing }

    mutating func merge(_ other: LineResult) {
        quit = quit || other.quit
        failed = failed || other.failed
        expectationFailed = expectationFailed || other.expectationFailed
    }
}

/// Files a session reads (`source`) and writes (`record`): the executable's own
/// file system, or a test's. Errors are messages for the user.
public protocol SessionFiles: AnyObject {
    /// The whole file.
    func read(_ path: String) throws(FileError) -> [UInt8]
    /// The whole file, for reading on several threads (`judge`, `replay`); by default
    /// `read`'s array. The executable's refuses what is not a regular file or a pipe,
    /// stops reading a pipe after a line longer than `longestLine` bytes (the bytes then
    /// end inside that line, which the reader refuses), and stops with an error when the
    /// run is interrupted.
    func contents(of path: String, longestLine: Int) throws(FileError) -> FileBytes
    /// Opens `path` for appending (creating it), replacing any recording in progress.
    /// `sync`: every recorded line is flushed to the disk (fsync) before `recordLine`
    /// returns.
    func startRecording(_ path: String, sync: Bool) throws(FileError)
    /// Appends one line and flushes it, so that nothing is lost to a crash or Ctrl-C.
    func recordLine(_ line: String) throws(FileError)
    func stopRecording()
    /// Creates or replaces `path` with `contents` (`plot`); nothing is left behind on failure.
    func writeFile(_ contents: String, to path: String) throws(FileError)
}

public struct FileError: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// A session that cannot start (an unknown `--scene`, say).
public struct SessionError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// How far a long command (`judge`, `tune`) has come, for a line on a terminal: the
/// executable draws it there and clears it when the command ends. Nothing of it goes
/// into output, records or scripts.
public struct CommandProgress: Sendable, Equatable {
    /// The command, and what it is doing now (`reading and judging`, `tuning velocity`).
    public var command: String
    public var step: String
    /// Done of total, in the step's own units.
    public var done: Int
    public var total: Int
    /// What the line says after the percent (`explore`'s findings so far); empty: nothing.
    public var detail: String

    public init(command: String, step: String, done: Int, total: Int, detail: String = "") {
        self.command = command
        self.step = step
        self.done = done
        self.total = total
        self.detail = detail
    }

    /// 0…1.
    public var fraction: Double { total > 0 ? min(max(Double(done) / Double(total), 0), 1) : 0 }
}

/// Where a session shows a long command's progress: the executable's terminal line,
/// when standard error is a terminal and the records are text.
public protocol ProgressDisplay: AnyObject {
    /// Called on the command's thread, about every 10 ms while it runs; nil once it
    /// has ended (clear the line).
    func show(_ progress: CommandProgress?)
}
