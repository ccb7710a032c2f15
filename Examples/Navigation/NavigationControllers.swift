// A navigation stack two deep, so the back swipe pops at once (docs/navigation.md):
// a list, a detail pushed on it, and a third screen the detail pushes. UIKit's own push,
// pop and back swipe by default; with `SlidingNavigationController`, the delegate's
// animator and an interaction controller the app's own edge pan drives. Plain UIKit
// code: the import and the target–action form are PantographUIKit's only edits
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// A screen with one view under the navigation bar, `height` points tall.
class BarContentViewController: UIViewController {
    let content = UIView()
    var contentHeight: CGFloat { 0 }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(content)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = navigationController?.navigationBar.frame.maxY ?? view.safeAreaInsets.top
        content.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: contentHeight)
    }
}

/// The root: a list with one row.
final class ListViewController: BarContentViewController {
    override var contentHeight: CGFloat { 60 }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.accessibilityIdentifier = "listRow"
    }
}

/// The detail the list pushed; it pushes the third screen.
final class DetailViewController: BarContentViewController {
    override var contentHeight: CGFloat { 200 }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.accessibilityIdentifier = "detailHeader"
    }

    func showMore() {
        navigationController?.pushViewController(MoreViewController(), animated: true)
    }
}

final class MoreViewController: BarContentViewController {
    override var contentHeight: CGFloat { 120 }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.accessibilityIdentifier = "moreHeader"
    }
}

/// The app's root controller, for a harness or a bench outside this module: the stack
/// `list › detail`, with UIKit's own transitions or (`slidingPop`) the app's.
public enum NavigationApp {
    @MainActor public static func root(slidingPop: Bool = false) -> UIViewController {
        let list = ListViewController()
        let navigation = slidingPop ? SlidingNavigationController(rootViewController: list)
                                    : UINavigationController(rootViewController: list)
        navigation.view.accessibilityIdentifier = "nav"
        navigation.pushViewController(DetailViewController(), animated: false)
        return navigation
    }

    /// The detail's button: it pushes the third screen.
    @MainActor public static func showMore(_ root: UIViewController) {
        ((root as? UINavigationController)?.topViewController as? DetailViewController)?.showMore()
    }

    /// The back button: UIKit's own pop.
    @MainActor public static func back(_ root: UIViewController) {
        (root as? UINavigationController)?.popViewController(animated: true)
    }
}
