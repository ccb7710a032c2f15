import Testing

@testable import PantographEngine

/// docs/deeper.md: the views in the window back to front, their frames at the
/// ends of the animation, scrubbing by time or linearly, and failed inputs.
@Suite struct DeeperSceneTests {
    typealias F = DeeperFixture

    static func visible(_ sim: Simulator, _ name: String) -> Bool {
        sim.scene.contains(name) && !sim.scene.isEffectivelyHidden(name)
    }

    static func index(_ sim: Simulator, _ name: String) -> Int? {
        sim.scene.views.firstIndex { $0.name == name }
    }

    @Test("deeper's settings defaults (docs/deeper.md)")
    func defaults() {
        let s = Scenario.deeper.defaults
        #expect(s.screen == Size(width: 390, height: 844))
        #expect(s.safeAreaTop == 47 && s.safeAreaBottom == 34)
        #expect(s.fps == 60)
        #expect(s.clock == .auto)
        #expect(s.scrub == .time)
        #expect(s.completionSpeed == 1)
        #expect(s.completionCurve == .easeInOut)
        #expect(s.interruptible == false)
        #expect(s.policy == .threshold)
        #expect(s.threshold == 0.1)
        #expect(s.cap == 0.9)
        #expect(s.duration == 0.5)
        #expect(Scenarios.defaultName == "deeper")
        #expect(Scenario.deeper.presenter == "grid" && Scenario.deeper.presented == "detail")
        #expect(Scenario.deeper.style == .fullScreen)
        #expect(Scenario.deeper.defaultPanLocation(s) == Point(x: 105, y: 405))
        // The start point follows the cell's image when the screen changes.
        var small = s
        small.screen = Size(width: 100, height: 100)
        #expect(Scenario.deeper.defaultPanLocation(small) == Point(x: 32.5, y: 33))
        if case .spring(let spring) = Scenario.deeper.plan(.present, s).timing {
            #expect(spring.duration == 0.5 && spring.dampingRatio == 1 && spring.initialVelocity == 0.5)
        } else {
            Issue.record("deeper's present is not a spring")
        }
    }

    // MARK: - At rest and at the ends

    @Test("at rest: grid, image, title with docs/deeper.md's frames")
    func atRest() {
        let sim = F.simulator()
        #expect(F.names(sim) == ["grid", "image", "title"])
        #expect(sim.scene["grid"]?.frame == F.screen)
        #expect(sim.scene["image"]?.frame == F.cellImage)
        #expect(sim.scene["image"]?.cornerRadius == 12)
        #expect(sim.scene["title"]?.frame == F.cellTitle)
        for v in sim.scene.views {
            #expect(!v.isHidden && v.alpha == 1 && !v.isPhantom && v.scale == 1)
        }
        #expect(sim.transition == nil)
        #expect(!sim.isPresented)
    }

    @Test("presented at rest: detail, header, headline")
    func presentedAtRest() {
        let sim = F.presented()
        Self.expectDetailOnly(sim)
    }

    static func expectDetailOnly(_ sim: Simulator, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(F.names(sim) == ["detail", "header", "headline"], sourceLocation: sourceLocation)
        #expect(sim.scene["detail"]?.frame == F.screen, sourceLocation: sourceLocation)
        #expect(sim.scene["header"]?.frame == F.header, sourceLocation: sourceLocation)
        #expect(sim.scene["headline"]?.frame == F.headline, sourceLocation: sourceLocation)
        for v in sim.scene.views {
            #expect(!v.isHidden && v.alpha == 1 && !v.isPhantom, "\(v.name)", sourceLocation: sourceLocation)
        }
    }

    static func expectGridOnly(_ sim: Simulator, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(F.names(sim) == ["grid", "image", "title"], sourceLocation: sourceLocation)
        #expect(sim.scene["grid"]?.frame == F.screen, sourceLocation: sourceLocation)
        #expect(sim.scene["image"]?.frame == F.cellImage, sourceLocation: sourceLocation)
        #expect(sim.scene["image"]?.cornerRadius == 12, sourceLocation: sourceLocation)
        #expect(sim.scene["title"]?.frame == F.cellTitle, sourceLocation: sourceLocation)
        for v in sim.scene.views {
            #expect(!v.isHidden && v.alpha == 1 && !v.isPhantom, "\(v.name)", sourceLocation: sourceLocation)
        }
    }

