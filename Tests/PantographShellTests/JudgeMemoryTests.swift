import Testing
@testable import PantographShell
import PantographEngine

/// What `judge` holds while it judges (docs/recording.md): in text, the counts and no
/// more verdicts than the text lists, whatever the file's length; every verdict only
/// for a JSON record. Both give the same text and the same `result`.
@Suite struct JudgeMemoryTests {
    /// The corpus, with traces that come down off the screen (not judged) among them,
    /// `copies` times over.
    static func file(copies: Int) throws -> [UInt8] {
        let off = """
            {"t": 0, "x": 105, "y": -3, "phase": "began", "id": "off"}
            {"t": 0.016, "x": 105, "y": -100, "phase": "moved", "id": "off"}
            {"t": 0.032, "x": 105, "y": -200, "phase": "moved", "id": "off"}
            {"t": 0.048, "x": 105, "y": -200, "phase": "ended", "id": "off"}

            """
        var once: [UInt8] = []
        for path in TraceTests.corpus {
            let lines = try TraceFiles().read(path).split(separator: 0x0A, omittingEmptySubsequences: false)
            for (k, line) in lines.enumerated() where !line.isEmpty {
                once += line + [0x0A]
                if k % 97 == 0 { once += Array(off.utf8) }
            }
        }
        return Array(repeating: once, count: copies).flatMap { $0 }
    }

    /// The same with no intent said: `infer intent` labels every trace it can.
    static func unlabelled(copies: Int) throws -> [UInt8] {
        var text = String(decoding: try file(copies: copies), as: UTF8.self)
        for intent in Intent.allCases { text = text.replacingOccurrences(of: #", "intent": "\#(intent.rawValue)""#, with: "") }
        #expect(!text.contains("intent"))
        return Array(text.utf8)
    }

    static func request(_ bytes: [UInt8], shown: Int?, workers: Int, inference: Double? = nil) -> JudgeRequest {
        var request = JudgeRequest(paths: [], shown: shown, inference: inference)
        request.sources = [TraceSource(name: "t.jsonl", column: 7, bytes: FileBytes(bytes))]
        request.workers = workers
        return request
    }

    /// Kept in text: over all the pieces, no more than the disagreements, the wrong
    /// traces of each policy and the traces not judged that the text lists, with the
    /// file's intent or with intent inferred; the counts are of every trace.
    @Test(arguments: [(nil, 1, nil), (2, 3, nil), (nil, 2, nil), (nil, 1, 2.0), (2, 3, 2.0)] as [(Int?, Int, Double?)])
    func textKeepsOnlyWhatItLists(_ shown: Int?, _ workers: Int, _ inference: Double?) throws {
        let bytes = try inference == nil ? Self.file(copies: 4) : Self.unlabelled(copies: 4)
        let sim = Simulator(scene: .deeper)
        let request = Self.request(bytes, shown: shown, workers: workers, inference: inference)
        let files = try Judge.judgedFiles(request, on: sim, everyRow: false, isInterrupted: { false })
        let runs = try #require(files.first?.runs)
        let listed = (shown ?? Judge.defaultShown) * (1 + ReleasePolicies.names.count) + (shown ?? Judge.notJudgedShown)
        #expect(runs.count > 1)
        #expect(runs.reduce(0) { $0 + $1.taken.rows.count } <= listed)
        #expect(runs.reduce(0) { $0 + $1.taken.notJudged } > 10)
        // Every trace is labelled, by the file or by inference, and counted.
        let totals = Judge.Totals(files, inferringWithin: inference, policy: .threshold)
        #expect(totals.intent.labelled > totals.traces / 2 && totals.accuracy.labelled > totals.traces / 2)
        let every = try Judge.judgedFiles(request, on: sim, everyRow: true, isInterrupted: { false })
        let traces = try TraceFile.parse(bytes, name: "t.jsonl").traces.count
        #expect(every[0].count == traces && files[0].count == traces)
        #expect(every[0].runs.reduce(0) { $0 + $1.taken.rows.count } == traces)
    }

    /// The text and `result` are the same whether every verdict was kept or only the
    /// listed ones (and `result` judged again when read).
    @Test(arguments: [nil, 1, 7, Int.max] as [Int?])
    func keptOrNotTheAnswerIsTheSame(_ shown: Int?) throws {
        let bytes = try Self.file(copies: 2)
        for workers in [1, 3] {
            let sim = Simulator(scene: .deeper)
            let request = Self.request(bytes, shown: shown, workers: workers)
            let kept = try Judge.run(request, on: sim, everyRow: true, isInterrupted: { false })
            let listed = try Judge.run(request, on: sim, everyRow: false, isInterrupted: { false })
            #expect(kept.0 == listed.0)
            #expect(kept.1() == listed.1())
            #expect(kept.2 == listed.2)
            #expect(kept.0.contains("not judged: "))
        }
    }

    /// `infer intent` labels each trace from the next; the traces that end a piece
    /// wait for the next piece's first. Whatever the pieces, the labels are those of
    /// the rules applied to the whole file in order, worked out here from `replay`'s
    /// verdict on each trace; the text and `result` are the same on 1, 2 and 3 threads.
    @Test(arguments: [100, 2000])
    func inferredIntentIsTheWholeFilesWhereverItIsCut(_ copies: Int) throws {
        // A cancel retried, a finish undone, the undo, a cancel kept: every label
        // depends on the trace after it. 2,000 copies make 4 pieces of a MiB.
        let bytes = Array((0..<copies).map { k in
            let t = Double(k) * 40
            return IntentTests.swipe(at: t, up: 40) + IntentTests.swipe(at: t + 1, up: 300)
                + IntentTests.swipe(at: t + 2, up: -200) + IntentTests.swipe(at: t + 20, up: 40)
        }.joined().utf8)
        let sim = Simulator(scene: .deeper)
        let direction = try #require(Judge.gestureDirection(sim))
        let inForce = try #require(PolicyName.allCases.firstIndex(of: sim.settings.policy))
        let traces = try TraceFile.parse(bytes, name: "t.jsonl").traces
        let expected = IntentInference.infer(traces.map { trace in
            var outcome: Decision?
            if case .judged(_, _, let decisions) = Judge.verdict(trace, velocity: .estimated, on: sim) { outcome = decisions[inForce] }
            return IntentInference.Gesture(start: trace.samples[0].t, end: trace.samples.last!.t,
                                           way: .of(trace, along: direction, slop: sim.settings.slop), outcome: outcome)
        }, within: 2)
        #expect(Set(expected.compactMap { $0?.source }) == [.retried, .undone, .kept], "\(Set(expected.compactMap { $0?.source }))")
        var answers: Set<String> = []
        for workers in [1, 2, 3] {
            let request = Self.request(bytes, shown: nil, workers: workers, inference: 2)
            let files = try Judge.judgedFiles(request, on: sim, everyRow: true, isInterrupted: { false })
            // Cut: traces run across the cuts, each a run of its own.
            #expect(files[0].runs.count >= (copies == 100 ? workers : 4), "\(workers)")
            let labels = files[0].runs.flatMap { $0.taken.rows.map(\.label) }
            #expect(labels == expected, "\(workers)")
            for everyRow in [true, false] {
                let (text, result, _) = try Judge.run(request, on: sim, everyRow: everyRow, isInterrupted: { false })
                var json = ""
                result().write(to: &json)
                answers.insert(text + "\n" + json)
            }
        }
        #expect(answers.count == 1)
    }
}
