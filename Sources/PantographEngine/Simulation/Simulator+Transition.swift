/// Starting, driving and ending a transition: `UIPercentDrivenInteractiveTransition`,
/// the transition context and the presentation controller (docs/uikit.md, "The
/// interaction controller" and "The transition context").
extension Simulator {
    /// `present(_:animated:)` without interaction.
    mutating func present() throws(EngineError) -> Outcome {
        if let warning = try refusalToStart(.present) { return .warning(warning) }
        var outcome = start(.present, interactive: false)
        outcome += runToEndIfAuto()
        return outcome
    }

    /// `dismiss(animated:)` without interaction.
    mutating func dismiss() -> Outcome {
        // A dismissal is never an exception, so `try?` loses nothing.
        if let warning = (try? refusalToStart(.dismiss)) ?? nil { return .warning(warning) }
        var outcome = start(.dismiss, interactive: false)
        outcome += runToEndIfAuto()
        return outcome
    }

    /// `update(_:)`: dropped unless a transition is in flight and interactive.
    mutating func update(_ value: Double) -> Outcome {
        var outcome = Outcome()
        update(value, into: &outcome)
        return outcome
    }

    /// `update(_:)`, adding the warning of a dropped call to `outcome` (a pan's move
    /// adds to its own, `changed(translation:into:)`).
    mutating func update(_ value: Double, into outcome: inout Outcome) {
        // The transition changed in place: a computed property of it copied the whole
        // transition (its release included) every move.
        guard transition != nil else {
            outcome += .warning(.ignored(.update(value), .noTransitionInFlight))
            return
        }
        if let reason = transition!.state.update(value) {
            outcome += .warning(.ignored(.update(value), reason))
        } else {
            // The layout waits until something reads or writes the window (`window`).
            owesTransitionLayout = true
        }
    }

