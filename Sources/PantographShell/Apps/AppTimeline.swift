import PantographEngine

/// `show timeline` and `plot` on an app (docs/own-code.md, "Pictures"). A scene's
/// timeline replays its transition's history on a copy of the engine's state; an
/// app's objects cannot be copied, so the session's commands (the world's journal) are
/// taken again on a fresh app, made from its root closure on the settings the session
/// started on, and sampled a frame at a time (`SamplingDriver`). The session's own app
/// is not touched: a query changes nothing.
extension AppWorld {
    /// The app's last transition, from the gesture that began it (a finger that came
    /// down with no transition in flight and stayed down until it began) or else the
    /// command that began it, to its completion or now; or its last view transitions,
    /// when they began later (`AppTimeline.Subject`); nil before any transition.
    func sampledTimeline(isInterrupted: () -> Bool) throws(CommandError) -> (AppTimeline?, notes: [String]) {
        let sampling = SamplingDriver(driver.fresh())
        let world: AppWorld
        do {
            world = try AppWorld(driver: sampling, settings: initialSettings)
        } catch {
            throw CommandError(message: "the app cannot start again: \(Phrasing.error(error))", column: nil)
        }
        sampling.sample()
        var state = ShellState(simulator: Simulator(scene: .overAnApp), output: .text)
        var notes: [String] = []
        for command in journal {
            if isInterrupted() { throw CommandError(message: "interrupted: the app's commands were not all taken again", column: nil) }
            let releases = sampling.releases.count
            do {
                _ = try world.evaluate(command, in: &state, isInterrupted: { false })
            } catch {
                notes.append("replaying the app's commands, '\(command)' failed the second time (\(error.message)): "
                             + "the app does not do the same twice")
            }
            // What the handler did is the world's, once the finger has lifted.
            if sampling.releases.count > releases, let release = world.release {
                sampling.releases[sampling.releases.count - 1].app = release
            }
        }
        return (AppTimeline(sampling.samples, releases: sampling.releases, names: sampling.names,
                            isPhantom: sampling.isPhantom, fps: world.settings.fps.perSecond), notes)
    }
}

/// The frames of an app's last transition, before `every` picks its rows: of its
/// view-controller transition or of its view transitions (`UIView.transition`),
/// whichever began last, as a scene's `Simulator.latestTimeline(every:)` picks.
struct AppTimeline {
    /// What the frames are of.
    enum Subject {
        /// `began`: the first sample in which the transition had begun; `end`: when it
        /// completed or was cancelled, nil while in flight.
        case transition(Transition.Operation, phase: Transition.Phase, began: Int, end: Double?)
        /// The view transitions that ran together, from the sample where the first began.
        case viewTransitions
    }

    let subject: Subject
    let samples: ArraySlice<SamplingDriver.Sample>
    let releases: [SamplingDriver.Release]
    let names: [String]
    let isPhantom: [Bool]
    let fps: Int

