import Testing

@testable import PantographShell

/// A phrase keeps its bytes inline and spills what does not fit; whatever the split,
/// it reads, compares and hashes as its text.
@Suite struct PhraseTests {
    /// Two numbers that differ get the decimals that write them differently; equal
    /// ones, and ones already apart, keep the decimals asked for.
    @Test(arguments: [
        (999.6, 1000.0, 0, 1), (999.96, 1000.0, 0, 2), (1000.0, 1000.0, 0, 0), (5064.0, 1000.0, 0, 0),
        (0.9999, 1.0, 2, 4), (49.99999, 50.0, 1, 5), (-0.01, 0.0, 0, 2), (0.5, 0.5.nextUp, 1, 13),
    ])
    func decimalsApart(_ a: Double, _ b: Double, _ from: Int, _ expected: Int) {
        #expect(Say.decimals(apart: a, b, from: from) == expected)
    }

    @Test func longPhrasesSpillAndReadWhole() {
        let word = "ab−c ≥ "
        for pieces in [0, 1, 20, 34, 35, 36, 60] {
            var expected = "start"
            var phrase: Phrase = "start"
            for i in 0..<pieces {
                expected += "\(word)\(i)"
                phrase = "\(phrase)\(word)\(Say.number(Double(i), 0))"
            }
            #expect(phrase.text == expected, "\(pieces) pieces")
            #expect(phrase.count == expected.utf8.count)
            let again: Phrase = "\(expected)"
            #expect(again.text == expected && again.count == phrase.count, "one text, built whole or piece by piece, across the spill")
        }
    }

    @Test func numbersAreWrittenAsReasonsWriteThem() {
        let cases: [(Phrase, String)] = [
            ("\(Say.percent(0.1234))", "12.3 %"), ("\(Say.speed(-5000))", "−5000 pt/s"), ("\(Say.points(-0.04))", "0.0 pt"),
            ("\(Say.number(2.25, 1))", "2.3"), ("\(Say.number(.infinity))", "∞"), ("\(Say.speed(-.infinity))", "−∞ pt/s"),
            ("\(Say.number(.nan))", "nan"), ("\(Say.number(1e16, 1))", "10000000000000000.0"), ("\(Say.speed(-1e20))", "−1e+20 pt/s"),
        ]
        for (phrase, text) in cases { #expect(phrase.text == text) }
    }
}
