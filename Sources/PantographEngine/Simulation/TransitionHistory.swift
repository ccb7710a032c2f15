/// What a transition's timeline is replayed from: the simulator as it was just before
/// the transition's gesture began (or, with no gesture, before the input that started
/// it), and every input applied since, up to the one that completed it. Nothing is
/// sampled while inputs arrive; `Simulator.timeline(every:)` replays these on a copy
/// of the start, frame by frame, only when asked.
///
/// Bounded: past `limit` inputs, the start moves on to a state kept halfway, and the
/// inputs before it are forgotten (`droppedInputs` says how many). The inputs are a
/// list shared between copies of the simulator, so recording one costs a small
/// allocation whatever the history's length, also when the shell keeps the state
/// before each command.
public struct TransitionHistory: Hashable, Sendable {
    /// The most inputs kept; half of them are dropped when it is reached.
    public static let limit = 100_000

    /// The state before the first input kept, without a history of its own (a
    /// struct cannot contain itself directly, an array can); then, once `limit / 2`
    /// inputs are kept, the state after them: the start once the history is full.
    /// Equality ignores the second, which the first and the inputs determine.
    private var snapshots: [Simulator]
    /// The newest input; each node links to the one before.
    private var newest: InputNode?
    /// How many inputs are kept.
    public private(set) var count = 0
    /// Inputs forgotten at the start (the history reached `limit`).
    public private(set) var droppedInputs = 0

    init(start: Simulator) {
        snapshots = [start.withoutHistory]
    }

    /// The state the replay starts from.
    public var startState: Simulator { snapshots[0] }

    /// The inputs kept, oldest first.
    public var inputs: [Input] {
        var result: [Input] = []
        result.reserveCapacity(count)
        var node = newest
        while let n = node, result.count < count {
            result.append(n.input)
            node = n.previous
        }
        return result.reversed()
    }

    /// Appends an input; true when the caller must hand over the state after it
    /// (`keepHalfway`), the start the history moves to once it is full.
    mutating func append(_ input: Input) -> Bool {
        newest = InputNode(input, after: newest)
        count += 1
        if count >= Self.limit, snapshots.count > 1 {
            let moved = snapshots[1]
            // Keep the newest half, on a fresh list, so the dropped nodes can be freed.
            let kept = Array(inputs.suffix(count - Self.limit / 2))
            var fresh = TransitionHistory(start: moved)
            for input in kept { fresh.newest = InputNode(input, after: fresh.newest) }
            fresh.count = kept.count
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
        var (x, y) = (a.newest, b.newest)
        while let p = x, let q = y {
            if p === q { return true }
            if p.input != q.input { return false }
            (x, y) = (p.previous, q.previous)
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(droppedInputs)
    }
}

/// One input of a history: an immutable list node, shared by every copy of the
/// simulator that holds it.
final class InputNode: @unchecked Sendable {
    let input: Input
    /// Only `deinit` changes it, when nothing else holds the node.
    private(set) var previous: InputNode?

    init(_ input: Input, after previous: InputNode?) {
        self.input = input
        self.previous = previous
    }

    /// Frees a long list iteratively: releasing 100,000 nodes recursively would
    /// overflow the stack.
    deinit {
        var node = previous
        previous = nil
        while node != nil && isKnownUniquelyReferenced(&node) {
            let following = node!.previous
            node!.previous = nil
            node = following
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
    private static func replayable(_ input: Input, _ outcome: Outcome, before: Simulator, after: Simulator) -> Input {
        guard case .settle = input, outcome.warnings.contains(where: {
            if case .settleInterrupted = $0 { true } else { false }
        }) else { return input }
        return .advance(seconds: after.clock - before.clock)
    }

    /// The same state without histories, as a history's start.
    var withoutHistory: Simulator {
        var copy = self
        copy.history = nil
        copy.gestureHistory = nil
        copy.replay = nil
        return copy
    }

    /// Appends to the transition's history.
    private mutating func keep(_ input: Input) {
        guard history != nil else { return }
        if history!.append(input) { history!.keepHalfway(self) }
    }

    /// After an input applied with no transition in flight: it may have started one
    /// (which opens a history, from the gesture's begin when a gesture led to it), or
    /// begun, continued or ended a gesture.
    private mutating func keepAtRest(_ input: Input, before: Simulator) {
        if let t = transition, t != before.transition {
            history = gestureHistory ?? TransitionHistory(start: before)
            gestureHistory = nil
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
            if gestureHistory!.append(input) { gestureHistory!.keepHalfway(self) }
        } else if active && !(before.gesture.isTracking || before.gesture.isFingerDown) {
            gestureHistory = TransitionHistory(start: before)
            _ = gestureHistory!.append(input)
        }
    }
}

extension Input {
    /// Calls UIKit may ignore, and time or settings that may not change anything:
    /// these are compared before and after, the others always change something.
    var mayChangeNothing: Bool {
        switch self {
        case .update, .finish, .cancel, .pause, .present, .dismiss, .startInteractive, .advance, .settle,
             .changeSettings:
            true
        case .panBegin, .panMove, .panEnd, .panCancel, .touchDown, .touchMove, .touchUp, .touchCancel, .reset:
            false
        }
    }
}
