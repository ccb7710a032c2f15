import PantographEngine

/// `explore` on an app's world: sessions, each on a fresh app, drawn from the seed and
/// their number; the checks after every step (every diagnostic the app's code shows);
/// each diagnostic's first session shrunk to a script that shows it again
/// (docs/diagnostics.md, "Exploring").
///
/// Sessions are run by index and merged in index order, so that any way of sharing
/// them out (`SessionRunner`) gives the same findings, the same words.
@MainActor struct Exploration {
    /// The world `explore` ran in: each session is a fresh copy of its app.
    let world: AppWorld
    /// What every session (and every script) runs first: the world's settings.
    let header: [String]
    let request: ExploreRequest
    let fps: Int
    let screen: Size
    let actions: [String]
    /// What a session's commands run in; only its scenes and settings are read.
    private var scratch = ShellState(simulator: Simulator(scene: .overAnApp), output: .text)
    /// Hears `marker` before each step and the settle: in a worker, what a trap then
    /// leaves on standard error, for the harness to know the steps that led to it.
    var willStep: ((String) -> Void)?

    init(world: AppWorld, header: [String], request: ExploreRequest) {
        self.world = world
        self.header = header
        self.request = request
        fps = world.settings.fps.perSecond
        screen = world.settings.screen
        actions = world.driver.actionNames
    }

    /// What a session did: the steps it took (a step the app refused is not taken),
    /// and each diagnostic it showed, the first time it showed it, with how many of
    /// the steps it had taken then.
    struct Session: Hashable, Sendable, Codable {
        let index: Int
        let steps: [ExploreStep]
        let findings: [Found]
    }

    /// A diagnostic, and after how many steps it showed (the settle at the end counts
    /// as after them all).
    struct Found: Hashable, Sendable, Codable {
        let diagnostic: AppDiagnostic
        let after: Int
    }

    /// A diagnostic found: in how many sessions, the first of them, its steps as found
    /// and shrunk, and what the shrunk steps show.
    struct Finding: Hashable, Sendable {
        let diagnostic: AppDiagnostic
        let session: Int
        let sessions: Int
        let found: Int
        let steps: [ExploreStep]
    }

    /// Session `index`: its steps drawn and taken, and the first of each diagnostic.
    mutating func session(_ index: Int) -> Session {
        var draw = ExploreDraw(seed: request.seed, session: index, screen: screen, actions: actions)
        let (taken, found) = run(draw.steps(request.steps))
        var firsts: [Found] = []
        for f in found where !firsts.contains(where: { $0.diagnostic.name == f.diagnostic.name }) { firsts.append(f) }
        return Session(index: index, steps: taken, findings: firsts)
    }

    /// Runs `steps` on a fresh app (after the header), each checked when taken, then
    /// lets the app settle: the steps taken and what they showed. A step whose first
    /// command the app refuses changed nothing and is not taken; one that fails later,
    /// or leaves the app spoiled, ends the run.
    mutating func run(_ steps: [ExploreStep]) -> (taken: [ExploreStep], found: [Found]) {
        let app = world.rebuilt(taking: 0)
        var found: [AppDiagnostic] = []
        for line in header where !take(line, on: app, into: &found) { return ([], []) }
        var taken: [ExploreStep] = []
        var takenIndices: [Int] = []
        var after: [Found] = []
        stepping: for (i, step) in steps.enumerated() {
            willStep?(Self.marker(taken: takenIndices, running: i))
            for (k, line) in step.lines(fps: fps).enumerated() where !take(line, on: app, into: &found) {
                if k == 0 && !app.isSpoiled { continue stepping }
                break stepping
            }
            taken.append(step)
            takenIndices.append(i)
            after += found.map { Found(diagnostic: $0, after: taken.count) }
            found = []
        }
        willStep?(Self.marker(taken: takenIndices, running: nil))
        _ = take("settle", on: app, into: &found)
        after += found.map { Found(diagnostic: $0, after: taken.count) }
        return (taken, after)
    }

