import PantographEngine

/// `expect …`: a check of the state after, or the events of, the last command that
/// was not an `expect` (docs/scripts.md). A failed check is not an error: the script
/// goes on and the exit status becomes 1.
public enum Expectation: Hashable, Sendable {
    public enum Op: String, Hashable, Sendable, CaseIterable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case about = "~="
    }

    /// `expect PATH OP VALUE [within TOL]`; the columns are for errors.
    case value(path: String, pathColumn: Int, op: Op, expected: String, tolerance: Double?)
    case event(String)
    case noEvent(String)
    /// In this order, others may come between.
    case events([String])

    public static let defaultTolerance = 0.001
}

/// What an expectation looks at: the last command's record and events.
struct ExpectationSubject {
    /// The record without its state: that is the session's current one, since every
    /// command that changes the state replaces the subject. Nothing is copied and no
    /// JSON is built unless an `expect` asks, so a script without one pays nothing.
    var source: Record.Header
    var events: [LifecycleEvent]
    /// Set by the session when an `expect` runs.
    var stage: (any Stage)?
    var record: JSON {
        guard let stage else { preconditionFailure("an expectation checked without the state") }
        return Record(source, events: events, stage: stage).json
    }
    /// The scene's views: one of them missing from `views` is not in the window (null),
    /// any other name is a mistake in the path.
    var declaredViews: [String] = []
}

extension ExpectationSubject {
    /// No command yet, or the last one failed.
    static let none = ExpectationSubject(source: Record.Header(), events: [])

    /// The next command's subject, written over this one in place, field by field, and
    /// only what differs: building a header and destroying the old one retained and
    /// released every string and array in both, for every command.
    mutating func update(seq: Int, input: Span<UInt8>, file: String, line: Int, warnings: [String],
                         result: ResultSource, events: [LifecycleEvent]) {
        source.seq = seq
        source.inputText.set(input)
        if source.file != file { source.file = file }
        source.line = line
        if !source.warnings.isEmpty || !warnings.isEmpty { source.warnings = warnings }
        if !(result.isNull && source.result.isNull) { source.result = result }
        if !self.events.isEmpty || !events.isEmpty { self.events = events }
    }
}

/// The verdict, or why the expectation itself is malformed.
enum ExpectationOutcome {
    case passed(String)
    case failed(String)
}

extension Expectation {
    /// Checks; a path the record does not have is an error (thrown), not a failure.
    func check(_ subject: ExpectationSubject) throws(CommandError) -> ExpectationOutcome {
        switch self {
        case .value(let path, let column, let op, let expectedText, let tolerance):
            try Self.checkShape(path, column: column, viewNames: subject.declaredViews)
            let actual = try Self.lookup(path, in: subject.record, column: column, declaredViews: subject.declaredViews)
            let expected = Self.parse(expectedText)
            let passed = Self.compare(actual, op, expected, tolerance: tolerance ?? Self.defaultTolerance)
            let within = op == .about ? " within \(Values.show(tolerance ?? Self.defaultTolerance))" : ""
            let shown = Quoting.excerpt(Self.show(actual)), path = Quoting.excerpt(path), expectedText = Quoting.excerpt(expectedText)
            return passed ? .passed("\(path) is \(shown), \(op.rawValue) \(expectedText)\(within)")
                          : .failed("\(path) is \(shown), expected \(op.rawValue) \(expectedText)\(within)")
        case .event(let name):
            return subject.events.contains { Self.matches($0, name) }
                ? .passed("event \(name) fired") : .failed("event \(name) did not fire (\(Self.list(subject.events)))")
        case .noEvent(let name):
            return subject.events.contains { Self.matches($0, name) }
                ? .failed("event \(name) fired, expected it not to") : .passed("no event \(name)")
        case .events(let names):
            var remaining = subject.events[...]
            for name in names {
                guard let at = remaining.firstIndex(where: { Self.matches($0, name) }) else {
                    return .failed("events \(names.joined(separator: ", ")) did not fire in this order; missing \(name) (\(Self.list(subject.events)))")
                }
                remaining = remaining[(at + 1)...]
            }
            return .passed("events \(names.joined(separator: ", ")) fired in this order")
        }
    }

    /// An event matches its whole description or its name without arguments.
    static func matches(_ event: LifecycleEvent, _ name: String) -> Bool {
        let text = event.description
        return text == name || text.prefix { $0 != "(" } == name
    }

    static func list(_ events: [LifecycleEvent]) -> String {
        events.isEmpty ? "no events" : "fired: " + events.map(\.description).joined(separator: ", ")
    }