    @Test("interactive present in flight: phantoms, fade below detail, cell and detail hidden",
          arguments: [0.0, 0.3, 0.9])
    func presentInFlight(percent: Double) throws {
        var sim = F.simulator()
        _ = try sim.panBegin()
        _ = try sim.panMove(to: F.translation(progress: percent, .present))
        let names = F.names(sim)
        #expect(Array(names.prefix(3)) == ["grid", "image", "title"])
        #expect(Set(names) == ["grid", "image", "title", "fade", "detail", "header", "headline", "image~", "title~"])
        #expect(names.count == 9)
        let fade = try #require(Self.index(sim, "fade"))
        let detail = try #require(Self.index(sim, "detail"))
        #expect(fade == detail - 1)  // inserted below detail
        #expect(try #require(Self.index(sim, "image~")) > fade)
        #expect(try #require(Self.index(sim, "title~")) > fade)
        #expect(try #require(Self.index(sim, "header")) > detail)
        #expect(try #require(Self.index(sim, "headline")) > detail)
        #expect(sim.scene["image~"]?.isPhantom == true)
        #expect(sim.scene["title~"]?.isPhantom == true)
        #expect(sim.scene["image"]?.isHidden == true)
        #expect(sim.scene["title"]?.isHidden == true)
        #expect(sim.scene["detail"]?.isHidden == true)
        #expect(!Self.visible(sim, "header") && !Self.visible(sim, "headline"))
        #expect(Self.visible(sim, "grid") && Self.visible(sim, "fade"))
        #expect(Self.visible(sim, "image~") && Self.visible(sim, "title~"))
        #expect(sim.scene["fade"]?.frame == F.screen)
        #expect(sim.scene.views.filter(\.isPhantom).map(\.name).sorted() == ["image~", "title~"])
    }

    @Test("interactive dismiss in flight: phantoms above the fade above the grid; cell and detail hidden")
    func dismissInFlight() throws {
        var sim = F.presented()
        _ = try sim.panBegin()
        _ = try sim.panMove(to: F.translation(progress: 0.4, .dismiss))
        let names = F.names(sim)
        #expect(Set(names) == ["grid", "image", "title", "fade", "detail", "header", "headline", "image~", "title~"])
        #expect(names.count == 9)
        let fade = try #require(Self.index(sim, "fade"))
        #expect(try #require(Self.index(sim, "grid")) < fade)
        #expect(try #require(Self.index(sim, "image~")) > fade)
        #expect(try #require(Self.index(sim, "title~")) > fade)
        #expect(sim.scene["image"]?.isHidden == true)
        #expect(sim.scene["title"]?.isHidden == true)
        #expect(!Self.visible(sim, "detail"))
        #expect(Self.visible(sim, "image~") && Self.visible(sim, "title~") && Self.visible(sim, "fade"))
    }

    @Test("the end of a present, completed or cancelled", arguments: [
        (-422.0, true), (-844, true), (-40, false), (0, false),
    ])
    func presentEnd(ty: Double, completed: Bool) throws {
        var sim = F.simulator()
        _ = try sim.panBegin()
        _ = try sim.panMove(to: Point(x: 0, y: ty))
        _ = try sim.panEnd()
        if completed { Self.expectDetailOnly(sim) } else { Self.expectGridOnly(sim) }
    }

    @Test("the end of a dismiss, completed or cancelled", arguments: [
        (422.0, true), (844, true), (40, false), (-100, false),
    ])
    func dismissEnd(ty: Double, completed: Bool) throws {
        var sim = F.presented()
        _ = try sim.panBegin()
        _ = try sim.panMove(to: Point(x: 0, y: ty))
        _ = try sim.panEnd()
        if completed { Self.expectGridOnly(sim) } else { Self.expectDetailOnly(sim) }
    }

    @Test("non-interactive present and dismiss leave the same scenes")
    func programmaticEnds() {
        var sim = F.simulator()
        _ = sim.present()
        Self.expectDetailOnly(sim)
        _ = sim.dismiss()
        Self.expectGridOnly(sim)
    }

    // MARK: - Frames at percent 0 and 1

    struct Ends: Sendable {
        var image: Rect, imageRadius: Double, title: Rect, fade: Double
    }

    static let presentStart = Ends(image: F.cellImage, imageRadius: 12, title: F.cellTitle, fade: 0)
    static let presentEnd = Ends(image: F.header, imageRadius: 0, title: F.headline, fade: 1)

    @Test("frames at percent 0 and 1 are exactly docs/deeper.md's", arguments:
          [Transition.Operation.present, .dismiss], [Settings.ScrubMode.time, .linear])
    func exactEnds(op: Transition.Operation, scrub: Settings.ScrubMode) throws {
        var sim = op == .present ? F.simulator { $0.scrub = scrub } : F.presented { $0.scrub = scrub }
        _ = try sim.panBegin()
        let (at0, at1) = op == .present ? (Self.presentStart, Self.presentEnd) : (Self.presentEnd, Self.presentStart)
        for (percent, ends) in [(0.0, at0), (1.0, at1), (0.0, at0)] {
            _ = try sim.panMove(to: F.translation(progress: 0.3, op))  // somewhere else first
            _ = sim.update(percent)
            #expect(sim.transition?.percent == percent)
            #expect(sim.scene["image~"]?.frame == ends.image, "\(op) at \(percent)")
            #expect(sim.scene["image~"]?.cornerRadius == ends.imageRadius)
            #expect(sim.scene["title~"]?.frame == ends.title)
            #expect(sim.scene["fade"]?.alpha == ends.fade)
            #expect(sim.scene["fade"]?.frame == F.screen)
        }
    }

