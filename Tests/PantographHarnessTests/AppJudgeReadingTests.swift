import Deeper
import PantographEngine
@testable import PantographHarness
@testable import PantographShell
import PantographTestSupport
import PantographUIKit
import Testing

/// `judge` on an app reads its files once (docs/performance.md, "`judge` on an app"):
/// every file is read, and refused in `judge`'s words, before any trace runs on a
/// fresh app, and the table is made from what that reading kept. The app's root
/// closure counts the apps made: the session's, then one per trace judged.
@MainActor @Suite struct AppJudgeReadingTests {
    private final class Collected: OutputSink {
        var out = "", err = ""
        func write(_ text: String, to stream: OutputChannel) {
            switch stream {
            case .standardOutput: out += text
            case .standardError: err += text
            }
        }
    }

    private final class Count { var apps = 0 }

    /// A text session over Deeper whose root closure counts the apps it makes.
    private func session(_ sink: Collected, _ count: Count) throws -> ShellSession {
        let host = AppHost(name: "deeper", startPoint: Point(x: 105, y: 405), actions: [], root: {
            count.apps += 1
            return DeeperApp.root()
        })
        var options = SessionOptions()
        options.format = .text
        let session = try PantographHarness.session(host: host, options: options, sink: sink)
        session.files = TraceFiles()
        return session
    }

    /// Two pans the app judges (good.jsonl), and a file whose second line is no sample
    /// (bad.jsonl), in memory.
    private final class TraceFiles: SessionFiles {
        let files = [
            "good.jsonl": """
                {"t": 0.0, "x": 105, "y": 405, "phase": "began", "id": "up"}
                {"t": 0.1, "x": 105, "y": 300, "phase": "moved", "id": "up"}
                {"t": 0.2, "x": 105, "y": 200, "phase": "ended", "id": "up"}
                {"t": 1.0, "x": 105, "y": 405, "phase": "began", "id": "short"}
                {"t": 1.1, "x": 105, "y": 395, "phase": "moved", "id": "short"}
                {"t": 1.2, "x": 105, "y": 390, "phase": "ended", "id": "short"}

                """,
            "bad.jsonl": """
                {"t": 0.0, "x": 105, "y": 405, "phase": "began"}
                {"t": 0.1, "x": 105, "phase": "moved"}

                """,
        ]

        func read(_ path: String) throws(FileError) -> [UInt8] {
            guard let text = files[path] else { throw FileError("no file \(path)") }
            return Array(text.utf8)
        }
        func startRecording(_ path: String, sync: Bool) throws(FileError) { throw FileError("cannot record") }
        func recordLine(_ line: String) throws(FileError) {}
        func stopRecording() {}
        func writeFile(_ contents: String, to path: String) throws(FileError) { throw FileError("cannot write") }
    }

    @Test func everyTraceRunsOnAFreshAppOnce() throws {
        let sink = Collected(), count = Count()
        let session = try session(sink, count)
        #expect(count.apps == 1)
        let result = session.execute(line: Array("judge good.jsonl".utf8), file: "t.pg", lineNumber: 1)
        #expect(!result.failed, "\(sink.err)")
        #expect(sink.out.hasPrefix("judged 2 of 2 traces in 1 file on deeper"), "\(sink.out)")
        #expect(count.apps == 3)
    }

    /// The second file is refused at its line and column, as the scenes' `judge`
    /// refuses it, before the first file's traces run: no app is made, nothing printed.
    @Test func aFileRefusedRunsNoTraceOfTheFilesBefore() throws {
        let sink = Collected(), count = Count()
        let session = try session(sink, count)
        let result = session.execute(line: Array("judge good.jsonl bad.jsonl".utf8), file: "t.pg", lineNumber: 1)
        #expect(result.failed)
        #expect(sink.out.isEmpty, "\(sink.out)")
        #expect(count.apps == 1)
        let scene = Collected()
        let onScene = try ShellSession(options: SessionOptions(), sink: scene)
        onScene.files = TraceFiles()
        _ = onScene.execute(line: Array("judge good.jsonl bad.jsonl".utf8), file: "t.pg", lineNumber: 1)
        #expect(sink.err == scene.err && sink.err.contains("bad.jsonl:2:"), "\(sink.err) against \(scene.err)")
    }

    /// Ctrl-C while the files are read: nothing runs, nothing is printed but why.
    @Test func ctrlCWhileReadingRunsNoTrace() throws {
        let sink = Collected(), count = Count()
        let session = try session(sink, count)
        let result = session.execute(line: Array("judge good.jsonl".utf8), file: "t.pg", lineNumber: 1,
                                     isInterrupted: { true })
        #expect(result.failed)
        #expect(sink.out.isEmpty, "\(sink.out)")
        #expect(sink.err == "t.pg:1:1: error: judge interrupted: nothing judged\n", "\(sink.err)")
        #expect(count.apps == 1)
    }
}
