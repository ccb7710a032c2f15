import PantographEngine

/// `judge FILE…`: every trace of the files replayed on a copy of the state, its
/// release judged by every policy, as `compare` judges one (docs/recording.md).
enum Judge {
    /// One trace's outcome.
    enum Verdict: Hashable, Sendable {
        /// The release, whether the system ended it, and each policy's decision in
        /// `ReleasePolicies.all`'s order.
        case judged(ReleaseInput, bySystem: Bool, Decisions)
        /// Why no policy judged it, in words.
        case notJudged(String)
    }

    /// One trace judged: where it is in its file, and its verdict.
    struct Judged: Sendable {
        /// 1-based: the order of its `began` among its run's (`TraceFile.Run`).
        var number: Int
        var line: Int
        var id: String?
        var verdict: Verdict
    }

    /// The rows of the disagreement table that the text shows unless asked for more.
    static let defaultShown = 10
    /// The traces not judged whose reason the text gives unless asked for more.
    static let notJudgedShown = 3

    /// The bytes a piece of a file holds when `judge` reads it (`TraceFile.scan`):
    /// about 3 ms of work. The threads take pieces in turn, so they finish within a
    /// piece of each other; smaller pieces would cost a taker and a join each.
    static let pieceBytes = 1 << 20

    /// The text, how to make `result`, and the warnings. `everyRow`: every trace's
    /// verdict is kept for `result` (a JSON record prints it); else only what the
    /// text lists is kept, and `result`, if something reads it after all (an
    /// `expect`), is made by judging the files again.
    static func run(_ request: JudgeRequest, on sim: Simulator, width: Int = TextLayout.width,
                    scenes: SceneLibrary = .builtIn, everyRow: Bool = true,
                    isInterrupted: () -> Bool) throws(CommandError) -> (String, @Sendable () -> JSON, [FileWarning]) {
        if sim.gesture.isTracking || sim.gesture.isFingerDown {
            throw CommandError(message: "judge replays its own touches; end the gesture in progress first", column: nil)
        }
        if let none = Phrasing.noReleasePolicy(sim, scenes: scenes) {
            throw CommandError(message: "judge needs a gesture that a release policy judges: \(none.why)\n\(none.advice)", column: nil)
        }
        let files = try judgedFiles(request, on: sim, everyRow: everyRow, isInterrupted: isInterrupted)
        let warnings = files.flatMap { file in
            file.skipped.map { FileWarning(file: file.name, line: $0.line, column: $0.column, message: $0.message) }
        }
        let (text, counts) = report(request, files: files, sim: sim, width: width)
        let names = ReleasePolicies.names, workers = request.workers
        if everyRow {
            // The request is not kept: it holds the files' bytes.
            return (text, { [counts] in json(files, counts: counts, names: names, workers: workers) }, warnings)
        }
        // Kept until the next command, with the files' bytes: judged again only if read.
        return (text, { [counts] in
            guard let files = try? judgedFiles(request, on: sim, everyRow: true, isInterrupted: { false }) else { return .null }
            return json(files, counts: counts, names: names, workers: workers)
        }, warnings)
    }

    /// Every file judged in turn; the first that is not a trace file, or was cut
    /// short while it was read, refuses the command.
    static func judgedFiles(_ request: JudgeRequest, on sim: Simulator, everyRow: Bool,
                            isInterrupted: () -> Bool) throws(CommandError) -> [JudgedFile] {
        var files: [JudgedFile] = []
        for source in request.sources {
            let scan: TraceFile.Scan<Verdicts>?
            do {
                scan = try judged(source, velocity: request.velocity, on: sim, workers: request.workers,
                                  lists: request.shown, everyRow: everyRow, isInterrupted: isInterrupted)
            } catch {
                if source.bytes.wasCutShort { throw CommandError(message: TraceFile.cutShort(source.name, by: "judge"), column: source.column) }
                throw CommandError(message: error.refusal(by: "judge"), column: source.column)
            }
            if source.bytes.wasCutShort { throw CommandError(message: TraceFile.cutShort(source.name, by: "judge"), column: source.column) }
            guard let scan else { throw CommandError(message: "judge interrupted: nothing judged", column: nil) }
            files.append(JudgedFile(name: source.name, runs: scan.runs, skipped: scan.skipped))
        }
        return files
    }

