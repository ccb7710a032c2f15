import PantographEngine

/// How `undo` goes back, and how a failed command is taken back.
///
/// Not a copy of the state per command: that copy retained every array and string of
/// the simulator, and released them again when it left the history, and was a fifth
/// of a quiet script line's time. The log keeps the commands that could change the
/// state instead, in stretches that each start at a checkpoint (a copy of the state);
/// a state in between is its checkpoint with the commands after it evaluated again.
/// The evaluator is deterministic (the engine is a function of state and input), so
/// the replay gives the same state. A command that cannot be replayed (a `settle` cut
/// short by Ctrl-C) ends its stretch, so no replay crosses it.
struct UndoLog {
    /// A command kept, as plain values: a `pan` line as itself, any other command by
    /// its place among the stretch's `others`. Entries of a `Command` each were
    /// destroyed one by one, through the enum's witness, when a stretch was dropped.
    /// One command of a stretch. (Whether it was replayable need not be kept: an
    /// unreplayable command is the last of its stretch.)
    private enum Entry {
        /// A `pan` line, kept as itself.
        case pan(PanLine)
        /// Any other command, by its position in the stretch's `others`.
        case other(Int)
    }

    /// A checkpoint and the commands after it, `stretch` at most.
    private struct Stretch {
        let index: Int
        let state: ShellState
        var entries: [Entry] = []
        /// The commands that are not `pan` lines, in order.
        var others: [Command] = []
        /// Each of `others` as typed, for `undo` to say what it took back.
        var texts: [InputText] = []
        var endIndex: Int { index + entries.count }

        /// Room for a whole stretch at once, not one growth after another.
        init(index: Int, state: ShellState, room: Int) {
            self.index = index
            self.state = state
            entries.reserveCapacity(room)
        }

        func command(_ i: Int) -> Command {
            switch entries[i] {
            case .pan(let pan): return pan.command
            case .other(let index): return others[index]
            }
        }

        /// A command's text: a `pan` line written again (it is kept as values), any
        /// other as typed.
        func text(_ i: Int) -> String {
            switch entries[i] {
            case .pan(.begin): return "pan begin"
            case .pan(.move(let p)): return "pan move \(Values.show(p.x)),\(Values.show(p.y))"
            case .pan(.end): return "pan end"
            case .other(let index): return texts[index].text
            }
        }

        mutating func removeLast(_ count: Int) {
            entries.removeLast(count)
            // The others up to the last one still in the stretch (none: all go).
            var kept = 0
            for case .other(let index) in entries.reversed() {
                kept = index + 1
                break
            }
            others.removeLast(others.count - kept)
            texts.removeLast(texts.count - kept)
        }
    }

    /// Commands between two checkpoints. A checkpoint costs a copy of the state, and
    /// after it every array the state then changes is copied once more, so they are
    /// rare; rebuilding a state (undo, a failed command) replays at most 255 commands,
    /// under a millisecond (the figures: docs/performance.md).
    static let defaultStretch = 256
    let stretch: Int

    /// How many commands stay replayable at least: the oldest stretch is dropped only
    /// when as many remain after it.
    let limit: Int
    /// The stretches before the last, oldest first; each starts where the one before
    /// ends. Dropping the oldest moves nothing else.
    private var closed: [Stretch] = []
    /// The last stretch, the one commands are appended to: on its own, not the last of
    /// an array, where each append went through two arrays' uniqueness checks.
    private var open: Stretch

    /// Every stretch, oldest first (for the rare reads: undo, a failed command).
    private var stretches: [Stretch] { closed + [open] }

    init(_ state: ShellState, limit: Int, stretch: Int = UndoLog.defaultStretch) {
        self.limit = limit
        self.stretch = stretch
        open = Stretch(index: 0, state: state, room: stretch)
    }

    /// The oldest position that can be rebuilt.
    var startIndex: Int { closed.first?.index ?? open.index }

    /// The position after the last command: the current state's.
    var endIndex: Int { open.endIndex }

    /// Keeps a command that was evaluated without error; `state` is the state after it.
    mutating func append(_ command: Command, text: InputText = InputText(), replayable: Bool,
                         after state: borrowing ShellState) {
        if append(command, text: text, replayable: replayable) { addCheckpoint(copy state) }
    }

