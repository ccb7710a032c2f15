import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// `tune` (docs/recording.md, "Tuning").
@Suite struct TuneTests {
    static let corpus = TraceTests.corpus

    static func result(_ line: String, _ texts: [String: String] = [:], workers: Int = 1) throws -> [String: Any] {
        let (session, sink) = try TraceTests.session(texts, workers: workers)
        let results = ShellProbe.feed(session, [line])
        #expect(results.allSatisfy { !$0.failed }, "\(sink.err)")
        return try #require(try TraceTests.lastRecord(sink)["result"] as? [String: Any])
    }

    /// `N` drags from the generator whose intent is finish exactly when deeper's release
    /// progress is above `threshold`, flipped with probability `noise`.
    static func known(threshold: Double, noise: Double, count: Int, seed: Int) throws -> String {
        try TraceFiles.generated(["known", String(threshold), String(noise), String(count), String(seed)])
    }

    /// On a corpus made with a known best threshold and known noise, `tune` finds the
    /// threshold within the grid's step, and its agreement on the traces held out is
    /// the generator's 1 − noise, within three standard errors.
    @Test(arguments: [(0.2, 0.1, 1), (0.33, 0.05, 2)])
    func tuneFindsAKnownThreshold(_ threshold: Double, _ noise: Double, _ seed: Int) throws {
        let text = try Self.known(threshold: threshold, noise: noise, count: 6000, seed: seed)
        let result = try Self.result("tune policy threshold hold 25% f.jsonl", ["f.jsonl": text])
        let traces = try #require(result["traces"] as? [String: Int])
        #expect(traces["judged"] == 6000)
        let held = try #require(traces["heldOut"])
        #expect(abs(Double(held) / 6000 - 0.25) < 0.03)
        let found = try #require((result["policies"] as? [String: [String: Any]])?["threshold"])
        let tuned = try #require(found["tuned"] as? [String: Any])
        let best = try #require((tuned["constants"] as? [String: Double])?["threshold"])
        #expect(abs(best - threshold) <= 0.01 + 1e-9, "found \(best) for \(threshold)")
        let accuracy = try #require(tuned["heldOut"] as? Double)
        let standardError = (noise * (1 - noise) / Double(held)).squareRoot()
        #expect(abs(accuracy - (1 - noise)) <= 3 * standardError, "held out \(accuracy), noise \(noise)")
    }

