/// A JSON value whose objects keep their keys in the order written, so records
/// print byte-identically on every run.
public enum JSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool { a.encoded == b.encoded }
    public func hash(into hasher: inout Hasher) { hasher.combine(encoded) }

    /// One line, no blanks.
    public var encoded: String {
        var bytes = ByteBuffer()
        write(to: &bytes)
        return bytes.text
    }

    /// Written straight into bytes: a record is about 1,600 pieces, and a `String`
    /// appended to piece by piece would cost more than everything else a command does.
    func write(to out: inout ByteBuffer) {
        switch self {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): Numbers.writeJSON(n, into: &out)
        case .int(let i): Numbers.writeInteger(Int64(i), into: &out)
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            out.append(0x5B)
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(0x2C) }
                item.write(to: &out)
            }
            out.append(0x5D)
        case .object(let pairs):
            out.append(0x7B)
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(0x2C) }
                JSON.quote(key, into: &out)
                out.append(0x3A)
                value.write(to: &out)
            }
            out.append(0x7D)
        }
    }

    static func quote(_ s: String, into out: inout ByteBuffer) {
        // Native, literal and small strings hand out their UTF-8 in place (a small one
        // from the stack); only a bridged one would be copied.
        var s = s
        s.withUTF8 { quote($0, into: &out) }
    }

    /// Bytes lent as a span (a release policy's reason).
    static func quote(_ utf8: Span<UInt8>, into out: inout ByteBuffer) {
        utf8.withUnsafeBufferPointer { quote($0, into: &out) }
    }

    /// Text that needs no escaping (names, numbers, most input) is checked as it is
    /// copied, eight bytes at a time; the rare text that needs escaping is written again.
    static func quote(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        guard let source = utf8.baseAddress else { return out.append("\"\"") }
        let count = utf8.count
        let start = out.count
        var plain = true
        out.withSpace(count + 2) { p in
            p[0] = 0x22
            let target = UnsafeMutableRawPointer(p + 1)
            let from = UnsafeRawPointer(source)
            var i = 0
            while i + 8 <= count {
                let word = from.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if needsEscaping(word) { plain = false; return 0 }
                target.storeBytes(of: word, toByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < count {
                let byte = source[i]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { plain = false; return 0 }
                p[1 + i] = byte
                i += 1
            }
            p[count + 1] = 0x22
            return count + 2
        }
        guard !plain else { return }
        out.truncate(to: start)
        var text = ""
        quote(String(decoding: utf8, as: UTF8.self), into: &text)
        out.append(string: text)
    }

    /// Whether any of eight bytes is a control character, `"`, `\` or DEL: the
    /// classic tests for a zero byte and for a byte below a bound, on a whole word.
    @inline(__always)
    static func needsEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
        let below = (word &- ones &* 0x20) & ~word & highs != 0
        return below || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C)) || hasZero(word ^ (ones &* 0x7F))
    }

    /// Indented by two blanks per level, for files people read (the schema).
    public var pretty: String {
        var out = ""
        writePretty(to: &out, depth: 0)
        return out + "\n"
    }

    private func writePretty(to out: inout String, depth: Int) {
        let inner = String(repeating: "  ", count: depth + 1)
        let closing = String(repeating: "  ", count: depth)
        switch self {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, depth: depth + 1)
                out += i < items.count - 1 ? ",\n" : "\n"
            }
            out += closing + "]"
        case .object(let pairs) where !pairs.isEmpty:
            out += "{\n"
            for (i, (key, value)) in pairs.enumerated() {
                out += inner
                JSON.quote(key, into: &out)
                out += ": "
                value.writePretty(to: &out, depth: depth + 1)
                out += i < pairs.count - 1 ? ",\n" : "\n"
            }
            out += closing + "}"
        default:
            write(to: &out)
        }
    }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Numbers.json(n)
        case .int(let i): out += String(i)
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSON.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    static func quote(_ s: String, into out: inout String) {
        // Names and numbers-as-text need no escaping: append them whole.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F }) {
            out += "\""
            out += s
            out += "\""
            return
        }
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
