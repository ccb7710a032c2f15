import Foundation
import Testing

@testable import PantographEngine
import PantographTestSupport

/// `UIView.transition(with:…)` and `transition(from:to:…)` on the `flip` scene
/// (docs/flip.md): each effect mid-flight, the hierarchy after each form, the weak
/// outlet's crash, the zero bounds of a view added back, and a second transition.
struct ViewTransitionTests {
    static let container = Rect(20, 200, 350, 350)

    static func simulator(outlets: String = "weak", clock: Settings.ClockMode = .manual) -> Simulator {
        var settings = Scene.flip.defaults
        settings.clock = clock
        settings.options["outlets"] = outlets
        do { return try Simulator(scene: .flip, settings: settings) } catch {
            preconditionFailure("flip resolves: \(error)")
        }
    }

    static func with(_ options: ViewTransitionOption...) -> Input {
        .viewTransition(.with(view: "container", options: try! ViewTransitionOptions(options)))
    }

    static func from(_ a: String, to b: String, _ options: ViewTransitionOption...) -> Input {
        .viewTransition(.from(a, to: b, options: try! ViewTransitionOptions(options)))
    }

    static func shown(_ sim: Simulator, _ name: String) -> VisibleView? {
        sim.visibleViews.first { $0.name == name }?.view
    }


    /// What the screen shows of green (outgoing) and pink (incoming) a quarter and
    /// three quarters through a linear second: frame and whether it shows.
    struct Case: Sendable, CustomStringConvertible {
        let option: ViewTransitionOption
        let t: Double
        let green: Rect?
        let pink: Rect?
        let greenAlpha: Double
        let pinkAlpha: Double
        var description: String { "\(option.rawValue) at \(t)" }
    }

    static let c = cos(45.0 * .pi / 180) * 350
    static let cases: [Case] = [
        // A flip: the outgoing view's width is |cos θ| of the full width for θ < 90°,
        // then the incoming one's.
        Case(option: .transitionFlipFromLeft, t: 0.25, green: Rect(195 - c / 2, 200, c, 350), pink: nil, greenAlpha: 1, pinkAlpha: 1),
        Case(option: .transitionFlipFromLeft, t: 0.75, green: nil, pink: Rect(195 - c / 2, 200, c, 350), greenAlpha: 1, pinkAlpha: 1),
        Case(option: .transitionFlipFromRight, t: 0.25, green: Rect(195 - c / 2, 200, c, 350), pink: nil, greenAlpha: 1, pinkAlpha: 1),
        Case(option: .transitionFlipFromRight, t: 0.75, green: nil, pink: Rect(195 - c / 2, 200, c, 350), greenAlpha: 1, pinkAlpha: 1),
        Case(option: .transitionFlipFromTop, t: 0.25, green: Rect(20, 375 - c / 2, 350, c), pink: nil, greenAlpha: 1, pinkAlpha: 1),
        Case(option: .transitionFlipFromBottom, t: 0.75, green: nil, pink: Rect(20, 375 - c / 2, 350, c), greenAlpha: 1, pinkAlpha: 1),
        // A curl up lifts green from its bottom edge and uncovers pink from the bottom up.
        Case(option: .transitionCurlUp, t: 0.25, green: Rect(20, 200, 350, 262.5), pink: Rect(20, 462.5, 350, 87.5), greenAlpha: 1, pinkAlpha: 1),
        // A curl down brings pink down from the top over green.
        Case(option: .transitionCurlDown, t: 0.25, green: Rect(20, 287.5, 350, 262.5), pink: Rect(20, 200, 350, 87.5), greenAlpha: 1, pinkAlpha: 1),
        Case(option: .transitionCrossDissolve, t: 0.25, green: container, pink: container, greenAlpha: 0.75, pinkAlpha: 0.25),
    ]

