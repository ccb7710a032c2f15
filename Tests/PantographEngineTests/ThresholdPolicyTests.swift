import Testing

@testable import PantographEngine
import PantographTestSupport

/// docs/deeper.md, "The gesture"
/// (`progress = min(|min(ty / H, 0)|, cap)` up, `min(max(ty / H, 0), cap)` down,
/// H = 844, cap 0.9, threshold 0.1).
@Suite struct ThresholdPolicyTests {

    // MARK: - ThresholdPolicy directly

    static func input(_ p: Double, velocity: Double = 0) -> ReleaseInput {
        ReleaseInput(progress: p, translation: p * 844, distance: 844, velocity: velocity)
    }

    @Test("finish iff p > threshold, strictly", arguments: [
        (0.1, 0.1, Decision.cancel),
        (0.1, 0.1.nextUp, .finish),
        (0.1, 0.1.nextDown, .cancel),
        (0.1, 0.0, .cancel),
        (0.1, 0.9, .finish),
        (0.1, 1.0, .finish),
        (0.5, 0.5, .cancel),
        (0.5, 0.500001, .finish),
        (0.5, 0.499999, .cancel),
        (0.0, 0.0, .cancel),
        (0.0, 1e-12, .finish),
        (1.0, 1.0, .cancel),
    ])
    func decideOnEnd(threshold: Double, progress: Double, expected: Decision) {
        let policy = ThresholdPolicy(threshold: threshold)
        #expect(policy.name == "threshold")
        #expect(policy.decideOnEnd(Self.input(progress)) == expected)
    }

    @Test("velocity plays no part in the threshold rule", arguments: [
        (0.05, 10_000.0, Decision.cancel),  // a flick towards completing below the threshold
        (0.5, -10_000.0, .finish),  // a flick back above it
        (0.1, 1e9, .cancel),
    ])
    func velocityIgnored(progress: Double, velocity: Double, expected: Decision) {
        #expect(ThresholdPolicy(threshold: 0.1).decideOnEnd(Self.input(progress, velocity: velocity)) == expected)
    }

    @Test("pan cancel always cancels", arguments: [0.0, 0.1, 0.11, 0.5, 0.9, 1.0])
    func decideOnCancel(progress: Double) {
        let policy = ThresholdPolicy(threshold: 0.1)
        #expect(policy.decideOnCancel(Self.input(progress)) == .cancel)
        #expect(policy.decideOnCancel(Self.input(progress, velocity: 5000)) == .cancel)
    }

    @Test("settings select the threshold policy with the setting's threshold")
    func settingsSelectPolicy() throws {
        var settings = Scene.deeper.defaults
        #expect(settings.policy == .threshold)
        #expect(settings.threshold == 0.1)
        #expect(settings.cap == 0.9)
        settings.threshold = 0.3
        let policy = try #require(settings.releasePolicy as? ThresholdPolicy)
        #expect(policy.threshold == 0.3)
    }

    // MARK: - PanMapping (deeper)

    @Test("deeper's progress from translation", arguments: [
        // operation, tx, ty, cap, progress
        (Transition.Operation.present, 0.0, 0.0, 0.9, 0.0),
        (.present, 0, -84.4, 0.9, 0.1),
        (.present, 0, -211, 0.9, 0.25),
        (.present, 0, -422, 0.9, 0.5),
        (.present, 0, -759.6, 0.9, 0.9),
        (.present, 0, -800, 0.9, 0.9),
        (.present, 0, -844, 0.9, 0.9),  // the whole screen: the cap
        (.present, 0, -10_000, 0.9, 0.9),
        (.present, 0, -844, 1.0, 1.0),
        (.present, 0, -2_000, 1.0, 1.0),
        (.present, 0, -633, 0.5, 0.5),
        (.present, 0, 100, 0.9, 0.0),  // downward: opposite direction clamps to 0
        (.present, 0, 844, 0.9, 0.0),
        (.present, 300, -422, 0.9, 0.5),  // horizontal movement plays no part
        (.present, -500, 0, 0.9, 0.0),
        (.dismiss, 0, 0, 0.9, 0.0),
        (.dismiss, 0, 84.4, 0.9, 0.1),
        (.dismiss, 0, 422, 0.9, 0.5),
        (.dismiss, 0, 844, 0.9, 0.9),
        (.dismiss, 0, 5_000, 0.9, 0.9),
        (.dismiss, 0, -100, 0.9, 0.0),  // upward: opposite direction clamps to 0
        (.dismiss, 0, -844, 0.9, 0.0),
        (.dismiss, 250, 211, 0.9, 0.25),
    ])
    func mappingProgress(operation: Transition.Operation, tx: Double, ty: Double, cap: Double, expected: Double) throws {
        let mapping = try #require(DeeperFixture.mapping(operation))
        #expect(mapping.distance == 844)
        let p = mapping.progress(translation: Point(x: tx, y: ty), cap: cap)
        #expect(isClose(p, expected, 1e-12), "progress \(p)")
        // The spec's formula, literally.
        let spec = operation == .present ? min(abs(min(ty / 844, 0)), cap) : min(max(ty / 844, 0), cap)
        #expect(isClose(p, spec, 1e-12))
    }

