#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The transition: snapshots of the cell's image and title move (by transform and
/// centre) and reshape between the cell and the detail's header and headline, over
/// a backdrop that fades in (or out), on one spring; the real views hide meanwhile.
final class DeeperAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    private unowned let grid: GridViewController

    init(presenting: Bool, grid: GridViewController, duration: TimeInterval) {
        self.presenting = presenting
        self.grid = grid
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    /// One view's flight: its snapshot, and where it starts and ends.
    private struct Flight {
        let original: UIView
        let phantom: UIView
        let cell: CGRect
        let target: CGRect
        let cellRadius: CGFloat
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), let fromView = context.view(forKey: .from),
              let detail = context.viewController(forKey: presenting ? .to : .from) as? DetailViewController
        else { return }
        let container = context.containerView
        let presentedView = presenting ? toView : fromView
        let flights = [(grid.cellImage, detail.header, grid.cellImage.layer.cornerRadius),
                       (grid.cellTitle, detail.headline, 0)].compactMap { original, target, radius -> Flight? in
            guard let phantom = original.snapshotView(afterScreenUpdates: false) else { return nil }
            return Flight(original: original, phantom: phantom, cell: original.convert(original.bounds, to: container),
                          target: target.convert(target.bounds, to: container), cellRadius: radius)
        }

        let fade = UIView(frame: container.bounds)
        fade.backgroundColor = .systemBackground
        fade.alpha = presenting ? 0 : 1
        fade.accessibilityIdentifier = "fade"
        for flight in flights { flight.original.isHidden = true }
        presentedView.isHidden = true
        container.addSubview(toView)
        if presenting {
            container.insertSubview(fade, belowSubview: toView)
        } else {
            container.addSubview(fade)
        }
        for flight in flights {
            place(flight, atTarget: !presenting)
            container.addSubview(flight.phantom)
        }

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0.5,
                       options: .curveEaseOut, animations: {
            fade.alpha = self.presenting ? 1 : 0
            for flight in flights { self.place(flight, atTarget: self.presenting) }
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
            presentedView.isHidden = false
            for flight in flights {
                flight.phantom.removeFromSuperview()
                flight.original.isHidden = false
            }
            fade.removeFromSuperview()
            if !self.presenting && context.transitionWasCancelled { toView.removeFromSuperview() }
        })
    }

    /// A phantom over the cell (its own size, no transform) or stretched over the
    /// target by a scale about its centre; the image's corners go square on the way.
    private func place(_ flight: Flight, atTarget: Bool) {
        let frame = atTarget ? flight.target : flight.cell
        flight.phantom.center = CGPoint(x: frame.midX, y: frame.midY)
        flight.phantom.transform = atTarget
            ? CGAffineTransform(scaleX: frame.width / flight.cell.width, y: frame.height / flight.cell.height)
            : .identity
        flight.phantom.layer.cornerRadius = atTarget ? 0 : flight.cellRadius
    }
}
