import Foundation
import PantographEngine
import PantographShell
import PantographTestSupport
import Testing

/// Collects what a session writes, stdout and stderr apart.
final class CapturingSink: OutputSink {
    var out = ""
    var err = ""
    func write(_ text: String, to stream: OutputChannel) {
        if stream == .standardOutput { out += text } else { err += text }
    }
}

/// A row of a table-driven parser test: a command line and the command it means.
struct LineMeaning: CustomTestStringConvertible, Sendable {
    var line: String
    var command: Command
    var testDescription: String { line }
}

/// A row of a table-driven error test: a line that fails, the column its error points
/// at, and words its message holds.
struct LineError: CustomTestStringConvertible, Sendable {
    var line: String
    var column: Int
    var message: String
    var testDescription: String { line }
}

struct ScriptRun {
    var out: String
    var err: String
    var results: [LineResult]
    var session: ShellSession

    var failed: Bool { results.contains { $0.failed } }
}

/// Runs a script the way `pantograph FILE` does: line by line, stopping at the
/// first failed line unless `keepGoing`.
func run(_ script: String, format: OutputFormat = .text, keepGoing: Bool = false,
         file: String = "test.pg", scene: String = "deeper", files: SessionFiles? = nil) throws -> ScriptRun {
    let (session, sink) = try ShellProbe.session(format: format, keepGoing: keepGoing, scene: scene)
    session.files = files
    var results: [LineResult] = []
    // Split bytes, not Characters: Swift treats "\r\n" as one Character.
    for (index, line) in Array(script.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        let result = session.execute(line: Array(line), file: file, lineNumber: index + 1)
        results.append(result)
        if result.quit || result.failureStops(keepGoing: keepGoing) { break }
    }
    return ScriptRun(out: sink.out, err: sink.err, results: results, session: session)
}

/// The golden scripts and their expected outputs, relative to the repository root.
let goldenPath = "Tests/PantographShellTests/Golden"
let goldenDirectory = Repository.url(goldenPath)

/// A scene as a test's argument is its name: printed whole, one scene was 12,000
/// characters on a line of `swift test`'s output (docs/setup.md, "The tests' output").
extension Scene: CustomTestStringConvertible {
    public var testDescription: String { name }
}
