import Testing

@testable import PantographShell
import PantographTestSupport

/// An ASCII line is split by a loop of its own (columns are byte positions); the
/// general one, which counts scalars, is its oracle on every line it could see.
@Suite struct LexerFastPathTests {
    static func split(_ text: String, byScalars: Bool) throws -> [[String]] {
        var line: [UInt8] = [], tokens: [Token] = []
        let spans = try Lexer.split(Array(text.utf8), into: &line, tokens: &tokens, byScalars: byScalars)
        return (0..<spans.count).map { spans.command($0, line: line, tokens: tokens) }.map { command in
            [command.text, "\(command.endColumn)"] + command.words.map { "\(command.text(of: $0))@\($0.column)" }
        }
    }

    @Test func asciiLinesSplitAsTheGeneralLexerSplitsThem() throws {
        let fixed = ["", " ", "pan move 0,-10", "  pan   begin  ", "pan begin;pan end", ";;", "a;b # c;d", "#only",
                     "x\r", "a\tb\nc\rd", "set screen 390x844 ; pan move 0,-1.5 +0.2", "\u{1}ctl word", "a#b", "trailing;"]
        var generator = SplitMix64(seed: 0x1E8)
        let alphabet: [Character] = ["a", "Z", "0", ",", "-", ".", "+", " ", " ", "\t", "\r", "\n", ";", "#", "\u{1}", "~", "<"]
        let random = (0..<3_000).map { _ in
            String((0..<Int.random(in: 0...30, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for text in fixed + random {
            #expect(try Self.split(text, byScalars: false) == Self.split(text, byScalars: true), "\(text.debugDescription)")
        }
    }
}
