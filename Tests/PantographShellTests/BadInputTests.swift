import Foundation
import Testing
@testable import PantographShell
import PantographEngine
import PantographTestSupport

/// Bad input never crashes and never changes state, and each gives a clear error at the
/// right line and column (docs/reference.md, docs/cli.md; docs/cli.md "Errors and warnings").
struct BadInputTests {
    /// One bad command: what runs before it, where the blame lies, what the message says.
    struct Case: CustomTestStringConvertible, Sendable {
        var setup: [String] = []
        var line: String
        var column: Int
        /// Substrings the message must contain.
        var mentions: [String]
        /// Substrings it must not contain.
        var absent: [String] = []
        /// Why this case is expected to fail today (a discrepancy with the spec).

        /// Cut like the errors quote: a case with a 1 MB word must not print it whole
        /// into the test log.
        var testDescription: String {
            (setup.isEmpty ? "" : setup.joined(separator: "; ") + " → ") + Quoting.excerpt(line).debugDescription
        }
    }

    static let unknownCommands: [Case] = [
        Case(line: "pna begin", column: 1, mentions: ["unknown command 'pna'", "did you mean 'pan'?"]),
        Case(line: "hlep", column: 1, mentions: ["unknown command 'hlep'", "did you mean 'help'?"]),
        Case(line: "setle", column: 1, mentions: ["did you mean 'settle'?"]),
        Case(line: "dismis", column: 1, mentions: ["did you mean 'dismiss'?"]),
        Case(line: "   prsent", column: 4, mentions: ["unknown command 'prsent'", "did you mean 'present'?"]),
        Case(line: "fnish", column: 1, mentions: ["did you mean 'finish'?"]),
        Case(line: "xyzzy 1 2", column: 1, mentions: ["unknown command 'xyzzy'", "help"], absent: ["did you mean"]),
        Case(line: "PAN", column: 1, mentions: ["unknown command 'PAN'"]),
    ]

    static let argumentCounts: [Case] = [
        Case(line: "pan", column: 4, mentions: ["sub-command", "begin", "move", "by", "end", "cancel"]),
        Case(line: "pan jump 1,2", column: 5, mentions: ["unknown sub-command 'jump'", "begin"], absent: ["did you mean"]),
        // A misspelt sub-command or keyword gets a suggestion, as a command name does.
        Case(line: "pan mvoe 0,1", column: 5, mentions: ["unknown sub-command 'mvoe' of 'pan'; did you mean 'move'?"]),
        Case(line: "pan bgin", column: 5, mentions: ["did you mean 'begin'?"]),
        Case(line: "curve easeIn att 0.5", column: 14, mentions: ["unexpected argument 'att'; did you mean 'at'?"]),
        // A word no closer than two edits, or a number, is not a misspelt keyword.
        Case(line: "curve easeIn x 0.5", column: 14, mentions: ["unexpected argument 'x'"], absent: ["did you mean"]),
        Case(line: "curve easeIn 12 0.5", column: 14, mentions: ["unexpected argument '12'"], absent: ["did you mean"]),
        Case(line: "pan move", column: 9, mentions: ["missing DX,DY", "pan move DX,DY [+DURATION]"]),
        Case(line: "pan by", column: 7, mentions: ["missing DX,DY"]),
        Case(line: "update", column: 7, mentions: ["missing P", "update P"]),
        Case(line: "wait", column: 5, mentions: ["missing DURATION"]),
        Case(line: "drag", column: 5, mentions: ["missing DX,DY"]),
        Case(setup: ["pan begin"], line: "pan end velocity", column: 17, mentions: ["velocity", "VX,VY"]),
        Case(line: "drag 0,-10 over", column: 16, mentions: ["'over'", "DURATION"]),
        Case(line: "reset now", column: 7, mentions: ["unexpected argument 'now'", "usage: reset"]),
        Case(line: "pan begin 1,2 3", column: 15, mentions: ["unexpected argument '3'"]),
        Case(line: "finish 1", column: 8, mentions: ["unexpected argument '1'"]),
        Case(line: "quit now", column: 6, mentions: ["unexpected argument 'now'"]),
        Case(line: "show state extra", column: 12, mentions: ["unexpected argument 'extra'"]),
        Case(line: "set threshold 0.2 extra", column: 19, mentions: ["unexpected argument 'extra'"]),
        Case(line: "drag 0,-10 steps 2 steps 3", column: 20, mentions: ["'steps' given twice"]),
        Case(setup: ["pan begin"], line: "pan move 0,1 +5ms +6ms", column: 19, mentions: ["given twice"]),
        Case(line: "show colours", column: 6, mentions: ["'colours'", "state", "views", "events", "settings"]),
        Case(line: "help nothing", column: 6, mentions: ["no command or setting 'nothing'"], absent: ["did you mean"]),
        Case(line: "scenario nowhere", column: 10, mentions: ["unknown scene 'nowhere'", "deeper"]),
    ]

