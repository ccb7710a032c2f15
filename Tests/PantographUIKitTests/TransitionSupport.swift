import PantographEngine
@testable import PantographUIKit

/// A presented controller whose view slides up from below in `animateTransition`, as
/// the simplest custom animators do.
@MainActor final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var duration = 0.5
    var options: UIView.AnimationOptions = .curveLinear
    var ended: [Bool] = []
    /// What the completion block received.
    var finishedFlags: [Bool] = []
    /// Whether the completion reports `transitionWasCancelled` (what most animators do).
    var completesHonestly = true

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let height = container.bounds.height
        if presenting {
            let to = context.view(forKey: .to)!
            to.frame = context.finalFrame(for: context.viewController(forKey: .to)!).offsetBy(dx: 0, dy: height)
            container.addSubview(to)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                to.frame.origin.y -= height
            }, completion: { finished in
                self.finishedFlags.append(finished)
                context.completeTransition(self.completesHonestly ? !context.transitionWasCancelled : true)
            })
        } else {
            let from = context.view(forKey: .from)!
            if let to = context.view(forKey: .to) { container.insertSubview(to, belowSubview: from) }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
                from.frame.origin.y += height
            }, completion: { finished in
                self.finishedFlags.append(finished)
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A transitioning delegate that hands out the animators and, when asked to, an
/// interaction controller.
@MainActor final class TestTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let present = SlideAnimator(presenting: true)
    let dismiss = SlideAnimator(presenting: false)
    let interactor = UIPercentDrivenInteractiveTransition()
    var interactive = false
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        dismiss
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactive ? interactor : nil }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interactive ? interactor : nil }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }
}

@MainActor final class GridController: UIViewController {}
@MainActor final class DetailController: UIViewController {}

/// An app whose root is a `grid` controller, and a `detail` controller to present.
@MainActor func presentationApp(style: UIModalPresentationStyle = .fullScreen,
                                settings: Settings = Settings()) throws -> (HeadlessApp, GridController,
                                                                             DetailController, TestTransitioning) {
    let grid = GridController()
    let app = try HeadlessApp(settings: settings) { grid }
    let detail = DetailController()
    detail.modalPresentationStyle = style
    let transitioning = TestTransitioning()
    detail.transitioningDelegate = transitioning
    app.clearLog()
    return (app, grid, detail, transitioning)
}

extension HeadlessApp {
    /// The log as the records print it.
    var names: [String] { log.map(\.description) }
}
