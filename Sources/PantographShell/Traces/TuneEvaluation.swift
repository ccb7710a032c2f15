import PantographEngine

/// `tune FILE…` (docs/recording.md, "Tuning"): for each release policy, the constants
/// on a fixed grid (`grid`) that agree best with what the users meant.
///
/// Each trace is judged once, as `judge` judges it; what the search keeps of a labelled
/// trace is its release numbers (`ReleaseInput`), whether the system ended it, and its
/// intent (`Case`). Every cell of a policy's grid is that policy built with the cell's
/// constants, asked for its decision on every case — the engine's own rule, so a cell
/// decides exactly as `set` then `judge` would. The search is exhaustive over the grid:
/// the best cell is the best on the grid, and a constant between two grid values is
/// not tried. The threads take cells in turn and count whole numbers, so the result is
/// the same on any number of threads.
enum Tune {
    static let defaultHoldOut = 0.2
    static let defaultSeed: UInt64 = 1
    /// The bootstrap's resamples: its interval is their 2.5th and 97.5th percentiles.
    static let resamples = 1000
    /// The cells a thread takes at a time: 0.1 to 1 ms of work on 10,000 traces.
    static let cellsPerTurn = 32

    /// Labelled traces as the search reads them: their release numbers, held once,
    /// and what each meant as the code of the decision that agrees with it
    /// (`Decisions.code`). Released and cancelled apart, so that the loop over each
    /// asks one question of the policy, and compares two small numbers.
    struct Cases: Sendable {
        struct Case: Sendable {
            var input: ReleaseInput
            var meant: Int
        }
        var released: [Case] = []
        var cancelled: [Case] = []

        var count: Int { released.count + cancelled.count }
        var isEmpty: Bool { count == 0 }

        mutating func append(_ input: ReleaseInput, bySystem: Bool, meant: Intent) {
            let one = Case(input: input, meant: Decisions.code(meant.decision))
            if bySystem { cancelled.append(one) } else { released.append(one) }
        }
    }

    /// One policy's search: today's constants and the best cell, each with its
    /// agreement on the traces tuned on and on those held out.
    struct Found: Sendable {
        var policy: PolicyName
        var keys: [PolicyConstant]
        var today: [Double]
        var best: [Double]
        var cells: Int
        var todayTuned: Int, bestTuned: Int
        var todayHeld: Int, bestHeld: Int
        /// The best's agreement less today's, as a share of the traces measured: the
        /// bootstrap's 2.5th and 97.5th percentiles.
        var interval: (low: Double, high: Double)?
    }

    /// What `tune` keeps of a run of a file's traces as it judges them: the labelled
    /// traces judged, each as its release numbers, whether the system ended it, what
    /// it meant and its number (for the split, once the file's numbers are known), and
    /// the counts; labelled as `judge` labels them (`IntentInference.Labeller`).
    struct Labelled: LabellingList {
        struct Row: Sendable {
            /// Among the run's, as `Judge.Judged.number`.
            var number: Int
            var input: ReleaseInput
            var bySystem: Bool
            var meant: Intent
        }

        private(set) var count = 0
        private(set) var judged = 0
        /// The traces labelled, in `IntentInference.Source`'s order.
        private(set) var labelled = Array(repeating: 0, count: IntentInference.Source.allCases.count)
        private(set) var rows: [Row] = []
        private var labeller: IntentInference.Labeller<Judge.Judged>

        init(inferringWithin within: Double?) { labeller = IntentInference.Labeller(within: within) }

        var isEmpty: Bool { count == 0 }
        var first: IntentInference.Gesture? { labeller.first }

        mutating func append(_ taken: Judge.Taken) {
            count += 1
            if let (row, label) = labeller.feed(taken.row, said: taken.said, gesture: taken.gesture) { add(row, label) }
        }

        mutating func settle(next: IntentInference.Gesture?) {
            if let (row, label) = labeller.settle(next: next) { add(row, label) }
        }

