import PantographEngine

/// `judge FILE…`: every trace of the files replayed on a copy of the state, its
/// release judged by every policy, as `compare` judges one (docs/recording.md).
enum Judge {
    /// The names of the table's rows: the policies, after the app's handler on an app.
    static func policyNames(_ app: AppSubject?) -> [String] {
        app == nil ? ReleasePolicies.names : [AppRelease.judgeName] + ReleasePolicies.names
    }

    /// One trace's outcome.
    enum Verdict: Hashable, Sendable {
        /// The release, whether the system ended it, and each policy's decision in
        /// `ReleasePolicies.all`'s order.
        case judged(ReleaseInput, bySystem: Bool, Decisions)
        /// Why no policy judged it, in words.
        case notJudged(String)
    }

    /// One trace judged: where it is in its file, its verdict, and what the user meant.
    struct Judged: Sendable {
        /// 1-based: the order of its `began` among its run's (`TraceFile.Run`).
        var number: Int
        var line: Int
        var id: String?
        var verdict: Verdict
        /// Said by its file, or inferred; set once its run has labelled it (`Verdicts`).
        var label: IntentInference.Label?
    }

    /// What a taker hands its run for each trace: the row, what the file says the user
    /// meant, and what `infer intent` reads of it — a few numbers, not its samples.
    struct Taken: Sendable {
        var row: Judged
        var said: Intent?
        var gesture: IntentInference.Gesture
    }

    /// The rows of the disagreement table, and the wrong traces per policy, that the
    /// text shows unless asked for more.
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
    static func run(_ request: JudgeRequest, on sim: Simulator, app: AppSubject? = nil, width: Int = TextLayout.width,
                    scenes: SceneLibrary = .builtIn, everyRow: Bool = true, isInterrupted: () -> Bool,
                    progress: (CommandProgress) -> Void = { _ in })
        throws(CommandError) -> (String, @Sendable () -> JSON, [FileWarning]) {
        let files = try judgedFiles(request, on: sim, app: app, scenes: scenes, everyRow: everyRow,
                                    isInterrupted: isInterrupted, progress: progress)
        let (text, totals) = try report(request, files: files, sim: sim, app: app, width: width,
                                        isInterrupted: isInterrupted)
        let names = policyNames(app), workers = request.workers
        if everyRow {
            // The request is not kept: it holds the files' bytes.
            return (text, { [totals] in json(files, totals: totals, names: names, workers: workers) }, warnings(files))
        }
        // Kept until the next command, with the files' bytes: judged again only if read.
        // An app's traces are let go: read again too, rather than held until then.
        var app = app
        app?.files = nil
        return (text, { [totals, app] in
            guard let files = try? judgedFiles(request, on: sim, app: app, scenes: scenes, everyRow: true,
                                               isInterrupted: { false })
            else { return .null }
            return json(files, totals: totals, names: names, workers: workers)
        }, warnings(files))
    }

    /// Every file judged in turn, each run keeping its `Verdicts`; in text, only the
    /// rows the text lists stay once a run is settled (`Verdicts.keepListed`).
    static func judgedFiles(_ request: JudgeRequest, on sim: Simulator, app: AppSubject? = nil,
                            scenes: SceneLibrary = .builtIn, everyRow: Bool, isInterrupted: () -> Bool,
                            progress: (CommandProgress) -> Void = { _ in }) throws(CommandError) -> [JudgedFile] {
        let shown = request.shown ?? defaultShown, notJudged = request.shown ?? notJudgedShown
        let policies = policyNames(app).count, within = request.inference
        var listed = Verdicts.Listed(policies: policies)
        return try read(request.sources, by: "judge", velocity: request.velocity, workers: request.workers,
                        inferring: within, on: sim, app: app, scenes: scenes, isInterrupted: isInterrupted,
                        progress: progress,
                        settled: { $0.keepListed(&listed) }) {
            Verdicts(shown: shown, notJudgedShown: notJudged, everyRow: everyRow, policies: policies, inferringWithin: within)
        }
    }

