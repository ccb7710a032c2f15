import PantographEngine
import Testing
@testable import PantographShell

/// `undo` and the taking back of failed commands rebuild states by replaying logged
/// commands from checkpoints. Every rebuilt state must be the state the session had.
struct UndoLogTests {
    static func command(_ line: String) throws -> Command {
        try Parser.parse(Lexer.commands(in: Array(line.utf8))[0])
    }

    /// Gestures, releases, waits and settings: several stretches between checkpoints.
    static let lines: [String] = {
        var lines = ["set clock manual"]
        for g in 0..<12 {
            lines += ["pan begin"] + (1...9).map { "pan move 0,-\($0 * 20 + g)" }
            lines += [g % 3 == 0 ? "pan cancel" : "pan end velocity 0,\(g % 2 == 0 ? -900 : 400)", "wait 0.2", "settle"]
            if g % 4 == 1 { lines += ["set threshold 0.\(g + 1)", "update 0.5"] }
        }
        return lines
    }()

    @Test func everyPositionRebuildsTheStateTheSessionHad() throws {
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        var log = UndoLog(state, limit: 1000, stretch: 16)
        var states = [state]
        for line in Self.lines {
            let command = try Self.command(line)
            _ = try Evaluator.evaluate(command, in: &state)
            log.append(command, replayable: true, after: state)
            states.append(state)
        }
        #expect(log.endIndex > 2 * log.stretch, "the script must cross checkpoints")
        for (i, expected) in states.enumerated() {
            #expect(log.state(at: i).simulator == expected.simulator, "position \(i)")
        }
    }

    @Test func changesCountsOnlyCommandsThatChangedTheState() throws {
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        var log = UndoLog(state, limit: 1000, stretch: 16)
        // `update` with nothing in flight, and a setting set to what it is, change nothing.
        for line in ["update 0.5", "pan begin", "pan move 0,-50", "set clock manual", "set clock manual"] {
            let command = try Self.command(line)
            _ = try Evaluator.evaluate(command, in: &state)
            log.append(command, replayable: true, after: state)
        }
        #expect(log.changes() == [1, 2, 3])
    }

    /// The oldest checkpoint goes, when a stretch starts, once `limit` commands remain
    /// after the next one: memory stays bounded (within two stretches of the limit),
    /// and at least `limit` commands can be rebuilt.
    @Test func aLongScriptKeepsAtLeastTheLimitAndNoMore() throws {
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        var log = UndoLog(state, limit: 100, stretch: 16)
        var states = [state]
        for i in 0..<1_000 {
            let command = try Self.command(i % 50 == 0 ? "pan begin" : i % 50 == 49 ? "pan end" : "pan move 0,-\(i % 50)")
            _ = try Evaluator.evaluate(command, in: &state)
            log.append(command, replayable: true, after: state)
            states.append(state)
        }
        let oldest = log.startIndex
        #expect(log.endIndex - oldest >= 100)
        #expect(log.endIndex - oldest < 100 + 2 * log.stretch)
        #expect(log.changes().count == log.endIndex - oldest, "every pan command here changes the state")
        for i in [oldest, oldest + 1, (oldest + 1_000) / 2, 999, 1_000] {
            #expect(log.state(at: i).simulator == states[i].simulator, "position \(i)")
        }
    }

    /// Evaluates a line and logs it as the session does: a recognized `pan` line as
    /// itself (when `asPanLine`), any other as its command.
    static func keep(_ line: String, asPanLine: Bool, state: inout ShellState, log: inout UndoLog) throws {
        if asPanLine, let pan = PanLine.recognize(Array(line.utf8).span) {
            _ = try Evaluator.evaluate(pan.line.command, in: &state)
            if log.append(pan.line) { log.addCheckpoint(state) }
        } else {
            let command = try command(line)
            _ = try Evaluator.evaluate(command, in: &state)
            log.append(command, replayable: true, after: state)
        }
    }

