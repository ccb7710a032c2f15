import Testing

@testable import PantographEngine
import PantographTestSupport

/// docs/deeper.md: the views in the window back to front, their frames at the
/// ends of the animation, scrubbing by time or linearly, and failed inputs.
@Suite struct DeeperSceneTests {
    typealias F = DeeperFixture

    static func visible(_ sim: Simulator, _ name: String) -> Bool {
        F.isVisible(sim, name)
    }

    static func index(_ sim: Simulator, _ name: String) -> Int? {
        F.names(sim).firstIndex(of: name)
    }

    @Test("deeper's settings defaults (docs/deeper.md)")
    func defaults() throws {
        let s = Scene.deeper.defaults
        #expect(s.screen == Size(width: 390, height: 844))
        #expect(s.safeAreaTop == 47 && s.safeAreaBottom == 34)
        #expect(s.fps == .fps60)
        #expect(s.clock == .auto)
        #expect(s.scrub == .time)
        #expect(s.completionSpeed == 1)
        #expect(s.completionCurve == .easeInOut)
        #expect(s.interruptible == false)
        #expect(s.policy == .threshold)
        #expect(s.threshold == 0.1)
        #expect(s.cap == 0.9)
        #expect(s.duration == 0.5)
        #expect(BuiltInScenes.defaultName == "deeper")
        #expect(Scene.deeper.presentations.count == 1)
        let presentation = try #require(Scene.deeper.presentations.first)
        #expect(presentation.presenter == "grid" && presentation.presented == "detail")
        #expect(presentation.style == .fullScreen)
        let sim = F.simulator()
        #expect(sim.defaultPanLocation == Point(x: 105, y: 405))
        // The start point follows the cell's image when the screen changes.
        var small = s
        small.screen = Size(width: 100, height: 100)
        #expect(try Simulator(scene: .deeper, settings: small).defaultPanLocation == Point(x: 32.5, y: 33))
        let tracks = sim.model.presentations[0].operation(.present).plan.tracks
        #expect(!tracks.isEmpty)
        for track in tracks {
            if case .spring(let spring) = track.timing {
                #expect(spring.duration == 0.5 && spring.dampingRatio == 1 && spring.initialVelocity == 0.5)
            } else {
                Issue.record("deeper's present moves \(sim.model.names[track.view]) without a spring")
            }
        }
    }

    // MARK: - At rest and at the ends

