/// A transition replayed frame by frame from its `TransitionHistory`: what happened
/// on screen between the gesture's begin and the completion, even when `clock auto`
/// ran the completion inside the command that started it.
public struct Timeline: Hashable, Sendable {
    /// What a timeline replays: the current (or last) view-controller transition, or
    /// the view transitions that ran together (`UIView.transition`, docs/flip.md).
    public enum Subject: Hashable, Sendable {
        /// `phase`: where the transition is now (or ended).
        case transition(Transition.Operation, phase: Transition.Phase)
        /// `finished`: whether the last completion was told `finished: true`; nil
        /// while one is in flight.
        case viewTransitions(finished: Bool?)
    }

    public let subject: Subject

    /// The view-controller transition's operation; nil for view transitions.
    public var operation: Transition.Operation? {
        if case .transition(let operation, _) = subject { operation } else { nil }
    }

    /// Where the view-controller transition is now (or ended); nil for view transitions.
    public var phase: Transition.Phase? {
        if case .transition(_, let phase) = subject { phase } else { nil }
    }
    /// Oldest first: the state after each input, and every frame of time passing.
    public let frames: [TimelineFrame]
    /// The transition's callbacks, each with the time it fired.
    public let events: [TimedEvent]
    /// When a finger lifted from, or the system cancelled, a pan that was tracking.
    public let releases: [TimelineRelease]
    /// The release policy's progress boundary (`ReleasePolicy.progressBoundary`): the
    /// last judged release's, or, while a gesture still drives the transition, the
    /// current policy's; nil when no policy judges this transition by its progress.
    public let progressBoundary: ProgressBoundary?
    /// When the transition completed or was cancelled (the last view transition
    /// completed); nil while it is in flight.
    public let end: Double?
    /// View names and phantom flags, by `TimelineView.id`.
    public let names: [String]
    public let isPhantom: [Bool]
    /// The display's frames per second when the replay ended.
    public let fps: Int
    /// Inputs the bounded history forgot: the timeline starts after them.
    public let droppedInputs: Int
    /// Every view that was in the window, in the order they first appear, with which
    /// of its numbers changed over all the frames (kept or not).
    public let motions: [ViewMotion]
}

/// Which of a view's numbers change over a timeline.
public struct ViewMotion: Hashable, Sendable {
    public let id: Int
    /// The numbers that differ, in any frame, from where the view first appeared.
    public private(set) var changed: Set<TimelineView.Property> = []
    /// The view where it first appeared.
    let first: TimelineView

    public var moves: Bool { !changed.isEmpty }

    public func changes(_ property: TimelineView.Property) -> Bool { changed.contains(property) }

    init(_ first: TimelineView) {
        id = first.id
        self.first = first
    }

    mutating func note(_ v: TimelineView) {
        for property in TimelineView.Property.allCases where !changed.contains(property) {
            if abs(v[property] - first[property]) > 1e-9 { changed.insert(property) }
        }
    }
}

/// The screen at one moment of a timeline.
public struct TimelineFrame: Hashable, Sendable {
    public let time: Double
    /// The transition's percent (0…1) and phase; nil before it began (a drag that
    /// starts it later, a finger that taps).
    public let percent: Double?
    public let phase: Transition.Phase?
    /// The window's views, back to front.
    public let views: [TimelineView]
    /// A pan sample (its begin or a move) ended here: the gesture's own samples.
    public internal(set) var isGestureSample: Bool
    /// In a timeline of view transitions, the newest one at this moment (the one that
    /// just completed, at 1, once none is left); nil in a transition's timeline.
    public internal(set) var effect: ViewTransitionSample? = nil
}

extension TimelineFrame {
    /// A moment of a transition's timeline sampled elsewhere (an app's, `TimelineSampler`).
    public init(time: Double, percent: Double?, phase: Transition.Phase?, views: [TimelineView], isGestureSample: Bool) {
        self.init(time: time, percent: percent, phase: phase, views: views, isGestureSample: isGestureSample, effect: nil)
    }
}

