import Testing
@testable import PantographEngine

/// Every release policy against its formula (docs/policies.md), on the same inputs:
/// the sign cases (a flick back must be able to cancel), the exact-threshold cases, a
/// release with no movement, and a system cancel.
@Suite struct ReleasePolicyTableTests {
    static let defaults = PolicyValues(Settings().policyValues)
    static let distance = 844.0

    static func input(_ p: Double, v: Double = 0, t: Double? = nil) -> ReleaseInput {
        ReleaseInput(progress: p, translation: t ?? p * distance, distance: distance, velocity: v)
    }

    /// The formulas, written out independently of the policy types.
    static func expected(_ policy: String, _ i: ReleaseInput) -> Decision {
        let vp = i.velocity / i.distance
        let finish: Bool
        switch policy {
        case "threshold": finish = i.progress > 0.5
        case "velocity": finish = i.velocity >= 1000 || (i.progress > 0.5 && i.velocity > -1000)
        case "projection": return projection(i, redirect: 0.5)
        // Flutter keeps the page only while 1 − p > 0.5: the middle itself pops.
        case "flutter": finish = abs(vp) >= 1 ? vp > 0 : i.progress >= 0.5
        case "react-navigation":
            finish = (i.translation != 0 || i.velocity != 0) && i.translation + 0.3 * i.velocity > i.distance / 2
        case "motionlayout": return motionLayout(i)
        default: Issue.record("no formula for \(policy)"); finish = false
        }
        return finish ? .finish : .cancel
    }

    /// FloatingPanel 3.2.2's `targetState` over two anchors, solved by hand: the
    /// projection `q = p + project(v)/D`, pinned to 0…1 (the trim to the segment); the
    /// motion is forward when `v > 0`, or at rest when `p > 0`. Forward from the start,
    /// it finishes iff `q > redirect`; back from the end, it cancels iff `1 − q > redirect`.
    /// Already at the anchor ahead (forward at 1, back at 0), it stays there.
    static func projection(_ i: ReleaseInput, redirect: Double, rate: Double = 0.998) -> Decision {
        let q = min(max(i.progress + (i.velocity / 1000) * rate / (1 - rate) / i.distance, 0), 1)
        let forward = i.velocity == 0 ? i.progress > 0 : i.velocity > 0
        if forward {
            if i.progress >= 1 { return .finish }
            return q > redirect ? .finish : .cancel
        }
        if i.progress <= 0 { return .cancel }
        return 1 - q > redirect ? .cancel : .finish
    }

    /// MotionLayout 2.1.4 `TouchResponse.java`, `ACTION_UP`, with Java's floats:
    /// `velocity = tvy / mAnchorDpDt[1]; pos += velocity / 3;` then only
    /// `if (pos != 0.0f && pos != 1.0f)` a target `(pos < 0.5) ? 0.0f : 1.0f`; else
    /// `setState(FINISHED)`, which completes the transition where the layout is, at
    /// its begin state (progress 0) or its end state (progress 1), and does nothing
    /// between them (`mCurrentState` UNSET).
    static func motionLayout(_ i: ReleaseInput) -> Decision {
        let tvy = Float(i.velocity), anchorDpDt = Float(i.distance)
        let currentPos = Float(i.progress)
        var pos = currentPos
        let velocity: Float = tvy / anchorDpDt
        pos += velocity / 3
        if pos != 0.0 && pos != 1.0 { return pos < 0.5 ? .cancel : .finish }
        return currentPos <= 0 ? .cancel : currentPos >= 1 ? .finish : .stay
    }

    static let inputs: [ReleaseInput] = [
        input(0), input(0.5), input(0.5.nextUp), input(0.5.nextDown), input(0.9), input(0.1),
        input(0.9, v: -5000), input(0.9, v: -999), input(0.9, v: -1000), input(0.1, v: 1000), input(0.1, v: 999),
        input(0.1, v: 5000), input(0.6, v: -200), input(0.4, v: 200), input(0.3, v: 844), input(0.3, v: -844),
        input(0.45, v: 0.15 * 844 * 3), input(0.2, v: 700), input(0.2, v: -700), input(0, v: 2000, t: 0),
    ]

