// A bug apps ship (docs/diagnostics.md, "Leftovers after the transition"): a photo
// zooms open from its thumbnail; the animator flies a snapshot of the thumbnail and
// forgets to take it away, so after the transition it stays in the container, over
// what is presented. Plain UIKit code: the import is PantographUIKit's only edit
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The album: a thumbnail at the top left; `open()` zooms the photo open from it.
final class AlbumViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let thumbnail = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 100))
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(thumbnail)
    }

    func open() {
        let photo = UIViewController()
        photo.modalPresentationStyle = .fullScreen
        photo.transitioningDelegate = self
        present(photo, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(from: thumbnail, fixed: fixed)
    }
}

/// The thumbnail's snapshot grows to the screen; the photo fades in over it.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let thumbnail: UIView
    let fixed: Bool

    init(from thumbnail: UIView, fixed: Bool) {
        self.thumbnail = thumbnail
        self.fixed = fixed
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let photo = context.view(forKey: .to), let controller = context.viewController(forKey: .to),
              let flying = thumbnail.snapshotView(afterScreenUpdates: false) else { return }
        let container = context.containerView
        flying.frame = thumbnail.convert(thumbnail.bounds, to: container)
        photo.frame = context.finalFrame(for: controller)
        photo.alpha = 0
        container.addSubview(photo)
        container.addSubview(flying)
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            flying.frame = photo.frame
            photo.alpha = 1
        }, completion: { _ in
            // The bug: the snapshot is never removed. The fix removes it.
            if self.fixed { flying.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum LeftSnapshotApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { AlbumViewController(fixed: fixed) }

    /// Zooms the photo open, as a tap on the thumbnail does.
    @MainActor public static func openPhoto(in root: UIViewController) { (root as? AlbumViewController)?.open() }
}
