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

/// Ctrl-C and the progress line: what `explore` reports while it runs, and what it
/// prints when stopped.
@MainActor @Suite struct ExploreInterruptTests {
    private final class Collected: OutputSink, ProgressDisplay {
        var out = "", err = ""
        var shown: [CommandProgress] = []
        func write(_ text: String, to stream: OutputChannel) {
            switch stream {
            case .standardOutput: out += text
            case .standardError: err += text
            }
        }
        func show(_ progress: CommandProgress?) { if let progress { shown.append(progress) } }
    }

    private func session(_ sink: Collected) throws -> ShellSession {
        let host = AppHost(name: "CompleteTwice", startPoint: nil,
                           actions: [HarnessAction("openMessage") { CompleteTwiceApp.openMessage(in: $0) }],
                           root: { CompleteTwiceApp.root(fixed: false) })
        var options = SessionOptions()
        options.format = .text
        return try PantographHarness.session(host: host, options: options, sink: sink)
    }

    /// Stopped once ten sessions have run (they come a batch at a time, on one worker as
    /// on many: at twenty, a batch being four jobs of five sessions a worker), it prints what those found, shrunk as far as it got (here not at all:
    /// the interrupt stays), and says so; the app is as it was.
    @Test func ctrlCStopsItWithWhatItFound() throws {
        let sink = Collected()
        let session = try session(sink)
        session.progress = sink
        _ = session.execute(line: Array("call openMessage".utf8), file: "t.pg", lineNumber: 1)
        let result = session.execute(line: Array("explore sessions 30 steps 6 seed 1".utf8), file: "t.pg", lineNumber: 2,
                                     isInterrupted: { (sink.shown.last?.done ?? 0) >= 10 })
        #expect(!result.failed)
        #expect(sink.out.contains("# explore: interrupted after 20 of 30 sessions of up to 6 steps, seed 1: 2 findings "
                                  + "(completedTwice, completedAfterCancel)"),
                "\(sink.out)")
        #expect(sink.out.contains("# seed 1, session 0: 5 steps shrunk to 5"), "\(sink.out)")
        (sink.out, sink.err) = ("", "")
        _ = session.execute(line: Array("expect presented == true".utf8), file: "t.pg", lineNumber: 3)
        #expect(sink.err.isEmpty, "\(sink.err)")
    }

    /// Stopped inside a batch, after two of its four jobs (the interrupt is asked
    /// once before the batch, then before each job): the sessions of the jobs done are
    /// kept, and what they found is printed.
    @Test func ctrlCInsideABatchKeepsTheJobsDone() throws {
        let sink = Collected()
        let session = try session(sink)
        _ = session.execute(line: Array("call openMessage".utf8), file: "t.pg", lineNumber: 1)
        var asked = 0
        let result = session.execute(line: Array("explore sessions 30 steps 6 seed 1".utf8), file: "t.pg", lineNumber: 2,
                                     isInterrupted: { asked += 1; return asked > 3 })
        #expect(!result.failed)
        #expect(sink.out.contains("# explore: interrupted after 10 of 30 sessions of up to 6 steps, seed 1:"),
                "\(sink.out)")
        #expect(sink.out.contains("# seed 1, session 0:"), "\(sink.out)")
    }

    /// On a terminal: the sessions run and the findings so far, to the display only.
    @Test func theProgressLineSaysSessionsAndFindings() throws {
        let sink = Collected()
        let session = try session(sink)
        session.progress = sink
        _ = session.execute(line: Array("explore sessions 25 steps 4 seed 1".utf8), file: "t.pg", lineNumber: 1)
        #expect(sink.shown.first == CommandProgress(command: "explore", step: "sessions", done: 0, total: 25,
                                                    detail: "0 run, 0 findings"))
        #expect(sink.shown.map(\.done) == [0, 20])
        #expect(sink.shown.last?.detail == "20 run, 1 finding")
        #expect(!sink.out.contains("run, "))
    }
}
