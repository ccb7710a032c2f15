/// The virtual clock: the only way time passes. The transition and every standalone
/// animation move on it together.
extension Simulator {
    /// Advances the clock; running animations progress and may end. Time never runs
    /// backwards: a negative or NaN interval counts as 0.
    mutating func advance(by interval: Double) -> Outcome {
        if replay != nil { return advanceFrameByFrame(by: interval) }
        let seconds = interval > 0 ? interval : 0
        clock += seconds
        var outcome = Outcome()
        // Asked of the stored state in place: binding the transition, or asking it a
        // computed property, copied it on every pan move.
        switch transition?.state {
        case .animating?, .finishing?, .cancelling?:
            transition!.state = transition!.advanced(by: seconds)
            // A run that is done ends here, and `end` lays the window out at its end:
            // a layout here as well was overwritten at once, every property of it.
            if transition?.run?.isDone == true { outcome += end() } else { layOutTransition() }
        case nil, .interactive?, .paused?, .completed?, .cancelled?:
            break
        }
        if !viewTransitions.isEmpty { outcome += advanceViewTransitions(by: seconds) }
        guard !animations.isEmpty else { return outcome }
        for i in animations.indices {
            animations[i].elapsed += seconds
            if animations[i].animation.duration - animations[i].elapsed < 1e-9 {
                animations[i].elapsed = animations[i].animation.duration
            }
            animations[i].animation.apply(at: animations[i].fraction, linear: false, to: &window)
        }
        guard animations.contains(where: { $0.animation.tracks.contains(where: \.isResidual) }) else {
            animations.removeAll(where: \.isDone)
            return outcome
        }
        // What taken-over animations have still to play, on top of what the newer
        // ones set.
        for a in animations where a.animation.tracks.contains(where: \.isResidual) {
            a.animation.apply(at: a.fraction, linear: false, residual: true, to: &window)
        }
        // A done animation stays while one under it still adds to its property: it
        // holds the value that one adds to.
        let adding = Set(animations.lazy.filter { !$0.isDone }.flatMap(\.animation.tracks).filter(\.isResidual)
            .map { TrackKey(view: $0.spec.view, property: $0.spec.property) })
        animations.removeAll { running in
            running.isDone && !running.animation.tracks.contains {
                !$0.isResidual && adding.contains(TrackKey(view: $0.spec.view, property: $0.spec.property))
            }
        }
        return outcome
    }

    /// Seconds until the first running animation ends.
    var nextEnd: Double? {
        var soonest = transition?.remaining
        for a in animations where !a.isDone { soonest = min(soonest ?? a.remaining, a.remaining) }
        for v in viewTransitions { soonest = min(soonest ?? v.run.remaining, v.run.remaining) }
        return soonest
    }

    /// Advances frame by frame until nothing animates. `isInterrupted` is asked
    /// between frames (Ctrl-C in the REPL); an interrupted settle keeps the time
    /// that passed.
    mutating func settle(isInterrupted: () -> Bool) -> Outcome {
        var outcome = Outcome()
        while isAnimating, let nextEnd {
            if isInterrupted() {
                outcome.warnings.append(.settleInterrupted(at: clock))
                break
            }
            // A frame, or less when something ends sooner: each animation ends on time.
            outcome += advance(by: min(settings.frameInterval, nextEnd))
        }
        return outcome
    }
}

extension Simulator {
    /// A transition that time cannot move, as a warning for an input that let time
    /// pass: paused, or interactive with no finger on the screen (nothing drives it).
    /// A finger down can still move it, and any other phase runs or has ended.
    var stuckWarning: Warning? {
        guard let transition, !gesture.isTracking, !gesture.isFingerDown else { return nil }
        switch transition.state {
        case .interactive(let percent), .paused(let percent):
            var remedies: [Warning.Remedy] = [.finish, .cancel, .update]
            if case .percentDriven = panGesture { remedies.append(.pan) }
            return .stuck(transition.operation, transition.phase, percent: percent, remedies: remedies)
        case .animating, .finishing, .cancelling, .completed, .cancelled:
            return nil
        }
    }
}
