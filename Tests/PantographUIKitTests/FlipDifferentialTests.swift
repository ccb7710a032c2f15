import PantographEngine
import Testing
@testable import Flip
@testable import PantographUIKit

/// The Flip example (Examples/Flip: the study note's view transitions as app code)
/// against the built-in `flip` scene: the same `UIView.transition` calls, held equal
/// frame by frame in what the screen shows (a removed view's snapshot is the scene's
/// phantom), in UIKit's hierarchy (superviews and `isHidden`) and in the completions.
/// The note's root view, which the scene folds away (its window holds the container
/// alone), is left out.
@MainActor @Suite struct FlipDifferentialTests {
    static func pair(strong: Bool = false) throws -> (ScenePair, ViewTransitionViewController) {
        var screen: ViewTransitionViewController?
        let pair = try ScenePair(scene: .builtIn("flip"), names: ["green~": "green", "pink~": "pink"],
                                 leftOut: ["viewTransition", "strongOutlets"],
                                 options: ["outlets": strong ? "strong" : "weak"]) {
            let controller = strong ? StrongOutletsViewController() : ViewTransitionViewController()
            screen = controller
            return controller
        }
        return (pair, screen!)
    }

    static func with(_ options: [ViewTransitionOption]) throws -> Input {
        .viewTransition(.with(view: "container", options: try ViewTransitionOptions(options)))
    }

    static func from(_ a: String, to b: String, _ options: [ViewTransitionOption]) throws -> Input {
        .viewTransition(.from(a, to: b, options: try ViewTransitionOptions(options)))
    }

    /// UIKit's hierarchy as the code has it: the container and what it holds, with
    /// their own `isHidden`, in the scene's terms.
    static func hierarchy(_ screen: ViewTransitionViewController) -> [String] {
        guard let container = screen.containerView else { return [] }
        let host = container.window!.host!
        return ["container in window" + (container.isHidden ? " hidden" : "")]
            + container.subviews.filter { !$0.isSnapshot }.map {
                "\(host.name(of: $0)) in container" + ($0.isHidden ? " hidden" : "")
            }
    }

    /// The scene's hierarchy in the same words.
    static func hierarchy(_ sim: Simulator) -> [String] {
        sim.hierarchy.map { "\($0.name) in \($0.superview ?? "window")" + ($0.isHidden ? " hidden" : "") }
    }

    /// The hierarchy after each frame as well as the screen.
    static func check(_ pair: inout ScenePair, _ screen: ViewTransitionViewController, _ input: Input,
                      sourceLocation: SourceLocation = #_sourceLocation, code: () -> Void) throws {
        let events = try pair.apply(input, code: code)
        #expect(events.scene == events.code, "after \(input)", sourceLocation: sourceLocation)
        #expect(pair.differences().isEmpty, "after \(input): \(pair.differences())", sourceLocation: sourceLocation)
        #expect(hierarchy(pair.sim) == hierarchy(screen), sourceLocation: sourceLocation)
        var frames = 0
        while !pair.isAtRest && frames < 600 {
            let events = try pair.frame()
            frames += 1
            #expect(events.scene == events.code, "frame \(frames)", sourceLocation: sourceLocation)
            #expect(pair.differences().isEmpty, "frame \(frames): \(pair.differences())", sourceLocation: sourceLocation)
            #expect(hierarchy(pair.sim) == hierarchy(screen), "frame \(frames)", sourceLocation: sourceLocation)
        }
    }

    /// The note's first version: a curl of the container while both views toggle.
    @Test func theCurlOfTheFirstVersion() throws {
        var (pair, screen) = try Self.pair()
        try Self.check(&pair, screen, Self.with([.transitionCurlUp])) { screen.curl() }
        #expect(screen.greenView.isHidden && !screen.pinkView.isHidden)
    }

    /// Every effect and curve, both ways of calling: the engine's effect rule moves
    /// the scene's views and the code's alike.
    @Test(arguments: [ViewTransitionOption.transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop,
                      .transitionFlipFromBottom, .transitionCurlUp, .transitionCurlDown, .transitionCrossDissolve])
    func everyEffect(_ effect: ViewTransitionOption) throws {
        let curves: [(ViewTransitionOption, UIView.AnimationOptions)] = [
            (.curveEaseInOut, .curveEaseInOut), (.curveEaseIn, .curveEaseIn), (.curveEaseOut, .curveEaseOut),
            (.curveLinear, .curveLinear),
        ]
        let bits: [ViewTransitionOption: UIView.AnimationOptions] = [
            .transitionFlipFromLeft: .transitionFlipFromLeft, .transitionFlipFromRight: .transitionFlipFromRight,
            .transitionFlipFromTop: .transitionFlipFromTop, .transitionFlipFromBottom: .transitionFlipFromBottom,
            .transitionCurlUp: .transitionCurlUp, .transitionCurlDown: .transitionCurlDown,
            .transitionCrossDissolve: .transitionCrossDissolve,
        ]
        for (curve, curveBits) in curves {
            var (pair, screen) = try Self.pair()
            let options: UIView.AnimationOptions = [bits[effect]!, curveBits]
            try Self.check(&pair, screen, try Self.with([effect, curve])) {
                UIView.transition(with: screen.containerView, duration: 1, options: options, animations: {
                    screen.pinkView.isHidden.toggle()
                    screen.greenView.isHidden.toggle()
                })
            }
            try Self.check(&pair, screen, try Self.from("pink", to: "green", [effect, curve, .showHideTransitionViews])) {
                UIView.transition(from: screen.pinkView, to: screen.greenView, duration: 1,
                                  options: [options, .showHideTransitionViews])
            }
            #expect(!screen.greenView.isHidden && screen.pinkView.isHidden)
        }
    }

