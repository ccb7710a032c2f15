// A bug apps ship (docs/diagnostics.md, "A transition that never ends"): a photo is
// pulled down to dismiss it, and a cancelled pull never ends, because the animator's
// completion returns early on the cancel path instead of calling
// `completeTransition(false)`. The app stops responding: UIKit keeps the transition in
// flight and ignores touches. As reported in HeroTransitions/Hero#259 ("pan quickly and
// app seems dead": an early return that skipped the completion) and
// bryanjclark/devsign-nav-transitions#1 ("we call transition start, but never can call
// transition end, app frozen"). Plain UIKit code: the import and the target–action form
// are PantographUIKit's only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The gallery: `open()` shows the photo full screen (a tap on a cell would).
final class GalleryViewController: UIViewController {
    let transitioning: PhotoTransitioning

    init(fixed: Bool) {
        transitioning = PhotoTransitioning(fixed: fixed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        let photo = PhotoViewController()
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = transitioning
        present(photo, animated: true)
    }
}

/// The photo: a pull down dismisses it; let go before a third of the screen, it stays.
final class PhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PhotoViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transitioning = transitioningDelegate as? PhotoTransitioning else { return }
        let progress = min(max(recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        let interactor = transitioning.interactor
        switch recognizer.state {
        case .began:
            transitioning.interacting = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            transitioning.interacting = false
            progress > 1.0 / 3 ? interactor.finish() : interactor.cancel()
        case .cancelled:
            transitioning.interacting = false
            interactor.cancel()
        default:
            break
        }
    }
}

/// UIKit's own presentation; the app's drop animator for the dismissal, which a pan
/// drives.
final class PhotoTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        fixed ? CompletingDropAnimator() : DropAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? interactor : nil
    }
}

/// The photo drops off the bottom of the screen, the gallery under it.
class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let photo = context.view(forKey: .from) else { return }
        if let gallery = context.view(forKey: .to) { context.containerView.insertSubview(gallery, belowSubview: photo) }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            photo.frame.origin.y = photo.bounds.height
        }, completion: { _ in self.completion(of: context) })
    }

    /// The bug: a cancel has nothing to undo, so the completion returns, and nothing
    /// ever calls `completeTransition(false)`.
    func completion(of context: UIViewControllerContextTransitioning) {
        guard !context.transitionWasCancelled else { return }
        context.completeTransition(true)
    }
}

/// The fix: every path completes, with what happened.
final class CompletingDropAnimator: DropAnimator {
    override func completion(of context: UIViewControllerContextTransitioning) {
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum StuckCancelApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { GalleryViewController(fixed: fixed) }

    /// Presents the photo, as a tap on a cell does.
    @MainActor public static func openPhoto(in root: UIViewController) { (root as? GalleryViewController)?.open() }
}
