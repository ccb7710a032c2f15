import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// Intent in trace files, `judge`'s agreement with it, and `infer intent`
/// (docs/recording.md, "Intent").
@Suite struct IntentTests {
    static let corpus = TraceTests.corpus

    /// A swipe of `deeper`'s grid cell: down at (105, 405) at `t`, `up` points up (down
    /// when negative) in `frames` frames at 60 Hz, lifted where it stops.
    static func swipe(at t: Double, up: Double, frames: Int = 6, id: String? = nil, intent: String? = nil,
                      intentOnEnd: Bool = false) -> String {
        func line(_ time: Double, _ y: Double, _ phase: String, _ intent: String?) -> String {
            var fields = [#""t": \#(time)"#, #""x": 105"#, #""y": \#(y)"#, #""phase": "\#(phase)""#]
            if let id { fields.append(#""id": "\#(id)""#) }
            if let intent { fields.append(#""intent": "\#(intent)""#) }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        var lines = [line(t, 405, "began", intentOnEnd ? nil : intent)]
        for k in 1...frames {
            lines.append(line(t + Double(k) / 60, 405 - up * Double(k) / Double(frames), "moved", nil))
        }
        lines.append(line(t + Double(frames) / 60 + 0.005, 405 - up, "ended", intentOnEnd ? intent : nil))
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - The format

    @Test func intentIsReadOnTheBeganOrTheEnd() throws {
        let text = Self.swipe(at: 0, up: 300, intent: "finish") + Self.swipe(at: 5, up: 30, intent: "cancel", intentOnEnd: true)
            + Self.swipe(at: 9, up: 30)
        let file = try TraceFile.parse(Array(text.utf8), name: "f")
        #expect(file.traces.map(\.intent) == [.finish, .cancel, nil])
        #expect(file.skipped.isEmpty)
    }

    @Test(arguments: [
        (#"{"t": 1, "x": 2, "y": 3, "phase": "moved", "intent": "finish"}"#, "not on 'moved'", 44),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "began", "intent": "finsh"}"#, "did you mean 'finish'", 54),
        (#"{"t": 1, "x": 2, "y": 3, "phase": "began", "intent": 1}"#, "'intent' must be finish or cancel, not a number", 54),
    ])
    func aBadIntentRefusesTheFile(_ bad: String, _ message: String, _ column: Int) throws {
        let text = TraceTests.good + "\n" + bad + "\n"
        do {
            _ = try TraceFile.parse(Array(text.utf8), name: "f")
            Issue.record("accepted: \(bad)")
        } catch {
            #expect(error.lines.count == 1)
            #expect(error.lines[0].hasPrefix("f:4:\(column): "), "\(error.lines)")
            #expect(error.lines[0].contains(message), "\(error.lines)")
        }
    }

    @Test func aTraceWhoseBeganAndEndDisagreeIsSkipped() throws {
        var text = Self.swipe(at: 0, up: 300, intent: "finish")
        text = text.replacingOccurrences(of: #""phase": "ended""#, with: #""phase": "ended", "intent": "cancel""#)
        let file = try TraceFile.parse(Array((text + Self.swipe(at: 5, up: 300)).utf8), name: "f")
        #expect(file.traces.count == 1 && file.skipped.count == 1)
        #expect(file.skipped[0].line == 8)
        #expect(file.skipped[0].message == "trace 1 (line 1) skipped: its 'began' says intent 'finish', its end 'cancel'")
        // Both saying the same is fine.
        let same = Self.swipe(at: 0, up: 300, intent: "cancel")
            .replacingOccurrences(of: #""phase": "ended""#, with: #""phase": "ended", "intent": "cancel""#)
        #expect(try TraceFile.parse(Array(same.utf8), name: "f").traces.map(\.intent) == [.cancel])
    }

    /// A number is an id like a string: recorders often count their gestures.
    @Test func aNumericIDIsAccepted() throws {
        let text = Self.swipe(at: 0, up: 300).replacingOccurrences(of: #""phase": "#, with: #""id": 7, "phase": "#)
            + Self.swipe(at: 5, up: 300).replacingOccurrences(of: #""phase": "#, with: #""id": 7.5, "phase": "#)
        let file = try TraceFile.parse(Array(text.utf8), name: "f")
        #expect(file.traces.map(\.id) == ["7", "7.5"] && file.skipped.isEmpty)
    }

    // MARK: - Agreement with intent

    /// `judge`'s agreement with intent, counted by hand from `replay` then `compare` on
    /// every trace of the corpus, for every policy: the matrix and the agreement.
    @Test func judgeAccuracyEqualsCountingByHandOverCompare() throws {
        let (session, sink) = try TraceTests.session()
        ShellProbe.feed(session, ["judge " + Self.corpus.joined(separator: " ")])
        let result = try #require(try TraceTests.lastRecord(sink)["result"] as? [String: Any])
        let rows = try #require(result["traces"] as? [[String: Any]])
        var matrices: [String: [String: [String: Int]]] = [:]
        var labelled = 0
        for row in rows {
            let file = try #require(row["file"] as? String), number = try #require(row["trace"] as? Int)
            let meant = try #require(row["intent"] as? String)
            #expect(row["intentFrom"] as? String == "file")
            let (one, oneSink) = try TraceTests.session()
            ShellProbe.feed(one, ["replay \(file) trace \(number)", "compare"])
            let compared = try #require(try TraceTests.lastRecord(oneSink)["result"] as? [String: Any])
            labelled += 1
            for name in ReleasePolicies.names {
                let did = try #require((compared[name] as? [String: Any])?["decision"] as? String)
                matrices[name, default: [:]][meant, default: [:]][did, default: 0] += 1
            }
        }
        #expect(labelled == 300)
        let accuracy = try #require(result["accuracy"] as? [String: [String: Any]])
        var agreements: Set<Int> = []
        for name in ReleasePolicies.names {
            let policy = try #require(accuracy[name])
            let m = matrices[name] ?? [:]
            let agree = (m["finish"]?["finish"] ?? 0) + (m["cancel"]?["cancel"] ?? 0)
            agreements.insert(agree)
            #expect(policy["labelled"] as? Int == labelled)
            #expect(policy["agree"] as? Int == agree, "\(name)")
            // JSON numbers are written to 6 decimals.
            #expect(abs(try #require(policy["accuracy"] as? Double) - Double(agree) / Double(labelled)) < 1e-6, "\(name)")
            for (key, meant) in [("meantFinish", "finish"), ("meantCancel", "cancel")] {
                let row = try #require(policy[key] as? [String: Int])
                for did in ["finish", "cancel", "stay"] {
                    #expect(row[did] == (m[meant]?[did] ?? 0), "\(name) \(meant) \(did)")
                }
            }
        }
        // The policies do not all agree alike with the corpus's users.
        #expect(agreements.count > 3)
    }

    /// The text: the sentence, the table, and the traces each policy gets wrong, in the
    /// order of the files, as `show N` asks.
    @Test func judgeListsTheTracesEachPolicyGetsWrong() throws {
        let (session, sink) = try TraceTests.session(format: .text)
        ShellProbe.feed(session, ["judge show 2 " + Self.corpus.joined(separator: " ")])
        let out = sink.out
        #expect(out.contains("intent: 300 of 300 traces labelled, 300 by their files\n"))
        #expect(out.contains("agreement with intent over the 300 labelled traces judged:"))
        let (json, jsonSink) = try TraceTests.session()
        ShellProbe.feed(json, ["judge " + Self.corpus.joined(separator: " ")])
        let result = try #require(try TraceTests.lastRecord(jsonSink)["result"] as? [String: Any])
        let rows = try #require(result["traces"] as? [[String: Any]])
        for name in ReleasePolicies.names {
            let wrong = rows.filter { row in
                guard let decisions = row["decisions"] as? [String: String] else { return false }
                return decisions[name] != row["intent"] as? String
            }
            guard !wrong.isEmpty else { continue }
            let header = "\(name) is wrong on \(wrong.count) trace\(wrong.count == 1 ? "" : "s")"
            let block = try #require(out.components(separatedBy: "\n" + header).dropFirst().first, "\(header)")
            let listed = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && $0.contains(".jsonl:") }
            #expect(listed.count == min(2, wrong.count), "\(block)")
            for (line, row) in zip(listed, wrong) {
                let file = try #require((row["file"] as? String)?.split(separator: "/").last)
                #expect(line.hasPrefix("  \(file):\(try #require(row["line"] as? Int)) trace "), "\(line)")
                let decisions = try #require(row["decisions"] as? [String: String])
                #expect(line.hasSuffix("\(try #require(row["intent"] as? String)) → \(try #require(decisions[name]))"))
            }
        }
    }

    /// Without any intent, and without `infer intent`, the text and `result` are as
    /// they were: no sentence and no table, a null `accuracy`.
    @Test func withoutIntentJudgeSaysNothingOfIt() throws {
        let text = Self.swipe(at: 0, up: 300) + Self.swipe(at: 5, up: 30)
        let (session, sink) = try TraceTests.session(["f.jsonl": text], format: .text)
        ShellProbe.feed(session, ["judge f.jsonl"])
        #expect(!sink.out.contains("intent") && !sink.out.contains("agreement"))
        let (json, jsonSink) = try TraceTests.session(["f.jsonl": text])
        ShellProbe.feed(json, ["judge f.jsonl"])
        let result = try #require(try TraceTests.lastRecord(jsonSink)["result"] as? [String: Any])
        #expect(result["accuracy"] is NSNull)
        #expect((result["intent"] as? [String: Any])?["labelled"] as? Int == 0)
    }

    // MARK: - Inferred intent

    typealias Gesture = IntentInference.Gesture

    /// Hand-written sequences: each gesture's (start, end, way, what the app did), and
    /// the label it gets with a window of 2 s.
    @Test(arguments: [
        // A cancel retried the same way within the window meant finish; the retry is kept.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 1.0, end: 1.2, way: .forward, outcome: .finish)],
         ["finish retried", "finish kept"]),
        // At the window's edge, still a retry; past it, the cancel is kept.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 2.2, end: 2.4, way: .forward, outcome: .finish)],
         ["finish retried", "finish kept"]),
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 2.21, end: 2.4, way: .forward, outcome: .finish)],
         ["cancel kept", "finish kept"]),
        // A retry that begins as the first ends is within the window.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 0.2, end: 0.4, way: .forward, outcome: .finish)],
         ["finish retried", "finish kept"]),
        // A cancel followed the other way is no retry; the other way is not labelled.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 0.5, end: 0.7, way: .back, outcome: .cancel)],
         ["cancel kept", "-"]),
        // A finish undone at once (the other way) meant cancel; past the window, kept.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .finish), Gesture(start: 1.5, end: 1.7, way: .back, outcome: .cancel)],
         ["cancel undone", "-"]),
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .finish), Gesture(start: 3, end: 3.2, way: .back, outcome: .cancel)],
         ["finish kept", "-"]),
        // A finish followed the same way is kept; a tap (nowhere) is neither way.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .finish), Gesture(start: 0.5, end: 0.7, way: .forward, outcome: .finish)],
         ["finish kept", "finish kept"]),
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 0.5, end: 0.6, way: .nowhere, outcome: nil)],
         ["cancel kept", "-"]),
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .finish), Gesture(start: 0.5, end: 0.6, way: .nowhere, outcome: nil)],
         ["finish kept", "-"]),
        // Not judged, stayed: no label; a next gesture that began before the end: no retry.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: nil), Gesture(start: 1, end: 1.2, way: .forward, outcome: .stay)],
         ["-", "-"]),
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 0.1, end: 1.2, way: .forward, outcome: .cancel)],
         ["cancel kept", "cancel kept"]),
        // A chain: cancel, retried and cancelled again, retried and finished, then undone.
        ([Gesture(start: 0, end: 0.2, way: .forward, outcome: .cancel), Gesture(start: 1, end: 1.2, way: .forward, outcome: .cancel),
          Gesture(start: 2, end: 2.2, way: .forward, outcome: .finish), Gesture(start: 3, end: 3.2, way: .back, outcome: .finish)],
         ["finish retried", "finish retried", "cancel undone", "-"]),
    ] as [([Gesture], [String])])
    func inferredIntent(_ gestures: [Gesture], _ expected: [String]) {
        let labels = IntentInference.infer(gestures, within: 2).map { $0.map { "\($0.intent.rawValue) \($0.source.rawValue)" } ?? "-" }
        #expect(labels == expected)
    }

    /// Which way a trace went: its farthest sample from where the finger came down,
    /// along the gesture; within the slop, nowhere.
    @Test func aTraceGoesTheWayOfItsFarthestSample() throws {
        func way(_ ys: [Double]) throws -> IntentInference.Way {
            var text = #"{"t": 0, "x": 105, "y": 405, "phase": "began"}"# + "\n"
            for (k, y) in ys.enumerated() { text += #"{"t": \#(Double(k + 1) / 60), "x": 105, "y": \#(y), "phase": "moved"}"# + "\n" }
            text += #"{"t": 1, "x": 105, "y": \#(ys.last!), "phase": "ended"}"# + "\n"
            let trace = try #require(try TraceFile.parse(Array(text.utf8), name: "f").traces.first)
            return IntentInference.Way.of(trace, along: Point(x: 0, y: -1), slop: 10)
        }
        #expect(try way([380, 300]) == .forward)
        #expect(try way([380, 300, 420]) == .forward)   // came back, but went up farther
        #expect(try way([420, 480]) == .back)
        #expect(try way([400, 396]) == .nowhere)
        #expect(try way([395]) == .forward)              // exactly the slop
    }

    /// `infer intent` through `judge`, on hand-written traces in deeper (threshold 10 %,
    /// 84.4 points): the labels and how many of each it says.
    @Test func judgeInfersIntentFromWhatCameNext() throws {
        let text = Self.swipe(at: 0, up: 40)            // 1 cancels; 2 retries at once
            + Self.swipe(at: 1, up: 300)                 // 2 finishes; 3, the other way, undoes it
            + Self.swipe(at: 2, up: -200)                // 3 goes the other way: no label
            + Self.swipe(at: 20, up: 40)                 // 4 cancels; 5 comes 4.9 s later
            + Self.swipe(at: 25, up: 40, intent: "finish") // 5 says what it meant: that wins
            + Self.swipe(at: 60, up: 300)                // 6 finishes, last: kept
        func labels(_ line: String) throws -> ([String], String, [String: Any]) {
            let (session, sink) = try TraceTests.session(["f.jsonl": text])
            ShellProbe.feed(session, [line])
            let result = try #require(try TraceTests.lastRecord(sink)["result"] as? [String: Any])
            let rows = try #require(result["traces"] as? [[String: Any]])
            let (textSession, textSink) = try TraceTests.session(["f.jsonl": text], format: .text)
            ShellProbe.feed(textSession, [line])
            return (rows.map { row in
                guard let intent = row["intent"] as? String, let from = row["intentFrom"] as? String else { return "-" }
                return "\(intent) \(from)"
            }, textSink.out, try #require(result["intent"] as? [String: Any]))
        }
        let (inferred, out, summary) = try labels("judge infer intent f.jsonl")
        #expect(inferred == ["finish retried", "cancel undone", "-", "cancel kept", "finish file", "finish kept"])
        #expect(out.contains(TextLayout.wrap("intent: 5 of 6 traces labelled, 1 by its file, 4 inferred from threshold's "
                                             + "decisions with a next gesture within 2 s (1 retried, meant finish; 1 undone, "
                                             + "meant cancel; 2 kept); 1 not labelled", first: "")), "\(out)")
        #expect(summary["labelled"] as? Int == 5 && summary["unlabelled"] as? Int == 1 && summary["within"] as? Double == 2)
        #expect(summary["from"] as? [String: Int] == ["file": 1, "retried": 1, "undone": 1, "kept": 2])
        // A longer window takes the fourth for retried.
        #expect(try labels("judge infer intent within 5s f.jsonl").0[3] == "finish retried")
        // Without `infer intent`, only the file's.
        #expect(try labels("judge f.jsonl").0 == ["-", "-", "-", "-", "finish file", "-"])
        // The policy in force is what the app did: with threshold 50 %, 2 cancels too,
        // is retried by nothing (3 goes the other way), and is kept.
        #expect(try labels("set threshold 0.5; judge infer intent f.jsonl").0[1] == "cancel kept")
        // Another policy in force: projection throwing far finishes the first swipe,
        // which the second then follows the same way: kept, not retried.
        #expect(try labels("set policy projection; set deceleration 0.9999; judge infer intent f.jsonl").0[0] == "finish kept")
    }

    @Test(arguments: [
        ("judge within 2s f.jsonl", "'within' is how soon 'infer intent' looks"),
        ("judge infer intents f.jsonl", "expected 'infer intent', got 'intents'"),
        ("judge infer intent within -1 f.jsonl", "within must be within"),
        ("judge f.jsonl infer", "'infer' needs intent"),
    ])
    func inferKeywordErrors(_ line: String, _ message: String) throws {
        let (session, sink) = try TraceTests.session(["f.jsonl": Self.swipe(at: 0, up: 40)], format: .text)
        #expect(ShellProbe.feed(session, [line]).allSatisfy { $0.failed })
        #expect(sink.err.contains(message), "\(sink.err)")
    }
}