    /// nil when no transition began.
    init?(_ all: [SamplingDriver.Sample], releases: [SamplingDriver.Release], names: [String], isPhantom: [Bool], fps: Int) {
        self.names = names
        self.isPhantom = isPhantom
        self.fps = fps
        // The last sample in which view transitions began with none in flight, and the
        // one in which the last view-controller transition began: the later is pictured.
        let opened = all.indices.last { all[$0].viewTransition.opened > ($0 > 0 ? all[$0 - 1].viewTransition.opened : 0) }
        let transitionBegan = all.indices.last { i in
            all[i].transition.map { $0.number != (i > 0 ? all[i - 1].transition?.number : nil) } ?? false
        }
        if let opened, opened > transitionBegan ?? -1 {
            let stop = all[opened...].firstIndex { $0.viewTransition.newest == nil }
                .map { end in all[(end + 1)...].firstIndex { $0.time > all[end].time + 1e-9 } ?? all.count } ?? all.count
            subject = .viewTransitions
            samples = all[opened..<stop]
            self.releases = []
            return
        }
        guard let last = all.last?.transition else { return nil }
        // Where the last transition began, and the finger that led to it.
        var start = 0, began = 0
        var candidate: Int?
        for (i, s) in all.enumerated() {
            let before = i > 0 ? all[i - 1] : nil
            if let t = s.transition, t.number != before?.transition?.number {
                (start, began) = (candidate ?? i, i)
                candidate = nil
            } else if s.transition?.state.isInFlight != true {
                if !s.isFingerDown {
                    candidate = nil
                } else if before?.isFingerDown != true || before?.transition?.state.isInFlight == true {
                    candidate = candidate ?? i
                }
            }
        }
        var end: Double?
        var stop = all.count
        for i in began..<all.count where all[i].transition?.state.isInFlight == false {
            end = all[i].time
            stop = all[(i + 1)...].firstIndex { $0.time > all[i].time + 1e-9 } ?? all.count
            break
        }
        samples = all[start..<stop]
        let (first, lastTime) = (all[start].time, all[stop - 1].time)
        self.releases = releases.filter { $0.sample >= start && $0.sample < stop && $0.time >= first && $0.time <= lastTime + 1e-9 }
        subject = .transition(last.operation, phase: last.state.phase, began: began, end: end)
    }

    /// From the first frame to the last.
    var span: Double { (samples.last?.time ?? 0) - (samples.first?.time ?? 0) }

    /// The timeline as a scene's: a frame per sample (one at the same time as the one
    /// before replaces it), a row every `every` seconds, the percent and phase once
    /// the transition has begun.
    func timeline(every: Double) -> Timeline {
        guard case .transition(let operation, let phase, let began, let end) = subject else {
            let sampler = TimelineSampler(every: every, viewTransitions: true)
            for (k, s) in zip(samples.indices, samples) {
                // The first sample's events from the moment the first view transition began.
                sampler.log(Array(s.events.dropFirst(k == samples.startIndex ? s.viewTransition.eventsBefore : 0)), at: s.time)
                sampler.add(s.views, at: s.time, newest: s.viewTransition.newest)
            }
            return sampler.viewTimeline(names: names, isPhantom: isPhantom, fps: fps)
        }
        let sampler = TimelineSampler(every: every)
        var k = releases.startIndex
        for i in samples.indices {
            let s = samples[i]
            sampler.log(s.events, at: s.time)
            while k < releases.endIndex, releases[k].sample == i {
                sampler.release(at: releases[k].time)
                k += 1
            }
            let t = i >= began ? s.transition?.state : nil
            sampler.add(TimelineFrame(time: s.time, percent: t?.percent, phase: t?.phase, views: s.views,
                                      isGestureSample: s.isGestureSample))
        }
        return sampler.timeline(operation, phase: phase, end: end, names: names, isPhantom: isPhantom, fps: fps)
    }

    /// What the app's handler did at each release, as a plot labels it: `release:
    /// finish (app, 281 pt/s)`.
    var releaseLabels: [String] {
        releases.map { release in
            guard let app = release.app else { return "release" }
            let what = app.bySystem ? "system cancel" : "release"
            return "\(what): \(app.decision.rawValue) (\(AppRelease.judgeName), \(Numbers.fixed(app.input.velocity, 0)) pt/s)"
        }
    }
}

/// A driver over a fresh app that samples the screen after every call that may change
/// it and after every frame of time passing: where the app advances time itself (a
/// touch's move after an interval), the time is passed here first, a frame at a time,
/// exactly as the app would pass it (`HeadlessApp.advance(by:)`), then the move comes
/// with none left.
@MainActor final class SamplingDriver: AppDriver {
    let inner: any AppDriver
    private var frameInterval = 1.0 / 60

    /// The screen at a moment.
    struct Sample {
        let time: Double
        let transition: (operation: Transition.Operation, state: Transition.State, number: Int)?
        /// `eventsBefore`: how many of `events` came before the newest view transition
        /// that began with none in flight, when it began since the sample before.
        let viewTransition: (newest: ViewTransitionSample?, opened: Int, eventsBefore: Int)
        let isFingerDown: Bool
        let views: [TimelineView]
        let isGestureSample: Bool
        /// The callbacks made since the sample before.
        let events: [LifecycleEvent]
    }

