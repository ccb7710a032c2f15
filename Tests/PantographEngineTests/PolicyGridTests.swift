import Testing
@testable import PantographEngine

/// Every policy on a dense grid of releases and system cancels, with its default
/// constants and with others, against an oracle written here from the lines
/// docs/fidelity.md and docs/policies.md cite, not from the policy types: 0
/// disagreements, the ties (a velocity exactly at `min-velocity`, a progress exactly at
/// the threshold or the middle, a `pos` exactly on 0.5, 0 or 1) and the ends (progress
/// 0 and 1) included. Each policy judges more than a million cells.
@Suite struct PolicyGridTests {
    /// One grid: the distance, the translations (every `step` points from 0 to the
    /// distance, so progress 0 and 1 are cells) and the velocities.
    struct Grid: Sendable {
        var distance: Double
        var translationStep: Double
        var velocities: StrideThrough<Double>
        var values: [String: Double]

        var translations: StrideThrough<Double> { stride(from: 0, through: distance, by: translationStep) }
    }

    /// Default constants on a distance of 1000 points, where a translation of 2k points
    /// is progress k/500 and the ties fall on whole numbers: threshold 0.5 at 500 pt,
    /// min-velocity ±1000 pt/s, min-fling ±1000 pt/s, MotionLayout's `pos` 0.5 at
    /// t + v/3 = 500. 501 × 1001 cells.
    static let defaults = Grid(distance: 1000, translationStep: 2, velocities: stride(from: -5000, through: 5000, by: 10),
                               values: Settings().policyValues)
    /// Other constants on `deeper`'s 844 points, a translation every point: threshold
    /// 0.3, min-velocity 1500, redirect 0.3 with FloatingPanel's `fast` rate and with
    /// 0.9375 (r/(1 − r) = 15, so a projection lands exactly on a redirect), min-fling
    /// 2.5 and 0, impact 0.5 (t + v/2 = 422 ties), and MotionLayout's float ties at
    /// t + v/3 = 422 for a velocity every 24 pt/s. 845 × 251 cells.
    static let others = Grid(distance: 844, translationStep: 1, velocities: stride(from: -3000, through: 3000, by: 24),
                             values: ["threshold": 0.3, "min-velocity": 1500, "redirect": 0.3, "deceleration": 0.99,
                                      "min-fling": 2.5, "impact": 0.5])
    /// Constants at their edges, where a rule's comparison meets 0.
    static let zeros = Grid(distance: 844, translationStep: 4, velocities: stride(from: -3000, through: 3000, by: 50),
                            values: ["threshold": 0, "min-velocity": 0, "redirect": 0, "deceleration": 0.9375,
                                     "min-fling": 0, "impact": 0])

    // MARK: - The oracle, from the cited lines

    enum Kind: CaseIterable { case release, systemCancel }

    /// The constants, read once per grid rather than once per cell.
    struct Constants {
        var threshold, minVelocity, redirect, deceleration, minFling, impact: Double
        init(_ values: [String: Double]) {
            threshold = values["threshold"] ?? .nan
            minVelocity = values["min-velocity"] ?? .nan
            redirect = values["redirect"] ?? .nan
            deceleration = values["deceleration"] ?? .nan
            minFling = values["min-fling"] ?? .nan
            impact = values["impact"] ?? .nan
        }
    }

    static func oracle(_ policy: PolicyName, _ kind: Kind, t: Double, v: Double, d: Double, c: [String: Double]) -> Decision {
        oracle(policy, kind, t: t, v: v, d: d, c: Constants(c))
    }

