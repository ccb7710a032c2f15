#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// A navigation controller whose delegate animates push and pop itself: the screen on
/// top slides in from (or off to) the right while the one underneath shrinks to 0.95
/// (or grows back); an edge pan of the app's own drives the pop. UIKit's own back swipe
/// is turned off: with an animator from the delegate it would pop without following
/// the finger.
final class SlidingNavigationController: UINavigationController, UINavigationControllerDelegate,
    UIGestureRecognizerDelegate {
    private var interactor: UIPercentDrivenInteractiveTransition?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.isEnabled = false
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: SlidingNavigationController.handleEdgePan)
        edge.edges = .left
        edge.delegate = self
        view.addGestureRecognizer(edge)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        viewControllers.count > 1
    }

    /// The whole width is the whole pop; let go past the middle, it pops.
    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(recognizer.translation(in: view).x / view.bounds.width, 0), 1)
        switch recognizer.state {
        case .began:
            interactor = UIPercentDrivenInteractiveTransition()
            popViewController(animated: true)
            interactor?.update(progress)
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.5 { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        case .cancelled:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(isPush: operation == .push)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

/// The slide: 0.4 s, as UIKit's own push (docs/navigation.md).
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let width = container.bounds.width
        let final = transitionContext.finalFrame(for: toController)
        if isPush {
            container.addSubview(to)
            to.frame = final.offsetBy(dx: width, dy: 0)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                to.frame = final
                from.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled { from.transform = .identity }
                transitionContext.completeTransition(!cancelled)
            })
        } else {
            container.insertSubview(to, belowSubview: from)
            to.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            // Linear, so the screen on top stays under the finger.
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
                from.frame = from.frame.offsetBy(dx: width, dy: 0)
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled { to.transform = .identity }
                transitionContext.completeTransition(!cancelled)
            })
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                to.transform = .identity
            })
        }
    }
}