    /// One command line on `app`; whether it ran.
    private mutating func take(_ line: String, on app: AppWorld, into found: inout [AppDiagnostic]) -> Bool {
        guard let command = Self.command(line) else { return false }
        do {
            _ = try app.evaluate(command, in: &scratch, isInterrupted: { false })
        } catch {
            return false
        }
        found += app.diagnostics
        return true
    }

    /// Which of a run's steps were taken and which one runs (none: the settle), as a
    /// line of standard error: `explore: taken 0 1 3; running 4`.
    nonisolated static func marker(taken: [Int], running: Int?) -> String {
        "\(markerPrefix)" + taken.map(String.init).joined(separator: " ") + "; running "
            + (running.map(String.init) ?? "settle") + "\n"
    }

    private nonisolated static let markerPrefix = "explore: taken "

    /// The last `marker` in `text`: nothing taken and no step running when there is none
    /// (a trap in the header's commands).
    nonisolated static func marked(in text: String) -> (taken: [Int], running: Int?) {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(markerPrefix) }) else { return ([], nil) }
        let parts = line.dropFirst(markerPrefix.count).split(separator: ";")
        let taken = parts.first.map { $0.split(separator: " ").compactMap { Int($0) } } ?? []
        let running = parts.count > 1 ? Int(parts[1].split(separator: " ").last ?? "") : nil
        return (taken, running)
    }

    /// A line the explorer wrote, parsed as a script's would be.
    static func command(_ line: String) -> Command? {
        guard let text = try? Lexer.commands(in: Array(line.utf8)).first else { return nil }
        return try? Parser.parse(text)
    }

    /// Runs a shrinking candidate's steps where they cannot end `explore` (a worker
    /// process of the harness), as a session: its steps taken and what they showed.
    /// Nil when it could not run (interrupted).
    typealias Elsewhere = ([ExploreStep]) -> Session?

    /// Whether every one of `steps` is taken and they show a diagnostic called `name`
    /// (a trap with the same message: `message`), run `elsewhere` when given.
    private mutating func shows(_ steps: [ExploreStep], _ name: String, _ message: String,
                                elsewhere: Elsewhere?) -> AppDiagnostic? {
        let (taken, found) = elsewhere.map { $0(steps).map { ($0.steps, $0.findings) } ?? ([], []) } ?? run(steps)
        guard taken.count == steps.count else { return nil }
        return found.first { $0.diagnostic.name == name && (name != AppDiagnostic.trappedName
                                                               || $0.diagnostic.message == message) }?.diagnostic
    }

    /// The fewest steps, each as short as it can be, that still show a diagnostic
    /// called `name`, every one of them taken: steps are taken out one at a time (two
    /// waits in a row made one) while the rest still show it, then each step is made
    /// shorter while it does (`ExploreStep.shorter`), and again until neither changes
    /// anything. No single step of the result can go, and none be shorter. Once
    /// `isInterrupted` it stops where it is: every candidate kept showed it.
    mutating func shrink(_ steps: [ExploreStep], showing name: String, message: String = "",
                         elsewhere: Elsewhere? = nil,
                         isInterrupted: () -> Bool) -> (steps: [ExploreStep], diagnostic: AppDiagnostic?) {
        var steps = steps
        func shows(_ candidate: [ExploreStep]) -> AppDiagnostic? {
            self.shows(candidate, name, message, elsewhere: elsewhere)
        }
        var shown = shows(steps)
        guard shown != nil else { return (steps, nil) }
        // Until neither pass changes anything: a shorter step may let another go.
        var changed = true
        while changed, !isInterrupted() {
            changed = false
            var i = 0
            while i < steps.count, !isInterrupted() {
                var fewer = steps
                fewer.remove(at: i)
                // Two waits in a row are one wait as long as both.
                if i + 1 < steps.count, case .wait(let a) = steps[i], case .wait(let b) = steps[i + 1] {
                    fewer[i] = .wait(frames: a + b)
                }
                if let d = shows(fewer) {
                    (steps, shown, changed) = (fewer, d, true)
                } else {
                    i += 1
                }
            }
            for i in steps.indices {
                shortening: while !isInterrupted() {
                    for shorter in steps[i].shorter {
                        var candidate = steps
                        candidate[i] = shorter
                        if let d = shows(candidate) {
                            (steps, shown, changed) = (candidate, d, true)
                            continue shortening
                        }
                    }
                    break
                }
            }
        }
        return (steps, shown)
    }

    /// The findings of `sessions` (in index order): each diagnostic's first session,
    /// shrunk, in the order they were first found.
    mutating func findings(of sessions: [Session], elsewhere: Elsewhere? = nil, isInterrupted: () -> Bool) -> [Finding] {
        var firsts: [(session: Int, steps: [ExploreStep], diagnostic: AppDiagnostic, count: Int)] = []
        for session in sessions {
            for found in session.findings {
                if let k = firsts.firstIndex(where: { $0.diagnostic.name == found.diagnostic.name }) {
                    firsts[k].count += 1
                } else {
                    firsts.append((session.index, Array(session.steps.prefix(found.after)), found.diagnostic, 1))
                }
            }
        }
        return firsts.map { first in
            let (steps, shown) = shrink(first.steps, showing: first.diagnostic.name, message: first.diagnostic.message,
                                        elsewhere: elsewhere, isInterrupted: isInterrupted)
            return Finding(diagnostic: shown ?? first.diagnostic, session: first.session, sessions: first.count,
                           found: first.steps.count, steps: steps)
        }
    }

    /// The script that shows `finding` again, run on the app: the diagnostic as a
    /// comment, the app made again, the header, the steps, a settle.
    func script(_ finding: Finding) -> [String] {
        let said = finding.diagnostic.warning.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)" }
        return said + ["# seed \(request.seed), session \(finding.session): \(Self.count(finding.found, "step")) "
                       + "shrunk to \(finding.steps.count)",
                       "reset"]
            + header + finding.steps.flatMap { $0.lines(fps: fps) } + ["settle"]
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

