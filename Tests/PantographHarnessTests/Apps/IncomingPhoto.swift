import PantographUIKit

/// A planted bug that only a race shows (ExploreRaceTests): a photo pulled down to
/// dismiss it, and a new photo opened by the app's own code — a message that comes in —
/// while the finger pulls. `open` clears the pull's bookkeeping for the new photo
/// without asking whether a transition runs; UIKit refuses the present ("Attempt to
/// present … while a presentation is in progress!"), and the pull in flight has lost
/// its flag: when the finger lifts, the handler skips `finish()`/`cancel()`, and the
/// dismissal stands interactive with nothing to end it (`transitionNeverEnds`). Fixed,
/// `open` waits while `transitionCoordinator` says a transition runs.
final class IncomingGalleryViewController: UIViewController {
    let transitioning = IncomingPhotoTransitioning()
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        if fixed, transitionCoordinator != nil { return }
        // The bug: the new photo is not being pulled, so the flag is cleared first,
        // while the photo on screen may be.
        transitioning.interacting = false
        let photo = IncomingPhotoViewController()
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = transitioning
        present(photo, animated: true)
    }
}

/// The photo: a pull down dismisses it; let go before a third of the screen, it stays.
final class IncomingPhotoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: IncomingPhotoViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transitioning = transitioningDelegate as? IncomingPhotoTransitioning else { return }
        let progress = min(max(recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        let interactor = transitioning.interactor
        switch recognizer.state {
        case .began:
            transitioning.interacting = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended, .cancelled:
            // Only the pull that began the dismissal ends it.
            guard transitioning.interacting else { return }
            transitioning.interacting = false
            recognizer.state == .ended && progress > 1.0 / 3 ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }
}

/// UIKit's own presentation; a drop animator for the dismissal, which a pan drives.
final class IncomingPhotoTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        IncomingDropAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? interactor : nil
    }
}

/// The photo drops off the bottom of the screen, the gallery under it.
final class IncomingDropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let photo = context.view(forKey: .from) else { return }
        if let gallery = context.view(forKey: .to) { context.containerView.insertSubview(gallery, belowSubview: photo) }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            photo.frame.origin.y = photo.bounds.height
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// The app's root and its one action, with the bug or (`fixed`) without it.
enum IncomingPhotoApp {
    @MainActor static func root(fixed: Bool) -> UIViewController { IncomingGalleryViewController(fixed: fixed) }

    /// Opens a photo, as the app's code does when a message with one comes in.
    @MainActor static func open(in root: UIViewController) { (root as? IncomingGalleryViewController)?.open() }
}
