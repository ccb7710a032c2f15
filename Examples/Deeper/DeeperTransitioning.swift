#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The interaction controller: the article's two flags on UIKit's percent-driven one.
final class DeeperInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

/// Both controllers' transitioning delegate: the animator each way, and the
/// interactor while a pan drives the transition.
final class DeeperTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    static let threshold: CGFloat = 0.1
    static let cap: Float = 0.9
    static let duration: TimeInterval = 0.5

    let interactor = DeeperInteractor()
    weak var grid: GridViewController?

    /// A pan's handler: `began` starts the transition, `changed` updates it and notes
    /// whether it is past the threshold, the lift finishes or cancels, and the
    /// system's cancel cancels.
    func drive(_ state: UIGestureRecognizer.State, progress: CGFloat, start: () -> Void) {
        switch state {
        case .began:
            interactor.hasStarted = true
            start()
        case .changed:
            interactor.shouldFinish = progress > Self.threshold
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        grid.map { DeeperAnimator(presenting: true, grid: $0, duration: Self.duration) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        grid.map { DeeperAnimator(presenting: false, grid: $0, duration: Self.duration) }
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }
}
