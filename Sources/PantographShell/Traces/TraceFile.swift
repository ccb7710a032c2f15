import PantographEngine

/// One touch sample of a trace file (docs/recording.md): a line of JSON Lines.
public struct TraceSample: Hashable, Sendable, Codable {
    public enum Phase: String, Hashable, Sendable, CaseIterable, Codable {
        case began, moved, ended, cancelled
    }

    /// Seconds, on the device's clock: only differences matter.
    public var t: Double
    /// Where the finger is, in points of the window.
    public var location: Point
    /// The velocity the device reported (`vx`, `vy`), when it did.
    public var velocity: Point?
    public var phase: Phase
    /// What the user meant, on a `began` sample or an end (docs/recording.md):
    /// after the phase, in the room the line's 32 bits leave, so a sample stays 64 bytes.
    public var intent: Intent?
    /// The line in 32 bits, after the phase, where the optional velocity's flag leaves
    /// room: a sample takes 64 bytes instead of 80, and a whole file's are held when it
    /// is read for `replay`.
    private var storedLine: Int32
    public var id: String?

    /// The 1-based line of the file.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(newValue) }
    }

    public init(t: Double, location: Point, phase: Phase, velocity: Point?, id: String?, line: Int,
                intent: Intent? = nil) {
        self.t = t
        self.location = location
        self.velocity = velocity
        self.phase = phase
        self.intent = intent
        self.storedLine = Int32(line)
        self.id = id
    }
}

/// The samples from a `began` to its `ended` or `cancelled`.
public struct Trace: Hashable, Sendable, Codable {
    /// The file as named on the command line.
    public internal(set) var file: String
    /// 1-based: the order of its `began` among the file's.
    public internal(set) var number: Int
    /// At least one: only the reader makes a trace.
    public internal(set) var samples: [TraceSample]

    public var id: String? { samples[0].id }
    public var line: Int { samples[0].line }
    /// `FILE:LINE`, and its id when it has one: where it is, for messages.
    public var label: String { "\(file):\(line)" + (id.map { " (\($0))" } ?? "") }
    /// What the user meant: said on its `began` sample or its end (the reader skips a
    /// trace whose two say different things).
    public var intent: Intent? { samples[0].intent ?? samples[samples.count - 1].intent }
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
    static let fields = ["t", "x", "y", "phase", "vx", "vy", "id", "intent"]

    /// The longest line, in bytes without its newline, that is read as a sample: a
    /// recorder writes about a hundred. A longer one refuses the file without being
    /// looked at, so that a file of one endless line (`judge /dev/stdin` fed zeros)
    /// holds no more than this of it (docs/hostile-input.md).
    public static let longestLine = 65_536

    /// The refusal of a file cut short while it was read (a mapped file truncated by
    /// another program): what was read is not the file.
    static func cutShort(_ file: String, by command: String) -> String {
        "\(command): \(file) was cut short while it was read; nothing was loaded"
    }

    /// The file read on `workers` threads (`scan`), every trace kept. The result —
    /// traces, skips, errors and their order — is the same on any number of threads.
    public static func parse(_ bytes: [UInt8], name: String, workers: Int = 1) throws(TraceFileError) -> TraceFile {
        try parse(FileBytes(bytes), name: name, workers: workers)
    }

    public static func parse(_ bytes: FileBytes, name: String, workers: Int = 1) throws(TraceFileError) -> TraceFile {
        try parse(bytes, name: name, workers: workers, pieceBytes: nil)
    }

    /// The same in pieces of about `pieceBytes` (`scan`), as `judge` reads; the tests
    /// and the trace fuzzer (`scripts/fuzz traces`) hold it equal to the above.
    package static func parse(_ bytes: FileBytes, name: String, workers: Int,
                              pieceBytes: Int?) throws(TraceFileError) -> TraceFile {
        // Never interrupted, so there is always a result.
        try parse(bytes, name: name, workers: workers, pieceBytes: pieceBytes, isInterrupted: { false })!
    }

