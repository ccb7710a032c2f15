import Testing

@testable import PantographShell
import PantographTestSupport

/// The byte quoter checks eight bytes at a time; the `String` quoter, one scalar at a
/// time, is its oracle.
@Suite struct JSONQuoteTests {
    static func quotedBytes(_ text: String) -> String {
        var out = ByteBuffer(capacity: 4)
        JSON.quote(text, into: &out)
        return out.text
    }

    static func quotedString(_ text: String) -> String {
        var out = ""
        JSON.quote(text, into: &out)
        return out
    }

    /// Every byte that needs escaping, at every position of a word and of the tail.
    @Test func everyEscapeAtEveryPosition() {
        let specials: [Character] = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}"]
        for length in 0...20 {
            for position in 0..<max(length, 1) {
                for special in specials {
                    var text = Array(repeating: Character("a"), count: length)
                    if length > 0 { text[position] = special }
                    let string = String(text)
                    #expect(Self.quotedBytes(string) == Self.quotedString(string), "\(string.debugDescription)")
                }
            }
        }
    }

    /// Bytes that look close to the special ones (0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E,
    /// 0x80 and up in UTF-8) must pass through unescaped.
    @Test func neighboursAndNonASCIIPassThrough() {
        for text in [" !#[]~", "é€😀 −10.0 %", String(repeating: "≥", count: 9), "0123456789abcdef0", "pan move 0,-10"] {
            #expect(Self.quotedBytes(text) == "\"\(text)\"")
            #expect(Self.quotedBytes(text) == Self.quotedString(text))
        }
    }

    @Test func randomTextMatchesTheOracle() {
        var generator = SplitMix64(seed: 0x4A50)
        let alphabet: [Character] = ["a", "Z", " ", "\"", "\\", "\n", "\u{7}", "\u{7F}", "é", "−", "😀", "~", "0"]
        for _ in 0..<5_000 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            })
            #expect(Self.quotedBytes(text) == Self.quotedString(text), "\(text.debugDescription)")
        }
    }
}
