/// Starting, driving and ending a transition: `UIPercentDrivenInteractiveTransition`
/// and the transition context (docs/uikit.md, "The interaction controller" and "The transition context").
extension Simulator {
    /// `present(_:animated:)` without interaction.
    public mutating func present() -> Outcome {
        if let refusal = refusalToStart(.present) { return .warning(refusal) }
        var outcome = start(.present, interactive: false)
        outcome += runToEndIfAuto()
        return outcome
    }

    /// `dismiss(animated:)` without interaction.
    public mutating func dismiss() -> Outcome {
        if let refusal = refusalToStart(.dismiss) { return .warning(refusal) }
        var outcome = start(.dismiss, interactive: false)
        outcome += runToEndIfAuto()
        return outcome
    }

    /// `update(_:)`: dropped unless a transition is in flight and interactive.
    public mutating func update(_ value: Double) -> Outcome {
        let call = "update(\(formatted(value)))"
        guard var t = transition, t.isInFlight else { return .warning("\(call) ignored: no transition in flight") }
        guard t.acceptsUpdates else { return .warning("\(call) ignored: the transition is \(t.phase.rawValue), not interactive") }
        guard !value.isNaN else { return .warning("\(call) ignored: not a number") }
        t.percent = min(max(value, 0), 1)
        t.phase = .interactive
        transition = t
        layOutViews()
        return Outcome()
    }

    public mutating func finish() -> Outcome { complete(cancelling: false) }

    public mutating func cancel() -> Outcome { complete(cancelling: true) }

    /// `pause()`: stops an interruptible completion where it is and makes the
    /// transition interactive again. Pantograph: the pause clears
    /// `transitionWasCancelled`, since the next `finish`/`cancel` decides again.
    public mutating func pause() -> Outcome {
        guard var t = transition, t.isInFlight else { return .warning("pause() ignored: no transition in flight") }
        guard t.phase == .finishing || t.phase == .cancelling else {
            return .warning("pause() ignored: only a finishing or cancelling transition can pause (it is \(t.phase.rawValue))")
        }
        guard settings.interruptible else {
            return .warning("pause() ignored: the transition is not interruptible (set interruptible on)")
        }
        t.phase = .paused
        t.run = nil
        t.isInteractive = true
        t.wasCancelled = false
        transition = t
        return record([.pauseInteractiveTransition, .interactionChanged(cancelled: false)])
    }

    // MARK: - Internals

    /// UIKit refuses a second presentation while one is in flight, with a warning.
    func refusalToStart(_ operation: Transition.Operation) -> String? {
        if let t = transition, t.isInFlight {
            let what = t.operation == .present ? "a presentation" : "a dismissal"
            return operation == .present
                ? "Attempt to present \(scenario.presented) on \(scenario.presenter) while \(what) is in progress"
                : "dismiss ignored: \(what) is in progress"
        }
        switch operation {
        case .present where isPresented:
            return "Attempt to present \(scenario.presented) on \(scenario.presenter) which is already presenting \(scenario.presented)"
        case .dismiss where !isPresented:
            return "dismiss ignored: nothing is presented"
        default:
            return nil
        }
    }

    mutating func start(_ operation: Transition.Operation, interactive: Bool) -> Outcome {
        let plan = scenario.plan(operation, settings)
        scene = scenario.restingScene(presented: isPresented, settings: settings)
        scene.apply(plan.setup)
        transition = Transition(operation: operation, interactive: interactive,
                                duration: settings.duration, plan: plan)
        transitionEvents = []
        layOutViews()
        return record(scenario.lifecycle(for: plan).begin(operation, interactive: interactive))
    }

    /// `finish()`/`cancel()`: the rest plays over `(1 − p)·D/s` or `p·D/s`.
    mutating func complete(cancelling: Bool) -> Outcome {
        let call = cancelling ? "cancel()" : "finish()"
        guard var t = transition, t.isInFlight else { return .warning("\(call) ignored: no transition in flight") }
        switch t.phase {
        case .finishing, .cancelling:
            return .warning("\(call) ignored: the transition is already \(t.phase.rawValue)")
        case .animating:
            return .warning("\(call) ignored: the transition is not interactive")
        case .interactive, .paused, .completed, .cancelled:
            break
        }
        var outcome = Outcome()
        var speed = settings.completionSpeed
        if speed <= 0 {
            outcome.warnings.append("completion-speed \(formatted(speed)) acts as 1 (UIKit's getter returns 1.0 for speeds ≤ 0)")
            speed = 1
        }
        let p = t.percent
        let total = (cancelling ? p : 1 - p) * t.duration / speed
        t.run = CompletionRun(from: p, to: cancelling ? 0 : 1, total: total, curve: settings.completionCurve)
        t.phase = cancelling ? .cancelling : .finishing
        t.isInteractive = false
        if cancelling { t.wasCancelled = true }
        transition = t
        outcome += record(cancelling ? [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
                                     : [.finishInteractiveTransition, .interactionChanged(cancelled: false)])
        if total <= 0 {
            outcome += end()
        } else {
            outcome += runToEndIfAuto()
        }
        return outcome
    }

    /// With `clock auto`, a running animation ends inside the command that started it.
    mutating func runToEndIfAuto() -> Outcome {
        guard settings.clock == .auto, let remaining = transition?.remaining, isAnimating else { return Outcome() }
        return advance(by: remaining)
    }

    /// The animator's completion: `completeTransition(!transitionWasCancelled)`, the
    /// hierarchy left behind, and UIKit's callbacks in order.
    mutating func end() -> Outcome {
        guard var t = transition, t.isInFlight else { return Outcome() }
        let completed = !t.wasCancelled
        t.percent = completed ? 1 : 0
        t.run = nil
        t.isInteractive = false
        t.phase = completed ? .completed : .cancelled
        transition = t
        layOutViews()
        scene.apply(completed ? t.plan.whenCompleted : t.plan.whenCancelled)
        if completed { isPresented = t.operation == .present }
        return record(scenario.lifecycle(for: t.plan).end(t.operation, completed: completed))
    }

    /// Puts every animated property where the transition's percent says.
    mutating func layOutViews() {
        guard let t = transition else { return }
        let progress: Double
        if settings.scrub == .linear && t.startedInteractively {
            progress = t.percent
        } else {
            progress = t.plan.timing.progress(atFraction: t.percent, duration: t.duration)
        }
        scene.apply(t.plan.tracks + t.plan.alongside, progress: progress)
    }

    mutating func record(_ events: [LifecycleEvent]) -> Outcome {
        transitionEvents += events
        return Outcome(events: events)
    }
}

/// Numbers in warnings: at most 6 decimals, no trailing `.0`.
func formatted(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return String(value) }
    let rounded = (value * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