    /// `finish()`/`cancel()`: the rest plays over `(1 − p)·D/s` or `p·D/s`.
    mutating func complete(cancelling: Bool) -> Outcome {
        let call: Warning.Call = cancelling ? .cancel : .finish
        // A layout owed by the moves stays owed: the run starts at the percent it was
        // owed at, and whatever lays the window out next (the end, with the clock on
        // auto) lays out every property the transition animates.

        // Read and changed in place: a copy of the transition retained its animation.
        guard transition?.isInFlight == true else { return .warning(.ignored(call, .noTransitionInFlight)) }
        var outcome = Outcome()
        let speed = settings.completionSpeed
        if let reason = transition!.state.complete(cancelling: cancelling, duration: transition!.duration, speed: speed,
                                                   curve: settings.completionCurve) {
            return .warning(.ignored(call, reason))
        }
        if speed <= 0 { outcome.warnings.append(.completionSpeedActsAsOne(speed)) }
        let total = transition!.run?.total ?? 0
        outcome += record(cancelling ? [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
                                     : [.finishInteractiveTransition, .interactionChanged(cancelled: false)])
        if total <= 0 {
            outcome += end()
        } else {
            outcome += runToEndIfAuto()
        }
        return outcome
    }

    /// `pause()`: stops an interruptible completion where it is and makes the
    /// transition interactive again. Pantograph: the pause clears
    /// `transitionWasCancelled`, since the next `finish`/`cancel` decides again.
    mutating func pause() -> Outcome {
        layOutWindow()
        guard var t = transition else { return .warning(.ignored(.pause, .noTransitionInFlight)) }
        if let reason = t.state.pause(interruptible: settings.interruptible) {
            return .warning(.ignored(.pause, reason))
        }
        // The decision that started the completion is taken back with it.
        t.release = nil
        transition = t
        return record([.pauseInteractiveTransition, .interactionChanged(cancelled: false)])
    }

    // MARK: - Internals

    /// UIKit's refusals: an exception (thrown; nothing changes) or a logged warning
    /// (returned; the call is ignored).
    func refusalToStart(_ operation: Transition.Operation) throws(EngineError) -> Warning? {
        switch operation {
        case .present:
            if let top = topPresentation, top.transitionStyle == .partialCurl {
                throw .presentingFromPartialCurl(top.presented)
            }
            if let t = transition, t.isInFlight {
                let p = model.presentations[t.presentation]
                return .presentWhileInFlight(presented: nextPresentation?.presented ?? p.presented,
                                             presenter: nextPresentation?.presenter ?? p.presenter,
                                             inFlight: t.operation)
            }
            if let next = nextPresentation, next.isPush { return .wrongOperation(asked: .present, declared: .push) }
            guard let next = nextPresentation else {
                guard let top = topPresentation ?? model.presentations.first else {
                    return .nothingToPresent(scene: sceneName)
                }
                return .alreadyPresenting(presented: top.presented, presenter: top.presenter)
            }
            if let refusal = next.refusal { throw refusal }
            return nil
        case .dismiss:
            if let t = transition, t.isInFlight { return .ignored(.dismiss, .operationInProgress(t.operation)) }
            guard let top = topPresentation else { return .ignored(.dismiss, .nothingPresented) }
            return top.isPush ? .wrongOperation(asked: .dismiss, declared: .pop) : nil
        case .push, .pop:
            return try navigationRefusal(operation)
        }
    }

    /// The presentation controller's `…WillBegin`, the animator's setup, and the
    /// animations it starts.
    mutating func start(_ operation: Transition.Operation, interactive: Bool, animated: Bool = true) -> Outcome {
        let index = operation.isForward ? depth : depth - 1
        // The model through the scene's one reference: read as `self.model` beside the
        // window's writes, it was copied first, every array in it retained.
        let resolved = self.resolved
        let op = resolved.model.presentations[index].operation(operation)
        window.apply(op.willBegin, model: resolved.model)
        window.apply(op.plan.setup, model: resolved.model)
        var outcome = Outcome()
        // The plan's own tracks, shared, when the presentation controller adds none.
        let specs = op.alongside.isEmpty ? op.plan.tracks : op.plan.tracks + op.alongside
        let (animation, missing) = Animation.starting(specs, duration: op.plan.duration, window: window)
        outcome.warnings += missing.map { .trackViewNotInWindow(model.names[$0]) }
        for spec in op.plan.standalone {
            outcome += startAnimation(spec.tracks, duration: spec.duration)
        }
        // Without animation the views go straight to their ends.
        let run = CompletionRun(from: 0, to: 1, total: animated ? op.plan.duration : 0, curve: .linear)
        transition = Transition(operation: operation, presentation: index,
                                state: interactive ? .interactive(percent: 0) : .animating(run),
                                duration: op.plan.duration, startedInteractively: interactive,
                                animation: animation)
        transition!.isAnimated = animated
        transitionEvents = []
        layOutTransition()
        let lifecycle = lifecycle(index, op)
        outcome += record(operation.isNavigation
                          ? lifecycle.navigationBegin(operation, interactive: interactive, animated: animated)
                          : lifecycle.begin(operation, interactive: interactive))
        return outcome
    }

    /// An animation that is not the transition's; it takes its properties over from
    /// any running animation that moves them.
    mutating func startAnimation(_ tracks: [TrackSpec], duration: Double) -> Outcome {
        let taken = Set(tracks.map { TrackKey(view: $0.view, property: $0.property) })
        // A running animation of a property the new one takes is replaced, unless
        // every such property of it blends (UIKit's additive animations): then it
        // goes on under the new one, adding what it has still to play, and the new
        // one starts from where it was going (the model), not from the screen.
        var tracks = tracks
        animations.removeAll { running in
            let keys = running.animation.tracks.lazy.filter { !$0.isResidual }
                .map { (TrackKey(view: $0.spec.view, property: $0.spec.property), $0.spec.to) }
                .filter { taken.contains($0.0) }
            return keys.contains { !$0.0.property.blends(toward: $0.1) }
        }
        for i in animations.indices {
            for t in animations[i].animation.tracks.indices {
                let spec = animations[i].animation.tracks[t].spec
                let key = TrackKey(view: spec.view, property: spec.property)
                guard taken.contains(key), !animations[i].animation.tracks[t].isResidual else { continue }
                if let target = animations[i].animation.target(of: key) {
                    tracks = tracks.map { $0.view == key.view && $0.property == key.property && $0.from == nil
                        ? $0.starting(from: target) : $0 }
                }
                animations[i].animation.tracks[t].isResidual = true
            }
        }
        let (animation, missing) = Animation.starting(tracks, duration: duration, window: window)
        animations.append(RunningAnimation(animation: animation))
        return Outcome(warnings: missing.map { .trackViewNotInWindow(model.names[$0]) })
    }

    /// With `clock auto`, everything a command started runs to its end inside it.
    mutating func runToEndIfAuto() -> Outcome {
        guard settings.clock == .auto, isAnimating, let remaining else { return Outcome() }
        return advance(by: remaining)
    }

    /// The animator's completion: `completeTransition(!transitionWasCancelled)`, what
    /// UIKit and the presentation controller remove, and the callbacks in order.
    mutating func end() -> Outcome {
        // Read and changed in place, as in `complete`.
        guard transition?.isInFlight == true else { return Outcome() }
        let completed = !transition!.wasCancelled
        transition!.state = completed ? .completed : .cancelled
        let (i, operation) = (transition!.presentation, transition!.operation)
        layOutTransition()
        // As in `start`: the model through the scene's reference, not copied.
        let resolved = self.resolved
        // The presentation's few fields read where they are: a copy of it retained all of them.
        let op = resolved.model.presentations[i].operation(operation)
        // The window as laid out just above, edited directly: through `window`, whose
        // `_modify` lays out first, every edit copied the whole model it was given.
        laidOut.apply(completed ? op.plan.whenCompleted : op.plan.whenCancelled, model: resolved.model)
        switch (operation, completed) {
        case (.present, true), (.push, true):
            if resolved.model.presentations[i].removesPresenterView {
                laidOut.remove(resolved.model.presentations[i].contextView, model: resolved.model)
            }
            depth += 1
        case (.present, false), (.push, false):
            // UIKit takes the transition's container, and the presented view in it, away.
            laidOut.remove(resolved.model.presentations[i].presentedView, model: resolved.model)
        case (.dismiss, true), (.pop, true):
            laidOut.remove(resolved.model.presentations[i].presentedView, model: resolved.model)
            depth -= 1
        case (.dismiss, false), (.pop, false):
            if resolved.model.presentations[i].removesPresenterView {
                laidOut.remove(resolved.model.presentations[i].contextView, model: resolved.model)
            }
        }
        laidOut.apply(completed ? op.didEndCompleted : op.didEndCancelled, model: resolved.model)
        let lifecycle = lifecycle(i, op)
        return record(operation.isNavigation
                      ? lifecycle.navigationEnd(operation, completed: completed, animated: transition!.isAnimated)
                      : lifecycle.end(operation, completed: completed))
    }

    /// Puts every property the transition animates where its percent says.
    mutating func layOutTransition() {
        owesTransitionLayout = false
        // At any percent every property the transition animates gets one value, so
        // this also settles a layout that was owed. The transition borrowed where it
        // is: binding or unwrapping it copied it, and retained its tracks.
        Self.lay(transition, scrub: settings.scrub, on: &laidOut)
    }

    /// Every property the transition animates at its percent; `linear` scrubbing
    /// applies to a transition that started interactively.
    static func lay(_ transition: borrowing Transition?, scrub: Settings.ScrubMode, on window: inout Window) {
        switch transition {
        case .some(let t):
            t.animation.apply(at: t.percent, linear: scrub == .linear && t.startedInteractively, to: &window)
        case .none:
            break
        }
    }

    /// Lays the window out if a move owed it: before anything that reads the window
    /// often (a record), and before the transition changes otherwise than by a move.
    public mutating func layOutWindow() {
        if owesTransitionLayout { layOutTransition() }
    }


    func lifecycle(_ presentation: Int, _ op: ResolvedOperation) -> Lifecycle {
        Lifecycle(presenterSide: model.presentations[presentation].presenterSide,
                  presented: model.presentations[presentation].presented,
                  alongsideCount: op.alongside.isEmpty ? 0 : 1)
    }

    mutating func record(_ events: [LifecycleEvent]) -> Outcome {
        // A transition's first events start the list: shared, not copied one by one.
        if transitionEvents.isEmpty { transitionEvents = events } else { transitionEvents += events }
        replay?.log(events, at: clock)
        return Outcome(events: events)
    }
}

struct TrackKey: Hashable {
    let view: Int
    let property: AnimatableProperty
}
