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

    /// The file is cut at line ends into one piece per worker; each thread reads its
    /// piece's lines (`Parallel.map`), then groups the traces that begin in it (a trace
    /// that runs on into the next piece is finished from there), so that the result —
    /// traces, skips, errors and their order — is the same on any number of threads.
    public static func parse(_ bytes: [UInt8], name: String, workers: Int = 1) throws(TraceFileError) -> TraceFile {
        let pieces = Self.pieces(bytes, count: max(1, workers))
        let read = Parallel.map(pieces[...], workers: workers) { range in Self.read(bytes, range) }
        // Each piece's lines counted from its start; the lines before it, from the file's.
        var offsets: [Int] = []
        offsets.reserveCapacity(read.count)
        var lines = 0, began = 0
        var beganBefore: [Int] = []
        beganBefore.reserveCapacity(read.count)
        var errors: [TraceProblem] = []
        for piece in read {
            offsets.append(lines)
            beganBefore.append(began)
            for var problem in piece.errors {
                problem.line += lines
                errors.append(problem)
            }
            lines += piece.lines
            began += piece.began
        }
        guard errors.isEmpty else { throw TraceFileError(file: name, problems: errors) }
        // A group starts at the file's start and at each piece's first `began`, and runs
        // on through the pieces after it up to the next piece's first `began`.
        let starts = read.indices.filter { $0 == 0 || read[$0].firstBegan != nil }
        let (offsetOf, beganBeforeOf) = (offsets, beganBefore)
        let groups = Parallel.map(starts[...], workers: workers) { k -> Grouper in
            var grouper = Grouper(name: name, began: beganBeforeOf[k])
            func feed(_ j: Int, _ indices: Range<Int>) {
                let piece = read[j], offset = offsetOf[j]
                for index in indices {
                    var sample = piece.samples[index]
                    sample.line += offset
                    grouper.feed(sample)
                }
            }
            feed(k, (k == 0 ? 0 : read[k].firstBegan!)..<read[k].samples.count)
            var j = k + 1
            while true {
                guard j < read.count else {
                    grouper.finish(nextBegan: nil)
                    break
                }
                let first = read[j].firstBegan
                feed(j, 0..<(first ?? read[j].samples.count))
                if let first {
                    grouper.finish(nextBegan: read[j].samples[first].line + offsetOf[j])
                    break
                }
                j += 1
            }
            return grouper
        }
        var file = TraceFile(name: name, traces: [], skipped: [], began: began)
        file.traces.reserveCapacity(groups.reduce(0) { $0 + $1.traces.count })
        for group in groups {
            file.traces += group.traces
            file.skipped += group.skipped
        }
        return file
    }

    /// `bytes` cut into `count` ranges of about equal size, each ending after a line's
    /// newline (the last at the end); fewer when the lines are too few.
    static func pieces(_ bytes: [UInt8], count: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for k in 1..<max(count, 1) {
            var cut = max(start, bytes.count * k / count)
            while cut < bytes.count, bytes[cut] != 0x0A { cut += 1 }
            if cut < bytes.count { cut += 1 }
            if cut > start && cut < bytes.count {
                ranges.append(start..<cut)
                start = cut
            }
        }
        ranges.append(start..<bytes.count)
        return ranges
    }

    /// One piece's lines read: its samples and errors with lines counted from 1 at the
    /// piece's start.
    struct Piece: Sendable {
        var samples: [TraceSample] = []
        var errors: [TraceProblem] = []
        /// Lines in the piece: its newlines, and one more for a last line without one.
        var lines = 0
        /// How many samples are `began`, and the index of the first.
        var began = 0
        var firstBegan: Int?
    }

    /// The lines of `range` (whole lines), each read by `SampleLineReader`, or by the
    /// reference reader when it is not the plain shape (an error then says why).
    static func read(_ bytes: [UInt8], _ range: Range<Int>) -> Piece {
        var piece = Piece()
        // Room for more samples than the piece can hold (a sample's line is longer than
        // 24 bytes), reserved once: growing by doubling would write every sample again,
        // into new pages, each a page fault. Pages never written are never mapped.
        piece.samples.reserveCapacity(range.count / 24 + 1)
        var reader = SampleLineReader()
        let b = bytes.span
        var lo = range.lowerBound
        let end = range.upperBound
        while lo < end {
            piece.lines += 1
            let line = piece.lines
            if let (sample, hi) = reader.sample(b, lo, end, line: line) {
                piece.add(sample)
                lo = hi &+ 1
                continue
            }
            var hi = lo
            while hi < end, b[hi] != 0x0A { hi &+= 1 }
            if !Self.isBlank(b, lo, hi) {
                do throws(JSONLine.Failure) {
                    piece.add(try sample(JSONLine.object(bytes[lo..<hi]), line: line))
                } catch {
                    piece.errors.append(TraceProblem(line: line, column: error.column, message: error.message))
                }
            }
            lo = hi &+ 1
        }
        return piece
    }

    private static func isBlank(_ b: Span<UInt8>, _ lo: Int, _ hi: Int) -> Bool {
        var i = lo
        while i < hi {
            guard b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0D else { return false }
            i &+= 1
        }
        return true
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
        var grouper = Grouper(name: name, began: 0)
        for s in samples { grouper.feed(s) }
        grouper.finish(nextBegan: nil)
        return TraceFile(name: name, traces: grouper.traces, skipped: grouper.skipped, began: grouper.began)
    }
}

