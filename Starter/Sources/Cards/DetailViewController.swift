#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The detail: the card's picture on top and a close button; a drag down dismisses it.
final class DetailViewController: UIViewController {
    let header = UIView()
    let closeButton = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 16
        header.backgroundColor = .secondarySystemBackground
        view.addSubview(header)
        closeButton.frame = CGRect(x: view.bounds.width - 50, y: 60, width: 30, height: 30)
        view.addSubview(closeButton)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DetailViewController.handlePan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.width)
    }

    /// A drag down drives the dismissal: 400 points on the screen (the view shrinks
    /// under the finger, so not in its own coordinates) is the whole way; past the
    /// threshold, or flung down, it finishes; otherwise it cancels.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transition = transitioningDelegate as? CardTransition else { return }
        let progress = min(max(recognizer.translation(in: nil).y / 400, 0), 1)
        let interactor = transition.interactor
        switch recognizer.state {
        case .began:
            interactor.isInteracting = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            interactor.isInteracting = false
            if progress > CardTransition.threshold || recognizer.velocity(in: nil).y > 1000 {
                interactor.finish()
            } else {
                interactor.cancel()
            }
        case .cancelled:
            interactor.isInteracting = false
            interactor.cancel()
        default:
            break
        }
    }
}