        private mutating func add(_ row: Judge.Judged, _ label: IntentInference.Label?) {
            if let label { labelled[IntentInference.Source.allCases.firstIndex(of: label.source)!] += 1 }
            guard case .judged(let input, let bySystem, _) = row.verdict else { return }
            judged += 1
            if let label { rows.append(Row(number: row.number, input: input, bySystem: bySystem, meant: label.intent)) }
        }
    }

    static func run(_ request: TuneRequest, on sim: Simulator, width: Int = TextLayout.width,
                    scenes: SceneLibrary = .builtIn, isInterrupted: () -> Bool,
                    progress: (CommandProgress) -> Void = { _ in })
        throws(CommandError) -> (String, JSON, [FileWarning]) {
        let within = request.inference
        var files = try Judge.read(request.sources, by: "tune", velocity: request.velocity, workers: request.workers,
                                   inferring: within, on: sim, scenes: scenes, isInterrupted: isInterrupted,
                                   progress: progress) { Labelled(inferringWithin: within) }
        let warnings = Judge.warnings(files)
        var labels = Judge.IntentSummary(within: within, policy: sim.settings.policy)
        var tuned = Cases(), held = Cases()
        var judged = 0
        for f in files.indices {
            for run in files[f].runs {
                labels.add(run.taken.labelled, traces: run.taken.count)
                judged += run.taken.judged
                for row in run.taken.rows {
                    if isHeldOut(file: f, number: run.before + row.number, share: request.holdOut, seed: request.seed) {
                        held.append(row.input, bySystem: row.bySystem, meant: row.meant)
                    } else {
                        tuned.append(row.input, bySystem: row.bySystem, meant: row.meant)
                    }
                }
            }
            // Each file's rows are let go once split: the cases hold them now.
            files[f].runs = []
        }
        guard !tuned.isEmpty else {
            let why = held.isEmpty
                ? "none of the \(judged) trace\(judged == 1 ? "" : "s") judged says what the user meant"
                : "every labelled trace was held out"
            throw CommandError(message: "tune needs traces that say what the user meant: \(why)\n"
                                   + "label them ('intent' in the file: docs/recording.md), or add 'infer intent'",
                               column: nil)
        }
        let policies = request.policy.map { [$0] } ?? PolicyName.allCases
        guard let found = search(policies, tuned, held: held, today: sim.settings.policyValues, seed: request.seed,
                                 workers: request.workers, isInterrupted: isInterrupted, progress: progress) else {
            throw CommandError(message: "tune interrupted: nothing tuned", column: nil)
        }
        let counts = (files: files.count, traces: labels.traces, judged: judged, tuned: tuned.count, held: held.count)
        let text = self.text(found, counts: counts, labels: labels, request: request, sim: sim, width: width)
        return (text, json(found, counts: counts, labels: labels, request: request), warnings)
    }

    /// Whether a trace is held out: a draw of its own from the seed, its file's place
    /// on the command line and its number, so the split does not depend on the order
    /// the threads judged in, nor on the other traces.
    static func isHeldOut(file: Int, number: Int, share: Double, seed: UInt64) -> Bool {
        let draw = SeededRandom.mix(SeededRandom.mix(seed &+ UInt64(file) &* 0x1_0000_0001) &+ UInt64(number))
        return Double(draw >> 11) / Double(1 << 53) < share
    }

    // MARK: - The search

