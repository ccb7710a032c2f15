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

    static func request(_ bytes: [UInt8], shown: Int?, workers: Int) -> JudgeRequest {
        var request = JudgeRequest(paths: [], shown: shown)
        request.sources = [TraceSource(name: "t.jsonl", column: 7, bytes: FileBytes(bytes))]
        request.workers = workers
        return request
    }

    /// Kept in text: per piece, no more than the disagreements and the traces not
    /// judged that the text lists; the counts are of every trace.
    @Test(arguments: [(nil, 1), (2, 3), (nil, 2)] as [(Int?, Int)])
    func textKeepsOnlyWhatItLists(_ shown: Int?, _ workers: Int) throws {
        let bytes = try Self.file(copies: 4)
        let sim = Simulator(scenario: .deeper)
        let files = try Judge.judgedFiles(Self.request(bytes, shown: shown, workers: workers), on: sim, everyRow: false,
                                          isInterrupted: { false })
        let runs = try #require(files.first?.runs)
        let listed = (shown ?? Judge.defaultShown) + (shown ?? Judge.notJudgedShown)
        #expect(runs.count > 1)
        for run in runs { #expect(run.taken.rows.count <= listed) }
        #expect(runs.reduce(0) { $0 + $1.taken.notJudged } > 10)
        let every = try Judge.judgedFiles(Self.request(bytes, shown: shown, workers: workers), on: sim, everyRow: true,
                                          isInterrupted: { false })
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
            let sim = Simulator(scenario: .deeper)
            let request = Self.request(bytes, shown: shown, workers: workers)
            let kept = try Judge.run(request, on: sim, everyRow: true, isInterrupted: { false })
            let listed = try Judge.run(request, on: sim, everyRow: false, isInterrupted: { false })
            #expect(kept.0 == listed.0)
            #expect(kept.1() == listed.1())
            #expect(kept.2 == listed.2)
            #expect(kept.0.contains("not judged: "))
        }
    }
}
