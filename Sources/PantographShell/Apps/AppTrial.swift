import PantographEngine

/// One trace run on a fresh app (`judge` on an app, docs/own-code.md): the app made
/// from its root closure on the session's settings, the trace's touches delivered to
/// its window, and what its handler did when the finger lifted. A value that crosses
/// processes as it is (Codable): a worker process runs it on an app of its own
/// (`AppDriver.run(_:workers:isInterrupted:)`), so the outcome is the same on any
/// number of workers.
public struct AppTrial: Sendable, Codable {
    var settings: Settings
    var gesture: Gesture

    /// What the finger does on the fresh app.
    enum Gesture: Sendable, Codable {
        /// A recorded trace's touches (`judge`), released with `velocity`.
        case trace(Trace, velocity: Replay.Velocity)
        /// A pan begun at `start`, moved `distance` along `direction` (a unit vector)
        /// in one step and ended reporting `velocity` along it (a cell of `sweep`).
        case pan(start: Point, direction: Point, distance: Double, velocity: Double)
    }

    /// What the finger did, for a trap's report: `trace 3 at flicks.jsonl:12 (flick-003)`,
    /// `the cell at distance 40, velocity -500`.
    public var label: String {
        switch gesture {
        case .trace(let trace, _): "trace \(trace.number) at \(trace.label)"
        case .pan(_, _, let distance, let velocity):
            "the cell at distance \(Values.show(distance)), velocity \(Values.show(velocity))"
        }
    }

    init(settings: Settings, velocity: Replay.Velocity, trace: Trace) {
        self.settings = settings
        gesture = .trace(trace, velocity: velocity)
    }

    init(settings: Settings, gesture: Gesture) {
        self.settings = settings
        self.gesture = gesture
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
        switch gesture {
        case .trace(let trace, let velocity):
            do {
                try world.replay(trace, velocity: velocity)
            } catch {
                return .notJudged("at line \(error.line): \(error.message)")
            }
        case .pan(let start, let direction, let distance, let velocity):
            do {
                try driver.panBegin(at: start)
                try driver.panMove(to: direction * distance, after: nil)
                try world.release(bySystem: false) { () throws(EngineError) in
                    try driver.touchUp(velocity: direction * velocity)
                }
            } catch {
                return .notJudged(Phrasing.error(error))
            }
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
    /// Each file as the trials read it, every trace kept: the table is made from them
    /// (`TraceFile.Scan.retaken`), the files are not read again. Nil: read them again.
    var files: [TraceFile.Scan<[Trace]>]? = nil
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
        if request.inference != nil {
            throw CommandError(message: "judge: infer intent is not available for an app yet: it reads each trace's way "
                                   + "against a scene's gesture; the intent the files label applies", column: nil)
        }
        // Each file read once, as `Judge.read` reads it, and refused in its words before
        // any trial's outcome is kept: the trials are handed on as they are read (the
        // workers run the first while the rest are read), and a refusal drops them all.
        // The table is made from what this reading kept.
        var read: [TraceFile.Scan<[Trace]>] = []
        var trials: [AppTrial] = []
        var files: [Int] = []
        let outcomes = try driver.run(reading: { (hand) throws(CommandError) in
            for (f, source) in request.sources.enumerated() {
                read.append(try Judge.scanned(source, by: "judge") { () throws(TraceFileError) in
                    try TraceFile.scan(source.bytes, name: source.name, workers: request.workers,
                                       pieceBytes: Judge.pieceBytes, taker: { KeepTraces() }, isInterrupted: isInterrupted,
                                       joined: { runs in
                        // The run just joined, numbered as the file's.
                        let run = runs[runs.count - 1], first = trials.count
                        for var trace in run.taken {
                            trace.number += run.before
                            trials.append(AppTrial(settings: settings, velocity: request.velocity, trace: trace))
                            files.append(f)
                        }
                        hand(trials[first...])
                    })
                })
            }
        }, workers: request.workers, isInterrupted: isInterrupted)
        guard let outcomes else {
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
            guard case .trace(let trace, _) = trials[k].gesture else { continue }
            verdicts[files[k]][trace.line] = verdict
        }
        var response = Response()
        let (text, result, warnings) = try Judge.run(request, on: state.simulator,
                                                     app: AppSubject(name: driver.name, verdicts: verdicts, files: read),
                                                     width: state.drawing.width, scenes: state.scenes,
                                                     everyRow: state.output == .json, isInterrupted: isInterrupted)
        response.display = .text(text)
        response.makeResult = result
        response.fileWarnings = warnings
        return response
    }
}
