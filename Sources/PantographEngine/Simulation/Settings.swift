/// Everything `set` can change that the engine reads. Each scene gives defaults.
public struct Settings: Hashable, Sendable, Codable {
    /// Whether a completion runs to its end in the command that started it (what a
    /// script wants) or waits for time to be moved (to step through its frames).
    public enum ClockMode: String, Hashable, Sendable, CaseIterable, Codable {
        /// A finishing or cancelling animation runs to its end inside the command
        /// that started it.
        case auto
        /// Time moves only through `wait`, `settle` and pan samples.
        case manual
    }

    /// How percent drives the views (docs/uikit.md, "The interaction controller").
    public enum ScrubMode: String, Hashable, Sendable, CaseIterable, Codable {
        /// Core Animation's path: percent is a fraction of time; each curve applies.
        case time
        /// UIViewPropertyAnimator's `scrubsLinearly`: views linear in percent while
        /// interactive; completion follows `completionCurve`.
        case linear
    }

    public var screen = Size(width: 390, height: 844)
    public var safeAreaTop = 47.0
    public var safeAreaBottom = 34.0
    public var fps = FrameRate.fps60
    public var clock = ClockMode.auto
    public var scrub = ScrubMode.time
    /// The animator's `transitionDuration`.
    public var duration = 0.5
    public var completionSpeed = 1.0
    public var completionCurve = TimingCurve.easeInOut
    /// The release policy in force.
    public var policy = PolicyName.threshold
    /// Every policy's constants, by key (`ReleasePolicies.constants`).
    public var policyValues: [String: Double] = Dictionary(
        uniqueKeysWithValues: ReleasePolicies.constants.map { ($0.key, $0.defaultValue) })
    /// The most progress a gesture can reach (the article's `fminf(…, 0.9)`).
    public var cap = 1.0
    public var interruptible = false
    /// The pan recognizer's hysteresis: a touch must move this far on an axis
    /// before the pan begins.
    public var slop = 10.0
    /// The screen-edge pan's region: a back swipe begins only within this many
    /// points of the left edge (Flutter's `_kBackGestureWidth`, docs/navigation.md).
    public var edgeWidth = 20.0
    /// UIKit's own push and pop: how far left, as a fraction of the width, the
    /// screen underneath lies (Flutter's `_kMiddleLeftTween`, a third).
    public var navParallax = 1.0 / 3
    /// …and how dark it is dimmed at rest under the pushed screen (Flutter's
    /// `_kCupertinoPageTransitionBarrierColor`, `0x18000000`: 24/255).
    public var navDimming = 24.0 / 255
    /// The scene's own settings (docs/reference.md, "Settings"), by key.
    public var options: [String: String] = [:]

    public init() {}

    public var frameInterval: Double { fps.interval }

    /// The threshold policy's (and the velocity policy's) threshold.
    public var threshold: Double {
        get { policyValues[ThresholdPolicy.thresholdConstant.key] ?? ThresholdPolicy.thresholdConstant.defaultValue }
        set { policyValues[ThresholdPolicy.thresholdConstant.key] = newValue }
    }

    /// The release policy these settings select, with its constants.
    public var releasePolicy: any ReleasePolicy {
        policy.policy.init(PolicyValues(policyValues))
    }

    /// Every policy, for `compare`.
    public var allPolicies: [any ReleasePolicy] {
        ReleasePolicies.all.map { $0.init(PolicyValues(policyValues)) }
    }
}
