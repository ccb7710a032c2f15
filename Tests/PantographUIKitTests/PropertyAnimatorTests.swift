import PantographEngine
import Testing
@testable import PantographUIKit

/// `UIViewPropertyAnimator`: its own timeline that runs, pauses, scrubs and reverses,
/// and where it leaves the views when it finishes (Apple's pages
/// *UIViewPropertyAnimator*, *UIViewAnimatingPosition*, *stopAnimation(_:)*).
@MainActor @Suite struct PropertyAnimatorTests {
    private func setUp() -> (HeadlessApp, UIView) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.accessibilityIdentifier = "v"
        return (makeApp { $0.addSubview(v) }, v)
    }

    private func x(_ app: HeadlessApp) -> CGFloat { app.view(named: "v")!.frame.minX }

    @Test func itRunsOnItsCurveAndCompletesAtTheEnd() {
        let (app, v) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        app.turn { animator.startAnimation() }
        #expect(animator.state == .active && animator.isRunning)
        app.advance(frames: 30)
        #expect(close(x(app), 100 * TimingCurve.easeIn.progress(at: 0.5), 1e-9))
        app.advance(frames: 30)
        #expect(positions == [.end] && animator.state == .inactive && x(app) == 100)
    }

    /// Paused, `fractionComplete` moves the views linearly (`scrubsLinearly`).
    @Test func fractionCompleteScrubsLinearly() {
        let (app, v) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.frame.origin.x = 100 }
        app.turn { animator.fractionComplete = 0.3 }
        #expect(animator.state == .active && !animator.isRunning)
        #expect(close(x(app), 30))
        app.advance(frames: 10)
        #expect(close(x(app), 30))
        animator.scrubsLinearly = false
        #expect(close(x(app), 100 * TimingCurve.easeIn.progress(at: 0.3), 1e-9))
    }

    /// Reversed, it runs back to its start and finishes there, the properties at "the
    /// values of the properties before you applied any animations".
    @Test func reversedItEndsAtTheStart() {
        let (app, v) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        app.turn { animator.startAnimation() }
        app.advance(frames: 30)
        app.turn { animator.isReversed = true }
        app.advance(frames: 15)
        #expect(close(x(app), 25))
        app.advance(frames: 15)
        #expect(positions == [.start] && v.frame.minX == 0 && x(app) == 0)
    }

    /// Apple's page *isReversed*: "the animations run in reverse… they start at their
    /// current position and end at the beginning"; *UIViewAnimatingPosition.start*: "the
    /// beginning of the animations". Scrubbed to 60 %, reversed and continued, the
    /// animator runs back over the 60 % left, in `durationFactor` × its duration
    /// (*continueAnimation(withTimingParameters:durationFactor:)*: "a multiplier to
    /// apply to the animator's original duration"), stops at its start, completes at
    /// `.start`, and every property it animated is back where the block found it, the
    /// model too.
    @Test func reversedFromAScrubItRunsBackToItsStart() {
        let (app, v) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            v.frame.origin.x = 100
            v.alpha = 0.2
        }
        animator.addCompletion { positions.append($0) }
        app.turn { animator.fractionComplete = 0.6 }
        #expect(close(x(app), 60))
        app.turn {
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(animator.isRunning && animator.isReversed)
        app.advance(frames: 18)
        #expect(close(x(app), 60 - 60 * 0.3, 1e-6) && positions.isEmpty)
        app.settle()
        #expect(positions == [.start] && animator.state == .inactive)
        #expect(x(app) == 0 && v.frame.minX == 0 && v.alpha == 1 && app.view(named: "v")!.alpha == 1)
    }

    /// `stopAnimation(true)`: the views stay where they are, no completion runs.
    @Test func stoppingWithoutFinishingKeepsTheViewsWhereTheyAre() {
        let (app, v) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        app.turn { animator.startAnimation() }
        app.advance(frames: 15)
        app.turn { animator.stopAnimation(true) }
        #expect(close(v.frame.minX, 25) && close(x(app), 25) && positions.isEmpty && animator.state == .inactive)
    }

    /// `stopAnimation(false)` then `finishAnimation(at: .current)`.
    @Test func finishingWhereItStopped() {
        let (app, v) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        animator.addCompletion { positions.append($0) }
        app.turn { animator.startAnimation() }
        app.advance(frames: 45)
        app.turn {
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: .current)
        }
        #expect(positions == [.current] && close(v.frame.minX, 75))
    }

    @Test func pausingOnCompletionKeepsItActive() {
        let (app, v) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { v.frame.origin.x = 100 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        app.turn { animator.startAnimation() }
        app.advance(frames: 40)
        #expect(positions.isEmpty && animator.state == .active && !animator.isRunning && x(app) == 100)
    }

    /// Animations added while it runs take the time that is left.
    @Test func addedAnimationsTakeTheTimeLeft() {
        let (app, v) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 }
        app.turn { animator.startAnimation() }
        app.advance(frames: 30)
        app.turn { animator.addAnimations { v.alpha = 0 } }
        app.advance(frames: 15)
        #expect(close(app.view(named: "v")!.alpha, 0.5))
    }

    /// A spring by damping ratio is UIKit's spring for the animator's duration.
    @Test func aSpringAnimatorIsTheEnginesSpring() throws {
        let (app, v) = setUp()
        let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.5) { v.frame.origin.x = 100 }
        app.turn { animator.startAnimation() }
        app.advance(frames: 12)
        let spring = try SpringTiming(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0)
        #expect(close(x(app), 100 * spring.progress(atTime: 0.2), 1e-9))
    }
}