    /// The same, stopped (nil) once `isInterrupted` says yes: `replay` reads a file of
    /// any size, and Ctrl-C stops it.
    static func parse(_ bytes: FileBytes, name: String, workers: Int, pieceBytes: Int? = nil,
                      isInterrupted: () -> Bool) throws(TraceFileError) -> TraceFile? {
        guard let scan = try scan(bytes, name: name, workers: workers, pieceBytes: pieceBytes, taker: { KeepTraces() },
                                  isInterrupted: isInterrupted) else { return nil }
        var traces: [Trace] = []
        traces.reserveCapacity(scan.runs.reduce(0) { $0 + $1.taken.count })
        for run in scan.runs {
            for var trace in run.taken {
                trace.number += run.before
                traces.append(trace)
            }
        }
        return TraceFile(name: name, traces: traces, skipped: scan.skipped, began: scan.began)
    }

    /// What `scan` made of a file: what the taker kept of the traces, a run at a time
    /// in the file's order; the traces and stray lines skipped; how many traces began.
    struct Scan<Kept: Sendable>: Sendable {
        var runs: [Run<Kept>] = []
        var skipped: [TraceProblem] = []
        var began = 0
    }

    /// What the taker made of the traces of one piece, numbered among the piece's: the
    /// file's numbers are `before` more. Left as the threads made them, not copied into
    /// one list or renumbered: that was a pass over every trace on one thread, while
    /// the others waited.
    struct Run<Kept: Sendable>: Sendable {
        var before: Int
        var taken: Kept
    }

    /// The file cut at line ends into pieces (one per worker, or of about `pieceBytes`
    /// each, at least one per worker), which the threads take in turn as they come
    /// free (`Parallel.forEachTakingTurns`). The threads first count the pieces' newlines,
    /// so that each piece's first line's number is known; then a thread reads a
    /// piece's lines and groups the traces that begin in it, counting them from 0,
    /// handing each whole trace to a taker of its own (`taker()` is called on the
    /// thread). What runs across a cut — a trace begun in one piece and ended in a
    /// later one, lines before a piece's first `began` — is joined here in the file's
    /// order by a taker of this thread, each piece as soon as those before it are,
    /// and each piece's traces are numbered on from
    /// the pieces before (`Run`). The result is the same on any number of threads and
    /// any size of piece. `isInterrupted` is asked on this thread while the others
    /// read; nil when it said yes. `progress` is told, on this thread, where in the
    /// file the threads have got to; `joined`, on this thread, is handed the runs each
    /// time one is added to them, in the file's order (`judge` lets go there of what
    /// it will not print).
    static func scan<Taker: TraceTaker>(_ bytes: FileBytes, name: String, workers: Int, pieceBytes: Int?,
                                        taker: @escaping @Sendable () -> Taker,
                                        isInterrupted: () -> Bool,
                                        progress: (_ bytesTaken: Int) -> Void = { _ in },
                                        joined: (inout [Run<Taker.Kept>]) -> Void = { _ in })
        throws(TraceFileError) -> Scan<Taker.Kept>? {
        let workers = max(1, workers)
        let count = max(workers, pieceBytes.map { (bytes.count + max(1, $0) - 1) / max(1, $0) } ?? 0)
        let pieces = bytes.withSpan { Self.pieces($0, count: count) }
        let newlines = Parallel.map(pieces[...], workers: workers) { bytes.newlines(in: $0) }
        var starts: [(range: Range<Int>, line: Int)] = []
        starts.reserveCapacity(pieces.count)
        var lines = 0
        for (range, count) in zip(pieces, newlines) {
            starts.append((range, lines))
            lines += count
        }
        var scan = Scan<Taker.Kept>()
        var errors: [TraceProblem] = []
        // The trace open across the cuts, numbered as the file's.
        var carry = Grouper(name: name, began: 0, taker: taker())
        func take(_ grouper: inout Grouper<Taker>, after before: Int) {
            if !grouper.taken.isEmpty {
                scan.runs.append(Run(before: before, taken: grouper.taken))
                joined(&scan.runs)
            }
            grouper.taken = grouper.taker.emptyList()
            scan.skipped += grouper.skips.map { $0.after(before).problem }
            grouper.skips = []
        }
        // Once a line is wrong the file will be refused: the pieces read after are only checked.
        let refused = Parallel.Flag()
        // Each piece is joined as soon as it and those before it are read, so that no
        // more pieces wait than the threads read ahead.
        let taken = { (pieces: Int) in progress(pieces < starts.count ? starts[pieces].range.lowerBound : bytes.count) }
        let read = Parallel.forEachTakingTurns(starts, workers: workers, isInterrupted: isInterrupted,
                                               progress: taken, { start in
            let piece = bytes.withSpan {
                Self.read($0, start.range, linesBefore: start.line, name: name, taker: taker(), checkOnly: refused.isRaised)
            }
            if !piece.errors.isEmpty { refused.raise() }
            return piece
        }, inOrder: { (piece: Piece<Taker>) in
            var piece = piece
            errors += piece.errors
            scan.began += piece.began
            guard errors.isEmpty else { return }
            for sample in piece.head { carry.feed(sample) }
            if let line = piece.firstBeganLine {
                carry.finish(nextBegan: line)
                take(&carry, after: 0)
                let before = scan.began - piece.began
                take(&piece.grouper, after: before)
                carry.began = before + piece.grouper.began
                carry.open = piece.grouper.open
                carry.spoilt = piece.grouper.spoilt?.after(before)
            }
        })
        guard read else { return nil }
        guard errors.isEmpty else { throw TraceFileError(file: name, problems: errors) }
        carry.finish(nextBegan: nil)
        take(&carry, after: 0)
        return scan
    }

