import PantographEngine

/// A navigation controller: a stack of controllers, the top one's view on screen, and
/// the transitions between them (docs/navigation.md). The rules are the engine's: the
/// callbacks of a push or pop are `Lifecycle`'s (`navigationBegin`/`navigationEnd`:
/// `willShow` at the start, `didShow` only when one completes), its refusals
/// `NavigationRules`', UIKit's own push and pop `SystemAnimation.navigationPlan` (the
/// parallax, the dimming), and its back swipe is a screen-edge pan judged by the release
/// policy in force, as the `navigation` scene models UIKit's unpublished rule. The
/// transition itself is a `TransitionContext`, as a presentation's is, so an app's
/// animator and interaction controller meet the same context, coordinator and
/// percent-driven timing.
///
/// The navigation bar is there only as far as frames need it: a 44-point view under
/// the safe area's top (`navigationBar`), hidden with `isNavigationBarHidden`. It is not
/// drawn and records leave it out; its items, titles, back button and its own
/// animation are not simulated, and the children's safe area does not include it.
@MainActor open class UINavigationController: UIViewController {
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable { case none, push, pop }

    private var stack: [UIViewController] = [] {
        didSet { HierarchyChanges.changed() }
    }
    /// Held weakly, as UIKit holds it.
    open weak var delegate: UINavigationControllerDelegate?
    /// The left-edge pan that pops: a `UIScreenEdgePanGestureRecognizer` on the
    /// controller's view, made with the view. Its delegate is UIKit's, which lets it
    /// begin only with more than the root on the stack and nothing in flight; an app
    /// that replaces the delegate replaces that rule too, as in UIKit.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    public let navigationBar = UINavigationBar()
    /// UIKit's `UINavigationTransitionView`: the container of the top view and of
    /// every push's and pop's transition.
    let transitionView = NavigationTransitionView()
    /// The view UIKit's own push and pop dim the screen underneath with (UIKit's
    /// `_UIParallaxDimmingView`), named `parallaxDimming` in records.
    private(set) lazy var dimmingView: UIView = {
        let dimming = UIView()
        dimming.backgroundColor = .black
        dimming.recordName = "parallaxDimming"
        dimming.isUIKitChrome = true
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return dimming
    }()
    private let popGestureDelegate = PopGestureDelegate()
    /// The back swipe's own interaction controller while it drives a pop.
    private var backSwipe: UIPercentDrivenInteractiveTransition?
    /// Offered to the pop the back swipe starts, when the delegate has no animator.
    private var offeredInteraction: UIPercentDrivenInteractiveTransition?
    /// The stack before the transition in flight changed it, for a cancel to restore.
    private var stackBefore: [UIViewController]?

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        install([rootViewController])
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - The view