extension TraceFile.Piece {
    mutating func add(_ sample: TraceSample) {
        if sample.phase == .began {
            if firstBegan == nil { firstBegan = samples.count }
            began += 1
        }
        samples.append(sample)
    }
}

/// The samples of a file, or of a run of it from a `began`, into traces, in order.
struct Grouper: Sendable {
    let name: String
    var traces: [Trace] = []
    var skipped: [TraceProblem] = []
    /// The traces begun so far in the file: the open trace's number.
    var began: Int
    private var open: [TraceSample] = []
    /// Why the open trace is skipped, once something spoilt it.
    private var spoilt: TraceProblem?

    init(name: String, began: Int) {
        self.name = name
        self.began = began
    }

    private var opening: String { "trace \(began) (line \(open[0].line))" }

    mutating func feed(_ s: TraceSample) {
        switch s.phase {
        case .began:
            if !open.isEmpty { secondBegan(at: s.line) }
            began += 1
            open.removeAll(keepingCapacity: true)
            open.append(s)
            spoilt = nil
        case .moved, .ended, .cancelled:
            guard let last = open.last else {
                skipped.append(TraceProblem(line: s.line, column: 1,
                                            message: "\(s.phase == .ended ? "an" : "a") '\(s.phase.rawValue)' sample outside any trace skipped: no 'began' before it"))
                return
            }
            if spoilt == nil {
                if s.t < last.t {
                    spoilt = TraceProblem(trace: began, line: s.line, column: 1,
                                          message: "\(opening) skipped: time goes back, t \(Values.show(s.t)) after \(Values.show(last.t))")
                } else if s.id != open[0].id {
                    spoilt = TraceProblem(trace: began, line: s.line, column: 1,
                                          message: "\(opening) skipped: id \(s.id.map(Quoting.quoted) ?? "none") within trace \(open[0].id.map(Quoting.quoted) ?? "without an id")")
                }
            }
            open.append(s)
            if s.phase != .moved {
                if let spoilt { skipped.append(spoilt) } else {
                    traces.append(Trace(file: name, number: began, samples: open))
                }
                open.removeAll(keepingCapacity: true)
                spoilt = nil
            }
        }
    }

    /// The open trace skipped: a `began` at `line` came before its end.
    private mutating func secondBegan(at line: Int) {
        skipped.append(spoilt ?? TraceProblem(trace: began, line: line, column: 1,
                                              message: "\(opening) skipped: a second 'began' before it ended"))
    }

    /// The end of the run: the file's, or the `began` at `nextBegan` that the next run
    /// starts with.
    mutating func finish(nextBegan: Int?) {
        guard !open.isEmpty else { return }
        if let nextBegan {
            secondBegan(at: nextBegan)
        } else {
            skipped.append(spoilt ?? TraceProblem(trace: began, line: open[0].line, column: 1,
                                                  message: "\(opening) skipped: it has no end ('ended' or 'cancelled')"))
        }
        open.removeAll()
        spoilt = nil
    }
}

/// A trace file refused: every line that is not a valid sample.
public struct TraceFileError: Error, Hashable, Sendable {
    public var file: String
    public var problems: [TraceProblem]

    /// `FILE:LINE:COL: message`, one per problem.
    public var lines: [String] { problems.map { "\(file):\($0.line):\($0.column): \($0.message)" } }
}
