import PantographEngine
import Testing
@testable import PantographShell

/// Commands are evaluated in place, on the session's own state. A command that fails
/// must still change nothing, however far it got before failing. The evaluator seam
/// runs the real command and then fails, as a file write failing after the command
/// has done its work would: the whole state, the undo history and the next command's
/// view of the world must be as they were.
struct FailedCommandTests {
    struct Failure: Error {}

    /// Lines that each change the state when they succeed, from a session that is in
    /// the middle of an interactive present.
    static let commands = [
        "pan move 0,-300", "pan by 0,-10", "pan end", "pan cancel", "finish", "cancel", "wait 0.1",
        "update 0.9", "set threshold 0.3", "set completion-curve linear", "scenario card", "reset",
        "set slop 20", "set completion-speed 2", "set output json",
    ]

    @Test(arguments: commands)
    func aCommandThatFailsAfterChangingTheStateChangesNothing(_ line: String) throws {
        let session = try ShellSession(options: SessionOptions(), sink: CapturingSink())
        for setup in ["pan begin", "pan move 0,-100"] {
            #expect(!session.execute(line: Array(setup.utf8), file: "t", lineNumber: 1).failed)
        }
        let before = session.state
        let logged = session.undoLog.endIndex
        var changed = false
        session.evaluator = { (command, state, isInterrupted) throws(CommandError) in
            let reference = state
            _ = try Evaluator.evaluate(command, in: &state, isInterrupted: isInterrupted)
            changed = state.simulator != reference.simulator || state.output != reference.output
            throw CommandError(message: "the seam fails after the command ran", column: nil)
        }
        let result = session.execute(line: Array(line.utf8), file: "t", lineNumber: 2)

        #expect(changed, "'\(line)' should change the state before the seam fails; the test proves nothing otherwise")
        #expect(result.failed)
        #expect(session.state.simulator == before.simulator)
        #expect(session.state.output == before.output)
        #expect(session.state.drawing == before.drawing)
        #expect(session.undoLog.endIndex == logged)
    }

    /// The seam removed, the session goes on from the state before the failure: the
    /// same line then does what it would have done had the failure never happened.
    @Test func theSessionGoesOnFromTheStateBeforeTheFailure() throws {
        let lines = ["pan begin", "pan move 0,-100", "pan end"]
        let reference = try ShellSession(options: SessionOptions(), sink: CapturingSink())
        for line in lines { _ = reference.execute(line: Array(line.utf8), file: "t", lineNumber: 1) }

        let session = try ShellSession(options: SessionOptions(), sink: CapturingSink())
        let real = ShellSession.standardEvaluator
        for (i, line) in lines.enumerated() {
            session.evaluator = { (command, state, isInterrupted) throws(CommandError) in
                _ = try real(command, &state, isInterrupted)
                throw CommandError(message: "failed after running", column: nil)
            }
            #expect(session.execute(line: Array(line.utf8), file: "t", lineNumber: i + 1).failed)
            session.evaluator = real
            #expect(!session.execute(line: Array(line.utf8), file: "t", lineNumber: i + 1).failed)
        }
        #expect(session.state.simulator == reference.state.simulator)
    }

    /// With --keep-going, the failed command of a line is undone alone: the ones
    /// before it on the line keep their effect, the ones after it run.
    @Test func onlyTheFailedCommandOfALineIsUndone() throws {
        var options = SessionOptions()
        options.keepGoing = true
        let session = try ShellSession(options: options, sink: CapturingSink())
        let real = ShellSession.standardEvaluator
        session.evaluator = { (command, state, isInterrupted) throws(CommandError) in
            let response = try real(command, &state, isInterrupted)
            if command == .panMove(Point(x: 0, y: -300), after: nil) {
                throw CommandError(message: "failed after running", column: nil)
            }
            return response
        }
        let result = session.execute(line: Array("pan begin; pan move 0,-300; pan move 0,-100".utf8), file: "t", lineNumber: 1)
        #expect(result.failed)
        #expect(session.state.simulator.gesture.translation == Point(x: 0, y: -100))
        #expect(session.undoLog.changes().count == 2)
    }
}
