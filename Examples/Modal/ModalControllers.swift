// UIKit's own presentations: every presentation and transition style, from a
// controller inside a container with a bar, as the study note "View Transition and
// View Controller Presentation" (a Korean study note, 2021) tries them (docs/modal.md).
// No animator: UIKit's own animation for each transition style. Plain UIKit code:
// the import is PantographUIKit's only edit here (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The container: a 44-point bar under the safe area's top, and its one child below
/// it (the note's navigation controller, reduced to what the presentations see).
final class NavViewController: UIViewController {
    let navBar = UIView()
    let content = PresentingViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        navBar.accessibilityIdentifier = "navBar"
        view.addSubview(navBar)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        navBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
        content.view.frame = CGRect(x: 0, y: top + 44, width: view.bounds.width, height: view.bounds.height - top - 44)
    }
}

/// The controller that presents, with the style and transition the note tries.
final class PresentingViewController: UIViewController {
    private(set) var shown: PresentedViewController?

    func show(style: UIModalPresentationStyle, transition: UIModalTransitionStyle) {
        let presented = PresentedViewController()
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        shown = presented
        present(presented, animated: true)
    }

    func hide() {
        shown?.dismiss(animated: true)
    }
}

/// The controller presented: a plain full-screen view.
final class PresentedViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }
}

/// The app's root controller, for a harness or a bench outside this module.
public enum ModalApp {
    @MainActor public static func root() -> UIViewController { NavViewController() }

    /// The presenting controller's button: it presents with `style` and `transition`.
    @MainActor public static func show(_ root: UIViewController, style: UIModalPresentationStyle = .automatic,
                                       transition: UIModalTransitionStyle = .coverVertical) {
        (root as? NavViewController)?.content.show(style: style, transition: transition)
    }

    /// The presented controller's close button.
    @MainActor public static func hide(_ root: UIViewController) { (root as? NavViewController)?.content.hide() }
}
