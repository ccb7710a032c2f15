// Bugs apps ship (docs/diagnostics.md, "completeTransition called twice, or with true
// after a cancel"): a message slides up over the inbox in two animation blocks, a fade
// and a slide, and each block's completion calls `completeTransition`; the pull that
// dismisses it passes the animation's `finished` flag to `completeTransition`, which is
// true after a cancel too, so a cancelled pull still dismisses the message. As reported
// in seedante/iOS-ViewController-Transition-Demo#5 (the cancel did not work: "I only
// wrote transitionContext.completeTransition(complete)") and
// MrAlek/AWPercentDrivenInteractiveTransition#2 ("it will always call
// completeTransition:YES to its transition context, even when the transition is
// cancelled", and the completion "would be run several times"). Plain UIKit code: the
// import and the target–action form are PantographUIKit's only edits
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The inbox: `open()` shows a message (a tap on a row would).
final class InboxViewController: UIViewController {
    let transitioning: MessageTransitioning

    init(fixed: Bool) {
        transitioning = MessageTransitioning(fixed: fixed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func open() {
        let message = MessageViewController()
        message.modalPresentationStyle = .overFullScreen
        message.transitioningDelegate = transitioning
        present(message, animated: true)
    }
}

/// The message: a pull down dismisses it; let go before half the screen, it stays.
final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MessageViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transitioning = transitioningDelegate as? MessageTransitioning else { return }
        let progress = min(max(recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        switch recognizer.state {
        case .began:
            transitioning.interacting = true
            dismiss(animated: true)
        case .changed:
            transitioning.interactor.update(progress)
        case .ended, .cancelled:
            transitioning.interacting = false
            progress > 0.5 && recognizer.state == .ended ? transitioning.interactor.finish()
                : transitioning.interactor.cancel()
        default:
            break
        }
    }
}

final class MessageTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let interactor = UIPercentDrivenInteractiveTransition()
    var interacting = false
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        fixed ? OnceRiseAnimator() : RiseAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        fixed ? HonestSinkAnimator() : SinkAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? interactor : nil
    }
}

/// The message fades in (0.2 s) while it slides up from below (0.35 s).
class RiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let message = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return }
        let final = context.finalFrame(for: controller)
        message.frame = final.offsetBy(dx: 0, dy: final.height)
        message.alpha = 0
        context.containerView.addSubview(message)
        // The bug: each block completes the transition.
        UIView.animate(withDuration: 0.2, animations: { message.alpha = 1 }, completion: { _ in
            self.fadeEnded(context)
        })
        UIView.animate(withDuration: 0.35, animations: { message.frame = final }, completion: { _ in
            context.completeTransition(true)
        })
    }

    func fadeEnded(_ context: UIViewControllerContextTransitioning) { context.completeTransition(true) }
}

/// The fix: the last block to end completes the transition, once.
final class OnceRiseAnimator: RiseAnimator {
    override func fadeEnded(_ context: UIViewControllerContextTransitioning) {}
}

/// The message sinks off the bottom of the screen, the inbox showing under it.
class SinkAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let message = context.view(forKey: .from) else { return }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            message.frame.origin.y += message.bounds.height
        }, completion: { finished in self.ended(context, finished: finished) })
    }

    /// The bug: `finished` says the animation ran to its end, which a cancelled one
    /// does too (backwards).
    func ended(_ context: UIViewControllerContextTransitioning, finished: Bool) {
        context.completeTransition(finished)
    }
}

/// The fix: whether the user cancelled is the context's to say.
final class HonestSinkAnimator: SinkAnimator {
    override func ended(_ context: UIViewControllerContextTransitioning, finished: Bool) {
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// The app's root controller, with the bugs or (`fixed`) without them.
public enum CompleteTwiceApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { InboxViewController(fixed: fixed) }

    /// Presents a message, as a tap on a row does.
    @MainActor public static func openMessage(in root: UIViewController) { (root as? InboxViewController)?.open() }
}
