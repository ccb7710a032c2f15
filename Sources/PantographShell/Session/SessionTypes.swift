import PantographEngine

/// Where the shell writes: the executable maps these to stdout and stderr.
public enum OutputChannel: Sendable { case standardOutput, standardError }

public protocol OutputSink: AnyObject {
    func write(_ text: String, to stream: OutputChannel)
}

public enum OutputFormat: String, Sendable, CaseIterable { case text, json }

public struct SessionOptions: Sendable {
    public var scenario: String = Scenarios.defaultName
    public var format: OutputFormat = .text
    public var color: Bool = false
    /// No per-command output; errors and warnings still go to stderr.
    public var quiet: Bool = false
    /// After a failed command, go on with the rest of the line.
    public var keepGoing: Bool = false
    public init() {}
}

/// What happened to one input line.
public struct LineResult: Sendable, Equatable {
    /// A command on the line was `quit`/`exit`.
    public var quit = false
    /// A command on the line failed (parse or semantic error).
    public var failed = false
    /// An `expect` on the line failed (exit status 1); no command sets it yet.
    public var expectationFailed = false
    public init() {}
}

/// A session that cannot start (an unknown `--scenario`, say).
public struct SessionError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