    @Test("a completion lands exactly on percent 1 or 0", arguments: [true, false], [60, 120])
    func completionLandsExactly(finishing: Bool, fps: Int) throws {
        var sim = F.simulator { $0.clock = .manual; $0.fps = fps }
        _ = try sim.panBegin()
        _ = try sim.panMove(to: Point(x: 0, y: -300.7))
        _ = finishing ? sim.finish() : sim.cancel()
        var lastPercent = try #require(sim.transition?.percent)
        var frames = 0
        while sim.isAnimating {
            _ = sim.advance(by: 1.0 / Double(fps))
            let p = try #require(sim.transition?.percent)
            // monotonic for easeInOut
            #expect(finishing ? p >= lastPercent : p <= lastPercent)
            lastPercent = p
            frames += 1
            if frames > 1000 { break }
        }
        #expect(sim.transition?.percent == (finishing ? 1 : 0))
        #expect(sim.transition?.phase == (finishing ? .completed : .cancelled))
    }

    // MARK: - scrub time vs scrub linear

    @Test("scrub time: percent is a fraction of time, the spring shows its own curve; linear: exactly the percent",
          arguments: [0.1, 0.25, 0.5, 0.75, 0.9], [Settings.ScrubMode.time, .linear])
    func scrub(percent: Double, scrub: Settings.ScrubMode) throws {
        var sim = F.simulator { $0.scrub = scrub; $0.cap = 1 }
        _ = try sim.panBegin()
        _ = try sim.panMove(to: F.translation(progress: percent, .present))
        let percent = try #require(sim.transition?.percent)
        let f = scrub == .linear ? percent : ReferenceTiming.deeperSpring(at: percent * 0.5)
        if scrub == .time { #expect(f > percent) }  // the spring is ahead of time
        #expect(isClose(sim.scene["image~"]?.frame, lerpRect(F.cellImage, F.header, f), 1e-6))
        #expect(isClose(sim.scene["title~"]?.frame, lerpRect(F.cellTitle, F.headline, f), 1e-6))
        #expect(isClose(try #require(sim.scene["image~"]?.cornerRadius), 12 * (1 - f), 1e-6))
        #expect(isClose(try #require(sim.scene["fade"]?.alpha), f, 1e-6))
    }

    @Test("at 50 %: the spring shows 94.5 % of its movement under time, exactly half under linear")
    func scrubHalf() throws {
        // Spring(0.5, 1, 0.5) at 0.25 s: ω₀ = 18.41184584, x = 0.94509926.
        #expect(isClose(ReferenceTiming.criticalOmega0(duration: 0.5, velocity: 0.5), 18.411845843, 1e-8))
        #expect(isClose(ReferenceTiming.deeperSpring(at: 0.25), 0.9450992586, 1e-9))
        var time = F.simulator()
        var linear = F.simulator { $0.scrub = .linear }
        for i in [0, 1] {
            _ = try (i == 0 ? time.panBegin() : linear.panBegin())
            _ = try (i == 0 ? time.panMove(to: Point(x: 0, y: -422)) : linear.panMove(to: Point(x: 0, y: -422)))
        }
        #expect(linear.scene["image~"]?.frame == Rect(10, 160, 280, 280))
        #expect(linear.scene["title~"]?.frame == Rect(20, 452, 260, 27))
        #expect(linear.scene["fade"]?.alpha == 0.5)
        let y = try #require(time.scene["image~"]?.frame.y)
        #expect(isClose(y, 320 * (1 - 0.9450992586), 1e-6))
    }

    @Test("a non-interactive present follows the spring in time, whatever the scrub",
          arguments: [Settings.ScrubMode.time, .linear])
    func programmaticFollowsSpring(scrub: Settings.ScrubMode) {
        var sim = F.simulator { $0.clock = .manual; $0.scrub = scrub }
        _ = sim.present()
        #expect(sim.transition?.phase == .animating)
        for t in [0.05, 0.125, 0.25, 0.4] {
            var copy = sim
            _ = copy.advance(by: t)
            let f = ReferenceTiming.deeperSpring(at: t)
            #expect(isClose(copy.transition?.percent ?? -1, t / 0.5, 1e-12))
            #expect(isClose(copy.scene["image~"]?.frame, lerpRect(F.cellImage, F.header, f), 1e-6), "t \(t)")
        }
    }

    // MARK: - Failed inputs leave everything as it was

    enum Setup: String, Sendable, CaseIterable { case fresh, tracking, ended, finishingManual, presented }

    enum Input: String, Sendable, CaseIterable {
        case moveBeforeBegin, endBeforeBegin, cancelBeforeBegin, beginTwice
        case beginLeft, beginRight, beginAbove, beginBelow, beginFarAway
        case screenDuringFlight
    }

    static func make(_ setup: Setup) throws -> Simulator {
        switch setup {
        case .fresh:
            return F.simulator()
        case .tracking:
            var sim = F.simulator()
            _ = try sim.panBegin()
            _ = try sim.panMove(to: Point(x: 3, y: -200))
            return sim
        case .ended:
            var sim = F.simulator()
            _ = try sim.panBegin()
            _ = try sim.panMove(to: Point(x: 3, y: -200))
            _ = try sim.panEnd()
            return sim
        case .finishingManual:
            var sim = F.simulator { $0.clock = .manual }
            _ = try sim.panBegin()
            _ = try sim.panMove(to: Point(x: 3, y: -200))
            _ = try sim.panEnd()
            return sim
        case .presented:
            return F.presented()
        }
    }

    /// Whether the input must fail in that setup (per docs/cli.md and docs/uikit.md, "The pan recognizer").
    static func mustFail(_ input: Input, _ setup: Setup) -> Bool {
        let tracking = setup == .tracking
        switch input {
        case .moveBeforeBegin, .endBeforeBegin, .cancelBeforeBegin: return !tracking
        case .beginTwice: return tracking
        case .beginLeft, .beginRight, .beginAbove, .beginBelow, .beginFarAway: return true
        case .screenDuringFlight: return setup == .tracking || setup == .finishingManual
        }
    }

    static func apply(_ input: Input, _ sim: inout Simulator) throws(SimulationError) {
        switch input {
        case .moveBeforeBegin: _ = try sim.panMove(to: Point(x: 0, y: -10))
        case .endBeforeBegin: _ = try sim.panEnd()
        case .cancelBeforeBegin: _ = try sim.panCancel()
        case .beginTwice: _ = try sim.panBegin()
        case .beginLeft: _ = try sim.panBegin(at: Point(x: -1, y: 400))
        case .beginRight: _ = try sim.panBegin(at: Point(x: 390, y: 400))
        case .beginAbove: _ = try sim.panBegin(at: Point(x: 100, y: -0.5))
        case .beginBelow: _ = try sim.panBegin(at: Point(x: 100, y: 844))
        case .beginFarAway: _ = try sim.panBegin(at: Point(x: 1e6, y: -1e6))
        case .screenDuringFlight:
            var s = sim.settings
            s.screen = Size(width: 430, height: 932)
            try sim.changeSettings(s)
        }
    }

    @Test("a failed input throws and leaves the simulator unchanged", arguments: Setup.allCases, Input.allCases)
    func failedInputChangesNothing(setup: Setup, input: Input) throws {
        var sim = try Self.make(setup)
        guard Self.mustFail(input, setup) else { return }
        let before = SimulatorState(sim)
        #expect(throws: SimulationError.self) { try Self.apply(input, &sim) }
        #expect(SimulatorState(sim) == before)
    }

    @Test("ignored calls succeed with a warning and change nothing")
    func ignoredCallsChangeNothing() throws {
        // present while presented, dismiss while not, present during a transition in flight.
        var fresh = F.simulator()
        var before = SimulatorState(fresh)
        #expect(fresh.dismiss().warnings.count == 1)
        #expect(SimulatorState(fresh) == before)

        var presented = F.presented()
        before = SimulatorState(presented)
        #expect(presented.present().warnings.count == 1)
        #expect(SimulatorState(presented) == before)

        var flying = try Self.make(.finishingManual)
        before = SimulatorState(flying)
        #expect(flying.present().warnings.count == 1)
        #expect(flying.dismiss().warnings.count == 1)
        #expect(flying.update(0.5).warnings.count == 1)
        #expect(SimulatorState(flying) == before)
    }

    @Test("the screen setting lays the scene out again at rest")
    func screenAtRest() throws {
        var sim = F.presented()
        var s = sim.settings
        s.screen = Size(width: 430, height: 932)
        try sim.changeSettings(s)
        #expect(sim.scene["detail"]?.frame == Rect(0, 0, 430, 932))
        #expect(F.names(sim) == ["detail", "header", "headline"])
    }
}
