#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deterministic number text, the same on every run and platform (no locale, no
/// `printf`), and never `-0`.
enum Numbers {
    /// Fixed-point with `digits` decimals: `fixed(-0.04, 1)` is `0.0`, not `-0.0`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        let scale = pow10(digits)
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else {
            // Beyond Int64 (a clock of 9e9 s at 6 decimals, say): C's %f never uses
            // an exponent. The shell refuses inputs that would make a value infinite.
            guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
            return cFixed(value, digits)
        }
        var units = Int64(scaled)
        if units == 0 { return digits == 0 ? "0" : "0." + String(repeating: "0", count: digits) }
        let negative = units < 0
        units = abs(units)
        let whole = units / Int64(scale), fraction = units % Int64(scale)
        var text = (negative ? "-" : "") + String(whole)
        if digits > 0 {
            let f = String(fraction)
            text += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return text
    }

    /// `json(value)`, written into bytes without building a `String`.
    static func writeJSON(_ value: Double, into out: inout ByteBuffer) {
        guard value.isFinite else { out.append("null"); return }
        // 0 and 1 are a third of a record's numbers (alpha, scale, corner radius).
        if value == 0 { return out.append(0x30) }
        if value == 1 { return out.append(0x31) }
        // Whole numbers (most frames) need no scaling: the same digits, sooner.
        if abs(value) < 1e9, Double(Int64(value)) == value {
            writeInteger(Int64(value), into: &out)
            return
        }
        let scaled = value * 1e6
        guard abs(scaled) < 9e15 else { out.append(string: json(value)); return }
        let units = roundedHalfAwayFromZero(scaled)
        if units == 0 { out.append(0x30); return }
        let magnitude = units.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return writeInteger(units < 0 ? -Int64(whole) : Int64(whole), into: &out) }
        var fractionDigits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        // Every digit written once, right to left, straight into its place.
        let negative = units < 0
        let wholeDigits = decimalDigitCount(whole)
        let length = (negative ? 1 : 0) + wholeDigits + 1 + fractionDigits
        out.withSpace(length) { p in
            let point = p + length - fractionDigits - 1
            writeDigits(fraction, count: fractionDigits, endingAt: p + length)
            point[0] = 0x2E
            writeDigits(whole, count: wholeDigits, endingAt: point)
            if negative { p[0] = 0x2D }
            return length
        }
    }

    /// "00" to "99": two digits at once, for a division by 100 instead of two by 10.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    @inline(__always)
    private static func writePair(_ pair: UInt64, at p: UnsafeMutablePointer<UInt8>) {
        let table = digitPairs.utf8Start
        let i = Int(truncatingIfNeeded: pair) &* 2
        p[0] = table[i]
        p[1] = table[i &+ 1]
    }

    /// How many decimal digits `value` has (1 for 0).
    @inline(__always)
    static func decimalDigitCount(_ value: UInt64) -> Int {
        var count = 1
        var power: UInt64 = 10
        while count < 20 && value >= power {
            count += 1
            if count < 20 { power &*= 10 }
        }
        return count
    }

    /// `count` digits of `value` (leading zeros included), right to left, ending just
    /// before `end`.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        var end = end
        var rest = value
        var left = count
        while left >= 2 {
            end -= 2
            writePair(rest % 100, at: end)
            rest /= 100
            left -= 2
        }
        if left == 1 { end[-1] = 0x30 + UInt8(truncatingIfNeeded: rest) }
    }

    /// `x.rounded()` (half away from zero) for |x| < 2^53, without a call to libm's
    /// `round`: the fraction left after truncating is exact (Sterbenz), so comparing
    /// it with one half decides as `round` does.
    @inline(__always)
    static func roundedHalfAwayFromZero(_ x: Double) -> Int64 {
        let whole = Int64(x)
        let fraction = x - Double(whole)
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }

    /// Decimal digits of an integer, into bytes.
    static func writeInteger(_ value: Int64, into out: inout ByteBuffer) {
        let magnitude = value.magnitude
        let digits = decimalDigitCount(magnitude)
        let length = (value < 0 ? 1 : 0) + digits
        out.withSpace(length) { p in
            writeDigits(magnitude, count: digits, endingAt: p + length)
            if value < 0 { p[0] = 0x2D }
            return length
        }
    }

    /// JSON numbers: at most 6 decimals, trailing zeros dropped, no exponent.
    /// Integer arithmetic only: this runs for every number of every record.
    static func json(_ value: Double) -> String {
        // JSON has no infinities; inputs are bounded so that none arise, and a
        // visible null beats a plausible-looking wrong number.
        guard value.isFinite else { return "null" }
        let scaled = (value * 1e6).rounded()
        guard abs(scaled) < 9e15 else {
            var text = fixed(value, 6)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        let units = Int64(scaled)
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        let whole = magnitude / 1_000_000
        var fraction = magnitude % 1_000_000
        var text = units < 0 ? "-" + String(whole) : String(whole)
        guard fraction != 0 else { return text }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let f = String(fraction)
        text += "." + String(repeating: "0", count: digits - f.count) + f
        return text
    }

    private static func pow10(_ n: Int) -> Double {
        var r = 1.0
        for _ in 0..<n { r *= 10 }
        return r
    }

    /// C's `%.Nf`, for the huge values only (correctly rounded, never an exponent),
    /// without Foundation's `String(format:)`.
    static func cFixed(_ value: Double, _ digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)
        let count = withVaList([value]) { args in
            buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, "%.\(digits)f", args) }
        }
        guard count >= 0, count < buffer.count else { return "inf" }
        return String(decoding: buffer[..<Int(count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