/// A view transition's effect at one moment of a timeline.
public struct ViewTransitionSample: Hashable, Sendable {
    public let effect: ViewTransitionOptions.Effect
    /// The fraction of the duration that has passed.
    public let fraction: Double
    /// After the curve: a curl's or a dissolve's share; a flip's angle over 180°.
    public let progress: Double

    /// A flip's angle in degrees (0 … 180); nil for another effect.
    public var angle: Double? {
        switch effect {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: 180 * progress
        case .none, .curlUp, .curlDown, .crossDissolve: nil
        }
    }

    init(_ t: ViewTransition) {
        self.init(t.options, fraction: t.fraction)
    }

    /// A view transition with `options` at `fraction` of its duration, run elsewhere
    /// (an app's `UIView.transition`): the progress is the engine's curve's.
    public init(_ options: ViewTransitionOptions, fraction: Double) {
        effect = options.effect
        self.fraction = fraction
        progress = options.curve.progress(at: fraction)
    }

    init(ended: ViewTransitionSample) {
        effect = ended.effect
        fraction = 1
        progress = 1
    }
}

/// One view in a frame: what output prints for it, every number an animation moves.
public struct TimelineView: Hashable, Sendable {
    /// An index into `Timeline.names`.
    public let id: Int
    /// In window coordinates, transforms applied (`ViewOnScreen.frame`).
    public let frame: Rect
    public let alpha: Double
    /// The view's own properties (`ViewState`): the frame above shows their effect on
    /// its size, these show them as the animation sets them.
    public let scale: Double
    public let cornerRadius: Double
    public let yaw: Double
    public let pitch: Double
    public let curl: Double

    /// No flip or curl unless given: a view sampled elsewhere (an app's) has none of
    /// its own.
    public init(id: Int, frame: Rect, alpha: Double, scale: Double, cornerRadius: Double,
                yaw: Double = 0, pitch: Double = 0, curl: Double = 0) {
        self.id = id
        self.frame = frame
        self.alpha = alpha
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.yaw = yaw
        self.pitch = pitch
        self.curl = curl
    }

    init(_ view: ViewState, frame: Rect) {
        self.init(id: view.id, frame: frame, alpha: view.alpha, scale: view.scale, cornerRadius: view.cornerRadius,
                  yaw: view.yaw, pitch: view.pitch, curl: view.curl)
    }

    /// A number a timeline follows: the visual frame's four, then every property an
    /// animation moves (`AnimatableProperty.timelineProperties` names which show each).
    public enum Property: String, Hashable, Sendable, CaseIterable {
        case x, y, width, height, alpha, scale, cornerRadius, yaw, pitch, curl
    }

    public subscript(property: Property) -> Double {
        switch property {
        case .x: frame.x
        case .y: frame.y
        case .width: frame.width
        case .height: frame.height
        case .alpha: alpha
        case .scale: scale
        case .cornerRadius: cornerRadius
        case .yaw: yaw
        case .pitch: pitch
        case .curl: curl
        }
    }
}

extension AnimatableProperty {
    /// The numbers of a timeline that show the property: a new animatable property
    /// does not compile until a timeline follows it.
    public var timelineProperties: [TimelineView.Property] {
        switch self {
        case .frame: [.x, .y, .width, .height]
        case .alpha: [.alpha]
        case .scale: [.scale]
        case .cornerRadius: [.cornerRadius]
        case .yaw: [.yaw]
        case .pitch: [.pitch]
        case .curl: [.curl]
        }
    }
}

/// A gesture's end in a timeline.
public struct TimelineRelease: Hashable, Sendable {
    public let time: Double
    /// How the release policy judged it; nil when no policy did (a drag of the view
    /// itself, a gesture that drove no percent).
    public let judged: Release?
}

/// A lifecycle event at the virtual time it happened, so that a timeline can place it
/// between its frames.
public struct TimedEvent: Hashable, Sendable {
    public let time: Double
    public let event: LifecycleEvent
}