    /// Every trace of the files judged, in order, on `workers` threads, each run keeping
    /// what `list` keeps; a run is settled — its last trace labelled — as soon as the
    /// next run's first is known, and then handed to `settled`, on this thread, in the
    /// files' order. `command` names the command in refusals. A file that is not a
    /// trace file, or was cut short while it was read, refuses them all.
    static func read<List: LabellingList>(_ sources: [TraceSource], by command: String, velocity: Replay.Velocity,
                                          workers: Int, inferring within: Double?, on sim: Simulator,
                                          app: AppSubject? = nil, scenes: SceneLibrary, isInterrupted: () -> Bool,
                                          progress: (CommandProgress) -> Void,
                                          settled: (inout List) -> Void = { _ in },
                                          list: @escaping @Sendable () -> List) throws(CommandError) -> [File<List>] {
        if app == nil, sim.gesture.isTracking || sim.gesture.isFingerDown {
            throw CommandError(message: "\(command) replays its own touches; end the gesture in progress first", column: nil)
        }
        if app == nil, let none = Phrasing.noReleasePolicy(sim, scenes: scenes) {
            throw CommandError(message: "\(command) needs a gesture that a release policy judges: \(none.why)\n\(none.advice)", column: nil)
        }
        let total = sources.reduce(0) { $0 + $1.bytes.count }
        var before = 0
        var files: [File<List>] = []
        for (f, source) in sources.enumerated() {
            var scan = try scanned(source, by: command) { () throws(TraceFileError) in
                try judged(source, velocity: velocity, on: sim, given: app?.verdicts[f], kept: app?.files?[f],
                           workers: workers, inferring: within,
                           isInterrupted: isInterrupted, list: list, progress: { taken in
                               progress(CommandProgress(command: command, step: "reading and judging",
                                                        done: before + taken, total: total))
                           }, joined: { runs in
                               guard runs.count >= 2 else { return }
                               let next = runs[runs.count - 1].taken.first
                               runs[runs.count - 2].taken.settle(next: next)
                               settled(&runs[runs.count - 2].taken)
                           })
            }
            if !scan.runs.isEmpty {
                scan.runs[scan.runs.count - 1].taken.settle(next: nil)
                settled(&scan.runs[scan.runs.count - 1].taken)
            }
            files.append(File(name: source.name, runs: scan.runs, skipped: scan.skipped, began: scan.began))
            before += source.bytes.count
        }
        return files
    }

    /// What `scan` read of `source`, or `command`'s refusal of it: a file that is not a
    /// trace file, or was cut short while it was read; or its words for a Ctrl-C.
    static func scanned<Kept>(_ source: TraceSource, by command: String,
                              _ scan: () throws(TraceFileError) -> TraceFile.Scan<Kept>?) throws(CommandError) -> TraceFile.Scan<Kept> {
        let read: TraceFile.Scan<Kept>?
        do {
            read = try scan()
        } catch {
            if source.bytes.wasCutShort { throw CommandError(message: TraceFile.cutShort(source.name, by: command), column: source.column) }
            throw CommandError(message: error.refusal(by: command), column: source.column)
        }
        if source.bytes.wasCutShort { throw CommandError(message: TraceFile.cutShort(source.name, by: command), column: source.column) }
        guard let read else { throw CommandError(message: "\(command) interrupted: nothing judged", column: nil) }
        return read
    }

    /// The files' skipped traces, as warnings at their lines.
    static func warnings<Kept>(_ files: [File<Kept>]) -> [FileWarning] {
        files.flatMap { file in
            file.skipped.map { FileWarning(file: file.name, line: $0.line, column: $0.column, message: $0.message) }
        }
    }

    /// A file's traces judged, as the threads kept them, and what was skipped.
    struct File<Kept: LabellingList>: Sendable {
        var name: String
        var runs: [TraceFile.Run<Kept>]
        var skipped: [TraceProblem]
        /// How many traces began in it, kept or skipped.
        var began: Int

