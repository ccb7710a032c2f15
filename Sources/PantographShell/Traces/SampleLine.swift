import PantographEngine

/// A trace line as a recorder writes it, read in one pass over the bytes where they
/// lie: plain field names, numbers without an exponent, strings of printable ASCII
/// without escapes, each field once. Anything else, valid or not, is left to the
/// reference reader (`JSONLine.object`, then `TraceFile.sample`), which reads every
/// form JSON allows and says at which column a line is wrong. This one accepts only
/// lines that the reference accepts, and gives the same sample (`TraceTests` holds the
/// two equal on the corpus and on lines made to differ from it byte by byte).
///
/// It makes no array and no string per line: an `id` is a string made once per trace,
/// reused while the lines after it repeat its bytes.
struct SampleLineReader {
    /// The last id made, and where its bytes lie in the span being read.
    private var lastID: String?
    private var lastIDRange = 0..<0
    /// Bytes of a new id, copied to make its string.
    private var scratch: [UInt8] = []

    /// The fields, one bit each.
    private static let t: UInt8 = 1, x: UInt8 = 2, y: UInt8 = 4, phase: UInt8 = 8, vx: UInt8 = 16, vy: UInt8 = 32,
                        id: UInt8 = 64, intent: UInt8 = 128

    private static func blanks(_ b: Span<UInt8>, _ i: Int, _ hi: Int) -> Int {
        var i = i
        while i < hi {
            let c = b[i]
            guard c == 0x20 || c == 0x09 || c == 0x0D else { break }
            i &+= 1
        }
        return i
    }

    /// The end of a plain string's bytes from `i` (after its opening quote), at its
    /// closing quote; nil when it holds an escape, a control character or a byte that
    /// is not ASCII, or does not close.
    private static func plainString(_ b: Span<UInt8>, _ i: Int, _ hi: Int) -> Int? {
        var j = i
        while j < hi {
            let c = b[j]
            if c == UInt8(ascii: "\"") { return j }
            guard c >= 0x20, c < 0x80, c != UInt8(ascii: "\\") else { return nil }
            j &+= 1
        }
        return nil
    }

