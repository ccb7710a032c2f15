/// A word of a command: where its bytes are in the line, and the column it starts at
/// (1-based, in characters), so that every error can point at what it is about.
///
/// Only positions: copying a token retains nothing. The line is held once, by the
/// `CommandText`; the common commands parse their numbers straight from its bytes,
/// and only an error, a name or a rare command asks for a `String`.
public struct Token: Hashable, Sendable {
    let range: Range<Int>
    public let column: Int
}

/// A word as text, for what keeps it beyond parsing (`set KEY VALUE`) and for several
/// words handed over as one (`distance A..B step S`).
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
    /// A slice of the line's tokens: its indices are the line's, so the first word is
    /// `words.first`, not `words[0]`.
    public let words: ArraySlice<Token>
    /// The whole line, shared by the line's commands.
    let line: [UInt8]
    private let range: Range<Int>
    /// The column just after the last word: where a missing argument was expected.
    public let endColumn: Int

    init(words: ArraySlice<Token>, line: [UInt8], range: Range<Int>, endColumn: Int) {
        self.words = words
        self.line = line
        self.range = range
        self.endColumn = endColumn
    }

    /// The command's first word: the lexer makes no command without one.
    public var name: Token { words[words.startIndex] }

    /// The word after the name, if any (what most errors about a session command blame).
    var firstArgument: Token? { words.count > 1 ? words[words.startIndex + 1] : nil }

    /// The command as typed, without the comment and surrounding blanks.
    public var text: String { String(decoding: line[range], as: UTF8.self) }

    func text(of token: Token) -> String { String(decoding: line[token.range], as: UTF8.self) }
    func word(_ token: Token) -> Word { Word(text: text(of: token), column: token.column) }
    func bytes(of token: Token) -> ArraySlice<UInt8> { line[token.range] }

    /// Whether the token is exactly `name`, byte by byte, without making a `String`.
    func token(_ token: Token, is name: [UInt8]) -> Bool {
        guard token.range.count == name.count else { return false }
        for i in name.indices where line[token.range.lowerBound + i] != name[i] { return false }
        return true
    }

    func token(_ token: Token, startsWith prefix: [UInt8]) -> Bool {
        guard token.range.count >= prefix.count else { return false }
        for i in prefix.indices where line[token.range.lowerBound + i] != prefix[i] { return false }
        return true
    }

    /// How many characters (Unicode scalars) the token has: where the next column is.
    func width(of token: Token) -> Int { Lexer.characters(in: line[token.range]) }
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
/// or a long line with a bad byte at its end, costs time linear in its length.
/// Columns count characters as Unicode scalars, which is what a terminal shows for
/// everything but combining marks and wide characters.
public enum Lexer {
    public static func commands<Bytes: RandomAccessCollection>(in bytes: Bytes) throws(LexError) -> [CommandText]
    where Bytes.Element == UInt8, Bytes.Index == Int {
        Array(try line(bytes))
    }

    /// The same without an array of commands: a line's tokens go into one array, and
    /// a line of one command (nearly every line) allocates nothing else.
    public static func line<Bytes: RandomAccessCollection>(_ bytes: Bytes) throws(LexError) -> LexedLine
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var line: [UInt8] = [], tokens: [Token] = []
        return try Self.line(bytes, into: &line, tokens: &tokens)
    }

    /// The same into arrays the caller keeps: when nothing else holds them any more,
    /// their memory is reused and lexing a line allocates nothing.
    static func line<Bytes: RandomAccessCollection>(_ bytes: Bytes, into line: inout [UInt8],
                                                    tokens: inout [Token]) throws(LexError) -> LexedLine
    where Bytes.Element == UInt8, Bytes.Index == Int {
        try validate(bytes)
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: bytes)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        tokens.removeAll(keepingCapacity: true)

        var spans = LexedLine.Spans()
        var wordStart = -1
        var wordColumn = 0
        var commandStart = -1
        var commandFirstToken = 0
        var lastWordEnd = 0
        var column = 0

        var index = 0
        let end = line.count
        while true {
            let byte: UInt8 = index < end ? line[index] : UInt8(ascii: ";")
            // A continuation byte belongs to the character before it.
            if byte & 0xC0 != 0x80 { column += 1 }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"),
                 UInt8(ascii: "#"), UInt8(ascii: ";"):
                if wordStart >= 0 {
                    // One allocation for the words of a usual line, not one per doubling.
                    if tokens.capacity == 0 { tokens.reserveCapacity(4) }
                    tokens.append(Token(range: wordStart..<index, column: wordColumn))
                    lastWordEnd = index
                    wordStart = -1
                }
                guard byte == UInt8(ascii: ";") || byte == UInt8(ascii: "#") else { break }
                if commandStart >= 0 {
                    let last = tokens[tokens.count - 1]
                    spans.append(LexedLine.Span(tokens: commandFirstToken..<tokens.count, text: commandStart..<lastWordEnd,
                                                endColumn: last.column + characters(in: line[last.range])))
                }
                commandStart = -1
                commandFirstToken = tokens.count
                if byte == UInt8(ascii: "#") || index >= end {
                    return LexedLine(line: line, tokens: tokens, spans: spans)
                }
            default:
                if wordStart < 0 {
                    wordStart = index
                    wordColumn = column
                }
                if commandStart < 0 { commandStart = index }
            }
            index += 1
        }
    }

    /// Characters (Unicode scalars) in valid UTF-8: the bytes that start one.
    static func characters(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
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

/// One input line split into commands, which it hands out as `CommandText`s that share
/// the line's bytes and tokens.
public struct LexedLine: RandomAccessCollection {
    struct Span {
        let tokens: Range<Int>
        let text: Range<Int>
        let endColumn: Int
    }

    /// The first command inline, the rest (after `;`s) in an array only when there are any.
    struct Spans {
        private(set) var first: Span?
        private(set) var more: [Span] = []
        var count: Int { first == nil ? 0 : 1 + more.count }

        mutating func append(_ span: Span) {
            if first == nil { first = span } else { more.append(span) }
        }

        subscript(i: Int) -> Span { i == 0 ? first! : more[i - 1] }
    }

    let line: [UInt8]
    let tokens: [Token]
    let spans: Spans

    public var startIndex: Int { 0 }
    public var endIndex: Int { spans.count }

    public subscript(i: Int) -> CommandText {
        let span = spans[i]
        return CommandText(words: tokens[span.tokens], line: line, range: span.text, endColumn: span.endColumn)
    }
}
