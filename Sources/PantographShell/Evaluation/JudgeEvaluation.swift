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
        /// What the file says the user meant.
        var intent: Intent?
        /// Which way it went along the scene's gesture, and when the finger came down
        /// and lifted (the device's clock): what `infer intent` reads.
        var way: IntentInference.Way
        var start: Double
        var end: Double
    }

    /// The rows of the disagreement table that the text shows unless asked for more.
    static let defaultShown = 10

    /// The bytes a piece of a file holds when `judge` reads it (`TraceFile.scan`):
    /// about 3 ms of work. The threads take pieces in turn, so they finish within a
    /// piece of each other; smaller pieces would cost a taker and a join each.
    static let pieceBytes = 1 << 20

    static func run(_ request: JudgeRequest, on sim: Simulator, width: Int = TextLayout.width,
                    scenes: SceneLibrary = .builtIn, isInterrupted: () -> Bool,
                    progress: (CommandProgress) -> Void = { _ in })
        throws(CommandError) -> (String, @Sendable () -> JSON, [FileWarning]) {
        let files = try read(request.sources, by: "judge", velocity: request.velocity, workers: request.workers, on: sim,
                             scenes: scenes, isInterrupted: isInterrupted, progress: progress)
        let labels = Labels(files, inferringWithin: request.inference, policy: sim.settings.policy)
        let (text, json) = report(request, files: files, labels: labels, sim: sim, width: width)
        return (text, json, warnings(files))
    }

    /// Every trace of the files judged, in order, on `workers` threads; `command` names
    /// the command in refusals. A file that is not a trace file refuses them all.
    static func read(_ sources: [TraceSource], by command: String, velocity: Replay.Velocity, workers: Int,
                     on sim: Simulator, scenes: SceneLibrary, isInterrupted: () -> Bool,
                     progress: (CommandProgress) -> Void) throws(CommandError) -> [JudgedFile] {
        if sim.gesture.isTracking || sim.gesture.isFingerDown {
            throw CommandError(message: "\(command) replays its own touches; end the gesture in progress first", column: nil)
        }
        if let none = Phrasing.noReleasePolicy(sim, scenes: scenes) {
            throw CommandError(message: "\(command) needs a gesture that a release policy judges: \(none.why)\n\(none.advice)", column: nil)
        }
        let total = sources.reduce(0) { $0 + $1.bytes.count }
        var before = 0
        var files: [JudgedFile] = []
        for source in sources {
            let scan: TraceFile.Scan<Judged>?
            do {
                scan = try judged(source, velocity: velocity, on: sim, workers: workers, isInterrupted: isInterrupted,
                                  progress: { taken in
                                      progress(CommandProgress(command: command, step: "reading and judging",
                                                               done: before + taken, total: total))
                                  })
            } catch {
                throw CommandError(message: error.refusal(by: command), column: source.column)
            }
            guard let scan else { throw CommandError(message: "\(command) interrupted: nothing judged", column: nil) }
            files.append(JudgedFile(name: source.name, runs: scan.runs, skipped: scan.skipped, began: scan.began))
            before += source.bytes.count
        }
        return files
    }

    /// The files' skipped traces, as warnings at their lines.
    static func warnings(_ files: [JudgedFile]) -> [FileWarning] {
        files.flatMap { file in
            file.skipped.map { FileWarning(file: file.name, line: $0.line, column: $0.column, message: $0.message) }
        }
    }

    /// A file's traces judged, as the threads made them, and what was skipped.
    struct JudgedFile: Sendable {
        var name: String
        var runs: [TraceFile.Run<Judged>]
        var skipped: [TraceProblem]
        /// How many traces began in it, kept or skipped.
        var began: Int

        var count: Int { runs.reduce(0) { $0 + $1.taken.count } }

        /// Each row in the file's order, with its number among the file's and its index
        /// among the file's rows.
        func forEachRow(_ body: (_ index: Int, _ place: (run: Int, row: Int), _ judged: Judged) -> Void) {
            var index = 0
            for (r, run) in runs.enumerated() {
                for i in run.taken.indices {
                    var row = run.taken[i]
                    row.number += run.before
                    body(index, (r, i), row)
                    index += 1
                }
            }
        }

        /// How it names its traces (`TraceNames`): made when a label is printed.
        var names: TraceNames {
            TraceNames(ids: runs.lazy.flatMap { $0.taken.lazy.map(\.id) }, began: began)
        }
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
                       workers: Int, isInterrupted: () -> Bool,
                       progress: (Int) -> Void = { _ in }) throws(TraceFileError) -> TraceFile.Scan<Judged>? {
        let release = Release(sim)
        let direction = release?.mapping.direction ?? gestureDirection(sim)
        return try TraceFile.scan(source.bytes, name: source.name, workers: workers, pieceBytes: pieceBytes,
                                  taker: { Taker(sim: sim, release: release, velocity: velocity, direction: direction) },
                                  isInterrupted: isInterrupted, progress: progress)
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
    struct Taker: TraceTaker {
        let sim: Simulator
        let release: Release?
        let velocity: Replay.Velocity
        let policies: [any ReleasePolicy]
        let direction: Point?

        init(sim: Simulator, release: Release?, velocity: Replay.Velocity, direction: Point?) {
            self.sim = sim
            self.release = release
            self.velocity = velocity
            self.direction = direction
            policies = release?.policies ?? []
        }

        func take(_ trace: Trace) -> Judged {
            let verdict = if let release, Release.follows(trace) {
                release.verdict(trace, velocity: velocity, policies: policies)
            } else {
                Judge.verdict(trace, velocity: velocity, on: sim)
            }
            let way = direction.map { IntentInference.Way.of(trace, along: $0, slop: sim.settings.slop) } ?? .nowhere
            return Judged(number: trace.number, line: trace.line, id: trace.id, verdict: verdict, intent: trace.intent,
                          way: way, start: trace.samples[0].t, end: trace.samples[trace.samples.count - 1].t)
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

    /// The text, and how to make `result` (`json`) when something reads it.
    static func report(_ request: JudgeRequest, files: [JudgedFile], labels: Labels, sim: Simulator,
                       width: Int) -> (String, @Sendable () -> JSON) {
        let names = ReleasePolicies.names
        var judged = 0
        var disagreements: [Place] = []
        var notJudged: [Place] = []
        let shown = request.shown ?? defaultShown
        // Each policy's finishes, cancels and stays, three by three, and against intent;
        // one pass over every trace, on this thread, so no more than it takes.
        var tally = Array(repeating: 0, count: 3 * names.count)
        var accuracy = Accuracy(policies: names.count, keeping: shown)
        for (f, file) in files.enumerated() {
            file.forEachRow { index, at, row in
                let place = (f, at.run, at.row)
                guard case .judged(_, _, let decisions) = row.verdict else {
                    notJudged.append(place)
                    return
                }
                judged += 1
                for p in decisions.indices { tally[3 * p + Decisions.code(decisions[p])] += 1 }
                if !decisions.agree { disagreements.append(place) }
                if let label = labels.label(file: f, index: index) {
                    accuracy.count(decisions, meant: label.intent, at: place)
                }
            }
        }
        let counts = names.indices.map { p in Array(tally[3 * p ..< 3 * p + 3]) }
        // Made for a file when one of its traces is first printed: a text that lists
        // none (show 0, a JSON record) spends nothing on the names.
        var namers = [TraceNames?](repeating: nil, count: files.count)
        func row(_ place: Place) -> Judged {
            let run = files[place.file].runs[place.run]
            var row = run.taken[place.row]
            row.number += run.before
            return row
        }
        func label(_ place: Place) -> String {
            let names = namers[place.file] ?? files[place.file].names
            namers[place.file] = names
            return Judge.label(row(place), in: files[place.file].name, names: names)
        }
        let total = files.reduce(0) { $0 + $1.count }
        let skipped = files.reduce(0) { $0 + $1.skipped.count }
        let fileCount = files.count
        var text = TextLayout.wrap("judged \(judged) of \(total) trace\(total == 1 ? "" : "s") in "
                                   + "\(fileCount) file\(fileCount == 1 ? "" : "s") on \(sim.scenarioName), by \(names.count) policies"
                                   + (skipped > 0 ? "; \(skipped) skipped as malformed" : "")
                                   + (notJudged.isEmpty ? "" : "; \(notJudged.count) not judged"),
                                   first: "", width: width)
        let nameWidth = max(6, names.map(\.count).max() ?? 0)
        text += "  " + TextLayout.pad("policy", nameWidth) + "  " + ["finish", "cancel", "stay"].map { TextLayout.leftPad($0, 8) }.joined() + "\n"
        for (p, name) in names.enumerated() {
            let mark = name == sim.settings.policy.rawValue ? "*" : " "
            text += mark + " " + TextLayout.pad(name, nameWidth) + "  "
                + counts[p].map { TextLayout.leftPad(String($0), 8) }.joined() + "\n"
        }
        text += "(* the current policy)\n"
        if disagreements.isEmpty {
            text += judged > 0 ? "every policy decides every trace alike\n" : ""
        } else {
            let listed = min(disagreements.count, shown)
            text += "\n" + TextLayout.wrap("the policies disagree on \(disagreements.count) trace\(disagreements.count == 1 ? "" : "s")"
                                           + listing(listed, of: disagreements.count), first: "", width: width)
            if listed > 0 {
                text += TextLayout.wrap("# finishes, . cancels, ~ stays, in the table's order", first: "", width: width)
                text += table(disagreements.prefix(listed).map { place in
                    guard case .judged(let input, let bySystem, let decisions) = row(place).verdict else { return nil }
                    return (label(place), input, decisions.map(Judging.symbol).joined() + (bySystem ? "  (system cancel)" : ""))
                }, last: "decisions")
            }
        }
        text += intentText(labels, accuracy: accuracy, names: names, sim: sim, shown: shown, width: width) { place in
            guard case .judged(let input, _, let decisions) = row(place).verdict else { return nil }
            return (label(place), input, decisions)
        }
        if !notJudged.isEmpty {
            let listed = min(notJudged.count, request.shown ?? 3)
            text += "\n" + TextLayout.wrap("not judged: \(notJudged.count) trace\(notJudged.count == 1 ? "" : "s")"
                                           + (listed < notJudged.count ? " (the first \(listed))" : ""), first: "", width: width)
            for place in notJudged.prefix(listed) {
                guard case .notJudged(let why) = row(place).verdict else { continue }
                text += TextLayout.wrap(why, first: "  \(label(place)): ", rest: "    ", width: width)
            }
        }
        // The request is not kept: it holds the files' bytes.
        let workers = request.workers
        return (text, { [counts, accuracy] in
            json(files, counts: counts, names: names, labels: labels, accuracy: accuracy, workers: workers)
        })
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
    static func json(_ files: [JudgedFile], counts: [[Int]], names: [String], labels: Labels, accuracy: Accuracy,
                     workers: Int) -> JSON {
        let table = JSON.object(names.enumerated().map { p, name in
            (name, .object([("finish", .number(Double(counts[p][0]))), ("cancel", .number(Double(counts[p][1]))),
                            ("stay", .number(Double(counts[p][2])))]))
        })
        var objects: [JSON] = []
        objects.reserveCapacity(files.reduce(0) { $0 + $1.count })
        for (f, file) in files.enumerated() {
            objects += rowsJSON(file, names: names, labels: labels.byFile[f], workers: workers)
        }
        let skipped: [JSON] = files.flatMap { file in
            file.skipped.map { JSON.object([("file", .string(file.name)), ("line", .number(Double($0.line))),
                                            ("reason", .string($0.message))]) }
        }
        return .object([("policies", table), ("traces", .array(objects)), ("skipped", .array(skipped)),
                        ("intent", labels.json), ("accuracy", accuracy.json(names: names))])
    }

    /// A file's rows of `result.traces`, made on `workers` threads, a slice each. A
    /// JSON value is a box on the heap: a thread makes the values that repeat from row
    /// to row once (the file, true and false, each set of decisions) and shares them
    /// among its rows, so that fewer boxes are made, and freed afterwards on one
    /// thread. It makes its own, and its own copies of the names: retaining shared ones
    /// for every row would bounce their counts between the cores.
    static func rowsJSON(_ file: JudgedFile, names: [String], labels: [IntentInference.Label?], workers: Int) -> [JSON] {
        let name = file.name
        var rows: [(Judged, IntentInference.Label?)] = []
        rows.reserveCapacity(file.count)
        file.forEachRow { index, _, row in rows.append((row, labels.isEmpty ? nil : labels[index])) }
        return Parallel.mapSlices(rows[...], workers: workers) { slice in
            let names = names.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            let yes = JSON.bool(true), no = JSON.bool(false)
            let file = JSON.string(String(decoding: Array(name.utf8), as: UTF8.self))
            var decided: [UInt32: JSON] = [:]
            let intents = Dictionary(uniqueKeysWithValues: Intent.allCases.map { ($0, JSON.string($0.rawValue)) })
            let sources = Dictionary(uniqueKeysWithValues: IntentInference.Source.allCases.map { ($0, JSON.string($0.rawValue)) })
            return slice.map { row, label in
                var fields: [(String, JSON)] = []
                fields.reserveCapacity(12)
                fields += [("file", file), ("line", .number(Double(row.line))),
                           ("trace", .number(Double(row.number))), ("id", row.id.map(JSON.string) ?? .null),
                           ("intent", label.map { intents[$0.intent]! } ?? .null),
                           ("intentFrom", label.map { sources[$0.source]! } ?? .null)]
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
