// The bug developers report most (docs/diagnostics.md, "A scroll view moving with the
// transition"): a card of comments, a list filling it, is pulled down to dismiss.
// Its pan first could not pull the card at all (the list's pan took every drag), so
// the app let the two recognize simultaneously, and now a pull on a scrolled list
// scrolls it and drags the card away at once. The fix lets the card's pan begin only
// for a pull down with the list at its top, and makes the list's pan wait for it to
// fail. Plain UIKit code: the import and the target–action form are PantographUIKit's
// only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The post: `open()` shows its comments.
final class PostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false
    let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        let comments = CommentsViewController(fixed: fixed)
        comments.modalPresentationStyle = .overFullScreen
        comments.transitioningDelegate = self
        present(comments, animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? interactor : nil
    }
}

/// The comments: a list of 2000 points; a pull down dismisses past a third of the screen.
final class CommentsViewController: UIViewController, UIGestureRecognizerDelegate {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let fixed: Bool
    private var down = CGPoint.zero

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 390, height: 2000)
        list.contentInsetAdjustmentBehavior = .never
        view.addSubview(list)
        let pull = UIPanGestureRecognizer(target: self, action: CommentsViewController.handlePan)
        pull.delegate = self
        view.addGestureRecognizer(pull)
        if fixed { list.panGestureRecognizer.require(toFail: pull) }
    }

    /// The bug: both recognize.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        !fixed
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        down = touch.location(in: nil)
        return true
    }

    /// The fix: only a pull down, and only with the list at its top.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard fixed else { return true }
        let at = gestureRecognizer.location(in: nil)
        return list.contentOffset.y <= 0 && at.y - down.y > abs(at.x - down.x)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let post = transitioningDelegate as? PostViewController else { return }
        let progress = min(max(recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        switch recognizer.state {
        case .began:
            post.interacting = true
            dismiss(animated: true)
        case .changed:
            post.interactor.update(progress)
        case .ended, .cancelled:
            post.interacting = false
            progress > 1.0 / 3 && recognizer.state == .ended ? post.interactor.finish() : post.interactor.cancel()
        default:
            break
        }
    }
}

/// The comments slide down off the screen.
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let comments = context.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            comments.frame.origin.y = comments.bounds.height
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum ScrollingSheetApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { PostViewController(fixed: fixed) }

    /// Shows the comments, scrolled `offset` points down their list.
    @MainActor public static func openComments(in root: UIViewController, scrolledTo offset: CGFloat) {
        (root as? PostViewController)?.open()
        (root.presentedViewController as? CommentsViewController)?.list.contentOffset.y = offset
    }
}