    @Test(arguments: ReleasePolicies.names)
    func eachPolicyFollowsItsFormula(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        for input in Self.inputs {
            #expect(policy.decideOnEnd(input) == Self.expected(name, input),
                    "\(name) at p \(input.progress), v \(input.velocity): \(policy.reasonOnEnd(input))")
        }
    }

    /// A release with no movement at all cancels under every policy: `motionlayout`'s
    /// `pos` is then exactly 0 with the layout at its begin state, which completes there.
    @Test(arguments: ReleasePolicies.names)
    func noMovementCancels(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        #expect(policy.decideOnEnd(ReleaseInput(progress: 0, translation: 0, distance: 844, velocity: 0)) == .cancel)
    }

    /// A flick back cancels a transition past its threshold under every policy that
    /// reads velocity (react-navigation's own bug #6782 was an `abs()` here).
    @Test(arguments: ["velocity", "projection", "flutter", "react-navigation", "motionlayout"])
    func aFlickBackCancels(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        #expect(policy.decideOnEnd(Self.input(0.7, v: -5000)) == .cancel)
        #expect(policy.decideOnEnd(Self.input(0.7, v: 5000)) == .finish)
    }

    /// `pan cancel`: Flutter and projection decide as on a release, with the velocity at
    /// the cancel (Flutter's drag recognizer ends an accepted drag on a pointer cancel
    /// through `onEnd`; FloatingPanel's `panningEnd` serves `.ended` and `.cancelled`);
    /// MotionLayout has no `ACTION_CANCEL` case and stays; the others cancel.
    @Test(arguments: ReleasePolicies.names)
    func systemCancel(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        for input in [Self.input(0.8, v: 3000), Self.input(0.3, v: 3000), Self.input(0.8, v: -3000),
                      Self.input(0.3, v: 0), Self.input(0.6, v: 0)] {
            let expected: Decision
            switch name {
            case "flutter": expected = Self.expected("flutter", input)
            case "projection": expected = Self.projection(input, redirect: 0.5)
            case "motionlayout": expected = .stay
            default: expected = .cancel
            }
            #expect(policy.decideOnCancel(input) == expected, "\(name): \(policy.reasonOnCancel(input))")
        }
    }

    /// A system cancel under projection can finish: 30 % with 3000 pt/s toward completing.
    @Test func aSystemCancelUnderProjectionProjects() {
        let policy = ProjectionPolicy(redirect: 0.5, deceleration: 0.998)
        #expect(policy.decideOnCancel(Self.input(0.3, v: 3000)) == .finish)
        #expect(policy.decideOnCancel(Self.input(0.8, v: -3000)) == .cancel)
    }

    static func check(_ p: Double, above: Bool, threshold: Double = 0.5) -> ReleaseReason.ProgressCheck {
        ReleaseReason.ProgressCheck(progress: p, threshold: threshold, above: above)
    }

    /// The reason carries the numbers the rule read and what it compared; the shell
    /// words them (ReasonPhrasingTests).
    static let reasonTable: [(String, ReleaseInput, ReleaseReason)] = [
        ("threshold", input(0.1), ReleaseReason.threshold(check(0.1, above: false))),
        ("threshold", input(0.6), .threshold(check(0.6, above: true))),
        ("threshold", input(0.5), .threshold(check(0.5, above: false))),
        ("velocity", input(0.05, v: -5000), .velocity(.flickBack(velocity: -5000, minVelocity: 1000))),
        ("velocity", input(0.05, v: 1500), .velocity(.flick(velocity: 1500, minVelocity: 1000))),
        ("velocity", input(0.6, v: 10), .velocity(.noFlick(velocity: 10, minVelocity: 1000, check(0.6, above: true)))),
        ("velocity", input(0.6, v: -1000), .velocity(.flickBack(velocity: -1000, minVelocity: 1000))),
        ("velocity", input(0.6, v: 1000), .velocity(.flick(velocity: 1000, minVelocity: 1000))),
        ("velocity", input(0.4, v: -999.96), .velocity(.noFlick(velocity: -999.96, minVelocity: 1000, check(0.4, above: false)))),
        ("flutter", input(0.6, v: 843.9), .flutter(.noFling(progressVelocity: 843.9 / 844, minFling: 1, progress: 0.6, atLeastHalf: true))),
        ("flutter", input(0.4, v: 10), .flutter(.noFling(progressVelocity: 10 / 844, minFling: 1, progress: 0.4, atLeastHalf: false))),
        ("flutter", input(0.6, v: -1688), .flutter(.fling(progressVelocity: -2, minFling: 1))),
        ("react-navigation", ReleaseInput(progress: 0, translation: 0, distance: 844, velocity: 0), .reactNavigation(.noMovement)),
        ("react-navigation", input(0.25, v: 100), .reactNavigation(.reach(translation: 211, impact: 0.3, velocity: 100,
                                                                          reach: 211 + 0.3 * 100, distance: 844, beyondHalf: false))),
        ("react-navigation", input(0.5, v: 10), .reactNavigation(.reach(translation: 422, impact: 0.3, velocity: 10,
                                                                         reach: 422 + 0.3 * 10, distance: 844, beyondHalf: true))),
        ("motionlayout", input(0.5, v: 1266), .motionLayout(.exactly(progress: 0.5, velocity: Float(1266) / Float(844), pos: 1))),
        ("motionlayout", input(0.3, v: 844), .motionLayout(.landing(progress: 0.3, velocity: 1, pos: Float(0.3) + Float(1) / 3,
                                                                    atLeastHalf: true))),
        ("motionlayout", input(0.3, v: -84.4), .motionLayout(.landing(progress: 0.3, velocity: Float(-84.4) / Float(844),
                                                                      pos: Float(0.3) + Float(-84.4) / Float(844) / 3,
                                                                      atLeastHalf: false))),
    ]

    @Test(arguments: reasonTable)
    func reasons(_ name: String, _ input: ReleaseInput, _ reason: ReleaseReason) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        #expect(policy.reasonOnEnd(input) == reason)
    }

    /// Projection's reason: where the flick lands, on which segment, and whether past
    /// the redirect (the numbers are sums of products, compared within a hair).
    static let projections: [(ReleaseInput, Double, Double, Bool, ReleaseReason.Projection.End, Double, Bool)] = [
        (input(0.25, v: 100), 49.9, 0.25 + 49.9 / 844, true, ReleaseReason.Projection.End.start, 0.25 + 49.9 / 844, false),
        (input(0.7, v: -1000), -499, 0.7 - 499 / 844, false, .end, 0.3 + 499 / 844, true),
    ]

    @Test(arguments: projections)
    func projectionReasons(_ c: (ReleaseInput, Double, Double, Bool, ReleaseReason.Projection.End, Double, Bool)) throws {
        let (input, flick, projected, forward, leaving, landing, beyond) = c
        let reason = ProjectionPolicy(redirect: 0.5, deceleration: 0.998).reasonOnEnd(input)
        guard case .projection(let p) = reason, case .leaving(let end, let l, let redirect, let b) = p.segment else {
            Issue.record("\(reason)")
            return
        }
        #expect(p.progress == input.progress && abs(p.flick - flick) < 1e-9 && p.forward == forward)
        #expect(abs(try #require(p.projected) - projected) < 1e-9)
        #expect(end == leaving && abs(l - landing) < 1e-9 && redirect == 0.5 && b == beyond)
    }

    /// At an end already, the motion leaves none; with no distance, the flick lands nowhere.
    @Test func projectionAtAnEnd() {
        let policy = ProjectionPolicy(redirect: 0.5, deceleration: 0.998)
        guard case .projection(let back) = policy.reasonOnEnd(Self.input(0, v: -1000)) else { Issue.record(); return }
        #expect(back.segment == .alreadyAt(.start) && !back.forward)
        guard case .projection(let ahead) = policy.reasonOnEnd(Self.input(1, v: 1000)) else { Issue.record(); return }
        #expect(ahead.segment == .alreadyAt(.end) && ahead.forward)
        let nowhere = ReleaseInput(progress: 0.5, translation: 0, distance: 0, velocity: 100)
        guard case .projection(let lost) = policy.reasonOnEnd(nowhere) else { Issue.record(); return }
        #expect(lost.projected == nil)
    }

    /// A system cancel: each policy's own reason, or the default that says it cancels.
    @Test func cancelReasons() throws {
        let input = Self.input(0.3, v: 3000)
        for name in ReleasePolicies.names {
            let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
            let reason = policy.reasonOnCancel(input)
            switch (name, policy.reasonOnEnd(input), policy.reasonOnEnd(Self.input(0.3, v: 0))) {
            case ("projection", .projection(let p), _): #expect(reason == .projectionCancelled(p))
            case ("flutter", .flutter(let released), _): #expect(reason == .flutterCancelled(released))
            case ("motionlayout", _, _): #expect(reason == .motionLayoutCancelled(progress: 0.3))
            default: #expect(reason == .systemCancelled(policy.id), "\(name)")
            }
        }
    }

    /// Constants at 0. Under `velocity` a finger at rest is never a flick, and the
    /// reason says so rather than "|0 pt/s| < 0 pt/s". Under `flutter`, Flutter's
    /// literal `velocity.abs() >= _kMinFlingVelocity` makes 0 a fling, and
    /// `animateForward = velocity <= 0` keeps the page: a fling back, whatever the position.
    @Test func constantsAtZero() throws {
        var values = Settings().policyValues
        values["min-velocity"] = 0
        values["min-fling"] = 0
        let velocity = VelocityPolicy(PolicyValues(values))
        let flutter = FlutterPolicy(PolicyValues(values))
        for p in [0.0, 0.3, 0.5, 0.8] {
            let rest = Self.input(p, v: 0)
            #expect(velocity.decideOnEnd(rest) == (p > 0.5 ? .finish : .cancel))
            #expect(velocity.reasonOnEnd(rest) == .velocity(.atRest(velocity: 0, minVelocity: 0, Self.check(p, above: p > 0.5))))
            #expect(flutter.decideOnEnd(rest) == .cancel)
            #expect(flutter.reasonOnEnd(rest) == .flutter(.fling(progressVelocity: 0, minFling: 0)))
        }
        // Any speed at all is a flick at min-velocity 0, and says so truly.
        #expect(velocity.decideOnEnd(Self.input(0.9, v: -0.01)) == .cancel)
        #expect(velocity.reasonOnEnd(Self.input(0.9, v: -0.01)) == .velocity(.flickBack(velocity: -0.01, minVelocity: 0)))
        #expect(velocity.reasonOnEnd(Self.input(0.1, v: 0.01)) == .velocity(.flick(velocity: 0.01, minVelocity: 0)))
    }

    /// The velocity policy's reason is the case its decision took, on both sides of
    /// `min-velocity`, however close.
    @Test(arguments: [999.0, 999.5, 999.9, 999.99, 1000.0, 1000.01, 1000.5])
    func velocityReasonAtTheEdge(_ speed: Double) throws {
        let policy = VelocityPolicy(PolicyValues(Settings().policyValues))
        for v in [speed, -speed] {
            let reason = policy.reasonOnEnd(Self.input(0.3, v: v))
            let expected: ReleaseReason.Velocity = abs(v) < 1000
                ? .noFlick(velocity: v, minVelocity: 1000, Self.check(0.3, above: false))
                : v > 0 ? .flick(velocity: v, minVelocity: 1000) : .flickBack(velocity: v, minVelocity: 1000)
            #expect(reason == .velocity(expected))
        }
    }

    /// Strict threshold: exactly at it cancels.
    @Test func thresholdIsStrict() {
        let policy = ThresholdPolicy(threshold: 0.1)
        #expect(policy.decideOnEnd(Self.input(0.1)) == .cancel)
        #expect(policy.decideOnEnd(Self.input(0.1.nextUp)) == .finish)
    }

    /// A threshold at or above the cap makes finishing impossible: accepted, with a warning.
    @Test func thresholdAboveTheCapWarns() throws {
        var sim = Simulator(scene: .deeper)
        var settings = sim.settings
        settings.threshold = 0.95
        let outcome = try sim.apply(.changeSettings(settings))
        #expect(outcome.warnings == [.finishImpossible(threshold: 0.95, reach: 0.9)])
        #expect(sim.settings.threshold == 0.95)
        settings.threshold = 0.5
        #expect(try sim.apply(.changeSettings(settings)).warnings.isEmpty)
    }

    /// A seventh policy needs no engine change beyond its type and its registration:
    /// every registered name resolves, and every constant it reads has a default.
    @Test func everyPolicyIsRegisteredWithItsConstants() {
        let settings = Settings()
        for policy in ReleasePolicies.all {
            #expect(ReleasePolicies.named(policy.name) != nil)
            for constant in policy.constants {
                #expect(settings.policyValues[constant.key] == constant.defaultValue)
            }
        }
        #expect(Set(ReleasePolicies.names).count == ReleasePolicies.all.count)
    }
}

