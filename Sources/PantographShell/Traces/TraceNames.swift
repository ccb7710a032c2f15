/// How `judge`, `tune` and `replay` name a trace of a file, one way for all three: by
/// its number (the order of its `began` among the file's) or by its id. A whole number
/// is always a number, so an id that is one (`"id": 7`) never hides another trace;
/// `judge` shows the id where it names its trace alone and is no number, else the
/// number, and `replay … trace NAME` takes back what it shows.
struct TraceNames {
    /// How many kept traces carry each id.
    private var uses: [String: Int] = [:]
    /// How many traces began in the file, kept or skipped: the numbers there are.
    let began: Int

    init(ids: some Sequence<String?>, began: Int) {
        self.began = began
        for case let id? in ids { uses[id, default: 0] += 1 }
    }

    /// From the counts of the ids that matter (`uses(of:in:)`): an id not counted is
    /// never shown.
    init(uses: [String: Int], began: Int) {
        self.uses = uses
        self.began = began
    }

    /// How many kept traces of the file carry each of `ids`: the file read again as
    /// `judge` reads it (`TraceFile.scan`), each trace looked at for its id alone and
    /// no other id kept; nil when interrupted.
    static func uses(of ids: Set<String>, in bytes: FileBytes, name: String, workers: Int, pieceBytes: Int,
                     isInterrupted: () -> Bool) throws(TraceFileError) -> [String: Int]? {
        guard let scan = try TraceFile.scan(bytes, name: name, workers: workers, pieceBytes: pieceBytes,
                                            taker: { IDCounter(wanted: ids) }, isInterrupted: isInterrupted)
        else { return nil }
        var uses: [String: Int] = [:]
        for run in scan.runs {
            for (id, n) in run.taken.uses { uses[id, default: 0] += n }
        }
        return uses
    }

    /// Counts the traces that carry one of `wanted`.
    private struct IDCounter: TraceTaker {
        let wanted: Set<String>

        func take(_ trace: Trace) -> String? {
            guard let id = trace.id, wanted.contains(id) else { return nil }
            return id
        }

        func emptyList() -> Uses { Uses() }
    }

    /// A run's counts.
    private struct Uses: TakenList, Sendable {
        var uses: [String: Int] = [:]
        var isEmpty: Bool { uses.isEmpty }
        mutating func append(_ id: String?) {
            if let id { uses[id, default: 0] += 1 }
        }
    }

    /// The whole number `word` spells, if it spells one.
    static func number(_ word: String) -> Int? {
        guard !word.isEmpty, word.utf8.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        return Int(word) ?? .max
    }

    /// Its id when the id names it alone and is no number, else its number.
    func name(number: Int, id: String?) -> String {
        guard let id, uses[id] == 1, Self.number(id) == nil else { return String(number) }
        return id
    }

    /// What `trace WORD` picks among `traces` (the kept ones).
    enum Pick: Equatable {
        /// A kept trace, by its index in the list.
        case trace(Int)
        /// A number among the file's whose trace was skipped.
        case skipped(Int)
        /// A number past the file's traces, or an id no trace has.
        case none
        /// An id that several traces carry: their numbers.
        case shared([Int])
    }

    func pick(_ word: String, among traces: [Trace]) -> Pick {
        if let n = Self.number(word) {
            guard n >= 1, n <= began else { return .none }
            return traces.firstIndex { $0.number == n }.map(Pick.trace) ?? .skipped(n)
        }
        let byID = traces.indices.filter { traces[$0].id == word }
        if byID.count > 1 { return .shared(byID.map { traces[$0].number }) }
        return byID.first.map(Pick.trace) ?? .none
    }
}
