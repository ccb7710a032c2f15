// A bug apps ship (docs/diagnostics.md, "A back swipe that does nothing"): a
// navigation controller's delegate returns its own fade animator for every push and
// pop, and no interaction controller, so UIKit's back swipe pops on its own with the
// fade instead of following the finger. As reported in many "interactivePopGestureRecognizer
// stopped working" threads. Plain UIKit code: the import is PantographUIKit's only
// edit (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The delegate: a fade for pushes and (the bug) for pops too; the fix leaves pops to
/// UIKit, whose back swipe follows the finger.
final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let fixed: Bool

    init(fixed: Bool) { self.fixed = fixed }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        operation == .pop && fixed ? nil : FadeAnimator()
    }
}

/// The new screen fades in over the old; the old fades out.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) else { return }
        to.frame = context.finalFrame(for: controller)
        to.alpha = 0
        context.containerView.addSubview(to)
        UIView.animate(withDuration: transitionDuration(using: context), animations: { to.alpha = 1 }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum DeadBackSwipeApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = FadeNavigationDelegate(fixed: fixed)
        navigation.delegate = delegate
        delegates.append(delegate)
        return navigation
    }

    /// The navigation delegate is held weakly, as UIKit holds it: the app keeps it.
    @MainActor private static var delegates: [FadeNavigationDelegate] = []

    /// Pushes a detail screen, as a tap on a row does.
    @MainActor public static func pushDetail(in root: UIViewController) {
        (root as? UINavigationController)?.pushViewController(UIViewController(), animated: true)
    }
}
