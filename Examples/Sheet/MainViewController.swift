// A half-width sheet: the custom presentation of Apple's "View Controller Programming
// Guide for iOS", "Creating Custom Presentations" — a presentation controller that
// puts the presented view on the right half of the container over a dimming view —
// with a sliding animator and pans that drive it both ways (docs/sheet.md). Plain
// UIKit code: the import and the target–action form are PantographUIKit's only edits
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The presenter: a pan to the left presents the sheet.
final class MainViewController: UIViewController {
    let transitioning = SheetTransitioning()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: MainViewController.handlePan))
    }

    /// Half the screen's width to the left is the whole way.
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let travel = -recognizer.translation(in: view).x
        transitioning.drive(recognizer.state, travel: travel, over: floor(view.bounds.width / 2)) {
            let sheet = SheetViewController()
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = transitioning
            present(sheet, animated: true)
        }
    }
}

/// The sheet: a pan to the right dismisses it.
final class SheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: SheetViewController.handlePan))
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let transitioning = transitioningDelegate as? SheetTransitioning else { return }
        let travel = recognizer.translation(in: view).x
        transitioning.drive(recognizer.state, travel: travel, over: view.bounds.width) {
            dismiss(animated: true)
        }
    }
}
