import Testing

@testable import PantographEngine
import PantographTestSupport

/// docs/reference.md: the virtual clock moves only through wait (`advance`), `settle`,
/// the interval of pan samples, and — with `clock auto` — a completion run inside the
/// command that started it.
@Suite struct ClockTests {
    typealias F = DeeperFixture

    /// One pan move to `percent` of deeper's present (clock at one frame), then release.
    static func released(percent: Double, cancel: Bool = false,
                         _ configure: (inout Settings) -> Void) throws -> Simulator {
        var sim = F.simulator(configure)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: F.translation(progress: percent, .present), after: nil))
        _ = try sim.apply(cancel ? .panCancel : .panEnd(velocity: nil))
        return sim
    }

    @Test("clock auto: the completion runs to its end inside the command", arguments: [
        (0.5, false, 0.25), (0.75, false, 0.125), (0.5, true, 0.25), (0.75, true, 0.375),
    ])
    func autoRunsToEnd(percent: Double, cancel: Bool, completion: Double) throws {
        let sim = try Self.released(percent: percent, cancel: cancel) { _ in }
        #expect(sim.transition?.phase == (cancel ? .cancelled : .completed))
        #expect(sim.transition?.remaining == nil)
        #expect(!sim.isAnimating)
        #expect(isClose(sim.clock, 1.0 / 60 + completion, 1e-12))
    }

    @Test("clock auto: a non-interactive present or dismiss takes the duration inside the command",
          arguments: [0.5, 1.0, 0.25])
    func autoProgrammatic(duration: Double) throws {
        var sim = F.simulator { $0.duration = duration }
        _ = try sim.apply(.present)
        #expect(sim.transition?.phase == .completed)
        #expect(sim.clock == duration)
        _ = try sim.apply(.dismiss)
        #expect(sim.transition?.phase == .completed)
        #expect(isClose(sim.clock, 2 * duration, 1e-12))
    }

    @Test("clock manual: the completion stays in flight until time is advanced", arguments: [false, true])
    func manualStaysInFlight(cancel: Bool) throws {
        var sim = try Self.released(percent: 0.5, cancel: cancel) { $0.clock = .manual }
        #expect(sim.transition?.phase == (cancel ? .cancelling : .finishing))
        #expect(sim.transition?.percent == 0.5)
        #expect(sim.transition?.remaining == 0.25)
        #expect(sim.clock == 1.0 / 60)
        #expect(sim.isAnimating)

        let a = try sim.apply(.advance(seconds: 0.1))
        #expect(a.events.isEmpty)
        #expect(isClose(sim.clock, 1.0 / 60 + 0.1, 1e-12))
        #expect(isClose(try #require(sim.transition?.remaining), 0.15, 1e-12))
        #expect(sim.transition?.phase == (cancel ? .cancelling : .finishing))

        let b = try sim.apply(.advance(seconds: 0.15))
        #expect(b.events.first == .completeTransition(!cancel))
        #expect(sim.transition?.phase == (cancel ? .cancelled : .completed))
        #expect(sim.transition?.percent == (cancel ? 0 : 1))
        #expect(sim.transition?.remaining == nil)
    }

    @Test("advance beyond the end: the clock moves by the whole amount, the transition ends once")
    func advanceBeyondEnd() throws {
        var sim = try Self.released(percent: 0.5) { $0.clock = .manual }
        let outcome = try sim.apply(.advance(seconds: 2))
        #expect(sim.clock == 1.0 / 60 + 2)
        #expect(sim.transition?.phase == .completed)
        #expect(outcome.events.filter { $0 == .completeTransition(true) }.count == 1)
        let again = try sim.apply(.advance(seconds: 1))
        #expect(again.events.isEmpty)
        #expect(sim.clock == 1.0 / 60 + 3)
    }

    @Test("advance with nothing in flight moves only the clock")
    func advanceIdle() throws {
        var sim = F.simulator { $0.clock = .manual }
        let before = sim
        let outcome = try sim.apply(.advance(seconds: 0.75))
        #expect(outcome == Outcome())
        #expect(sim.clock == 0.75)
        #expect(sim.window == before.window)
        #expect(sim.transition == nil)
    }

    @Test("settle steps at most one frame at a time and lands exactly at the end", arguments: [
        // fps, percent, cancel, completion time T, frames = ⌈T·fps⌉
        (60, 0.5, false, 0.25, 15),
        (60, 0.25, false, 0.375, 23),
        (120, 0.5, false, 0.25, 30),
        (120, 0.25, true, 0.125, 15),
        (60, 0.3, false, 0.35, 21),
        (60, 0.25, true, 0.125, 8),
    ])
    func settleFrames(fps: Int, percent: Double, cancel: Bool, completion: Double, frames: Int) throws {
        var sim = try Self.released(percent: percent, cancel: cancel) {
            $0.clock = .manual
            $0.fps = FrameRate(rawValue: fps)!
            $0.cap = 1
        }
        let start = sim.clock
        #expect(isClose(start, 1.0 / Double(fps), 1e-15))
        let total = try #require(sim.transition?.remaining)
        #expect(isClose(total, completion, 1e-12))
        var asked = 0
        let outcome = try sim.apply(.settle, isInterrupted: { asked += 1; return false })
        #expect(asked == frames)
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.events.first == .completeTransition(!cancel))
        #expect(isClose(sim.clock, start + completion, 1e-9))
        #expect(sim.transition?.percent == (cancel ? 0 : 1))
        #expect(sim.transition?.phase == (cancel ? .cancelled : .completed))
        #expect(!sim.isAnimating)
    }

    @Test("settle, frame by frame, matches advancing one frame at a time")
    func settleEqualsFrames() throws {
        var settled = try Self.released(percent: 0.3) { $0.clock = .manual }
        var stepped = settled
        var frames = 0
        _ = try settled.apply(.settle, isInterrupted: { frames += 1; return frames > 7 })  // stop after 7 frames
        for _ in 0..<7 { _ = try stepped.apply(.advance(seconds: 1.0 / 60)) }
        #expect(isClose(settled.clock, stepped.clock, 1e-12))
        #expect(isClose(settled.transition?.percent ?? -1, stepped.transition?.percent ?? -2, 1e-12))
    }

    @Test("settle interrupted stops early, keeps the time that passed, and warns", arguments: [0, 1, 5, 14])
    func settleInterrupted(after frames: Int) throws {
        var sim = try Self.released(percent: 0.5) { $0.clock = .manual }
        var asked = 0
        let outcome = try sim.apply(.settle, isInterrupted: { asked += 1; return asked > frames })
        #expect(asked == frames + 1)
        #expect(outcome.warnings == [.settleInterrupted(at: sim.clock)])
        #expect(outcome.events.isEmpty)
        #expect(isClose(sim.clock, Double(frames + 1) / 60, 1e-12))
        #expect(sim.transition?.phase == .finishing)
        #expect(isClose(try #require(sim.transition?.remaining), 0.25 - Double(frames) / 60, 1e-12))
        // settling again finishes the job
        _ = try sim.apply(.settle)
        #expect(sim.transition?.phase == .completed)
    }

    @Test("settle with nothing animating changes nothing", arguments: ["fresh", "interactive", "completed"])
    func settleIdle(state: String) throws {
        var sim = F.simulator { $0.clock = .manual }
        if state != "fresh" {
            _ = try sim.apply(.panBegin(at: nil))
            _ = try sim.apply(.panMove(to: Point(x: 0, y: -300), after: nil))
        }
        if state == "completed" { _ = try sim.apply(.panEnd(velocity: nil)); _ = try sim.apply(.settle) }
        let before = sim
        var asked = 0
        let outcome = try sim.apply(.settle, isInterrupted: { asked += 1; return true })
        #expect(outcome == Outcome())
        #expect(asked == 0)
        #expect(sim == before)
    }

    @Test("settle runs a non-interactive present: ⌈D·fps⌉ frames", arguments: [(60, 30), (120, 60)])
    func settleProgrammatic(fps: Int, frames: Int) throws {
        var sim = F.simulator { $0.clock = .manual; $0.fps = FrameRate(rawValue: fps)! }
        _ = try sim.apply(.present)
        #expect(sim.transition?.phase == .animating)
        #expect(sim.clock == 0)
        var asked = 0
        _ = try sim.apply(.settle, isInterrupted: { asked += 1; return false })
        #expect(asked == frames)
        #expect(isClose(sim.clock, 0.5, 1e-9))
        #expect(sim.isPresented)
    }

    // MARK: - pan samples move the clock

    @Test("pan move advances the clock by one frame at the set fps, or by the given interval", arguments: [
        (60, [nil, nil, nil], 3.0 / 60),
        (120, [nil, nil], 2.0 / 120),
        (60, [0.2], 0.2),
        (60, [0.2, nil, 0.05], 0.25 + 1.0 / 60),
    ] as [(Int, [Double?], Double)])
    func panMoveClock(fps: Int, intervals: [Double?], clock: Double) throws {
        var sim = F.simulator { $0.fps = FrameRate(rawValue: fps)! }
        _ = try sim.apply(.panBegin(at: nil))
        #expect(sim.clock == 0)
        for (i, interval) in intervals.enumerated() {
            _ = try sim.apply(.panMove(to: Point(x: 0, y: -Double(i + 1) * 10), after: interval))
        }
        #expect(isClose(sim.clock, clock, 1e-12))
        #expect(sim.gesture.lastSampleTime == sim.clock)
    }

    @Test("pan begin and pan cancel take no time")
    func beginAndCancelTakeNoTime() throws {
        var sim = F.simulator { $0.clock = .manual }
        _ = try sim.apply(.panBegin(at: nil))
        #expect(sim.clock == 0)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -422), after: 0.5))
        _ = try sim.apply(.panCancel)
        #expect(sim.clock == 0.5)
        #expect(sim.transition?.phase == .cancelling)
    }

    @Test("a finishing transition in manual mode progresses during a pan move", arguments: [60, 120])
    func finishingProgressesDuringPanMove(fps: Int) throws {
        var sim = F.simulator { $0.clock = .manual; $0.fps = FrameRate(rawValue: fps)! }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -422), after: nil))
        _ = try sim.apply(.finish)  // app code finishes while the finger is still down
        let frame = 1.0 / Double(fps)
        #expect(sim.transition?.remaining == 0.25)
        let outcome = try sim.apply(.panMove(to: Point(x: 0, y: -500), after: nil))
        // The gesture's update (500/844) is dropped.
        #expect(outcome.warnings == [.ignored(.update(500 / 844), .notInteractive(.finishing))])
        #expect(isClose(sim.clock, 2 * frame, 1e-12))
        let expected = 0.5 + 0.5 * ReferenceTiming.bezier(ReferenceTiming.easeInOut, at: frame / 0.25)
        #expect(isClose(try #require(sim.transition?.percent), expected, 1e-5))
        #expect(isClose(try #require(sim.transition?.remaining), 0.25 - frame, 1e-12))

        // A long sample runs it to the end.
        let end = try sim.apply(.panMove(to: Point(x: 0, y: -510), after: 1))
        #expect(end.events.contains(.completeTransition(true)))
        #expect(sim.transition?.phase == .completed)
    }

    @Test("a new pan during a manual completion that cannot pause: ignored, but its samples still move time")
    func newPanDuringCompletion() throws {
        var sim = try Self.released(percent: 0.5) { $0.clock = .manual }
        let begin = try sim.apply(.panBegin(at: nil))
        #expect(begin.warnings == [.grabNotInterruptible(.finishing)])
        #expect(sim.transition?.phase == .finishing)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -20), after: 0.1))
        #expect(isClose(sim.clock, 1.0 / 60 + 0.1, 1e-12))
        #expect(isClose(try #require(sim.transition?.remaining), 0.15, 1e-12))
    }
}
