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
    /// `if (pos != 0.0f && pos != 1.0f)` a target `(pos < 0.5) ? 0.0f : 1.0f`.
    static func motionLayout(_ i: ReleaseInput) -> Decision {
        let tvy = Float(i.velocity), anchorDpDt = Float(i.distance)
        var pos = Float(i.progress)
        let velocity: Float = tvy / anchorDpDt
        pos += velocity / 3
        if pos != 0.0 && pos != 1.0 { return pos < 0.5 ? .cancel : .finish }
        return .stay
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

    /// A release with no movement at all cancels under every policy but
    /// `motionlayout`, whose `pos` is then exactly 0: no animation, the transition stays.
    @Test(arguments: ReleasePolicies.names)
    func noMovementCancels(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        let expected: Decision = name == "motionlayout" ? .stay : .cancel
        #expect(policy.decideOnEnd(ReleaseInput(progress: 0, translation: 0, distance: 844, velocity: 0)) == expected)
    }

    /// A flick back cancels a transition past its threshold under every policy that
    /// reads velocity (react-navigation's own bug #6782 was an `abs()` here).
    @Test(arguments: ["velocity", "projection", "flutter", "react-navigation", "motionlayout"])
    func aFlickBackCancels(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        #expect(policy.decideOnEnd(Self.input(0.7, v: -5000)) == .cancel)
        #expect(policy.decideOnEnd(Self.input(0.7, v: 5000)) == .finish)
    }

    /// `pan cancel`: Flutter decides as if released at rest; projection decides as on a
    /// release, with the velocity at the cancel (FloatingPanel's `panningEnd` serves
    /// `.ended` and `.cancelled`); MotionLayout has no `ACTION_CANCEL` case and stays;
    /// the others cancel.
    @Test(arguments: ReleasePolicies.names)
    func systemCancel(_ name: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        for input in [Self.input(0.8, v: 3000), Self.input(0.3, v: 3000), Self.input(0.8, v: -3000),
                      Self.input(0.3, v: 0), Self.input(0.6, v: 0)] {
            let expected: Decision
            switch name {
            case "flutter": expected = input.progress >= 0.5 ? .finish : .cancel
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
        #expect(policy.reasonOnCancel(Self.input(0.3, v: 3000)).text
                == "the system cancelled the gesture; projection decides as on a release: " + policy.reasonOnEnd(Self.input(0.3, v: 3000)).text)
    }

    /// The reason says what decided, with the numbers.
    @Test(arguments: [
        ("threshold", input(0.1), "progress 10.0 % is not above the threshold 50.0 %"),
        ("threshold", input(0.6), "progress 60.0 % is above the threshold 50.0 %"),
        ("velocity", input(0.05, v: -5000), "velocity −5000 pt/s ≤ −1000 pt/s: a flick back"),
        ("velocity", input(0.05, v: 1500), "velocity 1500 pt/s ≥ 1000 pt/s toward completing"),
        ("velocity", input(0.6, v: 10), "no flick (|10 pt/s| < 1000 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        ("projection", input(0.25, v: 100), "progress 25.0 % + flick 49.9 pt projects to 30.9 %, toward the end: 30.9 % of the way from the start, not beyond 50.0 %"),
        ("projection", input(0.7, v: -1000), "progress 70.0 % + flick −499.0 pt projects to 10.9 %, back toward the start: 89.1 % of the way from the end, beyond 50.0 %"),
        ("projection", input(0, v: -1000), "progress 0.0 % + flick −499.0 pt projects to −59.1 %, back toward the start: already at the start"),
        ("velocity", input(0.6, v: -1000), "velocity −1000 pt/s ≤ −1000 pt/s: a flick back"),
        ("velocity", input(0.6, v: 1000), "velocity 1000 pt/s ≥ 1000 pt/s toward completing"),
        ("velocity", input(0.6, v: 999.6), "no flick (|999.6 pt/s| < 1000.0 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        ("velocity", input(0.6, v: -999.96), "no flick (|−999.96 pt/s| < 1000.00 pt/s); progress 60.0 % is above the threshold 50.0 %"),
        ("flutter", input(0.6, v: 843.9), "no fling (|0.9999| < 1.0000 progress/s); progress 60.0 % is at least 50.0 %"),
        ("motionlayout", input(0.5, v: 1266), "progress 50.0 % + 1.50 progress/s ÷ 3 = 100.0 % exactly (32-bit): MotionLayout starts no animation, so the transition stays at 50.0 %"),
        ("flutter", input(0.6, v: -1688), "fling −2.00 progress/s, |v| ≥ 1.00: back"),
        ("react-navigation", ReleaseInput(progress: 0, translation: 0, distance: 844, velocity: 0), "no movement at all"),
        ("motionlayout", input(0.3, v: 844), "progress 30.0 % + 1.00 progress/s ÷ 3 = 63.3 %, at least 50.0 %"),
    ])
    func reasons(_ name: String, _ input: ReleaseInput, _ reason: String) throws {
        let policy = try #require(ReleasePolicies.named(name)).init(Self.defaults)
        #expect(policy.reasonOnEnd(input).text == reason)
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
            #expect(velocity.reasonOnEnd(rest).text.hasPrefix(
                "no flick (velocity 0 pt/s: a finger at rest is not a flick, even at min-velocity 0 pt/s); progress"))
            #expect(flutter.decideOnEnd(rest) == .cancel)
            #expect(flutter.reasonOnEnd(rest).text == "fling 0.00 progress/s, |v| ≥ 0.00: not toward completing")
        }
        // Any speed at all is a flick at min-velocity 0, and says so truly.
        #expect(velocity.decideOnEnd(Self.input(0.9, v: -0.01)) == .cancel)
        #expect(velocity.reasonOnEnd(Self.input(0.9, v: -0.01)).text == "velocity −0.01 pt/s ≤ 0.00 pt/s: a flick back")
        #expect(velocity.reasonOnEnd(Self.input(0.1, v: 0.01)).text == "velocity 0.01 pt/s ≥ 0.00 pt/s toward completing")
    }

    /// The velocity policy's reason is true as written on both sides of `min-velocity`,
    /// however close: the numbers get the decimals it takes to tell them apart.
    @Test(arguments: [999.0, 999.5, 999.9, 999.99, 1000.0, 1000.01, 1000.5])
    func velocityReasonIsTrueAtTheEdge(_ speed: Double) throws {
        let policy = VelocityPolicy(PolicyValues(Settings().policyValues))
        for v in [speed, -speed] {
            let text = policy.reasonOnEnd(Self.input(0.3, v: v)).text
            // The two numbers as written, unsigned: the first is |v|, the second m.
            let numbers = text.split(whereSeparator: { !"0123456789.".contains($0) }).prefix(2).compactMap { Double($0) }
            try #require(numbers.count == 2, "\(text)")
            if abs(v) < 1000 {
                #expect(text.hasPrefix("no flick") && numbers[0] < numbers[1], "\(text)")
            } else {
                #expect(text.contains(v > 0 ? "≥" : "≤") && numbers[0] >= numbers[1], "\(text)")
            }
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
        var sim = Simulator(scenario: .deeper)
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
