import Testing
@testable import PantographShell
import PantographEngine

/// One naming of a trace for `judge` and `replay` (`TraceNames`): what `judge` shows,
/// `replay … trace NAME` takes back.
@Suite struct TraceNameTests {
    /// Four traces: ids 3, a, x, x.
    static let numbered = [("3", 0.0), ("a", 5.0), ("x", 10.0), ("x", 15.0)].map { id, t in
        IntentTests.swipe(at: t, up: 300 - t * 10, id: id)
    }.joined().replacingOccurrences(of: #""id": "3""#, with: #""id": 3"#)

    @Test func aNameIsTheIDUnlessItIsANumberOrShared() throws {
        let file = try TraceFile.parse(Array(Self.numbered.utf8), name: "f")
        #expect(file.traces.map(\.id) == ["3", "a", "x", "x"])
        let names = TraceNames(ids: file.traces.map(\.id), began: file.began)
        #expect(file.traces.map { names.name(number: $0.number, id: $0.id) } == ["1", "a", "3", "4"])
        // A whole number is a number, never an id.
        #expect(names.pick("3", among: file.traces) == .trace(2))
        #expect(names.pick("a", among: file.traces) == .trace(1))
        #expect(names.pick("2", among: file.traces) == .trace(1))
        #expect(names.pick("x", among: file.traces) == .shared([3, 4]))
        #expect(names.pick("y", among: file.traces) == .none)
        #expect(names.pick("5", among: file.traces) == .none)
        #expect(names.pick("0", among: file.traces) == .none)
        #expect(names.pick("99999999999999999999999", among: file.traces) == .none)
    }

    /// Every name `judge` shows picks the trace it names, in the corpus and in a file
    /// of clashing ids.
    @Test func everyNameShownPicksItsTrace() throws {
        for (path, text) in [(TraceTests.corpus[0], nil), ("f", Self.numbered)] as [(String, String?)] {
            let bytes = try text.map { Array($0.utf8) } ?? TraceFiles().read(path)
            let file = try TraceFile.parse(bytes, name: path)
            let names = TraceNames(ids: file.traces.map(\.id), began: file.began)
            for (k, trace) in file.traces.enumerated() {
                #expect(names.pick(names.name(number: trace.number, id: trace.id), among: file.traces) == .trace(k))
            }
        }
    }

    /// `judge` says `flicks.jsonl:9 trace flick-002`; `replay` takes `flick-002` and `2`
    /// for it, and they replay the same.
    @Test func judgeShowsTheNameReplayTakes() throws {
        let (session, sink) = try TraceTests.session(format: .text)
        ShellProbe.feed(session, ["judge show 1 " + TraceTests.corpus[0]])
        #expect(sink.out.contains("\n  flicks.jsonl:9 trace flick-002 "))
        var states: [ShellProbe.Snapshot] = []
        for name in ["flick-002", "2"] {
            let (one, oneSink) = try TraceTests.session(format: .text)
            #expect(ShellProbe.feed(one, ["replay \(TraceTests.corpus[0]) trace \(name)"]).allSatisfy { !$0.failed }, "\(oneSink.err)")
            states.append(ShellProbe.snapshot(one))
        }
        #expect(Set(states).count == 1)
        let (other, _) = try TraceTests.session(format: .text)
        ShellProbe.feed(other, ["replay \(TraceTests.corpus[0]) trace 9"])
        #expect(ShellProbe.snapshot(other) != states[0])
    }

    @Test(arguments: [
        ("replay f.jsonl trace x", "test.pg:1:22: error: replay: 2 traces of f.jsonl have the id 'x' (3 and 4): name one by its number"),
        ("replay f.jsonl trace X", "test.pg:1:22: error: replay: no trace of f.jsonl has the id 'X'; did you mean 'x'?"),
        ("replay f.jsonl trace 9", "test.pg:1:22: error: replay: f.jsonl holds 4 traces\n"),
        ("replay f.jsonl trace 0", "test.pg:1:22: error: replay: f.jsonl holds 4 traces, numbered from 1"),
    ])
    func replayRefusesANameThatPicksNoOneTrace(_ line: String, _ message: String) throws {
        let (session, sink) = try TraceTests.session(["f.jsonl": Self.numbered], format: .text)
        let before = ShellProbe.snapshot(session)
        #expect(ShellProbe.feed(session, [line]).allSatisfy { $0.failed })
        #expect(TraceTests.unwrapped(sink.err).contains(message), "\(sink.err)")
        #expect(ShellProbe.snapshot(session) == before)
    }

    @Test func judgeNamesClashingTracesAsReplayTakesThem() throws {
        let (session, sink) = try TraceTests.session(["f.jsonl": Self.numbered], format: .text)
        ShellProbe.feed(session, ["set threshold 0.2; judge show all f.jsonl"])
        let listed = sink.out.split(separator: "\n").filter { $0.hasPrefix("  f.jsonl:") }.map { $0.split(separator: " ")[2] }
        #expect(!listed.isEmpty)
        #expect(Set(listed).isSubset(of: ["1", "a", "3", "4"]), "\(listed)")
    }
}
