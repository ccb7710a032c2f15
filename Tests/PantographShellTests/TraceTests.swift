import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// Files for `replay` and `judge`: texts by path, and the repository's own files
/// (the sample corpus) by their path from its root.
final class TraceFiles: SessionFiles {
    var texts: [String: String]
    init(_ texts: [String: String] = [:]) { self.texts = texts }

    static let root = Repository.root

    func read(_ path: String) throws(FileError) -> [UInt8] {
        if let text = texts[path] { return Array(text.utf8) }
        guard path.hasPrefix("docs/"), let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(path).path) else {
            throw FileError("cannot read \(path): No such file or directory")
        }
        return Array(data)
    }
    func startRecording(_ path: String, sync: Bool) throws(FileError) { throw FileError("cannot record") }

    /// What `tools/make-traces.py ARGUMENTS…` prints.
    static func generated(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("tools/make-traces.py").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
    func recordLine(_ line: String) throws(FileError) {}
    func stopRecording() {}
}

/// The trace format, `replay` and `judge` (docs/recording.md).
@Suite struct TraceTests {
    static let corpus = ["docs/examples/traces/flicks.jsonl", "docs/examples/traces/drags.jsonl"]

    static func session(_ texts: [String: String] = [:], format: OutputFormat = .json, workers: Int = 1,
                        scene: String = "deeper") throws -> (ShellSession, CapturingSink) {
        let (session, sink) = try ShellProbe.session(format: format, scene: scene, workers: workers)
        session.files = TraceFiles(texts)
        return (session, sink)
    }

    /// Messages as one line each: the lines a message wraps onto joined back.
    static func unwrapped(_ text: String) -> String {
        text.replacing(/\n +/, with: " ")
    }

