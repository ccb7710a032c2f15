import Testing
@testable import PantographShell
import PantographEngine

/// The file cut into one piece per worker (`TraceFile.pieces`), and what runs across a
/// cut joined back: the same traces, skips and errors as the file read in one piece.
@Suite struct TracePieceTests {
    static let began = #"{"t": 10, "x": 105, "y": 405, "phase": "began", "id": "a"}"#
    static func moved(_ t: Int) -> String { #"{"t": \#(10 + Double(t) / 100), "x": 105, "y": \#(400 - t), "phase": "moved", "id": "a"}"# }
    static let ended = #"{"t": 11, "x": 105, "y": 300, "phase": "ended", "id": "a"}"#

    /// The pieces cover the bytes in order, none empty unless the file is, each but
    /// the last ending with a newline; no more than asked.
    static func check(_ text: String, workers: Int) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        let pieces = TraceFile.pieces(bytes.span, count: workers)
        #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == bytes.count)
        #expect(pieces.count <= max(1, workers))
        for (a, b) in zip(pieces, pieces.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        for piece in pieces.dropLast() { #expect(!piece.isEmpty && bytes[piece.upperBound - 1] == 0x0A) }
        if bytes.isEmpty { #expect(pieces == [0..<0]) }
        let counted = pieces.map { FileBytes(bytes).newlines(in: $0) }.reduce(0, +)
        #expect(counted == bytes.filter { $0 == 0x0A }.count)
        return pieces
    }

    /// Every way to cut: read in pieces, the file is what one piece makes of it.
    static func sameOnAnyWorkers(_ text: String, _ note: String) {
        let bytes = Array(text.utf8)
        let one = Result { () throws(TraceFileError) in try TraceFile.parse(bytes, name: "f", workers: 1) }
        let reference = Result { () throws(TraceFileError) in try JudgeShortcutTests.reference(bytes, name: "f") }
        #expect(one == reference, "\(note)")
        for workers in 2...12 {
            _ = check(text, workers: workers)
            let read = Result { () throws(TraceFileError) in try TraceFile.parse(bytes, name: "f", workers: workers) }
            #expect(read == one, "\(note), \(workers) workers")
        }
    }

    @Test func aLineAcrossTheMiddleIsCutAfterItsNewline() {
        let text = "\(Self.began)\n\(Self.moved(1))\n\(Self.ended)\n"
        let pieces = Self.check(text, workers: 2)
        let firstLine = Self.began.utf8.count + 1
        #expect(pieces.count == 2 && pieces[0].upperBound == firstLine + Self.moved(1).utf8.count + 1)
        Self.sameOnAnyWorkers(text, "three lines")
    }

    @Test func aFileWithNoNewlineIsOnePiece() {
        let text = Self.began
        #expect(Self.check(text, workers: 4) == [0..<text.utf8.count])
        Self.sameOnAnyWorkers(text, "one line, no newline")
        Self.sameOnAnyWorkers("\(Self.began)\n\(Self.moved(1))\n\(Self.ended)", "no newline at the end")
    }

    @Test func anEmptyFileIsOneEmptyPiece() throws {
        #expect(Self.check("", workers: 3) == [0..<0])
        let file = try TraceFile.parse([], name: "f", workers: 3)
        #expect(file.traces.isEmpty && file.skipped.isEmpty && file.began == 0)
        Self.sameOnAnyWorkers("\n\n\n", "blank lines")
    }

    @Test func moreWorkersThanLinesMakesNoEmptyPiece() {
        let text = "\(Self.began)\n\(Self.ended)\n"
        #expect(Self.check(text, workers: 12).count == 2)
        Self.sameOnAnyWorkers(text, "two lines")
    }

    /// A trace over many pieces, one spoilt across the cuts, strays before the first
    /// `began`, and traces numbered on from the pieces before.
    @Test func tracesAcrossSeveralCutsAreJoined() throws {
        let long = [Self.began] + (1...40).map(Self.moved) + [Self.ended]
        var spoilt = [Self.began] + (1...20).map(Self.moved)
        spoilt[12] = #"{"t": 9, "x": 105, "y": 380, "phase": "moved", "id": "a"}"#
        let stray = #"{"t": 1, "x": 105, "y": 380, "phase": "moved"}"#
        let lines = [stray, stray] + long + spoilt + [Self.ended] + long + [Self.began] + long
        let text = lines.joined(separator: "\n") + "\n"
        Self.sameOnAnyWorkers(text, "long traces")
        let file = try TraceFile.parse(Array(text.utf8), name: "f", workers: 7)
        #expect(file.traces.map(\.number) == [1, 3, 5] && file.began == 5)
        #expect(file.skipped.map(\.trace) == [nil, nil, 2, 4])
        #expect(file.skipped[2].message.hasPrefix("trace 2 (line 45) skipped: time goes back"))
        #expect(file.skipped[3].message == "trace 4 (line 109) skipped: a second 'began' before it ended")
    }
}

extension TracePieceTests {
    /// `TraceFile.parse` (for `replay`) holds every sample of a file: 64 bytes each,
    /// the line in the room the optional velocity's flag leaves.
    @Test func aSampleTakes64Bytes() {
        #expect(MemoryLayout<TraceSample>.stride == 64)
        var sample = TraceSample(t: 1, location: Point(x: 2, y: 3), phase: .moved, velocity: nil, id: "a", line: 7)
        sample.line += 1_000_000
        #expect(sample.line == 1_000_007)
    }
}

extension TracePieceTests {
    /// Newlines counted eight bytes at a time, from any start to any end, among every
    /// byte value (0x8A and 0x0B look most like a newline to a word's arithmetic).
    @Test func newlinesAreCountedAtAnyAlignment() {
        var bytes: [UInt8] = (0...255).map(UInt8.init) + [0x0A, 0x0A, 0x8A, 0x0A, 0x0B, 0x09, 0x0A]
        bytes += bytes.reversed()
        let file = FileBytes(bytes)
        for lo in 0..<17 {
            for hi in [lo, lo + 1, lo + 7, lo + 8, lo + 9, bytes.count - 9, bytes.count - 1, bytes.count] where hi >= lo {
                #expect(file.newlines(in: lo..<hi) == bytes[lo..<hi].filter { $0 == 0x0A }.count, "\(lo)..<\(hi)")
            }
        }
    }
}

extension TracePieceTests {
    /// `judge` reads a file in pieces of about 1 MiB, which the threads take in turn:
    /// pieces of any size, on any number of workers, make the same file.
    @Test(arguments: [1, 37, 200, 1_000, 5_000])
    func piecesOfAnySizeTakenInTurnMakeTheSameFile(_ pieceBytes: Int) throws {
        let long = [Self.began] + (1...40).map(Self.moved) + [Self.ended]
        var spoilt = [Self.began] + (1...20).map(Self.moved)
        spoilt[12] = #"{"t": 9, "x": 105, "y": 380, "phase": "moved", "id": "a"}"#
        let stray = #"{"t": 1, "x": 105, "y": 380, "phase": "moved"}"#
        let lines = [stray] + long + spoilt + [Self.ended] + long + [Self.began, Self.ended] + [Self.began] + long
        let bytes = FileBytes(Array((lines.joined(separator: "\n") + "\n").utf8))
        let one = try TraceFile.parse(bytes, name: "f", workers: 1)
        #expect(one.traces.map(\.number) == [1, 3, 4, 6] && one.began == 6 && one.skipped.count == 3)
        for workers in 1...4 {
            #expect(try TraceFile.parse(bytes, name: "f", workers: workers, pieceBytes: pieceBytes) == one,
                    "\(workers) workers")
        }
        // Malformed lines refuse the file, each listed, whichever thread read it and
        // whether or not another had already found one.
        var badLines = lines
        badLines.insert(#"{"t": 1}"#, at: 3)
        badLines.append(#"{"t": 2, "x": 1, "y": 1, "phase": "lifted"}"#)
        let bad = FileBytes(Array((badLines.joined(separator: "\n") + "\n").utf8))
        func errors(_ workers: Int, _ pieceBytes: Int?) -> [String] {
            do { _ = try TraceFile.parse(bad, name: "f", workers: workers, pieceBytes: pieceBytes); return [] } catch {
                return error.lines
            }
        }
        let expected = errors(1, nil)
        #expect(expected.count == 2 && expected[0].hasPrefix("f:4:") && expected[1].hasPrefix("f:\(badLines.count):"))
        for workers in 1...3 { #expect(errors(workers, pieceBytes) == expected, "\(workers) workers") }
    }

    /// Ctrl-C: on one worker, asked before each piece; on more, before the threads
    /// start (and while they work, `ParallelTests`). The scan then stops with nothing.
    @Test func aScanStopsWhenInterrupted() throws {
        let text = (0..<50).map { _ in [Self.began, Self.moved(1), Self.ended].joined(separator: "\n") }
            .joined(separator: "\n") + "\n"
        let bytes = FileBytes(Array(text.utf8))
        var asked = 0
        let stopped = try TraceFile.scan(bytes, name: "f", workers: 1, pieceBytes: 100, taker: { KeepTraces() },
                                         isInterrupted: { asked += 1; return asked == 3 })
        #expect(stopped == nil && asked == 3)
        let atOnce = try TraceFile.scan(bytes, name: "f", workers: 2, pieceBytes: 100, taker: { KeepTraces() },
                                        isInterrupted: { true })
        #expect(atOnce == nil)
        for workers in [1, 2] {
            let whole = try #require(try TraceFile.scan(bytes, name: "f", workers: workers, pieceBytes: 100,
                                                        taker: { KeepTraces() }, isInterrupted: { false }))
            #expect(whole.runs.reduce(0) { $0 + $1.taken.count } == 50 && whole.began == 50)
        }
    }
}