    /// The bytes cut into `count` ranges of about equal size, each ending after a line's
    /// newline (the last at the end); fewer when the lines are too few.
    static func pieces(_ bytes: Span<UInt8>, count: Int) -> [Range<Int>] {
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

    /// One piece read and grouped: the samples before its first `began` (they end a
    /// trace begun in an earlier piece, or lie outside any), then its own traces,
    /// counted from 0, and the trace still open at its end.
    struct Piece<Taker: TraceTaker>: Sendable {
        var head: [TraceSample] = []
        var grouper: Grouper<Taker>
        var errors: [TraceProblem] = []
        /// Whether the lines are only checked: the file is refused already.
        var checkOnly: Bool
        /// How many samples are `began`, and the line of the first.
        var began = 0
        var firstBeganLine: Int?
    }

    /// The lines of `range` (whole lines, the first numbered `linesBefore + 1`), each
    /// read by `SampleLineReader`, or by the reference reader when it is not the plain
    /// shape (an error then says why), and grouped as they are read. Once a line is
    /// wrong the file will be refused, so the rest are only checked.
    static func read<Taker: TraceTaker>(_ b: Span<UInt8>, _ range: Range<Int>, linesBefore: Int, name: String,
                                        taker: Taker, checkOnly: Bool = false) -> Piece<Taker> {
        // The thread's own copy of the name, which every trace holds: one shared by the
        // threads would have its count retained from both cores for every trace.
        var piece = Piece(grouper: Grouper(name: String(decoding: Array(name.utf8), as: UTF8.self), began: 0, taker: taker),
                          checkOnly: checkOnly)
        var reader = SampleLineReader()
        var lo = range.lowerBound
        let end = range.upperBound
        var line = linesBefore
        while lo < end {
            line += 1
            if let (sample, hi) = reader.sample(b, lo, end, line: line), hi &- lo <= longestLine {
                piece.add(sample)
                lo = hi &+ 1
                continue
            }
            var hi = lo
            while hi < end, b[hi] != 0x0A { hi &+= 1 }
            if hi - lo > longestLine {
                piece.errors.append(TraceProblem(line: line, column: longestLine + 1,
                                                 message: "a line longer than \(longestLine) bytes: a sample is one short JSON object"))
            } else if !Self.isBlank(b, lo, hi) {
                var bytes: [UInt8] = []
                bytes.reserveCapacity(hi - lo)
                for i in lo..<hi { bytes.append(b[i]) }
                do throws(JSONLine.Failure) {
                    piece.add(try sample(JSONLine.object(bytes[...]), line: line))
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
    /// `vx` and `vy` numbers given together, `id` a string or a number, `intent`
    /// `finish` or `cancel` on a sample that is not `moved`.
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
        // A number names a trace as well as a string: recorders often count their gestures.
        let id: String? = fields.first(where: { $0.key == "id" }).map { field in
            switch field.value {
            case .string(let s): s
            case .number(let v): Values.show(v)
            }
        }
        var intent: Intent?
        if let field = fields.first(where: { $0.key == "intent" }) {
            let names = Intent.allCases.map(\.rawValue)
            guard case .string(let s) = field.value, let said = Intent(rawValue: s) else {
                let given: String = if case .string(let s) = field.value { Quoting.quoted(s) + Quoting.suggestion(for: s, in: names) } else { "a number" }
                throw JSONLine.Failure(message: "'intent' must be \(Parser.list(names, "or")), not \(given)", column: field.column)
            }
            guard phase != .moved else {
                throw JSONLine.Failure(message: "'intent' goes on a trace's 'began' sample or its end ('ended', 'cancelled'), not on 'moved'",
                                       column: field.keyColumn)
            }
            intent = said
        }
        return TraceSample(t: t, location: Point(x: x, y: y), phase: phase, velocity: velocity, id: id, line: line,
                           intent: intent)
    }

    /// Samples into traces, `began` to `ended`/`cancelled`; what is not a trace is skipped.
    static func group(_ samples: [TraceSample], name: String) -> TraceFile {
        var grouper = Grouper(name: name, began: 0, taker: KeepTraces())
        for s in samples { grouper.feed(s) }
        grouper.finish(nextBegan: nil)
        return TraceFile(name: name, traces: grouper.taken, skipped: grouper.skips.map(\.problem), began: grouper.began)
    }
}

extension TraceFile.Piece {
    mutating func add(_ sample: TraceSample) {
        if sample.phase == .began {
            if firstBeganLine == nil { firstBeganLine = sample.line }
            began += 1
        }
        guard errors.isEmpty, !checkOnly else { return }
        if firstBeganLine == nil { head.append(sample) } else { grouper.feed(sample) }
    }
}

/// A trace file refused: every line that is not a valid sample.
public struct TraceFileError: Error, Hashable, Sendable {
    public var file: String
    public var problems: [TraceProblem]

    /// `FILE:LINE:COL: message`, one per problem.
    public var lines: [String] { problems.map { "\(file):\($0.line):\($0.column): \($0.message)" } }
}

extension TraceFile.Scan where Kept == [Trace] {
    /// What `scan` would make of the same file with `taker`, from the traces this scan
    /// kept (`KeepTraces`), without reading the bytes again: the same runs, numbers and
    /// skips, `joined` told as `scan` tells it. An app's `judge` reads its files once,
    /// for its trials, and makes the table from what it kept.
    func retaken<Taker: TraceTaker>(by taker: Taker, joined: (inout [TraceFile.Run<Taker.Kept>]) -> Void = { _ in })
        -> TraceFile.Scan<Taker.Kept> {
        var taker = taker
        var scan = TraceFile.Scan<Taker.Kept>(skipped: skipped, began: began)
        scan.runs.reserveCapacity(runs.count)
        for run in runs {
            var taken = taker.emptyList()
            for trace in run.taken { taken.append(taker.take(trace)) }
            scan.runs.append(TraceFile.Run(before: run.before, taken: taken))
            joined(&scan.runs)
        }
        return scan
    }
}
