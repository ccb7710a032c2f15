import Testing
@testable import PantographEngine

/// `projection` and `motionlayout` against their peers' code, cell by cell
/// (docs/fidelity.md): FloatingPanel 3.2.2 `Sources/Core.swift` `targetState`, and
/// androidx/constraintlayout 2.1.4 `TouchResponse.java` `ACTION_UP`.
@Suite struct PeerPolicyFidelityTests {
    static let distance = 844.0

    /// A release in `deeper`: `t` points along the gesture at `v` pt/s (positive toward completing).
    static func release(_ t: Double, _ v: Double, distance: Double = distance) -> ReleaseInput {
        ReleaseInput(progress: t / distance, translation: t, distance: distance, velocity: v)
    }

    static func projection(_ redirect: Double, deceleration: Double = 0.998) -> ProjectionPolicy {
        ProjectionPolicy(redirect: redirect, deceleration: deceleration)
    }

    // MARK: - projection

    /// The cell the check named: deeper's present, 758 pt up, released at 1010 pt/s
    /// downward. The flick projects to 30.1 %: beyond 0.3 from the start, but moving
    /// back from the end it is 69.9 % of the way, beyond 0.3, so FloatingPanel cancels;
    /// at 0.7 it is not beyond, and FloatingPanel finishes.
    @Test func theNamedBackwardFlick() {
        let input = Self.release(758, -1010)
        #expect(Self.projection(0.3).decideOnEnd(input) == .cancel)
        #expect(Self.projection(0.7).decideOnEnd(input) == .finish)
        #expect(Self.projection(0.5).decideOnEnd(input) == .cancel)
        // The rule it replaces, `p + project(v)/D > redirect`, said the opposite at both.
        let old = input.progress + (input.velocity / 1000) * 0.998 / 0.002 / input.distance
        #expect(old > 0.3 && !(old > 0.7))
    }

