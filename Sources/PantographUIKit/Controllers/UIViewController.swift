import PantographEngine

/// A view controller: its view, loaded when first asked for; its appearance
/// callbacks; its children; and what it presents (UIViewController+Presentation.swift).
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet { HierarchyChanges.changed() }
    }
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController? {
        didSet { HierarchyChanges.changed() }
    }
    /// Accepted and carried (there is no navigation bar to show it).
    open var title: String?
    /// Its name in records, once given (`HeadlessApp.name(of:)`).
    var recordName: String?
    /// Where its appearance callbacks have got to.
    var appearance = Appearance.disappeared
    /// What it presents, and what presented it. The presenter holds what it presents,
    /// as UIKit's does; the presented controller holds its presentation controller,
    /// which holds neither (`UIPresentationController`), so nothing outlives its app.
    var presentedStorage: UIViewController? {
        didSet { HierarchyChanges.changed() }
    }
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    /// The transition it takes part in, while one is in flight. Unowned (a weak
    /// reference gives the context a side table, and every retain of it the runtime's
    /// slow path): the context clears it when it ends, or goes (`TransitionContext`'s
    /// `deinit`, which knows it by `activeTransitionID`).
    unowned var activeTransition: TransitionContext? {
        didSet { activeTransitionID = activeTransition.map(ObjectIdentifier.init) }
    }
    private(set) var activeTransitionID: ObjectIdentifier?
    var beingPresented = false
    var beingDismissed = false
    /// Being pushed onto, or popped off, a navigation controller's stack.
    var movingToParent = false
    var movingFromParent = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// What held it weakly (a child's parent, a presenter) lets go without a setter.
    deinit { HierarchyChanges.changed() }

    /// There are no storyboards: the controller starts as `init()` makes it.
    public required init?(coder: NSCoder) { super.init() }

    open override var next: UIResponder? { loadedView?.superview }

    // MARK: - The view

    /// Loads the view the first time it is asked for (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// The default: a plain view the size of the screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    /// The update pass's call for the controller's root view (instead of the view's
    /// `updateConstraints`); an override calls `super`, which updates the view.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    // Accepted and carried: the screen's safe area, a status bar style not drawn.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    open var preferredContentSize = CGSize.zero
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    // MARK: - The status bar

    /// Whether the status bar hides while this controller decides its appearance
    /// (`HeadlessApp.statusBar`).
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar hides and shows: `.fade` (the default) fades it within the
    /// animation block the update is made in; `.none` at once. `.slide` fades (the
    /// slide is not simulated).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child that decides whether the status bar hides instead of this controller.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// A presented controller that is not full screen decides the status bar only
    /// when this is set.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// UIKit asks the controller that decides the status bar's appearance again: the
    /// status bar hides or shows as `prefersStatusBarHidden` says, inside the animation
    /// block this is called in, if any (the common `UIView.animate(withDuration: 0.25)
    /// { self.setNeedsStatusBarAppearanceUpdate() }`).
    open func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window?.host ?? HeadlessApp.current)?.updateStatusBar()
    }

    // MARK: - Appearance

    typealias Appearance = AppearanceState

    /// Whether a container passes its appearance callbacks on to its children.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// A custom container's call: `viewWillAppear` or `viewWillDisappear` now (passed on
    /// to the children whose views it shows, when it forwards them).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceCallback(isAppearing ? .willAppear : .willDisappear, animated: animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
        }
    }

    /// …and `viewDidAppear` or `viewDidDisappear`, matching the begin.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing: appearanceCallback(.didAppear, animated: lastAppearanceAnimated)
        case .disappearing: appearanceCallback(.didDisappear, animated: lastAppearanceAnimated)
        case .appeared, .disappeared:
            // An end with no begin: UIKit makes no callback and says it is unbalanced.
            appearanceHost?.watch.appearance(appearance == .appeared ? .didAppear : .didDisappear, of: self,
                                             after: appearance)
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in appearanceChildren { child.endAppearanceTransition() }
        }
    }

    private var lastAppearanceAnimated = false

    /// The children a container forwards its appearance callbacks to: those whose views
    /// are inside its own.
    var appearanceChildren: [UIViewController] {
        guard let view = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: view) == true }
    }

    /// The controller and those it forwards to, container first, depth first: the
    /// side of a transition that hears the appearance callbacks.
    var appearanceSide: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods else { return [self] }
        return [self] + appearanceChildren.flatMap(\.appearanceSide)
    }

    typealias AppearanceCallback = AppearanceCall

    /// The app whose window shows the controller, or whose code runs.
    private var appearanceHost: HeadlessApp? { loadedView?.window?.host ?? HeadlessApp.current }

    /// One appearance callback, logged under the controller's name, then made.
    func appearanceCallback(_ callback: AppearanceCallback, animated: Bool) {
        lastAppearanceAnimated = animated
        let host = appearanceHost
        host?.watch.appearance(callback, of: self, after: appearance)
        let name = host?.name(of: self) ?? ""
        switch callback {
        case .willAppear:
            appearance = .appearing
            host?.record(.lifecycle(.viewWillAppear(name)))
            viewWillAppear(animated)
        case .didAppear:
            appearance = .appeared
            host?.record(.lifecycle(.viewDidAppear(name)))
            viewDidAppear(animated)
        case .willDisappear:
            appearance = .disappearing
            host?.record(.lifecycle(.viewWillDisappear(name)))
            viewWillDisappear(animated)
        case .didDisappear:
            appearance = .disappeared
            host?.record(.lifecycle(.viewDidDisappear(name)))
            viewDidDisappear(animated)
        }
    }

    // MARK: - Presenting (UIViewController+Presentation.swift)

    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    open var definesPresentationContext = false
    /// A sheet's swipe and dimming tap do not dismiss it (`presentationControllerDidAttemptToDismiss`).
    open var isModalInPresentation = false
    open var providesPresentationContextTransitionStyle = false
    /// Held weakly, as UIKit holds it.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Presents `controller`: UIKit's checks and the delegate's answers now, the
    /// transition at the end of this turn of the run loop.
    open func present(_ controller: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(controller, animated: flag, completion: completion)
    }

    /// Dismisses what this controller (or the one above it) presents, or, when it
    /// presents nothing, the controller itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: - Children

    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// "The removeFromParent method automatically calls the didMove(toParent:) method
    /// of the child view controller after it removes the child" (Apple's page).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// True while a navigation controller pushes it, until the push ends.
    open var isMovingToParent: Bool { movingToParent }
    /// True while a navigation controller pops it, until the pop ends.
    open var isMovingFromParent: Bool { movingFromParent }

    /// What the controller shows in a navigation bar (accepted: the bar is not drawn).
    public private(set) lazy var navigationItem = UINavigationItem()
    /// Accepted and carried: there is no tab bar to hide.
    open var hidesBottomBarWhenPushed = false

    /// The root of the containment chain.
    var root: UIViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }
}

/// The status bar's style (accepted, not drawn).
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

/// How the status bar hides and shows.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }
