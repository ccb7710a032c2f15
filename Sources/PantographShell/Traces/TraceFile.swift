import PantographEngine

/// One touch sample of a trace file (docs/recording.md): a line of JSON Lines.
public struct TraceSample: Hashable, Sendable {
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case began, moved, ended, cancelled
    }

    /// Seconds, on the device's clock: only differences matter.
    public var t: Double
    /// Where the finger is, in points of the window.
    public var location: Point
    public var phase: Phase
    /// The velocity the device reported (`vx`, `vy`), when it did.
    public var velocity: Point?
    public var id: String?
    /// The 1-based line of the file.
    public var line: Int
}

/// The samples from a `began` to its `ended` or `cancelled`.
public struct Trace: Hashable, Sendable {
    /// The file as named on the command line.
    public internal(set) var file: String
    /// 1-based: the order of its `began` among the file's.
    public internal(set) var number: Int
    /// At least one: only the reader makes a trace.
    public internal(set) var samples: [TraceSample]

    public var id: String? { samples[0].id }
    public var line: Int { samples[0].line }
    /// How the file names it in messages and tables: `FILE:LINE`, and its id when it has one.
    public var label: String { "\(file):\(line)" + (id.map { " (\($0))" } ?? "") }
    /// The same with the file's name without its folder, for tables.
    public var shortLabel: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)" + (id.map { " (\($0))" } ?? "")
    }
}

/// A problem of a trace file at a line and column.
public struct TraceProblem: Error, Hashable, Sendable {
    /// The trace it skipped (its number), or nil for a line outside any trace or a
    /// line that is not a sample.
    public var trace: Int? = nil
    public var line: Int
    public var column: Int
    public var message: String
}

/// A trace file read and checked. A line that is not a valid sample refuses the whole
/// file (`TraceFileError`, every such line listed); a sequence that is not a trace — a
/// second `began`, time going back, no end, a sample outside any trace — skips that
/// trace and says why (`skipped`).
public struct TraceFile: Hashable, Sendable {
    public internal(set) var name: String
    public internal(set) var traces: [Trace]
    /// The traces (or stray lines) left out, with why; in the order of the file.
    public internal(set) var skipped: [TraceProblem]
    /// How many traces began in the file, kept or skipped.
    public internal(set) var began: Int

    /// The fields a sample may have; any other is refused.
    static let fields = ["t", "x", "y", "phase", "vx", "vy", "id"]

    /// The lines are read on `workers` threads (`Parallel.map`), then grouped in order.
    public static func parse(_ bytes: [UInt8], name: String, workers: Int = 1) throws(TraceFileError) -> TraceFile {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { lines.removeLast() }
        let numbered = Array(lines.enumerated().map { (index: $0.offset + 1, line: $0.element) })
        let read = Parallel.map(numbered[...], workers: workers) { (n) -> Result<TraceSample, TraceProblem>? in
            if n.line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
            do throws(JSONLine.Failure) {
                return .success(try sample(JSONLine.object(n.line), line: n.index))
            } catch {
                return .failure(TraceProblem(line: n.index, column: error.column, message: error.message))
            }
        }
        var samples: [TraceSample] = []
        samples.reserveCapacity(read.count)
        var errors: [TraceProblem] = []
        for result in read {
            switch result {
            case .success(let s)?: samples.append(s)
            case .failure(let problem)?: errors.append(problem)
            case nil: continue
            }
        }
        guard errors.isEmpty else { throw TraceFileError(file: name, problems: errors) }
        return group(samples, name: name)
    }

