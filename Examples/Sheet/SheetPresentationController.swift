#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The guide's presentation controller: the right half of the container, over a
/// dimming view that fades in and out alongside the transition.
final class SheetPresentationController: UIPresentationController {
    private let dimming = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.accessibilityIdentifier = "dimming"
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let width = floor(bounds.width / 2)
        return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
        } else {
            dimming.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
        } else {
            dimming.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
    }
}
