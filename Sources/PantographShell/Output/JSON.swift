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
        var out = ""
        out.reserveCapacity(4096)
        write(to: &out)
        return out
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
