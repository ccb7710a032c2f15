import PantographEngine

/// Sessions `first..<end` of an exploration on fresh apps: what one worker runs
/// (`AppDriver.run(_:workers:isInterrupted:)`). A session depends only on the seed and
/// its number, so the sessions come back the same from any worker, and merged in
/// their numbers' order they are what one worker makes.
///
/// Or, with `steps`, one candidate of the shrinker: those steps on a fresh app, run
/// where the sessions run, so that a candidate that traps ends a worker, not `explore`.
public struct ExploreJob: Sendable, Codable {
    var settings: Settings
    var header: [String]
    var request: ExploreRequest
    var first: Int
    var end: Int
    /// A shrinking candidate's steps, run instead of drawing session `first`.
    var steps: [ExploreStep]? = nil

    /// Which sessions, for a trap's report: `explore sessions 40…44`.
    public var label: String { steps == nil ? "explore sessions \(first)…\(end - 1)" : "explore's shrinking" }

    /// The sessions, in order.
    public struct Outcome: Sendable, Codable, Hashable {
        var sessions: [Exploration.Session]
    }

    /// The sessions on `driver`'s app, made again for each; `willStep` hears, before
    /// each step, which steps were taken and which one runs (`Exploration.marker`).
    @MainActor public func run(on driver: any AppDriver, willStep: ((String) -> Void)? = nil) -> Outcome {
        guard let world = try? AppWorld(driver: driver, settings: settings) else { return Outcome(sessions: []) }
        var exploration = Exploration(world: world, header: header, request: request)
        exploration.willStep = willStep
        if let steps {
            let (taken, found) = exploration.run(steps)
            return Outcome(sessions: [Exploration.Session(index: first, steps: taken, findings: found)])
        }
        return Outcome(sessions: (first..<end).map { exploration.session($0) })
    }

    /// Every job here, in order, each on a fresh app from `driver`; `willRun` hears each
    /// before its app's code runs (what a trap names). Once `isInterrupted` says yes,
    /// the outcomes of the jobs run before it.
    @MainActor public static func runHere(_ jobs: [ExploreJob], driver: any AppDriver, isInterrupted: () -> Bool,
                                          willRun: (ExploreJob) -> Void = { _ in }) -> [Outcome]? {
        var outcomes: [Outcome] = []
        for job in jobs {
            if isInterrupted() { return outcomes }
            willRun(job)
            outcomes.append(job.run(on: driver.fresh()))
        }
        return outcomes
    }
}

extension ExploreJob {
    /// Each of the job's sessions a job of its own, as one worker runs them: what a
    /// harness runs in a process of its own when a worker could not answer the job, so
    /// a trap names the session it was on.
    public var eachSession: [ExploreJob] {
        guard steps == nil else { return [self] }
        return (first..<end).map { ExploreJob(settings: settings, header: header, request: request, first: $0, end: $0 + 1) }
    }

    /// The job's one session (or candidate) as a trap in the app's code ended it, from
    /// what its process wrote on standard error: the Swift runtime's `Fatal error` line
    /// and the last `Exploration.marker`. The steps are those taken and the one that
    /// trapped; the finding is `AppDiagnostic.trapped`, after them all. `actions` are
    /// the app's, which a session's steps are drawn with.
    public func trapped(standardError: String, actions: [String]) -> Outcome {
        let drawn = steps ?? {
            var draw = ExploreDraw(seed: request.seed, session: first, screen: settings.screen, actions: actions)
            return draw.steps(request.steps)
        }()
        let (taken, running) = Exploration.marked(in: standardError)
        var steps = taken.filter(drawn.indices.contains).map { drawn[$0] }
        if let running, drawn.indices.contains(running) { steps.append(drawn[running]) }
        let found = Exploration.Found(diagnostic: .trapped(standardError: standardError), after: steps.count)
        return Outcome(sessions: [Exploration.Session(index: first, steps: steps, findings: [found])])
    }
}