    /// Malformed and non-finite numbers, as scalars (`update P`), points (`pan begin X,Y`)
    /// and durations (`wait DURATION`).
    static let numbers: [Case] = {
        var cases: [Case] = []
        for bad in ["1..2", "0x10", "nan", "NaN", "inf", "-inf", "infinity", "1e999", "-1e999", "--1", ",", "1,", "1e", "e5", "1.2.3", "4%%", "½"] {
            cases.append(Case(line: "update \(bad)", column: 8, mentions: ["'\(bad)'"]))
        }
        for bad in ["1..2,0", "0x10,0", "nan,0", "0,inf", "1e999,0", "--1,0", ",", "1,", ",1", "1,2,3"] {
            let word = bad
            cases.append(Case(line: "pan begin \(bad)", column: 11, mentions: ["'\(word)'"]))
        }
        cases.append(Case(line: "pan begin 1 ,2", column: 13, mentions: ["unexpected argument ',2'"]))
        for bad in ["1..2s", "0x10", "nan", "inf", "1e999", "1e999ms", "--1", "-1", "-5ms", "5%", "ms", "s", "1h", "1 s"] {
            let column = bad == "1 s" ? 8 : 6
            cases.append(Case(line: "wait \(bad)", column: column, mentions: bad == "1 s" ? ["unexpected argument 's'"] : [bad]))
        }
        cases += [
            Case(setup: ["pan begin"], line: "pan move nan,0", column: 10, mentions: ["'nan,0'"]),
            Case(setup: ["pan begin"], line: "pan move 0,-10 +nan", column: 17, mentions: ["nan"]),
            Case(setup: ["pan begin"], line: "pan end velocity inf,0", column: 18, mentions: ["'inf,0'"]),
            Case(line: "drag 0,1e999", column: 6, mentions: ["'0,1e999'"]),
            Case(line: "drag 0,-10 steps 2.5", column: 18, mentions: ["steps", "2.5"]),
            Case(line: "drag 0,-10 steps 0", column: 18, mentions: ["1…10000"]),
            Case(line: "drag 0,-10 over -1", column: 17, mentions: ["-1"]),
            Case(line: "set threshold nan", column: 15, mentions: ["nan"]),
            Case(line: "set duration inf", column: 14, mentions: ["inf"]),
            Case(line: "set completion-speed 1e999", column: 22, mentions: ["1e999"]),
            Case(line: "set completion-curve cubic(0,nan,1,1)", column: 22, mentions: ["nan"]),
            Case(line: "set screen infx100", column: 12, mentions: ["infx100"]),
            Case(line: "set screen 0x10x100", column: 12, mentions: ["WxH"]),
        ]
        return cases
    }()

    /// A value out of range is an error that names the range (docs/reference.md, "Settings").
    static let settings: [Case] = [
        Case(line: "set threshold 1.5", column: 15, mentions: ["threshold", "0…1", "1.5"]),
        // Another scene's setting: the key is wrong here, whatever the value.
        Case(line: "set presentation popover", column: 5, mentions: ["presentation is a setting of modal, not of this scene"]),
        Case(line: "set  source-view nonsense", column: 6, mentions: ["source-view is a setting of modal"]),
        Case(setup: ["scenario modal"], line: "set presentation sideways", column: 18, mentions: ["presentation must be"]),
        Case(line: "set threshold -0.1", column: 15, mentions: ["0…1"]),
        Case(line: "set fps 30", column: 9, mentions: ["60 or 120", "30"]),
        Case(line: "set fps 60.0", column: 9, mentions: ["60 or 120"]),
        Case(line: "set duration 0", column: 14, mentions: ["duration", "0.01…10"]),
        Case(line: "set duration 11", column: 14, mentions: ["0.01…10"]),
        Case(line: "set screen 10x10", column: 12, mentions: ["100…10000", "10x10"]),
        Case(line: "set screen 390x20000", column: 12, mentions: ["100…10000"]),
        Case(line: "set completion-curve cubic(2,0,1,1)", column: 22, mentions: ["0…1", "2"]),
        Case(line: "set completion-curve cubic(0,0,1)", column: 22, mentions: ["4 numbers"]),
        Case(line: "set completion-curve bouncy", column: 22, mentions: ["'bouncy'", "easeInOut", "cubic("]),
        Case(line: "set cap 2", column: 9, mentions: ["cap", "0…1"]),
        Case(line: "set completion-speed 101", column: 22, mentions: ["0.01…100"]),
        Case(line: "set completion-speed 1e-9", column: 22, mentions: ["0.01…100"]),
        Case(line: "set safe-area 600,0", column: 15, mentions: ["0…500"]),
        Case(line: "set safe-area 1,2,3", column: 15, mentions: ["TOP,BOTTOM"]),
        Case(line: "set clock sometimes", column: 11, mentions: ["auto or manual", "sometimes"]),
        Case(line: "set scrub fast", column: 11, mentions: ["time or linear"]),
        Case(line: "set interruptible yes", column: 19, mentions: ["on or off"]),
        Case(line: "set output xml", column: 12, mentions: ["text or json"]),
        Case(line: "set policy coin", column: 12, mentions: ["threshold", "'coin'"]),
        Case(line: "set bogus 1", column: 5, mentions: ["unknown setting 'bogus'", "threshold", "screen"]),
        Case(line: "set thresh", column: 5, mentions: ["unknown setting 'thresh'"]),
        Case(setup: ["pan begin", "pan move 0,-100"], line: "set screen 500x900", column: 1,
             mentions: ["screen", "transition"]),
    ]

