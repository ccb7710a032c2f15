import Testing
@testable import PantographShell

/// docs/hostile-input.md, line by line: what each hostile input does. A refused line is
/// an error at its column that says what was expected, and changes nothing.
struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let line: [UInt8]
        /// The whole of standard error (nil: nothing, and the line succeeds).
        let error: String?
        /// The line, cut at 60 characters: one case is a line of a million.
        var testDescription: String {
            let text = String(decoding: line, as: UTF8.self)
            return text.count <= 60 ? text.debugDescription : String(text.prefix(60)).debugDescription + "… (\(line.count) bytes)"
        }

        init(_ line: String, _ error: String?) { self.init(Array(line.utf8), error) }
        init(_ line: [UInt8], _ error: String?) {
            self.line = line
            self.error = error
        }
    }

    static let cases: [Case] = [
        // Numbers
        Case("update nan", "t.pg:1:8: error: expected a percent P, got 'nan'\n"),
        Case("update NaN", "t.pg:1:8: error: expected a percent P, got 'NaN'\n"),
        Case("update inf", "t.pg:1:8: error: expected a percent P, got 'inf'\n"),
        Case("update -inf", "t.pg:1:8: error: expected a percent P, got '-inf'\n"),
        Case("update infinity", "t.pg:1:8: error: expected a percent P, got 'infinity'\n"),
        Case("update 1e999", "t.pg:1:8: error: a percent P out of range: '1e999'\n"),
        Case("update -1e999", "t.pg:1:8: error: a percent P out of range: '-1e999'\n"),
        Case("update 0x10", "t.pg:1:8: error: expected a percent P, got '0x10'\n"),
        Case("update --3", "t.pg:1:8: error: expected a percent P, got '--3'\n"),
        Case("update +-3", "t.pg:1:8: error: expected a percent P, got '+-3'\n"),
        Case("update 1e-999", nil),
        Case("undo 99999999999999999999", "t.pg:1:6: error: expected N (a whole number), got '99999999999999999999'\n"),
        Case("wait 86400", nil),
        Case("wait 1e9", "t.pg:1:6: error: a duration must be within 0…86400 s, got 1e9\n"),
        Case("wait 1e999", "t.pg:1:6: error: a duration out of range: '1e999'\n"),
        Case("set screen 0x0", "t.pg:1:12: error: screen width and height must be within 100…10000, got 0x0\n"),
        Case("set screen 100000x100000", "t.pg:1:12: error: screen width and height must be within 100…10000, got\n    100000x100000\n"),
        Case("set screen 1e999x844", "t.pg:1:12: error: a size out of range: '1e999x844'\n"),
        // Lines
        Case("", nil),
        Case("# only a comment", nil),
        Case(";;;;", nil),
        Case("\tpan\tmove\t0,-120\t", nil),
        Case("pan end\r", nil),
        Case(Array("pan begin".utf8) + [0], "t.pg:1:5: error: unknown sub-command 'begin\\x00' of 'pan'; did you mean 'begin'?\n  expected begin, move, by, end or cancel\n"),
        Case("pan \u{1B}[2Jbegin", "t.pg:1:5: error: unknown sub-command '\\x1B[2Jbegin' of 'pan'\n  expected begin, move, by, end or cancel\n"),
        Case(Array("pan ".utf8) + [0xFF] + Array("begin".utf8), "t.pg:1:5: error: invalid UTF-8 (byte 0xFF)\n"),
        Case(Array("pan begin ".utf8) + [0xC3], "t.pg:1:11: error: invalid UTF-8 (byte 0xC3)\n"),
        Case("#" + String(repeating: "x", count: 1 << 20), nil),
        Case("update " + String(repeating: "1", count: 1 << 20),
             "t.pg:1:8: error: a percent P out of range:\n    '1111111111111111111111111111111111111111…' (1048576 characters)\n"),
    ]

    @Test(arguments: cases)
    func aHostileLineIsAnErrorThatChangesNothing(_ c: Case) throws {
        let sink = CapturingSink()
        let session = try ShellSession(options: SessionOptions(), sink: sink)
        _ = session.execute(line: Array("pan begin; pan move 0,-100".utf8), file: "t.pg", lineNumber: 0)
        let before = session.state.simulator
        sink.err = ""
        let result = session.execute(line: c.line, file: "t.pg", lineNumber: 1)
        if let error = c.error {
            #expect(result.failed)
            #expect(sink.err == error)
            #expect(session.state.simulator == before)
        } else {
            #expect(!result.failed)
            #expect(sink.err == "")
        }
    }

    /// A word quoted back shows its control characters, never sends them to the terminal.
    @Test(arguments: [("a\u{0}b", "'a\\x00b'"), ("\u{1B}[31m", "'\\x1B[31m'"), ("tab\u{7F}", "'tab\\x7F'"),
                      ("\u{85}", "'\\x85'"), ("é✓", "'é✓'")])
    func quotedWordsShowControlCharacters(_ word: String, _ shown: String) {
        #expect(Quoting.quoted(word) == shown)
    }

    /// A whole file of hostile lines runs like `pantograph --keep-going FILE`, with CRLF
    /// line ends giving the output of LF ones.
    @Test func crlfFilesGiveTheOutputOfLFFiles() throws {
        let script = "pan begin\npan move 0,-100\nupdate nan\npan end\nexpect presented == true\n"
        let lf = try run(script, keepGoing: true)
        let crlf = try run(script.replacingOccurrences(of: "\n", with: "\r\n"), keepGoing: true)
        #expect(lf.out == crlf.out)
        #expect(lf.err == crlf.err)
        #expect(lf.session.state.simulator == crlf.session.state.simulator)
    }
}
