import PantographEngine

/// `judge FILE…`: every trace of the files replayed on a copy of the state, its
/// release judged by every policy, as `compare` judges one (docs/recording.md).
enum Judge {
    /// One trace's outcome.
    enum Verdict: Hashable, Sendable {
        /// The release, whether the system ended it, and each policy's decision in
        /// `ReleasePolicies.all`'s order.
        case judged(ReleaseInput, bySystem: Bool, [Decision])
        /// Why no policy judged it, in words.
        case notJudged(String)
    }

    /// The rows of the disagreement table that the text shows unless asked for more.
    static let defaultShown = 10

    static func run(_ request: JudgeRequest, on sim: Simulator, width: Int = TextLayout.width,
                    scenes: SceneLibrary = .builtIn, isInterrupted: () -> Bool) throws(CommandError) -> (String, JSON) {
        if sim.gesture.isTracking || sim.gesture.isFingerDown {
            throw CommandError(message: "judge replays its own touches; end the gesture in progress first", column: nil)
        }
        if let none = Phrasing.noReleasePolicy(sim, scenes: scenes) {
            throw CommandError(message: "judge needs a gesture that a release policy judges: \(none.why)\n\(none.advice)", column: nil)
        }
        let traces = request.files.flatMap(\.traces)
        guard let verdicts = verdicts(traces, velocity: request.velocity, on: sim, workers: request.workers,
                                      isInterrupted: isInterrupted) else {
            throw CommandError(message: "judge interrupted: nothing judged", column: nil)
        }
        return report(request, traces: traces, verdicts: verdicts, sim: sim, width: width)
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
        let decisions = copy.settings.allPolicies.map {
            release.bySystem ? $0.decideOnCancel(input) : $0.decideOnEnd(input)
        }
        return .judged(input, bySystem: release.bySystem, decisions)
    }

    // MARK: - On every core

    /// Every trace's verdict, in the traces' order whatever the number of workers;
    /// nil when interrupted. The traces go in batches, each cut into one contiguous
    /// slice per worker (`Parallel.mapSlices`); a thread makes its own policies and
    /// reads its own traces, so that no object is shared by two threads for each trace.
    /// From a state at rest a trace's release is the recognizer's (`Release`); from any
    /// other, every trace is replayed on its own copy of the simulator. The interrupt
    /// is polled between batches, on the calling thread.
    static func verdicts(_ traces: [Trace], velocity: Replay.Velocity = .estimated, on sim: Simulator, workers: Int,
                         isInterrupted: () -> Bool) -> [Verdict]? {
        let workers = max(1, workers)
        var all: [Verdict] = []
        all.reserveCapacity(traces.count)
        let release = Release(sim)
        let batch = max(1024, 4096 * workers)
        var start = 0
        while start < traces.count {
            if isInterrupted() { return nil }
            let end = min(start + batch, traces.count)
            all += Parallel.mapSlices(traces[start..<end], workers: workers) { slice in
                guard let release else { return slice.map { verdict($0, velocity: velocity, on: sim) } }
                let policies = release.policies
                return slice.map {
                    Release.follows($0) ? release.verdict($0, velocity: velocity, policies: policies)
                        : verdict($0, velocity: velocity, on: sim)
                }
            }
            start = end
        }
        return all
    }

    // MARK: - The report

