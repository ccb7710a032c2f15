import PantographCommandLine
import PantographEngine
import PantographShell
import PantographUIKit

/// The shell's `AppDriver` over PantographUIKit's `HeadlessApp`: the app made from its
/// root closure, touched, timed and read. Only translation lives here — the commands,
/// their words, the journal and the records are the shell's (`AppWorld`), so a session
/// over an app and one over a scene share one engine and one shell.
@MainActor final class AppHost: AppDriver {
    let name: String
    let startPoint: Point?
    private let root: @MainActor () -> UIViewController
    private let actions: [HarnessAction]
    /// The running app; made by `start`.
    private(set) var app: HeadlessApp!
    /// The command running, for a trap in the app's code to name (`TrapReport`).
    private(set) var running: (text: String, file: String, line: Int, column: Int)?

    init(name: String, startPoint: Point?, actions: [HarnessAction], root: @escaping @MainActor () -> UIViewController) {
        self.name = name
        self.startPoint = startPoint
        self.actions = actions
        self.root = root
    }

    var actionNames: [String] { actions.map(\.name) }

    func start(settings: Settings) throws(EngineError) {
        app = try HeadlessApp(settings: settings, root: root)
        reportedDiagnostics = 0
    }

    // MARK: Touches

    func panBegin(at location: Point) throws(EngineError) { try app.panBegin(at: CGPoint(location)) }

    func panMove(to translation: Point, after interval: Double?) throws(EngineError) {
        try app.panMove(to: CGPoint(translation), after: interval)
    }

    var panTranslation: Point { Point(app.panTranslation) }
    var isPanTracking: Bool { app.isPanTracking }
    var isFingerDown: Bool { app.isFingerDown }
    func touchDown(at location: Point) throws(EngineError) { try app.touchDown(at: CGPoint(location)) }

    func touchMove(to location: Point, after interval: Double?) throws(EngineError) {
        try app.touchMove(to: CGPoint(location), after: interval)
    }

    func touchMoveHoldingCommit(to location: Point, after interval: Double?) throws(EngineError) {
        // `holdingCommit` rethrows untyped: the engine's error is carried out by hand.
        let moved: Result<Void, EngineError> = app.holdingCommit {
            do throws(EngineError) {
                return .success(try app.touchMove(to: CGPoint(location), after: interval))
            } catch {
                return .failure(error)
            }
        }
        try moved.get()
    }

    func touchUp(velocity: Point?) throws(EngineError) { try app.touchUp(velocity: velocity.map { CGPoint($0) }) }
    func touchCancel() throws(EngineError) { try app.touchCancel() }

    // MARK: Time

    func advance(by seconds: Double) { app.advance(by: seconds) }
    var isAnimating: Bool { app.isAnimating }
    func settleRanOut() { app.settleRanOut() }

    // MARK: The app's code

    func call(_ name: String) throws(AppActionError) {
        guard let action = actions.first(where: { $0.name == name }) else { throw .unknown(name) }
        guard let controller = app.window.rootViewController else { throw .failed("the window has no root view controller") }
        do {
            try app.turn { try action.run(controller) }
        } catch {
            throw .failed(String(describing: error))
        }
    }

    func interact(_ call: InteractionCall) -> Bool {
        guard let interactor = app.interactionController else { return false }
        app.turn {
            switch call {
            case .update(let p): interactor.update(CGFloat(p))
            case .finish: interactor.finish()
            case .cancel: interactor.cancel()
            case .pause: interactor.pause()
            }
        }
        return true
    }

    // MARK: What the screen shows

    var clock: Double { app.time }
    var gesture: PanGestureRecognizer { app.gesture }

    var transition: (AppTransition, number: Int)? {
        guard let t = app.transition else { return nil }
        return (AppTransition(operation: t.operation, state: t.state, duration: t.duration, release: nil,
                              completionSpeed: t.completionSpeed, completionCurve: t.completionCurve),
                app.transitionsBegun)
    }

