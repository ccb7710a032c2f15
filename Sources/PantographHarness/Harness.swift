import PantographEngine
import PantographShell
import PantographUIKit

/// An app under test: the harness in-process, for Swift tests (docs/own-code.md, "In
/// Swift tests"). Commands are the command language's, run as lines of a script on a
/// fresh app; a command that fails, or an `expect` that fails, throws with the words
/// the command line would print. The records are returned as JSON Lines, and the app
/// itself (its views, its log) can be read between commands.
///
/// ```swift
/// let harness = try Harness(startPoint: CGPoint(x: 105, y: 405), root: DeeperApp.root)
/// try harness.drag(CGPoint(x: 0, y: -200))
/// #expect(harness.app.presentedController != nil)
/// ```
@MainActor public final class Harness {
    private let host: AppHost
    private let session: ShellSession
    private let sink = CollectingSink()
    private var lineNumber = 0

    /// A fresh app from `root`; `name`, `startPoint` and `actions` as for
    /// `PantographHarness.main`.
    public init(name: String = "app", startPoint: CGPoint? = nil, actions: [HarnessAction] = [],
                root: @escaping @MainActor () -> UIViewController) throws {
        host = AppHost(name: name, startPoint: startPoint.map { Point($0) }, actions: actions, root: root)
        var options = SessionOptions()
        options.format = .json
        do {
            session = try PantographHarness.session(host: host, options: options, sink: sink)
        } catch {
            throw HarnessError(message: error.message)
        }
    }

    /// The running app: what its screen shows (`views`), its log and console. After
    /// `undo`, or a failed command, it is a new app made from the root closure.
    public var app: HeadlessApp { host.app }

    /// The JSON record of each command `run` ran last, in order.
    public private(set) var records: [String] = []

    /// Runs `commands` (lines, or commands separated by `;`) as a script named `file`;
    /// returns their JSON records. Throws at the first command that fails, or when an
    /// `expect` failed, with the messages the command line prints.
    @discardableResult
    public func run(_ commands: String, file: String = "<harness>") throws -> [String] {
        sink.clear()
        var failed = false
        // Lines split as bytes: splitting a `String` walks its characters.
        for line in commands.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let result = session.execute(line: Array(line), file: file, lineNumber: lineNumber)
            if result.failed || result.expectationFailed {
                failed = true
                break
            }
        }
        records = sink.records
        if failed { throw HarnessError(message: sink.err) }
        return records
    }

    /// Runs the script at `path`, line by line, with its name in every message.
    @discardableResult
    public func runScript(at path: String) throws -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HarnessError(message: "cannot read \(path)")
        }
        let saved = lineNumber
        lineNumber = 0
        defer { lineNumber = saved }
        return try run(String(decoding: data, as: UTF8.self), file: path)
    }

    /// `drag DX,DY [from X,Y] [over SECONDS] [velocity VX,VY]`: a pan begun at once and
    /// ended, on the app's window.
    @discardableResult
    public func drag(_ translation: CGPoint, from start: CGPoint? = nil, over seconds: Double? = nil,
                     velocity: CGPoint? = nil) throws -> [String] {
        var command = "drag \(Self.show(translation))"
        if let start { command += " from \(Self.show(start))" }
        if let seconds { command += " over \(Values.show(seconds))" }
        if let velocity { command += " velocity \(Self.show(velocity))" }
        return try run(command)
    }

    /// `tap X,Y`.
    @discardableResult
    public func tap(_ point: CGPoint) throws -> [String] { try run("tap \(Self.show(point))") }

    /// What Tab offers at the end of `line`, as the REPL's completion does.
    public func completions(_ line: String) -> [String] { session.completions(lineBeforeCursor: line) }

    /// `call NAME`: an action registered with the harness.
    @discardableResult
    public func call(_ name: String) throws -> [String] { try run("call \(name)") }

    private static func show(_ point: CGPoint) -> String {
        "\(Values.show(Double(point.x))),\(Values.show(Double(point.y)))"
    }
}

/// A command that failed, or an expectation that did not hold, in a harness's run:
/// the messages the command line would print.
public struct HarnessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// What a harness's session prints, kept: standard output as its lines, each a JSON
/// record, cut where the bytes arrive (bench/harness.sh). A record is lent as a span,
/// a whole line (`OutputSink.write(record:to:)`), and made a `String` in one copy;
/// copying it a byte at a time into an array, and splitting that array with a
/// closure afterwards, cost more than the JSON writer that made it, and even one look
/// at each byte for the line's end cost a tenth of the writer. Other bytes and text
/// are looked through for their lines' ends. Empty lines are not records.
final class CollectingSink: OutputSink {
    /// The lines ended so far.
    private var lines: [String] = []
    /// The bytes after the last line's end, waiting for theirs.
    private var partial: [UInt8] = []
    private(set) var err = ""

    /// The lines of standard output, each a JSON record (a last line with no end too).
    var records: [String] {
        partial.isEmpty ? lines : lines + [String(decoding: partial, as: UTF8.self)]
    }

    func write(_ text: String, to stream: OutputChannel) {
        switch stream {
        case .standardOutput: take(text.utf8.span)
        case .standardError: err += text
        }
    }

    func write(utf8: Span<UInt8>, to stream: OutputChannel) {
        switch stream {
        case .standardOutput: take(utf8)
        case .standardError: err += Self.string(utf8)
        }
    }

    func write(record: Span<UInt8>, to stream: OutputChannel) {
        // A whole line, its newline the last byte and no other: a record as it is.
        let count = record.count
        guard stream == .standardOutput, partial.isEmpty, count > 1, record[count - 1] == UInt8(ascii: "\n") else {
            return write(utf8: record, to: stream)
        }
        lines.append(Self.string(record.extracting(0..<count - 1)))
    }

    func clear() {
        lines = []
        partial = []
        err = ""
    }

    /// `bytes` added to standard output: each line they end becomes a record.
    private func take(_ bytes: Span<UInt8>) {
        var start = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            let line = bytes.extracting(start..<i)
            start = i + 1
            if partial.isEmpty {
                if !line.isEmpty { lines.append(Self.string(line)) }
                continue
            }
            for j in line.indices { partial.append(line[j]) }
            lines.append(String(decoding: partial, as: UTF8.self))
            partial = []
        }
        let rest = bytes.extracting(start..<bytes.count)
        partial.reserveCapacity(partial.count + rest.count)
        for j in rest.indices { partial.append(rest[j]) }
    }

    /// The bytes as text in one copy; a sink is promised valid UTF-8, but bytes that
    /// are not are replaced, as `String(decoding:)` does, never trapped on.
    private static func string(_ bytes: Span<UInt8>) -> String {
        if let text = try? UTF8Span(validating: bytes) { return String(copying: text) }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count)
        for i in bytes.indices { copy.append(bytes[i]) }
        return String(decoding: copy, as: UTF8.self)
    }
}