    /// A finger lifted from a tracked pan, after `sample`.
    struct Release {
        let time: Double
        let sample: Int
        var app: AppRelease?
    }

    private(set) var samples: [Sample] = []
    var releases: [Release] = []
    /// View names and phantom flags, by id (in the order first seen).
    private(set) var names: [String] = []
    private(set) var isPhantom: [Bool] = []
    private var ids: [String: Int] = [:]
    /// The callbacks sampled, for the world's `takeEvents`.
    private var pending: [LifecycleEvent] = []

    init(_ inner: any AppDriver) { self.inner = inner }

    func sample(gesture: Bool = false) {
        // Read before the events are taken: it counts the ones not yet taken.
        let viewTransition = inner.viewTransition
        let events = inner.takeEvents()
        pending += events
        let views = inner.views().map { view in
            let id: Int
            if let known = ids[view.name] {
                id = known
            } else {
                id = names.count
                ids[view.name] = id
                names.append(view.name)
                isPhantom.append(view.isPhantom)
            }
            return TimelineView(id: id, frame: view.frame, alpha: view.alpha, scale: view.scale, cornerRadius: view.cornerRadius,
                                yaw: view.yaw, pitch: view.pitch, curl: view.curl)
        }
        samples.append(Sample(time: inner.clock, transition: inner.transition.map { ($0.0.operation, $0.0.state, $0.number) },
                              viewTransition: viewTransition, isFingerDown: inner.isFingerDown, views: views,
                              isGestureSample: gesture && inner.gesture.isTracking, events: events))
    }

    // MARK: Forwarded, sampled after

    var name: String { inner.name }
    var startPoint: Point? { inner.startPoint }
    var actionNames: [String] { inner.actionNames }

    func start(settings: Settings) throws(EngineError) {
        frameInterval = settings.frameInterval
        try inner.start(settings: settings)
        sample()
    }

    func panBegin(at location: Point) throws(EngineError) {
        try inner.panBegin(at: location)
        sample(gesture: true)
    }

    func panMove(to translation: Point, after interval: Double?) throws(EngineError) {
        advance(by: interval ?? frameInterval)
        try inner.panMove(to: translation, after: 0)
        sample(gesture: true)
    }

    var panTranslation: Point { inner.panTranslation }
    var isPanTracking: Bool { inner.isPanTracking }
    var isFingerDown: Bool { inner.isFingerDown }

    func touchDown(at location: Point) throws(EngineError) {
        try inner.touchDown(at: location)
        sample()
    }

    func touchMove(to location: Point, after interval: Double?) throws(EngineError) {
        advance(by: interval ?? frameInterval)
        try inner.touchMove(to: location, after: 0)
        sample(gesture: true)
    }

    /// Not split: the app passes the interval's frames with the commit held too
    /// (`touch flick`'s move, a frame after the last sample unless told otherwise),
    /// so they are sampled as one step.
    func touchMoveHoldingCommit(to location: Point, after interval: Double?) throws(EngineError) {
        try inner.touchMoveHoldingCommit(to: location, after: interval)
        sample(gesture: true)
    }

    func touchUp(velocity: Point?) throws(EngineError) {
        try lifting { () throws(EngineError) in try inner.touchUp(velocity: velocity) }
    }

    func touchCancel() throws(EngineError) {
        try lifting { () throws(EngineError) in try inner.touchCancel() }
    }

    /// A release, when the finger lifts from a pan that was tracking.
    private func lifting(_ lift: () throws(EngineError) -> Void) throws(EngineError) {
        let wasTracking = inner.gesture.isTracking
        let time = inner.clock
        try lift()
        sample()
        if wasTracking, !inner.gesture.isTracking { releases.append(Release(time: time, sample: samples.count - 1)) }
    }

    /// A frame at a time, as the app passes time (the last frame shorter).
    func advance(by seconds: Double) {
        var left = seconds
        while left > 1e-12 {
            let step = min(frameInterval, left)
            inner.advance(by: step)
            left -= step
            sample()
        }
    }

