import Testing
@testable import PantographShell
import PantographTestSupport

/// `TextLayout.diagnostic` lays ASCII messages out as bytes; every other message, and
/// every message with no width, goes through `wrap`'s strings. The two paths against
/// each other, on messages drawn to hit what wrapping decides: runs of blanks, `%`
/// words (which stay with the word before them, punctuation after them or not), a
/// `%` first, words longer than a line, empty notes, lines of exactly the width.
@Suite struct TextLayoutTests {
    static let pieces = ["a", "to", "the", "word", "50.0", "%", "%,", "%)", "%a", "%1", "%%", "a%", "1",
                         "supercalifragilisticexpialidocious-and-then-some-more-of-it",
                         "(cellImage)", "'drag'", "x\ty", ":", "0123456789"]

    static func message(_ random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...40, using: &random) {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: text += "\n"
            case 1: text += "  "
            case 2: text += " \n "
            default: text += pieces.randomElement(using: &random)! + " "
            }
        }
        if Bool.random(using: &random) { text = String(text.dropLast()) }
        return text
    }

    @Test func theBytesPathWrapsAsTheStringsPathDoes() {
        var random = SplitMix64(seed: 32)
        let prefixes = ["", "f.pg:1:2: error: ", "<harness>:2:1: warning: ", String(repeating: "p", count: 85)]
        for _ in 0..<3_000 {
            let message = Self.message(&random)
            let prefix = prefixes.randomElement(using: &random)!
            let width = [80, 80, 40, 12, 1].randomElement(using: &random)!
            let expected = TextLayout.diagnosticByCharacters(prefix, message, width: width)
            let got = TextLayout.diagnostic(prefix, message, width: width)
            #expect(got == expected, "\(prefix.debugDescription) \(message.debugDescription) at \(width)")
            if got != expected { return }
        }
    }

    /// The warning each dismissal on `deeper` prints, as the strings' path wraps it.
    @Test func anAppsWarningWrapsAtEightyColumns() {
        let message = "Snapshotting a view (cellImage) that has not been rendered results in an empty snapshot."
        #expect(TextLayout.diagnostic("<harness>:2:1: warning: ", message)
                    == "<harness>:2:1: warning: Snapshotting a view (cellImage) that has not been\n"
                    + "    rendered results in an empty snapshot.\n")
        #expect(TextLayout.diagnostic("x: ", "53.3 %, then 50 % and\n\nnote  %", width: 9)
                    == "x: 53.3 %,\n    then\n    50 %\n    and\n  \n  note %\n")
    }
}
