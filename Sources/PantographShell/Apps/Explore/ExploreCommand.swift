import PantographEngine

/// `explore [sessions N] [steps M] [seed S]`: random sessions against an app's own
/// code, each checked after every step, a finding shrunk to a script
/// (docs/diagnostics.md, "Exploring").
public struct ExploreRequest: Hashable, Sendable, Codable {
    /// How many sessions, each on a fresh app.
    public var sessions = 100
    /// How many steps a session takes at most: all of them, whatever it shows on the way
    /// (a session goes on after a diagnostic, so a later one is not hidden).
    public var steps = 8
    /// Session `i` is drawn from `seed` and `i` alone, whatever the number of workers.
    public var seed: UInt64 = 1
    /// How many workers share the sessions (`PANTOGRAPH_WORKERS`), set by the session;
    /// the output is the same for any number.
    public internal(set) var workers = 1

    public init(sessions: Int = 100, steps: Int = 8, seed: UInt64 = 1) {
        self.sessions = sessions
        self.steps = steps
        self.seed = seed
    }
}

enum ExploreCommand {
    static let sessionRange = 1...1_000_000
    static let stepRange = 1...1_000

    static let spec = CommandSpec(
        "explore", summary: "run random sessions against the app and shrink what they find to a script",
        discussion: """
        Each session makes the app again and takes up to M steps drawn from the seed and the \
        session's number alone: drags, flicks, holds, system cancels, flicks whose lift comes before \
        the move's commit (`touch flick`), taps, waits, the app's registered actions (`call`) and \
        calls on its interaction controller at odd moments. After \
        every step every diagnostic is checked (docs/diagnostics.md). A session that shows one is \
        a finding: the first session of each diagnostic is shrunk to the fewest, shortest steps \
        that still show it, and printed as a script (comment lines and commands) that shows it \
        again when run on the app. Defaults: 100 sessions of 8 steps, seed 1. Nothing changes. \
        Ctrl-C stops it with what it has found. An app only: a scene has no code of its own to \
        explore.
        """,
        forms: [{ () -> Form in
            let sessions = Parameter("N", keyword: "sessions", optional: true)
            let steps = Parameter("M", keyword: "steps", optional: true)
            let seed = Parameter("S", keyword: "seed", optional: true)
            return Form([sessions, steps, seed]) { args throws(ArgumentError) in
                var request = ExploreRequest()
                if let n = try args.value(sessions, { (t: String) throws(ValueError) in
                    try Values.integer(t, what: "sessions", in: sessionRange) }) {
                    request.sessions = n
                }
                if let m = try args.value(steps, { (t: String) throws(ValueError) in
                    try Values.integer(t, what: "steps", in: stepRange) }) {
                    request.steps = m
                }
                if let s = try args.value(seed, { (t: String) throws(ValueError) in
                    try Values.integer(t, what: "the seed", in: 0...Int.max) }) {
                    request.seed = UInt64(s)
                }
                return .explore(request)
            }
        }()])
}