        var count: Int { runs.reduce(0) { $0 + $1.taken.count } }
    }

    typealias JudgedFile = File<Verdicts>

    /// Where a row is: its file, its run, its index in the run's rows.
    typealias Place = (file: Int, run: Int, row: Int)

    // MARK: - On every core

    /// Every trace of the file judged as it is read (`TraceFile.scan`), in the file's
    /// order whatever the number of workers; nil when interrupted. Each thread makes
    /// its own taker, with its own policies, so that no object is shared by two
    /// threads for each trace, and no sample outlives its trace. From a state at rest
    /// a trace's release is the recognizer's (`Release`); from any other, every trace
    /// is replayed on its own copy of the simulator. On an app, `kept` is the file as
    /// its trials read it (`AppSubject.files`): taken again from there, not read twice.
    static func judged<List: LabellingList>(_ source: TraceSource, velocity: Replay.Velocity = .estimated, on sim: Simulator,
                                            given: [Int: Verdict]? = nil, kept: TraceFile.Scan<[Trace]>? = nil,
                                            workers: Int, inferring within: Double?,
                                            isInterrupted: () -> Bool,
                                            list: @escaping @Sendable () -> List, progress: (Int) -> Void = { _ in },
                                            joined: (inout [TraceFile.Run<List>]) -> Void = { _ in })
        throws(TraceFileError) -> TraceFile.Scan<List>? {
        let release = given == nil ? Release(sim) : nil
        // What `infer intent` reads of a trace is worked out only when it is asked for.
        let direction = within == nil || given != nil ? nil : release?.mapping.direction ?? gestureDirection(sim)
        let taker = { @Sendable in Taker(sim: sim, release: release, given: given, velocity: velocity, direction: direction, list: list) }
        // An app's trials read the file already: its traces are taken again as they were read.
        if let kept { return kept.retaken(by: taker(), joined: joined) }
        return try TraceFile.scan(source.bytes, name: source.name, workers: workers, pieceBytes: pieceBytes,
                                  taker: taker, isInterrupted: isInterrupted, progress: progress, joined: joined)
    }

    /// The way the scene's gesture goes from `sim`'s state, where a pan begun there
    /// drives a transition by its percent.
    static func gestureDirection(_ sim: Simulator) -> Point? {
        var probe = sim
        guard (try? probe.apply(.panBegin(at: nil))) != nil, case .percentDriven(let mapping, _)? = probe.drive else {
            return nil
        }
        return mapping.direction
    }

    /// Judges each trace the reader hands it, on the reader's thread.
    struct Taker<List: LabellingList>: TraceTaker {
        let sim: Simulator
        let release: Release?
        /// An app's verdicts, by the line of each trace's `began` (`AppSubject`).
        let given: [Int: Verdict]?
        let velocity: Replay.Velocity
        let policies: [any ReleasePolicy]
        /// The way the scene's gesture goes, when `infer intent` reads each trace's.
        let direction: Point?
        /// The policy in force, whose decision stands for what the app did.
        let inForce: Int
        let list: @Sendable () -> List

        init(sim: Simulator, release: Release?, given: [Int: Verdict]? = nil, velocity: Replay.Velocity,
             direction: Point?, list: @escaping @Sendable () -> List) {
            self.sim = sim
            self.release = release
            self.given = given
            self.velocity = velocity
            self.direction = direction
            self.list = list
            policies = release?.policies ?? []
            // An app's handler is what the app did: the first of its decisions.
            inForce = given != nil ? 0 : PolicyName.allCases.firstIndex(of: sim.settings.policy)!
        }

        func emptyList() -> List { list() }

