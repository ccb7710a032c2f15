// View transitions inside one screen, as the study note "View Transition and View
// Controller Presentation" (a Korean study note, 2021) tries them (docs/flip.md): a
// container holding a green view and a pink one the storyboard hides, swapped by
// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`, with the note's
// weak outlets. Plain UIKit code: the import is PantographUIKit's only edit here
// (docs/own-code.md); the views are made in code where the note's storyboard made
// them.
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The note's screen. Its outlets are weak, as the note starts: the container holds
/// the views, and nothing else does.
class ViewTransitionViewController: UIViewController {
    weak var containerView: UIView!
    weak var pinkView: UIView!
    weak var greenView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let container = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 350))
        container.accessibilityIdentifier = "container"
        let green = UIView(frame: container.bounds)
        green.accessibilityIdentifier = "green"
        green.backgroundColor = .systemGreen
        let pink = UIView(frame: container.bounds)
        pink.accessibilityIdentifier = "pink"
        pink.backgroundColor = .systemPink
        // Hidden, as the note's storyboard sets it.
        pink.isHidden = true
        container.addSubview(green)
        container.addSubview(pink)
        view.addSubview(container)
        keep([container, green, pink])
        containerView = container
        greenView = green
        pinkView = pink
    }

    /// Where a subclass keeps its own references to the views (the note's strong
    /// outlets); weak outlets keep none.
    func keep(_ views: [UIView]) {}

    /// The note's first version: the container curls up while both views toggle
    /// `isHidden`.
    func curl() {
        UIView.transition(with: containerView, duration: 1, options: [.transitionCurlUp]) {
            self.pinkView.isHidden = !self.pinkView.isHidden
            self.greenView.isHidden = !self.greenView.isHidden
        } completion: { _ in
            return
        }
    }

    /// The note's second to fourth versions: green flips to pink, and back in the
    /// completion. Without `showHideTransitionViews` the first flip removes green
    /// from the container; with weak outlets that frees it, and the completion's
    /// `self.greenView` unwraps nil: the crash the note meets. With strong outlets
    /// green comes back with the frame it had (the note's storyboard lost its
    /// constraints, and its bounds, docs/flip.md).
    func flipRoundTrip(showHide: Bool) {
        let extra: UIView.AnimationOptions = showHide ? [.showHideTransitionViews] : []
        UIView.transition(from: greenView, to: pinkView, duration: 1, options: [.transitionFlipFromLeft, extra]) { _ in
            UIView.transition(from: self.pinkView, to: self.greenView, duration: 1,
                              options: [.transitionFlipFromRight, extra], completion: nil)
        }
    }
}

/// The note's fix for the crash: strong outlets, so that a view the transition
/// removes stays alive to be added back.
final class StrongOutletsViewController: ViewTransitionViewController {
    private var outlets: [UIView] = []

    override func keep(_ views: [UIView]) { outlets = views }
}

/// The app's root controller, for a harness or a bench outside this module.
public enum FlipApp {
    @MainActor public static func root() -> UIViewController { ViewTransitionViewController() }

    /// The note's first button: the container curls up while the views toggle.
    @MainActor public static func curl(_ root: UIViewController) { (root as? ViewTransitionViewController)?.curl() }

    /// The note's later buttons: green flips to pink and back, with or without
    /// `showHideTransitionViews` (without it, the weak outlets' crash).
    @MainActor public static func flipRoundTrip(_ root: UIViewController, showHide: Bool) {
        (root as? ViewTransitionViewController)?.flipRoundTrip(showHide: showHide)
    }
}