    /// Keeps a command and its text; true when the state after it must be given to
    /// `addCheckpoint`. Apart from `append(_:text:replayable:after:)` for the session,
    /// which holds its state in a class: passing it along would copy it for every command.
    mutating func append(_ command: consuming Command, text: InputText, replayable: Bool) -> Bool {
        open.others.append(command)
        open.texts.append(text)
        open.entries.append(.other(open.others.count - 1))
        return !replayable || open.entries.count >= stretch
    }

    /// The same for a `pan` line (always replayable), kept as itself.
    mutating func append(_ pan: PanLine) -> Bool {
        open.entries.append(.pan(pan))
        return open.entries.count >= stretch
    }

    /// Starts a stretch at the current position with the state there.
    mutating func addCheckpoint(_ state: ShellState) {
        var next = Stretch(index: endIndex, state: state, room: stretch)
        swap(&next, &open)
        closed.append(next)
        trim()
    }

    /// Drops the oldest stretch once `limit` commands remain without it. Only when a
    /// stretch starts: checking on every command cost more than the command's own
    /// entry, and a stretch kept until the next checkpoint only keeps more to undo.
    private mutating func trim() {
        while !closed.isEmpty, endIndex - (closed.count > 1 ? closed[1].index : open.index) >= limit { closed.removeFirst() }
    }

    /// The state at a position: the checkpoint at or before it, then the commands
    /// between evaluated again.
    func state(at index: Int) -> ShellState {
        precondition(index >= startIndex && index <= endIndex, "position \(index) is outside the log")
        // The last stretch that starts at or before it; an unreplayable command ends its
        // stretch, so none is replayed here.
        let stretch = stretches.last { $0.index <= index }!
        var state = stretch.state
        for i in 0..<(index - stretch.index) { Self.replay(stretch.command(i), on: &state) }
        // An app's world is made again for a checkpoint it has left (`AppState`).
        if state.app != nil { _ = state.app!.current() }
        return state
    }

    /// The positions of the commands that changed the state, oldest first: what
    /// `undo N` counts. Found by replaying the whole log, which only `undo` does.
    func changes() -> [Int] {
        var changed: [Int] = []
        let stretches = self.stretches
        for (s, stretch) in stretches.enumerated() {
            var state = stretch.state
            for i in stretch.entries.indices {
                let before = state
                // An app is an object: what it showed before, read before it goes on.
                let appBefore = Self.appStage(&state)
                if i == stretch.entries.count - 1, s + 1 < stretches.count {
                    // The state after the last command of a stretch is the next checkpoint.
                    state = stretches[s + 1].state
                } else {
                    Self.replay(stretch.command(i), on: &state)
                }
                if before.simulator.differs(from: state.simulator) || before.output != state.output
                    || appBefore != Self.appStage(&state) {
                    changed.append(stretch.index + i)
                }
            }
        }
        return changed
    }

    /// The text of the command at a position (`changes()` gives the positions).
    func text(at index: Int) -> String {
        let stretch = stretches.last { $0.index <= index && index < $0.endIndex }!
        return stretch.text(index - stretch.index)
    }

    /// Forgets the commands from `index` on: after `undo`, the state there is current.
    mutating func truncate(to index: Int) {
        precondition(index >= startIndex && index <= endIndex)
        var kept = stretches.filter { $0.index <= index }
        open = kept.removeLast()
        closed = kept
        open.removeLast(open.endIndex - index)
    }

    /// The app's stage in a session over an app (its world made again first, for a
    /// checkpoint it has left); nil for a scene.
    private static func appStage(_ state: inout ShellState) -> AppStage? {
        guard state.app != nil else { return nil }
        _ = state.app!.current()
        return state.app!.stage()
    }

    private static func replay(_ command: Command, on state: inout ShellState) {
        do {
            _ = try Evaluator.evaluate(command, in: &state)
        } catch {
            preconditionFailure("a command that succeeded failed when replayed for undo: \(command): \(error.message)")
        }
    }
}
