import Testing
@testable import PantographEngine

/// Each comparison of the threshold, velocity, flutter and react-navigation rules at
/// equality and a double to either side, with constants other than the defaults (a
/// rule that read a default instead of its setting would fail). The values are chosen
/// so that every sum and quotient on the boundary is exact. docs/policies.md.
@Suite struct PolicyBoundaryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let policy: String
        let constants: [String: Double]
        let input: ReleaseInput
        let decision: Decision
        let why: String
        var testDescription: String { "\(policy) \(constants): \(why)" }
    }

    static let distance = 800.0

    static func input(p: Double? = nil, t: Double? = nil, v: Double = 0) -> ReleaseInput {
        ReleaseInput(progress: p ?? (t ?? 0) / distance, translation: t ?? (p ?? 0) * distance, distance: distance,
                     velocity: v)
    }

    static func c(_ policy: String, _ constants: [String: Double], _ input: ReleaseInput, _ decision: Decision,
                  _ why: String) -> Case {
        Case(policy: policy, constants: constants, input: input, decision: decision, why: why)
    }

    static let threshold = ["threshold": 0.25]
    static let velocity = ["threshold": 0.25, "min-velocity": 800]
    static let restless = ["threshold": 0.25, "min-velocity": 0.0]
    static let fling = ["min-fling": 2.0]
    static let anyFling = ["min-fling": 0.0]
    static let impact = ["impact": 0.25]

    static let cases: [Case] = [
        // threshold: p > threshold, strictly.
        c("threshold", threshold, input(p: 0.25), .cancel, "p = threshold"),
        c("threshold", threshold, input(p: 0.25.nextUp), .finish, "p just above"),
        c("threshold", threshold, input(p: 0.25.nextDown), .cancel, "p just below"),
        c("threshold", ["threshold": 0], input(p: 0), .cancel, "threshold 0, p 0"),
        c("threshold", ["threshold": 1], input(p: 1), .cancel, "threshold 1, p 1"),

        // velocity: v ≥ min-velocity finishes; v ≤ −min-velocity cancels; else p > threshold.
        c("velocity", velocity, input(p: 0, v: 800), .finish, "v = min-velocity"),
        c("velocity", velocity, input(p: 0, v: 800.nextDown), .cancel, "v just under min-velocity"),
        c("velocity", velocity, input(p: 0, v: 800.nextUp), .finish, "v just over min-velocity"),
        c("velocity", velocity, input(p: 0.9, v: -800), .cancel, "v = −min-velocity: a flick back"),
        c("velocity", velocity, input(p: 0.9, v: -(800.nextDown)), .finish, "v just short of a flick back"),
        c("velocity", velocity, input(p: 0.9, v: -(800.nextUp)), .cancel, "v just past a flick back"),
        c("velocity", velocity, input(p: 0.25, v: 799), .cancel, "p = threshold, no flick"),
        c("velocity", velocity, input(p: 0.25.nextUp, v: -799), .finish, "p just above, no flick"),
        c("velocity", restless, input(p: 0.9, v: 0), .finish, "min-velocity 0: at rest is no flick back"),
        c("velocity", restless, input(p: 0.1, v: 0), .cancel, "min-velocity 0: at rest is no flick"),
        c("velocity", restless, input(p: 0, v: 1e-9), .finish, "min-velocity 0: any speed toward completing"),
        c("velocity", restless, input(p: 0.9, v: -1e-9), .cancel, "min-velocity 0: any speed back"),

        // flutter: |v/D| ≥ min-fling decides by the sign; else p ≥ 0.5.
        c("flutter", fling, input(p: 0, v: 1600), .finish, "v/D = min-fling"),
        c("flutter", fling, input(p: 0, v: 1600.nextDown), .cancel, "v/D just under min-fling"),
        c("flutter", fling, input(p: 0.9, v: -1600), .cancel, "v/D = −min-fling"),
        c("flutter", fling, input(p: 0.9, v: -(1600.nextDown)), .finish, "v/D just over −min-fling"),
        c("flutter", fling, input(p: 0.5, v: 0), .finish, "p = 0.5: the middle pops"),
        c("flutter", fling, input(p: 0.5.nextDown, v: 0), .cancel, "p just under 0.5"),
        c("flutter", fling, input(p: 0.5.nextDown, v: 1599), .cancel, "p just under 0.5, no fling"),
        c("flutter", anyFling, input(p: 0.9, v: 0), .cancel, "min-fling 0: at rest, v/D > 0 is false"),
        c("flutter", anyFling, input(p: 0.1, v: 1e-9), .finish, "min-fling 0: any speed toward completing"),

        // react-navigation: t + impact·v > D/2, strictly, and the finger moved.
        c("react-navigation", impact, input(t: 300, v: 400), .cancel, "t + impact·v = D/2"),
        c("react-navigation", impact, input(t: 300.nextUp, v: 400), .finish, "t just more"),
        c("react-navigation", impact, input(t: 300.nextDown, v: 400), .cancel, "t just less"),
        c("react-navigation", impact, input(t: 400), .cancel, "t = D/2 at rest"),
        c("react-navigation", impact, input(t: 400.nextUp), .finish, "t just past D/2 at rest"),
        c("react-navigation", impact, input(t: 0, v: 1600), .cancel, "impact·v = D/2, no translation"),
        c("react-navigation", impact, input(t: 0, v: 1600.nextUp), .finish, "impact·v just past D/2, no translation"),
        c("react-navigation", impact, input(t: 600, v: -800), .cancel, "back to exactly D/2"),
        c("react-navigation", impact, input(t: 600.nextUp, v: -800), .finish, "back to just past D/2"),
    ]

    @Test(arguments: cases)
    func decidesAtTheBoundary(_ c: Case) throws {
        var values = Settings().policyValues
        values.merge(c.constants) { $1 }
        let policy = try #require(ReleasePolicies.named(c.policy)).init(PolicyValues(values))
        let reason = policy.reasonOnEnd(c.input)
        #expect(policy.decideOnEnd(c.input) == c.decision, "\(reason)")
        // The reason's comparison is the one that decided, where it carries one.
        switch reason {
        case .threshold(let check): #expect(check.above == (c.decision == .finish), "\(reason)")
        case .reactNavigation(.reach(_, _, _, _, _, let beyondHalf)):
            #expect(beyondHalf == (c.decision == .finish), "\(reason)")
        default: #expect(c.policy != "threshold" && c.policy != "react-navigation", "\(reason)")
        }
    }

    /// flutter decides a system cancel as a release, with the velocity at the cancel
    /// (`monodrag.dart`: a pointer cancel on an accepted drag reaches `onEnd`): the
    /// middle still pops at rest, and a fling decides by its sign, at min-fling exactly.
    @Test(arguments: [(0.5, 0.0, Decision.finish), (0.5.nextDown, 0, .cancel), (0.5.nextUp, 0, .finish),
                      (0.5, 1600, .finish), (0.9, -1600, .cancel), (0.1, 1600, .finish),
                      (0.1, 1600.0.nextDown, .cancel), (0.9, -1600.0.nextDown, .finish)])
    func flutterDecidesACancelAsARelease(_ p: Double, _ v: Double, _ decision: Decision) {
        var values = Settings().policyValues
        values["min-fling"] = 2
        let policy = FlutterPolicy(PolicyValues(values))
        #expect(policy.decideOnCancel(Self.input(p: p, v: v)) == decision, "p \(p), v \(v)")
        #expect(policy.decideOnCancel(Self.input(p: p, v: v)) == policy.decideOnEnd(Self.input(p: p, v: v)))
    }
}

/// The threshold policy cannot finish once its threshold is at the most progress a
/// gesture can reach: exactly at the cap warns, a hair below does not.
@Suite struct FinishImpossibleBoundaryTests {
    @Test(arguments: [
        (0.9, 0.9, true), (0.899999, 0.9, false), (0.9.nextDown, 0.9, false), (0.900001, 0.9, true),
        (0.5, 0.5, true), (0.5, 0.5.nextUp, false), (1, 1, true), (0.999999, 1, false),
    ])
    func warnsFromExactlyTheCap(threshold: Double, cap: Double, warns: Bool) throws {
        var sim = Simulator(scene: .deeper)
        var settings = sim.settings
        settings.threshold = threshold
        settings.cap = cap
        let outcome = try sim.apply(.changeSettings(settings))
        #expect(outcome.warnings == (warns ? [.finishImpossible(threshold: threshold, reach: cap)] : []))
    }
}
