import Testing
@testable import PantographShell
@testable import PantographEngine

/// A spring in any dialect as a track's timing: the same motion as the `spring`
/// command's physical spring, on its target at the window's end, printed back in the
/// form it was read in, and refused at the column of a bad value.
struct SceneSpringTests {
    /// A panel whose frame's y is 100 × the track's progress, over a 2 s presentation.
    static func scene(_ timing: String, window: String = "") -> String {
        """
        scene springy
        set duration 2
        view main frame screen
        view panel frame 0,0,100,100
        controller main view main
        controller panel view panel
        window main
        present main panel style custom
        animate present duration duration
        setup insert panel
        track panel frame from 0,0,100,100 to 0,100,100,100\(window) timing \(timing)
        animate dismiss duration duration
        track panel frame to 0,0,100,100
        gesture present pan direction 0,-1 distance 400 start 50,50
        """
    }

    /// The physical spring `spring` prints for a command line.
    static func commandSpring(_ line: String) throws -> PhysicalSpring {
        let commands = try Lexer.commands(in: Array(line.utf8))
        guard case .spring(let query) = try Parser.parse(commands[0]) else {
            Issue.record("not a spring: \(line)")
            return PhysicalSpring(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0)
        }
        switch query {
        case .physical(let m, let k, let c, let v): return PhysicalSpring(mass: m, stiffness: k, damping: c, initialVelocity: v)
        case .dialect(let dialect, let v): return dialect.physical(velocity: v)
        case .uikit, .versus:
            Issue.record("not a physical spring: \(line)")
            return PhysicalSpring(mass: 1, stiffness: 1, damping: 1, initialVelocity: 0)
        }
    }

    static func panelY(_ sim: Simulator) throws -> Double {
        try #require(sim.visibleViews.first { $0.name == "panel" }).frame.y
    }

    static let dialects: [(timing: String, command: String)] = [
        ("spring(mass=2,stiffness=300,damping=20,velocity=1)", "spring mass 2 stiffness 300 damping 20 velocity 1"),
        ("spring(stiffness=170,damping=26)", "spring stiffness 170 damping 26"),
        ("spring(stiffness=STIFFNESS_LOW,damping-ratio=DAMPING_RATIO_MEDIUM_BOUNCY)",
         "spring stiffness STIFFNESS_LOW damping-ratio DAMPING_RATIO_MEDIUM_BOUNCY"),
        ("spring(response=0.4,damping-fraction=0.8)", "spring response 0.4 damping-fraction 0.8"),
        ("spring(duration=500ms,bounce=0.3,velocity=-2)", "spring duration 500ms bounce 0.3 velocity -2"),
        ("spring(tension=40,friction=7)", "spring tension 40 friction 7"),
        ("spring(bounciness=8,speed=12)", "spring bounciness 8 speed 12"),
    ]

    /// Each dialect moves the panel as the command's spring's closed form says, in
    /// real seconds, and the panel is exactly on its target at the window's end.
    @Test(arguments: dialects)
    func aDialectMovesAsTheCommandsSpring(_ timing: String, _ command: String) throws {
        let spring = try Self.commandSpring(command)
        let scene = try SceneParser.parse(Self.scene(timing))
        var settings = scene.defaults
        settings.clock = .manual
        var sim = try Simulator(scene: scene, settings: settings)
        _ = try sim.apply(.present)
        var elapsed = 0.0
        for step in [0.05, 0.1, 0.1, 0.25, 0.5, 0.5, 0.3] {
            _ = try sim.apply(.advance(seconds: step))
            elapsed += step
            let expected = 100 * spring.displacement(atTime: elapsed)
            #expect(abs(try Self.panelY(sim) - expected) <= 1e-9, "\(timing) at \(elapsed) s")
        }
        _ = try sim.apply(.settle)
        #expect(try Self.panelY(sim) == 100)
    }

    /// A spring that has not settled when its window ends is put on its target there,
    /// as UIKit's duration spring is at its D: close to the end it is where the spring
    /// is, at the end on the target.
    @Test func anUnsettledSpringEndsOnItsTargetAtTheWindowsEnd() throws {
        let scene = try SceneParser.parse(Self.scene("spring(stiffness=2,damping=1)", window: " duration 0.5"))
        let spring = PhysicalSpring(mass: 1, stiffness: 2, damping: 1, initialVelocity: 0)
        #expect(spring.settlingDuration > 10)
        var settings = scene.defaults
        settings.clock = .manual
        var sim = try Simulator(scene: scene, settings: settings)
        _ = try sim.apply(.present)
        _ = try sim.apply(.advance(seconds: 0.25))
        _ = try sim.apply(.advance(seconds: 0.24))
        let near = try Self.panelY(sim)
        #expect(abs(near - 100 * spring.displacement(atTime: 0.49)) <= 1e-9)
        #expect(near < 50)
        _ = try sim.apply(.advance(seconds: 0.01))
        #expect(try Self.panelY(sim) == 100)
        _ = try sim.apply(.advance(seconds: 1))
        #expect(try Self.panelY(sim) == 100)
    }

