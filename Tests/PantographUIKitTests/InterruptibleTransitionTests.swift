import PantographEngine
import Testing
@testable import PantographUIKit

/// The percent-driven interactor's other path: an animator that implements
/// `interruptibleAnimator(using:)` is driven through that property animator
/// (UIKit's `_startInterruptibleTransition:`): `update` sets its `fractionComplete`,
/// `finish` and `cancel` run it on or back, `pause` stops it where it is.
@MainActor @Suite struct InterruptibleTransitionTests {
    final class PropertySlide: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        let interactor = UIPercentDrivenInteractiveTransition()
        private var animator: UIViewPropertyAnimator?
        var animateTransitionCalls = 0

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            animateTransitionCalls += 1
            interruptibleAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            if let animator { return animator }
            let to = context.view(forKey: .to)!
            let final = context.finalFrame(for: context.viewController(forKey: .to)!)
            to.frame = final.offsetBy(dx: 0, dy: final.height)
            context.containerView.addSubview(to)
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { to.frame = final }
            animator.addCompletion { position in context.completeTransition(position == .end) }
            self.animator = animator
            return animator
        }

        func animationEnded(_ transitionCompleted: Bool) { animator = nil }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interactor }
    }

    private func start() -> (HeadlessApp, GridController, DetailController, PropertySlide) {
        let grid = GridController()
        let app = HeadlessApp { grid }
        let detail = DetailController()
        detail.modalPresentationStyle = .fullScreen
        let slide = PropertySlide()
        detail.transitioningDelegate = slide
        app.turn { grid.present(detail, animated: true) }
        return (app, grid, detail, slide)
    }

    @Test func updatesScrubThePropertyAnimatorLinearly() {
        let (app, _, _, slide) = start()
        #expect(slide.animateTransitionCalls == 0)
        #expect(!app.names.contains("animateTransition"))
        app.turn { slide.interactor.update(0.25) }
        #expect(close(app.view(named: "detail")!.frame.minY, 844 * 0.75))
        app.turn { slide.interactor.finish() }
        app.settle()
        #expect(app.names.contains("completeTransition(true)") && app.view(named: "detail")!.frame.minY == 0)
    }

    /// A cancel runs the animator back; it finishes at its start, the properties at
    /// their values before the block, and the transition completes cancelled.
    @Test func aCancelRunsTheAnimatorBack() {
        let (app, grid, _, slide) = start()
        app.turn {
            slide.interactor.update(0.5)
            slide.interactor.cancel()
        }
        app.settle()
        #expect(app.names.contains("completeTransition(false)"))
        #expect(grid.presentedViewController == nil && app.views.map(\.name) == ["grid"])
    }

    /// `pause()` stops a completion where the animator is: interactive again.
    @Test func pauseStopsTheCompletionWhereItIs() {
        let (app, _, detail, slide) = start()
        app.turn {
            slide.interactor.update(0.2)
            slide.interactor.finish()
        }
        app.advance(frames: 6)
        let y = app.view(named: "detail")!.frame.minY
        app.turn { slide.interactor.pause() }
        #expect(app.names.suffix(2) == ["pauseInteractiveTransition", "interactionChanged(cancelled: false)"])
        #expect((detail.transitionCoordinator as? TransitionContext)?.isInteractive == true)
        app.advance(frames: 10)
        #expect(close(app.view(named: "detail")!.frame.minY, y, 1e-9))
    }

    /// An app let go is freed whether its interruptible transition ended or is still
    /// in flight, paused or running on its own (docs/architecture.md, "An app's end"):
    /// the interactor keeps the animator, whose completion keeps the context, which
    /// keeps the animator's owner.
    @Test(arguments: ["ended", "paused", "finishing"])
    func anAppLetGoIsFreed(_ state: String) {
        weak var app: HeadlessApp?, grid: UIViewController?, detail: UIViewController?, slide: PropertySlide?
        do {
            let (made, g, d, s) = start()
            app = made
            grid = g
            detail = d
            slide = s
            made.turn { s.interactor.update(0.5) }
            if state != "paused" { made.turn { s.interactor.finish() } }
            if state == "ended" { made.settle() }
        }
        #expect(app == nil && grid == nil && detail == nil && slide == nil,
                "\(state): app \(app == nil), grid \(grid == nil), detail \(detail == nil), slide \(slide == nil)")
    }
}
