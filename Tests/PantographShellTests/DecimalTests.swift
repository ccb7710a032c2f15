import Testing
@testable import PantographShell

/// `DecimalText.parse` accepts exactly what `isDecimal` below (the grammar written out
/// plainly, as an oracle) accepts, and gives the very bits `Double(String)` gives: the
/// fast path never rounds differently.
struct DecimalTests {
    /// The grammar written out plainly, character by character, as the oracle the
    /// byte parser is held to: digits with an optional sign, point and exponent.
    static func isDecimal(_ s: Substring) -> Bool {
        var chars = s.unicodeScalars[...]
        if let first = chars.first, first == "-" || first == "+" { chars = chars.dropFirst() }
        var digits = 0, seenPoint = false
        while let c = chars.first, c == "." || ("0"..."9").contains(c) {
            if c == "." {
                if seenPoint { return false }
                seenPoint = true
            } else {
                digits += 1
            }
            chars = chars.dropFirst()
        }
        guard digits > 0 else { return false }
        if let e = chars.first, e == "e" || e == "E" {
            chars = chars.dropFirst()
            if let sign = chars.first, sign == "-" || sign == "+" { chars = chars.dropFirst() }
            guard !chars.isEmpty, chars.allSatisfy({ ("0"..."9").contains($0) }) else { return false }
            return true
        }
        return chars.isEmpty
    }

    static func parse(_ text: String) -> Double? {
        DecimalText.parse(Array(text.utf8)[...])
    }

    @Test(arguments: [
        // Accepted.
        "0", "-0", "+0", "5", "5.", ".5", "-.5", "+.5", "-5.", "000.5", "1.500000", "12.25",
        "1e5", "1E5", "1e+5", "1e-5", "1E+2", ".5e1", "5.e1", "0e0", "00000", "007",
        "1e0000000000000000000000000000005", "1e99999999999999999999", "-0.0e-0",
        "123456789012345678901234567890", "1.2345678901234567890123456789e10",
        // Refused.
        "", "+", "-", ".", "+.", "-.", "e5", ".e5", "-e5", "1e", "1e+", "1e-", "1.2.3", "1..2",
        "--1", "+-1", "-+1", "1-", "1+", " 1", "1 ", " ", "1 e5", "1e 5", "1e5 ", "1e5.0", "1e5e5",
        "1ee5", "0x10", "0X1p3", "inf", "-inf", "nan", "infinity", "1_000", "1,5", "50%", "1f",
        "1d", "e", "E", "١", "１", "1\u{0}", "\t1", "1\n", "1E+-2", "1e--2",
    ])
    func acceptsWhatIsDecimalAccepts(_ text: String) {
        let accepted = Self.parse(text) != nil
        #expect(accepted == Self.isDecimal(Substring(text)), "\(text.debugDescription)")
    }

    @Test(arguments: [
        "0", "-0", "+0", "0.0", "-0.0", "-.0e999", "-0e-5", "0e99999999999999999999",
        "-0e-99999999999999999999", "0.1", "0.2", "0.3", "-0.25", "0.25", "-120", "120", "1e22",
        "1e23", "1e-22", "1e-23", "8.5e-22", "9007199254740991", "9007199254740992",
        "9007199254740993", "9007199254740995", "4503599627370496.5", "4503599627370497.5",
        "9999999999999999999", "18446744073709551615", "18446744073709551616", "99999999999999999999",
        "123456789012345678901234567890", "100000000000000000000000", "1.00000000000000000000",
        "1.0000000000000000000000000001", "0.1000000000000000000000000001", "123456789012345678e5",
        "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9e-324", "2.4703282292062327e-324",
        "2.4703282292062328e-324", "2.5e-324", "1e-400", "-1e-400", "1e400", "-1e400",
        "1e99999999999999999999", "-1e-99999999999999999999", "1.7976931348623157e308",
        "1.7976931348623158e308", "1.7976931348623159e308", "0.000001", "-12.5", "5.", ".5",
        "00001.2500", "1E+2", "123.456e-5", "3e37", "1e37", "1e38", "9e30", "123e30",
        "9007199254740992e15", "9007199254740993e-1", "0.000000000000000000000000000000001e33",
        "3.14159265358979323846264338327950288", "2.718281828459045", "1e-7", "7e-10",
        "0.1e1", "1234567.891", "-390", "844", "1e15", "1e16", "1e17", "0.3e-5", "17.5e-1",
        "0.30000000000000004", "-2.5e-23", "1e-30", "1e40",
        // 2^62 + 512 lies halfway between two doubles: a dropped 20th digit decides.
        "4611686018427388416", "4611686018427388416.0", "4611686018427388416.1",
        "4611686018427388416.0000001", "-4611686018427388416.5", "46116860184273884160e-1",
        "46116860184273884161e-1", "4611686018427388416000000000000000000000001e-24",
    ])
    func matchesDoubleBitForBit(_ text: String) throws {
        let expected = try #require(Double(text))
        let parsed = try #require(Self.parse(text))
        #expect(parsed.bitPattern == expected.bitPattern, "\(text): \(parsed) vs \(expected)")
    }

