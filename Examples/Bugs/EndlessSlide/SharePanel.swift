// A bug apps ship (docs/diagnostics.md, "transitionStillRunning"): a share panel slides
// up, moved frame by frame by the animator's own display link, which stops when its
// progress equals 1. The progress adds up each frame's share of the duration, and a
// sum of binary fractions lands beside 1, never on it: the link runs for ever, the
// panel sits a hair past its place, and `completeTransition` is never called. UIKit
// keeps the transition in flight and ignores touches: the app looks frozen while
// something still moves. Reported as "transition never completes" with a hand-rolled
// CADisplayLink animator (the ending test an exact comparison). Plain UIKit code: the
// import and the target–action form are PantographUIKit's only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The document: `share()` slides the share panel up (the share button's action).
final class DocumentViewController: UIViewController {
    let slide: SlideTransitioning

    init(fixed: Bool) {
        slide = SlideTransitioning(fixed: fixed)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func share() {
        let panel = SharePanelViewController()
        panel.modalPresentationStyle = .fullScreen
        panel.transitioningDelegate = slide
        present(panel, animated: true)
    }
}

/// The share panel.
final class SharePanelViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
    }
}

/// Hands out the sliding animator for the presentation.
final class SlideTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FrameByFrameSlide(fixed: fixed)
    }
}

/// Moves the panel up itself, a display-link frame at a time.
final class FrameByFrameSlide: NSObject, UIViewControllerAnimatedTransitioning {
    private let fixed: Bool
    private var context: UIViewControllerContextTransitioning?
    private var panel: UIView?
    private var final = CGRect.zero
    private var progress: CGFloat = 0
    private var link: CADisplayLink?

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let panel = transitionContext.view(forKey: .to),
              let controller = transitionContext.viewController(forKey: .to) else { return }
        final = transitionContext.finalFrame(for: controller)
        transitionContext.containerView.addSubview(panel)
        panel.frame = final.offsetBy(dx: 0, dy: final.height)
        context = transitionContext
        self.panel = panel
        let link = CADisplayLink(target: self, action: FrameByFrameSlide.step)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        progress += CGFloat(link.duration / transitionDuration(using: context))
        panel?.frame = final.offsetBy(dx: 0, dy: final.height * (1 - progress))
        // The bug: the sum of the frames' shares passes 1 without ever equalling it.
        let done = fixed ? progress >= 1 : progress == 1
        guard done else { return }
        panel?.frame = final
        link.invalidate()
        self.link = nil
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}

/// The app's root controller, with the bug or (`fixed`) without it, and the share
/// button's action.
public enum EndlessSlideApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController {
        DocumentViewController(fixed: fixed)
    }

    @MainActor public static func share(in root: UIViewController) {
        (root as? DocumentViewController)?.share()
    }
}
