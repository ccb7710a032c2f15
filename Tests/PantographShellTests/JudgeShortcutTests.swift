import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// `judge`'s shortcuts held to the reference paths they stand for: the quick line
/// reader to `JSONLine` and `TraceFile.sample`, the file read in pieces to the lines
/// read one by one and grouped in one pass, and a release from the recognizer alone
/// (`Judge.Release`) to a replay on the simulator (`Judge.verdict`).
@Suite struct JudgeShortcutTests {
    /// The reference: every line read by `JSONLine` and `TraceFile.sample`.
    static func reference(_ bytes: [UInt8], name: String) throws(TraceFileError) -> TraceFile {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { lines.removeLast() }
        var samples: [TraceSample] = []
        var errors: [TraceProblem] = []
        for (k, line) in lines.enumerated() where !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            do throws(JSONLine.Failure) {
                samples.append(try TraceFile.sample(JSONLine.object(line), line: k + 1))
            } catch {
                errors.append(TraceProblem(line: k + 1, column: error.column, message: error.message))
            }
        }
        guard errors.isEmpty else { throw TraceFileError(file: name, problems: errors) }
        return TraceFile.group(samples, name: name)
    }

    /// What the quick reader makes of one line: nil, or the sample the reference reads.
    static func quick(_ line: [UInt8]) -> TraceSample? {
        var reader = SampleLineReader()
        guard let (sample, end) = reader.sample(line.span, 0, line.count, line: 1) else { return nil }
        #expect(end == line.count)
        return sample
    }

    static func referenceSample(_ line: [UInt8]) -> TraceSample? {
        try? TraceFile.sample(JSONLine.object(line[...]), line: 1)
    }

    static let odd = [
        #"{"t": 1, "x": 2, "y": 3, "phase": "began"}"#, "  {\"t\":1,\"x\":2,\"y\":3,\"phase\":\"moved\"}\t ",
        "{\"t\": 1, \"x\": 2, \"y\": 3, \"phase\": \"ended\"}\r", #"{"t": -0, "x": 0.5, "y": 3.25, "phase": "cancelled", "vx": -1, "vy": 0}"#,
        #"{"t": 1e2, "x": 2, "y": 3, "phase": "began"}"#, #"{"t": 1, "x": 2E-1, "y": 3, "phase": "began"}"#,
        #"{"t": 1, "x": 1e999, "y": 3, "phase": "began"}"#, #"{"t": 01, "x": 2, "y": 3, "phase": "began"}"#,
        #"{"t": 1., "x": 2, "y": 3, "phase": "began"}"#, #"{"t": -, "x": 2, "y": 3, "phase": "began"}"#,
        #"{"t": 1, "x": 2, "y": 3, "phase": "began", "t": 2}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "Began"}"#,
        #"{"t": 1, "x": 2, "y": 3, "phase": "began", "vx": 1}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "began", "vy": 1}"#,
        #"{"t": 1, "x": 2, "y": 3}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "began", "vX": 1, "vy": 2}"#,
        #"{"\u0074": 1, "x": 2, "y": 3, "phase": "began"}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "b\u0065gan"}"#,
        #"{"t": 1, "x": 2, "y": 3, "phase": "began", "id": "é-1"}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "began", "id": 7}"#,
        #"{"t": "1", "x": 2, "y": 3, "phase": "began"}"#, #"{"t": 1, "x": 2, "y": 3, "phase": "began"} x"#,
        #"{"t": 1, "x": 2, "y": 3, "phase": "began",}"#, #"{}"#, "", "   ", #"{"t": 12345678901234567890123, "x": 2, "y": 3, "phase": "began"}"#,
        #"{"t": 0.1234567890123456789012, "x": 2, "y": 3, "phase": "began", "id": "a very long id, longer than fifteen"}"#,
    ]

    /// The quick reader reads no line the reference refuses, and reads what it reads
    /// the same; it reads every line of the corpus itself.
    @Test func theQuickReaderReadsWhatTheReferenceReads() throws {
        var lines: [[UInt8]] = Self.odd.map { Array($0.utf8) }
        for path in TraceTests.corpus {
            let corpus = try TraceFiles().read(path).split(separator: 0x0A).map(Array.init)
            for line in corpus {
                #expect(Self.quick(line) == Self.referenceSample(line) && Self.quick(line) != nil)
            }
            // Lines made to differ: a byte dropped, doubled or replaced, at every place
            // of a few lines.
            for line in corpus.prefix(4) + corpus.suffix(2) {
                for k in line.indices {
                    var dropped = line; dropped.remove(at: k)
                    var doubled = line; doubled.insert(line[k], at: k)
                    lines += [dropped, doubled]
                    for b: UInt8 in [0x20, 0x0A, 0x22, 0x5C, 0x2C, 0x2E, 0x2D, 0x65, 0x30, 0x7D, 0xC3] {
                        var replaced = line; replaced[k] = b
                        lines.append(replaced)
                    }
                }
            }
        }
        var quick = 0
        for line in lines {
            let reference = Self.referenceSample(line)
            // A line with a newline inside is two lines: only the first is read.
            if line.contains(0x0A) { continue }
            if let sample = Self.quick(line) {
                quick += 1
                #expect(sample == reference, "\(String(decoding: line, as: UTF8.self))")
            }
        }
        #expect(quick > 1000)
    }

    /// Files with every kind of skipped trace, cut into pieces anywhere: the same
    /// traces, skips and errors as the lines read one by one and grouped in one pass.
    @Test func aFileReadInPiecesIsTheFileReadLineByLine() throws {
        var rng = SplitMix64(seed: 21)
        let kinds = [
            [#"{"t": T, "x": 105, "y": 405, "phase": "began", "id": "ID"}"#, #"{"t": T1, "x": 105, "y": 380, "phase": "moved", "id": "ID"}"#,
             #"{"t": T2, "x": 105, "y": 300, "phase": "ended", "id": "ID"}"#],
            [#"{"t": T, "x": 105, "y": 405, "phase": "began"}"#, #"{"t": T2, "x": 105, "y": 300, "phase": "cancelled"}"#],
            [#"{"t": T, "x": 105, "y": 405, "phase": "began", "id": "ID"}"#, #"{"t": T1, "x": 105, "y": 380, "phase": "moved", "id": "other"}"#,
             #"{"t": T2, "x": 105, "y": 300, "phase": "ended", "id": "ID"}"#],
            [#"{"t": T2, "x": 105, "y": 405, "phase": "began"}"#, #"{"t": T1, "x": 105, "y": 380, "phase": "moved"}"#,
             #"{"t": T2, "x": 105, "y": 300, "phase": "ended"}"#],
            [#"{"t": T, "x": 105, "y": 405, "phase": "began"}"#, #"{"t": T1, "x": 105, "y": 380, "phase": "moved"}"#],
            [#"{"t": T, "x": 105, "y": 380, "phase": "moved"}"#],
            [#"{"t": T, "x": 105, "y": 380, "phase": "ended"}"#, ""],
            [#"{"t":T,"x":105,"y":405,"phase":"began","id":"ID"}"#, #"{"t": T2, "y": 300, "x": 105, "id": "ID", "phase": "ended"}"#],
        ]
        for round in 0..<20 {
            var text = ""
            for n in 0..<(20 + round * 7) {
                let kind = kinds[Int(rng.next() % UInt64(kinds.count))]
                let t = Double(n)
                for line in kind {
                    text += line.replacingOccurrences("T2", "\(t + 0.05)").replacingOccurrences("T1", "\(t + 0.02)")
                        .replacingOccurrences("T", "\(t)").replacingOccurrences("ID", "g-\(n % 3)") + "\n"
                }
            }
            if round % 3 == 1 { text += #"{"t": 1, "x": 2, "phase": "began"}"# + "\n" + text + "[]" }
            let bytes = Array(text.utf8)
            let reference = Result { () throws(TraceFileError) in try Self.reference(bytes, name: "f") }
            for workers in [1, 2, 3, 5, 8, 13] {
                let read = Result { () throws(TraceFileError) in try TraceFile.parse(bytes, name: "f", workers: workers) }
                #expect(read == reference, "round \(round), \(workers) workers")
            }
        }
    }

    /// Traces made from the corpus to go off the screen, stay within the slop, repeat a
    /// place or a time, or be cancelled.
    static func variedTraces() throws -> [Trace] {
        var traces: [Trace] = []
        for path in TraceTests.corpus {
            traces += try TraceFile.parse(TraceFiles().read(path), name: path).traces
        }
        var varied = traces
        for (k, trace) in traces.enumerated() where k % 3 == 0 {
            var t = trace
            switch k % 5 {
            case 0: t.samples[t.samples.count / 2].location.y = -1 - Double(k % 7)
            case 1: t.samples[0].location.x = 400
            case 2:
                let start = t.samples[0].location
                for i in t.samples.indices {
                    t.samples[i].location = start + (t.samples[i].location - start) * 0.02
                }
            case 3:
                t.samples[t.samples.count - 1].phase = .cancelled
                t.samples[t.samples.count - 1].location = t.samples[t.samples.count - 2].location
            default:
                for i in t.samples.indices where i % 2 == 1 { t.samples[i].t = t.samples[i - 1].t }
                t.samples[t.samples.count - 1].location.y = 843.5
            }
            varied.append(t)
        }
        // What the engine refuses of a replay: a wait of more than a day between two
        // samples, a logged velocity past its bound.
        for (k, trace) in traces.enumerated() where k % 3 == 1 {
            var t = trace
            if k % 4 == 0 {
                for i in t.samples.indices.dropFirst(t.samples.count / 2) { t.samples[i].t += 2 * Input.longestInterval }
            } else if k % 4 == 2 {
                // The wait before a release where the finger stopped.
                let last = t.samples.count - 1
                t.samples[last].location = t.samples[last - 1].location
                t.samples[last].t += 2 * Input.longestInterval
            } else {
                t.samples[t.samples.count - 1].velocity = Point(x: 0, y: k % 4 == 1 ? 1e308 : -Input.velocityLimit.nextUp)
            }
            varied.append(t)
        }
        return varied
    }

    /// The recognizer alone judges every trace as a replay on the simulator does, in
    /// several scenes, states and settings, with either velocity.
    @Test(arguments: [
        ("deeper", [String]()), ("deeper", ["drag 0,-300"]), ("deeper", ["set slop 0"]), ("deeper", ["set slop 40"]),
        ("deeper", ["set cap 0.3", "set policy velocity"]), ("deeper", ["set screen 390x430"]), ("sheet", []),
        ("hero", ["present"]), ("modal", ["present"]), ("deeper", ["set clock manual"]),
        ("navigation", ["set edge-width 400"]), ("navigation", ["set edge-width 200"]),
    ] as [(String, [String])])
    func theRecognizerAloneJudgesAsTheReplayDoes(_ scene: String, _ setup: [String]) throws {
        let (session, _) = try TraceTests.session(scene: scene)
        ShellProbe.feed(session, setup)
        let sim = session.state.simulator
        let release = try #require(Judge.Release(sim))
        let policies = release.policies
        var judged = 0, notJudged = 0
        for trace in try Self.variedTraces() {
            #expect(Judge.Release.follows(trace))
            for velocity in Replay.Velocity.allCases {
                let quick = release.verdict(trace, velocity: velocity, policies: policies)
                let replayed = Judge.verdict(trace, velocity: velocity, on: sim)
                #expect(quick == replayed, "\(trace.label) \(velocity)")
                if case .judged = replayed { judged += 1 } else { notJudged += 1 }
            }
        }
        #expect(judged > 100 && notJudged > 20)
    }

    /// Where a transition is in flight, `judge` replays every trace.
    @Test func aStateInFlightIsReplayed() throws {
        let (session, _) = try TraceTests.session()
        ShellProbe.feed(session, ["set clock manual", "drag 0,-300"])
        #expect(session.state.simulator.transition?.isInFlight == true)
        #expect(Judge.Release(session.state.simulator) == nil)
        var gone = try TraceTests.session().0.state.simulator
        _ = try gone.apply(.touchDown(at: Point(x: 100, y: 400)))
        #expect(Judge.Release(gone) == nil)
    }
}

private extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
