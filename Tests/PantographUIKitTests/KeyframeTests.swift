import PantographEngine
import Testing
@testable import PantographUIKit

/// Keyframe animations, as Apple's pages *animateKeyframes(withDuration:delay:options:
/// animations:completion:)*, *addKeyframe(withRelativeStartTime:relativeDuration:
/// animations:)* and *UIView.KeyframeAnimationOptions* describe them: each keyframe's
/// changes move over its window of the whole duration, from where the one before it
/// left the property.
@MainActor @Suite struct KeyframeTests {
    private func setUp() -> (HeadlessApp, UIView) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.accessibilityIdentifier = "v"
        return (makeApp { $0.addSubview(v) }, v)
    }

    private func alpha(_ app: HeadlessApp) -> CGFloat { app.view(named: "v")!.alpha }
    private func x(_ app: HeadlessApp) -> CGFloat { app.view(named: "v")!.frame.minX }

    /// `UIView.AnimationOptions.curveLinear`, passed through the raw value as apps do.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// "For an animation that is two seconds in duration, specifying a start time of
    /// 0.5 causes the animations to begin executing one second after the start":
    /// down in the first half, up in the second, one completion at the end.
    @Test func eachKeyframeMovesOverItsWindow() {
        let (app, v) = setUp()
        var flags: [Bool] = []
        app.turn {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 1 }
            }, completion: { flags.append($0) })
        }
        #expect(v.alpha == 1 && alpha(app) == 1)
        app.advance(frames: 30)
        #expect(close(alpha(app), 0.5))
        app.advance(frames: 30)
        #expect(close(alpha(app), 0))
        app.advance(frames: 30)
        #expect(close(alpha(app), 0.5) && flags.isEmpty)
        app.advance(frames: 30)
        #expect(alpha(app) == 1 && flags == [true])
    }

    /// Before its window a keyframe's property holds where the one before left it, and
    /// after its window it holds its own value until the next begins.
    @Test func betweenWindowsThePropertyHolds() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { v.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { v.frame.origin.x = 200 }
            })
        }
        app.advance(frames: 12)
        #expect(x(app) == 0)
        app.advance(frames: 12)
        #expect(close(x(app), 60))
        app.advance(frames: 12)
        #expect(close(x(app), 100))
        app.advance(frames: 6)
        #expect(close(x(app), 100))
        app.advance(frames: 6)
        #expect(close(x(app), 120))
        app.advance(frames: 12)
        #expect(x(app) == 200 && v.frame.minX == 200)
    }

    /// Without a curve passed in, the whole animation eases in and out (the default
    /// curve bits, 0, are `curveEaseInOut`): one keyframe over everything follows
    /// Core Animation's easeInOut.
    @Test func theCurveMapsTheWholeAnimation() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.frame.origin.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.frame.origin.x = 0 }
            })
        }
        app.advance(frames: 15)
        let p = TimingCurve.easeInOut.progress(at: 0.25)
        #expect(close(x(app), 100 * p / 0.5, 1e-9))
        app.advance(frames: 30)
        let q = TimingCurve.easeInOut.progress(at: 0.75)
        #expect(close(x(app), 100 - 100 * (q - 0.5) / 0.5, 1e-9))
    }

    /// "If you specify a value of 0, any properties you set in the animations block
    /// update immediately at the specified start time."
    @Test func aKeyframeOfNoLengthJumpsAtItsStart() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { v.alpha = 0.2 }
            })
        }
        // Thirty frames of 1/60 s add up to a hair under 0.5 s: the jump shows on the next.
        app.advance(frames: 29)
        #expect(alpha(app) == 1)
        app.advance(frames: 2)
        #expect(alpha(app) == 0.2)
    }

    /// `calculationModeDiscrete`: "jump directly to each new keyframe value" — at the
    /// keyframe's start time (docs/fidelity.md).
    @Test func discreteKeyframesJump() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeDiscrete], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 }
            })
        }
        app.advance(frames: 1)
        #expect(alpha(app) == 0.5)
        app.advance(frames: 28)
        #expect(alpha(app) == 0.5)
        app.advance(frames: 2)
        #expect(alpha(app) == 0)
    }

    /// Keyframes play in the order of their start times, whatever the order they were
    /// added in.
    @Test func keyframesPlayInTheOrderOfTheirStarts() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.frame.origin.x = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.frame.origin.x = 100 }
            })
        }
        app.advance(frames: 15)
        #expect(close(x(app), 50))
        app.advance(frames: 30)
        #expect(close(x(app), 50))
    }

    /// Discrete too, a property holds its value from before the animation until its
    /// first keyframe begins.
    @Test func discreteKeyframesHoldUntilTheFirstBegins() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeDiscrete], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { v.alpha = 0.5 }
            })
        }
        app.advance(frames: 12)
        #expect(alpha(app) == 1)
        app.advance(frames: 4)
        #expect(alpha(app) == 0.5)
    }

    /// What the block changes outside any keyframe moves over the whole duration; a
    /// delay puts every keyframe later.
    @Test func changesOutsideKeyframesTakeTheWholeDurationAfterTheDelay() {
        let (app, v) = setUp()
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: linear, animations: { v.alpha = 0 })
        }
        app.advance(frames: 30)
        #expect(alpha(app) == 1)
        app.advance(frames: 30)
        #expect(close(alpha(app), 0.5))
    }

    /// Outside `animateKeyframes` there is nothing to key: the change is made at once.
    @Test func aKeyframeOutsideAKeyframeAnimationIsImmediate() {
        let (app, v) = setUp()
        app.turn { UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0 } }
        #expect(alpha(app) == 0 && !app.isAnimating)
    }

    /// A keyframe animation replaces an animation of the property in flight, which
    /// completes unfinished, as a second block animation of the property does.
    @Test func itReplacesAnAnimationInFlight() {
        let (app, v) = setUp()
        var first: [Bool] = []
        app.turn { UIView.animate(withDuration: 1, animations: { v.frame.origin.x = 300 }, completion: { first.append($0) }) }
        app.advance(frames: 30)
        app.turn {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.frame.origin.x = 100 }
            })
        }
        #expect(first == [false])
        app.advance(frames: 30)
        #expect(close(x(app), 200))
    }
}
