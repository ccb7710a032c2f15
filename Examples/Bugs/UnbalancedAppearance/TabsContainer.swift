// A bug apps ship (docs/diagnostics.md, "Unbalanced appearance calls"): a custom tab
// container forwards appearance callbacks by hand and, switching tabs, begins the new
// tab's appearance twice (once in `select`, once again in a helper it calls) before
// ending it; UIKit's console says "Unbalanced calls to begin/end appearance
// transitions". Plain UIKit code: the import is PantographUIKit's only edit
// (docs/own-code.md).
#if canImport(UIKit)
import UIKit
#else
import PantographUIKit
#endif

/// Two tabs; `select(1)` switches to the second.
final class TabsViewController: UIViewController {
    let tabs = [UIViewController(), UIViewController()]
    private(set) var selected = 0
    private let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        for tab in tabs { addChild(tab) }
        view.addSubview(tabs[0].view)
        for tab in tabs { tab.didMove(toParent: self) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabs[selected].beginAppearanceTransition(true, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabs[selected].endAppearanceTransition()
    }

    func select(_ index: Int) {
        guard index != selected else { return }
        let old = tabs[selected], new = tabs[index]
        old.beginAppearanceTransition(false, animated: false)
        new.beginAppearanceTransition(true, animated: false)
        old.view.removeFromSuperview()
        show(new)
        old.endAppearanceTransition()
        new.endAppearanceTransition()
        selected = index
    }

    /// The bug: the helper begins the appearance `select` already began.
    private func show(_ tab: UIViewController) {
        if !fixed { tab.beginAppearanceTransition(true, animated: false) }
        view.addSubview(tab.view)
    }
}

/// The app's root controller, with the bug or (`fixed`) without it.
public enum UnbalancedAppearanceApp {
    @MainActor public static func root(fixed: Bool = false) -> UIViewController { TabsViewController(fixed: fixed) }

    /// Switches to the second tab, as a tap on its button does.
    @MainActor public static func selectSecondTab(in root: UIViewController) { (root as? TabsViewController)?.select(1) }
}