    /// "Did you mean": a misspelt word of any kind gets the closest accepted one, when
    /// one is close (the same word in another case, the one word it begins, or within
    /// two edits); a number is never a misspelling.
    static let suggestions: [Case] = [
        Case(line: "pan begn", column: 5, mentions: ["unknown sub-command 'begn' of 'pan'; did you mean 'begin'?"]),
        Case(line: "touch dwn 1,1", column: 7, mentions: ["did you mean 'down'?"]),
        Case(line: "pan jump 1,2", column: 5, mentions: ["unknown sub-command 'jump'"], absent: ["did you mean"]),
        Case(line: "set policy vel", column: 12, mentions: ["got 'vel'; did you mean 'velocity'?"]),
        Case(line: "set policy flutr", column: 12, mentions: ["did you mean 'flutter'?"]),
        Case(line: "set clock Manual", column: 11, mentions: ["did you mean 'manual'?"]),
        Case(line: "set output jsn", column: 12, mentions: ["did you mean 'json'?"]),
        Case(line: "set completion-curve easeInOt", column: 22,
             mentions: ["unknown completion curve 'easeInOt'; did you mean 'easeInOut'?\nexpected easeInOut"]),
        Case(line: "set interruptible of", column: 19, mentions: ["did you mean 'off'?"]),
        Case(line: "set fps 30", column: 9, mentions: ["60 or 120", "'30'"], absent: ["did you mean"]),
        Case(line: "set deceleration fats", column: 18, mentions: ["did you mean 'fast'?"]),
        Case(setup: ["scenario modal"], line: "set presentation pagesheet", column: 18,
             mentions: ["did you mean 'pageSheet'?"]),
        Case(line: "set thresold 0.2", column: 5, mentions: ["unknown setting 'thresold'; did you mean 'threshold'?"]),
        Case(line: "scenario Deeper", column: 10, mentions: ["unknown scene 'Deeper'; did you mean 'deeper'?"]),
        Case(line: "scenario her", column: 10, mentions: ["did you mean 'hero'?"]),
        Case(line: "scenario nowhere", column: 10, mentions: ["unknown scene 'nowhere'"], absent: ["did you mean"]),
        Case(line: "show evnts", column: 6, mentions: ["did you mean 'events'?"]),
        Case(line: "draw asci", column: 6, mentions: ["did you mean 'ascii'?"]),
        Case(line: "help thresold", column: 6, mentions: ["no command or setting 'thresold'; did you mean 'threshold'?"]),
        Case(line: "drag 0,-10 ovr 0.2", column: 12, mentions: ["unexpected argument 'ovr'; did you mean 'over'?"]),
        Case(line: "sweep distance 0..100 step 50 velocity 0..100 step 50 policy velocty", column: 62,
             mentions: ["did you mean 'velocity'?"]),
        // A value split by a blank is shown as the one word it should be.
        Case(line: "set screen 390 844", column: 16, mentions: ["unexpected argument '844'", "did you mean '390x844'?"]),
        Case(line: "set safe-area 0, 34", column: 18, mentions: ["did you mean '0,34'?"]),
        Case(line: "set screen 390 844 1", column: 16, mentions: ["unexpected argument '844'"], absent: ["did you mean"]),
        Case(line: "set threshold 0.2 extra", column: 19, mentions: ["unexpected argument 'extra'", "usage: set"],
             absent: ["did you mean"]),
    ]

    /// An error quotes at most `Quoting.limit` characters of a word, then `…` and its
    /// length: a megabyte-long token is not echoed whole.
    static let longWords: [Case] = {
        let long = String(repeating: "1", count: 1_000_000)
        let cut = "'" + String(repeating: "1", count: 40) + "…' (1000000 characters)"
        return [
            Case(line: "update \(long)x", column: 8, mentions: ["expected a percent P, got " + cut.replacingOccurrences(of: "(1000000", with: "(1000001")]),
            Case(line: "update \(long)", column: 8, mentions: ["out of range: " + cut]),
            Case(line: "wait \(long)", column: 6, mentions: ["a duration out of range: " + cut]),
            Case(line: "set threshold \(long)", column: 15, mentions: ["out of range: " + cut]),
            Case(line: "set threshold 1.\(long)", column: 15, mentions: ["threshold must be within 0…1, got 1.111", "… (1000002 characters)"],
                 absent: [String(repeating: "1", count: 41)]),
            Case(line: "set screen \(long)", column: 12, mentions: ["expected a size WxH, got " + cut]),
            Case(line: "drag 0,-10 steps \(long)", column: 18, mentions: ["(a whole number), got " + cut]),
            Case(line: "scenario \(long)", column: 10, mentions: ["unknown scene " + cut]),
            Case(line: "\(long)", column: 1, mentions: ["unknown command " + cut]),
            Case(line: "set completion-curve cubic(\(long),0,1,1)", column: 22, mentions: ["…"],
                 absent: [String(repeating: "1", count: 81)]),
            Case(line: "pan begin 1,\(long)", column: 11, mentions: ["out of range: '1,111", "…' (1000002 characters)"],
                 absent: [String(repeating: "1", count: 41)]),
            Case(line: "set threshold 1\(long)", column: 15, mentions: ["threshold out of range: '1111", "…' (1000001 characters)"]),
        ]
    }()