    /// Every policy's grid over the cases tuned on, on `workers` threads, then the
    /// best cell measured on both parts and bootstrapped; nil when interrupted.
    static func search(_ policies: [PolicyName], _ tuned: Cases, held: Cases, today: [String: Double], seed: UInt64,
                       workers: Int, isInterrupted: () -> Bool, progress: (CommandProgress) -> Void) -> [Found]? {
        // Each policy's cells: the grid, then today's constants, last.
        let grids = policies.map { name in Grid(policy: name.policy, today: today) }
        var jobs: [(policy: Int, cells: Range<Int>)] = []
        for (p, grid) in grids.enumerated() {
            for start in stride(from: 0, to: grid.count, by: cellsPerTurn) {
                jobs.append((p, start..<min(start + cellsPerTurn, grid.count)))
            }
        }
        let cellsBefore = jobs.reduce(into: [0]) { $0.append($0.last! + $1.cells.count) }
        let counted = Parallel.mapTakingTurns(jobs, workers: workers, isInterrupted: isInterrupted, progress: { taken in
            progress(CommandProgress(command: "tune", step: "searching the grids", done: cellsBefore[taken],
                                     total: cellsBefore.last!))
        }) { job in
            agreements(policies[job.policy], grids[job.policy].values(job.cells), tuned)
        }
        guard let counted else { return nil }
        var byPolicy = Array(repeating: [Int](), count: policies.count)
        for (job, counts) in zip(jobs, counted) { byPolicy[job.policy] += counts }
        // The best cell: the most agreements, then the nearest to today's constants (so
        // nothing moves that need not), then the first on the grid.
        let best = policies.indices.map { p in
            let grid = grids[p]
            return byPolicy[p].indices.max { a, b in
                let (ca, cb) = (byPolicy[p][a], byPolicy[p][b])
                if ca != cb { return ca < cb }
                let (da, db) = (grid.distanceFromToday(a), grid.distanceFromToday(b))
                if da != db { return da > db }
                return a > b
            }!
        }
        return Parallel.map(Array(policies.indices)[...], workers: workers) { [byPolicy] p in
            let grid = grids[p]
            let type = policies[p].policy
            let todayCell = grid.count - 1
            let values = grid.values([best[p], todayCell])
            let onHeld = agreements(policies[p], values, held)
            let measured = held.isEmpty ? tuned : held
            let paired = pairs(type, best: values[0], today: values[1], measured)
            // Each policy's draws its own, whichever policies are tuned with it.
            let stream = UInt64(PolicyName.allCases.firstIndex(of: policies[p])! + 1)
            let interval = bootstrap(paired, seed: SeededRandom.mix(seed &+ stream))
            return Found(policy: policies[p], keys: grid.axes.map(\.constant), today: grid.constants(todayCell),
                         best: grid.constants(best[p]), cells: grid.count - 1,
                         todayTuned: byPolicy[p][todayCell], bestTuned: byPolicy[p][best[p]],
                         todayHeld: onHeld[1], bestHeld: onHeld[0], interval: interval)
        }
    }

    /// One policy's cells: every combination of its constants' grid values (the last
    /// constant fastest), then today's constants.
    struct Grid: Sendable {
        let axes: [(constant: PolicyConstant, values: [Double])]
        let today: [String: Double]
        /// The grid's cells and today's.
        let count: Int

        init(policy: any ReleasePolicy.Type, today: [String: Double]) {
            axes = Tune.axes(of: policy)
            self.today = today
            count = axes.reduce(1) { $0 * $1.values.count } + 1
        }

        /// The cell's value of each constant, in the axes' order.
        func constants(_ cell: Int) -> [Double] {
            guard cell < count - 1 else { return axes.map { today[$0.constant.key]! } }
            var rest = cell
            var values = Array(repeating: 0.0, count: axes.count)
            for a in axes.indices.reversed() {
                values[a] = axes[a].values[rest % axes[a].values.count]
                rest /= axes[a].values.count
            }
            return values
        }

        /// Every constant's value for each cell: today's, with the cell's in place.
        func values(_ cells: some Sequence<Int>) -> [PolicyValues] {
            cells.map { cell in
                var values = today
                for (axis, value) in zip(axes, constants(cell)) { values[axis.constant.key] = value }
                return PolicyValues(values)
            }
        }

