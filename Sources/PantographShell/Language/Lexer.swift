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

    /// The command's text as bytes, lent for the call.
    func withTextBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        body(line.span.extracting(range))
    }

    func text(of token: Token) -> String { String(decoding: line[token.range], as: UTF8.self) }
    func word(_ token: Token) -> Word { Word(text: text(of: token), column: token.column) }

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
        var line: [UInt8] = [], tokens: [Token] = []
        let spans = try split(bytes, into: &line, tokens: &tokens)
        return (0..<spans.count).map { spans.command($0, line: line, tokens: tokens) }
    }

    /// Where the commands are, with the line and its tokens left in arrays the caller
    /// keeps: when nothing else holds them any more their memory is reused, so lexing a
    /// script's line allocates nothing. `byScalars` takes the general path even for
    /// ASCII (the tests' oracle for the fast one).
    static func split(_ bytes: Span<UInt8>, into line: inout [UInt8], tokens: inout [Token],
                      byScalars: Bool = false) throws(LexError) -> CommandSpans {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(LexError) in try split(buffer, into: &line, tokens: &tokens, byScalars: byScalars) }
        }.get()
    }

    static func split<Bytes: RandomAccessCollection>(_ bytes: Bytes, into line: inout [UInt8], tokens: inout [Token],
                                                     byScalars: Bool = false) throws(LexError) -> CommandSpans
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let ascii = try validate(bytes)
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: bytes)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        tokens.removeAll(keepingCapacity: true)
        var spans = CommandSpans()
        line.withUnsafeBufferPointer { bytes in
            if ascii && !byScalars {
                splitASCII(bytes, into: &tokens, spans: &spans)
            } else {
                splitScalars(bytes, into: &tokens, spans: &spans)
            }
        }
        return spans
    }

    /// A line of ASCII only (nearly every line): a column is the byte's position, so
    /// nothing is counted per byte, and each word and each run of blanks is scanned
    /// in a loop of its own.
    private static func splitASCII(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token],
                                   spans: inout CommandSpans) {
        let end = bytes.count
        var i = 0
        var commandStart = -1
        var commandFirstToken = 0
        var lastWordEnd = 0
        while true {
            while i < end, isBlank(bytes[i]) { i += 1 }
            if i == end || bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: ";") {
                if commandStart >= 0 {
                    spans.append(CommandSpans.Span(tokens: commandFirstToken..<tokens.count, text: commandStart..<lastWordEnd,
                                                endColumn: lastWordEnd + 1))
                }
                if i == end || bytes[i] == UInt8(ascii: "#") { return }
                commandStart = -1
                commandFirstToken = tokens.count
                i += 1
                continue
            }
            let start = i
            i += 1
            while i < end, !endsWord(bytes[i]) { i += 1 }
            // One allocation for the words of a usual line, not one per doubling.
            if tokens.capacity == 0 { tokens.reserveCapacity(4) }
            tokens.append(Token(range: start..<i, column: start + 1))
            if commandStart < 0 { commandStart = start }
            lastWordEnd = i
        }
    }

    /// What separates words: space, tab, CR and LF. The one definition, for the
    /// lexer, `PanLine` and the session's report of a line that cannot be split.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// A blank, `#` or `;`; everything above `;` (letters) is known at one comparison.
    @inline(__always)
    private static func endsWord(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: ";") && (isBlank(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: ";"))
    }

    /// Any valid UTF-8, character by character: columns count Unicode scalars.
    private static func splitScalars(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token],
                              spans: inout CommandSpans) {
        var wordStart = -1
        var wordColumn = 0
        var commandStart = -1
        var commandFirstToken = 0
        var lastWordEnd = 0
        // The column just after the last word, where the delimiter after it is.
        var lastWordEndColumn = 0
        var column = 0
        var index = 0
        let end = bytes.count
        while true {
            let byte: UInt8 = index < end ? bytes[index] : UInt8(ascii: ";")
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
                    lastWordEndColumn = column
                    wordStart = -1
                }
                guard byte == UInt8(ascii: ";") || byte == UInt8(ascii: "#") else { break }
                if commandStart >= 0 {
                    spans.append(CommandSpans.Span(tokens: commandFirstToken..<tokens.count, text: commandStart..<lastWordEnd,
                                                endColumn: lastWordEndColumn))
                }
                commandStart = -1
                commandFirstToken = tokens.count
                if byte == UInt8(ascii: "#") || index >= end { return }
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
}