    /// What the peer's code does with `t` points along the gesture at `v` pt/s
    /// (positive toward completing) over `d` points, the constants `c`.
    static func oracle(_ policy: PolicyName, _ kind: Kind, t: Double, v: Double, d: Double, c: Constants) -> Decision {
        let p = t / d
        switch policy {
        case .threshold:
            // The articles' handler: `shouldFinish = progress > percentThreshold`;
            // a cancelled gesture cancels.
            guard kind == .release else { return .cancel }
            return p > c.threshold ? .finish : .cancel
        case .velocity:
            // Common practice (no code to follow): a flick of min-velocity either way
            // decides, a finger at rest is no flick; else the threshold.
            guard kind == .release else { return .cancel }
            let m = c.minVelocity
            if v >= m && v > 0 { return .finish }
            if v <= -m && v < 0 { return .cancel }
            return p > c.threshold ? .finish : .cancel
        case .projection:
            // FloatingPanel 3.2.2 `targetState` (Core.swift 1055–1107), solved by hand;
            // `.cancelled` goes through `panningEnd` as `.ended` does (583–593).
            let input = ReleaseInput(progress: p, translation: t, distance: d, velocity: v)
            return ReleasePolicyTableTests.projection(input, redirect: c.redirect, rate: c.deceleration)
        case .flutter:
            // cupertino/route.dart `_handleDragEnd` (760–767): velocity in widths per
            // second; `dragEnd` (851–878): a fling decides by its sign
            // (`animateForward = velocity <= 0` keeps the page), else
            // `controller.value > 0.5` keeps it, the controller's value being 1 − p.
            // A pointer cancel on an accepted drag reaches `onEnd` with the estimate
            // (monodrag.dart 724–726, 753–769, 875–900), as a lift does.
            let velocity = v / d
            let controllerValue = 1 - p
            let animateForward = abs(velocity) >= c.minFling ? velocity <= 0 : controllerValue > 0.5
            return animateForward ? .cancel : .finish
        case .reactNavigation:
            // Card.tsx `onGestureDeactivate` (react-navigation 73f8c298, 478–499): a
            // cancel animates back to `closing` (false); a release closes iff
            // (translation + velocity × impact) > distance / 2 and it moved at all.
            guard kind == .release else { return .cancel }
            let reach = t + v * c.impact
            return reach > d / 2 ? (v != 0 || t != 0 ? .finish : .cancel) : .cancel
        case .motionlayout:
            // TouchResponse.java 2.1.4 `ACTION_UP` (513–571) in Java's floats, and what
            // `setState(FINISHED)` (MotionLayout.java 1194–1226) makes of the state
            // `setProgress` (1723–1744) left: begin at 0, end at 1, UNSET between.
            // No `ACTION_CANCEL` case: a cancelled touch changes nothing.
            guard kind == .release else { return .stay }
            let tv = Float(v), anchorDpDt = Float(d), currentPos = Float(p)
            var pos = currentPos
            let velocity: Float = tv / anchorDpDt
            if !velocity.isNaN { pos += velocity / 3 }
            if pos != 0.0 && pos != 1.0 { return pos < 0.5 ? .cancel : .finish }
            if 0.0 >= currentPos { return .cancel }
            if 1.0 <= currentPos { return .finish }
            return .stay
        }
    }

    // MARK: - The grids

    /// Cells judged and the first few disagreements, for one policy on one grid.
    static func run(_ name: PolicyName, on grid: Grid) -> (cells: Int, disagreements: [String]) {
        let policy = name.policy.init(PolicyValues(grid.values))
        let constants = Constants(grid.values)
        var cells = 0
        var disagreements: [String] = []
        for t in grid.translations {
            for v in grid.velocities {
                let input = ReleaseInput(progress: t / grid.distance, translation: t, distance: grid.distance, velocity: v)
                for kind in [Kind.release, .systemCancel] {
                    let decided = kind == .release ? policy.decideOnEnd(input) : policy.decideOnCancel(input)
                    let expected = oracle(name, kind, t: t, v: v, d: grid.distance, c: constants)
                    if decided != expected, disagreements.count < 5 {
                        disagreements.append("\(kind) at t \(t), v \(v): \(decided), the source says \(expected)")
                    }
                    cells += 1
                }
            }
        }
        return (cells, disagreements)
    }

    @Test(arguments: PolicyName.allCases)
    func everyCellAgreesWithTheSource(_ name: PolicyName) {
        var cells = 0
        for grid in [Self.defaults, Self.others, Self.zeros] {
            let (n, disagreements) = Self.run(name, on: grid)
            cells += n
            #expect(disagreements.isEmpty, "\(name), distance \(grid.distance), \(grid.values): \(disagreements)")
        }
        #expect(cells >= 1_000_000, "\(name): \(cells) cells")
    }

    /// The grids hold the ties they are for: a grid without them would agree cheaply.
    @Test func theGridsHoldTheTies() {
        let d = Self.defaults
        #expect(d.translations.contains(500) && d.translations.contains(1000) && d.translations.contains(0))
        #expect(d.velocities.contains(1000) && d.velocities.contains(-1000) && d.velocities.contains(1500))
        // MotionLayout: pos exactly 1 from the middle (stays), from the start (cancels
        // at the start) and exactly 0 from the end (finishes at the end).
        let ml = PolicyName.motionlayout
        #expect(Self.oracle(ml, .release, t: 500, v: 1500, d: 1000, c: [:]) == .stay)
        #expect(Self.oracle(ml, .release, t: 0, v: 3000, d: 1000, c: [:]) == .cancel)
        #expect(Self.oracle(ml, .release, t: 1000, v: -3000, d: 1000, c: [:]) == .finish)
        #expect(Self.others.velocities.contains(1248) && Self.others.translations.contains(6), "6 + 1248/3 = 422")
        #expect(Self.oracle(ml, .release, t: 0, v: 1266, d: 844, c: [:]) == .finish, "0 + 1.5 / 3 is 0.5 in floats")
        // Flutter's middle and a fling exactly at min-fling.
        #expect(Self.oracle(.flutter, .release, t: 500, v: 0, d: 1000, c: d.values) == .finish)
        #expect(Self.oracle(.flutter, .systemCancel, t: 100, v: 1000, d: 1000, c: d.values) == .finish)
        // React Navigation at exactly half with impact 0.5: not beyond.
        #expect(Self.oracle(.reactNavigation, .release, t: 422, v: 0, d: 844, c: Self.others.values) == .cancel)
        #expect(Self.oracle(.reactNavigation, .release, t: 322, v: 200, d: 844, c: Self.others.values) == .cancel)
        #expect(Self.oracle(.reactNavigation, .release, t: 322, v: 206, d: 844, c: Self.others.values) == .finish)
    }
}
