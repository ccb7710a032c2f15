// STUB: the real implementation replaces this file; the public API below is fixed.

/// Where the shell writes: the executable maps these to stdout and stderr.
public enum OutputStream: Sendable { case standardOutput, standardError }

public protocol OutputSink: AnyObject {
    func write(_ text: String, to stream: OutputStream)
}

public enum OutputFormat: String, Sendable, CaseIterable { case text, json }

public struct SessionOptions: Sendable {
    public var scenario: String = "deeper"
    public var format: OutputFormat = .text
    public var color: Bool = false
    public var quiet: Bool = false
    public init() {}
}

/// What happened to one input line.
public struct LineResult: Sendable, Equatable {
    /// A command on the line was `quit`/`exit`.
    public var quit = false
    /// A command on the line failed (parse or semantic error).
    public var failed = false
    public init() {}
}

public final class ShellSession {
    let sink: OutputSink
    public init(options: SessionOptions, sink: OutputSink) throws {
        self.sink = sink
    }

    /// The REPL prompt: scenario and the transition's phase/percent.
    public var prompt: String { "deeper> " }

    /// Runs one input line (raw bytes: invalid UTF-8 is reported, not crashed on).
    /// `isInterrupted` is polled by long-running commands (`settle`).
    public func execute(line: [UInt8], file: String, lineNumber: Int,
                        isInterrupted: () -> Bool = { false }) -> LineResult {
        let text = String(decoding: line, as: UTF8.self)
        var r = LineResult()
        if text == "quit" || text == "exit" { r.quit = true; return r }
        sink.write("ran: \(text)\n", to: .standardOutput)
        return r
    }

    /// Candidates for the word being typed at the end of `lineBeforeCursor`.
    public func completions(lineBeforeCursor: String) -> [String] {
        let words = ["help", "scenario", "reset", "set", "pan", "drag", "present", "dismiss",
                     "update", "finish", "cancel", "pause", "wait", "settle", "show", "quit", "exit"]
        let prefix = lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        return words.filter { $0.hasPrefix(prefix) }
    }
}
