import Foundation
import PantographEngine
import PantographShell
import Testing

/// Collects what a session writes, stdout and stderr apart.
final class CapturingSink: OutputSink {
    var out = ""
    var err = ""
    func write(_ text: String, to stream: OutputChannel) {
        if stream == .standardOutput { out += text } else { err += text }
    }
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
         file: String = "test.pg", scenario: String = "deeper", files: SessionFiles? = nil) throws -> ScriptRun {
    var options = SessionOptions()
    options.format = format
    options.keepGoing = keepGoing
    options.scenario = scenario
    let sink = CapturingSink()
    let session = try ShellSession(options: options, sink: sink)
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

/// The directory of golden scripts and their expected outputs.
let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// Set PANTOGRAPH_RECORD=1 to rewrite golden files instead of comparing.
let recording = ProcessInfo.processInfo.environment["PANTOGRAPH_RECORD"] == "1"

/// A readable first difference between two texts, line by line.
func firstDifference(_ expected: String, _ actual: String) -> String {
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(e.count, a.count) {
        let el = i < e.count ? String(e[i]) : "<end>"
        let al = i < a.count ? String(a[i]) : "<end>"
        if el != al { return "line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
    }
    return "no difference"
}

/// A small seeded generator (SplitMix64): the tests that draw random cases draw the
/// same ones on every run, so a failure can be run again.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A scene as a test's argument is its name: printed whole, one scene was 12,000
/// characters on a line of `swift test`'s output (docs/setup.md, "The tests' output").
extension Scenario: CustomTestStringConvertible {
    public var testDescription: String { name }
}
