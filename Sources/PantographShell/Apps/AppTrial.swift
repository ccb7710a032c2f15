import PantographEngine

/// One trace run on a fresh app (`judge` on an app, docs/own-code.md): the app made
/// from its root closure on the session's settings, the trace's touches delivered to
/// its window, and what its handler did when the finger lifted. A value that crosses
/// processes as it is (Codable): a worker process runs it on an app of its own
/// (`AppDriver.run(_:workers:isInterrupted:)`), so the outcome is the same on any
/// number of workers.
public struct AppTrial: Sendable, Codable {
    var settings: Settings
    var velocity: Replay.Velocity
    var trace: Trace
    /// Where the trace is, for a trap's report: `trace 3 at flicks.jsonl:12 (flick-003)`.
    public var label: String { "trace \(trace.number) at \(trace.label)" }

    init(settings: Settings, velocity: Replay.Velocity, trace: Trace) {
        self.settings = settings
        self.velocity = velocity
        self.trace = trace
    }

    /// What the app's handler did with the trace's release, or why nothing was judged.
    public enum Outcome: Sendable, Codable, Hashable {
        /// The release as the app's pan reported it, and what the handler did.
        case released(ReleaseInput, bySystem: Bool, Decision)
        /// In words: a sample the app refused, or no transition the finger drove.
        case notJudged(String)
    }

    /// The trial on `driver`'s app, made again for it: the app the session drives is
    /// another driver's (`AppDriver.fresh`).
    @MainActor public func run(on driver: any AppDriver) -> Outcome {
        let world: AppWorld
        do {
            world = try AppWorld(driver: driver, settings: settings)
        } catch {
            return .notJudged("the app cannot start: \(Phrasing.error(error))")
        }
        do {
            try world.replay(trace, velocity: velocity)
        } catch {
            return .notJudged("at line \(error.line): \(error.message)")
        }
        guard let release = world.release else {
            return .notJudged("the finger drove no interactive transition of the app's")
        }
        return .released(release.input, bySystem: release.bySystem, release.decision)
    }

    /// Every trial here, in order, each on a fresh app from `driver` (one worker);
    /// `willRun` hears each before its app's code runs (what a trap names). Nil once
    /// `isInterrupted` says yes.
    @MainActor public static func runHere(_ trials: [AppTrial], driver: any AppDriver, isInterrupted: () -> Bool,
                                          willRun: (AppTrial) -> Void = { _ in }) -> [Outcome]? {
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(trials.count)
        for trial in trials {
            if isInterrupted() { return nil }
            willRun(trial)
            outcomes.append(trial.run(on: driver.fresh()))
        }
        return outcomes
    }
}

/// An app judged: its name, and the verdict on each trace of each file, by the line
/// of the trace's `began` — the app's handler's decision first, then every policy's
/// on the same release (`Judge.policyNames`).
struct AppSubject: Sendable {
    var name: String
    var verdicts: [[Int: Judge.Verdict]]
}

extension AppWorld {
    /// The trace's touches delivered to the app's window at the trace's own times
    /// (`Replay.inputs`): what `replay` does on an app, and each trial of `judge`.
    func replay(_ trace: Trace, velocity: Replay.Velocity) throws(ReplayError) {
        for (input, line) in try Replay.inputs(trace, velocity: velocity) {
            do {
                switch input {
                case .touchDown(let at): try driver.touchDown(at: at)
                case .touchMove(let to, let after): try driver.touchMove(to: to, after: after)
                case .advance(let seconds): driver.advance(by: seconds)
                case .touchUp: try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: nil) }
                case .touchUpReporting(let velocity):
                    try release(bySystem: false) { () throws(EngineError) in try driver.touchUp(velocity: velocity) }
                case .touchCancel: try release(bySystem: true) { () throws(EngineError) in try driver.touchCancel() }
                default: preconditionFailure("Replay.inputs makes touches and waits only")
                }
            } catch {
                throw ReplayError(line: line, problem: .engine(error))
            }
        }
    }

    /// `judge FILE…` on the app: every trace on a fresh app (on `request.workers`
    /// processes where the driver has them), its handler's decision judged with every
    /// policy's on the same release, with the session's constants, as `compare` does.
    func judge(_ request: JudgeRequest, in state: ShellState, isInterrupted: () -> Bool) throws(CommandError) -> Response {
        var trials: [AppTrial] = []
        var files: [Int] = []
        for (f, source) in request.sources.enumerated() {
            // A file that is not a trace file is refused by `Judge.run`, in its words.
            guard let parsed = try? TraceFile.parse(source.bytes, name: source.name, workers: request.workers,
                                                    isInterrupted: isInterrupted) else { continue }
            for trace in parsed.traces {
                trials.append(AppTrial(settings: settings, velocity: request.velocity, trace: trace))
                files.append(f)
            }
        }
        guard let outcomes = driver.run(trials, workers: request.workers, isInterrupted: isInterrupted) else {
            throw CommandError(message: "judge interrupted: nothing judged", column: nil)
        }
        let policies = settings.allPolicies
        var verdicts = [[Int: Judge.Verdict]](repeating: [:], count: request.sources.count)
        for (k, outcome) in outcomes.enumerated() {
            let verdict: Judge.Verdict = switch outcome {
            case .released(let input, let bySystem, let decision):
                .judged(input, bySystem: bySystem, Decisions(CollectionOfOne(decision) + policies.lazy.map {
                    bySystem ? $0.decideOnCancel(input) : $0.decideOnEnd(input)
                }))
            case .notJudged(let why): .notJudged(why)
            }
            verdicts[files[k]][trials[k].trace.line] = verdict
        }
        var response = Response()
        let (text, result, warnings) = try Judge.run(request, on: state.simulator,
                                                     app: AppSubject(name: driver.name, verdicts: verdicts),
                                                     width: state.drawing.width, scenes: state.scenes,
                                                     everyRow: state.output == .json, isInterrupted: isInterrupted)
        response.display = .text(text)
        response.makeResult = result
        response.fileWarnings = warnings
        return response
    }
}