    var presented: String? { app.presentedController.map { app.name(of: $0) } }

    var viewTransition: (newest: ViewTransitionSample?, opened: Int, eventsBefore: Int) {
        (app.newestViewTransition, app.viewTransitionsOpened, app.loggedBeforeViewTransitionsOpened)
    }

    func views() -> [AppView] {
        let records = app.views
        var views: [AppView] = []
        views.reserveCapacity(records.count)
        for view in records {
            // A flip turns the transform about the vertical axis, which takes cos(yaw)
            // from m11 and puts sin(yaw) in m13: the scale is what the two keep.
            let scale = view.effect.yaw == 0 ? view.transform.m11 : hypot(view.transform.m11, view.transform.m13)
            views.append(AppView(name: view.name, frame: Rect(view.frame), alpha: Double(view.alpha),
                                 isHidden: view.isHidden, scale: Double(scale), cornerRadius: Double(view.cornerRadius),
                                 isPhantom: view.isSnapshot, yaw: view.effect.yaw, pitch: view.effect.pitch,
                                 curl: view.effect.curl))
        }
        return views
    }

    var viewHierarchy: ViewHierarchy? {
        app.viewTransitionsMade > 0 ? ViewHierarchy(views: app.hierarchy, deallocated: app.deallocatedViews) : nil
    }

    var screen: Size { app.settings.screen }

    func takeEvents() -> [LifecycleEvent] {
        // A loop into an array of the right size: `map`'s closure cost some 400
        // instructions an event.
        let log = app.log
        defer { app.clearLog() }
        guard !log.isEmpty else { return [] }
        var events: [LifecycleEvent] = []
        events.reserveCapacity(log.count)
        for event in log {
            switch event {
            case .lifecycle(let e): events.append(e)
            case .asked(let question): events.append(.asked(question))
            }
        }
        return events
    }

    func takeConsole() -> [String] {
        let messages = app.console.map(\.description)
        app.clearConsole()
        return messages
    }

    /// The bugs the app's code showed since the last call (docs/diagnostics.md), each
    /// once; `app.diagnostics` keeps them all.
    func takeDiagnostics() -> [AppDiagnostic] {
        let found = app.diagnostics.dropFirst(reportedDiagnostics)
            .map { AppDiagnostic(name: $0.kind.rawValue, message: DiagnosticWording.text($0)) }
        reportedDiagnostics = app.diagnostics.count
        return found
    }

    /// How many of the app's diagnostics are warnings already.
    private var reportedDiagnostics = 0

    func willRun(_ text: String, file: String, line: Int, column: Int) {
        running = (text, file, line, column)
        guard let output = reportsTraps else { return }
        // What the commands before printed, out before the app's code may trap.
        output.flush()
        TrapReport.willRun(text, file: file, line: line, column: column)
    }

    /// Where the command line's harness prints, when a trap in the app's code ends the
    /// process with a report (rather than as a test runner would see it).
    var reportsTraps: OutputSink?

    // MARK: Fresh apps

    func fresh() -> any AppDriver {
        AppHost(name: name, startPoint: startPoint, actions: actions, root: root)
    }

    /// Whether trials may run in worker processes: this process is the harness's own
    /// executable, which answers as a worker (`PantographHarness.main`), not a test's.
    var startsWorkers = false

    /// The pool a command keeps between its runs (`keepWorkers`), started by the first
    /// run that wants workers; nil while nothing is kept.
    private var kept: (workers: Int, pool: WorkerPool.Running?)?

    func keepWorkers(_ keep: Bool) {
        kept?.pool?.stop()
        kept = keep ? (0, nil) : nil
        solo?.stop()
        solo = nil
    }

    /// The worker `explore` runs one session or candidate at a time on, its standard
    /// error kept: started by the first that wants it.
    private var solo: SoloWorker?