    /// One line's object as a sample: `t`, `x`, `y` numbers, `phase` one of the four,
    /// `vx` and `vy` numbers given together, `id` a string.
    static func sample(_ fields: [JSONLine.Field], line: Int) throws(JSONLine.Failure) -> TraceSample {
        func number(_ key: String) throws(JSONLine.Failure) -> Double? {
            guard let field = fields.first(where: { $0.key == key }) else { return nil }
            guard case .number(let v) = field.value else {
                throw JSONLine.Failure(message: "'\(key)' must be a number", column: field.column)
            }
            return v
        }
        for field in fields where !Self.fields.contains(field.key) {
            throw JSONLine.Failure(message: "unknown field \(Quoting.quoted(field.key))"
                                       + Quoting.suggestion(for: field.key, in: Self.fields)
                                       + "; expected \(Parser.list(Self.fields.map { "'\($0)'" }, "or"))",
                                   column: field.keyColumn)
        }
        let end = (fields.last?.column ?? 1)
        func required(_ key: String, _ what: String) throws(JSONLine.Failure) -> Double {
            guard let v = try number(key) else {
                throw JSONLine.Failure(message: "missing '\(key)' (\(what))", column: end)
            }
            return v
        }
        let t = try required("t", "the time in seconds")
        let x = try required("x", "points from the left")
        let y = try required("y", "points from the top")
        guard let phaseField = fields.first(where: { $0.key == "phase" }) else {
            throw JSONLine.Failure(message: "missing 'phase' (began, moved, ended or cancelled)", column: end)
        }
        guard case .string(let name) = phaseField.value, let phase = TraceSample.Phase(rawValue: name) else {
            let names = TraceSample.Phase.allCases.map(\.rawValue)
            let given: String = if case .string(let s) = phaseField.value { Quoting.quoted(s) + Quoting.suggestion(for: s, in: names) } else { "a number" }
            throw JSONLine.Failure(message: "'phase' must be \(Parser.list(names, "or")), not \(given)", column: phaseField.column)
        }
        let vx = try number("vx"), vy = try number("vy")
        var velocity: Point?
        switch (vx, vy) {
        case (let vx?, let vy?): velocity = Point(x: vx, y: vy)
        case (nil, nil): velocity = nil
        case (_?, nil): throw JSONLine.Failure(message: "'vx' without 'vy': give both or neither", column: end)
        case (nil, _?): throw JSONLine.Failure(message: "'vy' without 'vx': give both or neither", column: end)
        }
        var id: String?
        if let field = fields.first(where: { $0.key == "id" }) {
            guard case .string(let s) = field.value else {
                throw JSONLine.Failure(message: "'id' must be a string", column: field.column)
            }
            id = s
        }
        return TraceSample(t: t, location: Point(x: x, y: y), phase: phase, velocity: velocity, id: id, line: line)
    }

    /// Samples into traces, `began` to `ended`/`cancelled`; what is not a trace is skipped.
    static func group(_ samples: [TraceSample], name: String) -> TraceFile {
        var file = TraceFile(name: name, traces: [], skipped: [], began: 0)
        var open: [TraceSample] = []
        /// Why the open trace is skipped, once something spoilt it.
        var spoilt: TraceProblem?
        func skip(_ problem: TraceProblem) { file.skipped.append(problem) }
        func opening() -> String { "trace \(file.began) (line \(open[0].line))" }
        for s in samples {
            switch s.phase {
            case .began:
                if !open.isEmpty {
                    skip(spoilt ?? TraceProblem(trace: file.began, line: s.line, column: 1,
                                                message: "\(opening()) skipped: a second 'began' before it ended"))
                }
                file.began += 1
                open = [s]
                spoilt = nil
            case .moved, .ended, .cancelled:
                guard let last = open.last else {
                    skip(TraceProblem(line: s.line, column: 1,
                                      message: "\(s.phase == .ended ? "an" : "a") '\(s.phase.rawValue)' sample outside any trace skipped: no 'began' before it"))
                    continue
                }
                if spoilt == nil {
                    if s.t < last.t {
                        spoilt = TraceProblem(trace: file.began, line: s.line, column: 1,
                                              message: "\(opening()) skipped: time goes back, t \(Values.show(s.t)) after \(Values.show(last.t))")
                    } else if s.id != open[0].id {
                        spoilt = TraceProblem(trace: file.began, line: s.line, column: 1,
                                              message: "\(opening()) skipped: id \(s.id.map(Quoting.quoted) ?? "none") within trace \(open[0].id.map(Quoting.quoted) ?? "without an id")")
                    }
                }
                open.append(s)
                if s.phase != .moved {
                    if let spoilt { skip(spoilt) } else {
                        file.traces.append(Trace(file: name, number: file.began, samples: open))
                    }
                    open = []
                    spoilt = nil
                }
            }
        }
        if !open.isEmpty {
            skip(spoilt ?? TraceProblem(trace: file.began, line: open[0].line, column: 1,
                                        message: "\(opening()) skipped: it has no end ('ended' or 'cancelled')"))
        }
        return file
    }
}

/// A trace file refused: every line that is not a valid sample.
public struct TraceFileError: Error, Hashable, Sendable {
    public var file: String
    public var problems: [TraceProblem]

    /// `FILE:LINE:COL: message`, one per problem.
    public var lines: [String] { problems.map { "\(file):\($0.line):\($0.column): \($0.message)" } }
}
