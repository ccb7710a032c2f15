// The bug developers report most (docs/diagnostics.md, "A scroll view moving with the
// transition"): a card of comments, a list filling it, is pulled down to dismiss.
// Its pan first could not pull the card at all (the list's pan took every drag), so
// the app let the two recognize simultaneously, and now a pull on a scrolled list
// scrolls it and drags the card away at once. The usual first fix (TopOnlySheet) lets
// the card's pan begin only for a pull down with the list at its top, and makes the
// list's pan wait for it to fail: then a pull on a scrolled list scrolls it to its top
// and on past it, and the card cannot be pulled until the finger lifts and pulls again.
// The fix hands the drag over: both pans recognize, the card stays until the list is at
// its top, then follows the finger with the list held there (as UIKit's own sheet,
// `prefersScrollingExpandsWhenScrolledToEdge`). Plain UIKit code: the import and the
// target–action form are PantographUIKit's only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// How the card's pan and the list's share a drag.
enum SheetPan {
    /// The bug: both recognize, so both move at once.
    case simultaneous
    /// The bug of the usual first fix: the card's pan begins only with the list at its
    /// top, and the list's waits for it to fail.
    case topOnly
    /// The fix: both recognize; the card follows from where the list reaches its top.
    case handover
}

/// The post: `open()` shows its comments.
final class PostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false
    let pan: SheetPan

    init(pan: SheetPan) {
        self.pan = pan
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        let comments = CommentsViewController(pan: pan)
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
final class CommentsViewController: UIViewController, UIGestureRecognizerDelegate, UIScrollViewDelegate {
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let pan: SheetPan
    private var down = CGPoint.zero
    /// The card follows the finger, from this translation on.
    private var pulling = false
    private var pullStart: CGFloat = 0

    init(pan: SheetPan) {
        self.pan = pan
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.contentSize = CGSize(width: 390, height: 2000)
        list.contentInsetAdjustmentBehavior = .never
        list.delegate = self
        view.addSubview(list)
        let pull = UIPanGestureRecognizer(target: self, action: CommentsViewController.handlePan)
        pull.delegate = self
        view.addGestureRecognizer(pull)
        if pan == .topOnly { list.panGestureRecognizer.require(toFail: pull) }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        pan != .topOnly
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        down = touch.location(in: nil)
        return true
    }

    /// Only a pull down; the first fix, only with the list at its top too.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let at = gestureRecognizer.location(in: nil)
        let downward = at.y - down.y > abs(at.x - down.x)
        switch pan {
        case .simultaneous: return true
        case .topOnly: return list.contentOffset.y <= 0 && downward
        case .handover: return downward
        }
    }

    /// The fix: while the card follows the finger, the list stays at its top.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if pan == .handover && pulling && scrollView.contentOffset.y != 0 { scrollView.contentOffset.y = 0 }
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let post = transitioningDelegate as? PostViewController else { return }
        let translation = recognizer.translation(in: view).y
        switch recognizer.state {
        case .began, .changed:
            if !pulling {
                // The fix: the list scrolls on until it is at its top.
                if pan == .handover && list.contentOffset.y > 0 { return }
                pulling = true
                pullStart = translation
                if pan == .handover { list.contentOffset.y = 0 }
                post.interacting = true
                dismiss(animated: true)
            }
            post.interactor.update(min(max((translation - pullStart) / view.bounds.height, 0), 1))
        case .ended, .cancelled:
            guard pulling else { return }
            pulling = false
            post.interacting = false
            let progress = (translation - pullStart) / view.bounds.height
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
    @MainActor public static func root(fixed: Bool = false) -> UIViewController {
        PostViewController(pan: fixed ? .handover : .simultaneous)
    }

    /// Shows the comments, scrolled `offset` points down their list.
    @MainActor public static func openComments(in root: UIViewController, scrolledTo offset: CGFloat) {
        (root as? PostViewController)?.open()
        (root.presentedViewController as? CommentsViewController)?.list.contentOffset.y = offset
    }
}
