#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The percent-driven interactor, and whether a finger drives it.
final class CardInteractor: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
}

/// The transitioning delegate: the card animator both ways, the interactor while a
/// drag dismisses.
class CardTransition: NSObject, UIViewControllerTransitioningDelegate {
    static let threshold: CGFloat = 0.3
    let interactor = CardInteractor()
    weak var card: UIView?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        card.map { CardAnimator(presenting: true, card: $0) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        card.map { CardAnimator(presenting: false, card: $0) }
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.isInteracting ? interactor : nil
    }
}

/// The detail grows out of the card, which hides meanwhile, and shrinks back into it.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let card: UIView

    init(presenting: Bool, card: UIView) {
        self.presenting = presenting
        self.card = card
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let detail = context.viewController(forKey: presenting ? .to : .from) as? DetailViewController
        else { return }
        let container = context.containerView
        let onCard = transform(toCard: card.convert(card.bounds, to: container), from: container.bounds)
        if presenting {
            detail.view.frame = container.bounds
            detail.view.transform = onCard
            container.addSubview(detail.view)
            card.isHidden = true
        }
        // The close button does not fly with the card.
        detail.closeButton.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            detail.view.transform = self.presenting ? .identity : onCard
            detail.view.layer.cornerRadius = self.presenting ? 0 : 16
        }, completion: { _ in
            let finished = !context.transitionWasCancelled
            // What the animations do not put back, a cancel must: the close button.
            if self.presenting || !finished { detail.closeButton.isHidden = false }
            if !self.presenting && finished { self.card.isHidden = false }
            context.completeTransition(finished)
        })
    }

    /// The transform that puts the full-screen detail where the card is.
    private func transform(toCard card: CGRect, from screen: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: card.midX - screen.midX, y: card.midY - screen.midY)
            .scaledBy(x: card.width / screen.width, y: card.height / screen.height)
    }
}
