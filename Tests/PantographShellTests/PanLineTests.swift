import PantographEngine
import Testing

@testable import PantographShell
import PantographTestSupport

/// `pan begin`, `pan move DX,DY` and `pan end` skip the lexer and the parser. The
/// general path is their oracle: whatever the recognizer accepts, the lexer must split
/// into the same line, tokens and span, and the parser must read as the same command.
/// It may decline anything, but it must not decline the lines it exists for.
@Suite struct PanLineTests {
    /// The general path's reading of a line, or nil when it is not one command (an
    /// error included): the command, its text and its first word's column.
    static func general(_ input: [UInt8]) -> (text: String, column: Int, command: Command)? {
        var line: [UInt8] = [], tokens: [Token] = []
        guard let spans = try? Lexer.split(input, into: &line, tokens: &tokens), spans.count == 1 else { return nil }
        let text = spans.command(0, line: line, tokens: tokens)
        guard let command = try? Parser.parse(text) else { return nil }
        return (text.text, text.name.column, command)
    }

    static func recognized(_ input: [UInt8]) -> (text: String, column: Int, command: Command)? {
        guard let pan = PanLine.recognize(input.span) else { return nil }
        return (String(decoding: input[pan.text], as: UTF8.self), pan.column, pan.line.command)
    }

    static func check(_ text: String) {
        let input = Array(text.utf8)
        guard let fast = recognized(input) else { return }
        guard let general = general(input) else {
            Issue.record("recognized \(text.debugDescription), which the general path refuses")
            return
        }
        #expect(fast.text == general.text, "\(text.debugDescription)")
        #expect(fast.column == general.column, "\(text.debugDescription)")
        #expect(fast.command == general.command, "\(text.debugDescription)")
        // Bit for bit: -0.0 == 0.0, but they print differently.
        if case .panMove(let a, _) = fast.command, case .panMove(let b, _) = general.command {
            #expect(a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern, "\(text.debugDescription)")
        }
    }

    @Test(arguments: ["pan move 0,-10", "pan move 0,10", "  pan\tmove   12.5,-3e2  ", "pan move 1,2\r", "pan move -0,+0",
                      "pan move 50%,-5%", "pan move 0.1,0.2\n", "pan move 1000000000,-1000000000", "pan move .5,5.",
                      "pan begin", " pan  begin\r", "pan end", "\tpan\tend\t", "pan move -0,-0", "pan move 007,-08",
                      "pan move 999999999,-999999999", "pan move 1000000000,1", "pan move 1,2.5", "pan move 1e3,2",
                      "pan move +1,1", "pan move 5%,1"])
    func takesTheLinesItIsFor(_ text: String) {
        #expect(Self.recognized(Array(text.utf8)) != nil, "\(text.debugDescription) took the general path")
        Self.check(text)
    }

    @Test(arguments: ["pan move 0,-10 +0.1", "pan move 0,-10 # up", "pan move 0,-10;pan end", "pan move", "pan move ",
                      "pan  by 0,1", "pan moves 0,1", "Pan move 0,1", "pa move 0,1", "pan move 0,1,2", "pan move 0;1",
                      "pan move 1e999,0", "pan move 1000000001,0", "pan move nan,0", "pan move 0x1,0", "pan move ０,1",
                      "pan move 0,1 extra", "pan move after,1", "#pan move 0,1", "pan move\u{1}0,1", "panmove 0,1", "",
                      "pan begin 10,20", "pan end velocity 0,-900", "pan end 0", "pan begin;", "pan cancel", "pan",
                      "pan begins", "pan ends", "pan move", "pan begin # here", "pan end\u{7F}", "pan beg\u{E9}"])
    func declinesEverythingElse(_ text: String) {
        #expect(Self.recognized(Array(text.utf8)) == nil, "\(text.debugDescription) was recognized")
    }

    /// Each word one byte longer (any printable byte glued on) or one byte shorter, in
    /// the three lines: only the exact words are these lines.
    static let oneByteOff: [String] = {
        let lines = [["pan", "begin"], ["pan", "end"], ["pan", "move", "0,-100"]]
        var off: [String] = []
        for words in lines {
            for w in words.indices.dropLast(words.count == 3 ? 1 : 0) {
                var shorter = words
                shorter[w].removeLast()
                off.append(shorter.joined(separator: " "))
                for byte in UInt8(0x21)...UInt8(0x7E) {
                    var longer = words
                    longer[w].append(Character(Unicode.Scalar(byte)))
                    off.append(longer.joined(separator: " "))
                }
            }
        }
        return off
    }()

