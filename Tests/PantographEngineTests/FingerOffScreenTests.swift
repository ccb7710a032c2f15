import Testing
@testable import PantographEngine

/// One rule for a finger and the screen's edges (docs/recording.md, docs/cli.md): a
/// touch comes down on the screen or is refused; a move may carry it past an edge, and
/// the gesture follows it with a warning as it leaves, once per time it leaves. The
/// same for a pan's moves (`pan move`, `drag`) and a finger's (`touch move`, `replay`).
@Suite struct FingerOffScreenTests {
    static func sim() -> Simulator { DeeperFixture.simulator { $0.clock = .manual } }

    /// The warnings of each move, as where the finger left (nil: no warning).
    static func left(_ outcomes: [Outcome]) -> [Point?] {
        outcomes.map { outcome in
            let found = outcome.warnings.compactMap { w -> Point? in
                if case .fingerOffScreen(let p, let size) = w, size == Size(width: 390, height: 844) { p } else { nil }
            }
            #expect(found.count <= 1)
            return found.first
        }
    }

    /// deeper's pan starts at (105, 405): up 400 is on the screen, up 406 is 1 point
    /// above it; down 439 is y 844, off the 844-point screen (0 ≤ y < 844), and so on.
    @Test func aPanSaysSoEachTimeItLeaves() throws {
        var sim = Self.sim()
        _ = try sim.apply(.panBegin(at: nil))
        let moves: [(Double, Double)] = [(0, -400), (0, -405), (0, -406), (0, -5000), (0, -10), (0, 438), (0, 439),
                                         (-105, 0), (-106, 0), (0, 0), (285, 0), (284.5, 0), (285, -406)]
        let outcomes = try moves.map { try sim.apply(.panMove(to: Point(x: $0.0, y: $0.1), after: nil)) }
        #expect(Self.left(outcomes) == [nil, nil, Point(x: 105, y: -1), nil, nil, nil, Point(x: 105, y: 844), nil,
                                        Point(x: -1, y: 405), nil, Point(x: 390, y: 405), nil, Point(x: 390, y: -1)])
        #expect(sim.gesture.location == Point(x: 390, y: -1), "the gesture follows the finger")
        // The translation, not the screen, is what the policy judges.
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -5000), after: nil))
        #expect(sim.transition?.percent == sim.settings.cap)
    }

    /// A finger's moves (a trace's samples): the same rule, before the pan begins too.
    @Test func aFingerSaysSoAsItLeaves() throws {
        var sim = Self.sim()
        _ = try sim.apply(.touchDown(at: Point(x: 105, y: 5)))
        let steps = [Point(x: 105, y: 2), Point(x: 105, y: -3), Point(x: 105, y: -300), Point(x: 105, y: 100),
                     Point(x: 105, y: -0.5)]
        let outcomes = try steps.map { try sim.apply(.touchMove(to: $0, after: nil)) }
        #expect(Self.left(outcomes) == [nil, Point(x: 105, y: -3), nil, nil, Point(x: 105, y: -0.5)])
        #expect(sim.gesture.location == Point(x: 105, y: -0.5))
    }

    /// A touch that comes down off the screen is still refused, and changes nothing.
    @Test(arguments: [Point(x: -1, y: 400), Point(x: 390, y: 400), Point(x: 100, y: 844), Point(x: 100, y: -0.01)])
    func aTouchDownOffTheScreenIsRefused(_ p: Point) throws {
        for input in [Input.panBegin(at: p), .touchDown(at: p)] {
            var sim = Self.sim()
            let before = sim
            #expect(throws: EngineError.locationOutsideScreen(p, Size(width: 390, height: 844))) { try sim.apply(input) }
            #expect(sim == before)
        }
    }
}