    @Test(arguments: cases)
    func eachEffectMidFlight(_ c: Case) throws {
        for form in [Self.with(c.option, .curveLinear), Self.from("green", to: "pink", c.option, .curveLinear, .showHideTransitionViews)] {
            var sim = Self.simulator()
            _ = try sim.apply(form)
            _ = try sim.apply(.advance(seconds: c.t))
            let green = try #require(Self.shown(sim, "green")), pink = try #require(Self.shown(sim, "pink"))
            #expect(green.isHidden == (c.green == nil), "\(c)")
            #expect(pink.isHidden == (c.pink == nil), "\(c)")
            if let frame = c.green { #expect(isClose(green.frame, frame), "\(c): green \(green.frame)") }
            if let frame = c.pink { #expect(isClose(pink.frame, frame), "\(c): pink \(pink.frame)") }
            #expect(abs(green.alpha - c.greenAlpha) < 1e-9 && abs(pink.alpha - c.pinkAlpha) < 1e-9, "\(c)")
            // At the end every effect is put back: pink shows whole, green is hidden.
            let outcome = try sim.apply(.settle)
            #expect(outcome.events == [.transitionCompletion(finished: true)])
            let end = try #require(Self.shown(sim, "pink"))
            #expect(!end.isHidden && end.alpha == 1 && end.frame == Self.container, "\(c)")
            #expect(Self.shown(sim, "green")?.isHidden == true, "\(c)")
        }
    }

    @Test func theDefaultCurveIsEaseInOut() throws {
        var sim = Self.simulator()
        _ = try sim.apply(Self.with(.transitionCrossDissolve))
        _ = try sim.apply(.advance(seconds: 0.2))
        let p = TimingCurve.easeInOut.progress(at: 0.2)
        #expect(abs(try #require(Self.shown(sim, "pink")).alpha - p) < 1e-9)
    }

    /// Core Animation's cubic Bézier through (x1, y1) and (x2, y2), solved here by
    /// bisection on x, independently of `CubicBezier`.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * p1 * s * (1 - s) * (1 - s) + 3 * p2 * s * s * (1 - s) + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return b(y1, y2, (lo + hi) / 2)
    }

    /// Each curve option times a view transition with its own control points
    /// (`UIView.AnimationOptions`: easeIn 0.42,0,1,1, easeOut 0,0,0.58,1, easeInOut
    /// 0.42,0,0.58,1): a tenth into a cross dissolve, easeIn has shown 1.7 % of pink and
    /// easeOut 16.1 %, so swapping the two cannot pass.
    @Test(arguments: [
        (ViewTransitionOption.curveEaseIn, 0.42, 0.0, 1.0, 1.0, 0.017), (.curveEaseOut, 0, 0, 0.58, 1, 0.161),
        (.curveEaseInOut, 0.42, 0, 0.58, 1, 0.020), (.curveLinear, 0, 0, 1, 1, 0.1),
    ])
    func eachCurveTimesTheTransition(_ curve: ViewTransitionOption, _ x1: Double, _ y1: Double, _ x2: Double,
                                     _ y2: Double, _ shown: Double) throws {
        for form in [Self.with(.transitionCrossDissolve, curve),
                     Self.from("green", to: "pink", .transitionCrossDissolve, curve, .showHideTransitionViews)] {
            var sim = Self.simulator()
            _ = try sim.apply(form)
            _ = try sim.apply(.advance(seconds: 0.1))
            let alpha = try #require(Self.shown(sim, "pink")).alpha
            #expect(abs(alpha - Self.bezier(x1, y1, x2, y2, at: 0.1)) < 1e-9, "\(curve): \(alpha)")
            #expect(abs(alpha - shown) < 0.001, "\(curve): \(alpha)")
        }
    }

    @Test func withTogglesHiddenAndKeepsTheHierarchy() throws {
        var sim = Self.simulator()
        let before = sim.hierarchy
        _ = try sim.apply(Self.with(.transitionCurlUp))
        // UIKit has run the block: the flags are set at once, the screen catches up.
        #expect(sim.hierarchy.map(\.name) == before.map(\.name))
        #expect(sim.hierarchy.map(\.isHidden) == [false, true, false])
        #expect(sim.hierarchy.map(\.superview) == [nil, "container", "container"])
        _ = try sim.apply(.settle)
        #expect(sim.hierarchy.map(\.isHidden) == [false, true, false])
        #expect(sim.clock == 1)
    }

    @Test func fromToRemovesTheFromViewAtOnceAndShowsItsSnapshot() throws {
        var sim = Self.simulator(outlets: "strong")
        _ = try sim.apply(Self.from("green", to: "pink", .transitionFlipFromLeft))
        #expect(sim.hierarchy.map(\.name) == ["container", "pink"])
        #expect(Self.shown(sim, "green")?.isPhantom == true)
        _ = try sim.apply(.settle)
        #expect(sim.hierarchy.map(\.name) == ["container", "pink"])
        #expect(Self.shown(sim, "green") == nil)
        // pink never left, so it keeps its frame; without showHideTransitionViews
        // nothing unhides it.
        #expect(Self.shown(sim, "pink")?.frame == Self.container)
        #expect(sim.hierarchy.last?.isHidden == true)
    }

    @Test func aViewAddedBackHasZeroBounds() throws {
        var sim = Self.simulator(outlets: "strong")
        _ = try sim.apply(Self.from("green", to: "pink", .transitionFlipFromLeft))
        _ = try sim.apply(.settle)
        _ = try sim.apply(Self.from("pink", to: "green", .transitionFlipFromRight))
        _ = try sim.apply(.settle)
        #expect(sim.hierarchy.map(\.name) == ["container", "green"])
        #expect(Self.shown(sim, "green")?.frame == Rect(20, 200, 0, 0))
        #expect(sim.deallocatedViews.isEmpty)
    }

    @Test func aWeakOutletToARemovedViewIsUIKitsCrash() throws {
        var sim = Self.simulator(outlets: "weak")
        _ = try sim.apply(Self.from("green", to: "pink", .transitionFlipFromLeft))
        _ = try sim.apply(.settle)
        #expect(sim.deallocatedViews == ["green"])
        let before = sim
        #expect(throws: EngineError.deallocatedView("green", removedFrom: "container")) {
            try sim.apply(Self.from("pink", to: "green", .transitionFlipFromRight))
        }
        #expect(sim == before)
        #expect(throws: EngineError.deallocatedView("green", removedFrom: "container")) {
            try sim.apply(.viewTransition(.from("green", to: "pink", options: ViewTransitionOptions())))
        }
        #expect(sim == before)
    }

    @Test(arguments: ["weak", "strong"])
    func showHideTransitionViewsNeverRemovesOrFrees(outlets: String) throws {
        var sim = Self.simulator(outlets: outlets)
        _ = try sim.apply(Self.from("green", to: "pink", .transitionFlipFromLeft, .showHideTransitionViews))
        #expect(sim.hierarchy.map(\.name) == ["container", "green", "pink"])
        #expect(sim.hierarchy.map(\.isHidden) == [false, true, false])
        _ = try sim.apply(.settle)
        _ = try sim.apply(Self.from("pink", to: "green", .transitionFlipFromRight, .showHideTransitionViews))
        _ = try sim.apply(.settle)
        #expect(sim.hierarchy.map(\.isHidden) == [false, false, true])
        #expect(sim.deallocatedViews.isEmpty)
        #expect(Self.shown(sim, "green")?.frame == Self.container)
        #expect(Self.shown(sim, "green")?.isHidden == false)
    }

    @Test func inAutoClockTheCompletionComesWithTheCommand() throws {
        var sim = Self.simulator(clock: .auto)
        let outcome = try sim.apply(Self.with(.transitionCurlUp))
        #expect(outcome.events == [.transitionCompletion(finished: true)])
        #expect(sim.clock == 1 && sim.viewTransitions.isEmpty)
    }

    /// A second transition on the same view replaces the first's animation: the first
    /// completes at once with `finished: false`, then the second runs its course.
    @Test func aSecondTransitionOnTheSameViewEndsTheFirstUnfinished() throws {
        var sim = Self.simulator()
        _ = try sim.apply(Self.with(.transitionFlipFromLeft))
        _ = try sim.apply(.advance(seconds: 0.3))
        let second = try sim.apply(Self.with(.transitionFlipFromRight))
        #expect(second.events == [.transitionCompletion(finished: false)])
        #expect(sim.viewTransitions.count == 1)
        // Toggled twice: green is shown again, pink hidden.
        #expect(sim.hierarchy.map(\.isHidden) == [false, false, true])
        let end = try sim.apply(.settle)
        #expect(end.events == [.transitionCompletion(finished: true)])
        #expect(abs(sim.clock - 1.3) < 1e-9)
        #expect(Self.shown(sim, "green")?.frame == Self.container && Self.shown(sim, "pink")?.isHidden == true)
    }

    @Test func twoEffectsOrTwoCurvesAreRefused() {
        #expect(throws: EngineError.viewTransitionOptionsClash("transitionFlipFromLeft", "transitionCurlUp")) {
            try ViewTransitionOptions([.transitionFlipFromLeft, .transitionCurlUp])
        }
        #expect(throws: EngineError.viewTransitionOptionsClash("curveEaseIn", "curveLinear")) {
            try ViewTransitionOptions([.curveEaseIn, .curveLinear])
        }
    }

    @Test func refusalsLeaveTheStateAlone() throws {
        var sim = Self.simulator()
        let before = sim
        let refused: [(Input, EngineError)] = [
            (Self.from("green", to: "green"), .viewTransitionToItself("green")),
            (Self.from("container", to: "green"), .noSuperview("container")),
            (Self.from("green", to: "container"), .notASibling("container", of: "green", superview: "container")),
            (.viewTransition(.with(view: "nowhere", options: ViewTransitionOptions())), .unknownView("nowhere")),
            (Self.with(.showHideTransitionViews), .showHideNeedsFromTo),
        ]
        for (input, error) in refused {
            #expect(throws: error) { try sim.apply(input) }
            #expect(sim == before)
        }
    }

    /// UIKit makes a view transition of duration 0 without animation; the engine's one
    /// `duration` setting (every animation's) starts at 0.01 s, so 0 is refused and
    /// nothing changes.
    @Test func aZeroDurationIsRefusedAndChangesNothing() throws {
        var sim = Self.simulator()
        let before = sim
        var settings = sim.settings
        settings.duration = 0
        #expect(throws: EngineError.invalidSetting(.duration(0))) { try sim.apply(.changeSettings(settings)) }
        #expect(sim == before)
    }

    @Test func presentInASceneWithoutPresentationsIsAWarning() throws {
        var sim = Self.simulator()
        let outcome = try sim.apply(.present)
        #expect(outcome.warnings == [.nothingToPresent(scene: "flip")])
    }
}
