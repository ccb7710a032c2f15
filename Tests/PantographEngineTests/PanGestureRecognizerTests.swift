import Testing

@testable import PantographEngine
import PantographTestSupport

/// docs/uikit.md, "The pan recognizer": states, cumulative translation, and the two-sample velocity blend
/// `v = 0.2·v_current + 0.8·v_previous` (just `v_current` before a second sample).
@Suite struct PanGestureRecognizerTests {

    /// One move: cumulative translation at an absolute time.
    struct Move: Sendable, CustomTestStringConvertible {
        var x: Double
        var y: Double
        var t: Double
        init(_ x: Double, _ y: Double, at t: Double) {
            self.x = x
            self.y = y
            self.t = t
        }
        var testDescription: String { "(\(x),\(y))@\(t)" }
    }

    struct VelocityCase: Sendable, CustomTestStringConvertible {
        var name: String
        var moves: [Move]
        /// The velocity after each move.
        var expected: [Point]
        var testDescription: String { name }
    }

    static let velocityCases: [VelocityCase] = [
        VelocityCase(name: "one sample: just the current", moves: [Move(0, -10, at: 0.125)],
                     expected: [Point(x: 0, y: -80)]),
        VelocityCase(name: "two samples: 0.2·current + 0.8·previous",
                     moves: [Move(0, -10, at: 0.125), Move(0, -30, at: 0.25)],
                     // samples -80, -160 → 0.2·-160 + 0.8·-80 = -96
                     expected: [Point(x: 0, y: -80), Point(x: 0, y: -96)]),
        VelocityCase(name: "only the last two samples count",
                     moves: [Move(0, -10, at: 0.125), Move(0, -30, at: 0.25), Move(0, -90, at: 0.375)],
                     // samples -80, -160, -480 → 0.2·-480 + 0.8·-160 = -224
                     expected: [Point(x: 0, y: -80), Point(x: 0, y: -96), Point(x: 0, y: -224)]),
        VelocityCase(name: "a last-frame flick back shows a fifth of its speed",
                     moves: [Move(0, -100, at: 0.125), Move(0, -200, at: 0.25), Move(0, -190, at: 0.375)],
                     // samples -800, -800, +80 → 0.2·80 + 0.8·-800 = -624
                     expected: [Point(x: 0, y: -800), Point(x: 0, y: -800), Point(x: 0, y: -624)]),
        VelocityCase(name: "both axes",
                     moves: [Move(8, -4, at: 0.25), Move(16, 4, at: 0.5)],
                     // samples (32,-16), (32,32) → (32, 0.2·32 + 0.8·-16 = -6.4)
                     expected: [Point(x: 32, y: -16), Point(x: 32, y: -6.4)]),
        VelocityCase(name: "a sample with Δt < 1 ms counts as 0",
                     moves: [Move(0, -10, at: 0.125), Move(0, -20, at: 0.1255)],
                     expected: [Point(x: 0, y: -80), Point(x: 0, y: -64)]),
        VelocityCase(name: "a zero sample then a real one",
                     moves: [Move(0, -10, at: 0.125), Move(0, -20, at: 0.1255), Move(0, -30, at: 0.2505)],
                     // samples -80, 0, -80 → 0.2·-80 + 0.8·0 = -16
                     expected: [Point(x: 0, y: -80), Point(x: 0, y: -64), Point(x: 0, y: -16)]),
        VelocityCase(name: "Δt of exactly 1 ms is a real sample",
                     moves: [Move(0, -10, at: 0.5), Move(0, -11, at: 0.501)],
                     // second sample -1/0.001 = -1000 → 0.2·-1000 + 0.8·-20 = -216
                     expected: [Point(x: 0, y: -20), Point(x: 0, y: -216)]),
        VelocityCase(name: "no movement: zero", moves: [Move(0, 0, at: 0.125), Move(0, 0, at: 0.25)],
                     expected: [.zero, .zero]),
    ]

