/// `apply(_:)`, the one way in: it checks the input, applies it (`applyInput`,
/// Input.swift) and keeps it in the transition's history (TransitionHistory.swift).
extension Simulator {
    /// Applies one input. A thrown error leaves the simulator exactly as it was;
    /// `isInterrupted` is asked between the frames of a `settle` (Ctrl-C).
    ///
    /// An input that changed something while a transition is in flight (or while a
    /// gesture that may start one is under way) is kept in its `history`; one that
    /// UIKit ignored is not, so an ignored call still changes nothing.
    public mutating func apply(_ input: Input, isInterrupted: () -> Bool = { false }) throws(EngineError) -> Outcome {
        try input.check()
        if !viewTransitions.isEmpty || input.isViewTransition {
            let before = self
            let outcome = try applyKeepingHistory(input, isInterrupted: isInterrupted)
            keepViewHistory(input, outcome, before: before)
            return outcome
        }
        return try applyKeepingHistory(input, isInterrupted: isInterrupted)
    }

    /// `apply`, keeping the input in the transition's history (or the gesture's).
    private mutating func applyKeepingHistory(_ input: Input, isInterrupted: () -> Bool) throws(EngineError) -> Outcome {
        if transition?.isInFlight == true {
            guard input.mayChangeNothing else {
                let outcome = try applyInput(input, isInterrupted: isInterrupted)
                keep(input)
                return outcome
            }
            let before = self
            let outcome = try applyInput(input, isInterrupted: isInterrupted)
            if self != before { keep(Self.replayable(input, outcome, before: before, after: self)) }
            return outcome
        }
        let before = self
        let outcome = try applyInput(input, isInterrupted: isInterrupted)
        keepAtRest(Self.replayable(input, outcome, before: before, after: self), before: before)
        return outcome
    }

    /// The input as a replay must see it: a `settle` that Ctrl-C interrupted is the
    /// time it let pass.
    static func replayable(_ input: Input, _ outcome: Outcome, before: Simulator, after: Simulator) -> Input {
        guard case .settle = input, outcome.warnings.contains(where: {
            if case .settleInterrupted = $0 { true } else { false }
        }) else { return input }
        return .advance(seconds: after.clock - before.clock)
    }

    /// The same state without histories, as a history's start.
    var withoutHistory: Simulator {
        var copy = self
        copy.dropHistories()
        return copy
    }

    mutating func dropHistories() {
        history = nil
        gestureHistory = nil
        viewHistory = nil
        replay = nil
    }

    /// Appends to the transition's history.
    private mutating func keep(_ input: Input) {
        // Through optional chaining, in place: appending through `history!` copied the
        // history out and back in (a retain and a release of each of its references),
        // and taking it out and putting it back moved it twice for every input.
        if history?.append(input) == true { history!.keepHalfway(self) }
    }

    /// After an input applied with no transition in flight: it may have started one
    /// (which opens a history, from the gesture's begin when a gesture led to it), or
    /// begun, continued or ended a gesture.
    private mutating func keepAtRest(_ input: Input, before: consuming Simulator) {
        if transition != nil, !Self.same(transition, before.transition) {
            if let started = gestureHistory.take() {
                history = started
            } else {
                history = TransitionHistory(start: before)
            }
            viewHistoryIsNewer = false
            keep(input)
            return
        }
        let active = gesture.isTracking || gesture.isFingerDown
        if gestureHistory != nil {
            guard active else {
                gestureHistory = nil
                return
            }
            guard !input.mayChangeNothing || self != before else { return }
            var kept = gestureHistory.take()!
            if kept.append(input) { kept.keepHalfway(self) }
            gestureHistory = consume kept
        } else if active && !(before.gesture.isTracking || before.gesture.isFingerDown) {
            var started = TransitionHistory(start: before)
            _ = started.append(input)
            gestureHistory = started
        }
    }
}

extension Simulator {
    /// Equal transitions, compared where they are: `!=` on the optionals copied both,
    /// retaining their tracks.
    fileprivate static func same(_ a: borrowing Transition?, _ b: borrowing Transition?) -> Bool {
        switch a {
        case .none:
            switch b {
            case .none: return true
            case .some: return false
            }
        case .some(let x):
            switch b {
            case .none: return false
            case .some(let y): return x == y
            }
        }
    }
}

extension Input {
    /// `UIView.transition`: it opens or extends the view transitions' history.
    var isViewTransition: Bool {
        if case .viewTransition = self { true } else { false }
    }

    /// Calls UIKit may ignore, and time or settings that may not change anything:
    /// these are compared before and after, the others always change something.
    var mayChangeNothing: Bool {
        switch self {
        case .update, .finish, .cancel, .pause, .present, .dismiss, .push, .pop, .startInteractive, .advance, .settle,
             .changeSettings:
            true
        case .panBegin, .panMove, .panEnd, .panCancel, .touchDown, .touchMove, .touchUp, .touchUpReporting, .touchCancel,
             .reset, .viewTransition:
            false
        }
    }
}
