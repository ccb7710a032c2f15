import PantographEngine

/// `replay FILE [trace N]`: one recorded trace fed as touches (Replay.swift).
public struct ReplayRequest: Hashable, Sendable {
    /// As typed; relative to the script that runs the command, like `source`.
    public var path: String
    public var pathColumn: Int
    /// 1-based, among the traces that began in the file; nil: the first.
    public var trace: Int?
    public var traceColumn: Int?
    /// The release's velocity: the recognizer's estimate, or the one the device logged.
    var velocity: Replay.Velocity = .estimated
    /// The trace, once the session has read the file: what the command replays, and
    /// what `undo` replays again, whatever the file holds by then.
    public internal(set) var loaded: Trace?
}

/// `judge [show N|all] FILE…`: every trace of the files by every policy (JudgeEvaluation.swift).
public struct JudgeRequest: Hashable, Sendable {
    public var paths: [Word]
    /// How many disagreements the text lists; nil: `Judge.defaultShown`.
    public var shown: Int?
    var velocity: Replay.Velocity = .estimated
    /// The files' bytes, once the session has read them: `judge` parses them as it
    /// judges, and holds no trace longer than it takes to judge it.
    public internal(set) var sources: [TraceSource] = []
    /// Threads to judge on (the session's `workers`).
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
        The trace is the samples from a `began` to its `ended` or `cancelled` (docs/recording.md): \
        a finger comes down at the first, moves to each next one after the time between them, and lifts \
        (or is cancelled) at the last; the velocity is UIKit's estimate from those moves. It is exactly \
        the `touch` commands a person could type, so records, `expect`, `compare`, `show timeline` and \
        `plot` work on it. A touch that comes down off the screen refuses the whole trace, naming its \
        line; a move off it is replayed with the warning `drag` gives. FILE is \
        relative to the script, like `source`. `velocity logged` releases with the `vx`, `vy` the \
        device logged on the `ended` line instead (`touch up velocity VX,VY`).
        """,
        forms: [{ () -> Form in
            let file = Parameter("FILE", completion: .files), trace = Parameter("N", keyword: "trace", optional: true)
            return Form([file, trace, velocityParameter]) { args throws(ArgumentError) in
                .replay(ReplayRequest(
                    path: try args.required(file) { (t: String) throws(ValueError) in t },
                    pathColumn: args.column(file) ?? 1,
                    trace: try args.value(trace) { (t: String) throws(ValueError) in try Values.integer(t, what: "a trace number", in: 1...1_000_000_000) },
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

    static let judgeUsage = "usage: judge [show N|all] [velocity estimated|logged] FILE…"

    static let judge = CommandSpec(
        "judge", summary: "replay every trace of the files under every release policy: a table, and where they disagree",
        discussion: """
        Each trace is replayed on a copy of the state, as `replay` does, and its release judged by every \
        policy with the scene's constants, as `compare` does: a table of finishes, cancels and stays per \
        policy, then the traces on which the policies disagree, with their release progress and velocity \
        (the first 10, or N, or all with `show all`). Malformed traces are \
        skipped with a warning naming their line. Nothing changes. It runs on every core \
        (PANTOGRAPH_WORKERS sets how many threads), with the same output on any number, and Ctrl-C stops it. \
        `velocity logged` judges each release with the velocity the device logged, as `replay` does.
        """,
        forms: [{ () -> Form in
            let show = Parameter("N|all", keyword: "show", optional: true, completion: .words(["all"]))
            let files = Parameter("FILE…", completion: .files, arity: 0)
            return Form([show, velocityParameter, files]) { args throws(ArgumentError) in
                // FILE… takes the rest of the line: `show` and `velocity` written after the
                // files are taken out of it here, so that the keywords come in any order.
                var paths: [Word] = []
                var shownWord = args.word(show), velocityWord = args.word(velocityParameter)
                var rest = args.words(files)[...]
                while let word = rest.popFirst() {
                    guard word.text == "show" || word.text == "velocity" else { paths.append(word); continue }
                    guard let value = rest.popFirst() else {
                        throw ArgumentError(message: "'\(word.text)' needs \(word.text == "show" ? "N|all" : "estimated|logged")\n\(judgeUsage)",
                                            column: word.column + word.text.count)
                    }
                    let given = word.text == "show" ? shownWord : velocityWord
                    guard given == nil else {
                        throw ArgumentError(message: "\(Quoting.quoted(word.text)) given twice\n\(judgeUsage)", column: word.column)
                    }
                    if word.text == "show" { shownWord = value } else { velocityWord = value }
                }
                guard !paths.isEmpty else {
                    throw ArgumentError(message: "missing FILE…\n\(judgeUsage)", column: args.endColumn)
                }
                let shown = try shownWord.map { (w) throws(ArgumentError) -> Int in
                    guard w.text != "all" else { return Int.max }
                    do throws(ValueError) {
                        return try Values.integer(w.text, what: "how many traces to show, or 'all'", in: 0...1_000_000_000)
                    } catch {
                        throw ArgumentError(message: error.message, column: w.column)
                    }
                }
                let velocity = try velocityWord.map { (w) throws(ArgumentError) -> Replay.Velocity in
                    do throws(ValueError) { return try Self.velocity(named: w.text) } catch { throw ArgumentError(message: error.message, column: w.column) }
                } ?? .estimated
                return .judge(JudgeRequest(paths: paths, shown: shown, velocity: velocity))
            }
        }()])
}
