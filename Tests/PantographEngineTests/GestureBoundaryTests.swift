import Testing
@testable import PantographEngine
import PantographTestSupport

/// The recognizer's and the clock's comparisons at equality, and on both sides of it:
/// a touch moved exactly `slop` points, a sample exactly a millisecond long, a run
/// that has exactly a nanosecond left; and what a policy sees after a re-grab.
@Suite struct GestureBoundaryTests {
    // MARK: - The slop (docs/policies.md, "Touches and the slop")

    /// A finger put down at (100, 500) and moved to `to` with `slop`: whether the pan
    /// begins, and the translation it begins with. `slop` points on one axis is
    /// enough (UIKit: "has moved far enough"); a hair less on both is not.
    @Test(arguments: [
        (10.0, Point(x: 100, y: 490), true, Point(x: 0, y: 0)),
        (10, Point(x: 100, y: 510), true, Point(x: 0, y: 0)),
        (10, Point(x: 110, y: 500), true, Point(x: 0, y: 0)),
        (10, Point(x: 90, y: 500), true, Point(x: 0, y: 0)),
        (10, Point(x: 100, y: 490.nextUp), false, Point(x: 0, y: 0)),
        (10, Point(x: 100, y: 510.nextDown), false, Point(x: 0, y: 0)),
        (10, Point(x: 110.nextDown, y: 500), false, Point(x: 0, y: 0)),
        (10, Point(x: 109.99, y: 490.01), false, Point(x: 0, y: 0)),  // an axis at a time, not the diagonal
        (10, Point(x: 104, y: 489.5), true, Point(x: 0, y: -0.5)),
        (0, Point(x: 100, y: 500), true, Point(x: 0, y: 0)),  // slop 0: the first move begins, even a still one
        (25, Point(x: 100, y: 475), true, Point(x: 0, y: 0)),
        (25, Point(x: 100, y: 475.nextUp), false, Point(x: 0, y: 0)),
    ])
    func aTouchBeginsThePanAtExactlyTheSlop(slop: Double, to: Point, begins: Bool, translation: Point) throws {
        var settings = Scene.deeper.defaults
        settings.clock = .manual
        settings.slop = slop
        var sim = try Simulator(scene: .deeper, settings: settings)
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 500)))
        let outcome = try sim.apply(.touchMove(to: to, after: nil))
        #expect(sim.gesture.state == (begins ? .began : .possible))
        #expect(outcome.events.contains(.startInteractiveTransition) == begins)
        if begins {
            #expect(sim.gesture.translation == translation)
            #expect(sim.gesture.location == to, "the finger is where it is")
        } else {
            #expect(sim.transition == nil)
            // Lifting it there fails the recognizer: it never began.
            _ = try sim.apply(.touchUp)
            #expect(sim.gesture.state == .failed)
        }
    }

    /// The same on the recognizer alone, where the slop is an argument.
    @Test(arguments: [(10.0, 10.0, true), (10, 10.nextDown, false), (10, -10, true), (10, -(10.nextDown), false),
                      (0.5, 0.5, true), (0.5, 0.5.nextDown, false)])
    func theRecognizerAtExactlyTheSlop(slop: Double, dy: Double, begins: Bool) throws {
        var g = PanGestureRecognizer()
        try g.touchDown(at: Point(x: 0, y: 0), time: 0)
        #expect(try g.touchMove(to: Point(x: 0, y: dy), time: 0.01, slop: slop) == begins)
        #expect(g.isTracking == begins)
    }

    // MARK: - Samples

    /// A sample exactly `minimumSampleInterval` long is a real one; a hair shorter
    /// counts as 0; none at all (Δt = 0) leaves the samples alone.
    @Test(arguments: [
        (PanGestureRecognizer.minimumSampleInterval, Point(x: 0, y: -1000)),
        (PanGestureRecognizer.minimumSampleInterval.nextDown, Point(x: 0, y: 0)),
        (PanGestureRecognizer.minimumSampleInterval.nextUp, Point(x: 0, y: -1 / PanGestureRecognizer.minimumSampleInterval.nextUp)),
    ])
    func aSampleOfExactlyAMillisecond(dt: Double, velocity: Point) throws {
        var g = PanGestureRecognizer()
        try g.begin(at: Point(x: 0, y: 500), time: 0)
        try g.move(to: Point(x: 0, y: -1), time: dt)
        #expect(g.velocity == velocity)
        try g.move(to: Point(x: 0, y: -5), time: dt)
        #expect(g.velocity == velocity, "Δt = 0: no sample")
        #expect(g.translation == Point(x: 0, y: -5))
    }

    // MARK: - The clock

    /// A run with exactly a nanosecond left keeps it; with less, it is snapped to its
    /// end (float frames must not leave a sliver). At its end it is done.
    @Test(arguments: [(1e-9, false), (1e-9.nextUp, true), (1e-9.nextDown, false), (2e-9, true)])
    func aRunSnapsToItsEndWithinANanosecond(advance: Double, done: Bool) throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.present)
        var transition = try #require(sim.transition)
        transition.state = .finishing(CompletionRun(from: 0.5, to: 1, total: 2e-9, curve: .linear))
        let state = transition.advanced(by: advance)
        guard case .finishing(let advanced) = state else {
            Issue.record("\(state) is not finishing")
            return
        }
        #expect(advanced.isDone == done)
        #expect(advanced.elapsed == (done ? 2e-9 : advance))
        if done { #expect(advanced.percent == 1) }
    }

    /// The same for an animation of its own on the clock (a status bar, a spring back).
    @Test(arguments: [(1e-9, false), (1e-9.nextUp, true), (1e-9.nextDown, false), (2e-9, true)])
    func aStandaloneAnimationSnapsToItsEndWithinANanosecond(advance: Double, done: Bool) throws {
        var sim = DeeperFixture.simulator { $0.clock = .manual }
        let image = try #require(sim.model.names.firstIndex(of: "image"))
        _ = sim.startAnimation([TrackSpec(view: image, property: .alpha, from: nil, to: .number(0.5), begins: 0, ends: 1,
                                          timing: .curve(.linear))], duration: 2e-9)
        _ = sim.advance(by: advance)
        #expect(sim.animations.isEmpty == done)
        if !done { #expect(sim.animations.first?.elapsed == advance) }
    }

    @Test(arguments: [(0.25, true), (0.25.nextDown, false), (0.3, true)])
    func aRunIsDoneAtExactlyItsTotal(elapsed: Double, done: Bool) {
        let run = CompletionRun(from: 0, to: 1, total: 0.25, curve: .linear, elapsed: elapsed)
        #expect(run.isDone == done)
        if done { #expect(run.percent == 1) }
    }

    // MARK: - Re-grabbing (docs/policies.md)

    /// A pan that grabs a transition in flight adds its progress to the percent it
    /// grabbed, and the policy sees the whole way in points: the grabbed percent's
    /// points plus the new gesture's, not the new gesture's alone.
    @Test(arguments: [false, true])
    func theTranslationAfterARegrabIncludesWhatWasCarriedOver(pausedFirst: Bool) throws {
        var settings = Scene.deeper.defaults
        settings.clock = .manual
        settings.interruptible = true
        var sim = try Simulator(scene: .deeper, settings: settings)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -200), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        _ = try sim.apply(.advance(seconds: 0.1))
        if pausedFirst { _ = try sim.apply(.pause) }
        let base = try #require(sim.transition?.percent)
        #expect(base > 200.0 / 844, "the completion must have moved the percent on")
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -60), after: nil))
        let input = try #require(sim.releaseInput)
        #expect(isClose(input.translation, base * 844 + 60))
        #expect(isClose(input.progress, base + 60.0 / 844))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 60), after: nil))
        _ = try sim.apply(.panEnd(velocity: Point(x: 0, y: 0)))
        let release = try #require(sim.release)
        #expect(isClose(release.input.translation, base * 844 - 60))
        #expect(isClose(release.input.progress, base - 60.0 / 844))
    }

    /// Where it decides: react-navigation reads points, so a short second gesture that
    /// only finishes with the carried-over points must finish.
    @Test func reactNavigationJudgesTheWholeWayAfterARegrab() throws {
        var settings = Scene.deeper.defaults
        settings.clock = .manual
        settings.interruptible = true
        settings.policy = ReactNavigationPolicy.id
        var sim = try Simulator(scene: .deeper, settings: settings)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -500), after: nil))
        _ = try sim.apply(.panEnd(velocity: Point(x: 0, y: 0)))
        _ = try sim.apply(.advance(seconds: 0.01))
        let base = try #require(sim.transition?.percent)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -10), after: nil))
        _ = try sim.apply(.panEnd(velocity: Point(x: 0, y: 0)))
        let release = try #require(sim.release)
        #expect(isClose(release.input.translation, base * 844 + 10))
        #expect(release.decision == .finish, "\(base * 844 + 10) points is past half of 844")
    }
}
