// A bug apps ship (docs/diagnostics.md, "Leftovers after the transition"): a pull
// dismisses a cover sheet; the animator hides the view under it while it runs (to
// show a snapshot instead) and unhides it only when the dismissal finishes, so a
// cancelled pull leaves the screen under the cover hidden for good. Plain UIKit
// code: the import and the target–action form are PantographUIKit's only edits
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The home screen: `open()` covers it with the cover sheet.
final class HomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        let cover = CoverViewController()
        cover.modalPresentationStyle = .overFullScreen
        cover.transitioningDelegate = self
        present(cover, animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        LiftAnimator(under: view, fixed: fixed)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? interactor : nil
    }
}

/// The cover: a pull up lifts it away; let go before half the screen, it stays.
final class CoverViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CoverViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let home = transitioningDelegate as? HomeViewController else { return }
        let progress = min(max(-recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        switch recognizer.state {
        case .began:
            home.interacting = true
            dismiss(animated: true)
        case .changed:
            home.interactor.update(progress)
        case .ended, .cancelled:
            home.interacting = false
            progress > 0.5 && recognizer.state == .ended ? home.interactor.finish() : home.interactor.cancel()
        default:
            break
        }
    }
}

/// The cover slides up off the screen.
final class LiftAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let under: UIView
    let fixed: Bool

    init(under: UIView, fixed: Bool) {
        self.under = under
        self.fixed = fixed
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let cover = context.view(forKey: .from) else { return }
        under.isHidden = true
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            cover.frame.origin.y = -cover.bounds.height
        }, completion: { _ in
            let cancelled = context.transitionWasCancelled
            // The bug: only a finished dismissal shows the home screen again.
            if !cancelled || self.fixed { self.under.isHidden = false }
            context.completeTransition(!cancelled)
        })
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum HiddenAfterCancelApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { HomeViewController(fixed: fixed) }

    /// Shows the cover sheet.
    @MainActor public static func openCover(in root: UIViewController) { (root as? HomeViewController)?.open() }
}