    /// Trials in this process, one after the other: a trap names the command and the
    /// trace it was on.
    private func here(_ trials: ArraySlice<AppTrial>, _ isInterrupted: () -> Bool) -> [AppTrial.Outcome]? {
        AppTrial.runHere(Array(trials), driver: self, isInterrupted: isInterrupted) { trial in
            guard reportsTraps != nil, let running else { return }
            TrapReport.willRun(running.text, file: running.file, line: running.line, column: running.column,
                               on: trial.label)
        }
    }

    func run(_ trials: [AppTrial], workers: Int, isInterrupted: () -> Bool) -> [AppTrial.Outcome]? {
        guard startsWorkers, workers > 1, trials.count > 1, let stream = trialStream(workers) else {
            return here(trials[...], isInterrupted)
        }
        stream.add(trials)
        return finish(stream, trials, isInterrupted)
    }

    /// The trials as `read` hands them on: on workers, the first run while the rest
    /// are read. The pool starts with the second trial (a lone trace, or a file
    /// refused at its first lines, starts no worker); `read` throwing ends the workers
    /// and drops what they answered, so a file's refusal wins over a trap a worker met
    /// in an earlier file's trace, as on one worker, where no trace has run yet. This
    /// process runs no trial before every file is read, for the same reason.
    func run(reading read: (_ hand: (ArraySlice<AppTrial>) -> Void) throws(CommandError) -> Void,
             workers: Int, isInterrupted: () -> Bool) throws(CommandError) -> [AppTrial.Outcome]? {
        guard startsWorkers, workers > 1 else {
            var trials: [AppTrial] = []
            try read { trials += $0 }
            return run(trials, workers: workers, isInterrupted: isInterrupted)
        }
        var trials: [AppTrial] = []
        var stream: WorkerStream<AppTrial, [AppTrial.Outcome]>?
        var cannotStart = false
        do throws(CommandError) {
            try read { more in
                trials += more
                if let stream { return stream.add(more) }
                guard !cannotStart, trials.count > 1 else { return }
                stream = trialStream(workers)
                stream?.add(trials)
                cannotStart = stream == nil
            }
        } catch {
            stream?.cancel()
            throw error
        }
        guard let stream else { return run(trials, workers: 1, isInterrupted: isInterrupted) }
        return finish(stream, trials, isInterrupted)
    }

    /// Worker processes for `workers` cores, this process being one of them: it runs
    /// its own part of the trials when they are all in (`WorkerStream.finish`). Nil
    /// when none could start.
    private func trialStream(_ workers: Int) -> WorkerStream<AppTrial, [AppTrial.Outcome]>? {
        guard let pool = try? WorkerPool(workers: workers - 1).start() else { return nil }
        return pool.stream(largest: Self.trialsPerJob, job: { WorkerJob.trials($0).bytes }, answer: TrialBytes.outcomes)
    }

    /// Every trial's outcome: this process's part, the workers', and what the pool
    /// could not answer run here, in order, so a trap in the app's code is reported as
    /// on one worker, naming its trace.
    private func finish(_ stream: WorkerStream<AppTrial, [AppTrial.Outcome]>, _ trials: [AppTrial],
                        _ isInterrupted: () -> Bool) -> [AppTrial.Outcome]? {
        guard let answers = stream.finish(isInterrupted: isInterrupted, here: { here($0, isInterrupted) }) else { return nil }
        var outcomes: [AppTrial.Outcome] = []
        outcomes.reserveCapacity(trials.count)
        for (piece, answer) in answers {
            guard let got = answer.flatMap({ $0.count == piece.count ? $0 : nil }) ?? here(trials[piece], isInterrupted)
            else { return nil }
            outcomes += got
        }
        return outcomes
    }

    /// How many traces or cells a worker takes at most at a time: a trace is about a
    /// tenth of a millisecond to half of one.
    static let trialsPerJob = 64

