import Bugs
import PantographEngine
@testable import PantographHarness
@testable import PantographShell
import PantographTestSupport
import PantographUIKit
import Testing

/// docs/diagnostics.md, "Exploring": what `explore` prints, as text (a golden file),
/// is itself a script; run on a fresh app, it shows every finding again.
@MainActor @Suite struct ExploreOutputTests {
    private final class Collected: OutputSink {
        var out = "", err = ""
        func write(_ text: String, to stream: OutputChannel) {
            switch stream {
            case .standardOutput: out += text
            case .standardError: err += text
            }
        }
    }

    /// A text session over CompleteTwice (two diagnostics, one app), and what it wrote.
    private func run(_ lines: [String], file: String = "explore.pg") throws -> (out: String, err: String) {
        let host = AppHost(name: "CompleteTwice", startPoint: nil,
                           actions: [HarnessAction("openMessage") { CompleteTwiceApp.openMessage(in: $0) }],
                           root: { CompleteTwiceApp.root(fixed: false) })
        let sink = Collected()
        var options = SessionOptions()
        options.format = .text
        let session = try PantographHarness.session(host: host, options: options, sink: sink)
        for (i, line) in lines.enumerated() {
            _ = session.execute(line: Array(line.utf8), file: file, lineNumber: i + 1)
        }
        return (sink.out, sink.err)
    }

    @Test func theTextIsAScriptThatShowsEveryFindingAgain() throws {
        let (out, err) = try run(["explore sessions 30 steps 6 seed 1"])
        #expect(err.isEmpty, "\(err)")
        try Snapshot.expect(out, matches: "Tests/PantographHarnessTests/Golden/explore.txt", rerun: "ExploreOutputTests")
        #expect(out.split(separator: "\n").allSatisfy { $0.hasPrefix("#") || Exploration.command(String($0)) != nil })
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (_, warnings) = try run(lines, file: "found.pg")
        #expect(!warnings.contains("error:"), "\(warnings)")
        #expect(warnings.contains("warning: completedTwice: ") && warnings.contains("warning: completedAfterCancel: "),
                "\(warnings)")
    }

    /// On a scene there is no app's code to explore: it fails with the reason.
    @Test func aSceneRefusesIt() throws {
        let sink = Collected()
        let session = try ShellSession(options: SessionOptions(), sink: sink)
        _ = session.execute(line: Array("explore".utf8), file: "s.pg", lineNumber: 1)
        #expect(sink.err.replacingOccurrences(of: "\n    ", with: " ") == "s.pg:1:1: error: explore does not apply to a scene: it explores an app's own code; "
                + "run it in the app's harness (docs/own-code.md)\n")
    }
}