        /// How far a cell lies from today's constants, each measured against its
        /// grid's span.
        func distanceFromToday(_ cell: Int) -> Double {
            zip(axes, constants(cell)).reduce(0) { sum, pair in
                let (axis, value) = pair
                let span = (axis.values.max()! - axis.values.min()!)
                let d = (value - today[axis.constant.key]!) / (span > 0 ? span : 1)
                return sum + d * d
            }
        }
    }

    /// For each set of constants, how many cases the policy built with them decides
    /// as the user meant. Each policy's type is named here so that the loop is
    /// compiled for it: through `any ReleasePolicy` every decision was a call through
    /// a witness table with the policy in a box, 4 times slower. `agreements(of:)`, the
    /// loop through the existential, is the test's oracle for this switch.
    static func agreements(_ name: PolicyName, _ values: [PolicyValues], _ cases: Cases) -> [Int] {
        switch name {
        case .threshold: count(ThresholdPolicy.self, values, cases)
        case .velocity: count(VelocityPolicy.self, values, cases)
        case .projection: count(ProjectionPolicy.self, values, cases)
        case .flutter: count(FlutterPolicy.self, values, cases)
        case .reactNavigation: count(ReactNavigationPolicy.self, values, cases)
        case .motionlayout: count(MotionLayoutPolicy.self, values, cases)
        }
    }

    /// The same through the policy's type as `PolicyName.policy` gives it.
    static func agreements(of type: any ReleasePolicy.Type, _ values: [PolicyValues], _ cases: Cases) -> [Int] {
        count(type, values, cases)
    }

    /// The cases a cell reads at a time: 40 KB, which stay in the core's own cache
    /// while every cell of a turn reads them. Cell after cell over all the cases
    /// read them all from the shared cache once a cell, with the other thread's.
    static let casesPerBlock = 1024

    private static func count<P: ReleasePolicy>(_: P.Type, _ values: [PolicyValues], _ cases: Cases) -> [Int] {
        let policies = values.map { P($0) }
        var agree = Array(repeating: 0, count: policies.count)
        tally(cases.released, policies, into: &agree) { $0.decideOnEnd($1) }
        tally(cases.cancelled, policies, into: &agree) { $0.decideOnCancel($1) }
        return agree
    }

    /// Adds to `agree[k]` the cases `policies[k]` decides as meant, a block at a time;
    /// inlined where it is called, so that `decide` is the policy's rule itself.
    @inline(__always)
    private static func tally<P: ReleasePolicy>(_ cases: [Cases.Case], _ policies: [P], into agree: inout [Int],
                                                _ decide: (P, ReleaseInput) -> Decision) {
        for start in stride(from: 0, to: cases.count, by: casesPerBlock) {
            let block = cases[start..<min(start + casesPerBlock, cases.count)]
            for k in policies.indices {
                let policy = policies[k]
                var n = 0
                for c in block where Decisions.code(decide(policy, c.input)) == c.meant { n &+= 1 }
                agree[k] &+= n
            }
        }
    }

    /// The cases the best constants get right and today's wrong (`better`), the
    /// reverse (`worse`), of `all`.
    static func pairs(_ type: any ReleasePolicy.Type, best: PolicyValues, today: PolicyValues,
                      _ cases: Cases) -> (better: Int, worse: Int, all: Int) {
        func count<P: ReleasePolicy>(_: P.Type) -> (better: Int, worse: Int, all: Int) {
            let (b, t) = (P(best), P(today))
            var better = 0, worse = 0
            func tally(_ right: Bool, _ was: Bool) {
                if right && !was { better += 1 } else if was && !right { worse += 1 }
            }
            for c in cases.released {
                tally(Decisions.code(b.decideOnEnd(c.input)) == c.meant, Decisions.code(t.decideOnEnd(c.input)) == c.meant)
            }
            for c in cases.cancelled {
                tally(Decisions.code(b.decideOnCancel(c.input)) == c.meant, Decisions.code(t.decideOnCancel(c.input)) == c.meant)
            }
            return (better, worse, cases.count)
        }
        return count(type)
    }

