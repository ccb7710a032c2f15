/// What an animation's time is read from: the app's virtual clock, or a percent-driven
/// transition's, which stands still at `percent × duration` while a gesture drives it
/// (Core Animation's paused container: `speed` 0 and `timeOffset`).
@MainActor final class Timeline {
    /// Seconds on this timeline now.
    var now: Double {
        willSet { if newValue != now { ScreenChanges.willChange() } }
    }
    /// UIViewPropertyAnimator's `scrubsLinearly`: while set, every animation on this
    /// timeline moves linearly in its time (`scrub linear`).
    var scrubsLinearly = false {
        willSet { ScreenChanges.willChange() }
    }

    init(now: Double = 0) {
        self.now = now
    }
}
