import Testing
@testable import PantographEngine

/// A release that decides `stay` (MotionLayout's `pos` exactly on 0 or 1, or its
/// cancelled touch): the handler calls neither `finish()` nor `cancel()`, and the
/// transition waits, interactive, at its percent (docs/policies.md, "stay"). What can
/// happen next: another pan grabs it, `finish`/`cancel` complete it.
@Suite struct StayTests {
    /// deeper's present under `motionlayout`, dragged to 50 % (422 of 844 points).
    static func halfway(_ configure: (inout Settings) -> Void = { _ in }) throws -> Simulator {
        var sim = DeeperFixture.simulator {
            $0.policy = MotionLayoutPolicy.id
            $0.clock = .manual
            configure(&$0)
        }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -422), after: nil))
        return sim
    }

    /// 1266 pt/s up is 1.5 progress/s: `pos = 0.5 + 1.5 / 3` is exactly 1.
    static func stayed(_ configure: (inout Settings) -> Void = { _ in }) throws -> (Simulator, Outcome) {
        var sim = try halfway(configure)
        let outcome = try sim.apply(.panEnd(velocity: Point(x: 0, y: -1266)))
        return (sim, outcome)
    }

    @Test func theReleaseCallsNeitherAndWarns() throws {
        let (sim, outcome) = try Self.stayed()
        #expect(outcome.events.isEmpty, "no finishInteractiveTransition, no cancelInteractiveTransition")
        #expect(outcome.warnings == [.leftInteractive(policy: .motionlayout, percent: 0.5, bySystem: false)])
        #expect(sim.transition?.state == .interactive(percent: 0.5))
        #expect(sim.transition?.wasCancelled == false)
        #expect(sim.release?.decision == .stay && sim.release?.bySystem == false)
        #expect(sim.gesture.state == .ended)
        #expect(sim.decision == nil, "no finger, no live verdict")
        #expect(!sim.isAnimating)
    }

    /// Time does nothing to it: nothing runs, so nothing ever completes it.
    @Test func timeDoesNotCompleteIt() throws {
        var (sim, _) = try Self.stayed()
        let outcome = try sim.apply(.advance(seconds: 60))
        #expect(outcome.events.isEmpty)
        #expect(sim.transition?.state == .interactive(percent: 0.5))
        let settled = try sim.apply(.settle)
        #expect(settled.events.isEmpty && sim.transition?.state == .interactive(percent: 0.5))
    }

    @Test(arguments: [true, false])
    func finishOrCancelCompletesIt(_ finishing: Bool) throws {
        var (sim, _) = try Self.stayed()
        let outcome = try sim.apply(finishing ? .finish : .cancel)
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.events.first == (finishing ? .finishInteractiveTransition : .cancelInteractiveTransition))
        _ = try sim.apply(.settle)
        #expect(sim.transition?.phase == (finishing ? .completed : .cancelled))
        #expect(sim.isPresented == finishing)
    }

    /// Another pan takes it from 50 %, interruptible or not (it is interactive, not
    /// completing): no new callbacks, no jump, and the policy decides afresh.
    @Test(arguments: [true, false])
    func anotherPanGrabsIt(_ interruptible: Bool) throws {
        var (sim, _) = try Self.stayed { $0.interruptible = interruptible }
        let began = try sim.apply(.panBegin(at: nil))
        #expect(began.events.isEmpty && began.warnings.isEmpty)
        #expect(sim.transition?.state == .interactive(percent: 0.5))
        #expect(sim.release == nil)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -84.4), after: nil))
        #expect(sim.transition?.percent == 0.5 + 84.4 / 844)
        let ended = try sim.apply(.panEnd(velocity: Point(x: 0, y: 0)))
        #expect(sim.release?.decision == .finish)
        #expect(ended.events.first == .finishInteractiveTransition)
    }

    /// MotionLayout has no `ACTION_CANCEL` case: a system cancel stays, from a pan or a touch.
    @Test func aSystemCancelStays() throws {
        var sim = try Self.halfway()
        let outcome = try sim.apply(.panCancel)
        #expect(outcome.events.isEmpty)
        #expect(outcome.warnings == [.leftInteractive(policy: .motionlayout, percent: 0.5, bySystem: true)])
        #expect(sim.release?.decision == .stay && sim.release?.bySystem == true)
        #expect(sim.transition?.state == .interactive(percent: 0.5))

        var touched = DeeperFixture.simulator { $0.policy = MotionLayoutPolicy.id }
        _ = try touched.apply(.touchDown(at: Point(x: 105, y: 405)))
        _ = try touched.apply(.touchMove(to: Point(x: 105, y: 200), after: nil))
        let percent = try #require(touched.transition?.percent)
        let cancelled = try touched.apply(.touchCancel)
        #expect(cancelled.events.isEmpty && touched.release?.decision == .stay)
        #expect(touched.transition?.state == .interactive(percent: percent))
    }

    /// A release at the start with no movement is `pos` 0 with the layout already at
    /// its begin state: `setState(FINISHED)` reports it completed there, a cancel, with
    /// no warning (`TouchResponse.java` line 567, `MotionLayout.java` line 1199).
    @Test func noMovementCompletesAtTheStart() throws {
        var sim = DeeperFixture.simulator { $0.policy = MotionLayoutPolicy.id }
        _ = try sim.apply(.panBegin(at: nil))
        let outcome = try sim.apply(.panEnd(velocity: nil))
        #expect(outcome.warnings.isEmpty)
        #expect(sim.release?.decision == .cancel)
        #expect(outcome.events.first == .cancelInteractiveTransition)
        #expect(sim.transition?.state == .cancelled)
    }

    /// The named tie through the simulator: 752 pt up, released at 990 pt/s downward.
    @Test func theNamedTieFinishesInTheSimulator() throws {
        var sim = DeeperFixture.simulator { $0.policy = MotionLayoutPolicy.id }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -752), after: nil))
        let outcome = try sim.apply(.panEnd(velocity: Point(x: 0, y: 990)))
        #expect(sim.release?.decision == .finish)
        #expect(outcome.events.first == .finishInteractiveTransition)
    }

    /// Under projection a system cancel projects with the velocity at the cancel, as
    /// FloatingPanel's `panningEnd` does for `.cancelled`: a fast pan up cancelled at
    /// 30 % finishes; the same pan released at rest would cancel.
    @Test func aSystemCancelUnderProjectionProjects() throws {
        var sim = DeeperFixture.simulator { $0.policy = ProjectionPolicy.id }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -253.2), after: 0.1))
        let velocity = try #require(sim.releaseInput?.velocity)
        #expect(velocity > 1000)
        let outcome = try sim.apply(.panCancel)
        #expect(sim.release?.bySystem == true && sim.release?.decision == .finish)
        #expect(sim.release?.input.velocity == velocity)
        #expect(outcome.events.first == .finishInteractiveTransition)

        var still = DeeperFixture.simulator { $0.policy = ProjectionPolicy.id }
        _ = try still.apply(.panBegin(at: nil))
        _ = try still.apply(.panMove(to: Point(x: 0, y: -253.2), after: 0.1))
        _ = try still.apply(.panMove(to: Point(x: 0, y: -253.2), after: 0.1))
        _ = try still.apply(.panMove(to: Point(x: 0, y: -253.2), after: 0.1))
        #expect(still.releaseInput?.velocity == 0)
        _ = try still.apply(.panCancel)
        #expect(still.release?.decision == .cancel)
    }
}
