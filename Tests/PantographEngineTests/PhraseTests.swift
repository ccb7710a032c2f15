import Testing

@testable import PantographEngine

/// A phrase keeps its bytes inline and spills what does not fit; whatever the split,
/// it reads, compares and hashes as its text.
@Suite struct PhraseTests {
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
            #expect(phrase == again && phrase.hashValue == again.hashValue, "equal text, equal phrase, across the spill")
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
