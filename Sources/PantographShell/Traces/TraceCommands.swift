import PantographEngine

/// `replay FILE [trace ID|N]`: one recorded trace fed as touches (Replay.swift).
public struct ReplayRequest: Hashable, Sendable {
    /// As typed; relative to the script that runs the command, like `source`.
    public var path: String
    public var pathColumn: Int
    /// The trace's id, or its number (1-based, among the traces that began in the
    /// file), as `judge` names it (`TraceNames`); nil: the first.
    public var trace: String?
    public var traceColumn: Int?
    /// The release's velocity: the recognizer's estimate, or the one the device logged.
    var velocity: Replay.Velocity = .estimated
    /// The trace, once the session has read the file: what the command replays, and
    /// what `undo` replays again, whatever the file holds by then.
    public internal(set) var loaded: Trace?
}

/// A command over trace files, which the session reads into it before it runs, on
/// the session's workers (`ShellSession.load`).
protocol TraceFilesRequest {
    var paths: [Word] { get }
    var sources: [TraceSource] { get set }
    var workers: Int { get set }
}

/// `judge [show N|all] FILE…`: every trace of the files by every policy (JudgeEvaluation.swift).
public struct JudgeRequest: Hashable, Sendable, TraceFilesRequest {
    public var paths: [Word]
    /// How many disagreements, and wrong traces per policy, the text lists; nil:
    /// `Judge.defaultShown`.
    public var shown: Int?
    var velocity: Replay.Velocity = .estimated
    /// `infer intent [within DURATION]`: how soon a retry or an undo must follow
    /// (`IntentInference`); nil: only the files' labels.
    var inference: Double?
    /// The files' bytes, once the session has read them: `judge` parses them as it
    /// judges, and holds no trace longer than it takes to judge it.
    public internal(set) var sources: [TraceSource] = []
    /// Threads to judge on (the session's `workers`).
    public internal(set) var workers: Int = 1
}

/// `tune FILE…`: for each policy, the constants that agree best with the traces'
/// intent (TuneEvaluation.swift).
public struct TuneRequest: Hashable, Sendable, TraceFilesRequest {
    public var paths: [Word]
    var velocity: Replay.Velocity = .estimated
    var inference: Double?
    /// The share of the labelled traces held out of the search, to measure it on.
    var holdOut: Double = Tune.defaultHoldOut
    /// Seeds the split and the bootstrap.
    var seed: UInt64 = Tune.defaultSeed
    /// `policy NAME`: the one policy to tune; nil: all of them.
    var policy: PolicyName?
    /// As `JudgeRequest`'s.
    public internal(set) var sources: [TraceSource] = []
    public internal(set) var workers: Int = 1
}

/// A trace file's bytes as the session read them for `judge`, not yet parsed.
public struct TraceSource: Hashable, Sendable {
    /// The path as resolved against the script, as messages name the file.
    public var name: String
    /// Where the command names the file: a refusal of it points there.
    public var column: Int
    public var bytes: FileBytes

    public static func == (a: TraceSource, b: TraceSource) -> Bool {
        a.name == b.name && a.column == b.column
            && (a.bytes === b.bytes || a.bytes.withSpan { x in b.bytes.withSpan { y in x.elementsEqual(y) } })
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(column)
        hasher.combine(bytes.count)
    }
}

/// The declarations of `replay` and `judge`.
enum TraceCommands {
    static let replay = CommandSpec(
        "replay", summary: "feed a recorded trace (JSON Lines of touch samples) as touches at its own timestamps",
        discussion: """
        The trace is the samples from a `began` to its `ended` or `cancelled` (docs/recording.md), \
        named by its id or its number as `judge` shows it (the first when none is given): \
        a finger comes down at the first, moves to each next one after the time between them, and lifts \
        (or is cancelled) at the last; the velocity is UIKit's estimate from those moves. It is exactly \
        the `touch` commands a person could type, so records, `expect`, `compare`, `show timeline` and \
        `plot` work on it. A touch that comes down off the screen refuses the whole trace, naming its \
        line; a move off it is replayed with the warning `drag` gives. FILE is \
        relative to the script, like `source`. `velocity logged` releases with the `vx`, `vy` the \
        device logged on the `ended` line instead (`touch up velocity VX,VY`).
        """,
        forms: [{ () -> Form in
            let file = Parameter("FILE", completion: .files), trace = Parameter("ID|N", keyword: "trace", optional: true)
            return Form([file, trace, velocityParameter]) { args throws(ArgumentError) in
                .replay(ReplayRequest(
                    path: try args.required(file) { (t: String) throws(ValueError) in t },
                    pathColumn: args.column(file) ?? 1,
                    trace: try args.value(trace) { (t: String) throws(ValueError) in t },
                    traceColumn: args.column(trace), velocity: try velocity(args), loaded: nil))
            }
        }()])

