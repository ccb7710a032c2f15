/// What the animator does for one operation: the hierarchy it sets up, the
/// properties it animates and what it leaves behind either way. A scene's data, so
/// that a new scenario is a new plan, not new engine code.
public struct TransitionPlan: Hashable, Sendable {
    public var timing: AnimationTiming
    /// `animateTransition`'s changes before the animation starts.
    public var setup: [SceneEdit]
    public var tracks: [Track]
    /// `animate(alongsideTransition:)` animations: same percent, own completion.
    public var alongside: [Track]
    /// The animator's completion and UIKit's own removals, when completed …
    public var whenCompleted: [SceneEdit]
    /// … and when cancelled.
    public var whenCancelled: [SceneEdit]

    public init(timing: AnimationTiming, setup: [SceneEdit], tracks: [Track],
                alongside: [Track] = [], whenCompleted: [SceneEdit], whenCancelled: [SceneEdit]) {
        self.timing = timing
        self.setup = setup
        self.tracks = tracks
        self.alongside = alongside
        self.whenCompleted = whenCompleted
        self.whenCancelled = whenCancelled
    }
}
