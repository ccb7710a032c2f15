/// A reason's text, written in place: reasons are rebuilt for every JSON record while
/// a finger is down, and `String`'s interpolation appends piece by piece, each append
/// costing more than the number it appends. A phrase keeps its bytes inline (a long one spills the rest to
/// an array), numbers are written straight into them, and a record copies them out
/// with no `String` at all; `text` makes one for whoever prints it.
struct Phrase: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
    private static let inlineCapacity = 240
    private var inline = InlineArray<240, UInt8>(repeating: 0)
    private var inlineCount = 0
    /// What did not fit inline, in order after it.
    private var spill: [UInt8] = []

    /// Appends an interpolated literal's pieces straight into the phrase's bytes, so
    /// that building a reason makes no `String`.
    struct StringInterpolation: StringInterpolationProtocol {
        var phrase = Phrase()

        init(literalCapacity: Int, interpolationCount: Int) {}

        /// A literal is a `String` that allocates nothing: short ones are inline, long
        /// ones point at the binary's constant bytes.
        mutating func appendLiteral(_ literal: String) {
            phrase.append(literal.utf8.span)
        }

        mutating func appendInterpolation(_ text: String) {
            phrase.append(text.utf8.span)
        }

        mutating func appendInterpolation(_ other: Phrase) {
            other.withUTF8 { phrase.append($0) }
        }

        /// A number goes straight into the bytes: no `String` per number.
        mutating func appendInterpolation(_ quantity: Say.Quantity) {
            quantity.write(into: &phrase)
        }
    }

    init() {}
    init(stringLiteral value: String) { append(value.utf8.span) }
    init(stringInterpolation: StringInterpolation) { self = stringInterpolation.phrase }

    var count: Int { inlineCount + spill.count }
    /// Every byte came from a `String` or is an ASCII digit, so the bytes are valid.
    var text: String { withUTF8 { String(copying: try! UTF8Span(validating: $0)) } }
    var description: String { text }

    /// The UTF-8 bytes, contiguous, lent for the length of `body`.
    func withUTF8<R>(_ body: (Span<UInt8>) -> R) -> R {
        guard spill.isEmpty else {
            var whole: [UInt8] = []
            whole.reserveCapacity(count)
            for i in 0..<inlineCount { whole.append(inline[i]) }
            whole += spill
            return body(whole.span)
        }
        return body(inline.span.extracting(0..<inlineCount))
    }

    mutating func append(_ bytes: Span<UInt8>) {
        let fits = min(bytes.count, Self.inlineCapacity - inlineCount)
        if fits > 0 {
            let start = inlineCount
            var target = inline.mutableSpan
            for i in 0..<fits { target[start + i] = bytes[i] }
            inlineCount += fits
        }
        for i in fits..<bytes.count { spill.append(bytes[i]) }
    }

    /// Room for `count` more bytes (at most `Room.capacity`), which `body` writes from
    /// the start of the room.
    mutating func append(room count: Int, _ body: (inout Room) -> Void) {
        var room = Room(repeating: 0)
        body(&room)
        append(room.span.extracting(0..<count))
    }

    /// Scratch for a number's digits: a `Quantity` writes at most 34 bytes.
    typealias Room = InlineArray<48, UInt8>
}

/// Numbers in reasons, as people write them.
enum Say {
    /// A number as a reason writes it: rounded to `decimals`, then `unit`.
    struct Quantity {
        let value: Double
        let decimals: Int
        let unit: String
        /// Set for two numbers closer than `value`'s decimals can tell apart (a few
        /// units in the last place): written as the shortest decimal that reads back
        /// to this number, moved `shift` places (2 for a percent), padded to `decimals`.
        var exactly: Double? = nil
        var shift = 0

        /// Another number written to the same precision (exactly, if this one is).
        func same(_ other: Double) -> Quantity {
            guard exactly != nil else { return Quantity(value: other, decimals: decimals, unit: unit) }
            let scaled = other * Say.power(shift)
            return Quantity(value: scaled, decimals: decimals, unit: unit, exactly: other, shift: shift)
        }

        /// Rounded to `decimals`, a real minus sign, no `-0`, written right to left.
        /// `unit` is ASCII.
        func write(into phrase: inout Phrase) {
            if let exactly, exactly.isFinite {
                phrase.append(Say.plain(exactly, shift: shift, decimals: decimals).utf8.span)
                return phrase.append(unit.utf8.span)
            }
            guard value.isFinite else {
                let text = value.isNaN ? "nan" : (value > 0 ? "∞" : "−∞")
                phrase.append(text.utf8.span)
                return phrase.append(unit.utf8.span)
            }
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            let rounded = (abs(value) * scale).rounded()
            guard rounded < 1e15 else {
                let text = Say.wide(value, rounded: rounded, scale: scale, decimals: decimals)
                phrase.append(text.utf8.span)
                return phrase.append(unit.utf8.span)
            }
            let negative = value < 0 && rounded != 0
            let units = UInt64(rounded), one = UInt64(scale)
            var wholeDigits = 1
            var rest = units / one / 10
            while rest > 0 { wholeDigits += 1; rest /= 10 }
            let number = (negative ? 3 : 0) + wholeDigits + (decimals > 0 ? decimals + 1 : 0)
            phrase.append(room: number) { text in
                var i = number - 1
                var fraction = units % one, whole = units / one
                for _ in 0..<decimals {
                    text[i] = 0x30 + UInt8(fraction % 10)
                    fraction /= 10
                    i -= 1
                }
                if decimals > 0 { text[i] = 0x2E; i -= 1 }
                repeat {
                    text[i] = 0x30 + UInt8(whole % 10)
                    whole /= 10
                    i -= 1
                } while whole > 0
                // U+2212 MINUS SIGN.
                if negative { text[0] = 0xE2; text[1] = 0x88; text[2] = 0x92 }
            }
            phrase.append(unit.utf8.span)
        }
    }

