/// One view-controller transition: the transition context and the percent-driven
/// interaction controller's view of it, as a state machine whose states carry their
/// data, so that no combination of flags can be illegal.
public struct Transition: Hashable, Sendable {
    /// Exhaustive everywhere: a new operation is a compile error until every switch
    /// handles it. `push` and `pop` are a navigation controller's (Navigation/).
    public enum Operation: String, Hashable, Sendable, CaseIterable, Codable { case present, dismiss, push, pop }

    /// Where the transition is, each case with the data only it needs (the percent,
    /// the completion run), so that no illegal combination can be stored.
    public enum State: Hashable, Sendable {
        /// A gesture (or `update`) drives the percent.
        case interactive(percent: Double)
        /// An interruptible completion stopped by `pause()`: interactive again.
        case paused(percent: Double)
        /// A non-interactive transition playing from start to end.
        case animating(CompletionRun)
        case finishing(CompletionRun)
        case cancelling(CompletionRun)
        case completed
        case cancelled
    }

    /// The names output prints.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        case interactive, animating, finishing, cancelling, paused, completed, cancelled
    }

    public let operation: Operation
    /// Which presentation of the scene (its depth in the stack).
    public let presentation: Int
    public internal(set) var state: State
    /// The animator's `transitionDuration`, read when the transition starts.
    public let duration: Double
    /// Whether a gesture or `update` ever drove it, which decides how `scrub linear`
    /// maps percent to the views.
    public let startedInteractively: Bool
    /// `animated: false` (a `push`/`pop` without animation): no animator runs, so
    /// neither `animateTransition` nor `completeTransition` is called.
    public internal(set) var isAnimated = true
    /// The transition's animation and its presentation controller's alongside ones.
    public let animation: Animation
    /// How the gesture that drove it ended, as its release policy judged it: nil until
    /// one has, and again once `pause()` takes the decision back. It belongs to this
    /// transition only, so the next one starts without it.
    public internal(set) var release: Release?

    public var phase: Phase { state.phase }

    /// `percentComplete`: the fraction of the animation's *time* that has passed.
    public var percent: Double { state.percent }

    /// `isInteractive` of the transition context.
    public var isInteractive: Bool { state.isInteractive }

    /// `transitionWasCancelled`: set at `cancel()`, not at the end (docs/uikit.md,
    /// "The transition context"); a pause clears it.
    public var wasCancelled: Bool { state.wasCancelled }

    /// Not yet completed or cancelled.
    public var isInFlight: Bool { state.isInFlight }

    /// The completion (or, non-interactively, the whole) animation while it runs.
    public var run: CompletionRun? { state.run }

    /// Seconds of animation left, nil when nothing runs.
    public var remaining: Double? { state.remaining }

    /// The same state with its run advanced.
    func advanced(by seconds: Double) -> State { state.advanced(by: seconds) }
}

/// `UIPercentDrivenInteractiveTransition`'s rules as functions of the state, so that a
/// scene's transition (`Simulator`) and an app's (`PantographUIKit`) follow the same
/// ones: each input returns why UIKit ignores it, or nil and the state it led to.
extension Transition.State {
    public var phase: Transition.Phase {
        switch self {
        case .interactive: .interactive
        case .paused: .paused
        case .animating: .animating
        case .finishing: .finishing
        case .cancelling: .cancelling
        case .completed: .completed
        case .cancelled: .cancelled
        }
    }

    /// `percentComplete`: the fraction of the animation's *time* that has passed.
    public var percent: Double {
        switch self {
        case .interactive(let p), .paused(let p): p
        case .animating(let run), .finishing(let run), .cancelling(let run): run.percent
        case .completed: 1
        case .cancelled: 0
        }
    }

    /// `isInteractive` of the transition context.
    public var isInteractive: Bool {
        switch self {
        case .interactive, .paused: true
        case .animating, .finishing, .cancelling, .completed, .cancelled: false
        }
    }

    /// `transitionWasCancelled`: set at `cancel()`, not at the end (docs/uikit.md,
    /// "The transition context"); a pause clears it.
    public var wasCancelled: Bool {
        switch self {
        case .cancelling, .cancelled: true
        case .interactive, .paused, .animating, .finishing, .completed: false
        }
    }

    /// Not yet completed or cancelled.
    public var isInFlight: Bool {
        switch self {
        case .completed, .cancelled: false
        case .interactive, .paused, .animating, .finishing, .cancelling: true
        }
    }