    /// Copying a `set` line makes `judge` agree with intent on exactly as many traces
    /// as `tune` found for those constants: a cell decides as `set` then `judge` would.
    @Test func theSetLinesApplyTheConstantsTuneMeasured() throws {
        let files = Self.corpus.joined(separator: " ")
        let result = try Self.result("tune " + files)
        let traces = try #require(result["traces"] as? [String: Int])
        let (tunedOn, heldOut) = (try #require(traces["tunedOn"]), try #require(traces["heldOut"]))
        #expect(tunedOn + heldOut == 300 && heldOut > 0)
        let policies = try #require(result["policies"] as? [String: [String: Any]])
        #expect(Set(policies.keys) == Set(ReleasePolicies.names))
        // Today's constants are the scene's, and agree as judge says they do.
        let judgedToday = try Self.result("judge " + files)
        let scene = try TraceTests.session().0.state.simulator.settings.policyValues
        for (name, found) in policies {
            let today = try #require(found["today"] as? [String: Any])
            let constants = try #require(today["constants"] as? [String: Double])
            for (key, value) in constants { #expect(scene[key] == value, "\(name) \(key)") }
            let agreedToday = (try #require(today["tunedOn"] as? Double) * Double(tunedOn)
                + (try #require(today["heldOut"] as? Double)) * Double(heldOut)).rounded()
            let accuracyToday = try #require((judgedToday["accuracy"] as? [String: [String: Any]])?[name])
            #expect(Double(try #require(accuracyToday["agree"] as? Int)) == agreedToday, "\(name) today")
            // The interval holds the difference it is about.
            let difference = try #require(found["difference"] as? [String: Any])
            if let low = difference["low"] as? Double, let high = difference["high"] as? Double,
               let point = difference["heldOut"] as? Double {
                #expect(low <= point + 1e-6 && point <= high + 1e-6, "\(name): \(low) \(point) \(high)")
            } else {
                Issue.record("\(name): no interval")
            }
        }
        for (name, found) in policies {
            let line = try #require(found["set"] as? String)
            #expect(line.hasPrefix("set policy \(name)"))
            let tuned = try #require(found["tuned"] as? [String: Any])
            let agree = (try #require(tuned["tunedOn"] as? Double) * Double(tunedOn)
                + (try #require(tuned["heldOut"] as? Double)) * Double(heldOut)).rounded()
            let judged = try Self.result(line + "; judge " + files)
            let accuracy = try #require((judged["accuracy"] as? [String: [String: Any]])?[name])
            #expect(Double(try #require(accuracy["agree"] as? Int)) == agree, "\(name): \(line)")
        }
    }

    /// The same answer, text and JSON, on any number of workers.
    @Test(arguments: [OutputFormat.text, .json])
    func tuneIsTheSameOnAnyNumberOfWorkers(_ format: OutputFormat) throws {
        var outputs: [String] = []
        for workers in [1, 2, 3] {
            let (session, sink) = try TraceTests.session(format: format, workers: workers)
            ShellProbe.feed(session, ["tune seed 7 " + Self.corpus.joined(separator: " ")])
            outputs.append(sink.out)
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].contains("set policy velocity; set threshold"))
    }

    /// The loop compiled for each policy's type decides as the policy through its
    /// existential does, on every policy and cells across the grid.
    @Test func eachPolicysLoopEqualsTheGenericOne() throws {
        var cases = Tune.Cases()
        for path in Self.corpus {
            let file = try TraceFile.parse(TraceFiles().read(path), name: path)
            let sim = Simulator(scene: try #require(SceneLibrary.builtIn.scene(named: "deeper")))
            for trace in file.traces {
                guard case .judged(let input, let bySystem, _) = Judge.verdict(trace, velocity: .estimated, on: sim) else { continue }
                cases.append(input, bySystem: bySystem, meant: try #require(trace.intent))
            }
        }
        #expect(cases.count == 300 && !cases.cancelled.isEmpty)
        // More cases than a block (`Tune.casesPerBlock`), so that blocks add up.
        let once = cases
        for _ in 0..<4 {
            cases.released += once.released
            cases.cancelled += once.cancelled
        }
        #expect(cases.released.count > Tune.casesPerBlock)
        for name in PolicyName.allCases {
            let grid = Tune.Grid(policy: name.policy, today: Settings().policyValues)
            let cells = Array(stride(from: 0, to: grid.count, by: max(1, grid.count / 40))) + [grid.count - 1]
            let values = grid.values(cells)
            #expect(Tune.agreements(name, values, cases) == Tune.agreements(of: name.policy, values, cases), "\(name)")
        }
    }

    /// Ties go to today's constants, then the nearest: with labels inferred from the
    /// policy in force (every trace "kept", the files' intents taken out), today's
    /// threshold is already the best.
    @Test func todaysConstantsWinATie() throws {
        var texts: [String: String] = [:]
        for path in Self.corpus {
            texts["u" + path] = String(decoding: try TraceFiles().read(path), as: UTF8.self)
                .replacing(/, "intent": "[a-z]+"/, with: "")
        }
        let result = try Self.result("tune policy threshold infer intent " + texts.keys.sorted().joined(separator: " "), texts)
        let found = try #require((result["policies"] as? [String: [String: Any]])?["threshold"])
        let tuned = try #require(found["tuned"] as? [String: Any])
        #expect((tuned["constants"] as? [String: Double])?["threshold"] == 0.1)
        #expect(tuned["tunedOn"] as? Double == 1)
        #expect((result["intent"] as? [String: Any])?["from"] as? [String: Int] == ["file": 0, "retried": 0, "undone": 0, "kept": 300])
    }

    /// Of constants that agree alike, today's win, then the nearest to today's: two
    /// traces, at 3.6 % and 34.4 %, meant to cancel and to finish, agree with every
    /// threshold from 0.04 to 0.34.
    @Test(arguments: [(0.1, 0.1), (0.5, 0.34), (0.02, 0.04), (0.123, 0.123)])
    func tiesGoToTodayThenTheNearest(_ today: Double, _ best: Double) throws {
        let text = IntentTests.swipe(at: 0, up: 40, intent: "cancel") + IntentTests.swipe(at: 9, up: 300, intent: "finish")
        let result = try Self.result("set threshold \(today); tune policy threshold hold 0 f.jsonl", ["f.jsonl": text])
        let found = try #require((result["policies"] as? [String: [String: Any]])?["threshold"])
        let tuned = try #require(found["tuned"] as? [String: Any])
        #expect((tuned["constants"] as? [String: Double])?["threshold"] == best)
        #expect(tuned["tunedOn"] as? Double == 1)
    }

    @Test func theBootstrapInterval() throws {
        #expect(Tune.bootstrap((0, 0, 500), seed: 1)! == (0, 0))
        #expect(Tune.bootstrap((500, 0, 500), seed: 1)! == (1, 1))
        #expect(Tune.bootstrap((0, 0, 0), seed: 1) == nil)
        // 60 better, 20 worse of 400: a difference of 0.1, with a standard error of
        // √((0.2 − 0.01) / 400) ≈ 0.0218; the percentiles lie near ±1.96 of it.
        let (low, high) = try #require(Tune.bootstrap((60, 20, 400), seed: 3))
        #expect(abs(low - (0.1 - 1.96 * 0.0218)) < 0.004 && abs(high - (0.1 + 1.96 * 0.0218)) < 0.004, "\(low) \(high)")
        #expect(Tune.bootstrap((60, 20, 400), seed: 3)! == (low, high))
    }

    /// A policy's grid holds every combination of its constants' values once, and
    /// today's last.
    @Test func aGridIsEveryCombinationOnce() {
        var today = Settings().policyValues
        today["threshold"] = 0.123
        for name in PolicyName.allCases {
            let grid = Tune.Grid(policy: name.policy, today: today)
            let product = name.policy.constants.reduce(1) { $0 * Tune.grid[$1.key]!.count }
            #expect(grid.count == product + 1)
            let cells = (0..<product).map(grid.constants)
            #expect(Set(cells).count == product, "\(name)")
            for (k, constant) in name.policy.constants.enumerated() {
                #expect(Set(cells.map { $0[k] }) == Set(Tune.grid[constant.key]!), "\(name) \(constant.key)")
            }
            #expect(grid.constants(product) == name.policy.constants.map { today[$0.key]! })
        }
    }

    /// The split: about the share asked for, the same for a seed, another for another.
    @Test func theSplitIsSeeded() {
        let drawn = (1...10_000).filter { Tune.isHeldOut(file: 0, number: $0, share: 0.2, seed: 1) }
        #expect(abs(drawn.count - 2000) < 150)
        #expect(drawn == (1...10_000).filter { Tune.isHeldOut(file: 0, number: $0, share: 0.2, seed: 1) })
        #expect(drawn != (1...10_000).filter { Tune.isHeldOut(file: 0, number: $0, share: 0.2, seed: 2) })
        #expect(drawn != (1...10_000).filter { Tune.isHeldOut(file: 1, number: $0, share: 0.2, seed: 1) })
        #expect(!(1...1000).contains { Tune.isHeldOut(file: 0, number: $0, share: 0, seed: 1) })
    }

    /// Every constant of every policy has a grid: sorted, distinct, within its range,
    /// and each value written as `set` lines write it reads back as itself.
    @Test func everyConstantHasAGrid() throws {
        for constant in ReleasePolicies.constants {
            let values = try #require(Tune.grid[constant.key], "\(constant.key)")
            #expect(values.count >= 20 && values == values.sorted() && Set(values).count == values.count)
            #expect(values.allSatisfy { constant.range.contains($0) }, "\(constant.key)")
            #expect(values.contains(constant.defaultValue), "\(constant.key)")
            for v in values { #expect(try Values.number(Values.show(v)) == v) }
        }
        #expect(Set(Tune.grid.keys) == Set(ReleasePolicies.constants.map(\.key)))
    }

    @Test func holdingNothingOutMeasuresOnWhatItTunedOn() throws {
        let result = try Self.result("tune policy flutter hold 0 " + Self.corpus.joined(separator: " "))
        #expect((result["traces"] as? [String: Int])?["heldOut"] == 0)
        let found = try #require((result["policies"] as? [String: [String: Any]])?["flutter"])
        #expect((found["tuned"] as? [String: Any])?["heldOut"] is NSNull)
        let (session, sink) = try TraceTests.session(format: .text)
        ShellProbe.feed(session, ["tune hold 0 policy flutter " + Self.corpus.joined(separator: " ")])
        #expect(sink.out.contains("agreement with intent on the 300 traces tuned on (none held out)"), "\(sink.out)")
    }

    @Test(arguments: [
        ("tune f.jsonl", "tune needs traces that say what the user meant: none of the 1 trace judged says what the user meant"),
        ("tune policy velocty f.jsonl", "unknown policy 'velocty'; did you mean 'velocity'?"),
        ("tune hold 95% f.jsonl", "the share held out must be within 0…0.9"),
        ("tune seed -1 f.jsonl", "the seed must be within"),
        ("tune seed f.jsonl", "missing FILE…"),
    ])
    func tuneRefuses(_ line: String, _ message: String) throws {
        let (session, sink) = try TraceTests.session(["f.jsonl": IntentTests.swipe(at: 0, up: 300)], format: .text)
        let before = ShellProbe.snapshot(session)
        #expect(ShellProbe.feed(session, [line]).allSatisfy { $0.failed })
        #expect(TraceTests.unwrapped(sink.err).contains(message), "\(sink.err)")
        #expect(ShellProbe.snapshot(session) == before)
    }

    @Test func tuneChangesNothingAndStopsWhenInterrupted() throws {
        let (session, sink) = try TraceTests.session(format: .text, workers: 2)
        let before = ShellProbe.snapshot(session)
        let line = Array(("tune " + Self.corpus.joined(separator: " ")).utf8)
        #expect(!session.execute(line: line, file: "t", lineNumber: 1).failed)
        #expect(ShellProbe.snapshot(session) == before)
        #expect(session.execute(line: line, file: "t", lineNumber: 2, isInterrupted: { true }).failed)
        #expect(sink.err.contains("t:2:1: error: tune interrupted: nothing judged"))
        #expect(ShellProbe.snapshot(session) == before)
        // Stopped once the search has begun: it says so, having told how far it got.
        var request = TuneRequest(paths: [])
        request.sources = try Self.corpus.map { TraceSource(name: $0, column: 1, bytes: FileBytes(try TraceFiles().read($0))) }
        var steps: [CommandProgress] = []
        do {
            _ = try Tune.run(request, on: session.state.simulator,
                             isInterrupted: { steps.last?.step.hasPrefix("searching") == true },
                             progress: { steps.append($0) })
            Issue.record("not interrupted")
        } catch {
            #expect(error.message == "tune interrupted: nothing tuned")
        }
        #expect(steps.first?.step == "reading and judging" && steps.last?.step == "searching the grids")
        // One piece a file: each file's is reported where it starts among all the bytes.
        let sizes = try Self.corpus.map { try TraceFiles().read($0).count }
        let reading = steps.filter { $0.step == "reading and judging" }
        #expect(reading.map(\.done) == [0, sizes[0]] && reading.allSatisfy { $0.total == sizes.reduce(0, +) })
    }
}
