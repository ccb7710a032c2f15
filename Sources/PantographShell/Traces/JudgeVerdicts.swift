import PantographEngine

/// What a run of `judge`'s or `tune`'s keeps: it labels its traces as they come
/// (`IntentInference.Labeller`), and with `infer intent` its last trace waits for the
/// next run's first (`Judge.read` settles it).
protocol LabellingList: TakenList, Sendable where Element == Judge.Taken {
    /// The traces taken.
    var count: Int { get }
    /// The run's first trace's gesture, for the run before it.
    var first: IntentInference.Gesture? { get }
    /// The trace still waiting for its label, labelled with `next` (the next run's
    /// first gesture; nil at the file's end).
    mutating func settle(next: IntentInference.Gesture?)
}

extension Judge {
    /// What `judge` keeps of a run of a file's traces as it judges them: the counts —
    /// per policy, and against intent — and the verdicts the text lists: the first
    /// disagreements, the first traces not judged, each policy's first wrong traces, no
    /// more than it shows of each; so that what it holds does not grow with the file
    /// (docs/recording.md). Every verdict is kept only when a JSON record will print
    /// `result` (`everyRow`). Intent is tallied here too, as each trace is labelled
    /// (`IntentInference.Labeller`): with `infer intent` the run's last trace waits for
    /// the next run's first, and is counted when the file's runs are joined (`settle`).
    struct Verdicts: LabellingList {
        /// How many disagreements, and wrong traces per policy, the text lists; how
        /// many traces not judged.
        let shown: Int
        let notJudgedShown: Int
        let everyRow: Bool

        /// The traces taken; those judged; those on which the policies disagree;
        /// those not judged.
        private(set) var count = 0
        private(set) var judged = 0
        private(set) var disagreements = 0
        private(set) var notJudged = 0
        /// Each policy's finishes, cancels and stays, three by three.
        private(set) var tally: [Int]
        /// The traces labelled, by where their label came from (`IntentInference.Source`'s order).
        private(set) var labelled: [Int]
        /// Against intent, over the labelled traces judged (`Accuracy`).
        private(set) var accuracy: Accuracy
        /// In the run's order: every verdict (`everyRow`), or those listed.
        private(set) var rows: [Judged] = []
        private var labeller: IntentInference.Labeller<Judged>

        init(shown: Int, notJudgedShown: Int, everyRow: Bool, policies: Int, inferringWithin within: Double? = nil) {
            self.shown = shown
            self.notJudgedShown = notJudgedShown
            self.everyRow = everyRow
            tally = Array(repeating: 0, count: 3 * policies)
            labelled = Array(repeating: 0, count: IntentInference.Source.allCases.count)
            accuracy = Accuracy(policies: policies)
            labeller = IntentInference.Labeller(within: within)
        }

        var isEmpty: Bool { count == 0 }

        var first: IntentInference.Gesture? { labeller.first }

        mutating func append(_ taken: Taken) {
            count += 1
            if let (row, label) = labeller.feed(taken.row, said: taken.said, gesture: taken.gesture) { add(row, label) }
        }

        mutating func settle(next: IntentInference.Gesture?) {
            if let (row, label) = labeller.settle(next: next) { add(row, label) }
        }

        /// How many rows of each list the runs settled before have kept.
        struct Listed {
            var disagreements = 0, notJudged = 0
            var wrong: [Int]
            init(policies: Int) { wrong = Array(repeating: 0, count: policies) }
        }