    /// The completion (or, non-interactively, the whole) animation while it runs.
    public var run: CompletionRun? {
        switch self {
        case .animating(let run), .finishing(let run), .cancelling(let run): run
        case .interactive, .paused, .completed, .cancelled: nil
        }
    }

    /// Seconds of animation left, nil when nothing runs.
    public var remaining: Double? { run.map { max($0.total - $0.elapsed, 0) } }

    /// `update(_:)`: the percent, clamped to 0…1, while interactive or paused; else
    /// why the call has no effect.
    package mutating func update(_ value: Double) -> Warning.Reason? {
        switch self {
        case .completed, .cancelled: return .noTransitionInFlight
        case .animating, .finishing, .cancelling: return .notInteractive(phase)
        case .interactive, .paused: break
        }
        guard !value.isNaN else { return .notANumber }
        self = .interactive(percent: min(max(value, 0), 1))
        return nil
    }

    /// `finish()`/`cancel()`: the rest plays over `(1 − p)·D/s` or `p·D/s` along
    /// `curve`, for the animator's `duration` D and the completion speed s as its
    /// getter reads it (`effectiveCompletionSpeed`).
    package mutating func complete(cancelling: Bool, duration: Double, speed: Double,
                                   curve: TimingCurve) -> Warning.Reason? {
        switch self {
        case .completed, .cancelled: return .noTransitionInFlight
        case .finishing, .cancelling: return .alreadyCompleting(phase)
        case .animating: return .transitionNotInteractive
        case .interactive, .paused: break
        }
        let p = percent
        let total = (cancelling ? p : 1 - p) * duration / Self.effectiveCompletionSpeed(speed)
        let run = CompletionRun(from: p, to: cancelling ? 0 : 1, total: total, curve: curve)
        self = cancelling ? .cancelling(run) : .finishing(run)
        return nil
    }

    /// `completionSpeed`'s getter: a speed of 0 or less reads as 1.
    public static func effectiveCompletionSpeed(_ speed: Double) -> Double { speed > 0 ? speed : 1 }

    /// `pause()`: an interruptible completion stops where it is and is interactive
    /// again; anything else is ignored, and why.
    package mutating func pause(interruptible: Bool) -> Warning.Reason? {
        switch self {
        case .completed, .cancelled: return .noTransitionInFlight
        case .interactive, .paused, .animating: return .notCompleting(phase)
        case .finishing, .cancelling: break
        }
        guard interruptible else { return .notInterruptible }
        self = .paused(percent: percent)
        return nil
    }

    /// The same state with its run advanced.
    package func advanced(by seconds: Double) -> Transition.State {
        func step(_ run: CompletionRun) -> CompletionRun {
            var run = run
            run.elapsed += seconds
            // Float steps (frames of 1/60 s) must not leave a sliver of animation behind.
            if run.total - run.elapsed < 1e-9 { run.elapsed = run.total }
            return run
        }
        switch self {
        case .animating(let run): return .animating(step(run))
        case .finishing(let run): return .finishing(step(run))
        case .cancelling(let run): return .cancelling(step(run))
        case .interactive, .paused, .completed, .cancelled: return self
        }
    }
}

/// The percent moving on its own towards 0 or 1 along a curve: `finish()`/`cancel()`
/// after an interaction, or a whole non-interactive transition (linear in time).
public struct CompletionRun: Hashable, Sendable {
    public let from: Double
    public let to: Double
    public let total: Double
    public let curve: TimingCurve
    public internal(set) var elapsed: Double = 0

    public init(from: Double, to: Double, total: Double, curve: TimingCurve, elapsed: Double = 0) {
        self.from = from
        self.to = to
        self.total = total
        self.curve = curve
        self.elapsed = elapsed
    }

    /// `p(τ) = p₀ + (1 − p₀)·curve(τ/T)` forward, `p₀ − p₀·curve(τ/T)` back, kept
    /// within 0…1: a `cubic(…)` whose y leaves 0…1 would otherwise push
    /// `percentComplete` past the animation's ends, which Core Animation clamps.
    public var percent: Double {
        guard total > 0, elapsed < total else { return to }
        return min(max(lerp(from, to, curve.progress(at: elapsed / total)), 0), 1)
    }

    public var isDone: Bool { total <= 0 || elapsed >= total }
}