    /// `velocity estimated|logged`: one parameter that `replay` and `judge` share.
    static let velocityParameter = Parameter("estimated|logged", keyword: "velocity", optional: true,
                                             completion: .words(Replay.Velocity.allCases.map(\.rawValue)))

    static func velocity(_ args: Arguments) throws(ArgumentError) -> Replay.Velocity {
        try args.value(velocityParameter) { (t: String) throws(ValueError) in try velocity(named: t) } ?? .estimated
    }

    static func velocity(named t: String) throws(ValueError) -> Replay.Velocity {
        guard let v = Replay.Velocity(rawValue: t) else {
            let names = Replay.Velocity.allCases.map(\.rawValue)
            throw ValueError("expected \(Parser.list(names, "or")), got \(Quoting.quoted(t))" + Quoting.suggestion(for: t, in: names))
        }
        return v
    }

    /// `infer intent` and `within DURATION`, which `judge` and `tune` share.
    static let inferParameter = Parameter("intent", keyword: "infer", optional: true, completion: .words(["intent"]))
    static let withinParameter = Parameter("DURATION", keyword: "within", optional: true)

    /// The files, and the keywords' words by keyword. FILE… takes the rest of the line:
    /// keywords written after the files are taken out of it here, so that the
    /// keywords and the files come in any order.
    static func filesAndKeywords(_ args: Arguments, _ keywords: [Parameter], files: Parameter,
                                 usage: String) throws(ArgumentError) -> (paths: [Word], given: [String: Word]) {
        var given: [String: Word] = [:]
        for parameter in keywords {
            if let keyword = parameter.keyword, let word = args.word(parameter) { given[keyword] = word }
        }
        var paths: [Word] = []
        var rest = args.words(files)[...]
        while let word = rest.popFirst() {
            guard let parameter = keywords.first(where: { $0.keyword == word.text }) else { paths.append(word); continue }
            guard let value = rest.popFirst() else {
                throw ArgumentError(message: "'\(word.text)' needs \(parameter.placeholder)\n\(usage)",
                                    column: word.column + word.text.count)
            }
            guard given[word.text] == nil else {
                throw ArgumentError(message: "\(Quoting.quoted(word.text)) given twice\n\(usage)", column: word.column)
            }
            given[word.text] = value
        }
        guard !paths.isEmpty else {
            throw ArgumentError(message: "missing FILE…\n\(usage)", column: args.endColumn)
        }
        return (paths, given)
    }

    /// A keyword's value read by `read`, its error at the value's column.
    static func value<T>(_ given: [String: Word], _ keyword: String,
                         _ read: (String) throws(ValueError) -> T) throws(ArgumentError) -> T? {
        guard let word = given[keyword] else { return nil }
        do throws(ValueError) { return try read(word.text) } catch { throw ArgumentError(message: error.message, column: word.column) }
    }

    /// `infer intent [within DURATION]`: the window, or nil without `infer`.
    static func inference(_ given: [String: Word], usage: String) throws(ArgumentError) -> Double? {
        let infer: Void? = try value(given, "infer") { (t) throws(ValueError) in
            guard t == "intent" else { throw ValueError("expected 'infer intent', got \(Quoting.quoted(t))") }
        }
        let within = try value(given, "within") { (t) throws(ValueError) in
            try Values.duration(t, what: "within", in: 0.001...3600)
        }
        if within != nil, infer == nil, let word = given["within"] {
            throw ArgumentError(message: "'within' is how soon 'infer intent' looks for the next gesture; give 'infer intent' too\n\(usage)",
                                column: word.column)
        }
        return infer == nil ? nil : within ?? IntentInference.defaultWithin
    }

    static func velocity(_ given: [String: Word]) throws(ArgumentError) -> Replay.Velocity {
        try value(given, "velocity") { (t) throws(ValueError) in try velocity(named: t) } ?? .estimated
    }

    static let judgeUsage = "usage: judge [show N|all] [velocity estimated|logged] [infer intent [within DURATION]] FILE…"

