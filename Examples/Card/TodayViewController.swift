// The App Store "Today" card, as a Korean blog post (Tistory) dissects an "App Store
// clone" project's card presentation (docs/card.md): selecting the card presents a
// story that grows out of it on a bouncy spring over a blur, while the tab bar slides
// off and the status bar fades; dragging the story down shrinks it under the finger
// until, 100 points down, it springs back into the card. Plain UIKit code: the import
// and the target–action form are PantographUIKit's only edits (docs/own-code.md); a
// view stands for the post's table cell, and a pan on the screen for its scrolling.
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The card in the list: it shrinks while a finger is on it, as the post's
/// `didHighlightRowAt` does, and a finger that lifts on it selects it.
final class CardView: UIView {
    var onSelect: () -> Void = {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIView.animate(withDuration: 0.1) { self.transform = CGAffineTransform(scaleX: 0.95, y: 0.95) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
        onSelect()
    }

    /// The list scrolled instead: the card lets go, nothing is selected.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlight() }

    private func unhighlight() {
        UIView.animate(withDuration: 0.3) { self.transform = CGAffineTransform(scaleX: 1.0, y: 1.0) }
    }
}

/// The presenter: the list with its card, and the tab bar.
final class TodayViewController: UIViewController {
    let cardView = CardView()
    let tabBar = UIView()
    private var statusBarShouldBeHidden = false

    override var prefersStatusBarHidden: Bool { statusBarShouldBeHidden }

    override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        cardView.accessibilityIdentifier = "card"
        cardView.frame = CGRect(x: 20, y: 150, width: bounds.width - 40, height: 410)
        cardView.layer.cornerRadius = 15
        cardView.onSelect = { [weak self] in self?.showCard() }
        view.addSubview(cardView)
        tabBar.accessibilityIdentifier = "tabBar"
        tabBar.frame = CGRect(x: 0, y: bounds.height - 83, width: bounds.width, height: 83)
        view.addSubview(tabBar)
        // The list scrolls: a pan that begins takes the touch from the card.
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: TodayViewController.handleScroll))
    }

    func handleScroll(_ recognizer: UIPanGestureRecognizer) {}

    /// `didSelectRowAt`: the status bar fades out, the story is presented; it fades
    /// back in when the story is dismissed.
    func showCard() {
        let detail = CardDetailViewController()
        detail.dismissClosure = { [weak self] in self?.updateStatusBar(visible: true) }
        updateStatusBar(visible: false)
        present(detail, animated: true, completion: nil)
    }

    private func updateStatusBar(visible: Bool) {
        statusBarShouldBeHidden = !visible
        UIView.animate(withDuration: 0.25) { self.setNeedsStatusBarAppearanceUpdate() }
    }
}

/// The app's root controller, for a harness or a bench outside this module.
public enum CardApp {
    @MainActor public static func root() -> UIViewController { TodayViewController() }

    /// The story's close button: the status bar comes back and the story is dismissed.
    @MainActor public static func close(_ root: UIViewController) {
        guard let detail = root.presentedViewController as? CardDetailViewController else { return }
        detail.dismissClosure?()
        detail.dismiss(animated: true)
    }
}
