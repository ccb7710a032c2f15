@testable import PantographHarness
import PantographShell
import Testing

/// The harness's sink cuts standard output into records where the bytes arrive
/// (`CollectingSink.take`): every way the writes can fall against the lines' ends gives
/// the lines the whole output has, empty ones left out, as splitting it afterwards did;
/// a record (`write(record:to:)`, a whole line) is taken as it is, whatever came before.
@Suite struct CollectingSinkTests {
    enum Write: Sendable {
        case text(String)
        case bytes([UInt8])
        case record([UInt8])
        case error(String)
        case errorBytes([UInt8])
    }

    /// What splitting everything written, at the end, gives: the records' definition.
    static func split(_ writes: [Write]) -> (records: [String], err: String) {
        var out: [UInt8] = []
        var err = ""
        for write in writes {
            switch write {
            case .text(let text): out += Array(text.utf8)
            case .bytes(let bytes), .record(let bytes): out += bytes
            case .error(let text): err += text
            case .errorBytes(let bytes): err += String(decoding: bytes, as: UTF8.self)
            }
        }
        return (out.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }, err)
    }

    static let cases: [(String, [Write], [String])] = [
        ("one record a span", [.bytes(Array("{\"seq\":1}\n".utf8)), .bytes(Array("{\"seq\":2}\n".utf8))],
         ["{\"seq\":1}", "{\"seq\":2}"]),
        ("lines in one text", [.text("a\nb\n\nc\n")], ["a", "b", "c"]),
        ("a line cut across writes", [.text("ab"), .bytes(Array("cd\nef".utf8)), .text("g\n")], ["abcd", "efg"]),
        ("a last line with no end", [.text("a\n"), .bytes(Array("b".utf8))], ["a", "b"]),
        ("empty lines and empty writes", [.text(""), .text("\n\n"), .bytes([]), .bytes(Array("\nx\n\n".utf8))], ["x"]),
        ("UTF-8 cut mid-character", [.bytes([0x61, 0xC3]), .bytes([0xA9, 0x0A, 0xE2, 0x86]), .bytes([0x92, 0x0A])],
         ["aé", "→"]),
        ("bytes that are not UTF-8, replaced", [.bytes([0x61, 0xFF, 0x0A]), .bytes([0xC3, 0x0A])],
         ["a\u{FFFD}", "\u{FFFD}"]),
        ("records whole, after a line cut across writes, and alone",
         [.record(Array("{\"seq\":1}\n".utf8)), .text("ab"), .record(Array("{\"seq\":2}\n".utf8)),
          .record(Array("{\"seq\":3}\n".utf8)), .record(Array("\n".utf8)), .record(Array("é\n".utf8))],
         ["{\"seq\":1}", "ab{\"seq\":2}", "{\"seq\":3}", "é"]),
        ("standard error apart", [.text("a\n"), .error("oops\n"), .errorBytes(Array("é\n".utf8)), .text("b\n")],
         ["a", "b"]),
    ]

    @Test(arguments: cases.indices)
    @MainActor func recordsAreTheLinesOfEverythingWritten(_ index: Int) {
        let (name, writes, expected) = Self.cases[index]
        let sink = CollectingSink()
        for write in writes {
            switch write {
            case .text(let text): sink.write(text, to: .standardOutput)
            case .bytes(let bytes): sink.write(utf8: bytes.span, to: .standardOutput)
            case .record(let bytes): sink.write(record: bytes.span, to: .standardOutput)
            case .error(let text): sink.write(text, to: .standardError)
            case .errorBytes(let bytes): sink.write(utf8: bytes.span, to: .standardError)
            }
        }
        let reference = Self.split(writes)
        #expect(sink.records == expected, "\(name)")
        #expect(sink.records == reference.records, "\(name)")
        #expect(sink.err == reference.err, "\(name)")
        sink.clear()
        #expect(sink.records.isEmpty && sink.err.isEmpty, "\(name)")
    }
}
