#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The story: its cover and close button; a drag down shrinks it, and 100 points
/// down dismisses it.
final class CardDetailViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let cover = UIView()
    let closeButton = UIView()
    var dismissClosure: (() -> Void)?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.clipsToBounds = true
        cover.accessibilityIdentifier = "cover"
        cover.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 500)
        view.addSubview(cover)
        closeButton.accessibilityIdentifier = "closeButton"
        closeButton.frame = CGRect(x: view.bounds.width - 50, y: 20, width: 30, height: 30)
        closeButton.alpha = 0
        view.addSubview(closeButton)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardDetailViewController.handleDrag))
    }

    /// The finger holds the story: it shrinks to 0.86 and rounds its corners to 15
    /// over the first 100 points down; there it lets go and the story goes back into
    /// the card. Let go earlier, it springs back. Once the story is being dismissed —
    /// by the drag or by the close button while the finger holds it — the drag does
    /// nothing: a spring back then would replace the dismissal's corner animation, whose
    /// completion, `finished` false, would cancel the dismissal (`explore`'s race).
    func handleDrag(_ recognizer: UIPanGestureRecognizer) {
        guard !isBeingDismissed else { return }
        switch recognizer.state {
        case .began, .changed:
            let progress = max(recognizer.translation(in: view.superview).y, 0) / 100
            guard progress < 1 else {
                dismissClosure?()
                dismiss(animated: true)
                return
            }
            view.layer.removeAllAnimations()
            let scale = 1 - 0.14 * progress
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.layer.cornerRadius = 15 * progress
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseInOut], animations: {
                self.view.transform = .identity
                self.view.layer.cornerRadius = 0
            })
        default:
            break
        }
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        TodayAnimationTransition(animationType: .present)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        TodayAnimationTransition(animationType: .dismiss)
    }
}

/// The blur behind the story: it comes and goes alongside the transition, and the
/// presenter's view stays under it.
final class CardPresentationController: UIPresentationController {
    private let blurView = UIView()

    override var shouldRemovePresentersView: Bool { false }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        blurView.accessibilityIdentifier = "blur"
        blurView.frame = container.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blurView.alpha = 0
        container.addSubview(blurView)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.alpha = 1
        }, completion: { _ in })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() }
    }
}
