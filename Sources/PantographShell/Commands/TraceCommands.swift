import PantographEngine

/// `replay FILE [trace N]`: one recorded trace fed as touches (Replay.swift).
public struct ReplayRequest: Hashable, Sendable {
    /// As typed; relative to the script that runs the command, like `source`.
    public var path: String
    public var pathColumn: Int
    /// 1-based, among the traces that began in the file; nil: the first.
    public var trace: Int?
    public var traceColumn: Int?
    /// The trace, once the session has read the file: what the command replays, and
    /// what `undo` replays again, whatever the file holds by then.
    public var loaded: Trace?
}

/// `judge [show N|all] FILE…`: every trace of the files by every policy (JudgeEvaluation.swift).
public struct JudgeRequest: Hashable, Sendable {
    public var paths: [Word]
    /// How many disagreements the text lists; nil: `Judge.defaultShown`.
    public var shown: Int?
    /// The files, once the session has read them.
    public var files: [TraceFile] = []
    /// Threads to judge on (the session's `workers`).
    public var workers: Int = 1
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
        `plot` work on it. A sample off the screen refuses the whole trace, naming its line. FILE is \
        relative to the script, like `source`.
        """,
        forms: [Form([Parameter("FILE", completion: .files), Parameter("N", keyword: "trace", optional: true)]) { args throws(ArgumentError) in
            .replay(ReplayRequest(
                path: try args.required("FILE") { (t: String) throws(ValueError) in t },
                pathColumn: args.column("FILE") ?? 1,
                trace: try args.value("trace") { (t: String) throws(ValueError) in try Values.integer(t, what: "a trace number", in: 1...1_000_000_000) },
                traceColumn: args.column("trace"), loaded: nil))
        }])

    static let judge = CommandSpec(
        "judge", summary: "replay every trace of the files under every release policy: a table, and where they disagree",
        discussion: """
        Each trace is replayed on a copy of the state, as `replay` does, and its release judged by every \
        policy with the scene's constants, as `compare` does: a table of finishes, cancels and stays per \
        policy, then the traces on which the policies disagree, with their release progress and velocity \
        (the first 10, or N, or all with `show all`, which goes before the files). Malformed traces are \
        skipped with a warning naming their line. Nothing changes. It runs on every core \
        (PANTOGRAPH_WORKERS sets how many threads), with the same output on any number, and Ctrl-C stops it.
        """,
        forms: [Form([Parameter("N|all", keyword: "show", optional: true, completion: .words(["all"])),
                      Parameter("FILE…", completion: .files, arity: 0)]) { args throws(ArgumentError) in
            let shown = try args.value("show") { (t: String) throws(ValueError) -> Int in
                t == "all" ? Int.max : try Values.integer(t, what: "how many traces to show, or 'all'", in: 0...1_000_000_000)
            }
            let paths = args.words("FILE…")
            if let misplaced = paths.first(where: { $0.text == "show" }) {
                throw ArgumentError(message: "'show' goes before the files\nusage: judge [show N|all] FILE…", column: misplaced.column)
            }
            return .judge(JudgeRequest(paths: paths, shown: shown))
        }])
}
