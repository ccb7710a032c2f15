/// What a reader does with each trace as soon as it is whole: `TraceFile.parse` keeps it
/// (`KeepTraces`); `judge` judges it there, on the reader's thread, and keeps only the
/// verdict, so that no file's samples are ever all held at once.
protocol TraceTaker: Sendable {
    associatedtype Taken: Sendable
    /// Where a run of the file keeps what was taken, in order: every one (an array),
    /// or only what will be asked of them (`judge`'s `Judge.Verdicts`, whose size does
    /// not grow with the file).
    associatedtype Kept: TakenList & Sendable where Kept.Element == Taken
    /// `trace` is numbered among its piece's traces (`TraceFile.Run` says how many
    /// began before them), and its samples are the reader's own room, lent for the
    /// call: a taker that keeps them copies them.
    mutating func take(_ trace: Trace) -> Taken
    /// An empty list for a run.
    func emptyList() -> Kept
}

extension TraceTaker where Kept == [Taken] {
    func emptyList() -> [Taken] { [] }
}

/// What a run of the file keeps of its traces.
protocol TakenList {
    associatedtype Element
    /// Nothing was taken.
    var isEmpty: Bool { get }
    mutating func append(_ taken: Element)
}

extension Array: TakenList {}

/// Keeps every trace, each in room of its own size: sharing the reader's room would
/// leave each trace the room of the longest trace yet.
struct KeepTraces: TraceTaker {
    func take(_ trace: Trace) -> Trace {
        var samples: [TraceSample] = []
        samples.reserveCapacity(trace.samples.count)
        samples.append(contentsOf: trace.samples)
        return Trace(file: trace.file, number: trace.number, samples: samples)
    }
}

/// The samples of a file, or of a run of it, into traces, in order, each handed to
/// `taker` once whole. A thread that groups one piece of a file does not know how many
/// traces began before it: it counts its own from 0, and keeps why it skipped each as
/// a `Skip`, worded once the numbers are the file's (`TraceFile.scan`).
struct Grouper<Taker: TraceTaker>: Sendable {
    let name: String
    var taker: Taker
    var taken: Taker.Kept
    var skips: [Skip] = []
    /// The traces begun so far: the open trace's number.
    var began: Int
    /// The trace begun and not yet ended, and why it is skipped once something spoilt it.
    var open: [TraceSample] = []
    var spoilt: Skip?

    init(name: String, began: Int, taker: Taker) {
        self.name = name
        self.began = began
        self.taker = taker
        taken = taker.emptyList()
    }

    private func skip(at line: Int, _ why: Skip.Why) -> Skip {
        Skip(trace: began, openLine: open[0].line, line: line, why: why)
    }

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
                skips.append(Skip(trace: 0, openLine: 0, line: s.line, why: .stray(s.phase)))
                return
            }
            if spoilt == nil {
                if s.t < last.t {
                    spoilt = skip(at: s.line, .timeBack(t: s.t, after: last.t))
                } else if s.id != open[0].id {
                    spoilt = skip(at: s.line, .id(s.id, within: open[0].id))
                } else if let said = open[0].intent, let end = s.intent, said != end {
                    spoilt = skip(at: s.line, .intent(began: said, end: end))
                }
            }
            open.append(s)
            if s.phase != .moved {
                if let spoilt { skips.append(spoilt) } else {
                    taken.append(taker.take(Trace(file: name, number: began, samples: open)))
                }
                open.removeAll(keepingCapacity: true)
                spoilt = nil
            }
        }
    }

    /// The open trace skipped: a `began` at `line` came before its end.
    private mutating func secondBegan(at line: Int) {
        skips.append(spoilt ?? skip(at: line, .secondBegan))
    }

    /// The end of the run: the file's, or the `began` at `nextBegan` that the next run
    /// starts with.
    mutating func finish(nextBegan: Int?) {
        guard !open.isEmpty else { return }
        if let nextBegan {
            secondBegan(at: nextBegan)
        } else {
            skips.append(spoilt ?? skip(at: open[0].line, .noEnd))
        }
        open.removeAll()
        spoilt = nil
    }
}

/// Why a trace, or a line outside any trace, was skipped.
struct Skip: Sendable, Hashable {
    enum Why: Sendable, Hashable {
        case stray(TraceSample.Phase)
        case timeBack(t: Double, after: Double)
        case id(String?, within: String?)
        /// The `began` sample and the end say different intents.
        case intent(began: Intent, end: Intent)
        case secondBegan
        case noEnd
    }

    /// The trace's number and the line of its `began` (unused for a stray line).
    var trace: Int
    var openLine: Int
    /// Where the problem is.
    var line: Int
    var why: Why

    /// The same with the trace counted after `before` others.
    func after(_ before: Int) -> Skip {
        var shifted = self
        shifted.trace += before
        return shifted
    }

    var problem: TraceProblem {
        let opening = "trace \(trace) (line \(openLine)) skipped: "
        switch why {
        case .stray(let phase):
            return TraceProblem(line: line, column: 1,
                                message: "\(phase == .ended ? "an" : "a") '\(phase.rawValue)' sample outside any trace skipped: no 'began' before it")
        case .timeBack(let t, let last):
            return TraceProblem(trace: trace, line: line, column: 1,
                                message: opening + "time goes back, t \(Values.show(t)) after \(Values.show(last))")
        case .id(let id, let within):
            return TraceProblem(trace: trace, line: line, column: 1,
                                message: opening + "id \(id.map(Quoting.quoted) ?? "none") within trace \(within.map(Quoting.quoted) ?? "without an id")")
        case .intent(let began, let end):
            return TraceProblem(trace: trace, line: line, column: 1,
                                message: opening + "its 'began' says intent '\(began.rawValue)', its end '\(end.rawValue)'")
        case .secondBegan:
            return TraceProblem(trace: trace, line: line, column: 1, message: opening + "a second 'began' before it ended")
        case .noEnd:
            return TraceProblem(trace: trace, line: line, column: 1, message: opening + "it has no end ('ended' or 'cancelled')")
        }
    }
}