        func take(_ trace: Trace) -> Taken {
            let verdict = if let given {
                given[trace.line] ?? .notJudged("the app did not judge it")
            } else if let release, Release.follows(trace) {
                release.verdict(trace, velocity: velocity, policies: policies)
            } else {
                Judge.verdict(trace, velocity: velocity, on: sim)
            }
            var gesture = IntentInference.Gesture(start: 0, end: 0, way: .nowhere, outcome: nil)
            if let direction {
                gesture.start = trace.samples[0].t
                gesture.end = trace.samples[trace.samples.count - 1].t
                gesture.way = IntentInference.Way.of(trace, along: direction, slop: sim.settings.slop)
                if case .judged(_, _, let decisions) = verdict { gesture.outcome = decisions[inForce] }
            }
            return Taken(row: Judged(number: trace.number, line: trace.line, id: trace.id, verdict: verdict),
                         said: trace.intent, gesture: gesture)
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

    /// The files' counts, summed over their runs.
    struct Totals: Sendable {
        var traces = 0, judged = 0, disagreements = 0, notJudged = 0
        /// Each policy's finishes, cancels and stays, three by three.
        var tally: [Int]
        var accuracy: Accuracy
        var intent: IntentSummary

        init(_ files: [JudgedFile], inferringWithin within: Double?, policy: PolicyName,
             policies: Int = ReleasePolicies.names.count) {
            tally = Array(repeating: 0, count: 3 * policies)
            accuracy = Accuracy(policies: policies)
            intent = IntentSummary(within: within, policy: policy)
            for file in files {
                for run in file.runs {
                    let v = run.taken
                    traces += v.count
                    judged += v.judged
                    disagreements += v.disagreements
                    notJudged += v.notJudged
                    for k in tally.indices { tally[k] += v.tally[k] }
                    accuracy.add(v.accuracy)
                    intent.add(v.labelled, traces: v.count)
                }
            }
        }

        /// Policy `p`'s finishes, cancels and stays.
        func counts(_ p: Int) -> ArraySlice<Int> { tally[3 * p ..< 3 * p + 3] }
    }

    /// The text, and the counts (for `result`). The rows listed are the first of each
    /// run's, in the file's order; naming them may read a file again (`names`).
    static func report(_ request: JudgeRequest, files: [JudgedFile], sim: Simulator, app: AppSubject? = nil, width: Int,
                       isInterrupted: () -> Bool) throws(CommandError) -> (String, Totals) {
        let names = policyNames(app), marked = app == nil ? sim.settings.policy.rawValue : AppRelease.judgeName
        let totals = Totals(files, inferringWithin: request.inference, policy: sim.settings.policy, policies: names.count)
        let shown = request.shown ?? defaultShown, notJudgedListed = request.shown ?? notJudgedShown
        var disagreements: [Place] = [], notJudged: [Place] = []
        var wrong = Array(repeating: [(place: Place, meant: Intent)](), count: names.count)
        for (f, file) in files.enumerated() {
            for (r, run) in file.runs.enumerated() {
                for (i, row) in run.taken.rows.enumerated() {
                    let place = (f, r, i)
                    guard case .judged(_, _, let decisions) = row.verdict else {
                        if notJudged.count < notJudgedListed { notJudged.append(place) }
                        continue
                    }
                    if !decisions.agree && disagreements.count < shown { disagreements.append(place) }
                    if let label = row.label {
                        for p in decisions.indices where !label.intent.agrees(with: decisions[p]) && wrong[p].count < shown {
                            wrong[p].append((place, label.intent))
                        }
                    }
                }
            }
        }
        func row(_ place: Place) -> Judged {
            let run = files[place.file].runs[place.run]
            var row = run.taken.rows[place.row]
            row.number += run.before
            return row
        }
        let namers = try Self.names(files, request.sources, printing: disagreements + notJudged + wrong.joined().map(\.place),
                                    kept: app?.files, workers: request.workers, isInterrupted: isInterrupted)
        func label(_ place: Place) -> String {
            Judge.label(row(place), in: files[place.file].name, names: namers[place.file])
        }
        let total = totals.traces
        let skipped = files.reduce(0) { $0 + $1.skipped.count }
        let fileCount = files.count
        var text = TextLayout.wrap("judged \(totals.judged) of \(total) trace\(total == 1 ? "" : "s") in "
                                   + "\(fileCount) file\(fileCount == 1 ? "" : "s") on \(app?.name ?? sim.sceneName), "
                                   + (app == nil ? "by \(names.count) policies" : "by its handler and \(names.count - 1) policies")
                                   + (skipped > 0 ? "; \(skipped) skipped as malformed" : "")
                                   + (totals.notJudged == 0 ? "" : "; \(totals.notJudged) not judged"),
                                   first: "", width: width)
        let nameWidth = max(6, names.map(\.count).max() ?? 0)
        text += "  " + TextLayout.pad("policy", nameWidth) + "  " + ["finish", "cancel", "stay"].map { TextLayout.leftPad($0, 8) }.joined() + "\n"
        for (p, name) in names.enumerated() {
            let mark = name == marked ? "*" : " "
            text += mark + " " + TextLayout.pad(name, nameWidth) + "  "
                + totals.counts(p).map { TextLayout.leftPad(String($0), 8) }.joined() + "\n"
        }
        text += app == nil ? "(* the current policy)\n" : "(* what the app's handler did)\n"
        if totals.disagreements == 0 {
            text += totals.judged > 0 ? "every policy decides every trace alike\n" : ""
        } else {
            let listed = disagreements.count
            text += "\n" + TextLayout.wrap("the policies disagree on \(totals.disagreements) trace\(totals.disagreements == 1 ? "" : "s")"
                                           + listing(listed, of: totals.disagreements), first: "", width: width)
            if listed > 0 {
                text += TextLayout.wrap("# finishes, . cancels, ~ stays, in the table's order", first: "", width: width)
                text += table(disagreements.map { place in
                    guard case .judged(let input, let bySystem, let decisions) = row(place).verdict else { return nil }
                    return (label(place), input, decisions.map(Judging.symbol).joined() + (bySystem ? "  (system cancel)" : ""))
                }, last: "decisions")
            }
        }
        text += intentText(totals.intent, accuracy: totals.accuracy, wrong: wrong, names: names, marked: marked, shown: shown,
                           width: width) { place in
            guard case .judged(let input, _, let decisions) = row(place).verdict else { return nil }
            return (label(place), input, decisions)
        }
        if totals.notJudged > 0 {
            let listed = notJudged.count
            text += "\n" + TextLayout.wrap("not judged: \(totals.notJudged) trace\(totals.notJudged == 1 ? "" : "s")"
                                           + (listed < totals.notJudged ? " (the first \(listed))" : ""), first: "", width: width)
            for place in notJudged {
                guard case .notJudged(let why) = row(place).verdict else { continue }
                text += TextLayout.wrap(why, first: "  \(label(place)): ", rest: "    ", width: width)
            }
        }
        return (text, totals)
    }

    /// How each file names the traces the text prints (`TraceNames`): a name is the
    /// trace's id when no other kept trace of the file has it, which only the whole
    /// file tells. A file whose every verdict was kept tells it from them; else, when
    /// a trace printed has an id that is no number, the file is read again counting
    /// only those ids (`TraceNames.uses`): time spent where holding every trace's id
    /// would grow with the file. An app's trials hold every trace (`kept`): their ids tell.
    static func names(_ files: [JudgedFile], _ sources: [TraceSource], printing places: [Place],
                      kept: [TraceFile.Scan<[Trace]>]? = nil, workers: Int,
                      isInterrupted: () -> Bool) throws(CommandError) -> [TraceNames] {
        var wanted = [Set<String>](repeating: [], count: files.count)
        for place in places {
            if let id = files[place.file].runs[place.run].taken.rows[place.row].id, TraceNames.number(id) == nil {
                wanted[place.file].insert(id)
            }
        }
        var names: [TraceNames] = []
        for (f, file) in files.enumerated() {
            if wanted[f].isEmpty {
                names.append(TraceNames(uses: [:], began: file.began))
            } else if file.runs.allSatisfy(\.taken.everyRow) {
                names.append(TraceNames(ids: file.runs.lazy.flatMap { $0.taken.rows.lazy.map(\.id) }, began: file.began))
            } else if let kept = kept?[f] {
                names.append(TraceNames(ids: kept.runs.lazy.flatMap { $0.taken.lazy.map(\.id) }, began: file.began))
            } else {
                let source = sources[f]
                let uses: [String: Int]?
                do {
                    uses = try TraceNames.uses(of: wanted[f], in: source.bytes, name: source.name, workers: workers,
                                               pieceBytes: pieceBytes, isInterrupted: isInterrupted)
                } catch {
                    throw CommandError(message: error.refusal(by: "judge"), column: source.column)
                }
                if source.bytes.wasCutShort { throw CommandError(message: TraceFile.cutShort(source.name, by: "judge"), column: source.column) }
                guard let uses else { throw CommandError(message: "judge interrupted: nothing judged", column: nil) }
                names.append(TraceNames(uses: uses, began: file.began))
            }
        }
        return names
    }

    /// What follows a list's count: how many are listed, and how to see more.
    static func listing(_ listed: Int, of count: Int) -> String {
        if listed == count { return ":" }
        if listed == 0 { return " ('show N' lists N of them)" }
        return " (the first \(listed); 'show all' lists every one):"
    }

    /// How a row is named in tables and lists: `FILE:LINE trace NAME`, the file without
    /// its folder, and the name `replay … trace NAME` takes (`TraceNames`).
    static func label(_ row: Judged, in file: String, names: TraceNames) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return "\(base):\(row.line) trace \(names.name(number: row.number, id: row.id))"
    }

