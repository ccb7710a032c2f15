// A bug apps ship (docs/diagnostics.md, "Animations the percent cannot drive"): a pull
// dismisses an article in two phases, the header fading first and then the page
// sliding away, chained through the first animation's completion block. The percent
// drives only the fade: the slide is made when that completion runs, on the clock, so
// it does not follow the finger and plays on its own after the release. Plain UIKit
// code: the import and the target–action form are PantographUIKit's only edits
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The feed: `open()` shows an article.
final class FeedViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        let article = ArticleViewController()
        article.modalPresentationStyle = .overFullScreen
        article.transitioningDelegate = self
        present(article, animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        fixed ? KeyframedCloseAnimator() : ChainedCloseAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? interactor : nil
    }
}

/// The article, its header across the top; a pull down closes it past half the screen.
final class ArticleViewController: UIViewController {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: ArticleViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let feed = transitioningDelegate as? FeedViewController else { return }
        let progress = min(max(recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        switch recognizer.state {
        case .began:
            feed.interacting = true
            dismiss(animated: true)
        case .changed:
            feed.interactor.update(progress)
        case .ended, .cancelled:
            feed.interacting = false
            progress > 0.5 && recognizer.state == .ended ? feed.interactor.finish() : feed.interactor.cancel()
        default:
            break
        }
    }
}

/// The bug: the slide is made in the fade's completion block.
final class ChainedCloseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let article = context.viewController(forKey: .from) as? ArticleViewController else { return }
        UIView.animate(withDuration: 0.1, animations: { article.header.alpha = 0 }, completion: { _ in
            UIView.animate(withDuration: 0.2, animations: { article.view.frame.origin.y = article.view.bounds.height },
                           completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        })
    }
}

/// The fix: both phases in one keyframe animation, which the percent drives.
final class KeyframedCloseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let article = context.viewController(forKey: .from) as? ArticleViewController else { return }
        UIView.animateKeyframes(withDuration: transitionDuration(using: context), delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) { article.header.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 2.0 / 3) {
                article.view.frame.origin.y = article.view.bounds.height
            }
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum ChainedAnimationApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { FeedViewController(fixed: fixed) }

    /// Shows an article, as a tap on a story does.
    @MainActor public static func openArticle(in root: UIViewController) { (root as? FeedViewController)?.open() }
}