    @Test(arguments: ["pans move 0,-100", "pan_end", "pan, begin", "pan_ end", "pan. move 0,-1", "pan0 begin", "pan-end",
                      "pan:move 0,-1", "pan# begin"] + oneByteOff)
    func declinesAWordOneByteOff(_ text: String) {
        #expect(Self.recognized(Array(text.utf8)) == nil, "\(text.debugDescription) was recognized")
    }

    /// What the general path makes of a first word glued to one more byte: an unknown
    /// command that moves nothing.
    @Test(arguments: ["pans move 0,-100", "pan_end", "pan, begin", "pan_ end", "panx move 0,-100"])
    func aGluedFirstWordIsAnUnknownCommand(_ text: String) throws {
        let run = try run("pan begin\n" + text, keepGoing: true)
        #expect(run.results.last?.failed == true)
        #expect(run.err.contains("unknown command"), "\(run.err)")
        #expect(run.session.state.simulator.transition?.percent == 0)
        #expect(run.session.state.simulator.gesture.state == .began)
    }

    @Test func agreesWithTheGeneralPathOnRandomLines() {
        // Seeded, so a failure can be run again.
        var generator = SplitMix64(seed: 0x5EED)
        let words = ["pan", "move", "by", "begin", "end", "velocity", "0,-10", "-0,-0", "0,-0", "123456789,-987654321",
                     "1234567890,1", "1,1234567890", "007,-08", "5%,1", "1,5%", "1.,2", "1,2.5", "1e3,2", "2,1E3", "-,1", "1,-",
                     "--1,1", "+1,1", "1,+1", "1,,1", ",", "1,2x", "1.5,2", "-3e1,4%", "+0.1", "1,", ",1", "1,2,3", "#", ";", "x", "0,1e400",
                     "after", "12,-0.000001", "1000000000,0", "pan move", "\u{E9}", "0,\u{1}"]
        let blanks = [" ", "  ", "\t", "\r", "\n", ""]
        // A word one byte longer or shorter, the glued first words above among them.
        func offByOne(_ word: String) -> String {
            Bool.random(using: &generator) ? String(word.dropLast())
                : word + String(Unicode.Scalar(UInt8.random(in: 0x21...0x7E, using: &generator)))
        }
        var accepted = 0, glued = 0
        for _ in 0..<4_000 {
            var text = ["pan move ", "pan begin", "pan end", ""].randomElement(using: &generator)!
            if Int.random(in: 0..<4, using: &generator) == 0 {
                var parts = ["pan", ["move", "begin", "end"].randomElement(using: &generator)!]
                let w = Int.random(in: 0...1, using: &generator)
                parts[w] = offByOne(parts[w])
                text = parts[0] + (Bool.random(using: &generator) ? "" : " ") + parts[1] + (parts[1].hasPrefix("mov") ? " " : "")
                glued += 1
            }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                text += blanks.randomElement(using: &generator)! + words.randomElement(using: &generator)!
            }
            text += blanks.randomElement(using: &generator)!
            if Self.recognized(Array(text.utf8)) != nil { accepted += 1 }
            Self.check(text)
        }
        // The random lines must reach the fast path often enough to test it.
        #expect(accepted > 100, "only \(accepted) random lines were recognized")
        #expect(glued > 500, "only \(glued) random lines had a word one byte off")
    }
}

/// The session's hot path for `pan` lines against its general path: setting the
/// evaluator seam (to the standard evaluator) turns the hot path off, so the same
/// script must print the same records, errors and warnings either way, and leave the
/// same state and the same undo log.
@Suite struct PanHotPathTests {
    static let scripts = [
        // Moves that work, refused ones (no gesture, a finger down), and ones after a release.
        "pan move 0,-10\npan begin\npan move 0,-10\npan move 0,-200\npan move 0,-30 +0.1\npan end\npan move 0,5\nexpect gesture.state == ended",
        "touch down 100,400\npan move 0,-10\ntouch move 100,300\ntouch up\npan begin\npan move 0,-10\nexpect transition.percent > 0",
        "pan begin\npan move 0,-100\npan move 0,-2000000000\npan move 0,-100\npan cancel\nundo\npan move 0,-120\nundo 2\npan end",
        "set policy velocity\npan begin\npan move 0,-50\npan move 0,-60\nexpect events == []\npan end velocity 0,-2000\nsettle",
        // Begins and ends refused, and a release that warns (a completion speed of 0).
        "pan end\npan begin\npan begin\npan move 0,-300\nset completion-speed 0\npan end\npan end\nexpect gesture.state == ended",
        // A command longer than the subject keeps inline, then a short one after it.
        "pan begin\npan move\(String(repeating: " ", count: 70))0,-20\nexpect input == 'x'\npan move 0,-30\npan end",
    ]