    @Test("at rest: grid, image, title with docs/deeper.md's frames")
    func atRest() {
        let sim = F.simulator()
        #expect(F.names(sim) == ["grid", "image", "title"])
        #expect(F.view(sim, "grid")?.frame == F.screen)
        #expect(F.view(sim, "image")?.frame == F.cellImage)
        #expect(F.view(sim, "image")?.cornerRadius == 12)
        #expect(F.view(sim, "title")?.frame == F.cellTitle)
        // grid covers the screen from the origin: the frames in it are the window's.
        #expect(sim.visibleViews.map(\.frame) == [F.screen, F.cellImage, F.cellTitle])
        for v in sim.visibleViews {
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
        #expect(F.view(sim, "detail")?.frame == F.screen, sourceLocation: sourceLocation)
        #expect(F.view(sim, "header")?.frame == F.header, sourceLocation: sourceLocation)
        #expect(F.view(sim, "headline")?.frame == F.headline, sourceLocation: sourceLocation)
        #expect(sim.visibleViews.map(\.frame) == [F.screen, F.header, F.headline], sourceLocation: sourceLocation)
        for v in sim.visibleViews {
            #expect(!v.isHidden && v.alpha == 1 && !v.isPhantom, "\(v.name)", sourceLocation: sourceLocation)
        }
    }

    static func expectGridOnly(_ sim: Simulator, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(F.names(sim) == ["grid", "image", "title"], sourceLocation: sourceLocation)
        #expect(F.view(sim, "grid")?.frame == F.screen, sourceLocation: sourceLocation)
        #expect(F.view(sim, "image")?.frame == F.cellImage, sourceLocation: sourceLocation)
        #expect(F.view(sim, "image")?.cornerRadius == 12, sourceLocation: sourceLocation)
        #expect(F.view(sim, "title")?.frame == F.cellTitle, sourceLocation: sourceLocation)
        #expect(sim.visibleViews.map(\.frame) == [F.screen, F.cellImage, F.cellTitle], sourceLocation: sourceLocation)
        for v in sim.visibleViews {
            #expect(!v.isHidden && v.alpha == 1 && !v.isPhantom, "\(v.name)", sourceLocation: sourceLocation)
        }
    }

    @Test("interactive present in flight: phantoms, fade below detail, cell and detail hidden",
          arguments: [0.0, 0.3, 0.9])
    func presentInFlight(percent: Double) throws {
        var sim = F.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: F.translation(progress: percent, .present), after: nil))
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
        #expect(F.onScreen(sim, "image~")?.isPhantom == true)
        #expect(F.onScreen(sim, "title~")?.isPhantom == true)
        #expect(F.view(sim, "image")?.isHidden == true)
        #expect(F.view(sim, "title")?.isHidden == true)
        #expect(F.view(sim, "detail")?.isHidden == true)
        #expect(!Self.visible(sim, "header") && !Self.visible(sim, "headline"))
        #expect(Self.visible(sim, "grid") && Self.visible(sim, "fade"))
        #expect(Self.visible(sim, "image~") && Self.visible(sim, "title~"))
        #expect(F.view(sim, "fade")?.frame == F.screen)
        #expect(sim.visibleViews.filter(\.isPhantom).map(\.name).sorted() == ["image~", "title~"])
    }

    @Test("interactive dismiss in flight: phantoms above the fade above the grid; cell and detail hidden")
    func dismissInFlight() throws {
        var sim = F.presented()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: F.translation(progress: 0.4, .dismiss), after: nil))
        let names = F.names(sim)
        #expect(Set(names) == ["grid", "image", "title", "fade", "detail", "header", "headline", "image~", "title~"])
        #expect(names.count == 9)
        let fade = try #require(Self.index(sim, "fade"))
        #expect(try #require(Self.index(sim, "grid")) < fade)
        #expect(try #require(Self.index(sim, "image~")) > fade)
        #expect(try #require(Self.index(sim, "title~")) > fade)
        #expect(F.view(sim, "image")?.isHidden == true)
        #expect(F.view(sim, "title")?.isHidden == true)
        #expect(!Self.visible(sim, "detail"))
        #expect(Self.visible(sim, "image~") && Self.visible(sim, "title~") && Self.visible(sim, "fade"))
    }

    @Test("the end of a present or a dismiss, completed or cancelled", arguments: [
        (Transition.Operation.present, -422.0, true), (.present, -844, true), (.present, -40, false), (.present, 0, false),
        (.dismiss, 422, true), (.dismiss, 844, true), (.dismiss, 40, false), (.dismiss, -100, false),
    ])
    func panEnd(op: Transition.Operation, ty: Double, completed: Bool) throws {
        var sim = op == .present ? F.simulator() : F.presented()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: ty), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        // A completed present and a cancelled dismiss both end on the detail alone.
        if completed == (op == .present) { Self.expectDetailOnly(sim) } else { Self.expectGridOnly(sim) }
    }

    @Test("non-interactive present and dismiss leave the same scenes")
    func programmaticEnds() throws {
        var sim = F.simulator()
        _ = try sim.apply(.present)
        Self.expectDetailOnly(sim)
        _ = try sim.apply(.dismiss)
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
        _ = try sim.apply(.panBegin(at: nil))
        let (at0, at1) = op == .present ? (Self.presentStart, Self.presentEnd) : (Self.presentEnd, Self.presentStart)
        for (percent, ends) in [(0.0, at0), (1.0, at1), (0.0, at0)] {
            _ = try sim.apply(.panMove(to: F.translation(progress: 0.3, op), after: nil))  // somewhere else first
            _ = try sim.apply(.update(percent))
            #expect(sim.transition?.percent == percent)
            #expect(F.view(sim, "image~")?.frame == ends.image, "\(op) at \(percent)")
            #expect(F.view(sim, "image~")?.cornerRadius == ends.imageRadius)
            #expect(F.view(sim, "title~")?.frame == ends.title)
            #expect(F.view(sim, "fade")?.alpha == ends.fade)
            #expect(F.view(sim, "fade")?.frame == F.screen)
        }
    }

    @Test("a completion lands exactly on percent 1 or 0", arguments: [true, false], [60, 120])
    func completionLandsExactly(finishing: Bool, fps: Int) throws {
        var sim = F.simulator { $0.clock = .manual; $0.fps = FrameRate(rawValue: fps)! }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -300.7), after: nil))
        _ = try sim.apply(finishing ? .finish : .cancel)
        var lastPercent = try #require(sim.transition?.percent)
        var frames = 0
        while sim.isAnimating {
            _ = try sim.apply(.advance(seconds: 1.0 / Double(fps)))
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
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: F.translation(progress: percent, .present), after: nil))
        let percent = try #require(sim.transition?.percent)
        let f = scrub == .linear ? percent : ReferenceTiming.deeperSpring(at: percent * 0.5)
        if scrub == .time { #expect(f > percent) }  // the spring is ahead of time
        #expect(isClose(F.view(sim, "image~")?.frame, lerpRect(F.cellImage, F.header, f), 1e-6))
        #expect(isClose(F.view(sim, "title~")?.frame, lerpRect(F.cellTitle, F.headline, f), 1e-6))
        #expect(isClose(try #require(F.view(sim, "image~")?.cornerRadius), 12 * (1 - f), 1e-6))
        #expect(isClose(try #require(F.view(sim, "fade")?.alpha), f, 1e-6))
    }

    @Test("at 50 %: the spring shows 94.5 % of its movement under time, exactly half under linear")
    func scrubHalf() throws {
        // Spring(0.5, 1, 0.5) at 0.25 s: ω₀ = 18.41184584, x = 0.94509926.
        #expect(isClose(ReferenceTiming.criticalOmega0(duration: 0.5, velocity: 0.5), 18.411845843, 1e-8))
        #expect(isClose(ReferenceTiming.deeperSpring(at: 0.25), 0.9450992586, 1e-9))
        var time = F.simulator()
        var linear = F.simulator { $0.scrub = .linear }
        for input: Input in [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -422), after: nil)] {
            _ = try time.apply(input)
            _ = try linear.apply(input)
        }
        #expect(F.view(linear, "image~")?.frame == Rect(10, 160, 280, 280))
        #expect(F.view(linear, "title~")?.frame == Rect(20, 452, 260, 27))
        #expect(F.view(linear, "fade")?.alpha == 0.5)
        let y = try #require(F.view(time, "image~")?.frame.y)
        #expect(isClose(y, 320 * (1 - 0.9450992586), 1e-6))
    }

    @Test("a non-interactive present follows the spring in time, whatever the scrub",
          arguments: [Settings.ScrubMode.time, .linear])
    func programmaticFollowsSpring(scrub: Settings.ScrubMode) throws {
        var sim = F.simulator { $0.clock = .manual; $0.scrub = scrub }
        _ = try sim.apply(.present)
        #expect(sim.transition?.phase == .animating)
        for t in [0.05, 0.125, 0.25, 0.4] {
            var copy = sim
            _ = try copy.apply(.advance(seconds: t))
            let f = ReferenceTiming.deeperSpring(at: t)
            #expect(isClose(copy.transition?.percent ?? -1, t / 0.5, 1e-12))
            #expect(isClose(F.view(copy, "image~")?.frame, lerpRect(F.cellImage, F.header, f), 1e-6), "t \(t)")
        }
    }

    // MARK: - Failed inputs leave everything as it was

    enum Setup: String, Sendable, CaseIterable { case fresh, tracking, ended, finishingManual, presented }

    enum BadInput: String, Sendable, CaseIterable {
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
            _ = try sim.apply(.panBegin(at: nil))
            _ = try sim.apply(.panMove(to: Point(x: 3, y: -200), after: nil))
            return sim
        case .ended:
            var sim = F.simulator()
            _ = try sim.apply(.panBegin(at: nil))
            _ = try sim.apply(.panMove(to: Point(x: 3, y: -200), after: nil))
            _ = try sim.apply(.panEnd(velocity: nil))
            return sim
        case .finishingManual:
            var sim = F.simulator { $0.clock = .manual }
            _ = try sim.apply(.panBegin(at: nil))
            _ = try sim.apply(.panMove(to: Point(x: 3, y: -200), after: nil))
            _ = try sim.apply(.panEnd(velocity: nil))
            return sim
        case .presented:
            return F.presented()
        }
    }

    /// Whether the input must fail in that setup (per docs/cli.md and docs/uikit.md, "The pan recognizer").
    static func mustFail(_ input: BadInput, _ setup: Setup) -> Bool {
        let tracking = setup == .tracking
        switch input {
        case .moveBeforeBegin, .endBeforeBegin, .cancelBeforeBegin: return !tracking
        case .beginTwice: return tracking
        case .beginLeft, .beginRight, .beginAbove, .beginBelow, .beginFarAway: return true
        case .screenDuringFlight: return setup == .tracking || setup == .finishingManual
        }
    }

    /// Where the `begin…` inputs touch: all off the 390×844 screen.
    static func location(_ input: BadInput) -> Point? {
        switch input {
        case .beginLeft: Point(x: -1, y: 400)
        case .beginRight: Point(x: 390, y: 400)
        case .beginAbove: Point(x: 100, y: -0.5)
        case .beginBelow: Point(x: 100, y: 844)
        case .beginFarAway: Point(x: 1e6, y: -1e6)
        case .moveBeforeBegin, .endBeforeBegin, .cancelBeforeBegin, .beginTwice, .screenDuringFlight: nil
        }
    }

    static func apply(_ input: BadInput, _ sim: inout Simulator) throws(EngineError) {
        switch input {
        case .moveBeforeBegin: _ = try sim.apply(.panMove(to: Point(x: 0, y: -10), after: nil))
        case .endBeforeBegin: _ = try sim.apply(.panEnd(velocity: nil))
        case .cancelBeforeBegin: _ = try sim.apply(.panCancel)
        case .beginTwice: _ = try sim.apply(.panBegin(at: nil))
        case .beginLeft, .beginRight, .beginAbove, .beginBelow, .beginFarAway:
            _ = try sim.apply(.panBegin(at: location(input)))
        case .screenDuringFlight:
            var s = sim.settings
            s.screen = Size(width: 430, height: 932)
            _ = try sim.apply(.changeSettings(s))
        }
    }

    /// The error a failing input throws, given the simulator before it.
    static func error(_ input: BadInput, _ sim: Simulator) -> EngineError {
        switch input {
        case .moveBeforeBegin, .endBeforeBegin, .cancelBeforeBegin: .gesture(.notTracking(sim.gesture.state))
        case .beginTwice: .gesture(.alreadyTracking)
        case .beginLeft, .beginRight, .beginAbove, .beginBelow, .beginFarAway:
            .locationOutsideScreen(location(input)!, Size(width: 390, height: 844))
        case .screenDuringFlight: .screenChangeInFlight
        }
    }

    @Test("a failed input throws and leaves the simulator unchanged", arguments: Setup.allCases, BadInput.allCases)
    func failedInputChangesNothing(setup: Setup, input: BadInput) throws {
        var sim = try Self.make(setup)
        guard Self.mustFail(input, setup) else { return }
        let before = sim
        #expect(throws: Self.error(input, before)) { try Self.apply(input, &sim) }
        #expect(sim == before)
    }

    @Test("ignored calls succeed with a warning and change nothing")
    func ignoredCallsChangeNothing() throws {
        // present while presented, dismiss while not, present during a transition in flight.
        var fresh = F.simulator()
        var before = fresh
        #expect(try fresh.apply(.dismiss).warnings == [.ignored(.dismiss, .nothingPresented)])
        #expect(fresh == before)

        var presented = F.presented()
        before = presented
        #expect(try presented.apply(.present).warnings == [.alreadyPresenting(presented: "detail", presenter: "grid")])
        #expect(presented == before)

        var flying = try Self.make(.finishingManual)
        before = flying
        #expect(try flying.apply(.present).warnings
            == [.presentWhileInFlight(presented: "detail", presenter: "grid", inFlight: .present)])
        #expect(try flying.apply(.dismiss).warnings == [.ignored(.dismiss, .operationInProgress(.present))])
        #expect(try flying.apply(.update(0.5)).warnings == [.ignored(.update(0.5), .notInteractive(.finishing))])
        #expect(flying == before)
    }

    @Test("the screen setting lays the scene out again at rest")
    func screenAtRest() throws {
        var sim = F.presented()
        var s = sim.settings
        s.screen = Size(width: 430, height: 932)
        _ = try sim.apply(.changeSettings(s))
        #expect(F.view(sim, "detail")?.frame == Rect(0, 0, 430, 932))
        #expect(F.names(sim) == ["detail", "header", "headline"])
    }
}
