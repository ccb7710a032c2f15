import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// `compare` and `sweep` (docs/policies.md): every policy on one gesture, and a grid
/// of gestures that leaves the state as it was.
@Suite struct CompareAndSweepTests {
    static func records(_ script: String, scene: String = "deeper") throws -> [[String: Any]] {
        try ShellProbe.lines(run(script, format: .json, scene: scene).out).map(ShellProbe.object)
    }

    /// Each cell of the grid is what running that gesture as its own script gives.
    @Test(arguments: ["deeper", "sheet", "modal"])
    func theGridEqualsEachCellRunAlone(_ scene: String) throws {
        let prelude = scene == "modal" ? "present\n" : ""
        let sweep = "sweep distance 0..500 step 100 velocity -3000..3000 step 1500 policy velocity"
        let record = try #require(try Self.records(prelude + sweep, scene: scene).last)
        let result = try #require(record["result"] as? [String: Any])
        let grid = try #require(result["decisions"] as? [[String]])
        let ds = try #require(result["distances"] as? [Double])
        let vs = try #require(result["velocities"] as? [Double])
        #expect(ds == [0, 100, 200, 300, 400, 500] && vs == [-3000, -1500, 0, 1500, 3000])
        for (row, v) in vs.enumerated() {
            for (column, d) in ds.enumerated() {
                // The same gesture, spelled out: along the scene's direction.
                let sim = try run(prelude, scene: scene).session.state.simulator
                var probe = sim
                _ = try probe.apply(.panBegin(at: nil))
                guard case .percentDriven(let mapping, _)? = probe.drive else {
                    Issue.record("\(scene) has no percent-driven gesture"); return
                }
                let dir = mapping.direction
                let script = prelude + "set policy velocity\npan begin\npan move \(Values.show(dir.x * d)),\(Values.show(dir.y * d))\n"
                    + "pan end velocity \(Values.show(dir.x * v)),\(Values.show(dir.y * v))"
                let last = try #require(try Self.records(script, scene: scene).last)
                let release = (last["transition"] as? [String: Any])?["release"] as? [String: Any]
                #expect(release?["decision"] as? String == grid[row][column], "\(scene) d \(d) v \(v)")
            }
        }
    }

    @Test func sweepChangesNothing() throws {
        let (session, _) = try ShellProbe.session(format: .text)
        ShellProbe.feed(session, ["set clock manual", "pan begin", "pan move 0,-100", "pan end", "settle"])
        let before = ShellProbe.snapshot(session)
        let results = ShellProbe.feed(session, ["sweep distance 0..800 step 8 velocity -2000..2000 step 40 policy flutter"])
        #expect(results.allSatisfy { !$0.failed })
        #expect(ShellProbe.snapshot(session) == before)
    }

    @Test func sweepRefusesWhileAGestureIsDown() throws {
        let (session, sink) = try ShellProbe.session(format: .text)
        ShellProbe.feed(session, ["pan begin"])
        let results = ShellProbe.feed(session, ["sweep distance 0..10 step 5 velocity 0..0 step 1"])
        #expect(results.last?.failed == true)
        #expect(sink.err.contains("end the one in progress first"))
    }

    @Test func sweepTextShowsTheBoundary() throws {
        let out = try run("sweep distance 0..200 step 50 velocity -1000..1000 step 1000", format: .text).out
        #expect(out.contains("sweep by threshold: # finishes, . cancels"))
        // threshold 0.1 of 844 points: 84.4 points; 100, 150 and 200 finish at any velocity.
        #expect(out.contains("    1000 | ..###"))
        #expect(out.contains("   -1000 | ..###"))
        #expect(out.contains("9 of 15 releases finish"))
    }