    @Test(arguments: velocityCases)
    func velocityBlend(_ c: VelocityCase) throws {
        var g = PanGestureRecognizer()
        try g.begin(at: Point(x: 100, y: 400), time: 0)
        #expect(g.velocity == .zero)
        for (move, expected) in zip(c.moves, c.expected) {
            try g.move(to: Point(x: move.x, y: move.y), time: move.t)
            #expect(isClose(g.velocity, expected, 1e-6), "after \(move.testDescription): \(g.velocity)")
        }
        // Lifting the finger adds no sample.
        let before = g.velocity
        try g.end()
        #expect(g.velocity == before)
        #expect(g.state == .ended)
    }

    @Test("a move with Δt = 0 makes no sample (docs/uikit.md, §The pan recognizer: samples come from moves with Δt > 0)")
    func zeroIntervalMakesNoSample() throws {
        var g = PanGestureRecognizer()
        try g.begin(at: Point(x: 100, y: 400), time: 0)
        try g.move(to: Point(x: 0, y: -10), time: 0.125)
        try g.move(to: Point(x: 0, y: -30), time: 0.25)
        #expect(g.velocity == Point(x: 0, y: -96))
        // Same instant: the translation changes, the samples do not.
        try g.move(to: Point(x: 0, y: -40), time: 0.25)
        #expect(g.translation == Point(x: 0, y: -40))
        #expect(g.velocity == Point(x: 0, y: -96))
    }

