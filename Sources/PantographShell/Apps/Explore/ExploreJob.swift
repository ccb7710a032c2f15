import PantographEngine

/// Sessions `first..<end` of an exploration on fresh apps: what one worker runs
/// (`AppDriver.run(_:workers:isInterrupted:)`). A session depends only on the seed and
/// its number, so the sessions come back the same from any worker, and merged in
/// their numbers' order they are what one worker makes.
public struct ExploreJob: Sendable, Codable {
    var settings: Settings
    var header: [String]
    var request: ExploreRequest
    var first: Int
    var end: Int

    /// Which sessions, for a trap's report: `explore sessions 40…44`.
    public var label: String { "explore sessions \(first)…\(end - 1)" }

    /// The sessions, in order.
    public struct Outcome: Sendable, Codable, Hashable {
        var sessions: [Exploration.Session]
    }

    /// The sessions on `driver`'s app, made again for each.
    @MainActor public func run(on driver: any AppDriver) -> Outcome {
        guard let world = try? AppWorld(driver: driver, settings: settings) else { return Outcome(sessions: []) }
        var exploration = Exploration(world: world, header: header, request: request)
        return Outcome(sessions: (first..<end).map { exploration.session($0) })
    }

    /// Every job here, in order, each on a fresh app from `driver`; `willRun` hears each
    /// before its app's code runs (what a trap names). Nil once `isInterrupted` says yes.
    @MainActor public static func runHere(_ jobs: [ExploreJob], driver: any AppDriver, isInterrupted: () -> Bool,
                                          willRun: (ExploreJob) -> Void = { _ in }) -> [Outcome]? {
        var outcomes: [Outcome] = []
        for job in jobs {
            if isInterrupted() { return nil }
            willRun(job)
            outcomes.append(job.run(on: driver.fresh()))
        }
        return outcomes
    }
}

extension ExploreJob {
    /// Each of the job's sessions a job of its own, as one worker runs them: what a
    /// harness runs in its own process when a worker could not answer the job, so a
    /// trap names the session it was on.
    public var eachSession: [ExploreJob] {
        (first..<end).map { ExploreJob(settings: settings, header: header, request: request, first: $0, end: $0 + 1) }
    }
}