    /// The trim at its boundary: the oldest stretch goes as soon as exactly `limit`
    /// commands remain after it, not one stretch later, and stays while one fewer
    /// would remain. With stretches of 16, each row's commands end on a checkpoint
    /// (or one past it); the expected start is the latest checkpoint at least `limit`
    /// commands before the last one, or 0.
    @Test(arguments: [
        // limit, commands, oldest position kept
        (32, 48, 16),  // 48 − 16 = 32: exactly the limit remains, so 0…16 goes
        (33, 48, 0),  // one past: only 32 would remain, so it stays
        (31, 48, 16),
        (32, 49, 16),  // one command past the checkpoint: no trim until the next one
        (32, 64, 32),
        (33, 64, 16),
        (16, 32, 16),
        (17, 32, 0),
        (48, 47, 0),
        (48, 64, 16),
        (49, 64, 0),
    ])
    func theTrimAtExactlyItsLimit(limit: Int, commands: Int, oldest: Int) throws {
        // Kept as commands, and as `pan` lines (the session's hot path), which count alike.
        for asPanLines in [false, true] {
            var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
            var log = UndoLog(state, limit: limit, stretch: 16)
            var states = [state]
            for i in 0..<commands {
                try Self.keep(i == 0 ? "pan begin" : "pan move 0,-\(i)", asPanLine: asPanLines, state: &state, log: &log)
                states.append(state)
            }
            #expect(log.startIndex == oldest, "as pan lines: \(asPanLines)")
            #expect(log.endIndex == commands)
            if log.startIndex <= oldest { #expect(log.state(at: oldest).simulator == states[oldest].simulator) }
            // What was promised: at least `limit` commands back, once there were that many.
            #expect(log.endIndex - log.startIndex >= min(limit, commands))
        }
    }

    /// A command that cannot be replayed (a settle cut short) is followed by a
    /// checkpoint: the states after it are the ones the session had, not a replay's.
    @Test func anUnreplayableCommandIsNotReplayed() throws {
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        var log = UndoLog(state, limit: 1000, stretch: 16)
        for line in ["set clock manual", "pan begin", "pan move 0,-300", "pan end"] {
            let command = try Self.command(line)
            _ = try Evaluator.evaluate(command, in: &state)
            log.append(command, replayable: true, after: state)
        }
        // `settle`, interrupted after three frames: what Ctrl-C leaves.
        var frames = 0
        _ = try Evaluator.evaluate(.settle, in: &state) { frames += 1; return frames > 3 }
        log.append(.settle, replayable: false, after: state)
        let interrupted = state
        #expect(interrupted.simulator.isAnimating, "the settle must stop before the end for this test to mean anything")
        _ = try Evaluator.evaluate(.wait(0.01), in: &state)
        log.append(.wait(0.01), replayable: true, after: state)
        #expect(log.state(at: 5).simulator == interrupted.simulator)
        #expect(log.state(at: 6).simulator == state.simulator)
        #expect(log.changes() == [0, 1, 2, 3, 4, 5])
    }

    @Test func truncatingMakesAnEarlierStateCurrent() throws {
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        var log = UndoLog(state, limit: 1000, stretch: 16)
        var states = [state]
        for i in 0..<150 {
            let command = try Self.command(i == 0 ? "pan begin" : "pan move 0,-\(i)")
            _ = try Evaluator.evaluate(command, in: &state)
            log.append(command, replayable: true, after: state)
            states.append(state)
        }
        log.truncate(to: 70)
        #expect(log.endIndex == 70)
        #expect(log.state(at: 70).simulator == states[70].simulator)
        var current = states[70]
        let next = try Self.command("pan move 0,-999")
        _ = try Evaluator.evaluate(next, in: &current)
        log.append(next, replayable: true, after: current)
        #expect(log.state(at: 71).simulator == current.simulator)
    }

    /// `pan` lines are kept as themselves and other commands beside them: mixed in
    /// one stretch, cut in the middle of either, and appended to again, every position
    /// still rebuilds the state the session had.
    @Test func panLinesAndOtherCommandsMixed() throws {
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        var log = UndoLog(state, limit: 1000, stretch: 16)
        var states = [state]
        func keep(_ line: String) throws {
            try Self.keep(line, asPanLine: true, state: &state, log: &log)
            states.append(state)
        }
        for g in 0..<6 {
            try keep("pan begin")
            for k in 1...5 { try keep(k == 3 ? "pan move 0,-\(k * 20 + g).5" : "pan move 0,-\(k * 20 + g)") }
            try keep(g % 2 == 0 ? "pan end" : "pan end velocity 0,-900")
            try keep("set threshold 0.\(g + 1)")
        }
        #expect(log.endIndex > 2 * log.stretch, "the script must cross checkpoints")
        for (i, expected) in states.enumerated() {
            #expect(log.state(at: i).simulator == expected.simulator, "position \(i)")
        }
        // Cut just after a `set` (another command), then just after a `pan end` (a
        // `pan` line): eight commands a gesture, both at rest.
        for cut in [5 * 8, 3 * 8 + 7] {
            log.truncate(to: cut)
            states.removeLast(states.count - cut - 1)
            state = states[cut]
            try keep("set threshold 0.42")
            try keep("pan begin")
            #expect(log.endIndex == states.count - 1)
            for i in max(0, cut - 20)..<states.count {
                #expect(log.state(at: i).simulator == states[i].simulator, "after cutting at \(cut): position \(i)")
            }
        }
    }

    /// The log keeps only commands that can change the state; every other command must
    /// leave it exactly as it was, or undo and failed commands would lose its change.
    @Test(arguments: ["help", "help pan", "scenario", "set", "set threshold", "compare",
                      "sweep distance 0..100 step 50 velocity -100..100 step 100", "show", "show views",
                      "show events", "show settings", "show timeline", "curve easeIn at 0.5",
                      "spring duration 0.5 damping 0.8", "draw", "plot out.svg"])
    func queriesLeaveTheStateAlone(_ line: String) throws {
        let command = try Self.command(line)
        #expect(!command.changesState)
        var state = ShellState(simulator: Simulator(scene: .deeper), output: .text)
        // A transition finishing, a release to judge, a history to draw; sweep runs
        // its own gestures, so it starts from rest after a cancelled one.
        let setups = line.hasPrefix("sweep") ? ["pan begin", "pan move 0,-100", "pan cancel"]
            : ["set clock manual", "pan begin", "pan move 0,-200", "pan end", "wait 0.05"]
        for setup in setups {
            _ = try Evaluator.evaluate(try Self.command(setup), in: &state)
        }
        let before = state
        _ = try Evaluator.evaluate(command, in: &state)
        #expect(state.simulator == before.simulator)
        #expect(state.output == before.output)
        #expect(state.drawing == before.drawing)
    }
}
