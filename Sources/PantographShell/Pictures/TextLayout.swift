/// Text laid out for an 80-column terminal: padding, word wrapping and diagnostics.
/// Every line the shell prints for help, lists, usage and errors goes through here,
/// so the width is kept in one place.
public enum TextLayout {
    /// The terminal width every help, list and error line fits.
    public static let width = 80

    /// `s` padded with blanks on the right to `width` characters.
    static func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - s.count))
    }

    /// `s` padded with blanks on the left to `width` characters.
    static func leftPad(_ s: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - s.count)) + s
    }

    /// Word-wraps `text` to `width` columns, starting after `first` and going on after
    /// `rest` (by default, under the first line's text). Every line ends in a newline.
    /// A word longer than a line is not broken: it gets a line of its own. A `%` (and
    /// the punctuation after it) is kept on the line of the number before it.
    static func wrap(_ text: Substring, first: String, rest: String? = nil, width: Int = TextLayout.width) -> String {
        let indent = rest ?? String(repeating: " ", count: first.count)
        // The units of wrapping: words, except that a `%` stays with the number before
        // it (`50.0 %` is one quantity, and a `%` alone on a line reads as nothing),
        // also when punctuation follows it (`53.3 %,`).
        var units: [String] = []
        for word in split(text, at: UInt8(ascii: " "), omittingEmpty: true) {
            if word.first == "%", word.dropFirst().allSatisfy({ !$0.isLetter && !$0.isNumber }), !units.isEmpty {
                units[units.count - 1] += " " + word
            } else {
                units.append(String(word))
            }
        }
        // Lengths are in characters. Counting a line's characters walks its grapheme
        // clusters, which would make a message quadratic in its words: in ASCII text
        // (nearly every message) a character is a byte, and the line's length is kept
        // as it grows. A cluster can join across a space (a combining mark), so other
        // text is counted as a whole each time.
        // (A carriage return joins the newline after it into one character.)
        func isASCII<S: StringProtocol>(_ s: S) -> Bool { s.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } }
        let isASCII = isASCII(text) && isASCII(first) && isASCII(indent)
        var lines: [String] = []
        var line = first
        var length = first.utf8.count
        var lineHasWord = false
        for unit in units {
            let unitLength = isASCII ? unit.utf8.count : unit.count
            if lineHasWord && (isASCII ? length : line.count) + 1 + unitLength > width {
                lines.append(line)
                line = indent + unit
                length = indent.utf8.count + unitLength
            } else {
                line += (lineHasWord ? " " : "") + unit
                length += (lineHasWord ? 1 : 0) + unitLength
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    static func wrap(_ text: String, first: String, rest: String? = nil, width: Int = TextLayout.width) -> String {
        wrap(text[...], first: first, rest: rest, width: width)
    }

    /// `text` split at `separator`, an ASCII character. Splitting a string walks its
    /// grapheme clusters; in ASCII text without a carriage return (which joins the
    /// newline after it into one character) a byte is a character, and the bytes are
    /// split instead, to the same pieces.
    private static func split(_ text: Substring, at separator: UInt8, omittingEmpty: Bool) -> [Substring] {
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else {
            return text.split(separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: omittingEmpty)
        }
        return text.utf8.split(separator: separator, omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }

    /// An error or a warning: `PREFIX MESSAGE`, where the message's first line follows
    /// the prefix (`FILE:LINE:COL: error: `) and any further lines — a usage, the names
    /// that are known — are notes indented by two blanks. For a terminal (`width`),
    /// long lines wrap with four blanks, so a reader still finds the message on the
    /// prefix's line; for anything else (nil: a file, a pipe, CI's log) nothing wraps,
    /// so `grep` finds a whole message on the line it matches.
    public static func diagnostic(_ prefix: String, _ message: String, width: Int? = TextLayout.width) -> String {
        if let width, isPlainASCII(prefix), isPlainASCII(message) {
            return diagnosticBytes(prefix, message, width: width)
        }
        return diagnosticByCharacters(prefix, message, width: width)
    }

    /// `diagnostic` through `wrap`, for any text: `diagnostic`'s words are its. Internal
    /// for `TextLayoutTests`, which holds the bytes' path to it.
    static func diagnosticByCharacters(_ prefix: String, _ message: String, width: Int? = TextLayout.width) -> String {
        let parts = split(message[...], at: UInt8(ascii: "\n"), omittingEmpty: false)
        guard let width else {
            return prefix + parts[0] + "\n" + parts.dropFirst().map { "  " + $0 + "\n" }.joined()
        }
        var text = wrap(parts[0], first: prefix, rest: "    ", width: width)
        for note in parts.dropFirst() {
            text += wrap(note, first: "  ", rest: "    ", width: width)
        }
        return text
    }

    /// ASCII with no carriage return: a byte is a character.
    private static func isPlainASCII(_ s: String) -> Bool {
        // The bytes where they lie: `allSatisfy` on the UTF-8 view walks it through
        // its iterator, some thirty instructions a byte.
        let bytes = s.utf8.span
        for i in bytes.indices where bytes[i] >= 0x80 || bytes[i] == UInt8(ascii: "\r") { return false }
        return true
    }

    /// `diagnostic` of ASCII text (`isPlainASCII`) to a terminal's `width`, as bytes: a
    /// byte is a character, so `wrap`'s words, lines and their lengths are ranges of
    /// the message's bytes, and none is made a `String` of its own. An app's warning
    /// comes with every record that has one (a UIKit console message for each dismissal
    /// on `deeper`), and `wrap`'s strings cost some 50,000 instructions a message; these
    /// bytes, a tenth of that. `TextLayoutTests` holds the two paths to the same text.
    private static func diagnosticBytes(_ prefix: String, _ message: String, width: Int) -> String {
        let text = Array(message.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(prefix.utf8.count + text.count + 16)
        var start = 0
        var isFirst = true
        while true {
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            if isFirst {
                out.append(contentsOf: prefix.utf8)
                wrapBytes(text, start..<end, firstLength: prefix.utf8.count, width: width, into: &out)
            } else {
                out.append(contentsOf: "  ".utf8)
                wrapBytes(text, start..<end, firstLength: 2, width: width, into: &out)
            }
            isFirst = false
            guard end < text.count else { break }
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `wrap` of `text[range]` after a first line's `firstLength` bytes, already in
    /// `out`, going on after four blanks (`diagnostic`'s), with the newline at the end.
    /// A unit is a word and the `%` words that stay with it, one blank between them.
    private static func wrapBytes(_ text: [UInt8], _ range: Range<Int>, firstLength: Int, width: Int,
                                  into out: inout [UInt8]) {
        let space = UInt8(ascii: " ")
        /// The word from `i` on (no blank at `i`), or nil at the end.
        func word(from i: Int) -> Range<Int>? {
            var i = i
            while i < range.upperBound && text[i] == space { i += 1 }
            guard i < range.upperBound else { return nil }
            var end = i
            while end < range.upperBound && text[end] != space { end += 1 }
            return i..<end
        }
        /// A `%` followed by no letter or digit: it stays with the word before it.
        func isPercent(_ w: Range<Int>) -> Bool {
            guard text[w.lowerBound] == UInt8(ascii: "%") else { return false }
            return text[(w.lowerBound + 1)..<w.upperBound].allSatisfy { b in
                !(b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) && !(b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
                    && !(b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            }
        }
        var length = firstLength
        var lineHasWord = false
        var next = word(from: range.lowerBound)
        while let head = next {
            // The unit: `head` and the `%` words after it.
            var tail = head
            var unitLength = head.count
            var percents = 0
            next = word(from: head.upperBound)
            while let w = next, isPercent(w) {
                unitLength += 1 + w.count
                percents += 1
                tail = w
                next = word(from: w.upperBound)
            }
            if lineHasWord && length + 1 + unitLength > width {
                out.append(UInt8(ascii: "\n"))
                out.append(contentsOf: repeatElement(space, count: 4))
                length = 4 + unitLength
            } else {
                if lineHasWord { out.append(space) }
                length += (lineHasWord ? 1 : 0) + unitLength
            }
            lineHasWord = true
            out.append(contentsOf: text[head])
            if percents > 0 {
                // Each `%` word after one blank, however many the message had.
                var w = word(from: head.upperBound)
                while let piece = w, piece.lowerBound <= tail.lowerBound {
                    out.append(space)
                    out.append(contentsOf: text[piece])
                    w = word(from: piece.upperBound)
                }
            }
        }
        out.append(UInt8(ascii: "\n"))
    }
}