    /// `sweep` alone is the scene's gesture at its defaults: 0 to its whole travel in
    /// 40 steps or fewer, and twice min-velocity either way in steps of half of it; the
    /// text says which grid it chose, the JSON gives it.
    @Test(arguments: [("deeper", 844.0, 1000.0), ("sheet", 195.0, 1000.0), ("navigation", 390.0, 1000.0)])
    func aSweepWithoutRangesUsesTheScenes(_ scene: String, _ travel: Double, _ minVelocity: Double) throws {
        let record = try #require(try Self.records("sweep", scene: scene).last)
        #expect(record["ok"] as? Bool == true, "\(record)")
        let result = try #require(record["result"] as? [String: Any])
        let distances = try #require(result["distances"] as? [Double])
        #expect(distances.first == 0 && distances.count <= 41 && distances.count >= 11)
        #expect(distances.last! >= travel && distances.last! - travel < distances[1])
        #expect(result["velocities"] as? [Double] == stride(from: -2.0, through: 2, by: 0.5).map { $0 * minVelocity })
        let text = try run("sweep", scene: scene).out
        #expect(text.hasPrefix("the scene's grid: distance 0..\(Values.show(distances.last!)) step \(Values.show(distances[1]))"),
                "\(text)")
        // One range given, the other the scene's.
        let mixed = try #require(try Self.records("sweep velocity 0..0 step 1", scene: scene).last)
        #expect((mixed["result"] as? [String: Any])?["distances"] as? [Double] == distances)
        #expect((mixed["result"] as? [String: Any])?["velocities"] as? [Double] == [0])
    }

    /// The grid labels a distance every few columns, each starting over its column,
    /// which the axis under the labels marks with `+`: not only the first and last.
    @Test(arguments: [(80, 600.0, 10.0), (40, 600, 10), (132, 600, 10), (80, 90, 1), (80, 3, 0.1)])
    func theGridLabelsColumnsAcross(_ width: Int, _ last: Double, _ step: Double) throws {
        let distances = stride(from: 0.0, through: last + step / 2, by: step).map { $0 }
        let grid = [[Decision]](repeating: [Decision](repeating: .finish, count: distances.count), count: 2)
        let text = Judging.text(grid, distances: distances, velocities: [0, 1000], policy: .threshold, width: width)
        let lines = text.split(separator: "\n").map { Array($0) }
        let indent = 11
        var blockStart = 0, labelled = 0
        for (i, axis) in lines.enumerated() where axis.count > indent && axis[indent] == "+" {
            #expect(axis.count <= width && lines[i - 1].count <= width, "\(text)")
            let labels = lines[i - 1]
            for (offset, mark) in axis.enumerated() where mark == "+" {
                // The label over the `+` starts there, after a blank, and names that column.
                #expect(labels[offset - 1] == " ", "\(String(labels))")
                let word = String(labels[offset...].prefix { $0 != " " })
                let distance = distances[blockStart + offset - indent]
                #expect(Double(word).map { abs($0 - distance) < 1e-9 } == true, "'\(word)' at \(offset) in \(text)")
                labelled += 1
            }
            blockStart += axis.count - indent
        }
        #expect(blockStart == distances.count, "the axes span every column: \(text)")
        #expect(labelled >= 6, "more than the first and last column: \(text)")
    }

    /// `~` marks a release that stays (motionlayout's `pos` exactly on 0 or 1 from
    /// between the ends), and the legend and the count name it only when a cell stays.
    /// A release at rest at the start is `pos` 0 with the layout at its begin state:
    /// it completes there, a cancel.
    @Test func sweepMarksStays() throws {
        let script = "set policy motionlayout\nsweep distance 0..422 step 211 velocity 0..1266 step 1266"
        let out = try run(script, format: .text).out
        #expect(out.contains("sweep by motionlayout: # finishes, . cancels, ~ stays interactive; rows:"))
        // 1266 pt/s is 1.5 progress/s: 0 + 0.5 finishes, 0.25 + 0.5 finishes, 0.5 + 0.5 is 1: stays.
        #expect(out.contains("    1266 | ##~\n"))
        #expect(out.contains("       0 | ..#\n"))
        #expect(out.contains("3 of 6 releases finish, 1 stays interactive\n"))
        let record = try #require(try Self.records(script).last)
        let grid = (record["result"] as? [String: Any])?["decisions"] as? [[String]]
        #expect(grid == [["cancel", "cancel", "finish"], ["finish", "finish", "stay"]])
        let plain = try run("set policy motionlayout\nsweep distance 100..300 step 100 velocity 0..0 step 1", format: .text).out
        #expect(!plain.contains("~") && plain.contains("# finishes, . cancels; rows:") && plain.contains("releases finish\n"))
    }

    /// A release that stays: no completion, a warning, the record says `stay` and the
    /// transition stays interactive; `finish` then completes it, and `compare` judges it.
    @Test func aStayThroughTheShell() throws {
        let script = "set policy motionlayout\npan begin\npan move 0,-422\npan end velocity 0,-1266"
        let text = try run(script + "\ncompare")
        #expect(text.out.contains("released at 50.0% → stay by motionlayout: progress 50.0 % + 1.50 progress/s ÷\n"))
        #expect(text.out.contains("transition present · interactive · 50.0%"))
        #expect(text.err.contains("test.pg:4:1: warning: release: motionlayout calls neither finish() nor cancel(),\n"))
        #expect(text.err.contains("    way never completes (finish, cancel, or pan again)\n"))
        #expect(text.out.contains("* motionlayout      stay      progress 50.0 %"))
        let records = try Self.records(script + "\nfinish\nsettle")
        let released = try #require(records[3]["transition"] as? [String: Any])
        #expect(released["phase"] as? String == "interactive" && released["percent"] as? Double == 0.5)
        #expect((released["release"] as? [String: Any])?["decision"] as? String == "stay")
        #expect((records[3]["events"] as? [String])?.isEmpty == true)
        #expect((records[3]["warnings"] as? [String])?.count == 1)
        #expect((records[4]["events"] as? [String])?.first == "finishInteractiveTransition")
        #expect((records[5]["transition"] as? [String: Any])?["phase"] as? String == "completed")
    }

    /// Each policy's decision, from a record's `compare` result.
    static func decisions(_ record: [String: Any]) throws -> [String: String] {
        let result = try #require(record["result"] as? [String: [String: String]])
        return result.mapValues { $0["decision"] ?? "" }
    }

    @Test func compareListsEveryPolicy() throws {
        let records = try Self.records("pan begin\npan move 0,-84.4\ncompare\npan end velocity 0,-5000\ncompare")
        let live = try Self.decisions(records[2])
        #expect(Set(live.keys) == Set(ReleasePolicies.names))
        #expect(live["threshold"] == "cancel")
        let released = try Self.decisions(records[4])
        #expect(released["threshold"] == "cancel" && released["velocity"] == "finish")
        #expect(released["projection"] == "finish" && released["flutter"] == "finish")
        let release = try #require((records[3]["transition"] as? [String: Any])?["release"] as? [String: Any])
        #expect(release["reason"] as? String == "progress 10.0 % is not above the threshold 10.0 %")
        #expect(release["velocity"] as? Double == 5000)
    }

    /// `--json` carries the reasons the text shows, policy by policy, word for word.
    @Test(arguments: ["pan begin\npan move 0,-84.4\ncompare", "drag 0,-84.4 steps 1\ncompare",
                      "pan begin\npan move 0,-300\npan cancel\ncompare"])
    func compareJSONGivesTheReasonsTheTextGives(_ script: String) throws {
        let record = try #require(try Self.records(script).last)
        let result = try #require(record["result"] as? [String: [String: String]])
        #expect(Set(result.keys) == Set(ReleasePolicies.names))
        // The text's table with its wrapping undone: one row per policy.
        let text = try run(script, format: .text).out
        let flat = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for (name, verdict) in result {
            let decision = try #require(verdict["decision"]), reason = try #require(verdict["reason"])
            #expect(!reason.isEmpty)
            #expect(flat.contains("\(name) \(decision) \(reason) "), "\(name): \(reason)")
        }
    }

    @Test func compareWithNothingToJudgeIsAnError() throws {
        let result = try run("compare")
        #expect(result.err.contains("nothing to compare"))
        #expect(result.results.last?.failed == true)
    }
}