    /// `transition.release.decision`, `views.image~.frame.x`, `views.0.name`: object keys,
    /// and array elements by `name` or by index.
    static func lookup(_ path: String, in record: JSON, column: Int,
                       declaredViews: [String] = []) throws(CommandError) -> JSON {
        var current = record
        var walked: [String] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            switch current {
            case .object(let pairs):
                guard let next = pairs.first(where: { $0.0 == part })?.1 else {
                    // An optional field this record has not (`hierarchy` before any view
                    // transition): a path the shape has, with no value now.
                    if RecordSchema.keys(at: walked)?.contains(part) == true { return .null }
                    throw unknown(path, walked, known: pairs.map(\.0), column: column)
                }
                current = next
            case .array(let items):
                let named = items.first { item in
                    if case .object(let pairs) = item, case .string(part)? = pairs.first(where: { $0.0 == "name" })?.1 { return true }
                    return false
                }
                if let named {
                    current = named
                } else if let index = Int(part), items.indices.contains(index) {
                    current = items[index]
                } else if walked == ["views"] && declaredViews.contains(part) || (Int(part).map { $0 >= 0 } ?? false) {
                    // A view of the scene that is not in the window now, or an element
                    // past the end: a path the shape has, with no value now.
                    return .null
                } else {
                    let names = items.compactMap { item -> String? in
                        if case .object(let pairs) = item, case .string(let n)? = pairs.first(where: { $0.0 == "name" })?.1 { return n }
                        return nil
                    }
                    throw unknown(path, walked, known: names.isEmpty ? ["0…\(items.count - 1)"] : names, column: column)
                }
            case .null:
                // `transition.release.decision` before any release: null all the way down.
                return .null
            default:
                throw CommandError(message: "\(Quoting.quoted(path)): \(walked.joined(separator: ".")) is a value, it has no \(Quoting.quoted(part))",
                                   column: column)
            }
            walked.append(part)
        }
        return current
    }

    /// A path the record's shape does not have is an error (status 2), whatever the
    /// record holds now: `transition.nonsense` is wrong before any transition too.
    static func checkShape(_ path: String, column: Int, viewNames: [String]) throws(CommandError) {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        switch RecordSchema.problem(with: parts, viewNames: viewNames) {
        case nil: return
        case .unknown(let walked, let part, let known)?:
            throw unknown(path, walked, known: known, column: column, part: part)
        case .scalar(let walked, let part)?:
            throw CommandError(message: "\(Quoting.quoted(path)): \(walked.joined(separator: ".")) is a value, it has no \(Quoting.quoted(part))",
                               column: column)
        }
    }

    private static func unknown(_ path: String, _ walked: [String], known: [String], column: Int,
                                part: String? = nil) -> CommandError {
        let at = walked.isEmpty ? "the record" : walked.joined(separator: ".")
        // The suggestion is the whole path with the wrong part put right.
        let guess = part.flatMap { Quoting.closest(to: $0, in: known) }.map { (walked + [$0]).joined(separator: ".") }
        return CommandError(message: "unknown path \(Quoting.quoted(path))" + (guess.map { "; did you mean '\($0)'?" } ?? "")
                                + "\n\(at) has \(known.joined(separator: ", "))", column: column)
    }

    /// `true`, `false`, `null`, a number (or percent), else a string.
    static func parse(_ text: String) -> JSON {
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            if let n = try? Values.number(text) { return .number(n) }
            return .string(text)
        }
    }

    static func show(_ value: JSON) -> String {
        switch value {
        case .string(let s): s
        case .array, .object: "\(value.encoded.prefix(60))\(value.encoded.count > 60 ? "…" : "")"
        default: value.encoded
        }
    }

    static func number(_ value: JSON) -> Double? {
        switch value {
        case .number(let n): n
        case .int(let i): Double(i)
        default: nil
        }
    }

    /// Numbers compare as the record prints them (6 decimals), `~=` within the
    /// tolerance; other values compare by their JSON text.
    static func compare(_ actual: JSON, _ op: Op, _ expected: JSON, tolerance: Double) -> Bool {
        if let a = number(actual), let b = number(expected) {
            // In millionths, whole numbers: their difference is exact, and divided back it
            // is the very double the decimal difference reads as, so a printed difference
            // of exactly TOL is within TOL (0.5 − 0.499 is 0.0010000000000000009 in doubles).
            let i = (a * 1e6).rounded(), j = (b * 1e6).rounded()
            let x = i / 1e6, y = j / 1e6
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            case .less: return x < y
            case .lessOrEqual: return x <= y
            case .greater: return x > y
            case .greaterOrEqual: return x >= y
            case .about: return abs(i - j) / 1e6 <= tolerance
            }
        }
        let same = show(actual) == show(expected) && (number(actual) == nil) == (number(expected) == nil)
        switch op {
        case .equal, .about: return same
        case .notEqual: return !same
        case .less: return show(actual) < show(expected)
        case .lessOrEqual: return show(actual) <= show(expected)
        case .greater: return show(actual) > show(expected)
        case .greaterOrEqual: return show(actual) >= show(expected)
        }
    }

    /// Every path the record has, for Tab.
    static func paths(in record: JSON, prefix: String = "") -> [String] {
        switch record {
        case .object(let pairs):
            return pairs.flatMap { key, value -> [String] in
                let path = prefix.isEmpty ? key : prefix + "." + key
                return [path] + paths(in: value, prefix: path)
            }
        case .array(let items):
            return items.enumerated().flatMap { index, item -> [String] in
                var key = String(index)
                if case .object(let pairs) = item, case .string(let n)? = pairs.first(where: { $0.0 == "name" })?.1 { key = n }
                let path = prefix + "." + key
                return [path] + paths(in: item, prefix: path)
            }
        default:
            return []
        }
    }
}
