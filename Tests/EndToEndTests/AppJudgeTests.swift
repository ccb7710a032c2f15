import Foundation
import PantographTestSupport
import Testing

/// `judge` over an app's own code runs each trace on a fresh app, on every core: a
/// worker process per core (`WorkerPool`), whose output is byte for byte a single
/// worker's, and a trap in the app's code on one trace ends the run naming that trace.
@Suite struct AppJudgeTests {
    static let traces = ["docs/examples/traces/flicks.jsonl", "docs/examples/traces/drags.jsonl"]

    @Test func workerProcessesPrintWhatOneWorkerPrints() throws {
        let harness = try Binary.sibling("deeper-harness")
        for flags in [[String](), ["--json"]] {
            let args = flags + ["-e", "set threshold 0.1", "-e", "judge show all " + Self.traces.joined(separator: " ")]
            let runs = try ["1", "2", "3"].map {
                try runProcess(harness, args, directory: Repository.root, environment: ["PANTOGRAPH_WORKERS": $0])
            }
            #expect(runs.allSatisfy { $0.status == 0 && $0.stderr.isEmpty }, "\(runs[1])")
            #expect(Set(runs.map(\.stdout)).count == 1, "\(runs[0].stdout.prefix(400)) against \(runs[1].stdout.prefix(400))")
            // Every trace judged, in each mode's words (an `||` of the two let either mode
            // pass on the other's; JSON's one `decisions` a trace was one trace judged).
            if flags.isEmpty {
                #expect(runs[0].stdout.contains("judged 300 of 300 traces"), "\(runs[0])")
            } else {
                #expect(runs[0].stdout.components(separatedBy: "\"decisions\":{\"app\":").count == 301, "\(runs[0])")
            }
        }
    }

    /// Three pans; the second lifts 150 points below where it came down, where the
    /// app's handler force-unwraps nil.
    static let trappingTraces = """
        {"t": 0.0, "x": 200, "y": 400, "phase": "began", "id": "up"}
        {"t": 0.1, "x": 200, "y": 300, "phase": "moved", "id": "up"}
        {"t": 0.2, "x": 200, "y": 250, "phase": "ended", "id": "up"}
        {"t": 1.0, "x": 200, "y": 400, "phase": "began", "id": "down"}
        {"t": 1.1, "x": 200, "y": 500, "phase": "moved", "id": "down"}
        {"t": 1.2, "x": 200, "y": 550, "phase": "ended", "id": "down"}
        {"t": 2.0, "x": 200, "y": 400, "phase": "began", "id": "left"}
        {"t": 2.1, "x": 100, "y": 400, "phase": "moved", "id": "left"}
        {"t": 2.2, "x": 50, "y": 400, "phase": "ended", "id": "left"}

        """

