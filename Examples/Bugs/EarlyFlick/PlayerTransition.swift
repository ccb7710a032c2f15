// A bug apps ship (docs/diagnostics.md, "interactionEndedBeforeStart"): the mini
// player at the bottom of the library is pulled up into the full player. The pan's
// `.began` presents from the main queue, so a quick flick lifts on the run loop's pass
// between the present and UIKit's `startInteractiveTransition`; the app's own
// interaction controller, which holds the context only from `startInteractiveTransition`
// on, drops the `finish()` that came first, and the transition stands interactive with
// no finger on the screen: the app looks frozen. As reported in
// bryanjclark/devsign-nav-transitions#1 ("gesture state may become .end before
// startInteractiveTransition is called ... app frozen") and fixed in
// Kolos65/InstagramTransition#4 (finish or cancel at once when the gesture already
// ended). Plain UIKit code: the import and the target–action form are PantographUIKit's
// only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The library, with the mini player over its bottom edge.
final class LibraryViewController: UIViewController {
    let miniPlayer = UIView()
    let interaction: PullUpInteraction
    private let presentsFromMainQueue: Bool

    init(fixed: Bool, presentsFromMainQueue: Bool) {
        interaction = PullUpInteraction(remembersAnEarlyEnd: fixed)
        self.presentsFromMainQueue = presentsFromMainQueue
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        miniPlayer.backgroundColor = .darkGray
        miniPlayer.frame = CGRect(x: 0, y: view.bounds.height - 98, width: view.bounds.width, height: 64)
        view.addSubview(miniPlayer)
        miniPlayer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: LibraryViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let progress = min(max(-recognizer.translation(in: view).y / view.bounds.height, 0), 1)
        switch recognizer.state {
        case .began:
            interaction.interacting = true
            if presentsFromMainQueue {
                // Lets the mini player's pressed state draw before the full player loads.
                DispatchQueue.main.async { self.openPlayer() }
            } else {
                openPlayer()
            }
        case .changed:
            interaction.update(progress)
        case .ended:
            interaction.interacting = false
            progress > 0.3 || recognizer.velocity(in: view).y < -500 ? interaction.finish() : interaction.cancel()
        case .cancelled:
            interaction.interacting = false
            interaction.cancel()
        default:
            break
        }
    }

    func openPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        player.transitioningDelegate = interaction
        present(player, animated: true)
    }
}

/// The full player.
final class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
    }
}

/// The player rises from the bottom edge.
final class PlayerRiseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let player = context.view(forKey: .to), let playerController = context.viewController(forKey: .to) else {
            return
        }
        let final = context.finalFrame(for: playerController)
        context.containerView.addSubview(player)
        player.frame = final.offsetBy(dx: 0, dy: final.height)
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            player.frame = final
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// The app's own interaction controller: a property animator the pan scrubs. It can
/// act only once UIKit has handed it the context in `startInteractiveTransition`.
final class PullUpInteraction: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerInteractiveTransitioning {
    var interacting = false
    private let remembersAnEarlyEnd: Bool
    private var context: UIViewControllerContextTransitioning?
    private var animator: UIViewPropertyAnimator?
    /// The fix: a `finish()` or `cancel()` that came before the context.
    private var earlyEnd: Bool?

    init(remembersAnEarlyEnd: Bool) {
        self.remembersAnEarlyEnd = remembersAnEarlyEnd
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PlayerRiseAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interacting ? self : nil
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let player = transitionContext.view(forKey: .to),
              let playerController = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: playerController)
        transitionContext.containerView.addSubview(player)
        player.frame = final.offsetBy(dx: 0, dy: final.height)
        let animator = UIViewPropertyAnimator(duration: 0.35, curve: .linear) { player.frame = final }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
            self.context = nil
            self.animator = nil
        }
        animator.pauseAnimation()
        context = transitionContext
        self.animator = animator
        if let finishing = earlyEnd {
            earlyEnd = nil
            finishing ? finish() : cancel()
        }
    }

    func update(_ progress: CGFloat) {
        guard let context, let animator else { return }
        animator.fractionComplete = progress
        context.updateInteractiveTransition(progress)
    }

    /// The bug: without the context (the flick ended first) there is nothing to finish,
    /// and the finish is lost.
    func finish() {
        guard let context, let animator else { return rememberEarlyEnd(finishing: true) }
        context.finishInteractiveTransition()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }

    func cancel() {
        guard let context, let animator else { return rememberEarlyEnd(finishing: false) }
        animator.isReversed = true
        context.cancelInteractiveTransition()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }

    private func rememberEarlyEnd(finishing: Bool) {
        if remembersAnEarlyEnd { earlyEnd = finishing }
    }
}

/// The app's root controller, with the bug or (`fixed`) without it; presenting from
/// the main queue, or (`presentsFromMainQueue` false) at once in `.began`, where the
/// race needs the run loop to poll before its commit (`HeadlessApp.holdingCommit`).
public enum EarlyFlickApp {
    @MainActor public static func root(fixed: Bool = false, presentsFromMainQueue: Bool = true) -> UIViewController {
        LibraryViewController(fixed: fixed, presentsFromMainQueue: presentsFromMainQueue)
    }
}