    func run(_ jobs: [ExploreJob], workers: Int, isInterrupted: () -> Bool) -> [ExploreJob.Outcome]? {
        func here(_ jobs: [ExploreJob]) -> [ExploreJob.Outcome]? {
            ExploreJob.runHere(jobs, driver: self, isInterrupted: isInterrupted) { job in
                guard reportsTraps != nil, let running else { return }
                TrapReport.willRun(running.text, file: running.file, line: running.line, column: running.column,
                                   on: job.label)
            }
        }
        // On a harness, the app's code of `explore` runs in workers only, even on one
        // (a pool of one): a trap ends a worker, and becomes the finding of its session.
        guard startsWorkers else { return here(jobs) }
        var answers: [ExploreJob.Outcome?] = [nil]
        if jobs.count > 1 {
            guard let pooled = inWorkers(jobs.count, workers: workers, isInterrupted: isInterrupted,
                                         keepingAnswers: true, job: { k in
                WorkerJob.explore(jobs[k]).bytes
            }, answer: { ExploreJob.Outcome(bytes: $0) }) else { return nil }
            answers = pooled
        }
        var outcomes: [ExploreJob.Outcome] = []
        for (job, answer) in zip(jobs, answers) {
            if let answer {
                outcomes.append(answer)
                continue
            }
            // Interrupted: the jobs answered before the first that was not.
            if isInterrupted() { return outcomes }
            // What the pool did not answer (and a lone job: a candidate), a session at
            // a time on the solo worker: a trap there is that session's. Here only
            // when no worker starts, where a trap ends the run naming the session.
            for one in job.eachSession {
                if isInterrupted() { return outcomes }
                guard let got = alone(one) ?? here([one])?.first else { return nil }
                outcomes.append(got)
            }
        }
        return outcomes
    }

    /// `job` on the solo worker: its outcome, or the trap that ended the worker as its
    /// session's finding; nil when no worker starts or its answer cannot be read.
    private func alone(_ job: ExploreJob) -> ExploreJob.Outcome? {
        let worker = solo ?? SoloWorker()
        solo = worker
        do throws(WorkerPool.CannotStart) {
            switch try worker.run(WorkerJob.explore(job).bytes) {
            case .answered(let bytes): return ExploreJob.Outcome(bytes: bytes)
            case .ended(let standardError): return job.trapped(standardError: standardError, actions: actionNames)
            }
        } catch {
            return nil
        }
    }

    /// Jobs `0..<count` on worker processes of this executable: the command's kept pool
    /// (`keepingWorkers`), else one for this run. Each answer, nil where the pool did not
    /// answer (the caller runs those here); all nil when no worker could start; nil
    /// when interrupted.
    private func inWorkers<Answer: Sendable>(_ count: Int, workers: Int, isInterrupted: () -> Bool,
                                             keepingAnswers: Bool = false,
                                             job: @escaping @Sendable (Int) -> [UInt8],
                                             answer: @escaping @Sendable ([UInt8]) -> Answer?) -> [Answer?]? {
        let pool: WorkerPool.Running
        if let kept, let started = kept.pool, kept.workers == workers, started.isAlive {
            pool = started
        } else {
            kept?.pool?.stop()
            do throws(WorkerPool.CannotStart) {
                pool = try WorkerPool(workers: workers).start()
            } catch {
                return Array(repeating: nil, count: count)
            }
            if kept != nil { kept = (workers, pool) }
        }
        let answers = pool.run(count, job: job, answer: answer, isInterrupted: isInterrupted,
                               keepingAnswers: keepingAnswers)
        if kept == nil { pool.stop() }
        return answers
    }

    /// A worker's answers: each job on a fresh app of this harness (`WorkerPool.serve`).
    func serveAsWorker() -> Never {
        WorkerPool.serve { job in WorkerJob(bytes: job)?.answer(on: self) ?? [] }
    }
}
