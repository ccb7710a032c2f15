import Foundation
import Testing
@testable import PantographShell
import PantographEngine

/// Helpers shared by the bad-input, parser, completion and schema tests. Everything is
/// namespaced under `ShellProbe` so that it cannot collide with other test files.
enum ShellProbe {
    /// A fresh session writing into a capturing sink.
    static func session(format: OutputFormat = .json, keepGoing: Bool = false,
                        scene: String = "deeper", workers: Int? = nil,
                        _ configure: (inout SessionOptions) -> Void = { _ in }) throws -> (ShellSession, CapturingSink) {
        var options = SessionOptions()
        options.format = format
        options.keepGoing = keepGoing
        options.scene = scene
        if let workers { options.workers = workers }
        configure(&options)
        let sink = CapturingSink()
        return (try ShellSession(options: options, sink: sink), sink)
    }

    /// Runs `lines` (numbered from 1) and returns what the last one produced.
    @discardableResult
    static func feed(_ session: ShellSession, _ lines: [String], file: String = "test.pg",
                     firstLine: Int = 1) -> [LineResult] {
        lines.enumerated().map { index, line in
            session.execute(line: Array(line.utf8), file: file, lineNumber: firstLine + index)
        }
    }

    /// Like `run` of Support.swift, but splits the script's bytes at `\n` (a Swift
    /// `String` keeps `\r\n` as one character, which `split(separator: "\n")` misses).
    static func runBytes(_ bytes: [UInt8], format: OutputFormat, keepGoing: Bool,
                         file: String = "test.pg") throws -> (out: String, err: String, session: ShellSession) {
        let (session, sink) = try Self.session(format: format, keepGoing: keepGoing)
        for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let result = session.execute(line: Array(line), file: file, lineNumber: index + 1)
            if result.quit || (result.failed && !keepGoing) { break }
        }
        return (sink.out, sink.err, session)
    }

    /// Everything a command could change, compared with `==`: the simulator whole (its
    /// scene, settings, clock, window, transition, animations, events, the pan's drive
    /// and the recognizer's private velocity samples) and the session's output format.
    struct Snapshot: Hashable {
        var simulator: Simulator
        var output: OutputFormat
    }

    static func snapshot(_ session: ShellSession) -> Snapshot {
        Snapshot(simulator: session.state.simulator, output: session.state.output)
    }

    /// The lines of `text`, without the empty string after the last newline.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Parses one JSON record into Foundation objects.
    static func object(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        guard let object = value as? [String: Any] else {
            throw ProbeError("not a JSON object: \(line)")
        }
        return object
    }

    /// The part of a record that describes the state (from `"clock"` on), so that a
    /// failed command's record can be compared with a `show` record taken before it.
    static func statePart(_ line: String) -> Substring {
        guard let range = line.range(of: ",\"clock\":") else { return Substring(line) }
        let tail = line[range.lowerBound...]
        // Drop `events` and `result`, which belong to the command, not the state.
        guard let events = tail.range(of: ",\"events\":", options: .backwards) else { return tail }
        return tail[..<events.lowerBound]
    }

    /// The one command of a line, as the lexer splits it.
    static func commandText(_ line: String) throws -> CommandText {
        let commands = try Lexer.commands(in: Array(line.utf8))
        guard commands.count == 1 else { throw ProbeError("expected one command in '\(line)', got \(commands.count)") }
        return commands[0]
    }

    static func parse(_ line: String) throws -> Command {
        try Parser.parse(try commandText(line))
    }

    struct ProbeError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The command segments of a script, counted the way docs/reference.md defines them:
    /// `#` starts a comment, `;` separates commands, blank segments are nothing.
    static func commandCount(_ script: String) -> Int {
        script.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) { count, line in
            let code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return count + code.split(separator: ";", omittingEmptySubsequences: false)
                .filter { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }.count
        }
    }
}

/// A JSON value that keeps the order of object keys, to check the fixed key order of
/// docs/cli.md, "Output" (Foundation's parser forgets it). Numbers keep their text.
indirect enum OrderedJSON: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])

    static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: false
        }
    }

    var keys: [String]? {
        if case .object(let pairs) = self { return pairs.map(\.0) }
        return nil
    }

    subscript(key: String) -> OrderedJSON? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    var items: [OrderedJSON] {
        if case .array(let items) = self { return items }
        return []
    }

    /// Every number's text, depth first.
    var numbers: [String] {
        switch self {
        case .number(let text): [text]
        case .array(let items): items.flatMap(\.numbers)
        case .object(let pairs): pairs.flatMap(\.1.numbers)
        default: []
        }
    }

    struct SyntaxError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String) throws -> OrderedJSON {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        let value = try reader.value()
        reader.skipBlanks()
        guard reader.index == reader.scalars.count else { throw SyntaxError(description: "trailing text at \(reader.index)") }
        return value
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skipBlanks() {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
        }

        mutating func expect(_ s: String) throws {
            for c in s.unicodeScalars {
                guard index < scalars.count, scalars[index] == c else {
                    throw SyntaxError(description: "expected '\(s)' at \(index)")
                }
                index += 1
            }
        }

        mutating func value() throws -> OrderedJSON {
            skipBlanks()
            guard index < scalars.count else { throw SyntaxError(description: "unexpected end") }
            switch scalars[index] {
            case "n": try expect("null"); return .null
            case "t": try expect("true"); return .bool(true)
            case "f": try expect("false"); return .bool(false)
            case "\"": return .string(try string())
            case "[":
                index += 1
                var items: [OrderedJSON] = []
                skipBlanks()
                if index < scalars.count, scalars[index] == "]" { index += 1; return .array(items) }
                while true {
                    items.append(try value())
                    skipBlanks()
                    guard index < scalars.count else { throw SyntaxError(description: "unterminated array") }
                    if scalars[index] == "," { index += 1; continue }
                    try expect("]")
                    return .array(items)
                }
            case "{":
                index += 1
                var pairs: [(String, OrderedJSON)] = []
                skipBlanks()
                if index < scalars.count, scalars[index] == "}" { index += 1; return .object(pairs) }
                while true {
                    skipBlanks()
                    let key = try string()
                    skipBlanks()
                    try expect(":")
                    pairs.append((key, try value()))
                    skipBlanks()
                    guard index < scalars.count else { throw SyntaxError(description: "unterminated object") }
                    if scalars[index] == "," { index += 1; continue }
                    try expect("}")
                    return .object(pairs)
                }
            default:
                let start = index
                while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
                guard index > start else { throw SyntaxError(description: "unexpected '\(scalars[index])' at \(index)") }
                return .number(String(String.UnicodeScalarView(scalars[start..<index])))
            }
        }

        mutating func string() throws -> String {
            try expect("\"")
            var out = String.UnicodeScalarView()
            while index < scalars.count {
                let c = scalars[index]
                index += 1
                if c == "\"" { return String(out) }
                if c == "\\" {
                    guard index < scalars.count else { break }
                    let e = scalars[index]
                    index += 1
                    switch e {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "r": out.append("\r")
                    case "u":
                        guard index + 4 <= scalars.count,
                              let code = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
                              let scalar = Unicode.Scalar(code) else { throw SyntaxError(description: "bad \\u escape") }
                        out.append(scalar)
                        index += 4
                    default: out.append(e)
                    }
                } else {
                    out.append(c)
                }
            }
            throw SyntaxError(description: "unterminated string")
        }
    }
}