extension AppWorld {
    /// `explore`: the sessions on this world's driver, then this world made again (the
    /// sessions took its app) as the state's, so nothing changed.
    func explore(_ request: ExploreRequest, in state: inout ShellState, into response: inout Response,
                 isInterrupted: () -> Bool, progress: (CommandProgress) -> Void) throws(CommandError) {
        let header = exploreHeader(output: state.output)
        // Another driver's app: the session's own is left as it is.
        let home: AppWorld
        do {
            home = try AppWorld(driver: driver.fresh(), settings: initialSettings)
        } catch {
            throw CommandError(message: "explore: the app cannot start: \(Phrasing.error(error))", column: nil)
        }
        var exploration = Exploration(world: home, header: header, request: request)
        var sessions: [Exploration.Session] = []
        var found: Set<String> = []
        func take(_ session: Exploration.Session) {
            found.formUnion(session.findings.map(\.diagnostic.name))
            sessions.append(session)
        }
        func report() {
            progress(CommandProgress(command: "explore", step: "sessions", done: sessions.count, total: request.sessions,
                                     detail: "\(sessions.count) run, \(Exploration.count(found.count, "finding"))"))
        }
        // Jobs of a few sessions, a few per worker at a time: the line moves, Ctrl-C
        // keeps what the jobs done before it found, and a trap names the sessions it was
        // on. One pool for the whole command; each batch ends when its slowest job
        // does: eight batches at most. One worker's jobs are cut as many workers' are:
        // a harness runs them in a worker process too, and jobs of one session each
        // cost it twice the work (docs/performance.md, "`explore`").
        let batch = max(Self.sessionsPerJob * request.workers * 4, (request.sessions + 7) / 8)
        let per = max(Self.sessionsPerJob, batch / (request.workers * 4))
        driver.keepWorkers(true)
        defer { driver.keepWorkers(false) }
        while sessions.count < request.sessions {
            report()
            if isInterrupted() { break }
            let start = sessions.count, end = min(request.sessions, start + batch)
            let jobs = stride(from: start, to: end, by: per).map {
                ExploreJob(settings: initialSettings, header: header, request: request, first: $0, end: min($0 + per, end))
            }
            let outcomes = driver.run(jobs, workers: request.workers, isInterrupted: isInterrupted) ?? []
            // In their numbers' order, and none missing: a job whose app did not start
            // ends the run there.
            for session in outcomes.flatMap(\.sessions) where session.index == sessions.count { take(session) }
            if sessions.count < end { break }
        }
        let interrupted = sessions.count < request.sessions
        // Each candidate where the sessions ran: one that traps ends a worker, not this.
        let findings = withoutActuallyEscaping(isInterrupted) { isInterrupted in
            let job = ExploreJob(settings: initialSettings, header: header, request: request, first: 0, end: 1)
            return exploration.findings(of: sessions, elsewhere: { steps in
                var candidate = job
                candidate.steps = steps
                return self.driver.run([candidate], workers: request.workers, isInterrupted: isInterrupted)?.first?.sessions.first
            }, isInterrupted: isInterrupted)
        }
        response.display = .text(Self.exploreText(findings, run: sessions.count, interrupted: interrupted,
                                                  exploration: exploration))
        response.result = Self.exploreJSON(findings, run: sessions.count, interrupted: interrupted,
                                           exploration: exploration)
    }

