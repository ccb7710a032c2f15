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

    public subscript(i: Int) -> CommandText { Self.command(spans[i], line: line, tokens: tokens) }

    /// A command from where the lexer found it in a line's arrays.
    static func command(_ span: Span, line: [UInt8], tokens: [Token]) -> CommandText {
        CommandText(words: tokens[span.tokens], line: line, range: span.text, endColumn: span.endColumn)
    }
}