    var isAnimating: Bool { inner.isAnimating }
    func settleRanOut() { inner.settleRanOut() }

    func call(_ name: String) throws(AppActionError) {
        defer { sample() }
        try inner.call(name)
    }

    func interact(_ call: InteractionCall) -> Bool {
        defer { sample() }
        return inner.interact(call)
    }

    var clock: Double { inner.clock }
    var gesture: PanGestureRecognizer { inner.gesture }
    var transition: (AppTransition, number: Int)? { inner.transition }
    var viewTransition: (newest: ViewTransitionSample?, opened: Int, eventsBefore: Int) { inner.viewTransition }
    var presented: String? { inner.presented }
    func views() -> [AppView] { inner.views() }
    var viewHierarchy: ViewHierarchy? { inner.viewHierarchy }
    var screen: Size { inner.screen }

    func takeEvents() -> [LifecycleEvent] {
        let events = pending + inner.takeEvents()
        pending = []
        return events
    }

    func takeConsole() -> [String] { inner.takeConsole() }
    func takeDiagnostics() -> [AppDiagnostic] { inner.takeDiagnostics() }
    func willRun(_ text: String, file: String, line: Int, column: Int) {
        inner.willRun(text, file: file, line: line, column: column)
    }
    func fresh() -> any AppDriver { inner.fresh() }

    func run(_ trials: [AppTrial], workers: Int, isInterrupted: () -> Bool) -> [AppTrial.Outcome]? {
        inner.run(trials, workers: workers, isInterrupted: isInterrupted)
    }

    func run(reading read: (_ hand: (ArraySlice<AppTrial>) -> Void) throws(CommandError) -> Void,
             workers: Int, isInterrupted: () -> Bool) throws(CommandError) -> [AppTrial.Outcome]? {
        try inner.run(reading: read, workers: workers, isInterrupted: isInterrupted)
    }

    func run(_ jobs: [ExploreJob], workers: Int, isInterrupted: () -> Bool) -> [ExploreJob.Outcome]? {
        inner.run(jobs, workers: workers, isInterrupted: isInterrupted)
    }

    func keepWorkers(_ keep: Bool) { inner.keepWorkers(keep) }
}

extension AppWorld {
    /// `show timeline [every DURATION]` on the app: the scene's table and JSON rows.
    func timeline(every: Double?, isInterrupted: () -> Bool) throws(CommandError) -> Response {
        let interval = every ?? TimelineCommands.defaultEvery
        let (sampled, notes) = try sampledTimeline(isInterrupted: isInterrupted)
        guard let sampled else { throw noTransition }
        let timeline = sampled.timeline(every: interval)
        var response = Response()
        response.display = .text(TimelineTable.render(timeline, every: interval))
        response.result = TimelineTable.json(timeline)
        response.notes = notes
        return response
    }

    /// `plot FILE.svg [views NAME,…]` on the app (or `spring`, as anywhere).
    func plot(_ request: PlotRequest, isInterrupted: () -> Bool) throws(CommandError) -> Response {
        if request.springs != nil { return try Evaluator.plot(request, of: Simulator(scene: .deeper)) }
        let (sampled, notes) = try sampledTimeline(isInterrupted: isInterrupted)
        guard let sampled else { throw noTransition }
        // Every frame, or about one point per pixel across for a very long transition.
        let span = sampled.span
        let every = span > 1000 / Double(sampled.fps) ? span / 1000 : 0
        var response = try Evaluator.plot(sampled.timeline(every: every), request, scene: driver.name,
                                          releaseLabels: sampled.releaseLabels)
        response.notes = notes
        return response
    }

    private var noTransition: CommandError {
        CommandError(message: "no transition yet: start one with 'pan begin', 'drag'"
                         + (driver.actionNames.isEmpty ? " or 'tap'"
                            : ", 'tap' or 'call' (\(Parser.list(driver.actionNames, "or")))"), column: nil)
    }
}
