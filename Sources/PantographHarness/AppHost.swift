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
    private(set) var running: (text: String, file: String, line: Int)?

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

    func views() -> [AppView] {
        app.views.map {
            AppView(name: $0.name, frame: Rect($0.frame), alpha: Double($0.alpha), isHidden: $0.isHidden,
                    scale: Double($0.transform.m11), cornerRadius: Double($0.cornerRadius), isPhantom: $0.isSnapshot)
        }
    }

    var screen: Size { app.settings.screen }

    func takeEvents() -> [LifecycleEvent] {
        let events = app.log.map { event -> LifecycleEvent in
            switch event {
            case .lifecycle(let e): e
            case .asked(let question): .asked(question)
            }
        }
        app.clearLog()
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

    func willRun(_ text: String, file: String, line: Int) {
        running = (text, file, line)
        guard let output = reportsTraps else { return }
        // What the commands before printed, out before the app's code may trap.
        output.flush()
        TrapReport.willRun(text, file: file, line: line)
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

    func run(_ trials: [AppTrial], workers: Int, isInterrupted: () -> Bool) -> [AppTrial.Outcome]? {
        if startsWorkers, workers > 1, trials.count > 1,
           let outcomes = inWorkers(trials.map(WorkerJob.trial), labels: trials.map(\.label), workers: workers,
                                    isInterrupted: isInterrupted, as: AppTrial.Outcome.self) {
            return outcomes.map { $0 ?? .notJudged("the worker's answer cannot be read") }
        }
        return AppTrial.runHere(trials, driver: self, isInterrupted: isInterrupted) { trial in
            // A trap names the command and the trace it was on.
            guard reportsTraps != nil, let running else { return }
            TrapReport.willRun(running.text, file: running.file, line: running.line, on: trial.label)
        }
    }

    func run(_ jobs: [ExploreJob], workers: Int, isInterrupted: () -> Bool) -> [ExploreJob.Outcome]? {
        if startsWorkers, workers > 1, jobs.count > 1,
           let outcomes = inWorkers(jobs.map(WorkerJob.explore), labels: jobs.map(\.label), workers: workers,
                                    isInterrupted: isInterrupted, as: ExploreJob.Outcome.self) {
            // An answer that cannot be read is sessions missing: the command says it
            // ran fewer.
            return outcomes.contains(nil) ? nil : outcomes.compactMap { $0 }
        }
        return ExploreJob.runHere(jobs, driver: self, isInterrupted: isInterrupted) { job in
            guard reportsTraps != nil, let running else { return }
            TrapReport.willRun(running.text, file: running.file, line: running.line, on: job.label)
        }
    }

    /// The jobs on worker processes of this executable, as JSON both ways: each
    /// answer, nil where it cannot be read; nil for all when interrupted or when no
    /// worker could start (the caller then runs them here). A worker that ended on a
    /// job ends the harness with the report of a trap, naming the job (`labels`).
    private func inWorkers<Outcome: Decodable>(_ jobs: [WorkerJob], labels: [String], workers: Int,
                                               isInterrupted: () -> Bool, as: Outcome.Type) -> [Outcome?]? {
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        let bytes = jobs.map { Array((try? encoder.encode($0)) ?? Data()) }
        do throws(WorkerPool.Failure) {
            guard let answers = try WorkerPool(workers: workers).run(bytes, isInterrupted: isInterrupted) else { return nil }
            return answers.map { try? decoder.decode(Outcome.self, from: Data($0)) }
        } catch {
            guard case .workerEnded(let job, let status, let bySignal) = error else { return nil }
            reportsTraps?.flush()
            let what = !bySignal && status == TrapReport.status ? "the app's code trapped"
                : bySignal ? "a worker process was ended by signal \(status)" : "a worker process ended with status \(status)"
            TrapReport.end(what, running: running?.text ?? "judge", file: running?.file ?? "", line: running?.line ?? 0,
                           on: labels[job])
        }
    }

    /// A worker's answers: each job on a fresh app of this harness (`WorkerPool.serve`).
    func serveAsWorker() -> Never {
        let decoder = JSONDecoder()
        WorkerPool.serve { job in
            (try? decoder.decode(WorkerJob.self, from: Data(job)))?.answer(on: self) ?? []
        }
    }
}