/// `ReleasePolicy.progressBoundary` says what the rule does at a release without a
/// flick: at the boundary itself, just above it and just below it.
@Suite struct ProgressBoundaryTests {
    /// The policies whose rule is a progress value, with that value at their defaults
    /// and whether the value itself finishes; nil where the rule weighs something else.
    static let boundaries: [(policy: String, progress: Double?, finishesAtIt: Bool, flick: Bool)] = [
        ("threshold", 0.5, false, false), ("velocity", 0.5, false, true), ("projection", nil, false, false),
        ("flutter", 0.5, true, true), ("react-navigation", nil, false, false), ("motionlayout", nil, false, false),
    ]

    @Test func everyPolicyIsListed() {
        #expect(Self.boundaries.map(\.policy) == ReleasePolicies.names)
    }

    @Test(arguments: boundaries)
    func theBoundaryIsWhereTheRuleTurns(_ c: (policy: String, progress: Double?, finishesAtIt: Bool, flick: Bool)) throws {
        let type = try #require(ReleasePolicies.named(c.policy))
        let policy = type.init(ReleasePolicyTableTests.defaults)
        guard let p = c.progress else {
            #expect(policy.progressBoundary == nil)
            return
        }
        let boundary = try #require(policy.progressBoundary)
        #expect(boundary == ProgressBoundary(policy: PolicyName(rawValue: c.policy)!, progress: p, finishesAtIt: c.finishesAtIt,
                                             flickDecidesFirst: c.flick))
        // At rest: the boundary itself as declared, finish above it, cancel below it.
        let at = policy.decideOnEnd(ReleasePolicyTableTests.input(p))
        #expect(at == (boundary.finishesAtIt ? .finish : .cancel))
        #expect(policy.decideOnEnd(ReleasePolicyTableTests.input(p.nextUp)) == .finish)
        #expect(policy.decideOnEnd(ReleasePolicyTableTests.input(p.nextDown)) == .cancel)
        // A flick below the boundary: it decides first only where the boundary says so.
        let flicked = policy.decideOnEnd(ReleasePolicyTableTests.input(0.1, v: 5000))
        #expect(flicked == (boundary.flickDecidesFirst ? .finish : .cancel))
    }

    @Test func theBoundaryFollowsTheThresholdSetting() throws {
        var values = Settings().policyValues
        values["threshold"] = 0.25
        for type in [ThresholdPolicy.self, VelocityPolicy.self] as [any ReleasePolicy.Type] {
            #expect(type.init(PolicyValues(values)).progressBoundary?.progress == 0.25)
        }
    }
}