    /// The second version with weak outlets: the flip from green removes green, which
    /// is freed at once; the screen shows its snapshot until the end. The completion's
    /// flip back would unwrap the nil outlet: the crash. The scene refuses that call,
    /// and the code is not made to crash: its outlet is nil, as the crash needs.
    @Test func weakOutletsFreeTheRemovedView() throws {
        var (pair, screen) = try Self.pair()
        try Self.check(&pair, screen, try Self.from("green", to: "pink", [.transitionFlipFromLeft])) {
            UIView.transition(from: screen.greenView, to: screen.pinkView, duration: 1,
                              options: [.transitionFlipFromLeft], completion: nil)
        }
        #expect(pair.sim.deallocatedViews == ["green"] && screen.greenView == nil)
        #expect(throws: EngineError.self) { try pair.sim.apply(try Self.from("pink", to: "green", [.transitionFlipFromRight])) }
    }

    /// The note's round trip: the code's completion flips back the moment the first
    /// flip ends; the scene gets the flip back as the next call at that moment.
    /// Frame by frame, with `view`'s frame left out when given.
    static func roundTrip(_ pair: inout ScenePair, _ screen: ViewTransitionViewController, _ first: Input,
                          _ second: Input, ignoringFrameOf ignored: String? = nil,
                          sourceLocation: SourceLocation = #_sourceLocation, code: () -> Void) throws {
        func same(_ events: (scene: [LifecycleEvent], code: [LifecycleEvent]), _ when: String) {
            #expect(events.scene == events.code, "\(when)", sourceLocation: sourceLocation)
            let differences = pair.differences().filter { ignored == nil || !$0.hasPrefix("\(ignored!) frame") }
            #expect(differences.isEmpty, "\(when): \(differences)", sourceLocation: sourceLocation)
            #expect(hierarchy(pair.sim) == hierarchy(screen), "\(when)", sourceLocation: sourceLocation)
        }
        same(try pair.apply(first, code: code), "after the call")
        var frames = 0, flippedBack = false
        while !pair.isAtRest && frames < 600 {
            var events = try pair.frame()
            frames += 1
            if !flippedBack && events.scene.contains(.transitionCompletion(finished: true)) {
                flippedBack = true
                events.scene += try pair.sim.apply(second).events
            }
            same(events, "frame \(frames)")
        }
        #expect(flippedBack, sourceLocation: sourceLocation)
    }

    /// With `showHideTransitionViews` nothing leaves the container: the note's round
    /// trip runs with weak outlets, both flips frame by frame.
    @Test func showHideKeepsTheViews() throws {
        var (pair, screen) = try Self.pair()
        try Self.roundTrip(&pair, screen, try Self.from("green", to: "pink", [.transitionFlipFromLeft, .showHideTransitionViews]),
                           try Self.from("pink", to: "green", [.transitionFlipFromRight, .showHideTransitionViews])) {
            screen.flipRoundTrip(showHide: true)
        }
        #expect(screen.greenView != nil && !screen.greenView.isHidden && screen.pinkView.isHidden)
    }

    /// A second transition of the same container ends the first at once, its
    /// completion told `finished: false`, and runs from where the first left the views.
    @Test func aSecondTransitionReplacesTheFirst() throws {
        var (pair, screen) = try Self.pair()
        var flags: [Bool] = []
        _ = try pair.apply(try Self.with([.transitionFlipFromLeft])) {
            UIView.transition(with: screen.containerView, duration: 1, options: [.transitionFlipFromLeft], animations: {
                screen.pinkView.isHidden.toggle()
                screen.greenView.isHidden.toggle()
            }, completion: { flags.append($0) })
        }
        for _ in 0..<18 { _ = try pair.frame() }
        try Self.check(&pair, screen, try Self.with([.transitionCrossDissolve])) {
            UIView.transition(with: screen.containerView, duration: 1, options: [.transitionCrossDissolve], animations: {
                screen.pinkView.isHidden.toggle()
                screen.greenView.isHidden.toggle()
            }, completion: { flags.append($0) })
        }
        #expect(flags == [false, true])
    }

    /// Where they differ, and why (docs/flip.md, "The code against the scene"): with
    /// strong outlets the round trip adds green back. The scene's green comes back with
    /// zero bounds, as the note's did: its storyboard constraints left with it, and
    /// Auto Layout gives a view nothing constrains no size. The code lays its views out
    /// by frame, which a view keeps when it leaves and comes back: green is back where
    /// it was. Neither is wrong; each follows its layout. The first flip is the same.
    @Test func strongOutletsBringGreenBackWithItsFrame() throws {
        var (pair, screen) = try Self.pair(strong: true)
        try Self.roundTrip(&pair, screen, try Self.from("green", to: "pink", [.transitionFlipFromLeft]),
                           try Self.from("pink", to: "green", [.transitionFlipFromRight]), ignoringFrameOf: "green") {
            screen.flipRoundTrip(showHide: false)
        }
        #expect(pair.sim.visibleViews.first { $0.name == "green" }.map { CGRect($0.frame) }
                == CGRect(x: 20, y: 200, width: 0, height: 0))
        #expect(pair.app.view(named: "green")?.frame == CGRect(x: 20, y: 200, width: 350, height: 350))
    }
}