    /// What was read prints back in its own form, and reads back to the same value.
    @Test(arguments: [
        ("spring(mass=2,stiffness=300,damping=20,velocity=1)", "spring(mass=2,stiffness=300,damping=20,velocity=1)"),
        ("spring(damping=26,stiffness=170)", "spring(stiffness=170,damping=26)"),
        ("spring(stiffness=1500,damping-ratio=0.5,velocity=0)", "spring(stiffness=1500,damping-ratio=0.5)"),
        ("spring(response=400ms,damping-fraction=80%)", "spring(response=0.4,damping-fraction=0.8)"),
        ("spring(duration=0.5,bounce=0.3,velocity=-2)", "spring(duration=0.5,bounce=0.3,velocity=-2)"),
        ("spring(tension=40,friction=7)", "spring(tension=40,friction=7)"),
        ("spring(velocity=3,bounciness=8,speed=12)", "spring(bounciness=8,speed=12,velocity=3)"),
        ("spring(stiffness=STIFFNESS_LOW,damping-ratio=DAMPING_RATIO_HIGH_BOUNCY)",
         "spring(stiffness=200,damping-ratio=DAMPING_RATIO_HIGH_BOUNCY)"),
        ("spring(stiffness=STIFFNESS_LOW,damping-ratio=DAMPING_RATIO_HIGH_BOUNCY,velocity=1)",
         "spring(stiffness=200,damping-ratio=DAMPING_RATIO_HIGH_BOUNCY,velocity=1)"),
        ("spring(stiffness=200,damping-ratio=0.2)", "spring(stiffness=200,damping-ratio=0.2)"),
        ("spring(0.5,1)", "spring(0.5,1)"),
    ])
    func aDialectPrintsBackInItsForm(_ written: String, _ printed: String) throws {
        let scene = try SceneParser.parse(Self.scene(written))
        let text = ScenePrinter.print(scene)
        #expect(text.contains("timing \(printed)\n"), "\(text)")
        #expect(try SceneParser.parse(text) == scene)
    }

