/// A JSON value whose objects keep their keys in the order written, so records
/// print byte-identically on every run.
public indirect enum JSON: Hashable, Sendable {
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
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// Written straight into bytes: a record is about 1,600 pieces, and appending each
    /// to a `String` cost more than everything else a command does.
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
        // Native and small strings hand out their UTF-8 without a copy to the heap.
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { quote($0, into: &out) }
        if done == nil { Array(s.utf8).withUnsafeBufferPointer { quote($0, into: &out) } }
    }

    /// Text that needs no escaping (names, numbers, most input) is checked as it is
    /// copied; the rare text that needs escaping is written again.
    static func quote(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        let start = out.count
        var plain = true
        out.withSpace(utf8.count + 2) { p in
            p[0] = 0x22
            var i = 1
            for byte in utf8 {
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { plain = false; break }
                p[i] = byte
                i += 1
            }
            p[i] = 0x22
            return i + 1
        }
        guard !plain else { return }
        out.truncate(to: start)
        var text = ""
        quote(String(decoding: utf8, as: UTF8.self), into: &text)
        out.append(string: text)
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
