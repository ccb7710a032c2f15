import Testing
@testable import PantographShell

/// When a terminal's progress line shows, and what it says (`ProgressLineState`).
@Suite struct ProgressLineTests {
    static func reading(_ done: Int) -> CommandProgress {
        CommandProgress(command: "judge", step: "reading and judging", done: done, total: 100)
    }

    @Test func nothingForHalfASecondThenEveryTenthAndAClear() {
        var state = ProgressLineState()
        func report(_ progress: CommandProgress, _ ms: Int) -> String? { state.report(progress, at: .milliseconds(ms)) }
        func end() -> Bool { state.end() }
        #expect(report(Self.reading(0), 1000) == nil)
        #expect(report(Self.reading(5), 1499) == nil)
        #expect(report(Self.reading(20), 1500) == "judge: reading and judging 20 % · 0.5 s · about 2 s left")
        #expect(report(Self.reading(21), 1599) == nil)
        #expect(report(Self.reading(50), 1600) == "judge: reading and judging 50 % · 0.6 s · about 1 s left")
        #expect(end())
        // The next command starts afresh, and a quick one leaves nothing to clear.
        #expect(report(Self.reading(0), 5000) == nil)
        #expect(report(Self.reading(90), 5400) == nil)
        #expect(!end())
    }

    /// The time left is the step's own pace: a new step starts its clock.
    @Test func theTimeLeftIsTheStepsPace() {
        var state = ProgressLineState()
        func report(_ progress: CommandProgress, _ ms: Int) -> String? { state.report(progress, at: .milliseconds(ms)) }
        func searching(_ done: Int) -> CommandProgress {
            CommandProgress(command: "tune", step: "searching the grids", done: done, total: 1000)
        }
        _ = report(Self.reading(0), 0)
        #expect(report(searching(0), 4000) == "tune: searching the grids 0 % · 4.0 s")
        #expect(report(searching(50), 4500) == "tune: searching the grids 5 % · 4.5 s")
        #expect(report(searching(250), 5000) == "tune: searching the grids 25 % · 5.0 s · about 3 s left")
        #expect(report(searching(1000), 6000) == "tune: searching the grids 100 % · 6.0 s")
    }

    /// `explore` says the sessions run and the findings so far after the percent.
    @Test func aDetailFollowsThePercent() {
        var state = ProgressLineState()
        func exploring(_ done: Int, _ findings: String) -> CommandProgress {
            CommandProgress(command: "explore", step: "sessions", done: done, total: 100, detail: "\(done) run, \(findings)")
        }
        _ = state.report(exploring(0, "0 findings"), at: .milliseconds(0))
        #expect(state.report(exploring(40, "2 findings"), at: .milliseconds(1000))
                == "explore: sessions 40 % (40 run, 2 findings) · 1.0 s · about 2 s left")
    }
}
