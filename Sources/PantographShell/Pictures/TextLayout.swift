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
}
