import Testing

@testable import PantographEngine

/// A move owes the transition's layout instead of doing it (`Simulator.window`): the
/// window must read, compare and go on exactly as if every move had laid it out.
/// Each script runs twice, one copy laid out after every input and one left to
/// settle its layout when it is read or written; they must agree at every step.
@Suite struct OwedLayoutTests {
    static let gestures: [(String, @Sendable (inout Settings) -> Void, [Input])] = [
        ("a pan that finishes", { _ in },
         [.panBegin(at: nil)] + (1...12).map { .panMove(to: Point(x: 0, y: Double(-25 * $0)), after: nil) }
            + [.panEnd(velocity: nil), .settle]),
        ("a pan that cancels, manual clock", { $0.clock = .manual },
         [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -30), after: nil), .panMove(to: Point(x: 0, y: -10), after: 0.1),
          .panEnd(velocity: Point(x: 0, y: 900)), .advance(seconds: 0.05), .advance(seconds: 1)]),
        ("a re-grabbed finish, interruptible", { $0.clock = .manual; $0.interruptible = true },
         [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -200), after: nil), .panEnd(velocity: nil),
          .advance(seconds: 0.02), .panBegin(at: nil), .panMove(to: Point(x: 0, y: 40), after: nil),
          .panMove(to: Point(x: 0, y: 80), after: nil), .panCancel, .settle]),
        ("update, pause, finish by hand", { $0.clock = .manual; $0.interruptible = true },
         [.startInteractive(.present), .update(0.3), .update(0.6), .finish, .advance(seconds: 0.01), .pause,
          .update(0.2), .cancel, .settle]),
        ("scrub changed while interactive", { _ in },
         [.startInteractive(.present), .update(0.4)]),
        ("touch through the slop", { _ in },
         [.touchDown(at: Point(x: 105, y: 405)), .touchMove(to: Point(x: 105, y: 390), after: nil),
          .touchMove(to: Point(x: 105, y: 300), after: nil), .touchMove(to: Point(x: 105, y: 200), after: nil), .touchUp, .settle]),
        ("a move, then present on top", { $0.clock = .manual },
         [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -60), after: nil), .present, .panEnd(velocity: nil), .settle]),
    ]

    @Test(arguments: BuiltInScenes.all.map(\.name))
    func everyStepReadsAsIfLaidOut(scene: String) throws {
        let scene = try #require(BuiltInScenes.named(scene))
        for (name, configure, inputs) in Self.gestures {
            var settings = scene.defaults
            configure(&settings)
            var owing = try Simulator(scene: scene, settings: settings)
            var eager = owing
            for (step, input) in inputs.enumerated() {
                let a = Result { () throws(EngineError) in try owing.apply(input) }
                let b = Result { () throws(EngineError) in try eager.apply(input) }
                eager.layOutWindow()
                let where_ = "\(scene): \(name), step \(step) (\(input))"
                #expect(a.map(\.events) == b.map(\.events) && a.map(\.warnings) == b.map(\.warnings), "\(where_)")
                #expect(owing.window == eager.window, "\(where_)")
                #expect(owing.visibleViews == eager.visibleViews, "\(where_)")
                #expect(owing == eager, "\(where_): equal whether or not the layout is owed")
                #expect(owing.hashValue == eager.hashValue, "\(where_)")
            }
            if name == "scrub changed while interactive" {
                var linear = settings
                linear.scrub = settings.scrub == .linear ? .time : .linear
                let a = Result { () throws(EngineError) in try owing.apply(.changeSettings(linear)) }
                let b = Result { () throws(EngineError) in try eager.apply(.changeSettings(linear)) }
                #expect((try? a.get()) == (try? b.get()))
                #expect(owing.window == eager.window, "\(scene): a new scrub lays the window out again")
            }
        }
    }

    /// The layout is owed, not lost: a move changes what `window` reads at once,
    /// and `layOutWindow` settles it in place without changing what it reads.
    @Test func aMoveShowsAtOnceAndSettlesInPlace() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        let before = sim.window
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -120), after: nil))
        #expect(sim.window != before, "the move shows without anyone laying out")
        #expect(sim.owesTransitionLayout)
        let shown = sim.window
        sim.layOutWindow()
        #expect(!sim.owesTransitionLayout && sim.laidOut == shown && sim.window == shown)
    }
}
