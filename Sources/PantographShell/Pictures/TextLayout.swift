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
        for word in text.split(separator: " ") {
            if word.first == "%", word.dropFirst().allSatisfy({ !$0.isLetter && !$0.isNumber }), !units.isEmpty {
                units[units.count - 1] += " " + word
            } else {
                units.append(String(word))
            }
        }
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for unit in units {
            if lineHasWord && line.count + 1 + unit.count > width {
                lines.append(line)
                line = indent + unit
            } else {
                line += (lineHasWord ? " " : "") + unit
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    static func wrap(_ text: String, first: String, rest: String? = nil, width: Int = TextLayout.width) -> String {
        wrap(text[...], first: first, rest: rest, width: width)
    }

    /// An error or a warning: `PREFIX MESSAGE`, where the message's first line follows
    /// the prefix (`FILE:LINE:COL: error: `) and any further lines — a usage, the names
    /// that are known — are notes indented by two blanks. For a terminal (`width`),
    /// long lines wrap with four blanks, so a reader still finds the message on the
    /// prefix's line; for anything else (nil: a file, a pipe, CI's log) nothing wraps,
    /// so `grep` finds a whole message on the line it matches.
    public static func diagnostic(_ prefix: String, _ message: String, width: Int? = TextLayout.width) -> String {
        let parts = message.split(separator: "\n", omittingEmptySubsequences: false)
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
