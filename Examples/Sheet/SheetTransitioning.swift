#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The sheet's transitioning delegate: its presentation controller, a sliding
/// animator each way, and an interactor while a pan drives the transition.
final class SheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    static let duration: TimeInterval = 0.35

    let interactor = UIPercentDrivenInteractiveTransition()
    private var panning = false

    /// A pan's handler: `began` starts the transition, `changed` updates it with the
    /// travel over the whole way, the lift finishes past half of it and cancels
    /// short of it, and the system's cancel cancels.
    func drive(_ state: UIGestureRecognizer.State, travel: CGFloat, over distance: CGFloat, start: () -> Void) {
        let progress = min(max(travel / distance, 0), 1)
        switch state {
        case .began:
            panning = true
            start()
        case .changed:
            interactor.update(progress)
        case .ended:
            panning = false
            progress > 0.5 ? interactor.finish() : interactor.cancel()
        case .cancelled:
            panning = false
            interactor.cancel()
        default:
            break
        }
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        panning ? interactor : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        panning ? interactor : nil
    }
}

/// The sheet slides in from beyond the right edge, and back out.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetTransitioning.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = context.viewController(forKey: key),
              let view = context.view(forKey: presenting ? .to : .from) else { return }
        let container = context.containerView
        let shown = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let hidden = shown.offsetBy(dx: container.bounds.width - shown.minX, dy: 0)
        if presenting {
            view.frame = hidden
            container.addSubview(view)
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut,
                       animations: { view.frame = self.presenting ? shown : hidden },
                       completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