    /// A folder of its own for a test's trace files.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appjudge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["1", "2"])
    func aTrapOnOneTraceEndsTheRunNamingIt(_ workers: String) throws {
        let harness = try Binary.sibling("trap-harness")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.trappingTraces.utf8).write(to: folder.appendingPathComponent("traps.jsonl"))
        let run = try runProcess(harness, ["-e", "wait 0.5", "-e", "judge traps.jsonl"], directory: folder,
                                 environment: ["PANTOGRAPH_WORKERS": workers])
        #expect(run.status == 70, "\(run)")
        #expect(run.stdout.hasPrefix("clock 0.500 s · trap-harness"), "what came before is out: \(run)")
        // Once: the worker that ended on the trace prints nothing of it, the run here does.
        #expect(run.stderr.components(separatedBy: "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
                    .count == 2, "\(run)")
        #expect(run.stderr.hasSuffix("trap-harness: <command-line>:2:1: the app's code trapped running 'judge traps.jsonl' "
                                     + "on trace 2 at traps.jsonl:4 (down); the run ends (status 70)\n"), "\(run)")
    }

    /// 400 traces with a trap on two of them, the 201st and the 390th: on any number of
    /// workers the report names the first, as on one. The harness runs its own part
    /// from the front while its workers take theirs from the back (docs/architecture.md,
    /// "Worker processes"), so a worker meets the later trap first, and the harness
    /// the earlier one in its own part or after.
    @Test(arguments: ["1", "2", "3"])
    func theFirstTrapInOrderIsTheOneReported(_ workers: String) throws {
        let harness = try Binary.sibling("trap-harness")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = Self.trappingTraces.split(separator: "\n")
        let up = lines[0..<3].joined(separator: "\n"), down = lines[3..<6].joined(separator: "\n")
        let traces = (1...400).map { $0 == 201 || $0 == 390 ? down : up }
        try Data((traces.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("many.jsonl"))
        let run = try runProcess(harness, ["-e", "judge many.jsonl"], directory: folder,
                                 environment: ["PANTOGRAPH_WORKERS": workers])
        #expect(run.status == 70, "\(run)")
        #expect(run.stderr.hasSuffix("trap-harness: <command-line>:1:1: the app's code trapped running 'judge many.jsonl' "
                                     + "on trace 201 at many.jsonl:601 (down); the run ends (status 70)\n"), "\(run)")
    }

    /// On workers, the first file's traces run while the second is read (docs/performance.md,
    /// "`judge` on an app"): here a worker meets the trap on trace 2 long before the
    /// second file, large, turns out refused at its last line. The refusal is the
    /// run's result, as on one worker, where no trace has run yet: no trap reported,
    /// nothing judged printed.
    @Test(arguments: ["1", "2"])
    func aFileRefusedWinsOverATrapInAnEarlierFile(_ workers: String) throws {
        let harness = try Binary.sibling("trap-harness")
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // More traces than a worker's job (64), so that a job goes out while the rest is read.
        var first = ""
        for k in 0..<100 {
            for (n, dy) in [(0, -150), (1, 150), (2, 0)] {
                let t = Double(3 * k + n)
                first += #"{"t": \#(t), "x": 200, "y": 400, "phase": "began"}"# + "\n"
                first += #"{"t": \#(t + 0.1), "x": 200, "y": \#(400 + dy / 2), "phase": "moved"}"# + "\n"
                first += #"{"t": \#(t + 0.2), "x": 200, "y": \#(400 + dy), "phase": "ended"}"# + "\n"
            }
        }
        var second = ""
        for k in 0..<20_000 {
            let t = Double(k)
            second += #"{"t": \#(t), "x": 10, "y": 10, "phase": "began"}"# + "\n"
            second += #"{"t": \#(t + 0.5), "x": 10, "y": 10, "phase": "ended"}"# + "\n"
        }
        second += #"{"t": 1e9, "x": 10, "phase": "began"}"# + "\n"
        try Data(first.utf8).write(to: folder.appendingPathComponent("traps.jsonl"))
        try Data(second.utf8).write(to: folder.appendingPathComponent("bad.jsonl"))
        let run = try runProcess(harness, ["-e", "judge traps.jsonl bad.jsonl"], directory: folder,
                                 environment: ["PANTOGRAPH_WORKERS": workers])
        #expect(run.status != 70 && run.status != 0, "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("trapped"), "\(run)")
        #expect(run.stderr.contains("bad.jsonl:40001:"), "\(run)")
    }
}

/// `sweep` on an app begins its cells' pans at the harness's start point: an app that
/// declares none cannot be swept, and says so.
@Suite struct AppSweepTests {
    /// Each cell a pan on a fresh app, in worker processes: what several print is what
    /// one prints, text and JSON.
    @Test func workerProcessesPrintWhatOneWorkerPrints() throws {
        let harness = try Binary.sibling("deeper-harness")
        for flags in [[String](), ["--json"]] {
            let args = flags + ["-e", "sweep distance 0..200 step 10 velocity -1500..1500 step 250"]
            let runs = try ["1", "3"].map {
                try runProcess(harness, args, environment: ["PANTOGRAPH_WORKERS": $0])
            }
            #expect(runs.allSatisfy { $0.status == 0 && $0.stderr.isEmpty }, "\(runs[1])")
            #expect(runs[0].stdout == runs[1].stdout, "\(runs[0].stdout.prefix(400)) against \(runs[1].stdout.prefix(400))")
            #expect(runs[0].stdout.contains(flags.isEmpty ? "sweep by app" : #""policy":"app""#), "\(runs[0])")
        }
    }


    @Test func anAppWithNoStartPointCannotBeSwept() throws {
        let harness = try Binary.sibling("trap-harness")
        let run = try runProcess(harness, ["-e", "sweep"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == "<command-line>:1:1: error: sweep: trap-harness declares no start point, where its cells' "
                + "pans begin (PantographHarness.main's startPoint)\n", "\(run)")
    }
}
