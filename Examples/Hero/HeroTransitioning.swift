#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The transitioning delegate and the animator of both directions.
final class HeroTransitioning: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5

    let interactor = UIPercentDrivenInteractiveTransition()
    var panning = false
    weak var broadcasts: BroadcastsViewController?
    private var presenting = true
    private let blur = UIView()

    override init() {
        super.init()
        blur.backgroundColor = UIColor(white: 0, alpha: 0.6)
        blur.accessibilityIdentifier = "blur"
    }

    /// The video's frame: full width, 16:9, under the safe area's top.
    static func videoFrame(in view: UIView) -> CGRect {
        CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: view.bounds.width * 9 / 16)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        panning ? interactor : nil
    }

    /// The dismissal takes four fifths of the presentation's time.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? Self.duration : Self.duration * 0.8
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let broadcasts, let copy = broadcasts.thumbnail.snapshotView(afterScreenUpdates: false) else { return }
        let container = context.containerView
        let thumbnail = broadcasts.thumbnail
        let cell = thumbnail.convert(thumbnail.bounds, to: container)
        if presenting {
            guard let player = context.view(forKey: .to) else { return }
            let video = Self.videoFrame(in: container)
            blur.frame = container.bounds
            blur.alpha = 1
            container.addSubview(blur)
            player.frame = container.bounds
            container.addSubview(player)
            player.isHidden = true
            copy.frame = cell
            copy.layer.cornerRadius = thumbnail.layer.cornerRadius
            container.addSubview(copy)
            thumbnail.isHidden = true
            // First a dip, then the flight up into the video's frame.
            let dip = UIViewPropertyAnimator(duration: Self.duration * 0.2, curve: .linear) {
                copy.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
            }
            let flight = UIViewPropertyAnimator(duration: Self.duration * 0.8, curve: .easeInOut) {
                copy.transform = .identity
                copy.frame = video
                copy.layer.cornerRadius = 0
            }
            dip.addCompletion { _ in flight.startAnimation() }
            flight.addCompletion { _ in
                player.isHidden = false
                copy.removeFromSuperview()
                thumbnail.isHidden = false
                context.completeTransition(!context.transitionWasCancelled)
            }
            dip.startAnimation()
        } else {
            guard let player = context.view(forKey: .from) else { return }
            player.isHidden = true
            blur.alpha = 0
            copy.frame = Self.videoFrame(in: container)
            copy.layer.cornerRadius = 0
            container.addSubview(copy)
            thumbnail.isHidden = true
            UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut, animations: {
                copy.frame = cell
                copy.layer.cornerRadius = thumbnail.layer.cornerRadius
            }, completion: { _ in
                copy.removeFromSuperview()
                thumbnail.isHidden = false
                if context.transitionWasCancelled {
                    self.blur.alpha = 1
                    player.isHidden = false
                } else {
                    self.blur.removeFromSuperview()
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
    }
}