    /// A file's traces judged, as the threads made them, and what was skipped.
    struct JudgedFile: Sendable {
        var name: String
        var runs: [TraceFile.Run<Verdicts>]
        var skipped: [TraceProblem]

        var count: Int { runs.reduce(0) { $0 + $1.taken.count } }
    }

    /// Where a row is: its file, its run, its index in the run.
    typealias Place = (file: Int, run: Int, row: Int)

    // MARK: - On every core

    /// Every trace of the file judged as it is read (`TraceFile.scan`), in the file's
    /// order whatever the number of workers; nil when interrupted. Each thread makes
    /// its own taker, with its own policies, so that no object is shared by two
    /// threads for each trace, and no sample outlives its trace. From a state at rest
    /// a trace's release is the recognizer's (`Release`); from any other, every trace
    /// is replayed on its own copy of the simulator.
    static func judged(_ source: TraceSource, velocity: Replay.Velocity = .estimated, on sim: Simulator,
                       workers: Int, lists shown: Int? = nil, everyRow: Bool = true,
                       isInterrupted: () -> Bool) throws(TraceFileError) -> TraceFile.Scan<Verdicts>? {
        let release = Release(sim)
        let lists = (disagreements: shown ?? defaultShown, notJudged: shown ?? notJudgedShown)
        return try TraceFile.scan(source.bytes, name: source.name, workers: workers, pieceBytes: pieceBytes,
                                  taker: { Taker(sim: sim, release: release, velocity: velocity, lists: lists, everyRow: everyRow) },
                                  isInterrupted: isInterrupted)
    }

    /// Judges each trace the reader hands it, on the reader's thread.
    struct Taker: TraceTaker {
        let sim: Simulator
        let release: Release?
        let velocity: Replay.Velocity
        let policies: [any ReleasePolicy]
        /// What a run keeps (`Verdicts`).
        let lists: (disagreements: Int, notJudged: Int)
        let everyRow: Bool

        init(sim: Simulator, release: Release?, velocity: Replay.Velocity,
             lists: (disagreements: Int, notJudged: Int) = (defaultShown, notJudgedShown), everyRow: Bool = true) {
            self.sim = sim
            self.release = release
            self.velocity = velocity
            policies = release?.policies ?? []
            self.lists = lists
            self.everyRow = everyRow
        }

        func emptyList() -> Verdicts {
            Verdicts(disagreementsShown: lists.disagreements, notJudgedShown: lists.notJudged, everyRow: everyRow,
                     policies: ReleasePolicies.names.count)
        }

        func take(_ trace: Trace) -> Judged {
            let verdict = if let release, Release.follows(trace) {
                release.verdict(trace, velocity: velocity, policies: policies)
            } else {
                Judge.verdict(trace, velocity: velocity, on: sim)
            }
            return Judged(number: trace.number, line: trace.line, id: trace.id, verdict: verdict)
        }
    }

    /// One trace on a copy of `sim`.
    static func verdict(_ trace: Trace, velocity: Replay.Velocity, on sim: Simulator) -> Verdict {
        var copy = sim
        do {
            _ = try Replay.apply(trace, velocity: velocity, to: &copy)
        } catch {
            return .notJudged("at line \(error.line): \(error.message)")
        }
        if copy.gesture.state == .failed {
            return .notJudged("the finger never moved \(Values.show(sim.settings.slop)) points (the slop): no pan began")
        }
        guard case .percentDriven? = copy.drive, let release = copy.release else {
            return .notJudged("the pan drove no transition that a release policy judges")
        }
        let input = release.input
        let decisions = Decisions(copy.settings.allPolicies.lazy.map {
            release.bySystem ? $0.decideOnCancel(input) : $0.decideOnEnd(input)
        })
        return .judged(input, bySystem: release.bySystem, decisions)
    }