/// The byte writer prints numbers exactly as the text rules say (Numbers.json).
@Suite struct JSONBytesTests {
    /// The rounding without libm agrees with `rounded()` wherever it is used (|x| < 2^53).
    @Test func roundingHalfAwayFromZeroIsRound() {
        var generator = SplitMix64(seed: 0xDEC1)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                                4503599627370495.5, -4503599627370495.5, 9007199254740991, -9007199254740991]
        for _ in 0..<20_000 {
            let whole = Double(Int64.random(in: -(1 << 52)...(1 << 52), using: &generator))
            values += [whole + 0.5, whole - 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown,
                       Double.random(in: -1e6...1e6, using: &generator)]
        }
        for x in values where abs(x) < 9e15 {
            #expect(Numbers.roundedHalfAwayFromZero(x) == Int64(x.rounded()), "\(x)")
        }
    }

    @Test func numbersMatchTheTextRules() {
        var generator = SplitMix64(seed: 0xDEC2)
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 1e-7, -4e-7, 5e-7, 0.000001, 123456.000001, -98765.4321,
                                8.9e9, -8.9e9, 9.1e9, 1e15, -3.25e12, .infinity, -.infinity, .nan, 844, 0.1 + 0.2,
                                // Halves at the sixth decimal, which the rounding must break away from zero.
                                2.5e-6, -2.5e-6, 1.0000005, -1.0000005, 0.0000015, 4503599627.3704965, 8.99e9 + 0.5e-6]
        for _ in 0..<2000 {
            let magnitude = Double.random(in: -12...12, using: &generator)
            values.append(Double.random(in: -1...1, using: &generator) * pow10(magnitude))
        }
        for _ in 0..<2000 {
            // Exact halves of a millionth, and their neighbours.
            let half = (Double(Int.random(in: -9_000_000_000...9_000_000_000, using: &generator)) + 0.5) / 1e6
            values += [half, half.nextUp, half.nextDown]
        }
        for value in values {
            var bytes = ByteBuffer(capacity: 16)
            Numbers.writeJSON(value, into: &bytes)
            #expect(bytes.text == Numbers.json(value), "\(value)")
        }
        for value: Int64 in [0, 7, -7, 10, 99, 100, 101, 1_000_000, 12_345_678_901, .max, .min + 1] {
            var bytes = ByteBuffer(capacity: 16)
            Numbers.writeInteger(value, into: &bytes)
            #expect(bytes.text == String(value))
        }
    }

    private func pow10(_ e: Double) -> Double {
        var r = 1.0
        let n = Int(e.rounded(.down))
        for _ in 0..<abs(n) { r *= 10 }
        return n < 0 ? 1 / r : r
    }
}