    static func lastRecord(_ sink: CapturingSink) throws -> [String: Any] {
        try ShellProbe.object(try #require(ShellProbe.lines(sink.out).last))
    }

    // MARK: - The JSON Lines reader

    @Test(arguments: [
        (#"{"t": 0.5, "x": -1e2, "y": 0, "phase": "began"}"#, 4),
        (#" { "id" : "a\"b\u00e9\ud83d\ude00" , "t":1,"x":2,"y":3,"phase":"moved"} "#, 5),
        ("{}", 0),
    ])
    func readsAValidLine(_ line: String, _ count: Int) throws {
        let fields = try JSONLine.object(ArraySlice(Array(line.utf8)))
        #expect(fields.count == count)
        if count == 5 { #expect(fields[0].value == .string("a\"bé😀")) }
        if count == 4 { #expect(fields[1].value == .number(-100)) }
    }

    @Test(arguments: [
        (#"{"t": NaN}"#, 7, "expected a number or a string"),
        (#"{"t": 01}"#, 8, "no leading zeros"),
        (#"{"t": 1.}"#, 9, "a digit after '.'"),
        (#"{"t": 1e999}"#, 7, "not a finite number"),
        (#"{"t": true}"#, 7, "expected a number or a string"),
        (#"{"t": 1, "t": 2}"#, 10, "given twice"),
        (#"{"t": 1} x"#, 10, "the end of the line"),
        (#"{"t": "a"#, 9, "closing"),
        (#"{"t" 1}"#, 6, "':'"),
        (#"[1]"#, 1, "'{'"),
        (#"{"t": "\x"}"#, 8, "unknown escape"),
        (#"{"t": "\ud800"}"#, 14, "lone surrogate"),
    ])
    func refusesABadLineAtItsColumn(_ line: String, _ column: Int, _ message: String) {
        #expect(throws: JSONLine.Failure.self) { try JSONLine.object(ArraySlice(Array(line.utf8))) }
        do {
            _ = try JSONLine.object(ArraySlice(Array(line.utf8)))
        } catch {
            #expect(error.column == column, "\(line): \(error.message)")
            #expect(error.message.contains(message), "\(line): \(error.message)")
        }
    }

    // MARK: - Trace files

    static let good = """
        {"t": 10, "x": 105, "y": 405, "phase": "began"}
        {"t": 10.02, "x": 105, "y": 380, "phase": "moved"}
        {"t": 10.04, "x": 105, "y": 300, "phase": "ended"}
        """

    /// A line that is not a valid sample refuses the whole file: every such line is
    /// listed, at FILE:LINE:COL, and no trace is loaded.
    @Test(arguments: [
        (#"{"t": 1, "x": 2, "phase": "moved"}"#, "missing 'y'"),
        (#"{"t": 1, "x": 2, "y": 3}"#, "missing 'phase'"),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "move"}"#, "did you mean 'moved'"),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "moved", "vx": 4}"#, "'vx' without 'vy'"),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "moved", "vy": 4}"#, "'vy' without 'vx'"),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "moved", "vX": 4, "vy": 4}"#, "did you mean 'vx'"),
        (#"{"t": "1", "x": 2, "y": 3, "phase": "moved"}"#, "'t' must be a number"),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "moved", "id": true}"#, "expected a number or a string"),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "moved", "intent": "finish"}"#, "'intent' goes on a trace's 'began' sample or its end"),
        (#"{"t": NaN, "x": 2, "y": 3, "phase": "moved"}"#, "expected a number"),
    ])
    func aMalformedLineRefusesTheFile(_ bad: String, _ message: String) throws {
        let text = Self.good + "\n" + bad + "\n" + Self.good + "\n"
        #expect(throws: TraceFileError.self) { try TraceFile.parse(Array(text.utf8), name: "f.jsonl") }
        do {
            _ = try TraceFile.parse(Array(text.utf8), name: "f.jsonl")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.lines[0].hasPrefix("f.jsonl:4:"), "\(error.lines)")
            #expect(error.lines[0].contains(message), "\(error.lines)")
        }
        // Through the command: refused, and nothing changes.
        let (session, sink) = try Self.session(["f.jsonl": text], format: .text)
        let before = ShellProbe.snapshot(session)
        let results = ShellProbe.feed(session, ["replay f.jsonl", "judge f.jsonl"])
        #expect(results.allSatisfy { $0.failed })
        #expect(sink.err.contains("replay: f.jsonl is not a trace file; nothing was loaded"))
        #expect(sink.err.contains("f.jsonl:4:"))
        #expect(ShellProbe.snapshot(session) == before)
    }

    /// A sequence that is not a trace skips that trace, said at its line; the others load.
    @Test(arguments: [
        ("{\"t\": 10.01, \"x\": 105, \"y\": 400, \"phase\": \"moved\"}\n{\"t\": 10.005, \"x\": 105, \"y\": 390, \"phase\": \"moved\"}\n{\"t\": 10.03, \"x\": 105, \"y\": 380, \"phase\": \"ended\"}",
         6, "time goes back, t 10.005 after 10.01"),
        ("{\"t\": 10.01, \"x\": 105, \"y\": 400, \"phase\": \"moved\"}\n" + good, 6, "a second 'began' before it ended"),
        ("{\"t\": 10.01, \"x\": 105, \"y\": 400, \"phase\": \"moved\", \"id\": \"b\"}\n{\"t\": 10.03, \"x\": 105, \"y\": 380, \"phase\": \"ended\"}",
         5, "id 'b' within trace without an id"),
    ])
    func aBadSequenceSkipsItsTrace(_ middle: String, _ line: Int, _ message: String) throws {
        // The middle trace begins at line 4, after a good one.
        let text = Self.good + "\n{\"t\": 10, \"x\": 105, \"y\": 405, \"phase\": \"began\"}\n" + middle + "\n" + Self.good + "\n"
        let file = try TraceFile.parse(Array(text.utf8), name: "f.jsonl")
        #expect(file.skipped.count == 1)
        #expect(file.skipped.first?.line == line, "\(file.skipped)")
        #expect(file.skipped.first?.message.contains(message) == true, "\(file.skipped)")
        #expect(file.skipped.first?.trace == 2)
        #expect(file.traces.map(\.number) == (message.contains("second") ? [1, 3, 4] : [1, 3]))
        // `judge` warns with FILE:LINE and judges the rest; `replay … trace 2` is refused with why.
        let (session, sink) = try Self.session(["f.jsonl": text], format: .text)
        #expect(ShellProbe.feed(session, ["judge f.jsonl"]).allSatisfy { !$0.failed })
        #expect(sink.err.contains("f.jsonl:\(line):1: warning: trace 2 (line 4) skipped"))
        let before = ShellProbe.snapshot(session)
        #expect(ShellProbe.feed(session, ["replay f.jsonl trace 2"]).allSatisfy { $0.failed })
        #expect(sink.err.contains("test.pg:1:22: error: replay: f.jsonl:\(line):1: trace 2 (line 4) skipped"))
        #expect(ShellProbe.snapshot(session) == before)
    }

    /// Reading on several threads gives the same file, and the same errors in order.
    @Test(arguments: [2, 3, 7])
    func readingOnSeveralThreadsGivesTheSameFile(_ workers: Int) throws {
        for path in Self.corpus {
            let bytes = try TraceFiles().read(path)
            #expect(try TraceFile.parse(bytes, name: path, workers: workers) == TraceFile.parse(bytes, name: path))
        }
        let bad = Array((Self.good + "\n{\"t\": 1}\n" + Self.good + "\n{\"x\": NaN}\n[]\n").utf8)
        func lines(_ w: Int) -> [String] {
            do { _ = try TraceFile.parse(bad, name: "f", workers: w); return [] } catch { return error.lines }
        }
        #expect(lines(workers) == lines(1) && lines(1).count == 3)
        #expect(lines(1).map { $0.prefix(5) } == ["f:4:7", "f:8:7", "f:9:1"])
    }

    @Test func aTraceWithNoEndIsSkippedAtItsBeginning() throws {
        let text = Self.good + "\n{\"t\": 10, \"x\": 105, \"y\": 405, \"phase\": \"began\"}\n{\"t\": 10.01, \"x\": 105, \"y\": 400, \"phase\": \"moved\"}\n"
        let file = try TraceFile.parse(Array(text.utf8), name: "f.jsonl")
        #expect(file.skipped == [TraceProblem(trace: 2, line: 4, column: 1, message: "trace 2 (line 4) skipped: it has no end ('ended' or 'cancelled')")])
        #expect(file.traces.count == 1 && file.began == 2)
    }

    @Test func aSampleOutsideATraceIsSkipped() throws {
        let text = "{\"t\": 1, \"x\": 105, \"y\": 405, \"phase\": \"ended\"}\n" + Self.good
        let file = try TraceFile.parse(Array(text.utf8), name: "f.jsonl")
        #expect(file.skipped.map(\.line) == [1] && file.skipped[0].message.hasPrefix("an 'ended' sample outside any trace"))
        #expect(file.traces.count == 1 && file.traces[0].line == 2)
    }

    @Test func traceNumbersCountFromOneAndStopAtTheLast() throws {
        let (session, sink) = try Self.session(["f.jsonl": Self.good], format: .text)
        #expect(ShellProbe.feed(session, ["replay f.jsonl trace 2"]).allSatisfy { $0.failed })
        #expect(sink.err.contains("replay: f.jsonl holds 1 trace"))
        #expect(ShellProbe.feed(session, ["replay f.jsonl trace 1"]).allSatisfy { !$0.failed })
        #expect(ShellProbe.feed(session, ["replay f.jsonl trace 0"]).allSatisfy { $0.failed })
    }

    // MARK: - replay

    /// The `touch` commands a person would type for a trace, written from its samples;
    /// `logged` lifts with the logged velocity.
    static func typed(_ trace: Trace, logged: Bool = false) -> [String] {
        var lines: [String] = []
        var previous: TraceSample?
        for s in trace.samples {
            let at = "\(Values.show(s.location.x)),\(Values.show(s.location.y))"
            guard let p = previous else { lines.append("touch down \(at)"); previous = s; continue }
            let dt = Values.show(s.t - p.t)
            switch s.phase {
            case .began: Issue.record("a second began")
            case .moved: lines.append("touch move \(at) +\(dt)")
            case .ended, .cancelled:
                if s.location != p.location { lines.append("touch move \(at) +\(dt)") } else if s.t > p.t { lines.append("wait \(dt)") }
                let up = logged ? "touch up velocity \(Values.show(s.velocity!.x)),\(Values.show(s.velocity!.y))" : "touch up"
                lines.append(s.phase == .ended ? up : "touch cancel")
            }
            previous = s
        }
        return lines
    }

    /// Replaying a trace is typing its touches: the whole state is equal, in every
    /// scene the trace applies to, for every trace of the corpus (a sample of them).
    @Test(arguments: ["deeper", "sheet", "hero"])
    func replayingEqualsTypingTheTouches(_ scene: String) throws {
        for path in Self.corpus {
            let file = try TraceFile.parse(TraceFiles().read(path), name: path)
            for trace in file.traces where trace.number % 7 == 1 {
                let (replayed, _) = try Self.session(scene: scene)
                let (typed, _) = try Self.session(scene: scene)
                let r = ShellProbe.feed(replayed, ["replay \(path) trace \(trace.number)"])
                let t = ShellProbe.feed(typed, Self.typed(trace))
                #expect(r.contains { $0.failed } == t.contains { $0.failed }, "\(trace.label)")
                #expect(ShellProbe.snapshot(replayed) == ShellProbe.snapshot(typed), "\(scene) \(trace.label)")
            }
        }
    }

    /// `velocity logged` is typing `touch up velocity VX,VY` with the logged numbers.
    @Test func replayingWithTheLoggedVelocityEqualsTypingIt() throws {
        let path = Self.corpus[0]
        let file = try TraceFile.parse(TraceFiles().read(path), name: path)
        var differs = 0
        for trace in file.traces where trace.number % 5 == 2 {
            let (replayed, _) = try Self.session()
            let (typed, _) = try Self.session()
            let (estimated, _) = try Self.session()
            ShellProbe.feed(replayed, ["replay \(path) trace \(trace.number) velocity logged"])
            ShellProbe.feed(typed, Self.typed(trace, logged: true))
            ShellProbe.feed(estimated, ["replay \(path) trace \(trace.number) velocity estimated"])
            #expect(ShellProbe.snapshot(replayed) == ShellProbe.snapshot(typed), "\(trace.label)")
            if trace.samples.last?.phase == .ended {
                let logged = try #require(trace.samples.last?.velocity)
                #expect(replayed.state.simulator.release?.input.velocity == -logged.y, "\(trace.label)")
            }
            if ShellProbe.snapshot(replayed) != ShellProbe.snapshot(estimated) { differs += 1 }
        }
        #expect(differs > 0)
    }

    @Test func theLoggedVelocityMustBeLogged() throws {
        let (session, sink) = try Self.session(["f.jsonl": Self.good], format: .text)
        let before = ShellProbe.snapshot(session)
        #expect(ShellProbe.feed(session, ["replay f.jsonl velocity logged"]).allSatisfy { $0.failed })
        #expect(sink.err.contains("replay: f.jsonl:3: the 'ended' sample logs no velocity"))
        #expect(ShellProbe.snapshot(session) == before)
        #expect(ShellProbe.feed(session, ["replay f.jsonl velocity measured"]).allSatisfy { $0.failed })
        #expect(sink.err.contains("expected estimated or logged, got 'measured'"))
        // `judge` reports such a trace as not judged, and judges it by the estimate.
        ShellProbe.feed(session, ["judge velocity logged f.jsonl"])
        #expect(sink.out.contains("judged 0 of 1 trace") && sink.out.contains("logs no velocity"))
        ShellProbe.feed(session, ["judge f.jsonl"])
        #expect(sink.out.contains("judged 1 of 1 trace"))
    }

    /// `judge velocity logged` gives what `replay … velocity logged` then `compare` gives.
    @Test func judgeWithTheLoggedVelocityEqualsCompare() throws {
        let (session, sink) = try Self.session()
        ShellProbe.feed(session, ["judge velocity logged " + Self.corpus[0]])
        let result = try #require(try Self.lastRecord(sink)["result"] as? [String: Any])
        let rows = try #require(result["traces"] as? [[String: Any]])
        for row in rows where (row["trace"] as? Int ?? 0) % 10 == 3 {
            let (one, oneSink) = try Self.session()
            let number = try #require(row["trace"] as? Int)
            ShellProbe.feed(one, ["replay \(Self.corpus[0]) trace \(number) velocity logged", "compare"])
            let compared = try #require(try Self.lastRecord(oneSink)["result"] as? [String: Any])
            let judged = try #require(row["decisions"] as? [String: String])
            for name in ReleasePolicies.names {
                #expect((compared[name] as? [String: Any])?["decision"] as? String == judged[name], "\(number) \(name)")
            }
        }
    }

    /// How a trace's end becomes touches: a move there when the place differs, a wait
    /// when only the time does, nothing more when neither; equal timestamps are no
    /// step back in time.
    @Test(arguments: [
        ("105,300 at 0.05", ["down", "move 0.02", "move 0.03", "up"]),
        ("105,380 at 0.05", ["down", "move 0.02", "wait 0.03", "up"]),
        ("105,380 at 0.02", ["down", "move 0.02", "up"]),
        ("105,379.9 at 0.02", ["down", "move 0.02", "move 0", "up"]),
    ])
    func anEndMovesOrWaitsOnlyWhenItDiffers(_ end: String, _ expected: [String]) throws {
        let parts = end.split(separator: " ")
        let at = parts[0].split(separator: ","), t = parts[2]
        let text = "{\"t\": 0, \"x\": 105, \"y\": 405, \"phase\": \"began\"}\n{\"t\": 0.02, \"x\": 105, \"y\": 380, \"phase\": \"moved\"}\n"
            + "{\"t\": \(t), \"x\": \(at[0]), \"y\": \(at[1]), \"phase\": \"ended\"}\n"
        let file = try TraceFile.parse(Array(text.utf8), name: "f")
        #expect(file.skipped.isEmpty)
        let trace = try #require(file.traces.first)
        let steps: [String] = try Replay.inputs(trace).map { input, _ in
            switch input {
            case .touchDown: "down"
            case .touchMove(_, let dt): "move \(Values.show(((dt ?? -1) * 1e9).rounded() / 1e9))"
            case .advance(let dt): "wait \(Values.show((dt * 1e9).rounded() / 1e9))"
            case .touchUp: "up"
            default: "\(input)"
            }
        }
        #expect(steps == expected)
    }

    /// A touch that comes down off the screen refuses the trace, at its line; a move
    /// off it is replayed with the warning a drag gives (docs/recording.md).
    @Test func aTraceThatLeavesTheScreenWarnsOneThatStartsOffItIsRefused() throws {
        let text = """
            {"t": 0, "x": 105, "y": 405, "phase": "began"}
            {"t": 0.02, "x": 105, "y": 300, "phase": "moved"}
            {"t": 0.04, "x": 105, "y": -3, "phase": "moved"}
            {"t": 0.05, "x": 105, "y": -3, "phase": "ended"}
            {"t": 1, "x": 400, "y": 405, "phase": "began"}
            {"t": 1.1, "x": 105, "y": 300, "phase": "ended"}
            """
        let (session, sink) = try Self.session(["f.jsonl": text], format: .text)
        let before = ShellProbe.snapshot(session)
        let refused = ShellProbe.feed(session, ["replay f.jsonl trace 2"])
        #expect(refused.allSatisfy { $0.failed })
        #expect(sink.err.contains("test.pg:1:8: error: replay: f.jsonl:5: location 400,405 is outside the screen"))
        #expect(ShellProbe.snapshot(session) == before)
        sink.err = ""
        let replayed = ShellProbe.feed(session, ["replay f.jsonl"], firstLine: 2)
        #expect(!replayed[0].failed)
        #expect(sink.err.hasPrefix("test.pg:2:1: warning: the finger left the screen: 105.0,-3.0 is outside it (x\n"),
                "\(sink.err)")
        #expect(sink.err.components(separatedBy: "warning:").count == 2, "said once: \(sink.err)")
        // The same words as a drag that leaves the screen at the same place.
        let (drag, dragSink) = try Self.session([:], format: .text)
        ShellProbe.feed(drag, ["set clock manual", "touch down 105,405", "touch move 105,300", "touch move 105,-3"])
        #expect(dragSink.err.replacing("test.pg:4:1:", with: "test.pg:2:1:") == sink.err)
        #expect(session.state.simulator.gesture.location == Point(x: 105, y: -3))
    }

    /// The trace is read once, into the command: `undo` goes back over it, and the
    /// state after it is rebuilt without the file.
    @Test func undoGoesBackOverAReplay() throws {
        let files = TraceFiles(["f.jsonl": Self.good])
        let (session, _) = try Self.session()
        session.files = files
        let before = ShellProbe.snapshot(session)
        ShellProbe.feed(session, ["replay f.jsonl"])
        let after = ShellProbe.snapshot(session)
        #expect(after != before && session.state.simulator.isPresented)
        files.texts = [:]
        ShellProbe.feed(session, ["undo"])
        #expect(ShellProbe.snapshot(session) == before)
    }

    // MARK: - judge

    /// `judge` on the corpus gives, trace by trace, what `replay` then `compare` gives.
    @Test func judgeEqualsCompareAfterEachReplay() throws {
        let (session, sink) = try Self.session()
        ShellProbe.feed(session, ["judge " + Self.corpus.joined(separator: " ")])
        let result = try #require(try Self.lastRecord(sink)["result"] as? [String: Any])
        let rows = try #require(result["traces"] as? [[String: Any]])
        #expect(rows.count == 300)
        var disagreements = 0
        for row in rows {
            let (one, oneSink) = try Self.session()
            let file = try #require(row["file"] as? String), number = try #require(row["trace"] as? Int)
            ShellProbe.feed(one, ["replay \(file) trace \(number)", "compare"])
            let compared = try #require(try Self.lastRecord(oneSink)["result"] as? [String: Any])
            let judged = try #require(row["decisions"] as? [String: String])
            for name in ReleasePolicies.names {
                #expect((compared[name] as? [String: Any])?["decision"] as? String == judged[name], "\(file) \(number) \(name)")
            }
            if row["agree"] as? Bool == false { disagreements += 1 }
            #expect((row["agree"] as? Bool) == (Set(judged.values).count == 1))
        }
        #expect(disagreements > 0)
        // The table counts each policy's decisions.
        let table = try #require(result["policies"] as? [String: [String: Int]])
        for name in ReleasePolicies.names {
            for decision in ["finish", "cancel", "stay"] {
                let counted = rows.filter { ($0["decisions"] as? [String: String])?[name] == decision }.count
                #expect(table[name]?[decision] == counted, "\(name) \(decision)")
            }
        }
    }

    /// The same output, text and JSON, on 1 worker and on several.
    @Test(arguments: [OutputFormat.text, .json])
    func judgeIsTheSameOnAnyNumberOfWorkers(_ format: OutputFormat) throws {
        let line = "judge show all " + Self.corpus.joined(separator: " ")
        var outputs: [String] = []
        for workers in [1, 2, 3, 8] {
            let (session, sink) = try Self.session(format: format, workers: workers)
            ShellProbe.feed(session, [line])
            outputs.append(sink.out)
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].count > 1000)
    }

    @Test func judgeChangesNothingAndStopsWhenInterrupted() throws {
        let (session, sink) = try Self.session(format: .text, workers: 2)
        ShellProbe.feed(session, ["drag 0,-200"])
        let before = ShellProbe.snapshot(session)
        let ok = session.execute(line: Array(("judge " + Self.corpus[0]).utf8), file: "t", lineNumber: 1)
        #expect(!ok.failed && ShellProbe.snapshot(session) == before)
        let stopped = session.execute(line: Array(("judge " + Self.corpus[0]).utf8), file: "t", lineNumber: 2,
                                      isInterrupted: { true })
        #expect(stopped.failed && sink.err.contains("t:2:1: error: judge interrupted: nothing judged"))
        #expect(ShellProbe.snapshot(session) == before)
    }

    /// In text, `result` is made only when an `expect` reads it (`ResultSource`), each
    /// time one does, and it is the one a JSON record prints.
    @Test func judgeMakesItsResultWhenAnExpectReadsIt() throws {
        let line = "judge " + Self.corpus.joined(separator: " ")
        let (json, jsonSink) = try Self.session()
        ShellProbe.feed(json, [line])
        let result = try #require(try Self.lastRecord(jsonSink)["result"] as? [String: Any])
        let table = try #require(result["policies"] as? [String: [String: Int]])
        let rows = try #require(result["traces"] as? [[String: Any]])
        let finishes = try #require(table["threshold"]?["finish"])
        // Checked before it is indexed: a short list fails this test, not the process.
        try #require(rows.count == 300)
        let (text, textSink) = try Self.session(format: .text)
        let results = ShellProbe.feed(text, [
            line,
            "expect result.policies.threshold.finish == \(finishes)",
            "expect result.traces.299.trace == \(try #require(rows[299]["trace"] as? Int))",
            "expect result.traces.0.file == \(Self.corpus[0])",
        ])
        #expect(results.allSatisfy { !$0.failed && !$0.expectationFailed }, "\(textSink.err)")
    }

    /// A file refused after another was judged: the command fails whole, with no
    /// warning about the first file's skipped traces and no answer.
    @Test func judgeRefusingItsSecondFileSaysNothingOfTheFirst() throws {
        let skipping = [
            #"{"t": 0, "x": 100, "y": 400, "phase": "began"}"#, #"{"t": 0.1, "x": 100, "y": 300, "phase": "ended"}"#,
            #"{"t": 1, "x": 100, "y": 400, "phase": "began"}"#,
        ].joined(separator: "\n") + "\n"
        let (session, sink) = try Self.session(["a.jsonl": skipping, "b.jsonl": "{\"t\": 1}\n"], format: .text)
        let results = ShellProbe.feed(session, ["judge a.jsonl b.jsonl"])
        #expect(results.last?.failed == true && sink.out.isEmpty)
        #expect(sink.err.contains("test.pg:1:15: error: judge: b.jsonl is not a trace file; nothing was loaded"), "\(sink.err)")
        #expect(!sink.err.contains("warning"))
        // Alone, the first file is judged, after the warning about its unfinished trace.
        let (alone, aloneSink) = try Self.session(["a.jsonl": skipping], format: .text)
        #expect(ShellProbe.feed(alone, ["judge a.jsonl"]).last?.failed == false)
        #expect(aloneSink.err.hasPrefix("a.jsonl:3:1: warning: trace 2 (line 3) skipped: it has no end"), "\(aloneSink.err)")
        #expect(aloneSink.out.hasPrefix("judged 1 of 1 trace in 1 file"))
    }

    /// The text lists at most 10 disagreements unless `show` asks, before or after the files.
    @Test(arguments: [(nil, 10), ("3", 3), ("0", 0), ("all", 163)] as [(String?, Int)])
    func judgeShowsAScreenfulUnlessAsked(_ show: String?, _ rows: Int) throws {
        let (session, sink) = try Self.session(format: .text)
        ShellProbe.feed(session, ["judge " + (show.map { "show \($0) " } ?? "") + Self.corpus.joined(separator: " ")])
        // The disagreements, before the traces each policy gets wrong.
        let section = try #require(sink.out.components(separatedBy: "the policies disagree").dropFirst().first)
            .components(separatedBy: "\n\n")[0]
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("  flicks.jsonl:") || $0.hasPrefix("  drags.jsonl:") }
        #expect(listed.count == rows)
        #expect(sink.out.contains("the policies disagree on 163 traces"))
        // `show` may come after the files too.
        let (after, afterSink) = try Self.session(format: .text)
        ShellProbe.feed(after, ["judge " + Self.corpus.joined(separator: " ") + (show.map { " show \($0)" } ?? "")])
        #expect(afterSink.out == sink.out)
    }

    /// The keywords of `judge` go anywhere; each once, each with its value.
    @Test(arguments: [
        ("judge show 3 velocity logged a b", ["a", "b"], 3, Replay.Velocity.logged),
        ("judge a velocity logged b show all", ["a", "b"], Int.max, .logged),
        ("judge a b", ["a", "b"], nil, .estimated),
        ("judge velocity estimated a", ["a"], nil, .estimated),
    ] as [(String, [String], Int?, Replay.Velocity)])
    func judgeKeywordsGoAnywhere(_ line: String, _ paths: [String], _ shown: Int?, _ velocity: Replay.Velocity) throws {
        guard case .judge(let request) = try ShellProbe.parse(line) else { Issue.record("not a judge"); return }
        #expect(request.paths.map(\.text) == paths && request.shown == shown && request.velocity == velocity)
    }

    @Test(arguments: [
        ("judge a show", "'show' needs N|all"), ("judge show 1 a show 2", "'show' given twice"),
        ("judge velocity logged a velocity logged", "'velocity' given twice"), ("judge show 1", "missing FILE…"),
        ("judge a show many", "expected how many traces to show"), ("judge a velocity measured", "expected estimated or logged"),
    ])
    func judgeKeywordErrors(_ line: String, _ message: String) throws {
        #expect(throws: ArgumentError.self) { try ShellProbe.parse(line) }
        do { _ = try ShellProbe.parse(line) } catch { #expect((error as? ArgumentError)?.message.contains(message) == true, "\(error)") }
    }

    @Test func judgeRefusesWhileAFingerIsDownAndWhereNoPolicyJudges() throws {
        let (session, sink) = try Self.session(format: .text)
        #expect(ShellProbe.feed(session, ["touch down 100,400", "judge \(Self.corpus[0])"]).last?.failed == true)
        #expect(sink.err.contains("judge replays its own touches; end the gesture in progress"))
        let (card, cardSink) = try Self.session(format: .text, scene: "card")
        #expect(ShellProbe.feed(card, ["judge \(Self.corpus[0])"]).last?.failed == true)
        #expect(cardSink.err.contains("judge needs a gesture that a release policy judges"))
    }
}
