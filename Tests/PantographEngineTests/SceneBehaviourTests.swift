import Foundation
import Testing
@testable import PantographEngine

/// The four scenes beyond `deeper`: mid-flight frames against the timing math, views
/// that last across transitions, cancellations that restore the window exactly, and
/// scene values that are refused when built.
@Suite struct SceneBehaviourTests {
    static func manual(_ scene: Scene) throws -> Simulator {
        var settings = scene.defaults
        settings.clock = .manual
        return try Simulator(scene: scene, settings: settings)
    }

    static func view(_ sim: Simulator, _ name: String) -> ViewOnScreen? {
        sim.visibleViews.first { $0.name == name }
    }

    /// card presents on Spring(1.0, 0.5, 0): under-damped, so `cardDetail` grows past the
    /// screen's width and comes back, frame by frame as the spring says.
    @Test func cardSpringOvershoots() throws {
        var sim = try Self.manual(.card)
        _ = try sim.apply(.present)
        let spring = try SpringTiming(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
        var widest = 0.0
        for frame in 1...59 {
            _ = try sim.apply(.advance(seconds: 1.0 / 60))
            let width = try #require(Self.view(sim, "cardDetail")).frame.width
            let expected = lerp(350, 390, spring.progress(atTime: Double(frame) / 60))
            #expect(abs(width - expected) < 1e-9, "frame \(frame)")
            widest = max(widest, width)
        }
        #expect(widest > 395, "the spring overshoots the 390-point screen (widest \(widest))")
        _ = try sim.apply(.settle)
        #expect(Self.view(sim, "cardDetail")?.frame == Rect(0, 0, 390, 844))
    }

    /// The status bar fades on its own 0.25 s clock while the 1 s transition runs.
    @Test func cardStatusBarIsAStandaloneAnimation() throws {
        var sim = try Self.manual(.card)
        _ = try sim.apply(.present)
        _ = try sim.apply(.advance(seconds: 0.125))
        let halfway = try #require(Self.view(sim, "statusBar")).alpha
        #expect(abs(halfway - (1 - TimingCurve.easeInOut.progress(at: 0.5))) < 1e-9)
        _ = try sim.apply(.advance(seconds: 0.125))
        #expect(Self.view(sim, "statusBar")?.alpha == 0)
        #expect(sim.animations.isEmpty && sim.transition?.phase == .animating)
    }

    /// hero's first phase is linear to 0.95 in 0.1 s; the visual frame is scaled about
    /// the centre of the thumbnail.
    @Test func heroDipsToNinetyFivePercentAtOneTenth() throws {
        var sim = try Self.manual(.hero)
        _ = try sim.apply(.present)
        _ = try sim.apply(.advance(seconds: 0.05))
        #expect(abs((Self.view(sim, "thumbnail~")?.scale ?? 0) - 0.975) < 1e-12)
        _ = try sim.apply(.advance(seconds: 0.05))
        let phantom = try #require(Self.view(sim, "thumbnail~"))
        #expect(abs(phantom.scale - 0.95) < 1e-12)
        let expected = Rect(16, 240, 358, 201.375).scaled(by: 0.95)
        #expect(abs(phantom.frame.x - expected.x) < 1e-9 && abs(phantom.frame.width - expected.width) < 1e-9)
        #expect(abs(phantom.frame.center.y - Rect(16, 240, 358, 201.375).center.y) < 1e-9)
        #expect(Self.view(sim, "blur")?.alpha == 1, "the blur is set without animation")
        _ = try sim.apply(.settle)
        #expect(abs(sim.clock - 0.5) < 1e-9 && Self.view(sim, "thumbnail~") == nil && Self.view(sim, "player")?.isHidden == false)
    }

    /// hero presents in 0.5 s and dismisses in 0.4 s: the plan owns its durations.
    @Test func heroDurationsPerOperation() throws {
        var sim = Simulator(scene: .hero)
        _ = try sim.apply(.present)
        #expect(sim.transition?.duration == 0.5)
        _ = try sim.apply(.dismiss)
        #expect(sim.transition?.duration == 0.4)
        #expect(Self.view(sim, "blur") == nil && !sim.isPresented)
    }

    /// sheet's dimming view follows the percent through its alongside animation.
    @Test(arguments: [0.1, 0.25, 0.5, 0.8])
    func sheetDimmingFollowsPercent(_ p: Double) throws {
        var sim = try Self.manual(.sheet)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: -195 * p, y: 0), after: nil))
        #expect(sim.transition?.percent == p)
        let dimming = try #require(Self.view(sim, "dimming"))
        #expect(abs(dimming.alpha - TimingCurve.easeInOut.progress(at: p)) < 1e-12)
        #expect(Self.view(sim, "sheet")?.frame.x == 390 - 195 * TimingCurve.easeInOut.progress(at: p))
    }

    /// The blur of card's presentation controller is added and removed each time,
    /// never duplicated, never lost.
    @Test func cardTwice() throws {
        var sim = Simulator(scene: .card)
        for _ in 1...2 {
            _ = try sim.apply(.present)
            #expect(sim.visibleViews.filter { $0.name == "blur" }.count == 1)
            #expect(sim.isPresented)
            _ = try sim.apply(.dismiss)
            #expect(!sim.visibleViews.contains { $0.name == "blur" })
            #expect(sim.visibleViews.map(\.name) == ["today", "card", "tabBar", "statusBar"])
            #expect(!sim.isPresented)
        }
    }

    /// card's drag: the view follows the finger (scale 1 − 0.14p, radius 15p); released
    /// early it springs back; at 100 points it hands over to the dismiss animation.
    @Test func cardDrag() throws {
        var sim = try Self.manual(.card)
        _ = try sim.apply(.present)
        _ = try sim.apply(.settle)
        let presented = sim.window
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 50), after: nil))
        #expect(Self.view(sim, "cardDetail")?.scale == 1 - 0.14 * 0.5)
        #expect(Self.view(sim, "cardDetail")?.cornerRadius == 7.5)
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.animations.count == 1 && sim.isPresented)
        _ = try sim.apply(.settle)
        #expect(sim.window == presented, "the spring back restores the story exactly")

        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 99), after: nil))
        #expect(sim.transition?.operation == .present)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 100), after: nil))
        #expect(sim.transition?.operation == .dismiss && sim.transition?.phase == .animating)
        let handedOver = sim.window
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 140), after: 0))
        #expect(sim.window == handedOver, "moves after the hand-over do nothing")
        _ = try sim.apply(.panEnd(velocity: nil))
        _ = try sim.apply(.settle)
        #expect(!sim.isPresented && sim.visibleViews.map(\.name) == ["today", "card", "tabBar", "statusBar"])
    }

    /// A cancelled interactive transition leaves the window exactly as before it.
    @Test(arguments: [Scene.deeper, .hero, .sheet, .modal])
    func cancelRestoresTheWindow(_ scene: Scene) throws {
        var sim = try Self.manual(scene)
        for op in [Transition.Operation.present, .dismiss] {
            if op == .dismiss {
                _ = try sim.apply(.present)
                _ = try sim.apply(.settle)
            }
            let before = sim
            _ = try sim.apply(.startInteractive(op))
            _ = try sim.apply(.update(0.6))
            _ = try sim.apply(.cancel)
            _ = try sim.apply(.settle)
            // Everything but the record of the transition and the time it took is as
            // before: the whole value is compared, so a new field cannot escape.
            var expected = before
            expected.transition = sim.transition
            expected.transitionEvents = sim.transitionEvents
            expected.history = sim.history
            expected.clock = sim.clock
            #expect(sim == expected, "\(scene.name) \(op)")
            #expect(sim.transition?.phase == .cancelled)
        }
    }

    /// `set screen` at rest re-lays out the presented scene as its present leaves it.
    @Test func screenChangeAtRestReplaysThePresentation() throws {
        var sim = Simulator(scene: .sheet)
        _ = try sim.apply(.present)
        var settings = sim.settings
        settings.screen = Size(width: 500, height: 900)
        _ = try sim.apply(.changeSettings(settings))
        #expect(Self.view(sim, "sheet")?.frame == Rect(250, 0, 250, 900))
        #expect(Self.view(sim, "dimming")?.alpha == 1)
        #expect(sim.isPresented && sim.clock == 0.35)
    }

    // MARK: - Scene values

    static func scene(views: [ViewDecl] = [ViewDecl("a", .screen), ViewDecl("b", .screen)],
                      present: PlanDecl) throws(SceneError) -> Scene {
        try Scene(name: "probe", summary: "", views: views,
                     controllers: [ControllerDecl("a", view: "a"), ControllerDecl("b", view: "b")],
                     initialWindow: ["a"],
                     presentations: [PresentationDecl("a", presents: "b", style: .fullScreen,
                                                      animator: AnimatorDecl(present: present, dismiss: present))],
                     defaults: Settings())
    }

    static let alphaOfB = SceneError.Track(view: "b", property: .alpha, part: .animation(.present))

    @Test func aTrackNamingAnUnknownViewIsRefused() {
        #expect {
            try Self.scene(present: PlanDecl(duration: 1, tracks: [.number("ghost", .alpha, to: 1, .curve(.linear))]))
        } throws: { ($0 as? SceneError)?.problem == .unknownView("ghost", usedBy: .track(.animation(.present))) }
    }

    @Test func aNegativeDurationIsRefused() {
        #expect {
            try Self.scene(present: PlanDecl(duration: 1, tracks: [
                .number("b", .alpha, to: 1, duration: -0.5, .curve(.linear))]))
        } throws: { ($0 as? SceneError)?.problem == .trackNegativeDuration(Self.alphaOfB, length: -0.5) }
        #expect {
            try Self.scene(present: PlanDecl(duration: -1, tracks: []))
        } throws: { ($0 as? SceneError)?.problem == .nonPositiveDuration(.present, -1) }
    }

    /// A spring with no stiffness by UIKit's rule is refused where it is declared;
    /// one just damped enough plays.
    @Test(arguments: [(0.0005, true), (0.0009999995, true), (0.001, false), (0.5, false)])
    func aSpringWithoutStiffnessIsRefused(dampingRatio zeta: Double, refused: Bool) {
        let plan = PlanDecl(duration: 1, tracks: [.number("b", .alpha, to: 1, .spring(dampingRatio: zeta, initialVelocity: 0))])
        if refused {
            #expect {
                try Self.scene(present: plan)
            } throws: {
                guard case .springWithoutStiffness(.track(Self.alphaOfB), let error)? = ($0 as? SceneError)?.problem else { return false }
                return error.dampingRatio == zeta && error.initialVelocity == 0 && error.duration == 1
            }
        } else {
            #expect(throws: Never.self) { try Self.scene(present: plan) }
        }
    }

    /// A physical spring that would never settle, or describes no spring, is refused
    /// where it is declared; a damped one plays.
    @Test(arguments: [(1.0, 100.0, 0.0, true), (0.0, 100.0, 10.0, true), (1.0, -1.0, 10.0, true), (1.0, 100.0, 10.0, false)])
    func aPhysicalSpringThatNeverSettlesIsRefused(mass: Double, stiffness: Double, damping: Double, refused: Bool) {
        let timing = TimingDecl.physicalSpring(.physical(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: 0)
        let plan = PlanDecl(duration: 1, tracks: [.number("b", .alpha, to: 1, timing)])
        if refused {
            #expect {
                try Self.scene(present: plan)
            } throws: {
                ($0 as? SceneError)?.problem == .physicalSpringInvalid(.track(Self.alphaOfB), mass: mass, stiffness: stiffness,
                                                                          damping: damping)
            }
        } else {
            #expect(throws: Never.self) { try Self.scene(present: plan) }
        }
    }

    /// A physical spring runs in the seconds of its window: the same fraction of a
    /// longer window is further along; the window's end is exactly the target.
    @Test func aPhysicalSpringRunsInRealSeconds() {
        let spring = PhysicalSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let timing = AnimationTiming.physicalSpring(spring)
        #expect(timing.progress(atFraction: 0.5, duration: 0.2) == spring.displacement(atTime: 0.1))
        #expect(timing.progress(atFraction: 0.5, duration: 0.4) == spring.displacement(atTime: 0.2))
        #expect(timing.progress(atFraction: 0.999, duration: 0.2) != 1)
        #expect(timing.progress(atFraction: 1, duration: 0.2) == 1)
        #expect(timing.progress(atFraction: 0, duration: 0.2) == 0)
        #expect(timing.name == "spring(mass=1,stiffness=100,damping=10,velocity=0)")
    }

    @Test func aDialectSpringRoundTripsThroughJSON() throws {
        let timing = TimingDecl.physicalSpring(.dialect(.bouncinessSpeed(bounciness: 8, speed: 12)), initialVelocity: -1.5)
        let scene = try Self.scene(present: PlanDecl(duration: 1, tracks: [.number("b", .alpha, to: 1, timing)]))
        let data = try JSONEncoder().encode(scene)
        #expect(try JSONDecoder().decode(Scene.self, from: data) == scene)
    }

    @Test func anUnknownPropertyIsRefusedWhenDecoded() throws {
        let good = try JSONEncoder().encode(Scene.hero)
        var text = try #require(String(data: good, encoding: .utf8))
        #expect(try JSONDecoder().decode(Scene.self, from: good) == Scene.hero, "a scenario round-trips")
        text = text.replacingOccurrences(of: "\"property\":\"cornerRadius\"", with: "\"property\":\"wobble\"")
        #expect {
            try JSONDecoder().decode(Scene.self, from: Data(text.utf8))
        } throws: { "\($0)".contains("unknown property 'wobble'") }
    }

    @Test func aFrameTrackGivenANumberIsRefused() {
        #expect {
            try Self.scene(present: PlanDecl(duration: 1, tracks: [
                TrackDecl("b", .frame, to: .number(3), timing: .curve(.linear))]))
        } throws: {
            ($0 as? SceneError)?.problem
                == .wrongValueKind(.track(.init(view: "b", property: .frame, part: .animation(.present))), property: .frame)
        }
    }

    @Test func everyBuiltInSceneRoundTripsThroughJSON() throws {
        for scene in BuiltInScenes.all {
            let data = try JSONEncoder().encode(scene)
            #expect(try JSONDecoder().decode(Scene.self, from: data) == scene, "\(scene.name)")
        }
    }
}

