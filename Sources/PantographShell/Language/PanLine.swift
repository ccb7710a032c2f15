import PantographEngine

/// The lines nearly every line of a recorded drag is: `pan move DX,DY`, and the
/// `pan begin` and `pan end` around them, alone and in ASCII. Recognized in one pass
/// over the bytes, they skip the general lexer and parser, which together cost about
/// half of such a line.
///
/// It only ever agrees or declines. It declines anything but exactly those words, a
/// comment, a `;`, `+DURATION`, a location or a velocity, a byte outside printable
/// ASCII and blanks, and a translation that `Values.pointVerdict` refuses; those lines
/// take the general path, which owns every error message. What it returns is what the
/// general path makes of the same line: the command, its text and its first column.
/// `PanLineTests` holds it to that on every edge and on random lines.
enum PanLine: Equatable {
    case begin
    case move(Point)
    case end

    /// What the parser makes of the line.
    var command: Command {
        switch self {
        case .begin: .panBegin(nil, column: nil)
        case .move(let translation): .panMove(translation, after: nil)
        case .end: .panEnd(velocity: nil)
        }
    }

    /// What the evaluator gives the engine for it.
    var input: Input {
        switch self {
        case .begin: .panBegin(at: nil)
        case .move(let translation): .panMove(to: translation, after: nil)
        case .end: .panEnd(velocity: nil)
        }
    }

    /// A line recognized: the command, its text (the line without surrounding blanks,
    /// as byte offsets) and the column of its first word, all the session needs.
    struct Recognized {
        let line: PanLine
        let text: Range<Int>
        let column: Int
    }

    /// The line when it is one of these, read in place: nothing is copied, and no
    /// tokens are made for the words, which nothing would read.
    static func recognize(_ bytes: Span<UInt8>) -> Recognized? {
        bytes.withUnsafeBufferPointer(recognize(buffer:))
    }

    private static func recognize(buffer bytes: UnsafeBufferPointer<UInt8>) -> Recognized? {
        guard let p = bytes.baseAddress else { return nil }
        let end = bytes.count
        // The words are matched where they are expected, not classified byte by byte:
        // `pan`, then `move`, `begin` or `end`, then for `move` one more word.
        var i = 0
        skipBlanks(p, end, &i)
        let panStart = i
        guard end &- i > 3, p[i] == UInt8(ascii: "p"), p[i &+ 1] == UInt8(ascii: "a"), p[i &+ 2] == UInt8(ascii: "n"),
              isBlank(p[i &+ 3]) else { return nil }
        i &+= 4
        skipBlanks(p, end, &i)
        let rest = end &- i
        let pan: PanLine
        if rest > 4, p[i] == UInt8(ascii: "m"), p[i &+ 1] == UInt8(ascii: "o"), p[i &+ 2] == UInt8(ascii: "v"),
           p[i &+ 3] == UInt8(ascii: "e"), isBlank(p[i &+ 4]) {
            i &+= 5
            skipBlanks(p, end, &i)
            let start = i
            if let translation = wholePoint(p, end, &i) {
                pan = .move(translation)
            } else {
                i = start
                while i < end, isWordByte(p[i]) { i &+= 1 }
                guard i > start,
                      case .point(let translation) = Values.pointVerdict(UnsafeBufferPointer(start: p + start, count: i &- start))
                else { return nil }
                pan = .move(translation)
            }
        } else if rest >= 5, p[i] == UInt8(ascii: "b"), p[i &+ 1] == UInt8(ascii: "e"), p[i &+ 2] == UInt8(ascii: "g"),
                  p[i &+ 3] == UInt8(ascii: "i"), p[i &+ 4] == UInt8(ascii: "n") {
            i &+= 5
            pan = .begin
        } else if rest >= 3, p[i] == UInt8(ascii: "e"), p[i &+ 1] == UInt8(ascii: "n"), p[i &+ 2] == UInt8(ascii: "d") {
            i &+= 3
            pan = .end
        } else {
            return nil
        }
        let last = i
        // Only blanks may follow (`pan ended`, a `#` or a fourth word are the general path's).
        skipBlanks(p, end, &i)
        guard i == end else { return nil }
        return Recognized(line: pan, text: panStart..<last, column: panStart &+ 1)
    }

    /// `DX,DY` when both are whole numbers of at most nine digits, an optional `-`
    /// before each (nearly every recorded move), read as the bytes are scanned, with
    /// `i` left after them. The values are exact (below 2⁵³) and within the coordinate
    /// limit, as `Values.pointVerdict` reads them; `-0` is -0.0 as it reads it. Nil,
    /// with `i` anywhere, for anything else: the general reading decides.
    @inline(__always)
    private static func wholePoint(_ p: UnsafePointer<UInt8>, _ end: Int, _ i: inout Int) -> Point? {
        guard let x = wholeNumber(p, end, &i), i < end, p[i] == UInt8(ascii: ","), i &+ 1 < end else { return nil }
        i &+= 1
        guard let y = wholeNumber(p, end, &i), i == end || isBlank(p[i]) else { return nil }
        return Point(x: x, y: y)
    }

    @inline(__always)
    private static func wholeNumber(_ p: UnsafePointer<UInt8>, _ end: Int, _ i: inout Int) -> Double? {
        guard i < end else { return nil }
        let negative = p[i] == UInt8(ascii: "-")
        if negative { i &+= 1 }
        let start = i
        var value = 0
        while i < end, i &- start < 9 {
            let digit = Int(p[i]) &- Int(UInt8(ascii: "0"))
            guard digit >= 0, digit <= 9 else { break }
            value = value &* 10 &+ digit
            i &+= 1
        }
        // No digit, or a tenth one, a fraction, an exponent or a `%`: not this form.
        guard i > start, i == end || !(p[i] >= UInt8(ascii: "0") && p[i] <= UInt8(ascii: "9")),
              i == end || (p[i] != UInt8(ascii: ".") && p[i] != UInt8(ascii: "e") && p[i] != UInt8(ascii: "E")
                           && p[i] != UInt8(ascii: "%")) else { return nil }
        let magnitude = Double(value)
        return negative ? -magnitude : magnitude
    }

    @inline(__always)
    private static func skipBlanks(_ p: UnsafePointer<UInt8>, _ end: Int, _ i: inout Int) {
        while i < end, isBlank(p[i]) { i &+= 1 }
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool { Lexer.isBlank(byte) }

    /// Printable ASCII but `#` and `;`, as bits of two masks.
    @inline(__always)
    private static func isWordByte(_ byte: UInt8) -> Bool {
        // 0x21…0x3F without 0x23 (#) and 0x3B (;); then 0x40…0x7E.
        byte < 0x40 ? (UInt64(1) << UInt64(byte)) & 0xF7FF_FFF6_0000_0000 != 0 : byte < 0x7F
    }
}
