/// The virtual clock: the only way time passes.
extension Simulator {
    /// Advances the clock; a running animation progresses and may end. Time never
    /// runs backwards: a negative or NaN interval counts as 0.
    public mutating func advance(by interval: Double) -> Outcome {
        let seconds = interval > 0 ? interval : 0
        clock += seconds
        guard var t = transition, t.isInFlight, var run = t.run else { return Outcome() }
        run.elapsed += seconds
        // Float steps (frames of 1/60 s) must not leave a sliver of animation behind.
        if run.total - run.elapsed < 1e-9 { run.elapsed = run.total }
        t.run = run
        t.percent = run.percent
        transition = t
        layOutViews()
        return run.isDone ? end() : Outcome()
    }

    /// Advances frame by frame until nothing animates. `isInterrupted` is asked
    /// between frames (Ctrl-C in the REPL); an interrupted settle keeps the time
    /// that passed.
    public mutating func settle(isInterrupted: () -> Bool = { false }) -> Outcome {
        var outcome = Outcome()
        while isAnimating, let remaining = transition?.remaining {
            if isInterrupted() {
                outcome.warnings.append("settle interrupted at \(formatted(clock)) s")
                break
            }
            outcome += advance(by: min(settings.frameInterval, remaining))
        }
        return outcome
    }
}