    /// Rows of traces with their release progress and velocity, and a last column.
    static func table(_ rows: [(label: String, input: ReleaseInput, last: String)?], last: String) -> String {
        let labelWidth = max(5, rows.map { $0?.label.count ?? 0 }.max() ?? 0)
        var text = "  " + TextLayout.pad("trace", labelWidth) + "  " + TextLayout.leftPad("progress", 8) + "  "
            + TextLayout.leftPad("velocity", 11) + "  " + last + "\n"
        for case let row? in rows {
            text += "  " + TextLayout.pad(row.label, labelWidth) + "  "
                + TextLayout.leftPad(Numbers.fixed(row.input.progress * 100, 1) + " %", 8) + "  "
                + TextLayout.leftPad(Numbers.fixed(row.input.velocity, 0) + " pt/s", 11) + "  " + row.last + "\n"
        }
        return text
    }

    /// `result`: the counts per policy, every trace's verdict (the disagreements are
    /// those whose decisions differ) and intent, what was skipped, and each policy's
    /// agreement with intent.
    static func json(_ files: [JudgedFile], totals: Totals, names: [String], workers: Int) -> JSON {
        let table = JSON.object(names.enumerated().map { p, name in
            let counts = totals.counts(p)
            return (name, .object(zip(["finish", "cancel", "stay"], counts).map { ($0, .number(Double($1))) }))
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
        return .object([("policies", table), ("traces", .array(objects)), ("skipped", .array(skipped)),
                        ("intent", totals.intent.json), ("accuracy", totals.accuracy.json(names: names))])
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
            let intents = Dictionary(uniqueKeysWithValues: Intent.allCases.map { ($0, JSON.string($0.rawValue)) })
            let sources = Dictionary(uniqueKeysWithValues: IntentInference.Source.allCases.map { ($0, JSON.string($0.rawValue)) })
            return slice.map { row in
                var fields: [(String, JSON)] = []
                fields.reserveCapacity(12)
                fields += [("file", file), ("line", .number(Double(row.line))),
                           ("trace", .number(Double(row.number))), ("id", row.id.map(JSON.string) ?? .null),
                           ("intent", row.label.map { intents[$0.intent]! } ?? .null),
                           ("intentFrom", row.label.map { sources[$0.source]! } ?? .null)]
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
