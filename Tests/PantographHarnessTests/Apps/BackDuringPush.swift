import PantographUIKit

/// A planted bug that only a race shows (ExploreRaceTests): a pop during a push. A list
/// whose navigation slides each screen in from the right and back out with one
/// animator of its own; the app's `push` and `pop` tell the animator which way the next
/// slide goes, then ask UIKit. The animator asks again when its slide ends, to take the
/// detail that slid out off the container after a pop. A back button tapped while the
/// detail is still sliding in makes a `pop` during the push: UIKit refuses it ("nested
/// pop animation can result in corrupted navigation bar"), but the animator has already
/// been told "pop", so the push's slide ends by taking the pushed detail's view away —
/// the detail is on top of the stack and its view is nowhere (`windowMismatch`).
/// Fixed, the slide keeps the direction it started with. The back swipe is off: the
/// app's own back button pops.
final class SlidingNavigationController: UINavigationController, UINavigationControllerDelegate {
    let slide: DetailSlide

    init(fixed: Bool) {
        slide = DetailSlide(fixed: fixed)
        super.init(rootViewController: SlideListViewController())
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.isEnabled = false
    }

    /// A tap on a row.
    func push() {
        slide.operation = .push
        pushViewController(SlideDetailViewController(), animated: true)
    }

    /// A tap on the back button.
    func pop() {
        slide.operation = .pop
        popViewController(animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        slide
    }
}

final class SlideListViewController: UIViewController {}

final class SlideDetailViewController: UIViewController {}

/// The detail slides in from the right edge over the list, or back out to it.
final class DetailSlide: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the next slide goes, as the app's code last said.
    var operation: UINavigationController.Operation = .none
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to),
              let controller = context.viewController(forKey: .to) else { return }
        let final = context.finalFrame(for: controller)
        let pushing = operation == .push
        let detail = pushing ? to : from
        if pushing {
            to.frame = final.offsetBy(dx: final.width, dy: 0)
            context.containerView.addSubview(to)
        } else {
            to.frame = final
            context.containerView.insertSubview(to, belowSubview: from)
        }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            detail.frame = pushing ? final : final.offsetBy(dx: final.width, dy: 0)
        }, completion: { _ in
            // The bug: which way it went is asked again now, of what the app said last.
            let popped = self.fixed ? !pushing : self.operation == .pop
            if popped && !context.transitionWasCancelled { detail.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The app's root and its two actions, with the bug or (`fixed`) without it.
enum BackDuringPushApp {
    @MainActor static func root(fixed: Bool) -> UIViewController { SlidingNavigationController(fixed: fixed) }

    @MainActor static func push(in root: UIViewController) { (root as? SlidingNavigationController)?.push() }

    @MainActor static func pop(in root: UIViewController) { (root as? SlidingNavigationController)?.pop() }
}