    open override func loadView() {
        let root = NavigationControllerView(frame: UIScreen.main.bounds)
        root.navigation = self
        view = root
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        navigationBar.autoresizingMask = [.flexibleWidth]
        root.addSubview(navigationBar)
        if let top = stack.last { show(top) }
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handleBackSwipe)
        pan.edges = .left
        popGestureDelegate.navigation = self
        pan.delegate = popGestureDelegate
        root.addGestureRecognizer(pan)
        interactivePopGestureRecognizer = pan
    }

    /// Puts `controller`'s view in the container, filling it, as the only one.
    private func show(_ controller: UIViewController) {
        for v in transitionView.subviews where v !== controller.view { v.removeFromSuperview() }
        let top = controller.view!
        top.frame = transitionView.bounds
        top.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if top.superview !== transitionView { transitionView.addSubview(top) }
    }

    // MARK: - The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// What is on screen: what the top presents, else the top.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }

    /// Hidden or shown at once: the bar's own animation is not simulated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { navigationBar.isHidden = hidden }

    /// A stack whose views are not on screen: children change, no transition runs.
    private func install(_ controllers: [UIViewController]) {
        for c in stack where !controllers.contains(where: { $0 === c }) {
            c.willMove(toParent: nil)
            c.viewIfLoaded?.removeFromSuperview()
            c.removeFromParent()
        }
        for c in controllers where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        stack = controllers
        if isViewLoaded, let top = stack.last { show(top) }
    }

    // MARK: - Push and pop

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard let host = viewIfLoaded?.window?.host else { return install(stack + [viewController]) }
        host.turn {
            if viewController is UINavigationController {
                host.say(.pushingNavigationController(host.name(of: viewController)))
                return
            }
            guard admits(.push, pushing: viewController, in: host), let top = stack.last else { return }
            transition(.push, to: stack + [viewController], presented: viewController, under: top,
                       animated: animated, in: host)
        }
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController`; the ones between it and the top
    /// leave without callbacks, as in UIKit. Returns the controllers popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }), i < stack.count - 1 else { return nil }
        let popped = Array(stack[(i + 1)...])
        guard let host = viewIfLoaded?.window?.host else {
            install(Array(stack[...i]))
            return popped
        }
        return host.turn {
            guard admits(.pop, pushing: nil, in: host) else { return nil }
            transition(.pop, to: Array(stack[...i]), presented: stack.last!, under: viewController, animated: animated,
                       in: host)
            return popped
        }
    }

    /// Replaces the stack. A new top animates as a push when it was not on the stack,
    /// as a pop when it was; the same top changes the stack without a transition.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard let host = viewIfLoaded?.window?.host, let top = stack.last, let newTop = viewControllers.last,
              newTop !== top else { return install(viewControllers) }
        host.turn {
            let isPop = stack.contains { $0 === newTop }
            guard admits(isPop ? .pop : .push, pushing: nil, in: host) else { return }
            transition(isPop ? .pop : .push, to: viewControllers, presented: isPop ? top : newTop,
                       under: isPop ? newTop : top, animated: animated, in: host)
        }
    }

    /// The engine's refusals, said on the console: true when the call may go on.
    private func admits(_ operation: Transition.Operation, pushing controller: UIViewController?,
                        in host: HeadlessApp) -> Bool {
        do {
            let refusal = try NavigationRules.refusal(operation, pushing: controller.map(host.name(of:)),
                                                      stack: stack.map(host.name(of:)),
                                                      inFlight: host.transitionInFlight?.operation)
            if case .nestedNavigation(let asked, _)? = refusal { host.say(.nestedNavigation(asked == .push ? "push" : "pop")) }
            return refusal == nil
        } catch {
            host.say(.exception(error))
            return false
        }
    }

    /// A push or pop from the top `under` → `presented` (or back): the stack changes
    /// now, the delegate is asked now, and the transition starts at the end of the
    /// turn, as a presentation's does.
    private func transition(_ operation: Transition.Operation, to newStack: [UIViewController],
                            presented: UIViewController, under: UIViewController, animated: Bool, in host: HeadlessApp) {
        stackBefore = stack
        for c in newStack where c.parent !== self { addChild(c) }
        for c in stack where !newStack.contains(where: { $0 === c }) { c.willMove(toParent: nil) }
        stack = newStack
        if operation == .push { presented.movingToParent = true } else { presented.movingFromParent = true }
        presented.loadViewIfNeeded()
        under.loadViewIfNeeded()
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated {
            let (from, to) = operation == .push ? (under, presented) : (presented, under)
            if let delegate {
                host.record(.asked(.navigationAnimationController))
                animator = delegate.navigationController(self, animationControllerFor: operation == .push ? .push : .pop,
                                                         from: from, to: to)
            }
            if let animator, let delegate {
                host.record(.asked(.navigationInteractionController))
                interactor = delegate.navigationController(self, interactionControllerFor: animator)
            } else if animator == nil {
                // UIKit's own interaction controller drives only UIKit's own pop: with
                // the delegate's animator the back swipe's pop runs on its own.
                interactor = offeredInteraction
            }
        }
        backSwipe = interactor.flatMap { $0 === offeredInteraction ? offeredInteraction : nil }
        let context = TransitionContext(
            host: host, operation: operation, presented: presented, presenting: under, presentation: nil,
            navigation: self,
            animator: animator ?? SystemAnimator(style: .fullScreen, transitionStyle: .coverVertical, host: host),
            interactor: interactor, animated: animated, removesPresentersView: true, container: transitionView,
            completion: nil)
        presented.activeTransition = context
        under.activeTransition = context
        activeTransition = context
        host.begin(context)
    }

    /// The transition is over: the views UIKit keeps and the children it lets go, or
    /// on a cancel the stack as it was.
    func transitionDidEnd(_ operation: Transition.Operation, presented: UIViewController, under: UIViewController,
                          completed: Bool) {
        let before = stackBefore ?? stack
        stackBefore = nil
        presented.movingToParent = false
        presented.movingFromParent = false
        let (leaving, staying) = operation == .push ? (under, presented) : (presented, under)
        let (gone, kept) = completed ? (leaving, staying) : (staying, leaving)
        gone.viewIfLoaded?.removeFromSuperview()
        if let view = kept.viewIfLoaded { view.frame = transitionView.bounds }
        if !completed { stack = before }
        for c in children where !stack.contains(where: { $0 === c }) { c.removeFromParent() }
        if completed {
            for c in stack where !before.contains(where: { $0 === c }) { c.didMove(toParent: self) }
        }
        backSwipe = nil
    }

    // MARK: - The back swipe

    /// UIKit's handler of `interactivePopGestureRecognizer`: it pops at `began`, drives
    /// the pop with the finger (the whole width is the whole pop), and at the end lets
    /// the release policy in force decide, as the `navigation` scene does.
    func handleBackSwipe(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let host = view.window?.host else { return }
        let mapping = PanMapping.backSwipe(width: Double(view.bounds.width))
        let translation = Point(recognizer.translation(in: view))
        switch recognizer.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionSpeed = host.settings.completionSpeed
            interaction.completionTimingCurve = host.settings.completionCurve
            offeredInteraction = interaction
            let inFlight = activeTransition
            popViewController(animated: true)
            offeredInteraction = nil
            if backSwipe == nil {
                host.watch.backSwipeFollowsNothing(self, pop: activeTransition === inFlight ? nil : activeTransition,
                                                   replacedDelegate: recognizer.delegate !== popGestureDelegate)
            }
            backSwipe?.update(mapping.progress(translation: translation, cap: host.settings.cap))
        case .changed:
            backSwipe?.update(mapping.progress(translation: translation, cap: host.settings.cap))
        case .ended, .cancelled:
            guard let backSwipe else { return }
            let input = mapping.releaseInput(translation: translation, velocity: Point(recognizer.velocity(in: view)),
                                             cap: host.settings.cap)
            let policy = host.settings.releasePolicy
            switch recognizer.state == .cancelled ? policy.decideOnCancel(input) : policy.decideOnEnd(input) {
            case .finish: backSwipe.finish()
            case .cancel: backSwipe.cancel()
            case .stay: break // left interactive at its percent, as the scene leaves it
            }
        case .possible, .failed:
            break
        }
    }
}

/// UIKit's delegate of `interactivePopGestureRecognizer`.
@MainActor final class PopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?

    /// Only with more than the root on the stack and no transition in flight.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.viewControllers.count > 1 && navigation.view.window?.host?.transitionInFlight == nil
    }
}

/// The navigation controller's view: it places the bar under the safe area's top.
final class NavigationControllerView: UIView {
    weak var navigation: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        navigation?.navigationBar.frame = CGRect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: 44)
    }
}

/// UIKit's `UINavigationTransitionView`: left out of records, as a presentation's
/// container is.
final class NavigationTransitionView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUIKitInternal = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The navigation bar, as far as frames need it: a 44-point view whose frame and
/// `isHidden` are simulated; it is not drawn and records leave it out.
@MainActor open class UINavigationBar: UIView {
    // Accepted and carried: the bar is not drawn.
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUIKitInternal = true
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What a controller shows in the bar (accepted and carried: the bar is not drawn).
@MainActor open class UINavigationItem: NSObject {
    open var title: String?
    open var prompt: String?
    open var hidesBackButton = false

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }
}

/// The navigation controller's delegate; every answer defaults to UIKit's.
@MainActor public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UIViewController {
    /// The nearest navigation controller above it.
    public var navigationController: UINavigationController? {
        var c = parent
        while let x = c {
            if let navigation = x as? UINavigationController { return navigation }
            c = x.parent
        }
        return nil
    }

    /// Pushes `vc` when the controller is in a navigation controller, else presents it.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) }
        else { present(vc, animated: true) }
    }
}
