#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The card's animator: the story grows from the card to the screen on a spring of
/// damping 0.5 in 1 s, the tab bar going down off the screen; back into the card on a
/// spring of damping 0.8 in 0.7 s.
final class TodayAnimationTransition: NSObject, UIViewControllerAnimatedTransitioning {
    enum AnimationType { case present, dismiss }
    static let duration: TimeInterval = 1
    let animationType: AnimationType

    init(animationType: AnimationType) {
        self.animationType = animationType
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch animationType {
        case .present: animateForPresent(using: transitionContext)
        case .dismiss: animateForDismiss(using: transitionContext)
        }
    }

    private func animateForPresent(using transitionContext: UIViewControllerContextTransitioning) {
        guard let today = transitionContext.viewController(forKey: .from) as? TodayViewController,
              let detail = transitionContext.viewController(forKey: .to) as? CardDetailViewController else { return }
        let container = transitionContext.containerView
        let screen = UIScreen.main.bounds
        let card = today.cardView.convert(today.cardView.bounds, to: today.view)
        detail.view.frame = card
        detail.view.layer.cornerRadius = 15
        detail.cover.frame.size = card.size
        container.addSubview(detail.view)
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: {
            detail.view.frame = screen
            detail.view.layer.cornerRadius = 0
            detail.cover.frame.size = CGSize(width: screen.width, height: 500)
            detail.closeButton.alpha = 1
            today.tabBar.frame.origin.y = screen.height
        }, completion: { completed in
            transitionContext.completeTransition(completed)
        })
    }

    private func animateForDismiss(using transitionContext: UIViewControllerContextTransitioning) {
        guard let detail = transitionContext.viewController(forKey: .from) as? CardDetailViewController,
              let today = transitionContext.viewController(forKey: .to) as? TodayViewController else { return }
        let card = today.cardView.convert(today.cardView.bounds, to: today.view)
        UIView.animate(withDuration: Self.duration - 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [], animations: {
            detail.view.transform = .identity
            detail.view.frame = card
            detail.view.layer.cornerRadius = 15
            detail.cover.frame.size = card.size
            detail.closeButton.alpha = 0
            today.tabBar.frame.origin.y = UIScreen.main.bounds.height - today.tabBar.frame.height
        }, completion: { completed in
            transitionContext.completeTransition(completed)
        })
    }
}