/// The record written straight into bytes equals the tree's text, in every state the
/// scenes reach.
@Suite struct RecordBytesTests {
    @Test(arguments: SceneLibrary.builtIn.all.map(\.name))
    func bytesEqualTheTree(_ scene: String) throws {
        var sim = Simulator(scene: try #require(SceneLibrary.builtIn.scene(named: scene)))
        var settings = sim.settings
        settings.clock = .manual
        _ = try sim.apply(.changeSettings(settings))
        let inputs: [Input] = [.panBegin(at: nil), .panMove(to: Point(x: -30, y: -120), after: nil),
                               .panEnd(velocity: Point(x: 0, y: -900)), .advance(seconds: 0.05), .present,
                               .advance(seconds: 0.1), .settle, .panBegin(at: nil), .panMove(to: Point(x: 40, y: 60), after: nil),
                               .panCancel, .settle, .dismiss, .advance(seconds: 0.2), .settle]
        for (i, input) in inputs.enumerated() {
            let outcome = (try? sim.apply(input)) ?? Outcome()
            let record = Record(seq: i, input: "step \"\(i)\"\t", file: "f.pg", line: i, error: i == 3 ? .init(message: "m\n", line: 1, column: 2) : nil,
                                warnings: outcome.warnings.map { "\($0)" }, events: outcome.events,
                                result: i == 4 ? .object([("k", .array([.int(-3), .number(0.25), .null]))]) : .null, simulator: sim)
            #expect(String(decoding: record.jsonBytes, as: UTF8.self) == record.json.encoded, "\(scene) step \(i)")
        }
    }
}

/// One writer for a whole run, as the session has: each view's text is kept from the
/// record before and copied when the view shows the same values, so every record it
/// writes must still equal the tree, across scenes (which forget the kept texts).
@Suite struct RecordWriterCacheTests {
    @Test func oneWriterAcrossScenesEqualsTheTree() throws {
        var writer = RecordWriter()
        var seq = 0
        for scene in SceneLibrary.builtIn.all + [SceneLibrary.builtIn.all[0]] {
            var sim = Simulator(scene: scene)
            var settings = sim.settings
            settings.clock = .manual
            _ = try sim.apply(.changeSettings(settings))
            let inputs: [Input] = [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -80), after: nil),
                                   .panMove(to: Point(x: 0, y: -80), after: nil), .panMove(to: Point(x: 5, y: -160), after: 0.5),
                                   .panEnd(velocity: nil), .advance(seconds: 0.02), .advance(seconds: 0.02), .settle, .settle,
                                   .dismiss, .advance(seconds: 0.1), .settle]
            for input in inputs {
                seq += 1
                let outcome = (try? sim.apply(input)) ?? Outcome()
                sim.layOutWindow()
                let record = Record(seq: seq, input: "\(input)", file: "f.pg", line: seq, error: nil, warnings: [],
                                    events: outcome.events, result: .null, simulator: sim)
                writer.reset()
                writer.write(record)
                #expect(writer.out.text == record.json.encoded, "\(scene.name): \(input)")
            }
        }
    }
}
