/// Where a line's commands are: for each, its tokens (indices into the line's tokens),
/// its text (a range of the line's bytes) and the column after its last word. The
/// line and its tokens stay in the arrays the lexer filled, and each `CommandText` is
/// made from them when it is needed.
struct CommandSpans {
    struct Span {
        let tokens: Range<Int>
        let text: Range<Int>
        let endColumn: Int
    }

    /// The first command inline, the rest (after `;`s) in an array only when there are any.
    private(set) var first: Span?
    private(set) var more: [Span] = []
    var count: Int { first == nil ? 0 : 1 + more.count }

    mutating func append(_ span: Span) {
        if first == nil { first = span } else { more.append(span) }
    }

    /// The `i`th command, sharing the line's bytes and tokens.
    func command(_ i: Int, line: [UInt8], tokens: [Token]) -> CommandText {
        let span = i == 0 ? first! : more[i - 1]
        return CommandText(words: tokens[span.tokens], line: line, range: span.text, endColumn: span.endColumn)
    }
}
