// A bug apps ship (docs/diagnostics.md, "windowMismatch"): a list of recipes pushes a
// recipe with a slide of its own, the recipe coming in from the right while the list
// drifts left. The animator moves the recipe's view but never adds it to the
// transition's container, so the push completes with the recipe on top of the stack and
// its view nowhere: the list slides away onto a blank screen. Reported as "black screen
// after a custom push animation". Plain UIKit code: the import is PantographUIKit's only
// edit (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// The list: `openRecipe()` pushes a recipe with the slide (a tap on a row). It is its
/// navigation controller's delegate, for pushes only: pops are UIKit's, so the back
/// swipe follows the finger.
final class RecipesViewController: UIViewController, UINavigationControllerDelegate {
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func openRecipe() {
        navigationController?.delegate = self
        navigationController?.pushViewController(RecipeViewController(), animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? SlideInAnimator(fixed: fixed) : nil
    }
}

/// One recipe.
final class RecipeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

/// The recipe slides in from the right edge; the list drifts a third of the way left.
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let list = context.view(forKey: .from), let recipe = context.view(forKey: .to),
              let controller = context.viewController(forKey: .to) else { return }
        let final = context.finalFrame(for: controller)
        recipe.frame = final.offsetBy(dx: final.width, dy: 0)
        // The bug: the recipe is never added to the container. The fix adds it.
        if fixed { context.containerView.addSubview(recipe) }
        UIView.animate(withDuration: transitionDuration(using: context), animations: {
            recipe.frame = final
            list.frame = final.offsetBy(dx: -final.width / 3, dy: 0)
        }, completion: { _ in
            list.frame = final
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

/// The app's root controller, with the bug or (`fixed`) without it, and a tap on a
/// recipe.
public enum BlankPushApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController {
        UINavigationController(rootViewController: RecipesViewController(fixed: fixed))
    }

    @MainActor public static func openRecipe(in root: UIViewController) {
        ((root as? UINavigationController)?.viewControllers.first as? RecipesViewController)?.openRecipe()
    }
}