    /// The decimals, from `decimals` up, at which `a` and `b` are written differently
    /// when they differ: a reason that says `|999.6 pt/s| < 1000 pt/s` must not read
    /// `|1000 pt/s| < 1000 pt/s`. Equal numbers keep `decimals`.
    static func decimals(apart a: Double, _ b: Double, from decimals: Int) -> Int {
        guard a != b, a.isFinite, b.isFinite else { return decimals }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        var d = decimals
        // Rounded as `Quantity` rounds (half away from zero, symmetric in the sign).
        while (a * scale).rounded() == (b * scale).rounded() && d < decimals + 12 {
            d += 1
            scale *= 10
        }
        return d
    }

    /// Two fractions as percents, written so that different ones read differently.
    static func percents(_ a: Double, _ b: Double) -> (Quantity, Quantity) {
        apart(a, b, shift: 2, from: 1, unit: " %")
    }

    /// `a` and `b`, times 10^`shift`, with the decimals from `decimals` up that write
    /// them differently when they differ (`decimals(apart:)`). Where even 12 more do not
    /// (they are a few units in the last place apart, `21.000000000000004 %` against
    /// `21 %`), each is written as the shortest decimal that reads back to it, so two
    /// different numbers never read the same.
    static func apart(_ a: Double, _ b: Double, shift: Int = 0, from decimals: Int, unit: String) -> (Quantity, Quantity) {
        let factor = power(shift)
        let (x, y) = (a * factor, b * factor)
        let d = Say.decimals(apart: x, y, from: decimals)
        guard a != b, a.isFinite, b.isFinite, !writtenApart(x, y, decimals: d) else {
            return (Quantity(value: x, decimals: d, unit: unit), Quantity(value: y, decimals: d, unit: unit))
        }
        let digits = max(decimals, fractionDigits(a, shift: shift), fractionDigits(b, shift: shift))
        return (Quantity(value: x, decimals: digits, unit: unit, exactly: a, shift: shift),
                Quantity(value: y, decimals: digits, unit: unit, exactly: b, shift: shift))
    }

    /// Whether `Quantity` writes `a` and `b` differently at `decimals`.
    private static func writtenApart(_ a: Double, _ b: Double, decimals: Int) -> Bool {
        let scale = power(decimals)
        return (a * scale).rounded() != (b * scale).rounded()
    }

    static func power(_ n: Int) -> Double {
        var scale = 1.0
        for _ in 0..<n { scale *= 10 }
        return scale
    }

    /// The digits of the shortest decimal that reads back to `x` (Swift's own), the
    /// point moved `shift` places right: the whole part and the fraction, as text.
    private static func shifted(_ x: Double, shift: Int) -> (whole: String, fraction: String) {
        let text = "\(abs(x))"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0], exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let point = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count)
            + exponent + shift
        var digits = Array(mantissa.filter { $0 != "." })
        if point > digits.count { digits += Array(repeating: "0", count: point - digits.count) }
        let lead = max(0, -point)
        digits = Array(repeating: "0", count: lead) + digits
        let at = max(point, 0)
        var whole = String(digits[0..<at]).drop { $0 == "0" }
        if whole.isEmpty { whole = "0" }
        var fraction = String(digits[at...])
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (String(whole), fraction)
    }

    private static func fractionDigits(_ x: Double, shift: Int) -> Int { shifted(x, shift: shift).fraction.count }

    /// `x` times 10^`shift` as the plain decimal of its shortest form, with at least
    /// `decimals` decimals and a real minus sign.
    static func plain(_ x: Double, shift: Int, decimals: Int) -> String {
        let (whole, fraction) = shifted(x, shift: shift)
        let padded = fraction + String(repeating: "0", count: max(0, decimals - fraction.count))
        let zero = whole == "0" && padded.allSatisfy { $0 == "0" }
        return (x < 0 && !zero ? "−" : "") + whole + (padded.isEmpty ? "" : "." + padded)
    }

    /// `10.0 %`
    static func percent(_ fraction: Double) -> Quantity { Quantity(value: fraction * 100, decimals: 1, unit: " %") }
    /// `−5000 pt/s`
    static func speed(_ v: Double) -> Quantity { Quantity(value: v, decimals: 0, unit: " pt/s") }
    static func points(_ v: Double) -> Quantity { Quantity(value: v, decimals: 1, unit: " pt") }
    static func number(_ v: Double, _ decimals: Int = 2) -> Quantity { Quantity(value: v, decimals: decimals, unit: "") }

    /// Beyond what an integer holds exactly: the arithmetic in doubles, and beyond
    /// what an `Int` holds at all, Swift's own shortest form (`1e+20`).
    static func wide(_ value: Double, rounded: Double, scale: Double, decimals: Int) -> String {
        guard rounded / scale < 9e18 else { return value < 0 ? "−\(-value)" : "\(value)" }
        let whole = Int((rounded / scale).rounded(.down))
        var text = String(whole)
        if decimals > 0 {
            let fraction = Int(rounded - Double(whole) * scale)
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return (value < 0 && rounded != 0 ? "−" : "") + text
    }
}