    /// How the lines are run: one `execute` each (the hot path), through the state
    /// lent to `ShellSession.Lines` (a script's runner), or with the evaluator seam set.
    enum Path { case hot, lent, general }

    static func outputs(_ script: String, format: OutputFormat, quiet: Bool = false,
                        path: Path) throws -> (String, String, ShellSession) {
        let (session, sink) = try ShellProbe.session(format: format, keepGoing: true) { $0.quiet = quiet }
        if path == .general { session.evaluator = ShellSession.standardEvaluator }
        var lines = ShellSession.Lines(session)
        for (i, line) in script.split(separator: "\n").enumerated() {
            let bytes = Array(line.utf8)
            if path == .lent {
                _ = lines.execute(bytes: bytes.span, file: "t.pg", lineNumber: i + 1)
            } else {
                _ = session.execute(line: bytes, file: "t.pg", lineNumber: i + 1)
            }
        }
        lines.end()
        return (sink.out, sink.err, session)
    }

    /// A script as a test's argument: its first line and how many follow.
    struct Script: CustomTestStringConvertible, Sendable {
        let text: String
        var testDescription: String {
            let lines = text.split(separator: "\n")
            return "\(lines.first.map { String($0).debugDescription } ?? "\"\"") and \(lines.count - 1) lines"
        }
    }

    @Test(arguments: scripts.map(Script.init(text:)), [OutputFormat.text, .json])
    func printsAndLeavesWhatTheGeneralPathDoes(_ script: Script, format: OutputFormat) throws {
        let script = script.text
        for quiet in [false, true] {
            let general = try Self.outputs(script, format: format, quiet: quiet, path: .general)
            for path in [Path.hot, .lent] {
                let other = try Self.outputs(script, format: format, quiet: quiet, path: path)
                #expect(other.0 == general.0, "\(path), quiet \(quiet): \(firstDifference(general.0, other.0))")
                #expect(other.1 == general.1, "\(path), quiet \(quiet): \(firstDifference(general.1, other.1))")
                #expect(other.2.state.simulator == general.2.state.simulator)
                #expect(other.2.undoLog.changes() == general.2.undoLog.changes())
                #expect(other.2.seq == general.2.seq)
            }
        }
    }

    /// Lines lent and handed back: the session answers in between and after, and a
    /// test's evaluator (which the lent lines cannot run) still runs every line.
    @Test func theSessionHasItsStateBackBetweenAndAfterTheLentLines() throws {
        var options = SessionOptions()
        options.quiet = true
        let session = try ShellSession(options: options, sink: CapturingSink())
        var lines = ShellSession.Lines(session)
        for (i, line) in ["pan begin", "pan move 0,-100", "pan move 0,-150"].enumerated() {
            #expect(lines.execute(bytes: Array(line.utf8).span, file: "t.pg", lineNumber: i + 1) == LineResult())
        }
        lines.handBack()
        #expect(session.seq == 3)
        #expect(session.state.simulator.transition?.isInteractive == true)
        #expect(lines.execute(bytes: Array("pan end".utf8).span, file: "t.pg", lineNumber: 4) == LineResult())
        lines.end()
        #expect(session.seq == 4)
        #expect(session.prompt.hasPrefix(session.state.simulator.sceneName))

        var counted = 0
        session.evaluator = { command, state, interrupted throws(CommandError) in
            counted += 1
            return try ShellSession.standardEvaluator(command, &state, interrupted)
        }
        var more = ShellSession.Lines(session)
        _ = more.execute(bytes: Array("pan begin".utf8).span, file: "t.pg", lineNumber: 5)
        _ = more.execute(bytes: Array("pan move 0,-10".utf8).span, file: "t.pg", lineNumber: 6)
        more.end()
        #expect(counted == 2)
        #expect(session.seq == 6)
    }
}

/// The subject's copy of a command's text: inline up to 64 bytes, whole beyond.
@Suite struct InputTextTests {
    @Test(arguments: [0, 1, 63, 64, 65, 300])
    func keepsTheTextWhateverItsLength(_ length: Int) {
        let bytes = (0..<length).map { UInt8(0x41 + $0 % 26) }
        var text = InputText()
        // Written over a long text and a short one: nothing of either may remain.
        for previous in [Array(repeating: UInt8(0x7A), count: 100), [0x79]] + [bytes] {
            text.set(previous.span)
        }
        #expect(text.text == String(decoding: bytes, as: UTF8.self))
        #expect(text == InputText(bytes.span))
        #expect(text != InputText(Array("other".utf8).span))
    }
}
