/// The command language's decimal numbers, parsed straight from bytes.
///
/// The syntax docs/reference.md calls decimal: an optional `+` or `-`; digits with at most
/// one `.` and at least one digit (`5`, `5.`, `.5`, not `.`); then optionally `e` or
/// `E`, an optional sign and at least one digit. Nothing else: no blanks, no hex, no
/// `inf` or `nan`, no `_`.
///
/// The value is exactly what `Double(String)` gives for the same text (strtod in the
/// C locale, correctly rounded): `-0` is -0.0, `1e400` is +infinity, `1e-400` is 0.
/// One pass gathers the significant digits into an integer and counts the power of
/// ten; when both the integer and the power are exact doubles (Clinger's fast path),
/// one multiplication or division, rounded once, is the correctly rounded result.
/// Anything else (more than 19 significant digits, far exponents) goes to
/// `Double(String)`.
///
/// Named `DecimalText`, not `Decimal`, so that it never shadows Foundation's
/// `Decimal` in files (such as tests) that import both.
enum DecimalText {
    /// Parses the decimal syntax the command language accepts, straight from bytes.
    ///
    /// Numbers as scripts mostly write them (`-120`, `0.25`: at most 19 digits, no
    /// exponent) are read here with no call and no stack frame; everything else,
    /// malformed text included, goes to `general`, which reads it again in full.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = bytes.count
        if n != 0 {
            let p = bytes.baseAddress.unsafelyUnwrapped
            var i = 0
            let negative = p[0] == UInt8(ascii: "-")
            if negative || p[0] == UInt8(ascii: "+") { i = 1 }
            let integerStart = i

            // Leading zeros add nothing; too many digits wrap, but then `digits`
            // sends the text to `general`.
            var mantissa: UInt64 = 0
            while i != n {
                let d = UInt64(p[i]) &- UInt64(UInt8(ascii: "0"))
                if d > 9 { break }
                mantissa = mantissa &* 10 &+ d
                i &+= 1
            }
            var digits = i &- integerStart
            var fractionDigits = 0
            if i != n, p[i] == UInt8(ascii: ".") {
                i &+= 1
                let fractionStart = i
                while i != n {
                    let d = UInt64(p[i]) &- UInt64(UInt8(ascii: "0"))
                    if d > 9 { break }
                    mantissa = mantissa &* 10 &+ d
                    i &+= 1
                }
                fractionDigits = i &- fractionStart
                digits &+= fractionDigits
            }
            // All read, 1...19 digits (so at most 19 fraction digits: 10^19 is exact).
            if i == n, UInt(bitPattern: digits &- 1) < 19 {
                if mantissa <= 1 << 53 {
                    let magnitude = Double(mantissa) / power(fractionDigits)
                    return negative ? -magnitude : magnitude
                }
                if fractionDigits == 0 {
                    // An integer of up to 19 digits: the conversion rounds correctly.
                    let magnitude = Double(mantissa)
                    return negative ? -magnitude : magnitude
                }
            }
        }
        return general(bytes)
    }

    /// Parses `bytes` as `parse(_: UnsafeBufferPointer<UInt8>)` does.
    static func parse(_ bytes: ArraySlice<UInt8>) -> Double? {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// Parses `bytes` as `parse(_: UnsafeBufferPointer<UInt8>)` does: a trace line's
    /// number read where it lies, with no slice of the file's array (whose retain, on
    /// every core at once, would bounce one cache line between them).
    static func parse(_ bytes: Span<UInt8>) -> Double? {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// All of the syntax, and every value: the fast path where it applies (with an
    /// exponent too), `Double(String)` where it does not.
    @inline(never)
    private static func general(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = bytes.count
        guard n != 0, let p = bytes.baseAddress else { return nil }
        var i = 0
        let negative = p[0] == UInt8(ascii: "-")
        if negative || p[0] == UInt8(ascii: "+") { i = 1 }

        // At most 19 significant digits are kept, so `mantissa` never overflows;
        // leading zeros leave it at 0 and take no room. Digits past the 19th are
        // dropped, and if any of them is not 0 the kept ones are not the value.
        var mantissa: UInt64 = 0
        var exponent = 0
        var truncated = false
        var digits = 0
        var seenPoint = false
        while i != n {
            let c = p[i]
            let d = c &- UInt8(ascii: "0")
            if d <= 9 {
                digits &+= 1
                if mantissa < 1_000_000_000_000_000_000 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    if seenPoint { exponent &-= 1 }
                } else {
                    if !seenPoint { exponent &+= 1 }
                    if d != 0 { truncated = true }
                }
            } else if c == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            i &+= 1
        }
        if digits == 0 { return nil }

        if i != n {
            // 'e' is 0x65, 'E' is 0x45; no other byte maps to 0x65 under `| 0x20`.
            guard p[i] | 0x20 == UInt8(ascii: "e") else { return nil }
            i &+= 1
            if i == n { return nil }
            let sign = p[i]
            if sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                i &+= 1
                if i == n { return nil }
            }
            // Saturates rather than overflows; a saturated exponent goes the slow way.
            var written = 0
            repeat {
                let d = p[i] &- UInt8(ascii: "0")
                if d > 9 { return nil }
                if written < exponentLimit { written = written &* 10 &+ Int(d) }
                i &+= 1
            } while i != n
            if written >= exponentLimit { return slow(bytes) }
            exponent = sign == UInt8(ascii: "-") ? exponent &- written : exponent &+ written
        }
        // The text matches the syntax; now its value.
        if truncated { return slow(bytes) }

        let magnitude: Double
        if mantissa <= 1 << 53 {
            // Every such mantissa is an exact double, and so is every 10^k, k ≤ 22:
            // one IEEE operation rounds the exact value once, correctly.
            if mantissa == 0 {
                magnitude = 0
            } else if exponent >= 0 {
                if exponent <= 22 {
                    magnitude = Double(mantissa) * power(exponent)
                } else if let scaled = exactlyScaled(mantissa, by: exponent &- 22) {
                    magnitude = Double(scaled) * 1e22
                } else {
                    return slow(bytes)
                }
            } else if exponent >= -22 {
                magnitude = Double(mantissa) / power(0 &- exponent)
            } else {
                return slow(bytes)
            }
        } else if exponent == 0 {
            magnitude = Double(mantissa)
        } else {
            return slow(bytes)
        }
        return negative ? -magnitude : magnitude
    }

    /// Written exponents at or past this go the slow way: far beyond where any
    /// realistic count of digits could bring the value back into range.
    private static let exponentLimit = 100_000_000

    /// `mantissa · 10^extra` when it is still at most 2^53 (so `· 1e22` is one rounding).
    private static func exactlyScaled(_ mantissa: UInt64, by extra: Int) -> UInt64? {
        guard extra <= 15 else { return nil }
        var scaled = mantissa
        for _ in 0..<extra {
            scaled &*= 10
            if scaled > 1 << 53 { return nil }
        }
        return scaled
    }

    /// 10^k for k in 0...22, each an exact double.
    @inline(__always)
    private static func power(_ k: Int) -> Double {
        switch k {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// The correct but slow way, for text already known to match the syntax.
    @inline(never)
    private static func slow(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: bytes, as: UTF8.self))
    }
}