/// card's cell under a finger (docs/card.md, "The cell highlight").
@Suite struct CardHighlightTests {
    static func card() throws -> Simulator {
        var settings = Scene.card.defaults
        settings.clock = .manual
        return try Simulator(scene: .card, settings: settings)
    }

    static func scale(_ sim: Simulator) -> Double? { sim.visibleViews.first { $0.name == "card" }?.scale }

    @Test func aTapHighlightsThenPresents() throws {
        var sim = try Self.card()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 300)))
        _ = try sim.apply(.advance(seconds: 0.1))
        #expect(Self.scale(sim) == 0.95)
        let up = try sim.apply(.touchUp)
        #expect(up.events.first == .presentationTransitionWillBegin)
        _ = try sim.apply(.advance(seconds: 0.3))
        #expect(Self.scale(sim) == 1, "unhighlighted in 0.3 s")
        _ = try sim.apply(.settle)
        #expect(sim.isPresented)
    }

    /// A tap quicker than the highlight: the unhighlight adds to the highlight still
    /// in flight (UIKit's transforms add since iOS 8), so nothing jumps at the lift,
    /// and for the highlight's last 50 ms the card goes on shrinking under its
    /// undoing; replaced from the screen, it would turn back at once.
    @Test func aQuickTapAddsTheUnhighlightToTheHighlight() throws {
        var sim = try Self.card()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 300)))
        _ = try sim.apply(.advance(seconds: 0.05))
        let halfway = try #require(Self.scale(sim))
        #expect(halfway < 1 && halfway > 0.95)
        _ = try sim.apply(.touchUp)
        #expect(Self.scale(sim) == halfway)
        _ = try sim.apply(.advance(seconds: 0.05))
        #expect(try #require(Self.scale(sim)) < halfway)
        _ = try sim.apply(.advance(seconds: 0.25))
        #expect(Self.scale(sim) == 1 && sim.animations.isEmpty)
    }

    @Test func aFingerThatMovesAwayUnhighlightsAndSelectsNothing() throws {
        var sim = try Self.card()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 300)))
        _ = try sim.apply(.touchMove(to: Point(x: 100, y: 320), after: 0.1))
        #expect(sim.gesture.state == .began && sim.transition == nil)
        _ = try sim.apply(.touchUp)
        _ = try sim.apply(.settle)
        #expect(Self.scale(sim) == 1 && !sim.isPresented && sim.transition == nil)
    }

    @Test func aCancelledTouchUnhighlights() throws {
        var sim = try Self.card()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 300)))
        _ = try sim.apply(.advance(seconds: 0.05))
        _ = try sim.apply(.touchCancel)
        _ = try sim.apply(.settle)
        #expect(Self.scale(sim) == 1 && !sim.isPresented)
    }

    @Test func aTouchOutsideTheCardDoesNothing() throws {
        var sim = try Self.card()
        let before = sim
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 700)))
        _ = try sim.apply(.touchUp)
        #expect(sim.window == before.window && sim.transition == nil && sim.animations.isEmpty)
    }
}

/// Every choice of every built-in scene's options resolves (the scene checks only
/// its defaults when it is built).
@Suite struct BuiltInSceneOptionTests {
    @Test(arguments: BuiltInScenes.all.map(\.name))
    func everyOptionChoiceResolves(_ name: String) throws {
        let scene = try #require(BuiltInScenes.named(name))
        for option in scene.options {
            for choice in option.choices {
                var settings = scene.defaults
                settings.options[option.key] = choice
                #expect(throws: Never.self, "\(name) \(option.key) \(choice)") {
                    _ = try Simulator(scene: scene, settings: settings)
                }
            }
        }
    }
}