    @Test("Simulator: `pan move … +0` (reachable from the shell) makes no sample")
    func simulatorZeroInterval() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -10), after: 0.125))  // -80
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -30), after: 0.125))  // -160 → -96
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -40), after: 0))
        #expect(sim.clock == 0.25)
        #expect(sim.gesture.translation == Point(x: 0, y: -40))
        #expect(sim.gesture.velocity == Point(x: 0, y: -96))
    }

    @Test("velocity override at end, cleared by the next begin")
    func velocityOverride() throws {
        var g = PanGestureRecognizer()
        try g.begin(at: Point(x: 10, y: 10), time: 0)
        try g.move(to: Point(x: 0, y: 10), time: 0.25)
        try g.end(velocity: Point(x: 3, y: -4000))
        #expect(g.velocity == Point(x: 3, y: -4000))
        try g.begin(at: Point(x: 10, y: 10), time: 1)
        #expect(g.velocity == .zero)
    }

    @Test("samples are cleared when a new gesture begins", arguments: [true, false])
    func samplesClearedOnBegin(endedByCancel: Bool) throws {
        var g = PanGestureRecognizer()
        try g.begin(at: Point(x: 10, y: 10), time: 0)
        try g.move(to: Point(x: 0, y: -100), time: 0.125)
        try g.move(to: Point(x: 0, y: -300), time: 0.25)
        if endedByCancel { try g.cancel() } else { try g.end() }
        try g.begin(at: Point(x: 50, y: 60), time: 2)
        #expect(g.velocity == .zero)
        #expect(g.translation == .zero)
        #expect(g.location == Point(x: 50, y: 60))
        // The first sample of the new gesture is alone: no blend with the old ones.
        try g.move(to: Point(x: 0, y: 10), time: 2.125)
        #expect(g.velocity == Point(x: 0, y: 80))
    }

    @Test("translation is cumulative since began; location = start + translation")
    func cumulativeTranslation() throws {
        var g = PanGestureRecognizer()
        #expect(g.location == nil)
        try g.begin(at: Point(x: 105, y: 405), time: 0)
        #expect(g.translation == .zero)
        #expect(g.location == Point(x: 105, y: 405))
        try g.move(to: Point(x: 5, y: -10), time: 0.125)
        try g.move(to: Point(x: 7, y: -30), time: 0.25)
        try g.move(to: Point(x: -2, y: -25), time: 0.375)
        #expect(g.translation == Point(x: -2, y: -25))
        #expect(g.location == Point(x: 103, y: 380))
        #expect(g.lastSampleTime == 0.375)
    }

    enum Op: String, Sendable, CaseIterable { case begin, move, end, cancel }

    static func apply(_ op: Op, to g: inout PanGestureRecognizer, time: Double) throws(PanGestureRecognizer.Misuse) {
        switch op {
        case .begin: try g.begin(at: Point(x: 1, y: 1), time: time)
        case .move: try g.move(to: Point(x: 0, y: -time), time: time)
        case .end: try g.end()
        case .cancel: try g.cancel()
        }
    }

    @Test("states: possible → began → changed* → ended | cancelled", arguments: [
        ([Op.begin], [PanGestureRecognizer.State.began]),
        ([.begin, .move], [.began, .changed]),
        ([.begin, .move, .move, .end], [.began, .changed, .changed, .ended]),
        ([.begin, .end], [.began, .ended]),
        ([.begin, .move, .cancel], [.began, .changed, .cancelled]),
        ([.begin, .cancel, .begin, .move], [.began, .cancelled, .began, .changed]),
        ([.begin, .end, .begin], [.began, .ended, .began]),
    ])
    func states(ops: [Op], states: [PanGestureRecognizer.State]) throws {
        var g = PanGestureRecognizer()
        #expect(g.state == .possible)
        #expect(!g.isTracking)
        for (i, (op, state)) in zip(ops, states).enumerated() {
            try Self.apply(op, to: &g, time: Double(i + 1) / 8)
            #expect(g.state == state)
            #expect(g.isTracking == (state == .began || state == .changed))
        }
    }

    @Test("misuse throws and leaves the recognizer unchanged", arguments: [
        // what happened before, the misuse, the error
        ([Op](), Op.move, PanGestureRecognizer.Misuse.notTracking(.possible)),
        ([], .end, .notTracking(.possible)),
        ([], .cancel, .notTracking(.possible)),
        ([.begin], .begin, .alreadyTracking),
        ([.begin, .move], .begin, .alreadyTracking),
        ([.begin, .end], .move, .notTracking(.ended)),
        ([.begin, .end], .end, .notTracking(.ended)),
        ([.begin, .end], .cancel, .notTracking(.ended)),
        ([.begin, .cancel], .move, .notTracking(.cancelled)),
        ([.begin, .cancel], .end, .notTracking(.cancelled)),
        ([.begin, .move, .cancel], .cancel, .notTracking(.cancelled)),
    ])
    func misuse(before: [Op], op: Op, error: PanGestureRecognizer.Misuse) throws {
        var g = PanGestureRecognizer()
        for (i, o) in before.enumerated() { try Self.apply(o, to: &g, time: Double(i + 1) / 8) }
        let snapshot = g
        #expect(throws: error) { try Self.apply(op, to: &g, time: 5) }
        #expect(g == snapshot)
    }

    // MARK: - Through the Simulator

    @Test("pan move samples one frame at the set fps, or the given interval", arguments: [
        (60, nil, Point(x: 0, y: -600)),
        (120, nil, Point(x: 0, y: -1200)),
        (60, 0.125, Point(x: 0, y: -80)),
        (120, 0.5, Point(x: 0, y: -20)),
        (60, 0.0005, Point.zero),  // Δt < 1 ms
    ] as [(Int, Double?, Point)])
    func simulatorVelocity(fps: Int, interval: Double?, expected: Point) throws {
        var sim = DeeperFixture.simulator { $0.fps = FrameRate(rawValue: fps)! }
        _ = try sim.apply(.panBegin(at: nil))
        #expect(sim.gesture.location == DeeperFixture.defaultPanLocation)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -10), after: interval))
        #expect(isClose(sim.gesture.velocity, expected, 1e-6))
        #expect(sim.gesture.translation == Point(x: 0, y: -10))
    }

    @Test("Simulator: velocity is the blend of the last two moves, kept at end")
    func simulatorBlendAtEnd() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: Point(x: 200, y: 700)))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -60), after: 0.25))  // -240
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -100), after: 0.125))  // -320
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -160), after: 0.125))  // -480
        let expected = Point(x: 0, y: 0.2 * -480 + 0.8 * -320)
        #expect(isClose(sim.gesture.velocity, expected, 1e-9))
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(isClose(sim.gesture.velocity, expected, 1e-9))
        #expect(sim.gesture.location == Point(x: 200, y: 540))
    }
}
