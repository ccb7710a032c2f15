import PantographEngine
import Testing
@testable import PantographUIKit

/// UIView's block animations: the model is what the block set, the presentation
/// moves on the engine's timing, and the completion comes with UIKit's flag.
@MainActor @Suite struct AnimationTests {
    private func appWithView(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> (HeadlessApp, UIView) {
        let v = UIView(frame: frame)
        v.accessibilityIdentifier = "v"
        return (makeApp { $0.addSubview(v) }, v)
    }

    /// The model changes at once; the presentation follows the curve, frame by frame,
    /// with the engine's `TimingCurve` numbers.
    @Test func theModelChangesAtOnceAndThePresentationFollowsTheCurve() throws {
        let (app, v) = appWithView()
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: { v.alpha = 0 }) }
        #expect(v.alpha == 0)
        #expect(app.view(named: "v")!.alpha == 1)
        app.advance(frames: 15)
        let expected = 1 - TimingCurve.easeOut.progress(at: 15.0 / 60)
        #expect(close(app.view(named: "v")!.alpha, expected, 1e-9))
        app.advance(frames: 45)
        #expect(app.view(named: "v")!.alpha == 0)
    }

    /// Apple's page *animate(withDuration:delay:options:animations:completion:)*: the
    /// completion's flag "indicates whether or not the animations actually finished";
    /// a block that animates nothing completes "at the beginning of the next run loop
    /// cycle" (here: the end of the turn).
    @Test func completionsComeWithUIKitsFlag() {
        let (app, v) = appWithView()
        var flags: [Bool] = []
        app.turn { UIView.animate(withDuration: 0.5, animations: { v.alpha = 0.5 }, completion: { flags.append($0) }) }
        #expect(flags.isEmpty)
        app.advance(frames: 29)
        #expect(flags.isEmpty)
        app.advance(frames: 1)
        #expect(flags == [true])
        app.turn { UIView.animate(withDuration: 0.5, animations: {}, completion: { flags.append($0) }) }
        #expect(flags == [true, true])
        app.turn { UIView.animate(withDuration: 0, animations: { v.alpha = 1 }, completion: { flags.append($0) }) }
        #expect(flags == [true, true, true] && app.view(named: "v")!.alpha == 1)
    }

    /// Apple's page *UIView.AnimationOptions.beginFromCurrentState*: the new animation
    /// starts where the one in flight is; the one it replaced completes unfinished.
    @Test func beginningFromTheCurrentStateReplacesTheAnimationInFlight() {
        let (app, v) = appWithView()
        var first: [Bool] = []
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 },
                                  completion: { first.append($0) }) }
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.alpha, 0.5))
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                                  animations: { v.alpha = 1 }) }
        #expect(first == [false])
        #expect(close(app.view(named: "v")!.alpha, 0.5))
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.alpha, 0.75))
    }

    /// Geometry animations add up (iOS 8): a second move while the first runs keeps
    /// the view where it was and carries both changes to the end.
    @Test func geometryAnimationsAreAdditive() {
        let (app, v) = appWithView()
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 150 }) }
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame.midX, 100))
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 250 }) }
        #expect(close(app.view(named: "v")!.frame.midX, 100))
        app.advance(frames: 30)
        // The first has ended at 150; the second is halfway from 150 to 250.
        #expect(close(app.view(named: "v")!.frame.midX, 200))
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame.midX, 250))
    }

    /// Transforms add up too (iOS 8; Core Animation adds transforms by concatenating
    /// them, `CAPropertyAnimation.isAdditive`): a cell's highlight undone before it
    /// has played starts from where the screen shows it, both blocks run to their end
    /// and complete `finished`, as the card's quick tap does (docs/fidelity.md).
    @Test func transformAnimationsAreAdditive() {
        let (app, v) = appWithView()
        var flags: [Bool] = []
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }, completion: { flags.append($0) }) }
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame.width, 75))
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.transform = .identity },
                                  completion: { flags.append($0) }) }
        // No step: the screen shows what it showed, 0.75.
        #expect(close(app.view(named: "v")!.frame.width, 75))
        app.advance(frames: 30)
        // The first has ended at 0.5; the second is halfway from 0.5 back to 1.
        #expect(close(app.view(named: "v")!.frame.width, 75) && flags == [true])
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame.width, 100) && flags == [true, true])
    }

    /// A transform onto a scale of 0 has no inverse, so no change to add: it replaces
    /// the animation in flight from the model value (iOS 8 did not animate it at all:
    /// rdar://18609993, docs/fidelity.md).
    @Test func aTransformOntoNothingReplacesTheOneInFlight() {
        let (app, v) = appWithView()
        var first: [Bool] = []
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }, completion: { first.append($0) }) }
        app.advance(frames: 30)
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.transform = CGAffineTransform(scaleX: 0, y: 0)
        }) }
        #expect(first == [false] && close(app.view(named: "v")!.frame.width, 50))
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame.width, 25))
    }

    /// The change an additive transform plays back, added to the new model, is the old
    /// model exactly where they do not commute (a turn and a move).
    @Test func aTransformsChangeAddsBackToTheOldOne() throws {
        let old = LayerValue.transform(CATransform3DMakeAffineTransform(
            CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 30, y: -12).scaledBy(x: 2, y: 0.5)))
        let new = LayerValue.transform(CATransform3DMakeAffineTransform(
            CGAffineTransform(translationX: 80, y: 5).rotated(by: -1.1)))
        let back = try #require(old.subtracting(new)).transform
        let sum = new.adding(.transform(back)).transform
        for (a, b) in zip(sum.rows.joined(), old.transform.rows.joined()) { #expect(abs(a - b) < 1e-9) }
        #expect(old.subtracting(.transform(CATransform3DMakeScale(0, 0, 1))) == nil)
    }

    /// A view that grows: the change an additive animation plays back (old − new) is a
    /// negative size, which a rectangle's `width` would have standardized to a positive
    /// one (the hero example found it).
    @Test func aGrowingFrameAnimatesThroughItsMiddle() {
        let (app, v) = appWithView()
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v.frame = CGRect(x: 0, y: 0, width: 150, height: 140)
        }) }
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame, CGRect(x: 0, y: 0, width: 125, height: 120)))
    }

    /// During a delay the view shows where the animation starts (the backwards fill).
    @Test func aDelayedAnimationHoldsItsStart() {
        let (app, v) = appWithView()
        var done = false
        app.turn { UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 },
                                  completion: { _ in done = true }) }
        app.advance(frames: 30)
        #expect(app.view(named: "v")!.alpha == 1 && !done)
        app.advance(frames: 15)
        #expect(close(app.view(named: "v")!.alpha, 0.5))
        app.advance(frames: 15)
        #expect(done)
    }

    /// The spring form is UIKit's spring: the engine's `SpringTiming` for the same
    /// duration, damping and velocity.
    @Test func theSpringFormIsTheEnginesSpring() throws {
        let (app, v) = appWithView()
        app.turn {
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                           options: .curveLinear, animations: { v.center.x = 150 })
        }
        let spring = try SpringTiming(duration: 0.5, dampingRatio: 0.6, initialVelocity: 0.5)
        for frame in 1...29 {
            app.advance()
            let expected = 50 + 100 * spring.progress(atTime: Double(frame) / 60)
            #expect(close(app.view(named: "v")!.frame.midX, expected, 1e-9))
        }
    }

    /// iOS 17's `springDuration:bounce:` runs until the spring settles.
    @Test func aSpringByDurationAndBounceCompletesWhenItSettles() {
        let (app, v) = appWithView()
        var done = false
        app.turn { UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { v.alpha = 0 }, completion: { _ in done = true }) }
        let spring = SpringDialect.swiftUIDuration(duration: 0.5, bounce: 0.3).physical(velocity: 0)
        app.advance(by: spring.settlingDuration - 0.02)
        #expect(!done)
        app.advance(by: 0.04)
        #expect(done)
    }

    /// Apple's page *performWithoutAnimation(_:)*: changes inside take effect at once,
    /// even inside an animation block.
    @Test func changesWithoutAnimationTakeEffectAtOnce() {
        let (app, v) = appWithView()
        app.turn {
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { v.alpha = 0.3 }
                v.center.x = 80
            })
        }
        #expect(app.view(named: "v")!.alpha == 0.3)
        #expect(app.view(named: "v")!.frame.midX == 50)
    }

    /// A nested block inherits the outer block's duration and curve unless it overrides them.
    @Test func aNestedBlockInheritsTheDuration() {
        let (app, v) = appWithView()
        var innerDuration = 0.0
        app.turn {
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 0.1, animations: { v.alpha = 0 })
                innerDuration = UIView.inheritedAnimationDuration
            })
        }
        app.advance(frames: 60)
        #expect(innerDuration == 2)
        #expect(close(app.view(named: "v")!.alpha, 0.5))
    }

    /// Apple's page *animate(withDuration:delay:options:animations:completion:)*:
    /// "During an animation, user interactions are temporarily disabled for the views
    /// being animated", unless `allowUserInteraction`.
    @Test func animatingViewsTakeNoTouchesUnlessAllowed() {
        let (app, v) = appWithView()
        let root = app.window.rootViewController!.view!
        app.turn { UIView.animate(withDuration: 1, animations: { v.alpha = 0.5 }) }
        #expect(app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                                  animations: { v.alpha = 0.6 }) }
        #expect(app.window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
    }

    /// A view that leaves the window loses its animations: its block completes unfinished.
    @Test func leavingTheWindowEndsTheAnimationsUnfinished() {
        let (app, v) = appWithView()
        var flags: [Bool] = []
        app.turn { UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { flags.append($0) }) }
        app.advance(frames: 10)
        app.turn { v.removeFromSuperview() }
        #expect(flags == [false])
        #expect(v.layer.animationKeys() == nil)
    }

    /// `layer.presentation()` is what the screen shows.
    @Test func thePresentationLayerShowsTheAnimation() {
        let (app, v) = appWithView()
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.y = 100 }) }
        app.advance(frames: 15)
        #expect(close(v.layer.presentation()!.frame.minY, 25))
        #expect(v.layer.frame.minY == 100)
        #expect(v.layer.animationKeys() == ["position"])
    }

    /// A transform animates through its decomposition, with the frame following.
    @Test func aTransformAnimationScalesTheFrame() {
        let (app, v) = appWithView()
        app.turn { UIView.animate(withDuration: 1, delay: 0, options: .curveLinear,
                                  animations: { v.transform = CGAffineTransform(scaleX: 3, y: 3) }) }
        app.advance(frames: 30)
        #expect(close(app.view(named: "v")!.frame, CGRect(x: -50, y: -50, width: 200, height: 200)))
    }
}