extension Simulator {
    /// The current (or last) transition replayed from its history, one frame per
    /// `1/fps` of time (and at each input and each animation's end); nil before any
    /// transition. With `every` > 0, one frame per `every` seconds is kept (the first
    /// at or after each multiple of it since the first frame), plus the first and last
    /// frames and each frame whose phase differs from the one kept before it.
    public func timeline(every interval: Double = 0) -> Timeline? {
        guard let history, let transition else { return nil }
        var sim = history.startState
        let log = ReplayLog(every: interval > 0 ? interval : 0, baseline: sim.transition)
        for input in history.inputs {
            let wasTracking = sim.gesture.isTracking
            let time = sim.clock
            let judgedBefore = sim.release
            sim.replay = log
            // Each input succeeded once from this very state, so it succeeds again.
            _ = try? sim.applyInput(input, isInterrupted: { false })
            sim.replay = nil
            if wasTracking && !sim.gesture.isTracking && input.endsAPan {
                log.releases.append(TimelineRelease(time: time, judged: sim.release != judgedBefore ? sim.release : nil))
            }
            log.sample(sim, gestureSample: input.isPanSample && sim.gesture.isTracking)
        }
        log.finish()
        var boundary = log.releases.last { $0.judged != nil }?.judged?.progressBoundary
        if gesture.isTracking, case .percentDriven? = drive, transition.isInteractive {
            boundary = settings.releasePolicy.progressBoundary
        }
        return Timeline(subject: .transition(transition.operation, phase: transition.phase), frames: log.frames,
                        events: log.events, releases: log.releases, progressBoundary: boundary, end: log.end, names: model.names,
                        isPhantom: model.isPhantom, fps: sim.settings.fps.perSecond, droppedInputs: history.droppedInputs,
                        motions: log.motionOrder.map { log.motions[$0]! })
    }

    /// `advance(by:)` on a replay: a copy steps frame by frame (and to each
    /// animation's end, as `settle` does), each frame logged; then the real state
    /// advances in one step, exactly as it did when the input first came.
    mutating func advanceFrameByFrame(by interval: Double) -> Outcome {
        let log = replay!
        replay = nil
        defer { replay = log }
        var probe = self
        let end = clock + (interval > 0 ? interval : 0)
        log.sample(probe)
        var stalled = false
        while end - probe.clock > 1e-12 {
            var step = min(probe.settings.frameInterval, end - probe.clock)
            if !stalled, let next = probe.nextEnd, next < step { step = next }
            // An animation ending now takes a step of 0; the next one moves on.
            stalled = step <= 0
            let outcome = probe.advance(by: step)
            log.log(outcome.events, at: probe.clock)
            log.sample(probe)
        }
        return advance(by: interval)
    }
}

/// What a replay collects as it goes: a reference, held only by the copy that a
/// replay steps (one thread), never by a state anyone compares.
final class ReplayLog: Hashable, @unchecked Sendable {
    let every: Double
    /// The transition before the replayed one began.
    let baseline: Transition?
    /// Replaying view transitions: frames carry the newest one's effect, and the
    /// timeline ends when none is left in flight.
    let viewTransitions: Bool
    /// The newest view transition's effect in the last frame sampled.
    var lastEffect: ViewTransitionSample?
    /// The `finished` of the last view transition's completion.
    var lastFinished: Bool?
    var began = false
    var frames: [TimelineFrame] = []
    /// The newest frame, whether `frames` keeps it or not.
    var latest: TimelineFrame?
    var latestKept = false
    var events: [TimedEvent] = []
    var releases: [TimelineRelease] = []
    var end: Double?
    var motions: [Int: ViewMotion] = [:]
    var motionOrder: [Int] = []

    init(every: Double, baseline: Transition?, viewTransitions: Bool = false) {
        self.every = every
        self.baseline = baseline
        self.viewTransitions = viewTransitions
    }

    func log(_ fired: [LifecycleEvent], at time: Double) {
        events += fired.map { TimedEvent(time: time, event: $0) }
        guard viewTransitions else { return }
        for event in fired {
            if case .transitionCompletion(let finished) = event { lastFinished = finished }
        }
    }

