// A hero animation: a video thumbnail in a list of broadcasts flies into a player, in
// two phases — it dips, then grows and rises into the player's video frame (a Korean
// article on hero animations; docs/hero.md). The article presents with a tap and
// chains two property animators; the interactive dismissal (a pan down on the player)
// is the scene's addition. Plain UIKit code: the import and the target–action form
// are PantographUIKit's only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The list of broadcasts: the selected cell's 16:9 thumbnail, 16 points in from each side.
final class BroadcastsViewController: UIViewController {
    let thumbnail = UIView()
    let transitioning = HeroTransitioning()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let width = view.bounds.width - 32
        thumbnail.frame = CGRect(x: 16, y: 240, width: width, height: width * 9 / 16)
        thumbnail.layer.cornerRadius = 8
        thumbnail.clipsToBounds = true
        thumbnail.accessibilityIdentifier = "thumbnail"
        view.addSubview(thumbnail)
        transitioning.broadcasts = self
    }

    /// What a tap on the cell does.
    func play() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .overFullScreen
        player.transitioningDelegate = transitioning
        present(player, animated: true)
    }
}

/// The player: the video, full width and 16:9, just below the status bar; a pan down
/// dismisses it.
final class PlayerViewController: UIViewController {
    let video = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        video.accessibilityIdentifier = "video"
        view.addSubview(video)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PlayerViewController.handlePan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        video.frame = HeroTransitioning.videoFrame(in: view)
    }

    /// 300 points down is the whole way; past half of it the player goes.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transitioning = transitioningDelegate as? HeroTransitioning else { return }
        let progress = min(max(recognizer.translation(in: view).y / 300, 0), 1)
        let interactor = transitioning.interactor
        switch recognizer.state {
        case .began:
            transitioning.panning = true
            dismiss(animated: true)
        case .changed:
            interactor.update(progress)
        case .ended:
            transitioning.panning = false
            progress > 0.5 ? interactor.finish() : interactor.cancel()
        case .cancelled:
            transitioning.panning = false
            interactor.cancel()
        default:
            break
        }
    }
}

/// The app's root controller, for a harness or a bench outside this module.
public enum HeroApp {
    @MainActor public static func root() -> UIViewController { BroadcastsViewController() }

    /// A tap on the broadcast's cell: the player is presented.
    @MainActor public static func play(_ root: UIViewController) { (root as? BroadcastsViewController)?.play() }
}