    @Test("release input is along the gesture direction", arguments: [
        (Transition.Operation.present, Point(x: 40, y: -422), Point(x: 900, y: -1200), 422.0, 1200.0),
        (.present, Point(x: 0, y: 100), Point(x: 0, y: 300), -100, -300),
        (.dismiss, Point(x: 0, y: 211), Point(x: -5, y: 800), 211, 800),
        (.dismiss, Point(x: 0, y: -30), Point(x: 0, y: -700), -30, -700),
    ])
    func releaseInput(operation: Transition.Operation, translation: Point, velocity: Point,
                      along: Double, alongVelocity: Double) throws {
        let mapping = try #require(DeeperFixture.mapping(operation))
        let input = mapping.releaseInput(translation: translation, velocity: velocity, cap: 0.9)
        #expect(input.translation == along)
        #expect(input.velocity == alongVelocity)
        #expect(input.distance == 844)
        #expect(input.progress == min(max(along / 844, 0), 0.9))
    }

    // MARK: - Through the Simulator

    /// Pan begin, one move to `ty`, pan end; clock auto runs the completion.
    @Test("pan end on deeper's present: strict threshold, cap, clamping", arguments: [
        // ty, percent while down, decision while down, final phase
        (-84.4, 0.1, Decision.cancel, Transition.Phase.cancelled),  // exactly p == threshold
        (-84.5, 84.5 / 844, .finish, .completed),  // just above
        (-84.3, 84.3 / 844, .cancel, .cancelled),
        (0.0, 0.0, .cancel, .cancelled),
        (200.0, 0.0, .cancel, .cancelled),  // the wrong way
        (-422.0, 0.5, .finish, .completed),
        (-844.0, 0.9, .finish, .completed),  // the whole screen gives the cap
        (-3000.0, 0.9, .finish, .completed),
    ])
    func presentRelease(ty: Double, percent: Double, decision: Decision, phase: Transition.Phase) throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        #expect(sim.decision == .cancel)  // nothing moved yet
        _ = try sim.apply(.panMove(to: Point(x: 0, y: ty), after: nil))
        #expect(sim.transition?.percent == percent)
        #expect(sim.decision == decision)
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.transition?.phase == phase)
        #expect(sim.transition?.percent == (phase == .completed ? 1 : 0))
        #expect(sim.isPresented == (phase == .completed))
    }

    @Test("pan end on deeper's dismiss: strict threshold, cap, clamping", arguments: [
        (84.4, 0.1, Transition.Phase.cancelled),
        (84.5, 84.5 / 844, .completed),
        (0.0, 0.0, .cancelled),
        (-300.0, 0.0, .cancelled),
        (844.0, 0.9, .completed),
    ])
    func dismissRelease(ty: Double, percent: Double, phase: Transition.Phase) throws {
        var sim = DeeperFixture.presented()
        _ = try sim.apply(.panBegin(at: nil))
        #expect(sim.transition?.operation == .dismiss)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: ty), after: nil))
        #expect(sim.transition?.percent == percent)
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.transition?.phase == phase)
        #expect(sim.isPresented == (phase == .cancelled))
    }

    @Test("the threshold setting is honoured strictly", arguments: [
        (0.25, -211.0, Transition.Phase.cancelled),
        (0.25, -211.5, .completed),
        (0.5, -422.0, .cancelled),
        (0.5, -422.5, .completed),
        (0.0, 0.0, .cancelled),
        (0.0, -1.0, .completed),
    ])
    func thresholdSetting(threshold: Double, ty: Double, phase: Transition.Phase) throws {
        var sim = DeeperFixture.simulator { $0.threshold = threshold }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: ty), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.transition?.phase == phase)
    }

    @Test("with cap 0.9 the percent never exceeds 0.9, whatever the moves", arguments: [0.9, 0.5, 1.0])
    func capNeverExceeded(cap: Double) throws {
        var sim = DeeperFixture.simulator { $0.cap = cap }
        _ = try sim.apply(.panBegin(at: nil))
        var maximum = 0.0
        for ty in stride(from: 0.0, through: -2000, by: -37) {
            _ = try sim.apply(.panMove(to: Point(x: 13, y: ty), after: nil))
            maximum = max(maximum, try #require(sim.transition?.percent))
        }
        #expect(maximum == cap)
    }

    @Test("a release with no movement at all cancels, whatever the velocity override",
          arguments: [nil, Point(x: 0, y: -5000), Point(x: 0, y: 5000)])
    func releaseWithoutMovement(velocity: Point?) throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        let outcome = try sim.apply(.panEnd(velocity: velocity))
        #expect(sim.transition?.phase == .cancelled)
        #expect(sim.transition?.wasCancelled == true)
        #expect(outcome.events.contains(.completeTransition(false)))
        #expect(!sim.isPresented)
    }

    @Test("pan cancel always cancels", arguments: [
        (Transition.Operation.present, 0.0), (.present, -84.5), (.present, -422), (.present, -844),
        (.dismiss, 0), (.dismiss, 422), (.dismiss, 844),
    ])
    func panCancelCancels(operation: Transition.Operation, ty: Double) throws {
        var sim = operation == .present ? DeeperFixture.simulator() : DeeperFixture.presented()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: ty), after: nil))
        let outcome = try sim.apply(.panCancel)
        #expect(sim.gesture.state == .cancelled)
        #expect(sim.transition?.operation == operation)
        #expect(sim.transition?.phase == .cancelled)
        #expect(outcome.events.contains(.cancelInteractiveTransition))
        #expect(outcome.events.contains(.completeTransition(false)))
        #expect(sim.isPresented == (operation == .dismiss))
    }
}
