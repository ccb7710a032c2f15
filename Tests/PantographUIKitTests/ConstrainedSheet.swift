// The half-width sheet (Examples/Sheet) written the way much transition code is:
// with Auto Layout. The presentation controller pins its dimming view to the
// container by constraints; the animator places the sheet by constraints and slides
// it by changing the constant of its leading edge and laying the container out in
// the animation block. The pans and the interactor are the Sheet example's own.
// `ConstrainedSheetDifferentialTests` holds it equal to the `sheet` scene.
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif
@testable import Sheet

/// Nested, so that the controllers' record names are the scene's (`main`, `sheet`)
/// beside the Sheet example's own classes of those names.
enum ConstrainedSheet {
    /// The presenter: a pan to the left presents the sheet.
    final class MainViewController: UIViewController {
        let transitioning = Transitioning()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MainViewController.handlePan))
        }

        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            let travel = -recognizer.translation(in: view).x
            transitioning.pans.drive(recognizer.state, travel: travel, over: floor(view.bounds.width / 2)) {
                let sheet = SheetViewController()
                sheet.modalPresentationStyle = .custom
                sheet.transitioningDelegate = transitioning
                present(sheet, animated: true)
            }
        }
    }

    /// The sheet: a pan to the right dismisses it. It keeps the constraint that slides it.
    final class SheetViewController: UIViewController {
        /// The sheet's leading edge against the container's trailing edge: 0 hides it,
        /// minus its width shows it.
        var slide: NSLayoutConstraint?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetViewController.handlePan))
        }

        func handlePan(_ recognizer: UIPanGestureRecognizer) {
            guard let transitioning = transitioningDelegate as? Transitioning else { return }
            transitioning.pans.drive(recognizer.state, travel: recognizer.translation(in: view).x,
                                     over: view.bounds.width) { dismiss(animated: true) }
        }
    }

    final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        /// The Sheet example's pan handling and interactor, unchanged.
        let pans = Sheet.SheetTransitioning()

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            PresentationController(presentedViewController: presented, presenting: presenting)
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
            pans.interactionControllerForPresentation(using: animator)
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            pans.interactionControllerForDismissal(using: animator)
        }
    }

    /// The right half over a dimming view pinned to the container's edges.
    final class PresentationController: UIPresentationController {
        private let dimming = UIView()

        override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
            dimming.accessibilityIdentifier = "dimming"
            dimming.translatesAutoresizingMaskIntoConstraints = false
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            let width = floor(bounds.width / 2)
            return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
        }

        override func presentationTransitionWillBegin() {
            guard let container = containerView else { return }
            container.insertSubview(dimming, at: 0)
            NSLayoutConstraint.activate([
                dimming.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                dimming.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                dimming.topAnchor.constraint(equalTo: container.topAnchor),
                dimming.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            ])
            dimming.alpha = 0
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

    /// Slides the sheet in from beyond the right edge, and back out, by its constraint.
    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool

        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            Sheet.SheetTransitioning.duration
        }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewControllerKey = presenting ? .to : .from
            guard let sheet = context.viewController(forKey: key) as? SheetViewController,
                  let view = context.view(forKey: presenting ? .to : .from) else { return }
            let container = context.containerView
            if presenting {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let slide = view.leadingAnchor.constraint(equalTo: container.trailingAnchor)
                NSLayoutConstraint.activate([
                    slide,
                    view.topAnchor.constraint(equalTo: container.topAnchor),
                    view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                    view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
                ])
                sheet.slide = slide
                // Off the screen before the animation starts.
                container.layoutIfNeeded()
            }
            guard let slide = sheet.slide else { return }
            let (start, end) = presenting ? (0, -view.bounds.width) : (-view.bounds.width, 0)
            slide.constant = end
            UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut,
                           animations: { container.layoutIfNeeded() },
                           completion: { _ in
                               // A cancel puts the frames back, not the constant: without this the
                               // next layout pass would move the sheet where the constant says.
                               if context.transitionWasCancelled { slide.constant = start }
                               context.completeTransition(!context.transitionWasCancelled)
                           })
        }
    }
}
