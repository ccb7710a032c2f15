import PantographEngine

/// How `undo` goes back, and how a failed command is taken back.
///
/// Not a copy of the state per command: that copy retained every array and string of
/// the simulator, and released them again when it left the history, and was a fifth
/// of a quiet script line's time. The log keeps the commands that could change the
/// state instead, with a checkpoint (a copy of the state) every `stretch` of them; a
/// state in between is its checkpoint with the commands after it evaluated again. The
/// evaluator is deterministic (the engine is a function of state and input), so the
/// replay gives the same state. A command that cannot be replayed (a `settle` cut
/// short by Ctrl-C) is followed by a checkpoint, so no replay crosses it.
struct UndoLog {
    private struct Entry {
        let command: Command
        let replayable: Bool
    }

    /// Commands between two checkpoints at most.
    static let stretch = 64

    /// How many commands stay replayable at least: the oldest checkpoint is dropped
    /// only when as many remain after it.
    let limit: Int
    /// The commands since the oldest checkpoint; position `start + i` is `entries[i]`.
    private var entries: [Entry] = []
    private var start = 0
    /// Ascending by index; the first is where `entries` starts.
    private var checkpoints: [(index: Int, state: ShellState)]

    init(_ state: ShellState, limit: Int) {
        self.limit = limit
        checkpoints = [(0, state)]
    }

    /// The oldest position that can be rebuilt.
    var startIndex: Int { start }

    /// The position after the last command: the current state's.
    var endIndex: Int { start + entries.count }

    /// Keeps a command that was evaluated without error; `state` is the state after it.
    mutating func append(_ command: Command, replayable: Bool, after state: borrowing ShellState) {
        if append(command, replayable: replayable) { addCheckpoint(copy state) }
    }

    /// Keeps a command; true when the state after it must be given to `addCheckpoint`.
    /// Apart from `append(_:replayable:after:)` for the session, which holds its state
    /// in a class: passing it along would copy it for every command.
    mutating func append(_ command: Command, replayable: Bool) -> Bool {
        entries.append(Entry(command: command, replayable: replayable))
        trim()
        return !replayable || endIndex - checkpoints[checkpoints.count - 1].index >= Self.stretch
    }

    mutating func addCheckpoint(_ state: ShellState) {
        checkpoints.append((endIndex, state))
        trim()
    }

    /// Drops the oldest stretch once `limit` commands remain without it.
    private mutating func trim() {
        while checkpoints.count > 1, endIndex - checkpoints[1].index >= limit {
            entries.removeFirst(checkpoints[1].index - start)
            start = checkpoints[1].index
            checkpoints.removeFirst()
        }
    }

    /// The state at a position: the checkpoint at or before it, then the commands
    /// between evaluated again.
    func state(at index: Int) -> ShellState {
        precondition(index >= start && index <= endIndex, "position \(index) is outside the log")
        let checkpoint = checkpoints.last { $0.index <= index }!
        var state = checkpoint.state
        // A command that cannot be replayed is followed by a checkpoint, so none is here.
        for i in checkpoint.index..<index { Self.replay(entries[i - start].command, on: &state) }
        return state
    }

    /// The positions of the commands that changed the state, oldest first: what
    /// `undo N` counts. Found by replaying the whole log, which only `undo` does.
    func changes() -> [Int] {
        var changed: [Int] = []
        var state = checkpoints[0].state
        var next = 1
        for i in start..<endIndex {
            let before = state
            if next < checkpoints.count, checkpoints[next].index == i + 1 {
                // The state after this command is kept: no need to evaluate it again.
                state = checkpoints[next].state
                next += 1
            } else {
                Self.replay(entries[i - start].command, on: &state)
            }
            if before.simulator.differs(from: state.simulator) || before.output != state.output { changed.append(i) }
        }
        return changed
    }

    /// Forgets the commands from `index` on: after `undo`, the state there is current.
    mutating func truncate(to index: Int) {
        precondition(index >= start && index <= endIndex)
        entries.removeLast(endIndex - index)
        checkpoints.removeAll { $0.index > index }
    }

    private static func replay(_ command: Command, on state: inout ShellState) {
        do {
            _ = try Evaluator.evaluate(command, in: &state)
        } catch {
            preconditionFailure("a command that succeeded failed when replayed for undo: \(command): \(error.message)")
        }
    }
}