    static let judge = CommandSpec(
        "judge", summary: "replay every trace of the files under every release policy: a table, and where they disagree",
        discussion: """
        Each trace is replayed on a copy of the state, as `replay` does, and its release judged by every \
        policy with the scene's constants, as `compare` does: a table of finishes, cancels and stays per \
        policy, then the traces on which the policies disagree, with their release progress and velocity \
        (the first 10, or N, or all with `show all`). Traces whose file says what the user meant \
        (`intent`) are also counted against it: each policy's agreement, what it did with each intent, \
        and the traces it gets wrong. `infer intent` labels the other traces from what the user did next \
        (a retry within DURATION, 2 s by default, meant finish; an undo meant cancel). Malformed traces are \
        skipped with a warning naming their line. Nothing changes. It runs on every core \
        (PANTOGRAPH_WORKERS sets how many threads), with the same output on any number, and Ctrl-C stops it. \
        `velocity logged` judges each release with the velocity the device logged, as `replay` does.
        """,
        forms: [{ () -> Form in
            let show = Parameter("N|all", keyword: "show", optional: true, completion: .words(["all"]))
            let files = Parameter("FILE…", completion: .files, arity: 0)
            let keywords = [show, velocityParameter, inferParameter, withinParameter]
            return Form(keywords + [files]) { args throws(ArgumentError) in
                let (paths, given) = try filesAndKeywords(args, keywords, files: files, usage: judgeUsage)
                let shown = try value(given, "show") { (t) throws(ValueError) -> Int in
                    guard t != "all" else { return Int.max }
                    return try Values.integer(t, what: "how many traces to show, or 'all'", in: 0...1_000_000_000)
                }
                return .judge(JudgeRequest(paths: paths, shown: shown, velocity: try velocity(given),
                                           inference: try inference(given, usage: judgeUsage)))
            }
        }()])

    static let tuneUsage = "usage: tune [policy NAME] [velocity estimated|logged] [infer intent [within DURATION]] [hold SHARE] [seed N] FILE…"

    static let tune = CommandSpec(
        "tune", summary: "for each release policy, the constants that agree best with what users meant",
        discussion: """
        The traces are judged once, as `judge` does; those with an intent (said by their file, or inferred \
        with `infer intent`) are split, by the seed, into those tuned on and SHARE held out (20 % by \
        default). For each policy every combination of its constants on a fixed grid (docs/recording.md) \
        decides every trace from its release numbers, and the combination that agrees with the most \
        traces tuned on wins. It prints each policy's best constants, their agreement and today's on the \
        traces held out, a bootstrap interval on the difference, and the `set` lines that apply them; \
        `policy NAME` tunes that policy alone. Nothing changes. It runs on every core, with the same output on any number, and Ctrl-C stops it.
        """,
        forms: [{ () -> Form in
            let policy = Parameter("NAME", keyword: "policy", optional: true, completion: .words(ReleasePolicies.names))
            let hold = Parameter("SHARE", keyword: "hold", optional: true)
            let seed = Parameter("N", keyword: "seed", optional: true)
            let files = Parameter("FILE…", completion: .files, arity: 0)
            let keywords = [policy, velocityParameter, inferParameter, withinParameter, hold, seed]
            return Form(keywords + [files]) { args throws(ArgumentError) in
                let (paths, given) = try filesAndKeywords(args, keywords, files: files, usage: tuneUsage)
                var request = TuneRequest(paths: paths, velocity: try velocity(given),
                                          inference: try inference(given, usage: tuneUsage))
                if let share = try value(given, "hold", { (t) throws(ValueError) in
                    try Values.number(t, what: "the share held out", in: 0...0.9)
                }) {
                    request.holdOut = share
                }
                if let seed = try value(given, "seed", { (t) throws(ValueError) in
                    try Values.integer(t, what: "the seed", in: 0...Int.max)
                }) {
                    request.seed = UInt64(seed)
                }
                request.policy = try value(given, "policy") { (t) throws(ValueError) in
                    guard let name = PolicyName(rawValue: t) else {
                        throw ValueError("unknown policy \(Quoting.quoted(t))" + Quoting.suggestion(for: t, in: ReleasePolicies.names)
                                         + "\nknown: \(ReleasePolicies.names.joined(separator: ", "))")
                    }
                    return name
                }
                return .tune(request)
            }
        }()])
}