    /// Pan events in orders a recognizer cannot produce, and a touch off the screen.
    static let orders: [Case] = [
        Case(line: "pan move 0,-10", column: 1, mentions: ["no pan in progress", "pan begin"]),
        Case(line: "pan by 0,-10", column: 1, mentions: ["no pan in progress"]),
        Case(line: "pan end", column: 1, mentions: ["no pan in progress"]),
        Case(line: "pan cancel", column: 1, mentions: ["no pan in progress"]),
        Case(setup: ["pan begin"], line: "pan begin", column: 1, mentions: ["already in progress"]),
        Case(setup: ["pan begin"], line: "pan begin 10,10", column: 1, mentions: ["already in progress"]),
        Case(setup: ["pan begin", "pan move 0,-200", "pan end"], line: "pan end", column: 1,
             mentions: ["no pan in progress", "ended"]),
        Case(setup: ["pan begin", "pan end"], line: "pan move 0,-10", column: 1, mentions: ["no pan in progress"]),
        Case(setup: ["pan begin", "pan cancel"], line: "pan cancel", column: 1, mentions: ["no pan in progress", "cancelled"]),
        Case(setup: ["pan begin", "pan cancel"], line: "pan end", column: 1, mentions: ["no pan in progress"]),
        Case(setup: ["pan begin"], line: "drag 0,-100", column: 1, mentions: ["already in progress"]),
        Case(setup: ["pan begin", "pan move 0,-20"], line: "   pan begin", column: 4, mentions: ["already in progress"]),
        // A touch must land on the screen (x 0…<390, y 0…<844). The word at fault is
        // the location (docs/cli.md: "the column points at the word at fault").
        Case(line: "pan begin 500,500", column: 11, mentions: ["outside the screen"]),
        Case(line: "pan begin -1,0", column: 11, mentions: ["outside the screen"]),
        Case(line: "pan begin 390,0", column: 11, mentions: ["outside the screen"]),
        Case(line: "pan begin 0,844", column: 11, mentions: ["outside the screen"]),
        Case(setup: ["set screen 200x400"], line: "pan begin 300,300", column: 11, mentions: ["outside the screen"]),
    ]

    @Test(arguments: unknownCommands + argumentCounts)
    func commandShapeErrors(_ c: Case) throws { try check(c) }

    @Test(arguments: numbers)
    func malformedNumbers(_ c: Case) throws { try check(c) }

    @Test(arguments: settings)
    func settingErrors(_ c: Case) throws { try check(c) }

    @Test(arguments: orders)
    func impossibleOrders(_ c: Case) throws { try check(c) }

    @Test(arguments: suggestions)
    func misspeltWordsGetTheClosestOne(_ c: Case) throws { try check(c) }

    /// `--scene` is a scene's name too: a misspelt one gets the closest.
    @Test func aMisspeltStartingSceneGetsTheClosest() {
        var options = SessionOptions()
        options.scene = "Hero"
        #expect(throws: SessionError.self) { try ShellSession(options: options, sink: CapturingSink()) }
        do {
            _ = try ShellSession(options: options, sink: CapturingSink())
        } catch {
            #expect(error.message.hasPrefix("unknown scene 'Hero'; did you mean 'hero'?\nknown: "), "\(error.message)")
        }
    }

    @Test(arguments: longWords)
    func longWordsAreQuotedShort(_ c: Case) throws {
        try check(c)
        // Whatever the message, no line of it is much longer than a terminal.
        let (session, sink) = try ShellProbe.session(format: .text)
        _ = session.execute(line: Array(c.line.utf8), file: "long.pg", lineNumber: 1)
        #expect(sink.err.count < 400, "\(sink.err.prefix(400))")
    }

    /// The case on line 7 of a JSON session and of a text session: one error record (or
    /// nothing on stdout in text mode), `FILE:7:COL: error: …` on stderr, no state change.
    func check(_ c: Case) throws {
        try checkNow(c)
    }