    @Test func eachFormIsTheDialectItNames() throws {
        func timing(_ text: String) throws -> TimingDecl {
            try SceneParser.parse(Self.scene(text)).presentations[0].animator?.present.tracks[0].timing
                ?? .curve(.linear)
        }
        #expect(try timing("spring(stiffness=170,damping=26)")
            == .physicalSpring(.physical(mass: nil, stiffness: 170, damping: 26), initialVelocity: 0))
        #expect(try timing("spring(mass=1,stiffness=170,damping=26)")
            == .physicalSpring(.physical(mass: 1, stiffness: 170, damping: 26), initialVelocity: 0))
        #expect(try timing("spring(response=0.4,damping-fraction=0.8,velocity=2)")
            == .physicalSpring(.dialect(.swiftUIResponse(response: 0.4, dampingFraction: 0.8)), initialVelocity: 2))
        #expect(try timing("spring(stiffness=STIFFNESS_LOW,damping-ratio=DAMPING_RATIO_HIGH_BOUNCY)")
            == .physicalSpring(.dialect(.android(stiffness: 200, dampingRatio: Double(Float(0.2)))), initialVelocity: 0))
        #expect(try timing("spring(1,0.5)") == .spring(dampingRatio: 1, initialVelocity: 0.5))
    }

    /// Errors name the line and the column of the part they are about. The track is
    /// on line 11, and `spring(` opens at column 60.
    @Test(arguments: [
        ("spring(response=0.001,damping-fraction=0.8)", 76, "response R must be within 0.01…100 s, got 0.001"),
        ("spring(response=0.4,damping-fraction=0)", 97, "damping fraction Z must be within 0.001…100, got 0"),
        ("spring(stiffness=170,damping=26,velocity=2000)", 101,
         "velocity V must be within -1000…1000, got 2000"),
        ("spring(mass=0,stiffness=170,damping=26)", 72, "mass M must be within 0.01…100, got 0"),
        ("spring(duration=0.5,bounce=1)", 87, "bounce B must be ≥ 0 and < 1 (a negative, overdamped bounce has no documented spring), got 1"),
        ("spring(tension=40,friction=-1)", 87, "friction F must be within -0.33…3000, got -1"),
        ("spring(bounciness=50,speed=12)", 78, "bounciness B must be within 0…40, got 50"),
        ("spring(stifness=170,damping=26)", 67,
         "unknown spring keyword 'stifness'; expected one of mass, stiffness, damping, damping-ratio, response, "
            + "damping-fraction, duration, bounce, tension, friction, bounciness, speed, velocity; did you mean 'stiffness'?"),
        ("spring(stiffness=STIFNESS_LOW,damping-ratio=0.5)", 77,
         "unknown constant 'STIFNESS_LOW'; did you mean 'STIFFNESS_LOW'?"),
        ("spring(stiffness=170,stiffness=26)", 81, "stiffness is given twice in 'spring(stiffness=170,stiffness=26)'"),
        ("spring(stiffness=170,26)", 81, "expected KEY=VALUE in 'spring(stiffness=170,26)', got '26'"),
    ])
    func aBadSpringIsRefusedAtItsColumn(_ timing: String, _ column: Int, _ message: String) throws {
        let text = Self.scene(timing)
        do {
            _ = try SceneParser.parse(text)
            Issue.record("\(timing) was read")
        } catch {
            #expect(error.problems == [SceneProblem(line: 11, column: column, message: message)])
        }
    }

    /// Each range's ends are accepted and the numbers just past them refused.
    @Test(arguments: [
        ("spring(response=0.01,damping-fraction=0.001,velocity=1000)", true),
        ("spring(response=0.0099,damping-fraction=0.8)", false),
        ("spring(response=100,damping-fraction=100,velocity=-1000)", true),
        ("spring(response=0.4,damping-fraction=0.0009)", false),
        ("spring(response=0.4,damping-fraction=0.8,velocity=-1000.1)", false),
        ("spring(mass=0.01,stiffness=0.01,damping=0.01)", true),
        ("spring(mass=100,stiffness=10000,damping=10000)", true),
        ("spring(mass=100.1,stiffness=100,damping=10)", false),
        ("spring(stiffness=10000.1,damping=10)", false),
        ("spring(duration=0.5,bounce=0)", true),
        ("spring(duration=0.5,bounce=0.999)", true),
        ("spring(duration=0.5,bounce=-0.001)", false),
        ("spring(tension=-23.5,friction=-0.33)", true),
        ("spring(tension=-23.6,friction=7)", false),
        ("spring(bounciness=0,speed=300)", true),
        ("spring(bounciness=40,speed=0)", true),
        ("spring(bounciness=8,speed=300.1)", false),
    ])
    func aRangesEndsAreAccepted(_ timing: String, _ accepted: Bool) {
        let result = Result { () throws(SceneLoadError) in try SceneParser.parse(Self.scene(timing)) }
        if case .success = result { #expect(accepted, "\(timing)") } else { #expect(!accepted, "\(timing)") }
    }

    @Test func aFormThatIsNoDialectListsTheForms() throws {
        do {
            _ = try SceneParser.parse(Self.scene("spring(stiffness=170,friction=7)"))
            Issue.record("read")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.column == 60)
            #expect(error.problems.first?.message == "expected a spring as " + SceneSprings.formsText
                    + " (each with velocity=V if it moves at the start), got 'spring(stiffness=170,friction=7)'")
        }
    }

    /// A scene written with dialect springs loads into the session, is driven by a pan
    /// that scrubs it, and presents.
    @Test func aSceneOfDialectSpringsLoadsScrubsAndPresents() throws {
        let text = Self.scene("spring(response=0.4,damping-fraction=0.8)")
            .replacing("animate dismiss", with: "track main alpha to 0.5 timing spring(tension=40,friction=7)\nanimate dismiss")
        let (session, _, _) = try SceneCommandTests.session(["springy.scene": text])
        #expect(!SceneCommandTests.run(session, "scene load springy.scene").failed)
        #expect(session.state.simulator.scene.name == "springy")
        for line in ["pan begin", "pan move 0,-100"] { #expect(!SceneCommandTests.run(session, line).failed) }
        // A quarter of 400 points is a quarter of the 2 s: 0.5 s into the spring.
        let spring = SpringDialect.swiftUIResponse(response: 0.4, dampingFraction: 0.8).physical(velocity: 0)
        let main = SpringDialect.tensionFriction(tension: 40, friction: 7).physical(velocity: 0)
        func view(_ name: String) throws -> ViewOnScreen {
            try #require(session.state.simulator.visibleViews.first { $0.name == name })
        }
        #expect(abs(try view("panel").frame.y - 100 * spring.displacement(atTime: 0.5)) <= 1e-9)
        #expect(abs(try view("main").alpha - (1 - 0.5 * main.displacement(atTime: 0.5))) <= 1e-9)
        // Back to a tenth of the way, then released past the scene's threshold, 50 %.
        #expect(!SceneCommandTests.run(session, "pan move 0,-40").failed)
        #expect(abs(try view("panel").frame.y - 100 * spring.displacement(atTime: 0.2)) <= 1e-9)
        for line in ["pan move 0,-300", "pan end", "settle"] { #expect(!SceneCommandTests.run(session, line).failed) }
        #expect(session.state.simulator.isPresented)
        #expect(try view("panel").frame == Rect(0, 100, 100, 100))
    }
}
