import Testing

@testable import PantographEngine
import PantographTestSupport

/// `Simulator.timeline(every:)`: a transition replayed frame by frame from its
/// history, checked against the timing math of docs/uikit.md, "Timing", with the
/// independent reference implementations of `ReferenceTiming`.
@Suite struct TimelineTests {
    static func frame(_ frame: TimelineFrame, _ timeline: Timeline, _ name: String) -> TimelineView? {
        frame.views.first { timeline.names[$0.id] == name }
    }

    @Test func thereIsNoTimelineBeforeATransition() throws {
        var sim = DeeperFixture.simulator()
        #expect(sim.timeline() == nil)
        _ = try sim.apply(.advance(seconds: 1))
        #expect(sim.timeline() == nil && sim.history == nil)
        _ = try sim.apply(.present)
        #expect(sim.timeline() != nil)
        _ = try sim.apply(.reset)
        #expect(sim.timeline() == nil)
    }

    /// `present` runs inside one command (`clock auto`); the timeline still has every
    /// frame, and each is deeper's critically damped spring (D 0.5 s, velocity 0.5) at
    /// its time: the percent is linear in time, the phantom and the fade follow the spring.
    @Test func aPresentRunInsideOneCommandHasEveryFrameOnTheSpring() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.advance(seconds: 0.25))
        _ = try sim.apply(.present)
        let timeline = try #require(sim.timeline())
        let frames = timeline.frames
        // 0, 1/60, …, 30/60: the start and 30 frames.
        #expect(frames.count == 31)
        #expect(timeline.end.map { isClose($0, 0.75) } == true)
        #expect(timeline.phase == .completed && timeline.operation == .present)
        for (k, frame) in frames.enumerated() {
            let t = Double(k) / 60
            #expect(isClose(frame.time, 0.25 + t, 1e-9))
            #expect(isClose(try #require(frame.percent), min(t / 0.5, 1), 1e-9))
            guard k < 30 else {
                #expect(frame.phase == .completed)
                #expect(Self.frame(frame, timeline, "image~") == nil, "the phantoms are gone at the end")
                continue
            }
            #expect(frame.phase == .animating)
            let s = ReferenceTiming.criticalSpring(duration: 0.5, velocity: 0.5, at: t)
            let image = try #require(Self.frame(frame, timeline, "image~"))
            // From the cell (20, 320, 170, 170) to the header (0, 0, 390, 390).
            #expect(isClose(image.frame, Rect(20 - 20 * s, 320 - 320 * s, 170 + 220 * s, 170 + 220 * s), 1e-6))
            #expect(isClose(try #require(Self.frame(frame, timeline, "fade")).alpha, min(s, 1), 1e-6))
        }
    }

    /// Every number an animation moves is in the timeline, frame by frame as the window
    /// had it: hero's phantom dips to scale 0.95 and loses its corner radius of 8.
    @Test func everyAnimatedPropertyIsFollowed() throws {
        var settings = Scene.hero.defaults
        settings.clock = .manual
        var sim = try Simulator(scene: .hero, settings: settings)
        _ = try sim.apply(.present)
        // The window at each frame, stepped by hand.
        var stepped: [(scale: Double, radius: Double)] = []
        let phantom = try #require(sim.model.names.firstIndex(of: "thumbnail~"))
        while let view = sim.window[phantom] {
            stepped.append((view.scale, view.cornerRadius))
            _ = try sim.apply(.advance(seconds: 1.0 / 60))
        }
        let timeline = try #require(sim.timeline())
        let motion = try #require(timeline.motions.first { $0.id == phantom })
        #expect(motion.changes(.scale) && motion.changes(.cornerRadius))
        #expect(!motion.changes(.yaw) && !motion.changes(.pitch) && !motion.changes(.curl))
        let followed = timeline.frames.compactMap { frame in frame.views.first { $0.id == phantom } }
        #expect(followed.count == stepped.count)
        for (view, window) in zip(followed, stepped) {
            #expect(isClose(view.scale, window.scale, 1e-9) && isClose(view.cornerRadius, window.radius, 1e-9))
            #expect(view[.scale] == view.scale && view[.cornerRadius] == view.cornerRadius)
        }
        #expect(followed.first?.cornerRadius == 8 && followed.first?.scale == 1)
        #expect(isClose(followed.map(\.scale).min() ?? 0, 0.95, 1e-9))
        // The phantom's last frame is the one before the completion removes it.
        #expect((followed.last?.cornerRadius ?? 8) < 0.1)
    }

    /// Each property an animation can move shows in a timeline's numbers, and each
    /// number a timeline follows shows one (the frame's four: its visual frame).
    @Test func theTimelinesNumbersAreTheAnimatableProperties() {
        let shown = AnimatableProperty.allCases.flatMap(\.timelineProperties)
        #expect(shown.count == Set(shown).count)
        #expect(Set(shown) == Set(TimelineView.Property.allCases))
    }

    /// `finish()` at p: the rest plays over (1 − p)·D along easeInOut, frame by frame.
    @Test func aFinishFollowsEaseInOutOverTheRestOfTheDuration() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.startInteractive(.present))
        _ = try sim.apply(.update(0.3))
        _ = try sim.apply(.advance(seconds: 0.1))
        _ = try sim.apply(.finish)
        let timeline = try #require(sim.timeline())
        let total = 0.7 * 0.5
        let completion = timeline.frames.filter { $0.time >= 0.1 - 1e-9 }
        // The release moment, 21 frames (the last one shorter), nothing after the end.
        #expect(completion.count == 22)
        for frame in completion {
            let tau = frame.time - 0.1
            let expected = 0.3 + 0.7 * ReferenceTiming.bezier(ReferenceTiming.easeInOut, at: min(tau / total, 1))
            #expect(isClose(try #require(frame.percent), expected, 1e-6), "at \(tau)")
            #expect(frame.phase == (tau < total - 1e-9 ? .finishing : .completed))
        }
        #expect(isClose(try #require(timeline.end), 0.1 + total, 1e-9))
        // Before the finish, the update's percent, held while time passed.
        #expect(timeline.frames.filter { $0.time < 0.1 - 1e-9 }.allSatisfy { $0.percent == 0.3 && $0.phase == .interactive })
        // Each callback at the time it fired.
        let times = Dictionary(timeline.events.map { ($0.event, $0.time) }, uniquingKeysWith: { a, _ in a })
        #expect(times[.startInteractiveTransition] == 0)
        #expect(times[.finishInteractiveTransition].map { isClose($0, 0.1) } == true)
        #expect(times[.completeTransition(true)].map { isClose($0, 0.1 + total) } == true)
        #expect(timeline.events.map(\.event) == sim.transitionEvents)
    }

    static func swipe(_ clock: Settings.ClockMode) throws -> Simulator {
        var sim = DeeperFixture.simulator { $0.clock = clock }
        _ = try sim.apply(.panBegin(at: nil))
        for y in stride(from: -40.0, through: -200, by: -40) {
            _ = try sim.apply(.panMove(to: Point(x: 0, y: y), after: nil))
        }
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -230), after: 0.03))
        _ = try sim.apply(.panEnd(velocity: nil))
        if clock == .manual { _ = try sim.apply(.settle) }
        return sim
    }

    /// A completion that `clock auto` ran inside `pan end` has the frames that a
    /// manual clock and `settle` show.
    @Test func aCompletionUnderClockAutoHasTheFramesOfManualAndSettle() throws {
        let auto = try #require(try Self.swipe(.auto).timeline())
        let manual = try #require(try Self.swipe(.manual).timeline())
        #expect(auto.frames.count == manual.frames.count)
        #expect(auto.frames.count > 20)
        for (a, m) in zip(auto.frames, manual.frames) {
            #expect(isClose(a.time, m.time, 1e-9) && a.phase == m.phase && a.isGestureSample == m.isGestureSample)
            #expect(isClose(try #require(a.percent), try #require(m.percent), 1e-9))
            #expect(a.views.map(\.id) == m.views.map(\.id))
            for (va, vm) in zip(a.views, m.views) {
                #expect(isClose(va.frame, vm.frame, 1e-6) && isClose(va.alpha, vm.alpha, 1e-9))
            }
        }
        #expect(auto.events.map(\.event) == manual.events.map(\.event))
        for (a, m) in zip(auto.events, manual.events) { #expect(isClose(a.time, m.time, 1e-9)) }
        #expect(auto.releases.count == 1 && isClose(auto.releases[0].time, manual.releases[0].time))
        // The gesture's samples: its begin and its six moves.
        #expect(auto.frames.filter(\.isGestureSample).count == 7)
    }

    /// Rows every 50 ms: the first frame at or after each multiple, plus the first,
    /// the last and each change of phase.
    @Test func everyKeepsOneFramePerIntervalAndEachChangeOfPhase() throws {
        let sim = try Self.swipe(.auto)
        let all = try #require(sim.timeline())
        let rows = try #require(sim.timeline(every: 0.05))
        #expect(rows.frames.first == all.frames.first && rows.frames.last == all.frames.last)
        for row in rows.frames { #expect(all.frames.contains(row)) }
        let start = all.frames[0].time
        for k in 0...Int(((all.frames.last!.time - start) / 0.05).rounded(.down)) {
            let tick = start + Double(k) * 0.05
            let first = all.frames.first { $0.time >= tick - 1e-9 }!
            #expect(rows.frames.contains(first), "no row for \(tick)")
        }
        for (previous, frame) in zip(all.frames, all.frames.dropFirst()) where frame.phase != previous.phase {
            #expect(rows.frames.contains(frame))
        }
        #expect(rows.frames.count < all.frames.count / 2)
    }

    /// Card's drag shrinks the story under the finger before it starts the dismiss:
    /// the timeline starts at the gesture's begin, with no percent until the dismiss.
    @Test func aDragThatStartsTheTransitionLaterIsReplayedFromItsBegin() throws {
        var sim = Simulator(scene: .card)
        _ = try sim.apply(.present)
        _ = try sim.apply(.advance(seconds: 1))
        let presented = sim.clock
        _ = try sim.apply(.panBegin(at: nil))
        for y in stride(from: 20.0, through: 120, by: 20) {
            _ = try sim.apply(.panMove(to: Point(x: 0, y: y), after: nil))
        }
        #expect(sim.transition?.operation == .dismiss && sim.transition?.phase == .completed)
        let timeline = try #require(sim.timeline())
        #expect(timeline.operation == .dismiss)
        #expect(isClose(timeline.frames[0].time, presented))
        #expect(timeline.frames[0].percent == nil && timeline.frames[0].phase == nil)
        let story = try #require(Self.frame(timeline.frames[3], timeline, "cardDetail"))
        #expect(story.frame.width < 390, "the story shrinks under the finger")
        #expect(timeline.frames.contains { $0.phase == .animating })
        #expect(timeline.frames.last?.phase == .completed)
        // The moves after the dismiss completed are not the transition's.
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 200), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.timeline() == timeline)
    }

    /// A gesture that starts nothing leaves the last transition's history alone.
    @Test func aGestureThatStartsNothingKeepsTheLastHistory() throws {
        var sim = Simulator(scene: .card)
        _ = try sim.apply(.present)
        let history = sim.history
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 30), after: nil))
        #expect(sim.gestureHistory != nil)
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.gestureHistory == nil)
        #expect(sim.history == history)
    }

    /// Ctrl-C stops a `settle`: the history keeps the time it let pass, not `settle`.
    @Test func anInterruptedSettleIsReplayedAsTheTimeItTook() throws {
        var sim = DeeperFixture.simulator { $0.clock = .manual }
        _ = try sim.apply(.startInteractive(.present))
        _ = try sim.apply(.update(0.2))
        _ = try sim.apply(.finish)
        var frames = 0
        _ = try sim.apply(.settle, isInterrupted: { frames += 1; return frames > 4 })
        let interrupted = try #require(sim.timeline())
        #expect(isClose(try #require(interrupted.frames.last).time, sim.clock))
        #expect(interrupted.frames.last?.phase == .finishing)
        _ = try sim.apply(.settle)
        var whole = DeeperFixture.simulator { $0.clock = .manual }
        for input: Input in [.startInteractive(.present), .update(0.2), .finish, .settle] { _ = try whole.apply(input) }
        let a = try #require(sim.timeline()), b = try #require(whole.timeline())
        #expect(a.frames.count == b.frames.count)
        for (x, y) in zip(a.frames, b.frames) { #expect(isClose(x.time, y.time, 1e-9) && x.percent == y.percent) }
    }

    /// Calls UIKit ignores are not kept: the simulator is unchanged, history included.
    @Test func ignoredCallsAreNotKept() throws {
        var sim = DeeperFixture.simulator { $0.clock = .manual }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -100), after: nil))
        let before = sim
        for input: Input in [.pause, .settle, .advance(seconds: 0), .present, .dismiss, .startInteractive(.present)] {
            _ = try sim.apply(input)
            #expect(sim == before, "\(input)")
        }
        #expect(sim.history?.count == 2)
    }

    /// Past `TransitionHistory.limit` inputs, the oldest half is forgotten: memory
    /// stays bounded however long the gesture, and the timeline says what it lost.
    @Test func theHistoryIsBounded() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        let limit = TransitionHistory.limit
        let moves = limit + limit / 5
        var largest = 0
        for i in 0..<moves {
            _ = try sim.apply(.panMove(to: Point(x: 0, y: -Double(i % 500)), after: nil))
            largest = max(largest, sim.history?.count ?? 0)
        }
        let history = try #require(sim.history)
        #expect(largest < limit)
        #expect(history.droppedInputs == limit / 2)
        #expect(history.count == moves + 1 - limit / 2)
        #expect(history.inputs.count == history.count)
        // The replay starts where the kept inputs start, and ends where the simulator is.
        #expect(isClose(history.startState.clock, Double(limit / 2 - 1) / 60, 1e-6))
        let timeline = try #require(sim.timeline(every: 1))
        #expect(timeline.droppedInputs == limit / 2)
        let last = try #require(timeline.frames.last)
        #expect(isClose(last.time, sim.clock, 1e-9) && last.percent == sim.transition?.percent)
        let image = try #require(Self.frame(last, timeline, "image~"))
        #expect(isClose(image.frame, try #require(DeeperFixture.onScreen(sim, "image~")).frame, 1e-9))
    }
}
