import PantographEngine

extension Judge {
    /// What `judge` keeps of a run of a file's traces as it judges them: the counts,
    /// and the verdicts the text lists — the first disagreements and the first traces
    /// not judged, no more than it shows — so that what it holds does not grow with
    /// the file (docs/recording.md). Every verdict is kept only when a JSON record
    /// will print `result` (`everyRow`).
    struct Verdicts: TakenList {
        /// How many disagreements, and how many traces not judged, the text lists.
        let disagreementsShown: Int
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
        /// In the run's order: every verdict (`everyRow`), or those listed.
        private(set) var rows: [Judged] = []

        init(disagreementsShown: Int, notJudgedShown: Int, everyRow: Bool, policies: Int) {
            self.disagreementsShown = disagreementsShown
            self.notJudgedShown = notJudgedShown
            self.everyRow = everyRow
            tally = Array(repeating: 0, count: 3 * policies)
        }

        var isEmpty: Bool { count == 0 }

        mutating func append(_ row: Judged) {
            count += 1
            var listed = everyRow
            switch row.verdict {
            case .judged(_, _, let decisions):
                judged += 1
                for p in decisions.indices { tally[3 * p + Decisions.code(decisions[p])] += 1 }
                if !decisions.agree {
                    disagreements += 1
                    listed = listed || disagreements <= disagreementsShown
                }
            case .notJudged:
                notJudged += 1
                listed = listed || notJudged <= notJudgedShown
            }
            if listed { rows.append(row) }
        }
    }
}