    // MARK: - The report

    /// The text, and each policy's counts (for `result`).
    static func report(_ request: JudgeRequest, files: [JudgedFile], sim: Simulator,
                       width: Int) -> (String, [[Int]]) {
        let names = ReleasePolicies.names
        var counts = Array(repeating: [0, 0, 0], count: names.count)
        var judged = 0, disagreementCount = 0, notJudgedCount = 0
        var disagreements: [Place] = []
        var notJudged: [Place] = []
        // Each policy's finishes, cancels and stays, three by three, summed over the
        // runs; the rows listed are the first of each run's, in the file's order.
        var tally = Array(repeating: 0, count: 3 * names.count)
        let listed = (disagreements: request.shown ?? defaultShown, notJudged: request.shown ?? notJudgedShown)
        for (f, file) in files.enumerated() {
            for (r, run) in file.runs.enumerated() {
                let verdicts = run.taken
                judged += verdicts.judged
                disagreementCount += verdicts.disagreements
                notJudgedCount += verdicts.notJudged
                for k in tally.indices { tally[k] += verdicts.tally[k] }
                for i in verdicts.rows.indices {
                    guard case .judged(_, _, let decisions) = verdicts.rows[i].verdict else {
                        if notJudged.count < listed.notJudged { notJudged.append((f, r, i)) }
                        continue
                    }
                    if !decisions.agree && disagreements.count < listed.disagreements { disagreements.append((f, r, i)) }
                }
            }
        }
        for p in counts.indices { counts[p] = Array(tally[3 * p ..< 3 * p + 3]) }
        func row(_ place: Place) -> Judged { files[place.file].runs[place.run].taken.rows[place.row] }
        func label(_ place: Place) -> String {
            let row = row(place)
            return Trace.shortLabel(file: files[place.file].name, line: row.line, id: row.id)
        }
        let total = files.reduce(0) { $0 + $1.count }
        let skipped = files.reduce(0) { $0 + $1.skipped.count }
        let fileCount = files.count
        var text = TextLayout.wrap("judged \(judged) of \(total) trace\(total == 1 ? "" : "s") in "
                                   + "\(fileCount) file\(fileCount == 1 ? "" : "s") on \(sim.scenarioName), by \(names.count) policies"
                                   + (skipped > 0 ? "; \(skipped) skipped as malformed" : "")
                                   + (notJudgedCount == 0 ? "" : "; \(notJudgedCount) not judged"),
                                   first: "", width: width)
        let nameWidth = max(6, names.map(\.count).max() ?? 0)
        text += "  " + TextLayout.pad("policy", nameWidth) + "  " + ["finish", "cancel", "stay"].map { TextLayout.leftPad($0, 8) }.joined() + "\n"
        for (p, name) in names.enumerated() {
            let mark = name == sim.settings.policy.rawValue ? "*" : " "
            text += mark + " " + TextLayout.pad(name, nameWidth) + "  "
                + counts[p].map { TextLayout.leftPad(String($0), 8) }.joined() + "\n"
        }
        text += "(* the current policy)\n"
        if disagreementCount == 0 {
            text += judged > 0 ? "every policy decides every trace alike\n" : ""
        } else {
            let shown = disagreements.count
            text += "\n" + TextLayout.wrap("the policies disagree on \(disagreementCount) trace\(disagreementCount == 1 ? "" : "s")"
                                           + (shown < disagreementCount ? " (the first \(shown); 'show all' lists every one)" : "")
                                           + ": # finishes, . cancels, ~ stays, in the table's order", first: "", width: width)
            let labels = disagreements.map(label)
            let labelWidth = max(5, labels.map(\.count).max() ?? 0)
            text += "  " + TextLayout.pad("trace", labelWidth) + "  " + TextLayout.leftPad("progress", 8) + "  "
                + TextLayout.leftPad("velocity", 11) + "  decisions\n"
            for (k, place) in disagreements.enumerated() {
                guard case .judged(let input, let bySystem, let decisions) = row(place).verdict else { continue }
                text += "  " + TextLayout.pad(labels[k], labelWidth) + "  "
                    + TextLayout.leftPad(Numbers.fixed(input.progress * 100, 1) + " %", 8) + "  "
                    + TextLayout.leftPad(Numbers.fixed(input.velocity, 0) + " pt/s", 11) + "  "
                    + decisions.map(Judging.symbol).joined() + (bySystem ? "  (system cancel)" : "") + "\n"
            }
        }
        if notJudgedCount > 0 {
            let shown = notJudged.count
            text += "\n" + TextLayout.wrap("not judged: \(notJudgedCount) trace\(notJudgedCount == 1 ? "" : "s")"
                                           + (shown < notJudgedCount ? " (the first \(shown))" : ""), first: "", width: width)
            for place in notJudged {
                guard case .notJudged(let why) = row(place).verdict else { continue }
                text += TextLayout.wrap(why, first: "  \(label(place)): ", rest: "    ", width: width)
            }
        }
        return (text, counts)
    }