    static func report(_ request: JudgeRequest, traces: [Trace], verdicts: [Verdict], sim: Simulator,
                       width: Int) -> (String, JSON) {
        let names = ReleasePolicies.names
        var counts = Array(repeating: [0, 0, 0], count: names.count)
        var judged = 0
        var disagreements: [Int] = []
        var notJudged: [Int] = []
        for (i, v) in verdicts.enumerated() {
            switch v {
            case .judged(_, _, let decisions):
                judged += 1
                for (p, d) in decisions.enumerated() { counts[p][index(d)] += 1 }
                if !agree(decisions) { disagreements.append(i) }
            case .notJudged:
                notJudged.append(i)
            }
        }
        let skipped = request.files.reduce(0) { $0 + $1.skipped.count }
        let fileCount = request.files.count
        var text = TextLayout.wrap("judged \(judged) of \(traces.count) trace\(traces.count == 1 ? "" : "s") in "
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
            let shown = min(disagreements.count, request.shown ?? defaultShown)
            text += "\n" + TextLayout.wrap("the policies disagree on \(disagreements.count) trace\(disagreements.count == 1 ? "" : "s")"
                                           + (shown < disagreements.count ? " (the first \(shown); 'show all' lists every one)" : "")
                                           + ": # finishes, . cancels, ~ stays, in the table's order", first: "", width: width)
            let labels = disagreements.prefix(shown).map { traces[$0].shortLabel }
            let labelWidth = max(5, labels.map(\.count).max() ?? 0)
            text += "  " + TextLayout.pad("trace", labelWidth) + "  " + TextLayout.leftPad("progress", 8) + "  "
                + TextLayout.leftPad("velocity", 11) + "  decisions\n"
            for (k, i) in disagreements.prefix(shown).enumerated() {
                guard case .judged(let input, let bySystem, let decisions) = verdicts[i] else { continue }
                text += "  " + TextLayout.pad(labels[k], labelWidth) + "  "
                    + TextLayout.leftPad(Numbers.fixed(input.progress * 100, 1) + " %", 8) + "  "
                    + TextLayout.leftPad(Numbers.fixed(input.velocity, 0) + " pt/s", 11) + "  "
                    + decisions.map(Judging.symbol).joined() + (bySystem ? "  (system cancel)" : "") + "\n"
            }
        }
        if !notJudged.isEmpty {
            let shown = min(notJudged.count, request.shown ?? 3)
            text += "\n" + TextLayout.wrap("not judged: \(notJudged.count) trace\(notJudged.count == 1 ? "" : "s")"
                                           + (shown < notJudged.count ? " (the first \(shown))" : ""), first: "", width: width)
            for i in notJudged.prefix(shown) {
                guard case .notJudged(let why) = verdicts[i] else { continue }
                text += TextLayout.wrap(why, first: "  \(traces[i].shortLabel): ", rest: "    ", width: width)
            }
        }
        return (text, json(request, traces: traces, verdicts: verdicts, counts: counts, names: names))
    }

    /// Whether every policy decided alike.
    static func agree(_ decisions: [Decision]) -> Bool {
        decisions.allSatisfy { $0 == decisions[0] }
    }

    static func index(_ d: Decision) -> Int {
        switch d {
        case .finish: 0
        case .cancel: 1
        case .stay: 2
        }
    }

    /// `result`: the counts per policy, every trace's verdict (the disagreements are
    /// those whose decisions differ), and what was skipped.
    static func json(_ request: JudgeRequest, traces: [Trace], verdicts: [Verdict], counts: [[Int]],
                     names: [String]) -> JSON {
        let table = JSON.object(names.enumerated().map { p, name in
            (name, .object([("finish", .number(Double(counts[p][0]))), ("cancel", .number(Double(counts[p][1]))),
                            ("stay", .number(Double(counts[p][2])))]))
        })
        // Each trace's row is made on the threads that judged it, in the same slices.
        // A JSON value is a box on the heap: a thread makes the values that repeat from
        // row to row once (the file, true and false, each set of decisions) and shares
        // them among its rows, so that fewer boxes are made, and freed afterwards on one
        // thread. It makes its own, and its own copies of the names: retaining shared
        // ones for every row would bounce their counts between the cores.
        let rows: [JSON] = Parallel.mapSlices(Array(traces.indices)[...], workers: request.workers) { slice in
            let names = names.map { String(decoding: Array($0.utf8), as: UTF8.self) }
            let yes = JSON.bool(true), no = JSON.bool(false)
            var file: (name: String, json: JSON)?
            var decided: [Int: JSON] = [:]
            return slice.map { i in
                let (trace, verdict) = (traces[i], verdicts[i])
                if file?.name != trace.file { file = (trace.file, .string(trace.file)) }
                var fields: [(String, JSON)] = []
                fields.reserveCapacity(10)
                fields += [("file", file!.json), ("line", .number(Double(trace.line))),
                           ("trace", .number(Double(trace.number))), ("id", trace.id.map(JSON.string) ?? .null)]
                switch verdict {
                case .judged(let input, let bySystem, let decisions):
                    let key = decisions.reduce(0) { $0 * 3 + index($1) }
                    let object = decided[key] ?? {
                        let made = JSON.object(zip(names, decisions).map { ($0, .string($1.rawValue)) })
                        decided[key] = made
                        return made
                    }()
                    fields += [("progress", .number(input.progress)), ("translation", .number(input.translation)),
                               ("velocity", .number(input.velocity)), ("bySystem", bySystem ? yes : no),
                               ("agree", agree(decisions) ? yes : no), ("decisions", object)]
                case .notJudged(let why):
                    fields.append(("notJudged", .string(why)))
                }
                return .object(fields)
            }
        }
        let skipped: [JSON] = request.files.flatMap { file in
            file.skipped.map { JSON.object([("file", .string(file.name)), ("line", .number(Double($0.line))),
                                            ("reason", .string($0.message))]) }
        }
        return .object([("policies", table), ("traces", .array(rows)), ("skipped", .array(skipped))])
    }
}
