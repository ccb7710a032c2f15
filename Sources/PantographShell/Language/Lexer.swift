/// A word of a command with the column it starts at (1-based, in characters), so
/// that every error can point at what it is about.
///
/// A word is a range of its line's bytes, not a `String` of its own: the common
/// commands parse their numbers straight from the bytes, and only an error, a name
/// or a rare command asks for `text`.
public struct Word: Hashable, Sendable {
    /// The line, shared by every word of it (no copy per word); a word made from
    /// text (joined words, tests) has a line of its own.
    private let line: [UInt8]
    private let range: Range<Int>
    public let column: Int

    public init(text: String, column: Int) {
        line = Array(text.utf8)
        range = line.indices
        self.column = column
    }

    init(line: [UInt8], range: Range<Int>, column: Int) {
        self.line = line
        self.range = range
        self.column = column
    }

    public var text: String { String(decoding: line[range], as: UTF8.self) }

    /// The word's UTF-8.
    var bytes: ArraySlice<UInt8> { line[range] }

    /// How many characters (Unicode scalars) the word has: where the next column is.
    var width: Int { bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) } }

    /// Whether the word is exactly `name`, without making a `String` of it.
    func `is`(_ name: [UInt8]) -> Bool {
        guard range.count == name.count else { return false }
        // Index by index: a slice of the line would retain it for every comparison.
        for i in name.indices where line[range.lowerBound + i] != name[i] { return false }
        return true
    }

    /// The word without its first `count` bytes (ASCII prefixes such as `+`).
    func dropping(_ count: Int) -> Word {
        Word(line: line, range: range.lowerBound + count..<range.upperBound, column: column + count)
    }

    public static func == (a: Word, b: Word) -> Bool { a.column == b.column && a.bytes == b.bytes }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(column)
        hasher.combine(bytes)
    }
}

/// One command's words, as written between `;`s.
public struct CommandText: Hashable, Sendable {
    public let words: [Word]
    private let line: [UInt8]
    private let range: Range<Int>
    /// The column just after the last word: where a missing argument was expected.
    public let endColumn: Int

    init(words: [Word], line: [UInt8], range: Range<Int>, endColumn: Int) {
        self.words = words
        self.line = line
        self.range = range
        self.endColumn = endColumn
    }

    /// The command as typed, without the comment and surrounding blanks.
    public var text: String { String(decoding: line[range], as: UTF8.self) }
    /// The same, as bytes, for writing it out without a `String`.
    var utf8: ArraySlice<UInt8> { line[range] }
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
/// Every byte is looked at a bounded number of times (one validating pass, one copy
/// into an array the words share, one splitting pass), so a line of many commands,
/// or a long line with a bad byte at its end, costs time linear in its length. Columns count characters as Unicode scalars, which is what a terminal
/// shows for everything but combining marks and wide characters.
public enum Lexer {
    public static func commands<Bytes: RandomAccessCollection>(in bytes: Bytes) throws(LexError) -> [CommandText]
    where Bytes.Element == UInt8, Bytes.Index == Int {
        try validate(bytes)
        let line: [UInt8] = {
            var line = (bytes as? [UInt8]) ?? Array(bytes)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            return line
        }()

        var commands: [CommandText] = []
        var words: [Word] = []
        var wordStart: Int?
        var wordColumn = 0
        var commandStart: Int?
        var lastWordEnd = 0
        var column = 0

        func endWord(at index: Int) {
            guard let start = wordStart else { return }
            // One allocation for the words of a usual command, not one per doubling.
            if words.isEmpty { words.reserveCapacity(4) }
            words.append(Word(line: line, range: start..<index, column: wordColumn))
            lastWordEnd = index
            wordStart = nil
        }
        func endCommand(at index: Int) {
            endWord(at: index)
            if let first = commandStart, let last = words.last {
                commands.append(CommandText(words: words, line: line, range: first..<lastWordEnd,
                                            endColumn: last.column + last.width))
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
