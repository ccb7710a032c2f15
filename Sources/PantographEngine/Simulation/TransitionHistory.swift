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
