/// A transition's timeline from frames sampled outside the engine: an app's own code
/// in the shell, whose objects cannot be replayed from a `TransitionHistory`, is run
/// again and sampled frame by frame by the shell. The frames are kept, and the views'
/// motions followed, by the same log a replay writes (`ReplayLog`), so `every` picks
/// the same rows as on a scene.
public struct TimelineSampler {
    private let log: ReplayLog

    /// `every` as `Simulator.timeline(every:)` takes it: 0 keeps every frame.
    /// `viewTransitions`: a timeline of view transitions (`UIView.transition`), whose
    /// frames come by `add(_:at:newest:)` and which ends when none is left in flight,
    /// as `Simulator.viewTimeline(every:)`'s does.
    public init(every: Double, viewTransitions: Bool = false) {
        log = ReplayLog(every: every > 0 ? every : 0, baseline: nil, viewTransitions: viewTransitions)
    }

    /// The screen at a moment, oldest first; one at the same time as the newest
    /// replaces it.
    public func add(_ frame: TimelineFrame) { log.add(frame) }

    /// The screen at a moment of view transitions, oldest first: `newest`, the newest
    /// one in flight then, nil once none is. Frames after the last one's completion
    /// are not kept.
    public func add(_ views: [TimelineView], at time: Double, newest: ViewTransitionSample?) {
        log.add(views, at: time, newest: newest)
    }

    /// Callbacks made at `time`.
    public func log(_ events: [LifecycleEvent], at time: Double) { log.log(events, at: time) }

    /// A finger lifted from (or the system cancelled) a pan that was tracking; no
    /// policy judged it.
    public func release(at time: Double) { log.releases.append(TimelineRelease(time: time, judged: nil)) }

    /// The timeline of a transition that is now at `phase`; `end`: when it completed
    /// or was cancelled, nil while it is in flight. `names` and `isPhantom` by view id.
    public func timeline(_ operation: Transition.Operation, phase: Transition.Phase, end: Double?, names: [String],
                         isPhantom: [Bool], fps: Int) -> Timeline {
        log.finish()
        return Timeline(subject: .transition(operation, phase: phase), frames: log.frames, events: log.events,
                        releases: log.releases, progressBoundary: nil, end: end, names: names, isPhantom: isPhantom,
                        fps: fps, droppedInputs: 0, motions: log.motionOrder.map { log.motions[$0]! })
    }

    /// The timeline of view transitions sampled by `add(_:at:newest:)`: it ends, and
    /// says how the last completion was told, once none is left in flight.
    public func viewTimeline(names: [String], isPhantom: [Bool], fps: Int) -> Timeline {
        log.viewTimeline(names: names, isPhantom: isPhantom, fps: fps, droppedInputs: 0)
    }
}