    /// The state now; one at the same time as the newest frame replaces it (what the
    /// screen shows at a moment is the last thing done at it).
    func sample(_ sim: Simulator, gestureSample: Bool = false) {
        if let end, sim.clock > end + 1e-9 { return }
        // Bound once: reading `window` while a move's layout is owed lays out a copy.
        let window = sim.window
        let views = window.views.map { TimelineView($0, frame: window.visualFrame(of: $0, model: sim.model)) }
        if viewTransitions {
            add(views, at: sim.clock, newest: sim.viewTransitions.last.map(ViewTransitionSample.init), gestureSample: gestureSample)
            return
        }
        if !began, sim.transition != baseline { began = true }
        let t = began ? sim.transition : nil
        if end == nil, let t, !t.isInFlight { end = sim.clock }
        add(TimelineFrame(time: sim.clock, percent: t?.percent, phase: t?.phase, views: views, isGestureSample: gestureSample))
    }

    /// A frame of the view transitions' timeline: `newest`, the newest view transition
    /// in flight (nil once none is: the frame keeps the last one's effect, ended, and
    /// the timeline ends there). The percent is the effect's progress.
    func add(_ views: [TimelineView], at time: Double, newest: ViewTransitionSample?, gestureSample: Bool = false) {
        if let end, time > end + 1e-9 { return }
        let effect = newest ?? lastEffect.map(ViewTransitionSample.init(ended:))
        if end == nil, lastEffect != nil, newest == nil { end = time }
        lastEffect = effect
        add(TimelineFrame(time: time, percent: effect?.progress, phase: nil, views: views, isGestureSample: gestureSample,
                          effect: effect))
    }

    /// A frame sampled: its views' motions noted, and kept as `every` says; one at the
    /// same time as the newest frame replaces it.
    func add(_ sampled: TimelineFrame) {
        var frame = sampled
        for v in frame.views {
            if motions[v.id] == nil {
                motions[v.id] = ViewMotion(v)
                motionOrder.append(v.id)
            } else {
                motions[v.id]!.note(v)
            }
        }
        if let latest, abs(frame.time - latest.time) < 1e-9 {
            frame.isGestureSample = frame.isGestureSample || latest.isGestureSample
            if latestKept {
                frames[frames.count - 1] = frame
                self.latest = frame
                return
            }
        }
        latestKept = keeps(frame)
        if latestKept { frames.append(frame) }
        latest = frame
    }

    static func == (a: ReplayLog, b: ReplayLog) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func keeps(_ frame: TimelineFrame) -> Bool {
        guard let last = frames.last, every > 0 else { return true }
        if frame.phase != last.phase || frame.effect?.effect != last.effect?.effect { return true }
        let origin = frames[0].time
        func slot(_ t: Double) -> Int { Int(((t - origin) / every + 1e-6).rounded(.down)) }
        return slot(frame.time) > slot(last.time)
    }

    func finish() {
        if let latest, !latestKept { frames.append(latest) }
        latestKept = true
    }

    /// The view transitions' timeline logged (`viewTransitions`), finished: it says how
    /// the last completion was told once none is left in flight.
    func viewTimeline(names: [String], isPhantom: [Bool], fps: Int, droppedInputs: Int) -> Timeline {
        finish()
        return Timeline(subject: .viewTransitions(finished: end == nil ? nil : lastFinished), frames: frames, events: events,
                        releases: [], progressBoundary: nil, end: end, names: names, isPhantom: isPhantom, fps: fps,
                        droppedInputs: droppedInputs, motions: motionOrder.map { motions[$0]! })
    }
}

extension Input {
    /// A pan sample: its begin, or a move.
    var isPanSample: Bool {
        switch self {
        case .panBegin, .panMove, .touchMove: true
        case .panEnd, .panCancel, .touchDown, .touchUp, .touchUpReporting, .touchCancel, .present, .dismiss,
             .push, .pop, .viewTransition, .startInteractive, .update, .finish, .cancel, .pause, .advance, .settle,
             .changeSettings, .reset:
            false
        }
    }

    /// An input that can end a tracked pan.
    var endsAPan: Bool {
        switch self {
        case .panEnd, .panCancel, .touchUp, .touchUpReporting, .touchCancel: true
        case .panBegin, .panMove, .touchDown, .touchMove, .present, .dismiss, .push, .pop, .viewTransition, .startInteractive, .update,
             .finish, .cancel, .pause, .advance, .settle, .changeSettings, .reset:
            false
        }
    }
}