    /// The paired bootstrap of the difference in agreement: `resamples` times, draw as
    /// many cases as there are, with replacement, and take the share the best gets
    /// right less today's. A draw only needs to know whether the case is one the best
    /// gets right and today's wrong, the reverse, or neither; the interval is the
    /// 2.5th and 97.5th percentiles. Nil with no case.
    static func bootstrap(_ paired: (better: Int, worse: Int, all: Int), seed: UInt64) -> (low: Double, high: Double)? {
        let n = paired.all
        guard n > 0 else { return nil }
        var random = SeededRandom(seed: seed)
        var shares: [Double] = []
        shares.reserveCapacity(resamples)
        let (better, changed) = (paired.better, paired.better + paired.worse)
        // Every draw is neither: every resample's difference is 0.
        guard changed > 0 else { return (0, 0) }
        func vote(_ k: Int) -> Int { k < changed ? (k < better ? 1 : -1) : 0 }
        for _ in 0..<resamples {
            var sum = 0
            if n < 1 << 32 {
                // Two draws from each number.
                for _ in 0..<n / 2 {
                    let (a, b) = random.twoBelow(n)
                    sum += vote(a) + vote(b)
                }
                if n % 2 == 1 { sum += vote(random.twoBelow(n).0) }
            } else {
                for _ in 0..<n { sum += vote(Int.random(in: 0..<n, using: &random)) }
            }
            shares.append(Double(sum) / Double(n))
        }
        shares.sort()
        return (shares[resamples * 25 / 1000], shares[resamples * 975 / 1000 - 1])
    }

    // MARK: - The answer

    typealias Counts = (files: Int, traces: Int, judged: Int, tuned: Int, held: Int)

    /// `0.23`, `650 pt/s`: a constant as `set` shows it.
    static func show(_ value: Double, _ constant: PolicyConstant) -> String { Values.show(value) + constant.unit }

    /// The `set` lines that choose the policy and its best constants.
    static func setLine(_ found: Found) -> String {
        (["set policy \(found.policy)"] + zip(found.keys, found.best).map { "set \($0.key) \(Values.show($1))" })
            .joined(separator: "; ")
    }

    static func text(_ found: [Found], counts: Counts, labels: Judge.IntentSummary, request: TuneRequest, sim: Simulator,
                     width: Int) -> String {
        let labelled = counts.tuned + counts.held
        var text = TextLayout.wrap("tuned \(found.count == 1 ? found[0].policy.rawValue : "\(found.count) policies") on \(counts.tuned) of \(labelled) labelled trace\(labelled == 1 ? "" : "s")"
                                   + " in \(counts.files) file\(counts.files == 1 ? "" : "s") on \(sim.sceneName)"
                                   + "; \(counts.held) held out (\(Values.show(request.holdOut * 100)) %, seed \(request.seed))",
                                   first: "", width: width)
        if labels.within != nil || counts.judged > labelled || counts.traces > counts.judged {
            text += TextLayout.wrap(labels.sentence + (counts.traces > counts.judged ? "; \(counts.traces - counts.judged) not judged" : ""),
                                    first: "", width: width)
        }
        let measured = counts.held > 0 ? counts.held : counts.tuned
        text += "\n" + TextLayout.wrap("agreement with intent on the \(measured) trace\(measured == 1 ? "" : "s") "
                                       + (counts.held > 0 ? "held out" : "tuned on (none held out)")
                                       + ", today's constants and the best of the grid:", first: "", width: width)
        let nameWidth = max(6, found.map(\.policy.rawValue.count).max() ?? 0)
        text += "  " + TextLayout.pad("policy", nameWidth) + "  " + TextLayout.leftPad("today", 8) + "  "
            + TextLayout.leftPad("tuned", 8) + "  difference (95 % interval)\n"
        for f in found {
            let mark = f.policy == sim.settings.policy ? "*" : " "
            let (today, best) = counts.held > 0 ? (f.todayHeld, f.bestHeld) : (f.todayTuned, f.bestTuned)
            var line = mark + " " + TextLayout.pad(f.policy.rawValue, nameWidth) + "  "
                + TextLayout.leftPad(Judge.percent(today, of: measured), 8) + "  "
            if f.keys.isEmpty {
                line += TextLayout.leftPad("–", 8) + "  no constants to tune"
            } else {
                line += TextLayout.leftPad(Judge.percent(best, of: measured), 8) + "  " + points(Double(best - today) / Double(measured))
                if let (low, high) = f.interval { line += " (\(points(low)) … \(points(high)))" }
            }
            text += line + "\n"
        }
        text += "(* the current policy; points are percentage points)\n"
        text += "\n" + TextLayout.wrap("the constants, today's → the best of the grid, and their agreement on the "
                                       + "\(counts.tuned) trace\(counts.tuned == 1 ? "" : "s") tuned on:", first: "", width: width)
        for f in found where !f.keys.isEmpty {
            let constants = zip(f.keys, zip(f.today, f.best)).map { key, pair in
                "\(key.key) \(show(pair.0, key)) → \(show(pair.1, key))"
            }
            text += TextLayout.wrap(constants.joined(separator: ", ") + ": "
                                    + "\(Judge.percent(f.todayTuned, of: counts.tuned)) → \(Judge.percent(f.bestTuned, of: counts.tuned))"
                                    + " (of \(f.cells) on the grid)",
                                    first: "  " + f.policy.rawValue + ": ", rest: "      ", width: width)
        }
        text += "\nto apply one, copy its line:\n"
        for f in found { text += "  " + setLine(f) + "\n" }
        return text
    }