    /// Its mirror: a forward flick from 10 % that projects past the end is trimmed to
    /// the end (100 % of the way): it finishes at every redirect below 1 and cancels
    /// at 1, where `100 % > 100 %` is false and the motion stays at the anchor it leaves.
    @Test func aForwardFlickPastTheEndIsTrimmed() {
        let input = Self.release(84.4, 5064)
        for r in [0.0, 0.3, 0.5, 0.7, 0.999] { #expect(Self.projection(r).decideOnEnd(input) == .finish, "redirect \(r)") }
        #expect(Self.projection(1).decideOnEnd(input) == .cancel)
        // Back from the end past the start: trimmed to the start, 100 % of the way back.
        let back = Self.release(600, -3000)
        for r in [0.0, 0.3, 0.5, 0.7, 0.999] { #expect(Self.projection(r).decideOnEnd(back) == .cancel, "redirect \(r)") }
        #expect(Self.projection(1).decideOnEnd(back) == .finish)
    }

    /// At `redirect 0` any forward motion finishes and any backward motion that does not
    /// project all the way to the end cancels (`1 − q > 0`); at rest, the direction is
    /// whether the progress is past the start.
    @Test func redirectZero() {
        let policy = Self.projection(0)
        #expect(policy.decideOnEnd(Self.release(700, -10)) == .cancel, "a slow drift back from 83 % cancels")
        #expect(policy.decideOnEnd(Self.release(10, 1)) == .finish)
        #expect(policy.decideOnEnd(Self.release(10, 0)) == .finish, "at rest past the start: forward")
        #expect(policy.decideOnEnd(Self.release(0, 0)) == .cancel, "at rest at the start: backward, already there")
        #expect(policy.decideOnEnd(Self.release(0, -500)) == .cancel)
    }

    /// Every cell of a dense grid, for redirect 0, 0.3, 0.5, 0.7 and 1 and both
    /// decelerations, against the rule solved by hand (`ReleasePolicyTableTests.projection`).
    @Test(arguments: [0.0, 0.3, 0.5, 0.7, 1.0])
    func theGridFollowsTargetState(_ redirect: Double) {
        for rate in [0.998, 0.99] {
            let policy = Self.projection(redirect, deceleration: rate)
            var cells = 0
            for t in stride(from: 0.0, through: 844, by: 4) {
                for v in stride(from: -3000.0, through: 3000, by: 50) {
                    let input = Self.release(t, v)
                    let expected = ReleasePolicyTableTests.projection(input, redirect: redirect, rate: rate)
                    if policy.decideOnEnd(input) != expected {
                        Issue.record("t \(t), v \(v), redirect \(redirect), rate \(rate): \(policy.reasonOnEnd(input))")
                    }
                    cells += 1
                }
            }
            #expect(cells == 212 * 121)
        }
    }

    /// Each comparison at equality, on both sides. With deceleration 0.9375
    /// (r/(1 − r) = 15) and D = 1024, a 1000 pt/s flick projects exactly 15 points,
    /// so the trimmed point can land exactly on the redirect.
    @Test func landingExactlyOnTheRedirect() {
        let policy = Self.projection(0.5, deceleration: 0.9375)
        func at(_ t: Double, _ v: Double) -> Decision { policy.decideOnEnd(Self.release(t, v, distance: 1024)) }
        // Forward: 497 + 15 = 512 is exactly half of the way from the start: not beyond.
        #expect(at(497, 1000) == .cancel)
        #expect(at(498, 1000) == .finish)
        #expect(at(496, 1000) == .cancel)
        // Backward: 527 − 15 = 512 is exactly half of the way from the end: not beyond,
        // so the motion keeps `fromPos`, the end.
        #expect(at(527, -1000) == .finish)
        #expect(at(526, -1000) == .cancel)
        #expect(at(528, -1000) == .finish)
        #expect(policy.reasonOnEnd(Self.release(527, -1000, distance: 1024))
                == .projection(.init(progress: 527 / 1024, flick: -15, projected: 0.5, forward: false,
                                     segment: .leaving(.end, landing: 0.5, redirect: 0.5, beyond: false))))
        // At rest: forward iff past the start, then `p > redirect`, strictly.
        #expect(at(512, 0) == .cancel)
        #expect(at(513, 0) == .finish)
    }

    /// The segment's ends, where `segment(at:forward:)` compares `<` forward and `≤`
    /// backward: forward at the end stays at the end; backward at the start stays at
    /// the start, whatever the redirect.
    @Test func atTheAnchors() {
        for r in [0.0, 0.5, 1.0] {
            let policy = Self.projection(r)
            #expect(policy.decideOnEnd(Self.release(844, 100)) == .finish, "redirect \(r)")
            #expect(policy.decideOnEnd(Self.release(0, -100)) == .cancel, "redirect \(r)")
        }
        // Backward from the very end with a flick too small to move the point (844 −
        // 5e-16 is 844 in doubles): 0 % of the way back, not beyond even redirect 0;
        // one that moves it a little is beyond 0.
        #expect(Self.projection(0).decideOnEnd(Self.release(844, -1e-15)) == .finish)
        #expect(Self.projection(0).decideOnEnd(Self.release(844, -0.000001)) == .cancel)
    }

    // MARK: - motionlayout

    /// The cell the check named: deeper's present at 752 pt, 990 pt/s downward. In real
    /// numbers `752/844 − 990/844/3` is exactly 0.5; Java's floats make it 0.5 and
    /// MotionLayout finishes, where 64-bit doubles fall below and would cancel.
    @Test func theNamedTie() {
        let input = Self.release(752, -990)
        #expect(MotionLayoutPolicy(PolicyValues([:])).decideOnEnd(input) == .finish)
        #expect(input.progress + input.progressVelocity / 3 < 0.5, "in doubles the tie falls the other way")
    }

    /// Every integer tie in `deeper` (t + v/3 = 422 with v positive toward completing,
    /// so `pos` is 0.5 in real numbers): t from 0 to 759, the most the cap of 0.9 lets
    /// the finger reach (759.6 points), v = 3·(422 − t), both directions and the finger
    /// at rest in the middle (t 422, v 0) included. The policy decides as Java's floats
    /// do: they round 88 of the 760 ties below 0.5 (they cancel) and finish 672; 64-bit
    /// doubles disagree with them on 132.
    @Test func integerTiesFollowTheFloats() {
        let policy = MotionLayoutPolicy(PolicyValues([:]))
        var ties = 0, finishing = 0, doublesDiffer = 0
        for t in 0...759 {
            let v = -3.0 * Double(t - 422)
            let input = Self.release(Double(t), v)
            let decision = policy.decideOnEnd(input)
            #expect(decision == ReleasePolicyTableTests.motionLayout(input), "t \(t), v \(v)")
            if decision == .finish { finishing += 1 }
            let inDoubles: Decision = input.progress + input.progressVelocity / 3 < 0.5 ? .cancel : .finish
            if inDoubles != decision { doublesDiffer += 1 }
            ties += 1
        }
        #expect(ties == 760 && finishing == 672 && doublesDiffer == 132)
        // The count docs/policies.md printed before, 759/671, left out the cell at rest
        // in the middle, which finishes.
        #expect(policy.decideOnEnd(Self.release(422, 0)) == .finish)
    }

    /// `pos < 0.5` and `pos != 0`, `pos != 1`, each at equality and on both sides. With
    /// no velocity `pos` is the progress, so exactly 0 or 1 is a layout already at that
    /// end: it completes there (cancel at 0, finish at 1).
    @Test(arguments: [
        (Float(0.5), Decision.finish), (Float(0.5).nextDown, .cancel), (Float(0.5).nextUp, .finish),
        (Float(1), .finish), (Float(1).nextDown, .finish), (Float(1).nextUp, .finish),
        (Float(0), .cancel), (Float.leastNonzeroMagnitude, .cancel), (-Float.leastNonzeroMagnitude, .cancel),
    ])
    func theComparisons(_ pos: Float, _ expected: Decision) {
        // No velocity: `pos` is the progress itself.
        let input = ReleaseInput(progress: Double(pos), translation: Double(pos) * 844, distance: 844, velocity: 0)
        #expect(MotionLayoutPolicy(PolicyValues([:])).decideOnEnd(input) == expected)
    }

    /// `if (!Float.isNaN(velocity))`: with no distance, 0 / 0 is NaN and `pos` stays the
    /// progress; a velocity over no distance is infinite and decides by its sign.
    @Test func noDistance() {
        let policy = MotionLayoutPolicy(PolicyValues([:]))
        func at(_ p: Double, _ v: Double) -> Decision {
            policy.decideOnEnd(ReleaseInput(progress: p, translation: 0, distance: 0, velocity: v))
        }
        #expect(at(0.3, 0) == .cancel, "NaN skipped: pos 0.3")
        #expect(at(0.7, 0) == .finish)
        #expect(at(0.3, 100) == .finish && at(0.7, -100) == .cancel)
    }

    /// At exactly 0 or 1, `TouchResponse.java` line 567 calls `setState(FINISHED)`, which
    /// returns early only while `mCurrentState` is UNSET (`MotionLayout.java` line
    /// 1199): `setProgress` left it at the begin state at progress 0 and at the end
    /// state at 1 (lines 1723–1744). So a layout already at an end completes at that
    /// end, wherever `pos` lands, and one between the ends stays.
    static let ends: [(Double, Double, Decision, String)] = [
        // (t, v, decision, why): deeper's 844 points.
        (0, 0, .cancel, "no movement: pos 0 at the begin state"),
        (0, 2532, .cancel, "pos exactly 1, but the layout is at its begin state: completed there"),
        (844, 0, .finish, "pos 1 at the end state"),
        (844, -2532, .finish, "pos exactly 0 from the end state: completed at the end"),
        (422, 1266, .stay, "pos exactly 1 from the middle: UNSET, stays"),
        (422, -1266, .stay, "pos exactly 0 from the middle: stays"),
        (0, 844, .cancel, "pos 1/3 from the start: an animation back to 0"),
        (0, 2531, .finish, "pos just below 1 from the start: an animation to 1"),
        (844, -1, .finish, "pos just below 1 from the end: already there"),
    ]

    @Test(arguments: ends)
    func atTheEnds(_ t: Double, _ v: Double, _ expected: Decision, _ why: String) {
        let policy = MotionLayoutPolicy(PolicyValues([:]))
        let input = Self.release(t, v)
        #expect(policy.decideOnEnd(input) == expected, "\(why)")
        #expect(policy.decideOnEnd(input) == ReleasePolicyTableTests.motionLayout(input), "\(why)")
        #expect(policy.decideOnCancel(input) == .stay, "no ACTION_CANCEL case")
        let reason = policy.reasonOnEnd(input)
        switch reason {
        case .motionLayout(.completedWhereItIs(_, _, _, let atEnd)): #expect(expected == (atEnd ? .finish : .cancel))
        case .motionLayout(.exactly): #expect(expected == .stay)
        case .motionLayout(.landing(_, _, _, let atLeastHalf)): #expect(expected == (atLeastHalf ? .finish : .cancel))
        default: Issue.record("\(reason)")
        }
    }

    /// A flick from between the ends can land `pos` exactly on 1 (or 0): no animation,
    /// the transition stays.
    @Test func aFlickLandingExactlyOnAnEndStays() {
        let policy = MotionLayoutPolicy(PolicyValues([:]))
        #expect(policy.decideOnEnd(Self.release(422, 1266)) == .stay, "0.5 + 1.5 / 3 = 1")
        #expect(policy.decideOnEnd(Self.release(422, -1266)) == .stay, "0.5 − 1.5 / 3 = 0")
        #expect(policy.decideOnEnd(Self.release(422, 1265)) == .finish)
        #expect(policy.decideOnEnd(Self.release(422, -1265)) == .cancel)
        #expect(policy.decideOnCancel(Self.release(422, 1265)) == .stay, "no ACTION_CANCEL case")
    }
}
