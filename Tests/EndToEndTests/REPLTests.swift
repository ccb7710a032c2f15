import Foundation
import Testing

/// The REPL in a real pseudo-terminal, driven by `pty/repl_pty.py` (Python pexpect).
/// Each test runs one case of that script and passes when the script exits 0; on
/// failure the script's report and terminal transcript are in the issue and attached.
@Suite(.serialized) struct REPLTests {
    @Test func promptStartsWithTheScene() throws { try runCase("prompt") }
    @Test func tabCompletesCommandNames() throws { try runCase("complete_command") }
    @Test func tabCompletesArgumentsAndThePromptFollowsTheTransition() throws { try runCase("complete_arguments") }
    @Test func ctrlCClearsTheLineAndKeepsTheREPL() throws { try runCase("ctrl_c") }
    @Test func ctrlCInterruptsALongSweepAndKeepsTheSession() throws { try runCase("ctrl_c_long_command") }
    @Test func historyIsKeptAcrossSessions() throws { try runCase("history_across_sessions") }
    @Test func concurrentSessionsNeverCorruptHistory() throws { try runCase("history_concurrent") }
    @Test func blankLinesAndRepeatsAreNotStored() throws { try runCase("history_filters") }
    @Test func unwritableHistoryIsOneWarning() throws { try runCase("history_unwritable") }
    @Test func ctrlDExitsZero() throws { try runCase("ctrl_d") }
    @Test func colourFollowsTerminalAndNoColor() throws { try runCase("color") }
    @Test func interactiveFlagContinuesAfterTheScript() throws { try runCase("interactive_after_script") }
    @Test func echoPrintsWhatTheREPLShows() throws { try runCase("echo_matches_repl") }
    @Test func aFailedExpectationIsShownOnce() throws { try runCase("expect_failure_once") }
    @Test func drawAndSweepFitTheTerminal() throws { try runCase("draw_fits_the_terminal") }
    @Test func aLongJudgeOrTuneShowsItsProgressOnTheTerminalOnly() throws { try runCase("progress_line") }
    @Test func anAppsHarnessCompletesActionsAndATrapEndsIt() throws { try runCase("harness_session") }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("pty/repl_pty.py").path

    private func runCase(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let binary = try Binary.require()
        let run = try runProcess("/usr/bin/env", ["python3", Self.script, binary, name])
        if run.status != 0 {
            Attachment.record(run.description, named: "repl_pty-\(name).txt")
        }
        #expect(run.status == 0, "repl_pty.py \(name) failed\n\(run)", sourceLocation: sourceLocation)
    }
}
