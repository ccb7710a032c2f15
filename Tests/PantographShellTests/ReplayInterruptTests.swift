import Testing
@testable import PantographShell

/// `replay` reads a file of any size before it replays, and Ctrl-C stops the reading
/// as it stops `judge` (docs/hostile-input.md, "Trace files"): the command fails and
/// nothing changes.
@Suite struct ReplayInterruptTests {
    @Test func replayStopsReadingWhenInterrupted() throws {
        let (session, sink) = try TraceTests.session(format: .text, workers: 2)
        let before = ShellProbe.snapshot(session)
        let stopped = session.execute(line: Array(("replay " + TraceTests.corpus[1]).utf8), file: "t", lineNumber: 1,
                                      isInterrupted: { true })
        #expect(stopped.failed && sink.err.contains("t:1:8: error: replay interrupted: nothing was loaded"), "\(sink.err)")
        #expect(ShellProbe.snapshot(session) == before)
        let replayed = session.execute(line: Array(("replay " + TraceTests.corpus[1]).utf8), file: "t", lineNumber: 2)
        #expect(!replayed.failed)
    }
}
