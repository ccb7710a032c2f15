/// One view-controller transition: the transition context and the percent-driven
/// interaction controller's view of it, as one value.
public struct Transition: Hashable, Sendable {
    public enum Operation: String, Hashable, Sendable { case present, dismiss }

    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// A gesture (or `update`) drives the percent.
        case interactive
        /// A non-interactive transition in flight.
        case animating
        case finishing, cancelling
        /// An interruptible completion stopped by `pause()`: interactive again.
        case paused
        case completed, cancelled
    }

    public let operation: Operation
    public internal(set) var phase: Phase
    /// `percentComplete`: the fraction of the animation's *time* that has passed.
    public internal(set) var percent: Double
    /// The animator's `transitionDuration`, read when the transition starts.
    public let duration: Double
    /// `isInteractive` of the transition context.
    public internal(set) var isInteractive: Bool
    /// Set at `cancel()`, not at the end (docs/uikit.md, "The transition context").
    public internal(set) var wasCancelled: Bool
    /// Whether a gesture or `update` ever drove it, which decides how `scrub linear`
    /// maps percent to the views.
    public let startedInteractively: Bool
    /// The completion (or, non-interactively, the whole) animation while it runs.
    public internal(set) var run: CompletionRun?
    public let plan: TransitionPlan

    init(operation: Operation, interactive: Bool, duration: Double, plan: TransitionPlan) {
        self.operation = operation
        self.phase = interactive ? .interactive : .animating
        self.percent = 0
        self.duration = duration
        self.isInteractive = interactive
        self.wasCancelled = false
        self.startedInteractively = interactive
        self.plan = plan
        self.run = interactive ? nil : CompletionRun(from: 0, to: 1, total: duration, curve: .linear)
    }

    /// Not yet completed or cancelled.
    public var isInFlight: Bool { phase != .completed && phase != .cancelled }

    /// Accepts `update(_:)`: driven by a gesture, or paused and interactive again.
    public var acceptsUpdates: Bool { phase == .interactive || phase == .paused }

    /// Seconds of completion animation left, nil when nothing runs.
    public var remaining: Double? { run.map { max($0.total - $0.elapsed, 0) } }
}

/// The percent moving on its own towards 0 or 1 along a curve: `finish()`/`cancel()`
/// after an interaction, or a whole non-interactive transition (linear in time).
public struct CompletionRun: Hashable, Sendable {
    public let from: Double
    public let to: Double
    public let total: Double
    public let curve: TimingCurve
    public internal(set) var elapsed: Double = 0

    /// `p(τ) = p₀ + (1 − p₀)·curve(τ/T)` forward, `p₀ − p₀·curve(τ/T)` back, kept
    /// within 0…1: a `cubic(…)` whose y leaves 0…1 would otherwise push
    /// `percentComplete` past the animation's ends, which Core Animation clamps.
    public var percent: Double {
        guard total > 0, elapsed < total else { return to }
        return min(max(lerp(from, to, curve.progress(at: elapsed / total)), 0), 1)
    }

    public var isDone: Bool { total <= 0 || elapsed >= total }
}
