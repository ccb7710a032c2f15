/// What a transition's timeline is replayed from: the simulator as it was just before
/// the transition's gesture began (or, with no gesture, before the input that started
/// it), and every input applied since, up to the one that completed it. Nothing is
/// sampled while inputs arrive; `Simulator.timeline(every:)` replays these on a copy
/// of the start, frame by frame, only when asked.
///
/// Bounded: past `limit` inputs, the start moves on to a state kept halfway, and the
/// inputs before it are forgotten (`droppedInputs` says how many). The newest inputs
/// (fewer than 33) are an array of the history's own, appended in place while no
/// copy shares it; every 32 go into an immutable chunk of a list that copies of the
/// simulator share. Recording one input allocates nothing most of the time, and a
/// copy costs at most 32 inputs copied, whatever the history's length and however
/// many copies of the state are kept.
public struct TransitionHistory: Hashable, Sendable {
    /// The most inputs kept; half of them are dropped when it is reached.
    public static let limit = 100_000

    /// The state before the first input kept, without a history of its own (a
    /// struct cannot contain itself directly, an array can); then, once `limit / 2`
    /// inputs are kept, the state after them: the start once the history is full.
    /// Equality ignores the second, which the first and the inputs determine.
    private var snapshots: [Simulator]
    /// The newest inputs, oldest first: at most `InputChunk.capacity`.
    private var recent: [Input] = []
    /// The inputs before them, in full chunks; each chunk links to the one before.
    private var older: InputChunk?
    /// How many inputs are kept.
    public private(set) var count = 0
    /// Inputs forgotten at the start (the history reached `limit`).
    public private(set) var droppedInputs = 0

    /// Takes the start over: a copy of a whole simulator retains every array in it.
    init(start: consuming Simulator) {
        start.dropHistories()
        snapshots = [start]
    }

    /// The state the replay starts from.
    public var startState: Simulator { snapshots[0] }

    /// The inputs kept, oldest first.
    public var inputs: [Input] {
        var chunks: [InputChunk] = []
        var chunk = older
        while let c = chunk {
            chunks.append(c)
            chunk = c.previous
        }
        var result: [Input] = []
        result.reserveCapacity(count)
        for c in chunks.reversed() { result += c.inputs }
        return result + recent
    }

    /// Appends an input; true when the caller must hand over the state after it
    /// (`keepHalfway`), the start the history moves to once it is full.
    mutating func append(_ input: Input) -> Bool {
        // A value of the history's own: in place while no copy shares its buffer.
        if recent.count == InputChunk.capacity {
            older = InputChunk(recent, after: older)
            recent = []
            recent.reserveCapacity(InputChunk.capacity)
        }
        recent.append(input)
        count += 1
        if count >= Self.limit, snapshots.count > 1 {
            let moved = snapshots[1]
            // Keep the newest half, on a fresh list, so the dropped chunks can be freed.
            let kept = Array(inputs.suffix(count - Self.limit / 2))
            var fresh = TransitionHistory(start: moved)
            for input in kept { _ = fresh.append(input) }
            fresh.droppedInputs = droppedInputs + count - kept.count
            self = fresh
        }
        return count == Self.limit / 2
    }

    mutating func keepHalfway(_ state: Simulator) {
        snapshots = [snapshots[0], state.withoutHistory]
    }

    public static func == (a: TransitionHistory, b: TransitionHistory) -> Bool {
        guard a.count == b.count, a.droppedInputs == b.droppedInputs, a.startState == b.startState else { return false }
        // Equal counts cut the inputs into the same chunks; a copy shares them.
        guard a.recent == b.recent else { return false }
        var x = a.older, y = b.older
        while let p = x, let q = y, p !== q {
            guard p.inputs == q.inputs else { return false }
            x = p.previous
            y = q.previous
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(droppedInputs)
    }
}

/// `capacity` inputs of a history, oldest first, and the chunk before them: a list
/// shared by every copy of the simulator that holds it. Immutable once made (nothing
/// appends to a chunk, so no access to its inputs is checked at run time).
final class InputChunk: @unchecked Sendable {
    static let capacity = 32

    let inputs: [Input]
    /// Only `deinit` changes it, when nothing else holds the chunk.
    private(set) var previous: InputChunk?

    init(_ inputs: [Input], after previous: InputChunk?) {
        self.inputs = inputs
        self.previous = previous
    }

    /// Frees a long list iteratively: releasing thousands of chunks recursively could
    /// overflow the stack.
    deinit {
        var chunk = previous
        previous = nil
        while chunk != nil && isKnownUniquelyReferenced(&chunk) {
            let following = chunk!.previous
            chunk!.previous = nil
            chunk = following
        }
    }
}

extension Simulator {
    /// Applies one input. A thrown error leaves the simulator exactly as it was;
    /// `isInterrupted` is asked between the frames of a `settle` (Ctrl-C).
    ///
    /// An input that changed something while a transition is in flight (or while a
    /// gesture that may start one is under way) is kept in its `history`; one that
    /// UIKit ignored is not, so an ignored call still changes nothing.
    public mutating func apply(_ input: Input, isInterrupted: () -> Bool = { false }) throws(EngineError) -> Outcome {
        if !viewTransitions.isEmpty || input.isViewTransition {
            return try applyKeepingViewHistory(input, isInterrupted: isInterrupted)
        }
        return try applyKeepingHistory(input, isInterrupted: isInterrupted)
    }

    /// `apply`, keeping the input in the transition's history (or the gesture's).
    mutating func applyKeepingHistory(_ input: Input, isInterrupted: () -> Bool) throws(EngineError) -> Outcome {
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
        let replayable = Self.replayable(input, outcome, before: before, after: self)
        keepAtRest(replayable, before: before)
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