    func checkNow(_ c: Case) throws {
        let lineNumber = 7
        // JSON mode.
        let (session, sink) = try ShellProbe.session(format: .json)
        let setup = ShellProbe.feed(session, c.setup)
        try #require(!setup.contains { $0.failed }, "setup failed: \(sink.err)")
        ShellProbe.feed(session, ["show"], firstLine: 5)
        let shown = try #require(ShellProbe.lines(sink.out).last)
        let before = ShellProbe.snapshot(session)
        let seqBefore = session.seq
        sink.out = ""
        sink.err = ""

        let result = session.execute(line: Array(c.line.utf8), file: "bad.pg", lineNumber: lineNumber)

        #expect(result.failed)
        #expect(!result.quit)
        #expect(ShellProbe.snapshot(session) == before, "a failed command changed the state")
        let records = ShellProbe.lines(sink.out)
        try #require(records.count == 1, "expected exactly one record, got \(records)")
        let record = try ShellProbe.object(records[0])
        #expect(record["ok"] as? Bool == false)
        #expect(record["seq"] as? Int == seqBefore + 1)
        #expect((record["source"] as? [String: Any])?["line"] as? Int == lineNumber)
        #expect(record["input"] as? String == c.line.trimmingCharacters(in: .whitespaces))
        #expect((record["events"] as? [Any])?.isEmpty == true)
        let error = try #require(record["error"] as? [String: Any], "ok:false needs an error object")
        #expect(error["line"] as? Int == lineNumber)
        #expect(error["column"] as? Int == c.column, "error at the wrong column: \(error)")
        let message = try #require(error["message"] as? String)
        for part in c.mentions { #expect(message.contains(part), "message \(message.debugDescription) should mention \(part.debugDescription)") }
        for part in c.absent { #expect(!message.contains(part), "message \(message.debugDescription) should not mention \(part.debugDescription)") }
        // The record reports the state as it was.
        #expect(ShellProbe.statePart(records[0]) == ShellProbe.statePart(shown))
        Self.expectDiagnostic(sink.err, "bad.pg:\(lineNumber):\(c.column): error: ", message)

        // Text mode: nothing on stdout for the failed command, the same error on stderr.
        let (text, textSink) = try ShellProbe.session(format: .text)
        ShellProbe.feed(text, c.setup)
        let textBefore = ShellProbe.snapshot(text)
        textSink.out = ""
        textSink.err = ""
        #expect(text.execute(line: Array(c.line.utf8), file: "bad.pg", lineNumber: lineNumber).failed)
        #expect(textSink.out == "")
        Self.expectDiagnostic(textSink.err, "bad.pg:\(lineNumber):\(c.column): error: ", message)
        #expect(ShellProbe.snapshot(text) == textBefore)
    }

    /// stderr says `prefix + message`: the message's first words on the prefix's line,
    /// its notes and long lines wrapped within 80 columns, no word lost or added.
    static func expectDiagnostic(_ err: String, _ prefix: String, _ message: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        func words(_ s: String) -> [Substring] { s.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        #expect(words(err) == words(prefix + message), "\(err)", sourceLocation: sourceLocation)
        #expect(err.hasPrefix(prefix + (message.split(separator: " ").first ?? "")), "\(err)", sourceLocation: sourceLocation)
        #expect(err.hasSuffix("\n"), sourceLocation: sourceLocation)
        for line in err.split(separator: "\n") {
            #expect(line.count <= 80, "\(line.count) columns: \(line)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Invalid UTF-8

    struct ByteCase: CustomTestStringConvertible, Sendable {
        var bytes: [UInt8]
        var column: Int
        var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription + " → column \(column)" }
    }

    static let invalidUTF8: [ByteCase] = [
        ByteCase(bytes: Array("pan begin ".utf8) + [0xFF], column: 11),
        ByteCase(bytes: [0xFF], column: 1),
        ByteCase(bytes: [0xC0, 0xAF, 0x20, 0x61], column: 1),                     // overlong '/'
        ByteCase(bytes: Array("pan begin é".utf8) + [0xFF], column: 12),            // é is one column
        ByteCase(bytes: Array("update 0.5; ".utf8) + [0xE2, 0x82, 0x20, 0x78], column: 13), // truncated €
        ByteCase(bytes: Array("pan move 0,-10 # caf".utf8) + [0xC3], column: 21),   // even in a comment
        ByteCase(bytes: Array("set output ".utf8) + [0xED, 0xA0, 0x80], column: 12), // a surrogate
        ByteCase(bytes: Array("pan begin \u{1F600}".utf8) + [0x80], column: 12),    // emoji is one column
        ByteCase(bytes: Array("pan begin ".utf8) + [0xFF] + Array("\r".utf8), column: 11),
    ]

    @Test(arguments: invalidUTF8)
    func invalidUTF8IsAnErrorAtItsColumn(_ c: ByteCase) throws {
        for format in [OutputFormat.json, .text] {
            let (session, sink) = try ShellProbe.session(format: format)
            let before = ShellProbe.snapshot(session)
            let result = session.execute(line: c.bytes, file: "utf8.pg", lineNumber: 3)
            #expect(result.failed)
            #expect(ShellProbe.snapshot(session) == before)
            #expect(sink.err.hasPrefix("utf8.pg:3:\(c.column): error: "), "\(sink.err)")
            #expect(sink.err.contains("UTF-8"))
            #expect(sink.err.filter { $0 == "\n" }.count == 1)
            if format == .json {
                let records = ShellProbe.lines(sink.out)
                try #require(records.count == 1)
                let record = try ShellProbe.object(records[0])
                #expect(record["ok"] as? Bool == false)
                let error = try #require(record["error"] as? [String: Any])
                #expect(error["line"] as? Int == 3)
                #expect(error["column"] as? Int == c.column)
            } else {
                #expect(sink.out == "")
            }
        }
    }

    // MARK: - Line endings, blanks, tabs, comments and `;`

    static let crlfScript = """
        # a script saved on Windows
        pan begin

        pan move 0,-50 # up
        pan move 0,-120; show events
        pna end
        pan end velocity 0,-900
        set threshold 2
        show settings
        """

    @Test(arguments: [OutputFormat.text, .json])
    func crlfGivesTheSameOutputAsLF(_ format: OutputFormat) throws {
        let lf = try ShellProbe.runBytes(Array(Self.crlfScript.utf8), format: format, keepGoing: true)
        let crlf = try ShellProbe.runBytes(Array(Self.crlfScript.replacingOccurrences(of: "\n", with: "\r\n").utf8),
                                           format: format, keepGoing: true)
        #expect(ShellProbe.lines(lf.out).count > 4)
        #expect(!lf.out.isEmpty)
        #expect(crlf.out == lf.out, "\(firstDifference(lf.out, crlf.out))")
        #expect(crlf.err == lf.err, "\(firstDifference(lf.err, crlf.err))")
        #expect(!crlf.out.contains("\r"))
        #expect(ShellProbe.snapshot(crlf.session) == ShellProbe.snapshot(lf.session))
    }

    /// A bad byte on a CRLF line is reported the same as on an LF line. (The executable
    /// drops the CR itself; `ShellSession.execute`, which also promises CRLF, does not.)
    @Test func crlfOnAnInvalidLineIsStillIgnored() throws {
        try crlfOnAnInvalidLine()
    }

    func crlfOnAnInvalidLine() throws {
        let (a, sinkA) = try ShellProbe.session(format: .json)
        let (b, sinkB) = try ShellProbe.session(format: .json)
        _ = a.execute(line: Array("pan begin ".utf8) + [0xFF], file: "x.pg", lineNumber: 1)
        _ = b.execute(line: Array("pan begin ".utf8) + [0xFF, 0x0D], file: "x.pg", lineNumber: 1)
        #expect(sinkA.err == sinkB.err)
        #expect(sinkA.out == sinkB.out, "the CR leaks into the record: \(firstDifference(sinkA.out, sinkB.out))")
    }

    @Test func tabsSeparateWordsLikeBlanks() throws {
        let (tabbed, tabSink) = try ShellProbe.session(format: .json)
        let (spaced, _) = try ShellProbe.session(format: .json)
        ShellProbe.feed(tabbed, ["pan\tbegin\t10,40", "\tpan move\t0,-30 \t+20ms", "pan\tend"])
        ShellProbe.feed(spaced, ["pan begin 10,40", "pan move 0,-30 +20ms", "pan end"])
        #expect(tabSink.err == "")
        #expect(ShellProbe.snapshot(tabbed) == ShellProbe.snapshot(spaced))
        #expect(ShellProbe.lines(tabSink.out).count == 3)
        // A tab is one column.
        let (bad, badSink) = try ShellProbe.session(format: .text)
        #expect(bad.execute(line: Array("pan\tbegin\t1..2,0".utf8), file: "t.pg", lineNumber: 1).failed)
        #expect(badSink.err.hasPrefix("t.pg:1:11: error: "))
    }

    struct LineCase: CustomTestStringConvertible, Sendable {
        var line: String
        var inputs: [String]
        var testDescription: String { line.debugDescription }
    }

    static let commentsAndSemicolons: [LineCase] = [
        LineCase(line: "pan begin; pan move 0,-10 # comment", inputs: ["pan begin", "pan move 0,-10"]),
        LineCase(line: "pan begin;pan move 0,-10", inputs: ["pan begin", "pan move 0,-10"]),
        LineCase(line: "  pan begin  ;  pan move   0,-10  ", inputs: ["pan begin", "pan move   0,-10"]),
        LineCase(line: "pan begin # ; pan move 0,-10", inputs: ["pan begin"]),
        LineCase(line: "pan begin;# pan move 0,-10", inputs: ["pan begin"]),
        LineCase(line: ";; pan begin ;;; ; pan move 0,-10;", inputs: ["pan begin", "pan move 0,-10"]),
        LineCase(line: "# pan begin", inputs: []),
        LineCase(line: "   # indented comment", inputs: []),
        LineCase(line: ";", inputs: []),
        LineCase(line: " ; \t; ", inputs: []),
        LineCase(line: "", inputs: []),
        LineCase(line: "     ", inputs: []),
        LineCase(line: "\t", inputs: []),
        LineCase(line: "\r", inputs: []),
    ]

    @Test(arguments: commentsAndSemicolons)
    func commentsAndSemicolonsSplitCommands(_ c: LineCase) throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        let result = session.execute(line: Array(c.line.utf8), file: "c.pg", lineNumber: 1)
        #expect(!result.failed)
        #expect(sink.err == "")
        let records = try ShellProbe.lines(sink.out).map(ShellProbe.object)
        #expect(records.map { $0["input"] as? String } == c.inputs)
        #expect(records.map { $0["seq"] as? Int } == (0..<c.inputs.count).map { Optional($0 + 1) })
        #expect(session.seq == c.inputs.count)
        // Text mode prints nothing at all for a line without commands.
        let (text, textSink) = try ShellProbe.session(format: .text)
        _ = text.execute(line: Array(c.line.utf8), file: "c.pg", lineNumber: 1)
        if c.inputs.isEmpty {
            #expect(textSink.out == "")
            #expect(textSink.err == "")
        } else {
            #expect(textSink.out.components(separatedBy: "\nclock ").count == c.inputs.count, "one block per command")
        }
    }

    @Test func errorColumnsCountFromTheStartOfTheLineAfterSemicolons() throws {
        let (session, sink) = try ShellProbe.session(format: .text, keepGoing: true)
        _ = session.execute(line: Array("pan begin; pan move 1..2,0;pan mvoe".utf8), file: "s.pg", lineNumber: 4)
        #expect(sink.err == """
            s.pg:4:21: error: expected a translation DX,DY, got '1..2,0'
            s.pg:4:32: error: unknown sub-command 'mvoe' of 'pan'; did you mean 'move'?
              expected begin, move, by, end or cancel

            """)
    }

    // MARK: - Stopping or going on after a failure

    @Test func withoutKeepGoingTheFirstFailureStopsTheLine() throws {
        let (session, sink) = try ShellProbe.session(format: .json, keepGoing: false)
        let result = session.execute(line: Array("pan begin; pan end velocity x; pan cancel; pan begin".utf8),
                                     file: "k.pg", lineNumber: 1)
        #expect(result.failed)
        let records = try ShellProbe.lines(sink.out).map(ShellProbe.object)
        #expect(records.map { $0["ok"] as? Bool } == [true, false])
        #expect(records.map { $0["input"] as? String } == ["pan begin", "pan end velocity x"])
        // `pan cancel` did not run: the gesture is still tracking.
        #expect(session.state.simulator.gesture.state == .began)
        #expect(sink.err.split(separator: "\n").count == 1)
        // The next line runs as usual.
        #expect(!session.execute(line: Array("pan cancel".utf8), file: "k.pg", lineNumber: 2).failed)
        #expect(session.state.simulator.gesture.state == .cancelled)
    }

    @Test func withKeepGoingLaterCommandsOnTheLineStillRun() throws {
        let (session, sink) = try ShellProbe.session(format: .json, keepGoing: true)
        let result = session.execute(line: Array("pan move 0,-10; pan begin; bogus; pan move 0,-20".utf8),
                                     file: "k.pg", lineNumber: 9)
        #expect(result.failed)
        let records = try ShellProbe.lines(sink.out).map(ShellProbe.object)
        #expect(records.map { $0["ok"] as? Bool } == [false, true, false, true])
        #expect(records.map { $0["seq"] as? Int } == [1, 2, 3, 4])
        #expect(records.map { ($0["error"] as? [String: Any])?["column"] as? Int } == [1, nil, 28, nil])
        #expect(session.state.simulator.gesture.translation == Point(x: 0, y: -20))
        let errors = sink.err.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(errors.count == 2)
        #expect(errors.first?.hasPrefix("k.pg:9:1: error: no pan in progress") == true)
        #expect(errors.last?.hasPrefix("k.pg:9:28: error: unknown command 'bogus'") == true)
    }

    @Test func scriptsStopAtTheFirstFailedLineUnlessKeepGoing() throws {
        let script = "pan begin\npan move 0,-x\npan move 0,-100\n"
        let stopped = try run(script, format: .json, keepGoing: false)
        #expect(ShellProbe.lines(stopped.out).count == 2)
        #expect(stopped.err == "test.pg:2:10: error: expected a translation DX,DY, got '0,-x'\n")
        let going = try run(script, format: .json, keepGoing: true)
        #expect(ShellProbe.lines(going.out).count == 3)
        #expect(going.session.state.simulator.gesture.translation == Point(x: 0, y: -100))
    }

    // MARK: - Warnings: UIKit would ignore the call; the command succeeds and changes nothing

    struct WarningCase: CustomTestStringConvertible, Sendable {
        var setup: [String]
        var line: String
        var mentions: String
        var testDescription: String { (setup + [line]).joined(separator: "; ") }
    }

    static let ignoredCalls: [WarningCase] = [
        WarningCase(setup: [], line: "update 0.5", mentions: "no transition in flight"),
        WarningCase(setup: [], line: "finish", mentions: "no transition in flight"),
        WarningCase(setup: [], line: "cancel", mentions: "no transition in flight"),
        WarningCase(setup: [], line: "pause", mentions: "no transition in flight"),
        WarningCase(setup: [], line: "dismiss", mentions: "nothing is presented"),
        WarningCase(setup: ["present"], line: "present", mentions: "already presenting"),
        WarningCase(setup: ["set clock manual", "present"], line: "present", mentions: "in progress"),
        WarningCase(setup: ["set clock manual", "present"], line: "update 0.5", mentions: "not interactive"),
        WarningCase(setup: ["set clock manual", "present"], line: "finish", mentions: "not interactive"),
        WarningCase(setup: ["set clock manual", "pan begin", "pan move 0,-200", "pan end"], line: "finish",
                    mentions: "already finishing"),
        WarningCase(setup: ["set clock manual", "pan begin", "pan move 0,-200", "pan end"], line: "cancel",
                    mentions: "already finishing"),
        WarningCase(setup: ["set clock manual", "pan begin", "pan move 0,-200", "pan end"], line: "update 0.3",
                    mentions: "finishing"),
        WarningCase(setup: ["set clock manual", "pan begin", "pan move 0,-200", "pan end"], line: "pause",
                    mentions: "not interruptible"),
        WarningCase(setup: ["pan begin", "pan move 0,-200"], line: "pause", mentions: "interactive"),
    ]

    @Test(arguments: ignoredCalls)
    func ignoredCallsWarnAndChangeNothing(_ c: WarningCase) throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        let setup = ShellProbe.feed(session, c.setup)
        try #require(!setup.contains { $0.failed })
        let before = ShellProbe.snapshot(session)
        sink.out = ""
        sink.err = ""
        let result = session.execute(line: Array("  \(c.line)".utf8), file: "w.pg", lineNumber: 12)
        #expect(!result.failed)
        #expect(ShellProbe.snapshot(session) == before)
        let record = try ShellProbe.object(try #require(ShellProbe.lines(sink.out).first))
        #expect(record["ok"] as? Bool == true)
        let warnings = try #require(record["warnings"] as? [String])
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains(c.mentions) == true, "\(warnings)")
        Self.expectDiagnostic(sink.err, "w.pg:12:3: warning: ", warnings.first ?? "")
    }

    // MARK: - Values that are accepted but make a command run (practically) forever

    /// `completion-speed` once accepted any value in -100…100, 1e-9 included; a finish then
    /// takes (1 − p)·D / 1e-9 ≈ 2.5e8 s, and `settle` walks it one frame at a time
    /// (1.5e10 frames: a script never ends). Either the value is refused or `settle`
    /// ends in a bounded number of steps; 10 000 frames is 167 s at 60 fps.
    @Test func settleEndsInBoundedWorkForEveryAcceptedCompletionSpeed() throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, ["set clock manual", "pan begin", "update 0.5"])
        if session.execute(line: Array("set completion-speed 1e-9".utf8), file: "s.pg", lineNumber: 4).failed {
            return  // refusing the value is a fix too
        }
        ShellProbe.feed(session, ["finish"], firstLine: 5)
        var polls = 0
        _ = session.execute(line: Array("settle".utf8), file: "s.pg", lineNumber: 6,
                            isInterrupted: { polls += 1; return polls > 10_000 })
        #expect(polls <= 10_000, "settle still running after 10 000 frames")
        #expect(!sink.err.contains("interrupted"))
    }

    /// In auto clock the same finish jumps the clock by (1 − p)·D/s in one go; with
    /// `completion-speed 1e-300` that is 2.5e299 s, the clock prints in exponent form
    /// and time stops: `wait 1` no longer moves it (2.5e299 + 1 == 2.5e299).
    @Test func anAcceptedCompletionSpeedKeepsTheClockUsable() throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, ["pan begin", "update 0.5"])
        if session.execute(line: Array("set completion-speed 1e-300".utf8), file: "s.pg", lineNumber: 3).failed {
            return  // refusing the value is a fix too
        }
        ShellProbe.feed(session, ["finish"], firstLine: 4)
        let before = session.state.simulator.clock
        ShellProbe.feed(session, ["wait 1"], firstLine: 5)
        #expect(session.state.simulator.clock - before == 1, "wait 1 moved the clock by \(session.state.simulator.clock - before)")
        let last = try #require(ShellProbe.lines(sink.out).last)
        #expect(!last.contains("e+"), "the clock prints with an exponent: \(last.prefix(120))")
    }

    // MARK: - Numbers that overflow inside the engine

    /// `pan by` adds to the translation: 1e308 twice is not a finite number, so the
    /// command must be refused (docs/cli.md, "Output": numbers finite), not printed as 0.
    @Test func aTranslationThatOverflowsIsRefused() throws {
        let (session, _) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, ["pan begin", "pan move 0,-1e308"])
        let before = ShellProbe.snapshot(session)
        let result = session.execute(line: Array("pan by 0,-1e308".utf8), file: "o.pg", lineNumber: 3)
        #expect(result.failed)
        #expect(ShellProbe.snapshot(session) == before)
        #expect(session.state.simulator.gesture.translation.y.isFinite)
    }

    /// One frame of 1e308 points is an infinite velocity: either refused, or reported
    /// as what it is — never as a velocity of 0.
    @Test func aVelocityThatOverflowsIsNotReportedAsZero() throws {
        let (session, sink) = try ShellProbe.session(format: .json)
        ShellProbe.feed(session, ["pan begin", "pan move 0,-1e308"])
        let refused = try ShellProbe.object(try #require(ShellProbe.lines(sink.out).last))
        #expect(refused["ok"] as? Bool == false, "a translation of 1e308 points is refused")
        #expect(sink.err.contains("must be within ±1000000000"))
        // The largest accepted move in one frame (1/60 s) is a finite, honest velocity.
        ShellProbe.feed(session, ["pan move 0,-1e9"], firstLine: 3)
        let record = try ShellProbe.object(try #require(ShellProbe.lines(sink.out).last))
        let gesture = try #require(record["gesture"] as? [String: Any])
        let velocity = try #require(gesture["velocity"] as? [String: Any])
        let vy = try #require((velocity["y"] as? NSNumber)?.doubleValue)
        #expect(vy == -6e10)
        #expect(!(ShellProbe.lines(sink.out).last ?? "").contains("e+"))
    }

}
