import Testing
@testable import PantographShell

/// Lines of many commands, and long lines with a bad byte at the end, cost work linear
/// in their length. The lexer reads its bytes through `CountingBytes`, which counts
/// every byte it hands out (subscripts, iteration and copies alike), so a quadratic
/// path — a prefix validated again and again, the line copied once per command —
/// shows as a count far above the bound, without measuring any time.
struct LinearInputTests {
    /// A byte collection that counts how many bytes were read from it.
    struct CountingBytes: RandomAccessCollection {
        final class Counter { var reads = 0 }
        let bytes: [UInt8]
        let counter = Counter()

        var startIndex: Int { bytes.startIndex }
        var endIndex: Int { bytes.endIndex }
        subscript(position: Int) -> UInt8 {
            counter.reads += 1
            return bytes[position]
        }
    }

    /// Bytes read per byte of input: validating, splitting and copying each byte into
    /// the text of its word and of its command is about 4.
    static let readsPerByte = 8

    @Test func eightThousandCommandsOnOneLineCostLinearWork() throws {
        let line = Array(Array(repeating: "pan move 0,-10", count: 8_000).joined(separator: "; ").utf8)
        let counted = CountingBytes(bytes: line)
        let commands = try Lexer.commands(in: counted)
        #expect(commands.count == 8_000)
        #expect(commands.last?.text == "pan move 0,-10")
        #expect(commands.last?.words.first?.column == 7_999 * 16 + 1)
        #expect(counted.counter.reads <= Self.readsPerByte * line.count,
                "\(counted.counter.reads) reads for \(line.count) bytes")
    }

    @Test func aLongLineEndingInABadByteCostsLinearWork() throws {
        let line = Array(repeating: UInt8(ascii: "a"), count: 1_000_000) + [0xFF]
        let counted = CountingBytes(bytes: line)
        #expect(throws: LexError(message: "invalid UTF-8 (byte 0xFF)", column: 1_000_001)) {
            try Lexer.commands(in: counted)
        }
        // One validating pass stops at the bad byte; nothing is split or copied.
        #expect(counted.counter.reads <= 2 * line.count, "\(counted.counter.reads) reads for \(line.count) bytes")
    }

    /// Multi-byte characters count one column each, wherever the bad byte is.
    @Test func columnsCountCharactersNotBytes() throws {
        let line = Array("é€😀 pan".utf8) + [0xC3]
        #expect(throws: LexError(message: "invalid UTF-8 (byte 0xC3)", column: 8)) {
            try Lexer.commands(in: line)
        }
        let words = try Lexer.commands(in: Array("é€😀 pan begin".utf8))[0].words
        #expect(words.map(\.column) == [1, 5, 9])
    }

    /// The whole session, not only the lexer: 8,000 commands on one line run as 8,000
    /// commands, each with its own record.
    @Test func theSessionRunsEveryCommandOfALongLine() throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        let line = "pan begin; " + Array(repeating: "pan by 0,-0.01", count: 8_000).joined(separator: "; ")
        let result = session.execute(line: Array(line.utf8), file: "long.pg", lineNumber: 1)
        #expect(!result.failed)
        #expect(session.seq == 8_001)
        #expect(ShellProbe.lines(sink.out).count == 8_001)
    }
}
