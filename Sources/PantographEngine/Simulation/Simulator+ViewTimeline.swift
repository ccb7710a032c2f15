/// The view transitions' timeline (docs/pictures.md, docs/flip.md): replayed from a
/// recorded start as a view-controller transition's is, by the same frame-by-frame
/// advance (`advanceFrameByFrame`) and the same log, so both show time passing alike.
extension Simulator {
    /// The last view transitions replayed from `viewHistory`: from the state before
    /// the first of them began to the completion of the last one still in flight with
    /// it (a second transition that cuts the first short is in the same timeline).
    /// nil before any view transition. `every` picks the frames as `timeline(every:)`
    /// does, and a frame whose effect differs from the one kept before it is kept.
    public func viewTimeline(every interval: Double = 0) -> Timeline? {
        guard let viewHistory else { return nil }
        var sim = viewHistory.startState
        let log = ReplayLog(every: interval > 0 ? interval : 0, baseline: nil, viewTransitions: true)
        for input in viewHistory.inputs {
            sim.replay = log
            // Each input succeeded once from this very state, so it succeeds again.
            _ = try? sim.applyInput(input, isInterrupted: { false })
            sim.replay = nil
            log.sample(sim)
        }
        return log.viewTimeline(names: model.names, isPhantom: model.isPhantom, fps: sim.settings.fps.perSecond,
                                droppedInputs: viewHistory.droppedInputs)
    }

    /// The timeline `show timeline` and `plot` draw: of the view-controller transition
    /// or of the view transitions, whichever began last.
    public func latestTimeline(every interval: Double = 0) -> Timeline? {
        viewHistoryIsNewer ? viewTimeline(every: interval) : timeline(every: interval)
    }

    /// The history `latestTimeline` replays.
    public var latestHistory: TransitionHistory? { viewHistoryIsNewer ? viewHistory : history }

    /// After `apply` while a view transition is in flight, or for one that starts:
    /// the input is kept in `viewHistory` (which a view transition that starts with
    /// none in flight opens) when it changed something. Off the path of a quiet
    /// `pan move`, which has no view transition to keep.
    mutating func keepViewHistory(_ input: Input, _ outcome: Outcome, before: Simulator) {
        let kept = Self.replayable(input, outcome, before: before, after: self)
        if case .viewTransition = input, before.viewTransitions.isEmpty {
            var opened = TransitionHistory(start: before)
            _ = opened.append(kept)
            viewHistory = opened
            viewHistoryIsNewer = true
        } else if !before.viewTransitions.isEmpty, differs(from: before) {
            if viewHistory?.append(kept) == true { viewHistory!.keepHalfway(self) }
        }
    }
}