    /// The end of a number from `i` by JSON's grammar without an exponent; nil when it
    /// has one or breaks the grammar.
    private static func plainNumber(_ b: Span<UInt8>, _ i: Int, _ hi: Int) -> Int? {
        func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }
        var j = i
        if j < hi, b[j] == UInt8(ascii: "-") { j &+= 1 }
        guard j < hi else { return nil }
        if b[j] == UInt8(ascii: "0") {
            j &+= 1
            if j < hi, isDigit(b[j]) { return nil }
        } else {
            let start = j
            while j < hi, isDigit(b[j]) { j &+= 1 }
            guard j > start else { return nil }
        }
        if j < hi, b[j] == UInt8(ascii: ".") {
            j &+= 1
            let start = j
            while j < hi, isDigit(b[j]) { j &+= 1 }
            guard j > start else { return nil }
        }
        if j < hi, b[j] == UInt8(ascii: "e") || b[j] == UInt8(ascii: "E") { return nil }
        return j
    }

    /// Whether bytes `r` spell `word`.
    private static func equal(_ b: Span<UInt8>, _ r: Range<Int>, _ word: StaticBytes) -> Bool {
        guard r.count == word.count else { return false }
        var w = word.low, k = 0
        for i in r {
            let expected = k < 8 ? UInt8(truncatingIfNeeded: w) : word.ninth
            guard b[i] == expected else { return false }
            w >>= 8
            k &+= 1
        }
        return true
    }

    /// A word of at most 9 ASCII bytes: the first 8 packed into an integer, first
    /// byte lowest, then the ninth.
    struct StaticBytes {
        let low: UInt64
        let ninth: UInt8
        let count: Int
        init(_ text: String) {
            let bytes = Array(text.utf8)
            precondition(bytes.count <= 9)
            var v: UInt64 = 0
            for (k, c) in bytes.prefix(8).enumerated() { v |= UInt64(c) << (8 * k) }
            low = v
            ninth = bytes.count == 9 ? bytes[8] : 0
            count = bytes.count
        }
    }

    private static let words = (phase: StaticBytes("phase"), moved: StaticBytes("moved"), began: StaticBytes("began"),
                                ended: StaticBytes("ended"), cancelled: StaticBytes("cancelled"),
                                intent: StaticBytes("intent"), finish: StaticBytes("finish"), cancel: StaticBytes("cancel"))

    /// The sample on the line that starts at `lo` and ends before the first newline
    /// from there (or at `hi`), with the index of that end; nil when the line is not a
    /// plain sample, and the caller finds its end. One reader reads the lines of one span.
    mutating func sample(_ b: Span<UInt8>, _ lo: Int, _ hi: Int, line: Int) -> (TraceSample, end: Int)? {
        var i = Self.blanks(b, lo, hi)
        guard i < hi, b[i] == UInt8(ascii: "{") else { return nil }
        i &+= 1
        var seen: UInt8 = 0
        var t = 0.0, x = 0.0, y = 0.0, vx = 0.0, vy = 0.0
        var phase = TraceSample.Phase.began
        var id: String?
        var intent: Intent?
        while true {
            i = Self.blanks(b, i, hi)
            guard i < hi, b[i] == UInt8(ascii: "\"") else { return nil }
            i &+= 1
            guard let keyEnd = Self.plainString(b, i, hi) else { return nil }
            let field: UInt8
            switch keyEnd &- i {
            case 1:
                switch b[i] {
                case UInt8(ascii: "t"): field = Self.t
                case UInt8(ascii: "x"): field = Self.x
                case UInt8(ascii: "y"): field = Self.y
                default: return nil
                }
            case 2:
                switch (b[i], b[i &+ 1]) {
                case (UInt8(ascii: "v"), UInt8(ascii: "x")): field = Self.vx
                case (UInt8(ascii: "v"), UInt8(ascii: "y")): field = Self.vy
                case (UInt8(ascii: "i"), UInt8(ascii: "d")): field = Self.id
                default: return nil
                }
            case 5:
                guard Self.equal(b, i..<keyEnd, Self.words.phase) else { return nil }
                field = Self.phase
            case 6:
                guard Self.equal(b, i..<keyEnd, Self.words.intent) else { return nil }
                field = Self.intent
            default:
                return nil
            }
            guard seen & field == 0 else { return nil }
            seen |= field
            i = Self.blanks(b, keyEnd &+ 1, hi)
            guard i < hi, b[i] == UInt8(ascii: ":") else { return nil }
            i = Self.blanks(b, i &+ 1, hi)
            guard i < hi else { return nil }
            if field == Self.phase || field == Self.id || field == Self.intent {
                guard b[i] == UInt8(ascii: "\"") else { return nil }
                let start = i &+ 1
                guard let end = Self.plainString(b, start, hi) else { return nil }
                if field == Self.phase {
                    if Self.equal(b, start..<end, Self.words.moved) { phase = .moved }
                    else if Self.equal(b, start..<end, Self.words.began) { phase = .began }
                    else if Self.equal(b, start..<end, Self.words.ended) { phase = .ended }
                    else if Self.equal(b, start..<end, Self.words.cancelled) { phase = .cancelled }
                    else { return nil }
                } else if field == Self.intent {
                    if Self.equal(b, start..<end, Self.words.finish) { intent = .finish }
                    else if Self.equal(b, start..<end, Self.words.cancel) { intent = .cancel }
                    else { return nil }
                } else {
                    id = makeID(b, start..<end)
                }
                i = end &+ 1
            } else {
                guard let end = Self.plainNumber(b, i, hi),
                      let value = DecimalText.parse(b.extracting(i..<end)), value.isFinite else { return nil }
                switch field {
                case Self.t: t = value
                case Self.x: x = value
                case Self.y: y = value
                case Self.vx: vx = value
                default: vy = value
                }
                i = end
            }
            i = Self.blanks(b, i, hi)
            guard i < hi else { return nil }
            if b[i] == UInt8(ascii: ",") { i &+= 1; continue }
            guard b[i] == UInt8(ascii: "}") else { return nil }
            i &+= 1
            break
        }
        i = Self.blanks(b, i, hi)
        guard i == hi || b[i] == 0x0A else { return nil }
        let required = Self.t | Self.x | Self.y | Self.phase
        guard seen & required == required else { return nil }
        let velocity: Point?
        switch seen & (Self.vx | Self.vy) {
        case 0: velocity = nil
        case Self.vx | Self.vy: velocity = Point(x: vx, y: vy)
        default: return nil
        }
        // An intent on a `moved` sample is refused, in the reference reader's words.
        guard intent == nil || phase != .moved else { return nil }
        return (TraceSample(t: t, location: Point(x: x, y: y), phase: phase, velocity: velocity, id: id, line: line,
                            intent: intent), i)
    }

    /// The id on `r`: the last one when the bytes repeat it.
    private mutating func makeID(_ b: Span<UInt8>, _ r: Range<Int>) -> String {
        if let lastID, lastIDRange.count == r.count {
            var same = true
            var k = lastIDRange.lowerBound
            for i in r {
                if b[i] != b[k] { same = false; break }
                k &+= 1
            }
            if same {
                lastIDRange = r
                return lastID
            }
        }
        scratch.removeAll(keepingCapacity: true)
        for i in r { scratch.append(b[i]) }
        let made = String(decoding: scratch, as: UTF8.self)
        lastID = made
        lastIDRange = r
        return made
    }
}
