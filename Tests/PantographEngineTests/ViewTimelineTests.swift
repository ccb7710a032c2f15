import Testing

@testable import PantographEngine

/// The view transitions' timeline (docs/pictures.md): replayed from the state before
/// the first began, frame by frame, with the effect and the completion at its time.
struct ViewTimelineTests {
    typealias V = ViewTransitionTests

    static func frame(_ timeline: Timeline, at t: Double) -> TimelineFrame? {
        timeline.frames.first { abs($0.time - t) < 1e-9 }
    }

    @Test func aFlipIsAt90DegreesHalfwayAndCompletesAtItsDuration() throws {
        var sim = V.simulator(clock: .auto)
        _ = try sim.apply(V.with(.transitionFlipFromLeft))
        let timeline = try #require(sim.latestTimeline(every: 0.25))
        #expect(timeline.subject == .viewTransitions(finished: true))
        let times = timeline.frames.map(\.time)
        #expect(times.count == 5 && zip(times, [0, 0.25, 0.5, 0.75, 1]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(times)")
        let first = try #require(Self.frame(timeline, at: 0))
        #expect(first.effect?.angle == 0)
        let half = try #require(timeline.frames.first { abs($0.time - 0.5) < 1e-6 })
        #expect(abs((half.effect?.angle ?? 0) - 90) < 1e-9)
        #expect(abs((half.percent ?? 0) - 0.5) < 1e-9)
        // Edge-on at 90°: green and pink both have no width.
        let green = try #require(sim.model.names.firstIndex(of: "green"))
        #expect(abs(half.views.first { $0.id == green }!.frame.width) < 1e-6)
        let last = try #require(timeline.frames.last)
        #expect(abs(last.time - 1) < 1e-9)
        #expect(last.effect?.angle == 180)
        #expect(timeline.end.map { abs($0 - 1) < 1e-9 } == true)
        #expect(timeline.events.count == 1)
        #expect(timeline.events.first?.event == .transitionCompletion(finished: true))
        #expect(timeline.events.first.map { abs($0.time - 1) < 1e-9 } == true)
        // The angle itself, not only the width it leaves: green turns 0 → 90°, pink
        // −90° → 0 (a flip from the left).
        let pink = try #require(sim.model.names.firstIndex(of: "pink"))
        for id in [green, pink] { #expect(timeline.motions.first { $0.id == id }?.changes(.yaw) == true) }
        #expect(abs((half.views.first { $0.id == green }?.yaw ?? 0).magnitude - 90) < 1e-9)
        #expect(abs((first.views.first { $0.id == green }?.yaw ?? 1)) < 1e-9)
    }

    @Test func theManualClockGivesTheSameFrames() throws {
        var auto = V.simulator(clock: .auto)
        _ = try auto.apply(V.with(.transitionFlipFromLeft))
        var manual = V.simulator()
        _ = try manual.apply(V.with(.transitionFlipFromLeft))
        _ = try manual.apply(.advance(seconds: 0.4))
        _ = try manual.apply(.settle)
        let a = try #require(auto.latestTimeline()), m = try #require(manual.latestTimeline())
        #expect(a.frames.count == m.frames.count)
        for (x, y) in zip(a.frames, m.frames) {
            #expect(abs(x.time - y.time) < 1e-9)
            #expect(abs((x.effect?.progress ?? -1) - (y.effect?.progress ?? -2)) < 1e-9)
        }
        #expect(a.events.map(\.event) == m.events.map(\.event))
    }

    @Test func aSecondTransitionCutsTheFirstShort() throws {
        var sim = V.simulator()
        _ = try sim.apply(V.with(.transitionFlipFromLeft))
        _ = try sim.apply(.advance(seconds: 0.3))
        _ = try sim.apply(V.with(.transitionCrossDissolve))
        _ = try sim.apply(.settle)
        let timeline = try #require(sim.latestTimeline(every: 0.1))
        #expect(timeline.subject == .viewTransitions(finished: true))
        #expect(timeline.events.map(\.event) == [.transitionCompletion(finished: false), .transitionCompletion(finished: true)])
        #expect(abs(timeline.events[0].time - 0.3) < 1e-9)
        #expect(abs(timeline.events[1].time - 1.3) < 1e-9)
        // At 0.3 s the screen shows the dissolve just begun: the last thing done then.
        let cut = try #require(timeline.frames.first { abs($0.time - 0.3) < 1e-9 })
        #expect(cut.effect?.effect == .crossDissolve)
        #expect(cut.effect?.fraction == 0)
        let before = try #require(timeline.frames.last { $0.time < 0.3 - 1e-9 })
        #expect(before.effect?.effect == .flipFromLeft)
        #expect(timeline.end.map { abs($0 - 1.3) < 1e-9 } == true)
    }

    @Test func inFlightTheTimelineEndsNow() throws {
        var sim = V.simulator()
        _ = try sim.apply(V.from("green", to: "pink", .transitionCurlUp))
        _ = try sim.apply(.advance(seconds: 0.5))
        let timeline = try #require(sim.latestTimeline())
        #expect(timeline.subject == .viewTransitions(finished: nil))
        #expect(timeline.end == nil)
        #expect(timeline.events.isEmpty)
        #expect(timeline.frames.last?.effect?.effect == .curlUp)
        #expect(timeline.frames.last?.effect?.angle == nil)
    }

    @Test func replayingChangesNothingAndNoViewTransitionMeansNoTimeline() throws {
        var sim = V.simulator(clock: .auto)
        #expect(sim.latestTimeline() == nil)
        #expect(sim.viewTimeline() == nil)
        _ = try sim.apply(V.with(.transitionCurlDown))
        let before = sim
        _ = sim.latestTimeline()
        #expect(sim == before)
        // A later input at rest is not kept: the timeline stays the transition's.
        _ = try sim.apply(.advance(seconds: 2))
        #expect(sim.viewHistory == before.viewHistory)
    }
}
