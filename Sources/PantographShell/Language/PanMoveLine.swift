import PantographEngine

/// The line nearly every line of a recorded drag is: `pan move DX,DY`, alone, in ASCII.
/// Recognized in one pass over its bytes, it skips the general lexer and parser, which
/// together cost about half of such a line.
///
/// It only ever agrees or declines. It declines anything but exactly three words, a
/// comment, a `;`, `+DURATION`, a non-ASCII byte, and a translation that
/// `Values.point` refuses; those lines take the general path, which owns every error
/// message. What it returns is what the general path makes of the same line: the line's
/// tokens, its span and the command. `PanMoveLineTests` holds it to that on every edge
/// and on random lines.
enum PanMoveLine {
    /// The translation when the input is `pan move DX,DY` (the command is
    /// `.panMove(translation, after: nil)`); `line`, `tokens` and `spans` then hold the
    /// line, its three words and its one command as the lexer would have left them (a
    /// copy, without a last carriage return). Declining changes none of them.
    ///
    /// Plain values out, not an optional tuple holding the command: that went through
    /// the generic copying of an enum with many payloads, which cost as much as parsing.
    static func recognize(_ bytes: UnsafeBufferPointer<UInt8>, line: inout [UInt8], tokens: inout [Token],
                          spans: inout CommandSpans) -> Point? {
        let end = bytes.count
        var i = 0
        // pan
        while i < end, isBlank(bytes[i]) { i += 1 }
        let panStart = i
        guard end - i > 3, bytes[i] == UInt8(ascii: "p"), bytes[i + 1] == UInt8(ascii: "a"),
              bytes[i + 2] == UInt8(ascii: "n"), isBlank(bytes[i + 3]) else { return nil }
        i += 4
        // move
        while i < end, isBlank(bytes[i]) { i += 1 }
        let moveStart = i
        guard end - i > 4, bytes[i] == UInt8(ascii: "m"), bytes[i + 1] == UInt8(ascii: "o"),
              bytes[i + 2] == UInt8(ascii: "v"), bytes[i + 3] == UInt8(ascii: "e"),
              isBlank(bytes[i + 4]) else { return nil }
        i += 5
        // DX,DY: printable ASCII up to a blank or the end; `#`, `;` and a `+DURATION`
        // after it are the general path's.
        while i < end, isBlank(bytes[i]) { i += 1 }
        let wordStart = i
        while i < end, bytes[i] > 0x20, bytes[i] < 0x7F {
            if bytes[i] == UInt8(ascii: "#") || bytes[i] == UInt8(ascii: ";") { return nil }
            i += 1
        }
        let wordEnd = i
        guard wordEnd > wordStart else { return nil }
        while i < end, isBlank(bytes[i]) { i += 1 }
        guard i == end else { return nil }
        guard case .point(let translation) = Values.pointVerdict(UnsafeBufferPointer(rebasing: bytes[wordStart..<wordEnd]))
        else { return nil }
        // One call each, not emptying and then appending: Array's generic paths
        // cost more than the bytes.
        let kept = end > 0 && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
        line.replaceSubrange(0..<line.count, with: UnsafeBufferPointer(rebasing: bytes[..<kept]))
        let words = (Token(range: panStart..<(panStart + 3), column: panStart + 1),
                     Token(range: moveStart..<(moveStart + 4), column: moveStart + 1),
                     Token(range: wordStart..<wordEnd, column: wordStart + 1))
        if tokens.count == 3 {
            tokens.withUnsafeMutableBufferPointer { t in (t[0], t[1], t[2]) = words }
        } else {
            tokens.removeAll(keepingCapacity: true)
            if tokens.capacity == 0 { tokens.reserveCapacity(4) }
            tokens.append(words.0)
            tokens.append(words.1)
            tokens.append(words.2)
        }
        spans = CommandSpans()
        spans.append(CommandSpans.Span(tokens: 0..<3, text: panStart..<wordEnd, endColumn: wordEnd + 1))
        return translation
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }
}