    /// `+16.5 points`: a difference of shares, in percentage points.
    static func points(_ share: Double) -> String {
        let text = Numbers.fixed(share * 100, 1)
        return (share > 0 && text != "0.0" ? "+" : "") + text
    }

    /// `result`: the traces counted, the split, and each policy's constants and
    /// agreements, today's and the best of the grid, with the `set` line.
    static func json(_ found: [Found], counts: Counts, labels: Judge.IntentSummary, request: TuneRequest) -> JSON {
        func share(_ part: Int, _ whole: Int) -> JSON { whole > 0 ? .number(Double(part) / Double(whole)) : .null }
        func constants(_ f: Found, _ values: [Double]) -> JSON {
            .object(zip(f.keys, values).map { ($0.key, .number($1)) })
        }
        let policies = JSON.object(found.map { f in
            let heldDifference: JSON = counts.held > 0 ? .number(Double(f.bestHeld - f.todayHeld) / Double(counts.held)) : .null
            return (f.policy.rawValue, .object([
                ("today", .object([("constants", constants(f, f.today)), ("tunedOn", share(f.todayTuned, counts.tuned)),
                                   ("heldOut", share(f.todayHeld, counts.held))])),
                ("tuned", .object([("constants", constants(f, f.best)), ("tunedOn", share(f.bestTuned, counts.tuned)),
                                   ("heldOut", share(f.bestHeld, counts.held))])),
                ("difference", .object([("heldOut", heldDifference),
                                        ("low", f.interval.map { .number($0.low) } ?? .null),
                                        ("high", f.interval.map { .number($0.high) } ?? .null)])),
                ("cells", .number(Double(f.cells))),
                ("set", .string(setLine(f))),
            ]))
        })
        return .object([
            ("traces", .object([("files", .number(Double(counts.files))), ("traces", .number(Double(counts.traces))),
                                ("judged", .number(Double(counts.judged))), ("tunedOn", .number(Double(counts.tuned))),
                                ("heldOut", .number(Double(counts.held)))])),
            ("holdOut", .number(request.holdOut)), ("seed", .number(Double(request.seed))),
            ("resamples", .number(Double(resamples))), ("intent", labels.json), ("policies", policies),
        ])
    }
}