    @Test func emptyPointerIsRefused() {
        #expect(DecimalText.parse(UnsafeBufferPointer<UInt8>(start: nil, count: 0)) == nil)
        #expect(DecimalText.parse([UInt8]()[...]) == nil)
    }

    /// xorshift64*: the same sequence on every run and every platform.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func digits(_ count: Int, into text: inout [UInt8]) {
            for _ in 0..<count { text.append(UInt8(ascii: "0") + UInt8(below(10))) }
        }
    }

    /// A random decimal of one of several shapes, always within the syntax.
    static func sample(_ random: inout Random) -> [UInt8] {
        var text: [UInt8] = []
        switch random.below(3) {
        case 0: text.append(UInt8(ascii: "-"))
        case 1 where random.below(4) == 0: text.append(UInt8(ascii: "+"))
        default: break
        }
        let shape = random.below(6)
        switch shape {
        case 0:  // Small integers, as scripts mostly write them.
            text += Array(String(random.below(100_000)).utf8)
        case 1:  // Integers of up to 25 digits.
            random.digits(1 + random.below(25), into: &text)
        case 2, 3:  // Decimals of up to 20 digits, sometimes without a side.
            let whole = random.below(11)
            let fraction = random.below(21 - whole)
            random.digits(whole, into: &text)
            text.append(UInt8(ascii: "."))
            random.digits(whole + fraction == 0 ? 1 : fraction, into: &text)
        case 4:  // Short decimals with trailing zeros, like 0.2500.
            text += Array(String(random.below(1000)).utf8)
            text.append(UInt8(ascii: "."))
            random.digits(random.below(4), into: &text)
            for _ in 0..<random.below(4) { text.append(UInt8(ascii: "0")) }
        default:  // Few digits with exponents near the fast path's edges.
            random.digits(1 + random.below(8), into: &text)
        }
        if shape == 5 || random.below(2) == 0 {
            text.append(random.below(2) == 0 ? UInt8(ascii: "e") : UInt8(ascii: "E"))
            switch random.below(3) {
            case 0: text.append(UInt8(ascii: "-"))
            case 1: text.append(UInt8(ascii: "+"))
            default: break
            }
            let magnitude = shape == 5 ? random.below(45) : random.below(331)
            if random.below(8) == 0 { text.append(UInt8(ascii: "0")) }
            text += Array(String(magnitude).utf8)
        }
        return text
    }

    @Test func randomDecimalsMatchDoubleBitForBit() {
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        var failures = 0
        for _ in 0..<200_000 {
            let bytes = Self.sample(&random)
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = Double(text)
            let parsed = DecimalText.parse(bytes[...])
            if parsed?.bitPattern != expected?.bitPattern || expected == nil {
                failures += 1
                if failures <= 20 { Issue.record("\(text): \(parsed as Any) vs \(expected as Any)") }
            }
        }
        #expect(failures == 0)
    }

    /// Random short strings over the syntax's own alphabet: acceptance agrees with
    /// `isDecimal`, and accepted ones agree with `Double(String)`.
    @Test func randomStringsAgreeWithIsDecimal() {
        var random = Random(state: 0x2545_F491_4F6C_DD1D)
        let alphabet = Array("0123456789..+-eE x".utf8)
        var failures = 0
        for _ in 0..<50_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(9) { bytes.append(alphabet[random.below(alphabet.count)]) }
            let text = String(decoding: bytes, as: UTF8.self)
            let parsed = DecimalText.parse(bytes[...])
            let accepted = Self.isDecimal(Substring(text))
            let agrees = accepted
                ? parsed?.bitPattern != nil && parsed?.bitPattern == Double(text)?.bitPattern
                : parsed == nil
            if !agrees {
                failures += 1
                if failures <= 20 { Issue.record("\(text.debugDescription): \(parsed as Any), isDecimal \(accepted)") }
            }
        }
        #expect(failures == 0)
    }
}