        /// Settled, in the files' order: the rows the text will list stay — those
        /// within the first N of a list, counting the rows the runs before kept — and
        /// the rest go, so that what the runs hold together does not grow with the
        /// file. The text picks the same rows from what stays (`Judge.report`).
        mutating func keepListed(_ listed: inout Listed) {
            guard !everyRow else { return }
            var kept: [Judged] = []
            for row in rows {
                var keep = false
                switch row.verdict {
                case .judged(_, _, let decisions):
                    if !decisions.agree && listed.disagreements < shown {
                        listed.disagreements += 1
                        keep = true
                    }
                    if let label = row.label {
                        for p in decisions.indices where !label.intent.agrees(with: decisions[p]) && listed.wrong[p] < shown {
                            listed.wrong[p] += 1
                            keep = true
                        }
                    }
                case .notJudged:
                    if listed.notJudged < notJudgedShown {
                        listed.notJudged += 1
                        keep = true
                    }
                }
                if keep { kept.append(row) }
            }
            rows = kept
        }

        private mutating func add(_ row: Judged, _ label: IntentInference.Label?) {
            var row = row
            row.label = label
            var listed = everyRow
            if let label { labelled[IntentInference.Source.allCases.firstIndex(of: label.source)!] += 1 }
            switch row.verdict {
            case .judged(_, _, let decisions):
                judged += 1
                for p in decisions.indices { tally[3 * p + Decisions.code(decisions[p])] += 1 }
                if !decisions.agree {
                    disagreements += 1
                    listed = listed || disagreements <= shown
                }
                if let label {
                    let wrong = accuracy.count(decisions, meant: label.intent)
                    for p in decisions.indices where wrong & 1 << p != 0 { listed = listed || accuracy.wrong[p] <= shown }
                }
            case .notJudged:
                notJudged += 1
                listed = listed || notJudged <= notJudgedShown
            }
            if listed { rows.append(row) }
        }
    }

    /// Each policy's decisions against intent over the labelled traces judged: a run's
    /// (`Verdicts`), or the files' summed.
    struct Accuracy: Sendable, Equatable {
        /// Per policy, six counts: meant finish × (finished, cancelled, stayed), then
        /// meant cancel × the same.
        private(set) var matrices: [[Int]]
        /// Per policy, how many traces it got wrong.
        private(set) var wrong: [Int]
        /// Labelled traces judged.
        private(set) var labelled = 0

        init(policies: Int) {
            matrices = Array(repeating: Array(repeating: 0, count: 6), count: policies)
            wrong = Array(repeating: 0, count: policies)
        }

        /// One trace counted: the policies it is wrong for, a bit each (`1 << p`).
        @discardableResult
        mutating func count(_ decisions: Decisions, meant: Intent) -> UInt32 {
            labelled += 1
            let row = meant == .finish ? 0 : 3
            var wrongFor: UInt32 = 0
            for p in decisions.indices {
                matrices[p][row + Decisions.code(decisions[p])] += 1
                if !meant.agrees(with: decisions[p]) {
                    wrong[p] += 1
                    wrongFor |= 1 << p
                }
            }
            return wrongFor
        }

        mutating func add(_ other: Accuracy) {
            labelled += other.labelled
            for p in matrices.indices {
                for k in matrices[p].indices { matrices[p][k] += other.matrices[p][k] }
                wrong[p] += other.wrong[p]
            }
        }

        /// Traces on which policy `p` did what the user meant.
        func agree(_ p: Int) -> Int { matrices[p][0] + matrices[p][4] }

        /// `result.accuracy`: per policy, the traces that agree, of how many, and the
        /// matrix; null when no trace judged has an intent.
        func json(names: [String]) -> JSON {
            guard labelled > 0 else { return .null }
            func row(_ counts: ArraySlice<Int>) -> JSON {
                .object(zip(["finish", "cancel", "stay"], counts).map { ($0, .number(Double($1))) })
            }
            return .object(names.enumerated().map { p, name in
                (name, .object([("labelled", .number(Double(labelled))), ("agree", .number(Double(agree(p)))),
                                ("accuracy", .number(Double(agree(p)) / Double(labelled))),
                                ("meantFinish", row(matrices[p][0..<3])), ("meantCancel", row(matrices[p][3..<6]))]))
            })
        }
    }
}
