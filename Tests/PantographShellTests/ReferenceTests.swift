import Foundation
import Testing
@testable import PantographShell
import PantographTestSupport

/// `docs/reference.md` is generated from the declarations; a stale file fails here.
struct ReferenceTests {
    @Test func referenceIsUpToDate() throws {
        try Snapshot.expect(Reference.markdown(), matches: "docs/reference.md", rerun: "ReferenceTests")
    }

    @Test func everyCommandAndSettingIsDocumented() {
        let md = Reference.markdown()
        for spec in CommandRegistry.all { #expect(md.contains("## \(spec.name)\n")) }
        for setting in SettingRegistry.all { #expect(md.contains("| `\(setting.key)` |")) }
    }
}

/// Colour changes bytes, never the layout.
struct ColourTests {
    @Test func colourKeepsTheLayout() throws {
        var options = SessionOptions()
        options.color = true
        let sink = CapturingSink()
        let session = try ShellSession(options: options, sink: sink)
        _ = session.execute(line: Array("pan begin".utf8), file: "<repl>", lineNumber: 1)
        let plain = try run("pan begin", file: "<repl>").out
        let stripped = sink.out.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(sink.out.contains("\u{1B}["))
        #expect(stripped == plain)
        #expect(!plain.contains("\u{1B}"))
    }
}

/// Wrapping for an 80-column terminal (AnswerTests checks every help and list text).
struct HelpTests {
    @Test func wrapKeepsEveryWordAndIndents() {
        let text = TextLayout.wrap("one two three four five", first: "  x  ", width: 14)
        #expect(text == "  x  one two\n     three\n     four five\n")
    }

    /// `50.0 %` is one quantity: the line breaks before the number, never between it
    /// and its `%`, also when punctuation follows the `%`; a `%` that begins the text
    /// has nothing to stay with, and a word that only begins with `%` is a word.
    @Test(arguments: [
        ("beyond 50.0 %", 12, "beyond\n50.0 %\n"),
        ("is 0.0 % now", 7, "is\n0.0 %\nnow\n"),
        ("% first", 3, "%\nfirst\n"),
        ("a 1 % b 2 %", 80, "a 1 % b 2 %\n"),
        // `compare` in hero: "projects to 53.3 %, beyond 50.0 %".
        ("projects to 53.3 %, beyond", 16, "projects to\n53.3 %, beyond\n"),
        ("progress 20.0 %, translation", 15, "progress\n20.0 %,\ntranslation\n"),
        ("(at 5 %) x", 6, "(at\n5 %) x\n"),
        ("at 5 %.", 5, "at\n5 %.\n"),
        ("a 5 %b", 3, "a 5\n%b\n"),
        ("a 5 %2", 3, "a 5\n%2\n"),
    ])
    func aPercentSignStaysWithItsNumber(_ text: String, _ width: Int, _ wrapped: String) {
        #expect(TextLayout.wrap(text, first: "", width: width) == wrapped)
    }

    /// ASCII text is split and measured as bytes; other text by its characters, as
    /// always: a combining mark after a space makes one character of the two, so no
    /// line breaks there and the line is one shorter; a carriage return keeps the
    /// newline after it.
    @Test func textThatIsNotASCIIIsSplitAndMeasuredInCharacters() {
        #expect(TextLayout.wrap("a \u{301}b c", first: "", width: 2) == "a \u{301}b\nc\n")
        #expect(TextLayout.wrap("\u{301}a b", first: "x: ", width: 6) == "x: \u{301}a b\n")
        #expect(TextLayout.diagnostic("x: ", "one\r\ntwo", width: 80) == "x: one\r\ntwo\n")
        // `\r\n` is one character: the line is 8 long, and fits.
        #expect(TextLayout.wrap("ab\r\ncd ef", first: "", width: 8) == "ab\r\ncd ef\n")
    }

    @Test func diagnosticsPutNotesOnTheirOwnLinesAndWrapLongOnes() {
        let text = TextLayout.diagnostic("f.pg:1:2: error: ", "missing DX,DY\nusage: pan move DX,DY [+DURATION]")
        #expect(text == "f.pg:1:2: error: missing DX,DY\n  usage: pan move DX,DY [+DURATION]\n")
        let long = TextLayout.diagnostic("f.pg:1:2: warning: ", String(repeating: "word ", count: 30))
        let lines = long.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    word") })
    }
}