    /// `result`: the counts per policy, every trace's verdict (the disagreements are
    /// those whose decisions differ), and what was skipped.
    static func json(_ files: [JudgedFile], counts: [[Int]], names: [String], workers: Int) -> JSON {
        let table = JSON.object(names.enumerated().map { p, name in
            (name, .object([("finish", .number(Double(counts[p][0]))), ("cancel", .number(Double(counts[p][1]))),
                            ("stay", .number(Double(counts[p][2])))]))
        })
        var objects: [JSON] = []
        objects.reserveCapacity(files.reduce(0) { $0 + $1.count })
        for file in files {
            objects += rowsJSON(file, names: names, workers: workers)
        }
        let skipped: [JSON] = files.flatMap { file in
            file.skipped.map { JSON.object([("file", .string(file.name)), ("line", .number(Double($0.line))),
                                            ("reason", .string($0.message))]) }
        }
        return .object([("policies", table), ("traces", .array(objects)), ("skipped", .array(skipped))])
    }

    /// A file's rows of `result.traces`, made on `workers` threads, a slice each. A
    /// JSON value is a box on the heap: a thread makes the values that repeat from row
    /// to row once (the file, true and false, each set of decisions) and shares them
    /// among its rows, so that fewer boxes are made, and freed afterwards on one
    /// thread. It makes its own, and its own copies of the names: retaining shared ones
    /// for every row would bounce their counts between the cores.
    static func rowsJSON(_ file: JudgedFile, names: [String], workers: Int) -> [JSON] {
        let name = file.name
        var rows: [Judged] = []
        rows.reserveCapacity(file.count)
        for run in file.runs {
            for var row in run.taken.rows {
                row.number += run.before
                rows.append(row)
            }
        }
        return Parallel.mapSlices(rows[...], workers: workers) { slice in
            let names = names.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            let yes = JSON.bool(true), no = JSON.bool(false)
            let file = JSON.string(String(decoding: Array(name.utf8), as: UTF8.self))
            var decided: [UInt32: JSON] = [:]
            return slice.map { row in
                var fields: [(String, JSON)] = []
                fields.reserveCapacity(10)
                fields += [("file", file), ("line", .number(Double(row.line))),
                           ("trace", .number(Double(row.number))), ("id", row.id.map(JSON.string) ?? .null)]
                switch row.verdict {
                case .judged(let input, let bySystem, let decisions):
                    let object = decided[decisions.key] ?? {
                        let made = JSON.object(zip(names, decisions).map { ($0, .string($1.rawValue)) })
                        decided[decisions.key] = made
                        return made
                    }()
                    fields += [("progress", .number(input.progress)), ("translation", .number(input.translation)),
                               ("velocity", .number(input.velocity)), ("bySystem", bySystem ? yes : no),
                               ("agree", decisions.agree ? yes : no), ("decisions", object)]
                case .notJudged(let why):
                    fields.append(("notJudged", .string(why)))
                }
                return .object(fields)
            }
        }
    }
}
