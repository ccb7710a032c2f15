import Testing
@testable import PantographShell

/// How a message quotes input and what it suggests, at the edges of each rule.
struct QuotingTests {
    @Test func aWordIsQuotedWholeUpToTheLimitAndCutPastIt() {
        let fits = String(repeating: "a", count: Quoting.limit)
        #expect(Quoting.quoted(fits) == "'\(fits)'")
        #expect(Quoting.excerpt(fits) == fits)
        let over = fits + "b"
        #expect(Quoting.quoted(over) == "'\(fits)…' (41 characters)")
        #expect(Quoting.excerpt(over) == "\(fits)… (41 characters)")
        // Characters, not bytes: 40 é fit.
        let accented = String(repeating: "é", count: Quoting.limit)
        #expect(Quoting.quoted(accented) == "'\(accented)'")
    }

    /// The net in the session cuts a word of more than 2 × limit characters only.
    @Test func cappedCutsOnlyWordsTooLongForALine() {
        let fits = String(repeating: "x", count: 2 * Quoting.limit)
        #expect(Quoting.capped("got \(fits)\nnote \(fits)") == "got \(fits)\nnote \(fits)")
        let over = fits + "y"
        #expect(Quoting.capped("got \(over)\nnote") == "got \(Quoting.excerpt(over))\nnote")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var word: String
        var candidates: [String]
        var expected: String?
        var testDescription: String { "\(word) in \(candidates) → \(expected ?? "nil")" }
    }

    static let cases: [Case] = [
        Case(word: "Deeper", candidates: ["deeper", "card"], expected: "deeper"),
        Case(word: "vel", candidates: ["threshold", "velocity"], expected: "velocity"),
        // A beginning shared by two is no answer; edits may still find one.
        Case(word: "se", candidates: ["set", "settle"], expected: "set"),
        Case(word: "co", candidates: ["compare", "completion"], expected: nil),
        // Two edits is close, three is not.
        Case(word: "tresold", candidates: ["threshold"], expected: "threshold"),
        Case(word: "trsold", candidates: ["threshold"], expected: nil),
        // Fewer edits than the word has characters: `x` is not `at` (2 edits, 1
        // character), `ax` is (1 edit, 2 characters), `xy` is not (2 edits, 2).
        Case(word: "x", candidates: ["at"], expected: nil),
        Case(word: "ax", candidates: ["at"], expected: "at"),
        Case(word: "xy", candidates: ["at"], expected: nil),
        // Equal distances: the first candidate.
        Case(word: "bat", candidates: ["cat", "hat"], expected: "cat"),
        // The word itself, an empty word and a number are never suggestions.
        Case(word: "card", candidates: ["card", "cart"], expected: nil),
        Case(word: "", candidates: ["a"], expected: nil),
        Case(word: "30", candidates: ["60", "120"], expected: nil),
        Case(word: "1e3", candidates: ["1e2"], expected: nil),
    ]

    @Test(arguments: cases)
    func closest(_ c: Case) {
        #expect(Quoting.closest(to: c.word, in: c.candidates) == c.expected)
        #expect(Quoting.suggestion(for: c.word, in: c.candidates) == (c.expected.map { "; did you mean '\($0)'?" } ?? ""))
    }

    @Test func aSuggestionGoesBeforeTheNotes() {
        #expect(Quoting.suggesting("unknown x 'hro'\nknown: hero", for: "hro", in: ["hero"])
                == "unknown x 'hro'; did you mean 'hero'?\nknown: hero")
        #expect(Quoting.suggesting("no note 'hro'", for: "hro", in: ["hero"]) == "no note 'hro'; did you mean 'hero'?")
        #expect(Quoting.suggesting("far 'zzz'\nnote", for: "zzz", in: ["hero"]) == "far 'zzz'\nnote")
    }
}
