// A bug apps ship (docs/diagnostics.md, "A frame jump"): a card follows the finger
// and, let go, is put back where it rests in one step instead of animated there, so it
// jumps the whole way in a frame. Plain UIKit code: the import and the target–action
// form are PantographUIKit's only edits (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// A card in the middle of the screen that the finger drags.
final class CardDeckViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 45, y: 272, width: 300, height: 300))
    private var home = CGPoint.zero
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardDeckViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            home = card.center
        case .changed:
            let t = recognizer.translation(in: view)
            card.center = CGPoint(x: home.x + t.x, y: home.y + t.y)
        case .ended, .cancelled:
            // The bug: straight back. The fix animates it back.
            if fixed {
                UIView.animate(withDuration: 0.3) { self.card.center = self.home }
            } else {
                card.center = home
            }
        default:
            break
        }
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum SnapOnReleaseApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { CardDeckViewController(fixed: fixed) }
}