    /// How many sessions a worker takes at a time.
    static let sessionsPerJob = 5

    /// The `set` lines that give a fresh app this world's settings, and the manual
    /// clock (time passes only in a session's own steps).
    private func exploreHeader(output: OutputFormat) -> [String] {
        let now = SessionSettings(engine: settings, output: output)
        let start = SessionSettings(engine: initialSettings, output: output)
        var lines: [String] = []
        for spec in SettingRegistry.all where spec.key != "clock" && spec.get(now) != spec.get(start) {
            if case .refused = spec.forApps { continue }
            lines.append("set \(spec.key) \(spec.get(now))")
        }
        return lines + ["set clock manual"]
    }

    /// Every line a comment or a command: the whole output is itself a script.
    private static func exploreText(_ findings: [Exploration.Finding], run: Int, interrupted: Bool,
                                    exploration: Exploration) -> String {
        let r = exploration.request
        var text = "# explore: " + (interrupted ? "interrupted after \(run) of " : "")
        text += "\(Exploration.count(r.sessions, "session")) of up to \(Exploration.count(r.steps, "step")), seed \(r.seed): "
        text += findings.isEmpty ? "no finding" : Exploration.count(findings.count, "finding") + " ("
            + findings.map(\.diagnostic.name).joined(separator: ", ") + ")"
        text += "\n"
        for finding in findings {
            text += "\n# \(finding.diagnostic.name) in \(finding.sessions) of \(Exploration.count(run, "session")), "
                + "first in session \(finding.session)\n"
            text += exploration.script(finding).joined(separator: "\n") + "\n"
        }
        return text
    }

    private static func exploreJSON(_ findings: [Exploration.Finding], run: Int, interrupted: Bool,
                                    exploration: Exploration) -> JSON {
        let r = exploration.request
        return .object([
            ("sessions", .int(r.sessions)), ("steps", .int(r.steps)), ("seed", .int(Int(truncatingIfNeeded: r.seed))),
            ("run", .int(run)), ("interrupted", .bool(interrupted)),
            ("findings", .array(findings.map { f in
                .object([
                    ("diagnostic", .string(f.diagnostic.name)), ("message", .string(f.diagnostic.message)),
                    ("session", .int(f.session)), ("sessions", .int(f.sessions)),
                    ("found", .int(f.found)), ("steps", .int(f.steps.count)),
                    ("script", .string(exploration.script(f).joined(separator: "\n") + "\n")),
                ])
            })),
        ])
    }
}
