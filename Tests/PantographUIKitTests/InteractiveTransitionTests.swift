import PantographEngine
import Testing
@testable import PantographUIKit

/// `UIPercentDrivenInteractiveTransition` on its Core Animation path: the animator's
/// animations stand on the transition's timeline at `percent × duration`, and `finish`
/// or `cancel` play the rest by the engine's `Transition.State` rules.
@MainActor @Suite struct InteractiveTransitionTests {
    private func started() throws -> (HeadlessApp, GridController, DetailController, TestTransitioning) {
        let (app, grid, detail, transitioning) = try presentationApp()
        transitioning.interactive = true
        app.turn { grid.present(detail, animated: true) }
        return (app, grid, detail, transitioning)
    }

    /// Apple's page *UIPercentDrivenInteractiveTransition*: the interaction controller
    /// calls the animator's `animateTransition` itself after `startInteractiveTransition`.
    @Test func theInteractionControllerStartsTheAnimator() throws {
        let (app, _, _, transitioning) = try started()
        #expect(app.names == ["animationController(forPresented:)", "interactionControllerForPresentation",
                              "presentationTransitionWillBegin", "viewWillDisappear(grid)", "viewWillAppear(detail)",
                              "startInteractiveTransition", "animateTransition"])
        #expect(transitioning.interactor.duration == 0.5)
    }

    /// `update(_:)` puts every animation at `percent × duration` of its own time: a
    /// linear slide is at the percent, and time does not move it.
    @Test func updateScrubsTheAnimatorsAnimations() throws {
        let (app, _, _, transitioning) = try started()
        app.turn { transitioning.interactor.update(0.25) }
        #expect(close(app.view(named: "detail")!.frame.minY, 844 * 0.75))
        app.advance(frames: 30)
        #expect(close(app.view(named: "detail")!.frame.minY, 844 * 0.75))
        #expect(transitioning.interactor.percentComplete == 0.25)
    }

    /// The same with an ease-in animator: the percent is a fraction of time, and the
    /// curve applies (`scrub time`).
    @Test func thePercentIsAFractionOfTime() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        transitioning.interactive = true
        transitioning.present.options = .curveEaseIn
        app.turn { grid.present(detail, animated: true) }
        app.turn { transitioning.interactor.update(0.5) }
        #expect(close(app.view(named: "detail")!.frame.minY, 844 * (1 - TimingCurve.easeIn.progress(at: 0.5)), 1e-9))
    }

    /// Apple's page: the rest plays in `(1 − percentComplete)·duration / completionSpeed`,
    /// along `completionCurve` (docs/uikit.md); then the animator's completion runs with
    /// `finished` true and completes the transition.
    @Test func finishPlaysTheRestAlongTheCompletionCurve() throws {
        let (app, _, _, transitioning) = try started()
        let interactor = transitioning.interactor
        interactor.completionSpeed = 2
        interactor.completionCurve = .easeOut
        app.turn { interactor.update(0.4) }
        app.clearLog()
        app.turn { interactor.finish() }
        #expect(app.names == ["finishInteractiveTransition", "interactionChanged(cancelled: false)"])
        // (1 − 0.4)·0.5/2 = 0.15 s: 9 frames.
        app.advance(frames: 4)
        let p = 0.4 + 0.6 * TimingCurve.easeOut.progress(at: (4.0 / 60) / 0.15)
        #expect(close(app.view(named: "detail")!.frame.minY, 844 * (1 - p), 1e-9))
        app.advance(frames: 5)
        #expect(transitioning.present.finishedFlags == [true])
        #expect(app.log.compactMap(\.lifecycle).suffix(6)
                == Lifecycle(presenterSide: ["grid"], presented: "detail").end(.present, completed: true))
    }

    /// Apple's page *transitionWasCancelled*, and UIKit's `cancelInteractiveTransition`
    /// (which sets the flag at once): true from `cancel()` on, before the animation
    /// has played back. The blocks complete with `finished` true (docs/fidelity.md).
    @Test func cancelFlipsTransitionWasCancelledAtOnce() throws {
        let (app, grid, detail, transitioning) = try started()
        var cancelledSeen: [Bool] = []
        app.turn {
            detail.transitionCoordinator!.notifyWhenInteractionChanges { context in cancelledSeen.append(context.isCancelled) }
            transitioning.interactor.update(0.3)
            transitioning.interactor.cancel()
        }
        #expect(cancelledSeen == [true])
        #expect((detail.transitionCoordinator as? TransitionContext)?.transitionWasCancelled == true)
        app.advance(frames: 9)
        #expect(transitioning.present.finishedFlags == [true])
        #expect(app.log.compactMap(\.lifecycle).suffix(7)
                == Lifecycle(presenterSide: ["grid"], presented: "detail").end(.present, completed: false))
        // UIKit took the container away, the presented view with it.
        #expect(app.views.map(\.name) == ["grid"])
        #expect(grid.presentedViewController == nil)
    }

    /// What a cancel leaves: the values from before the blocks. UIKit finishes the
    /// animations it tracked reversed, at their start (UIViewPropertyAnimator's
    /// `finishAnimation(at: .start)` puts the properties at their start values), so a
    /// cancelled dismissal leaves the presented view where it was, although the block
    /// moved it off the screen (docs/fidelity.md).
    @Test func aCancelLeavesTheValuesFromBeforeTheBlocks() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        app.turn { grid.present(detail, animated: true) }
        app.advance(frames: 30)
        transitioning.interactive = true
        app.turn { detail.dismiss(animated: true) }
        app.turn {
            transitioning.interactor.update(0.5)
            transitioning.interactor.cancel()
        }
        app.advance(frames: 20)
        #expect(grid.presentedViewController === detail)
        #expect(app.view(named: "detail")!.frame.minY == 0)
        #expect(detail.view.frame.minY == 0)
    }

    /// Apple's page *completionSpeed*: a speed of 0 or less reads as 1.
    @Test func aSpeedOfZeroReadsAsOne() {
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionSpeed = 0
        #expect(interactor.completionSpeed == 1)
        interactor.completionSpeed = -2
        #expect(interactor.completionSpeed == 1)
    }

    /// docs/uikit.md: `finish()` before the transition starts is remembered and applied
    /// as soon as it starts.
    @Test func finishBeforeTheStartIsRemembered() throws {
        let (app, grid, detail, transitioning) = try presentationApp()
        transitioning.interactive = true
        app.turn {
            grid.present(detail, animated: true)
            transitioning.interactor.update(0.5)
            transitioning.interactor.finish()
        }
        #expect(Array(app.names.suffix(2)) == ["finishInteractiveTransition", "interactionChanged(cancelled: false)"])
        // The update before the start was dropped: the whole slide plays, 0.5 s.
        app.advance(frames: 29)
        #expect(!app.names.contains("completeTransition(true)"))
        app.advance()
        #expect(app.names.contains("completeTransition(true)"))
    }

    /// Animations registered with the coordinator follow the same percent, in the
    /// animator's first block and on its timing (here linear: UIKit's
    /// `+[UIView _setAlongsideAnimations:]` before `animateTransition:`), and their
    /// completion hears whether the transition was cancelled.
    @Test func alongsideAnimationsFollowThePercent() throws {
        final class Dimming: UIPresentationController {
            let dim = UIView()
            var sawCancelled: [Bool] = []
            override func presentationTransitionWillBegin() {
                dim.accessibilityIdentifier = "dim"
                dim.frame = containerView!.bounds
                dim.alpha = 0
                containerView!.addSubview(dim)
                presentedViewController.transitionCoordinator!.animate(alongsideTransition: { _ in self.dim.alpha = 1 },
                                                                       completion: { self.sawCancelled.append($0.isCancelled) })
            }
        }
        let (app, grid, detail, transitioning) = try presentationApp(style: .custom)
        var made: Dimming?
        transitioning.makePresentationController = { presented, presenting in
            let d = Dimming(presentedViewController: presented, presenting: presenting)
            made = d
            return d
        }
        transitioning.interactive = true
        app.turn { grid.present(detail, animated: true) }
        #expect(app.names.first == "presentationController(forPresented:)")
        app.turn { transitioning.interactor.update(0.25) }
        #expect(close(app.view(named: "dim")!.alpha, 0.25))
        app.turn { transitioning.interactor.finish() }
        app.settle()
        #expect(made?.sawCancelled == [false])
        #expect(app.names.contains("alongsideCompletion(cancelled: false)"))
    }

    /// Alongside animations take the timing of the animator's first block, a spring
    /// included; an animator that makes no block gets them at once, without animation
    /// (UIKit's UIWindowController runs `__runAlongsideAnimations` then).
    @Test func alongsideAnimationsJoinTheFirstBlockOrRunAtOnce() throws {
        final class Dimming: UIPresentationController {
            let dim = UIView()
            override func presentationTransitionWillBegin() {
                dim.accessibilityIdentifier = "dim"
                dim.alpha = 0
                containerView!.addSubview(dim)
                presentedViewController.transitionCoordinator!.animate(alongsideTransition: { _ in self.dim.alpha = 1 },
                                                                       completion: nil)
            }
        }
        final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            let animates: Bool
            init(animates: Bool) { self.animates = animates }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                let to = context.view(forKey: .to)!
                context.containerView.addSubview(to)
                guard animates else { return context.completeTransition(true) }
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                               options: [], animations: { to.alpha = 0.5 },
                               completion: { _ in context.completeTransition(true) })
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator: Animator
            init(animates: Bool) { animator = Animator(animates: animates) }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                Dimming(presentedViewController: presented, presenting: presenting)
            }
        }
        for animates in [true, false] {
            let (app, grid, detail, _) = try presentationApp(style: .custom)
            let delegate = Delegate(animates: animates)
            detail.transitioningDelegate = delegate
            app.turn { grid.present(detail, animated: true) }
            if animates {
                app.advance(frames: 18)
                let spring = try SpringTiming(duration: 1, dampingRatio: 0.5, initialVelocity: 0)
                #expect(close(app.view(named: "dim")!.alpha, min(spring.progress(atTime: 0.3), 1), 1e-9))
            } else {
                #expect(app.view(named: "dim")!.alpha == 1 && !app.isAnimating)
            }
        }
    }
}
