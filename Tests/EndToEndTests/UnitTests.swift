import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PantographCommandLine

/// The executable's own pieces, tested directly.
@Suite struct LineSplitterTests {
    private func lines(_ text: [UInt8], chunkSize: Int) throws -> [[UInt8]] {
        var splitter = LineSplitter(BytesSource(text), chunkSize: chunkSize)
        var result: [[UInt8]] = []
        while let line = try splitter.nextLine() { result.append(line) }
        return result
    }

    @Test(arguments: [1, 2, 3, 7, 64 * 1024])
    func splitsAcrossChunkBoundaries(chunkSize: Int) throws {
        let text = Array("a\r\nbc\n\nd\r\r\ne".utf8)
        let expected = ["a", "bc", "", "d\r", "e"].map { Array($0.utf8) }
        #expect(try lines(text, chunkSize: chunkSize) == expected)
    }

    @Test func finalNewlineAddsNoEmptyLine() throws {
        #expect(try lines(Array("x\n".utf8), chunkSize: 4) == [Array("x".utf8)])
        #expect(try lines([], chunkSize: 4) == [])
        #expect(try lines(Array("\n".utf8), chunkSize: 4) == [[]])
    }

    @Test func bytesPassThroughUnchanged() throws {
        #expect(try lines([0xFF, 0xC3, 0x0A, 0x00, 0x41], chunkSize: 2) == [[0xFF, 0xC3], [0x00, 0x41]])
    }

    /// A line up to `longestLine` bytes is read, whatever the chunks; one byte more ends
    /// the reading, having gathered no more than the limit and a chunk.
    @Test(arguments: [1, 2, 3, 7, 64 * 1024])
    func aLineLongerThanTheLongestEndsTheReading(chunkSize: Int) throws {
        var splitter = LineSplitter(BytesSource(Array("abcd\nabcde\nx\n".utf8)), chunkSize: chunkSize, longestLine: 4)
        #expect(try splitter.nextLine() == Array("abcd".utf8))
        #expect(throws: ReadFailure(code: EFBIG, longestLine: 4)) { _ = try splitter.nextLine() }
    }

    /// An input with no end and no newline (`cat /dev/zero | pantograph`) stops, having
    /// read no more than the limit and a chunk.
    @Test func anEndlessLineStopsAtTheLimit() throws {
        struct Zeros: ByteSource {
            var read = 0
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ReadFailure) -> Int {
                guard read < 1 << 30 else { return 0 }
                buffer.initializeMemory(as: UInt8.self, repeating: 0)
                read += buffer.count
                return buffer.count
            }
        }
        var splitter = LineSplitter(Zeros(), chunkSize: 4096, longestLine: 100_000)
        #expect(throws: ReadFailure(code: EFBIG, longestLine: 100_000)) { _ = try splitter.nextLine() }
    }

    @Test func readErrorsAreThrown() throws {
        // A write-only descriptor: read(2) fails with EBADF.
        let fd = open("/dev/null", O_WRONLY)
        defer { close(fd) }
        var splitter = LineSplitter(FileDescriptorSource(fd: fd))
        #expect(throws: ReadFailure.self) { _ = try splitter.nextLine() }
    }
}

@Suite struct HistoryTests {
    @Test func trimsToTheCapKeepingTheNewest() throws {
        try withTemporaryDirectory { dir in
            let history = History(directory: dir.path, capacity: 5, warn: { Issue.record("warning: \($0)") })
            for index in 0..<12 { history.record(Array("cmd \(index)".utf8)) }
            let text = try String(contentsOf: dir.appendingPathComponent("history"), encoding: .utf8)
            #expect(text == (7..<12).map { "cmd \($0)\n" }.joined())
            let reloaded = History(directory: dir.path, capacity: 5, warn: { _ in }).load()
            #expect(reloaded.map { String(decoding: $0, as: UTF8.self) } == (7..<12).map { "cmd \($0)" })
        }
    }

    @Test func skipsBlankLinesAndImmediateRepeats() throws {
        try withTemporaryDirectory { dir in
            let history = History(directory: dir.path, warn: { _ in })
            for line in ["a", "", " \t", "a", "b", "a", "a"] { history.record(Array(line.utf8)) }
            let text = try String(contentsOf: dir.appendingPathComponent("history"), encoding: .utf8)
            #expect(text == "a\nb\na\n")
        }
    }

    @Test func neverGluesOntoAnUnterminatedLine() throws {
        try withTemporaryDirectory { dir in
            try writeFile("history", "old", in: dir)
            History(directory: dir.path, warn: { _ in }).record(Array("new".utf8))
            let text = try String(contentsOf: dir.appendingPathComponent("history"), encoding: .utf8)
            #expect(text == "old\nnew\n")
        }
    }

    @Test func concurrentWritersKeepWholeLinesAndTheCap() async throws {
        // flock works per open file description, so two History objects in one process
        // exclude each other like two processes do.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pantograph-h-\(UUID())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.path
        await withTaskGroup(of: Void.self) { group in
            for writer in ["a", "b", "c"] {
                group.addTask {
                    let history = History(directory: path, capacity: 50, warn: { _ in })
                    for index in 0..<200 { history.record(Array("\(writer) \(index)".utf8)) }
                }
            }
        }
        let lines = try String(contentsOf: dir.appendingPathComponent("history"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "")
        let entries = lines.dropLast()
        #expect(entries.count == 50)
        #expect(entries.allSatisfy { $0.wholeMatch(of: /[abc] \d+/) != nil }, "\(entries)")
    }

    @Test func unusableLocationWarnsOnce() throws {
        try withTemporaryDirectory { dir in
            let file = try writeFile("plain-file", "x", in: dir)
            var warnings: [String] = []
            let history = History(directory: file.path + "/pantograph", warn: { warnings.append($0) })
            history.record(Array("a".utf8))
            history.record(Array("b".utf8))
            #expect(!history.isWritable)
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("pantograph: warning: ") == true)
        }
    }
}

@Suite struct ReadlineHelperTests {
    @Test func unmarkedEscapesInThePromptAreWrapped() {
        let prompt = "deeper \u{1B}[32mfinishing\u{1B}[0m 42.0%> "
        #expect(ReadlineReader.markingInvisibleSequences(prompt)
                == "deeper \u{1}\u{1B}[32m\u{2}finishing\u{1}\u{1B}[0m\u{2} 42.0%> ")
        let marked = "deeper \u{1}\u{1B}[32m\u{2}x\u{1}\u{1B}[0m\u{2}> "
        #expect(ReadlineReader.markingInvisibleSequences(marked) == marked)
        #expect(ReadlineReader.markingInvisibleSequences("deeper> ") == "deeper> ")
    }

    @Test func commonPrefixOfCandidates() {
        #expect(ReadlineCallbacks.longestCommonPrefix(["set", "settle"]) == "set")
        #expect(ReadlineCallbacks.longestCommonPrefix(["pan", "pause", "present"]) == "p")
        #expect(ReadlineCallbacks.longestCommonPrefix(["é1", "é2"]) == "é")
    }
}
