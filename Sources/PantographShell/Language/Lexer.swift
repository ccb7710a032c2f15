/// A word of a command with the column it starts at (1-based, in characters), so
/// that every error can point at what it is about.
public struct Word: Hashable, Sendable {
    public let text: String
    public let column: Int
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
public enum Lexer {
    public static func commands(in bytes: [UInt8]) throws(LexError) -> [CommandText] {
        let line = try decode(bytes)
        var commands: [CommandText] = []
        var words: [Word] = []
        var current = ""
        var start = 0
        var commandStart: Int?
        var column = 0

        func endWord() {
            if !current.isEmpty { words.append(Word(text: current, column: start)) }
            current = ""
        }
        func endCommand() {
            endWord()
            if let first = commandStart, !words.isEmpty {
                let chars = Array(line)
                let last = words[words.count - 1]
                let end = last.column + last.text.count
                commands.append(CommandText(words: words, text: String(chars[(first - 1)..<(end - 1)]),
                                            endColumn: end))
            }
            words = []
            commandStart = nil
        }

        for character in line {
            column += 1
            switch character {
            case "#":
                endCommand()
                return commands
            case ";":
                endCommand()
            case " ", "\t", "\r", "\n":
                endWord()
            default:
                if current.isEmpty { start = column }
                if commandStart == nil { commandStart = column }
                current.append(character)
            }
        }
        endCommand()
        return commands
    }

    /// Strict UTF-8; a trailing CR (a CRLF file) is not part of the line.
    static func decode(_ bytes: [UInt8]) throws(LexError) -> String {
        var bytes = bytes[...]
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        // Find the first bad byte and count the characters before it.
        var end = bytes.startIndex
        var good = bytes.startIndex
        while end < bytes.endIndex {
            end = bytes.index(after: end)
            if String(validating: bytes[bytes.startIndex..<end], as: UTF8.self) != nil { good = end }
            else if end - good >= 4 { break }
        }
        let prefix = String(decoding: bytes[bytes.startIndex..<good], as: UTF8.self)
        let byte = good < bytes.endIndex ? bytes[good] : 0
        throw LexError(message: "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))",
                       column: prefix.count + 1)
    }
}
