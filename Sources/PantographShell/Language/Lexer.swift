/// A word of a command with the column it starts at (1-based, in characters), so
/// that every error can point at what it is about.
public struct Word: Hashable, Sendable {
    public let text: String
    public let column: Int

    public init(text: String, column: Int) {
        self.text = text
        self.column = column
    }
}

/// One command's words, as written between `;`s.
public struct CommandText: Hashable, Sendable {
    public let words: [Word]
    /// The command as typed, without the comment and surrounding blanks.
    public let text: String
    /// The column just after the last word: where a missing argument was expected.
    public let endColumn: Int
}

/// A line that cannot even be split into words.
public struct LexError: Error, Hashable, Sendable {
    public let message: String
    public let column: Int
}

/// Splits one input line: `;` separates commands, `#` starts a comment, blanks
/// separate words. Bytes, not a String, come in: invalid UTF-8 is an error at its
/// column, not a crash or a silent replacement.
///
/// Every byte is looked at a bounded number of times (one validating pass, one
/// splitting pass, one copy into the word and command texts), so a line of many
/// commands, or a long line with a bad byte at its end, costs time linear in its
/// length. Columns count characters as Unicode scalars, which is what a terminal
/// shows for everything but combining marks and wide characters.
public enum Lexer {
    public static func commands<Bytes: RandomAccessCollection>(in bytes: Bytes) throws(LexError) -> [CommandText]
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var end = bytes.endIndex
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        let line = bytes[bytes.startIndex..<end]
        try validate(line)

        var commands: [CommandText] = []
        var words: [Word] = []
        var wordStart: Int?
        var wordColumn = 0
        var commandStart: Int?
        var lastWordEnd = 0
        var column = 0

        func endWord(at index: Int) {
            guard let start = wordStart else { return }
            words.append(Word(text: String(decoding: line[start..<index], as: UTF8.self), column: wordColumn))
            lastWordEnd = index
            wordStart = nil
        }
        func endCommand(at index: Int) {
            endWord(at: index)
            if let first = commandStart, let last = words.last {
                commands.append(CommandText(words: words,
                                            text: String(decoding: line[first..<lastWordEnd], as: UTF8.self),
                                            endColumn: last.column + last.text.unicodeScalars.count))
            }
            words = []
            commandStart = nil
        }

        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            // A continuation byte belongs to the character before it.
            if byte & 0xC0 != 0x80 { column += 1 }
            switch byte {
            case UInt8(ascii: "#"):
                endCommand(at: index)
                return commands
            case UInt8(ascii: ";"):
                endCommand(at: index)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                endWord(at: index)
            default:
                if wordStart == nil {
                    wordStart = index
                    wordColumn = column
                }
                if commandStart == nil { commandStart = index }
            }
            index += 1
        }
        endCommand(at: line.endIndex)
        return commands
    }

    /// Strict UTF-8 (Unicode's table of well-formed byte sequences: no overlong forms,
    /// no surrogates, nothing past U+10FFFF), in one pass. The error names the first
    /// byte that cannot start or continue a character, at the column of the character
    /// it would have been.
    static func validate<Bytes: RandomAccessCollection>(_ bytes: Bytes) throws(LexError)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var characters = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            let length: Int
            // The allowed range of the second byte depends on the lead byte.
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: throw invalid(lead, column: characters + 1)
            }
            for offset in 1..<length {
                let position = index + offset
                let allowed = offset == 1 ? second : 0x80...0xBF
                guard position < bytes.endIndex, allowed.contains(bytes[position]) else {
                    throw invalid(lead, column: characters + 1)
                }
            }
            index += length
            characters += 1
        }
    }

    private static func invalid(_ byte: UInt8, column: Int) -> LexError {
        let hex = String(byte, radix: 16, uppercase: true)
        return LexError(message: "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))", column: column)
    }
}
