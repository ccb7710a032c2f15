/// A strict reader of one JSON Lines line holding a flat object: string keys, and
/// values that are numbers or strings (what a touch sample holds; docs/recording.md).
/// Anything else — `true`, `null`, arrays, nested objects, `NaN`, a duplicate key,
/// bytes after the object — is an error at the column where it stands.
enum JSONLine {
    enum Value: Hashable, Sendable {
        case number(Double)
        case string(String)
    }

    /// A key, its value and the 1-based column where the value starts.
    struct Field: Hashable, Sendable {
        let key: String
        let keyColumn: Int
        let value: Value
        let column: Int
    }

    /// What is wrong, at a 1-based column.
    struct Failure: Error, Hashable, Sendable {
        let message: String
        let column: Int
    }

    /// The object's fields in the order written. A blank line is not an object: the
    /// caller decides whether to skip it.
    static func object(_ line: ArraySlice<UInt8>) throws(Failure) -> [Field] {
        var reader = Reader(bytes: Array(line))
        return try reader.object()
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0

        var column: Int { i + 1 }
        var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

        func fail(_ message: String, at index: Int? = nil) -> Failure {
            Failure(message: message, column: (index ?? i) + 1)
        }

        /// What stands at the reader, in words, for a message.
        var found: String {
            guard let b = peek else { return "the end of the line" }
            if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
            return b == 0x20 || b == 0x09 ? "a blank" : "byte 0x\(String(b, radix: 16, uppercase: true))"
        }

        mutating func blanks() {
            while let b = peek, b == 0x20 || b == 0x09 || b == 0x0D { i += 1 }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
            guard peek == byte else { throw fail("expected \(what), found \(found)") }
            i += 1
        }

        mutating func object() throws(Failure) -> [Field] {
            blanks()
            try expect(UInt8(ascii: "{"), "'{' (each line is one JSON object)")
            var fields: [Field] = []
            blanks()
            if peek == UInt8(ascii: "}") {
                i += 1
            } else {
                while true {
                    blanks()
                    let keyColumn = column
                    guard peek == UInt8(ascii: "\"") else { throw fail("expected a field name in double quotes, found \(found)") }
                    let key = try string()
                    if fields.contains(where: { $0.key == key }) {
                        throw Failure(message: "field '\(key)' given twice", column: keyColumn)
                    }
                    blanks()
                    try expect(UInt8(ascii: ":"), "':' after the field name")
                    blanks()
                    let valueColumn = column
                    let value = try self.value()
                    fields.append(Field(key: key, keyColumn: keyColumn, value: value, column: valueColumn))
                    blanks()
                    if peek == UInt8(ascii: ",") { i += 1; continue }
                    try expect(UInt8(ascii: "}"), "',' or '}'")
                    break
                }
            }
            blanks()
            guard peek == nil else { throw fail("expected the end of the line after the object, found \(found)") }
            return fields
        }

        mutating func value() throws(Failure) -> Value {
            switch peek {
            case UInt8(ascii: "\"")?: return .string(try string())
            case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?: return .number(try number())
            default:
                throw fail("expected a number or a string, found \(found)")
            }
        }

        /// JSON's number grammar, exactly: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        mutating func number() throws(Failure) -> Double {
            let start = i
            func digits(_ r: inout Reader) -> Int {
                var n = 0
                while let b = r.peek, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") { r.i += 1; n += 1 }
                return n
            }
            if peek == UInt8(ascii: "-") { i += 1 }
            if peek == UInt8(ascii: "0") {
                i += 1
                if let b = peek, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                    throw fail("a number has no leading zeros")
                }
            } else if digits(&self) == 0 {
                throw fail("expected a digit, found \(found)")
            }
            if peek == UInt8(ascii: ".") {
                i += 1
                guard digits(&self) > 0 else { throw fail("expected a digit after '.', found \(found)") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                i += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
                guard digits(&self) > 0 else { throw fail("expected a digit in the exponent, found \(found)") }
            }
            // The grammar is checked above; `DecimalText` reads it as `strtod` would.
            guard let value = DecimalText.parse(bytes[start..<i]), value.isFinite else {
                throw fail("\(String(decoding: bytes[start..<i], as: UTF8.self)) is not a finite number", at: start)
            }
            return value
        }

        /// A string with JSON's escapes; control characters and invalid UTF-8 are refused.
        mutating func string() throws(Failure) -> String {
            i += 1
            // Nearly every string is plain ASCII without escapes: made at once.
            var j = i
            while j < bytes.count, bytes[j] >= 0x20, bytes[j] < 0x80, bytes[j] != UInt8(ascii: "\""), bytes[j] != UInt8(ascii: "\\") {
                j += 1
            }
            if j < bytes.count, bytes[j] == UInt8(ascii: "\"") {
                defer { i = j + 1 }
                return String(decoding: bytes[i..<j], as: UTF8.self)
            }
            var out: [UInt8] = []
            while true {
                guard let b = peek else { throw fail("a string without its closing '\"'") }
                if b == UInt8(ascii: "\"") { i += 1; break }
                if b < 0x20 { throw fail("a control character in a string") }
                if b != UInt8(ascii: "\\") { out.append(b); i += 1; continue }
                i += 1
                guard let e = peek else { throw fail("a string without its closing '\"'") }
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard peek == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u") else {
                            throw fail("a lone surrogate in a \\u escape")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw fail("a lone surrogate in a \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let s = Unicode.Scalar(scalar) else { throw fail("a lone surrogate in a \\u escape") }
                    out += Array(String(Character(s)).utf8)
                default:
                    throw fail("unknown escape '\\\(Character(Unicode.Scalar(e)))'", at: i - 2)
                }
            }
            guard let text = String(validating: out, as: UTF8.self) else { throw fail("invalid UTF-8 in a string") }
            return text
        }

        mutating func hex4() throws(Failure) -> UInt32 {
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard let b = peek, let d = Self.hexDigit(b) else { throw fail("expected 4 hex digits after \\u") }
                v = v * 16 + d
                i += 1
            }
            return v
        }

        static func hexDigit(_ b: UInt8) -> UInt32? {
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
    }
}
