import PantographEngine

/// One presentation's, dismissal's, push's or pop's transition: UIKit's transition
/// context and its coordinator. The rules are the engine's: the callback order is `Lifecycle`'s, the
/// percent-driven timing is `Transition.State`'s. This object performs what they say
/// on the app's objects: each lifecycle event becomes the call UIKit makes, and the
/// views UIKit itself adds and removes per style are added and removed here.
@MainActor final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator,
    FrameDriven {
    /// Unowned: the app keeps its latest transition (`HeadlessApp.latestTransition`),
    /// and a strong reference back kept every app, and all it made, alive.
    unowned let host: HeadlessApp
    let operation: Transition.Operation
    let presented: UIViewController
    /// The presentation context's controller: `presentingViewController`.
    let presenting: UIViewController
    /// The presentation's controller; nil for a navigation controller's push or pop.
    let presentation: UIPresentationController?
    /// The navigation controller of a push or pop.
    let navigation: UINavigationController?
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    let isAnimated: Bool
    let removesPresentersView: Bool
    private(set) var duration: Double
    let container: UIView
    /// The percent-driven transition's time: animations made while it sets up stand at
    /// `percent × duration` (Core Animation's paused container).
    let timeline: Timeline
    private(set) var state: Transition.State
    let initiallyInteractive: Bool
    /// The app's `completeTransition` argument, once called.
    private(set) var completedWith: Bool?
    private(set) var hasStarted = false
    private var alongside: [(animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                             completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)] = []
    private var alongsideRun = 0
    /// Past the animator's start: an alongside animation registered now runs at once,
    /// in a block of its own (one registered before joins the animator's first block).
    private var animatorHasRun = false
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The interruptible path: the animator the interaction drives, and the interactor.
    private var interruptible: UIViewImplicitlyAnimating?
    private weak var interruptibleInteractor: UIPercentDrivenInteractiveTransition?

    /// The percent-driven interactor drives `animator` (its `interruptibleAnimator`).
    func drivesInterruptible(_ animator: UIViewImplicitlyAnimating, interactor: UIPercentDrivenInteractiveTransition) {
        interruptible = animator
        interruptibleInteractor = interactor
    }
    private let completion: (() -> Void)?
    /// The controllers of the lifecycle's names.
    private var byName: [String: UIViewController] = [:]
    private var lifecycle: Lifecycle

    init(host: HeadlessApp, operation: Transition.Operation, presented: UIViewController, presenting: UIViewController,
         presentation: UIPresentationController?, navigation: UINavigationController? = nil,
         animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?, animated: Bool, removesPresentersView: Bool,
         container: UIView, completion: (() -> Void)?) {
        self.host = host
        self.operation = operation
        self.presented = presented
        self.presenting = presenting
        self.presentation = presentation
        self.navigation = navigation
        self.animator = animator
        self.interactor = animated ? interactor : nil
        isAnimated = animated
        self.removesPresentersView = removesPresentersView
        self.container = container
        self.completion = completion
        timeline = Timeline()
        initiallyInteractive = animated && (interactor?.wantsInteractiveStart ?? false)
        duration = 0
        state = .interactive(percent: 0)
        let presenterSide = removesPresentersView ? presenting.appearanceSide : []
        for c in presenterSide + [presented] { byName[host.name(of: c)] = c }
        lifecycle = Lifecycle(presenterSide: presenterSide.map(host.name(of:)), presented: host.name(of: presented))
        (self.interactor as? UIPercentDrivenInteractiveTransition)?.associate(with: self)
    }

    /// Its controllers' `activeTransition` and its interactor's context are unowned: only
    /// the controllers and the interactor it holds point here, and whichever still does
    /// is cleared, known by identifier (what is going cannot be read).
    isolated deinit {
        let me = ObjectIdentifier(self)
        for c in [presented, presenting, navigation] where c?.activeTransitionID == me { c?.activeTransition = nil }
        (interactor as? UIPercentDrivenInteractiveTransition)?.contextWentAway(me)
    }

    // MARK: - Start

    /// UIKit's deferred start, after the commit of the turn `present`/`dismiss` ran in.
    func start() {
        hasStarted = true
        duration = isAnimated ? animator.transitionDuration(using: self) : 0
        state = initiallyInteractive ? .interactive(percent: 0)
            : .animating(CompletionRun(from: 0, to: 1, total: duration, curve: .linear))
        if operation == .present {
            container.frame = host.window.bounds
            host.window.addSubview(container)
        }
        presentation?.containerView = container
        host.drive(self)
        for event in lifecycle.begin(operation, interactive: initiallyInteractive, animated: isAnimated) {
            switch event {
            case .presentationTransitionWillBegin:
                host.record(.lifecycle(event))
                presentation?.presentationTransitionWillBegin()
            case .dismissalTransitionWillBegin:
                host.record(.lifecycle(event))
                presentation?.dismissalTransitionWillBegin()
            case .willShow(let name):
                host.record(.lifecycle(event))
                if let navigation, let shown = byName[name] {
                    navigation.delegate?.navigationController(navigation, willShow: shown, animated: isAnimated)
                }
            case .viewWillAppear(let name):
                byName[name]?.appearanceCallback(.willAppear, animated: isAnimated)
            case .viewWillDisappear(let name):
                byName[name]?.appearanceCallback(.willDisappear, animated: isAnimated)
            case .startInteractiveTransition:
                host.record(.lifecycle(event))
                host.watch.willAnimate(self)
                interactor?.startInteractiveTransition(self)
            case .animateTransition:
                // An interaction controller calls the animator itself (the percent-driven one does).
                if !initiallyInteractive {
                    host.watch.willAnimate(self)
                    runAnimator()
                }
            default:
                break // `begin` makes only the cases above
            }
        }
        if !isAnimated {
            host.watch.willAnimate(self)
            placeWithoutAnimation()
        }
        animatorHasRun = true
        runAlongsideAnimations()
        host.watch.didStart(self)
    }

    /// `animateTransition(using:)`, logged; animation blocks made meanwhile go on the
    /// transition's timeline when `tracked` (a percent-driven interaction).
    ///
    /// The coordinator's alongside animations registered so far join the first
    /// animation block the animator makes, with its timing (a spring's, say), as
    /// UIKit's `+[UIView _setAlongsideAnimations:]` before `animateTransition:` has
    /// them; an animator that makes none gets them run at once, without animation,
    /// as UIKit's `__runAlongsideAnimations` then does.
    func runAnimator(tracked: Bool = false) {
        host.record(.lifecycle(.animateTransition))
        if tracked { host.trackingTimelines.append(timeline) }
        let blocks = takeAlongsideAnimations()
        if !blocks.isEmpty { AnimationTransaction.alongside = { for block in blocks { block(self) } } }
        animator.animateTransition(using: self)
        if let unclaimed = AnimationTransaction.takeAlongside() { UIView.performWithoutAnimation(unclaimed) }
        if tracked { host.trackingTimelines.removeLast() }
    }

    /// The alongside animations not run yet, marked run.
    private func takeAlongsideAnimations() -> [(UIViewControllerTransitionCoordinatorContext) -> Void] {
        guard alongsideRun < alongside.count, completedWith == nil else { return [] }
        let blocks = alongside[alongsideRun...].compactMap(\.animation)
        alongsideRun = alongside.count
        return blocks
    }

    /// `present(_:animated: false)` or a push or pop without animation: UIKit puts the
    /// views where they end and completes.
    private func placeWithoutAnimation() {
        let shown: UIViewController? = switch operation {
        case .present, .push: presented
        case .pop: presenting
        case .dismiss: nil
        }
        if let shown, let view = shown === presented ? presentedView : shown.view {
            view.frame = finalFrame(for: shown)
            container.addSubview(view)
        }
        completeTransition(true)
    }

    /// The view the transition brings or takes away: the presentation controller's
    /// `presentedView`, or the pushed or popped controller's view.
    var presentedView: UIView? { presentation.map { $0.presentedView } ?? presented.view }

    /// Where the presented view rests in the container.
    var restingFrame: CGRect { presentation?.frameOfPresentedViewInContainerView ?? container.bounds }

    /// The coordinator's alongside animations, in one block of the transition's duration
    /// (on its timeline while a gesture drives it).
    private func runAlongsideAnimations() {
        let blocks = takeAlongsideAnimations()
        guard !blocks.isEmpty else { return }
        let tracked = isInteractive
        if tracked { host.trackingTimelines.append(timeline) }
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            for block in blocks { block(self) }
        })
        if tracked { host.trackingTimelines.removeLast() }
    }

    // MARK: - UIViewControllerContextTransitioning

    var containerView: UIView { container }
    var isInteractive: Bool { state.isInteractive }
    /// True from `cancelInteractiveTransition()` on (not only at the end), as UIKit
    /// sets it (docs/uikit.md, "The transition context").
    var transitionWasCancelled: Bool { state.wasCancelled }
    var presentationStyle: UIModalPresentationStyle { navigation == nil ? presented.modalPresentationStyle : .none }
    var targetTransform: CGAffineTransform { .identity }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard hasStarted, completedWith == nil else { return }
        // The engine's state machine runs on a copy, written back: a call into another
        // module while the property is being changed makes the compiler check every
        // access to it at run time (docs/performance.md, "Exclusivity checks").
        var next = state
        guard next.update(percentComplete) == nil else { return }
        state = next
        timeline.now = state.percent * duration
        interruptible?.fractionComplete = state.percent
    }

    func finishInteractiveTransition() { complete(cancelling: false) }

    func cancelInteractiveTransition() { complete(cancelling: true) }

    /// The interaction controller's speed and curve, as UIKit reads them at the call.
    private func complete(cancelling: Bool) {
        guard hasStarted, completedWith == nil else { return }
        let speed = interactor?.completionSpeed ?? 1
        let curve = (interactor as? UIPercentDrivenInteractiveTransition)?.completionTimingCurve
            ?? (interactor?.completionCurve ?? .easeInOut).timingCurve
        var next = state
        guard next.complete(cancelling: cancelling, duration: duration, speed: speed, curve: curve) == nil else { return }
        state = next
        host.record(.lifecycle(cancelling ? .cancelInteractiveTransition : .finishInteractiveTransition))
        host.record(.lifecycle(.interactionChanged(cancelled: cancelling)))
        for handler in interactionHandlers { handler(self) }
        if let animator = interruptible {
            // UIKit's `_continueInterruptibleTransitionFromPercentComplete:reversed:`.
            let p = state.run?.from ?? state.percent
            animator.isReversed = cancelling
            let custom = interruptibleInteractor?.timingCurve
            if custom == nil && speed == 1 {
                animator.startAnimation()
            } else {
                let factor = (cancelling ? p : 1 - p) / Transition.State.effectiveCompletionSpeed(speed)
                animator.continueAnimation(withTimingParameters: custom, durationFactor: factor)
            }
            return
        }
        if state.run?.isDone == true { endTrackedAnimations() }
    }

    /// UIKit's `pauseInteractiveTransition`: on the interruptible path, a completion in
    /// progress stops where the animator is and the transition is interactive again
    /// (`interactionChanged`); otherwise ignored.
    func pauseInteractiveTransition() {
        guard let animator = interruptible, completedWith == nil else { return }
        var next = state
        guard next.pause(interruptible: true) == nil else { return }
        state = next
        animator.pauseAnimation()
        animator.isReversed = false
        state = .paused(percent: animator.fractionComplete)
        host.record(.lifecycle(.pauseInteractiveTransition))
        host.record(.lifecycle(.interactionChanged(cancelled: false)))
        for handler in interactionHandlers { handler(self) }
    }

    func completeTransition(_ didComplete: Bool) {
        host.watch.willComplete(self, didComplete)
        // UIKit ignores a second call.
        guard completedWith == nil, hasStarted else { return }
        completedWith = didComplete
        state = didComplete ? .completed : .cancelled
        host.watch.didComplete(self, didComplete)
        finishViews(completed: didComplete)
        let end = lifecycle.end(operation, completed: didComplete, animated: isAnimated)
        var alongsideCompletions = alongside.map(\.completion)[...]
        for event in end {
            switch event {
            case .completeTransition:
                host.record(.lifecycle(event))
            case .presentationTransitionDidEnd(let c):
                host.record(.lifecycle(event))
                presentation?.presentationTransitionDidEnd(c)
            case .dismissalTransitionDidEnd(let c):
                host.record(.lifecycle(event))
                presentation?.dismissalTransitionDidEnd(c)
            case .didShow(let name):
                host.record(.lifecycle(event))
                if let navigation, let shown = byName[name] {
                    navigation.delegate?.navigationController(navigation, didShow: shown, animated: isAnimated)
                }
            case .viewWillAppear(let name): byName[name]?.appearanceCallback(.willAppear, animated: isAnimated)
            case .viewDidAppear(let name): byName[name]?.appearanceCallback(.didAppear, animated: isAnimated)
            case .viewWillDisappear(let name): byName[name]?.appearanceCallback(.willDisappear, animated: isAnimated)
            case .viewDidDisappear(let name): byName[name]?.appearanceCallback(.didDisappear, animated: isAnimated)
            case .presentCompletion, .dismissCompletion:
                host.record(.lifecycle(event))
                completion?()
            case .alongsideCompletion:
                host.record(.lifecycle(event))
                if let block = alongsideCompletions.popFirst(), let block { block(self) }
            case .animationEnded(let c):
                host.record(.lifecycle(event))
                animator.animationEnded(c)
            default:
                break // `end` makes only the cases above
            }
        }
        presented.activeTransition = nil
        presenting.activeTransition = nil
        navigation?.activeTransition = nil
    }

    /// What UIKit adds and removes itself when a transition ends, per style
    /// (docs/uikit.md, "The presentation controller").
    private func finishViews(completed: Bool) {
        if let navigation {
            navigation.transitionDidEnd(operation, presented: presented, under: presenting, completed: completed)
            return
        }
        guard let presentation else { return }
        let presenterView = presenting.view!
        switch (operation, completed) {
        case (.present, true):
            if removesPresentersView, let superview = presenterView.superview {
                presentation.presenterSlot = .init(superview: superview,
                                                   index: superview.subviews.firstIndex { $0 === presenterView } ?? 0)
                presenterView.removeFromSuperview()
            }
            presented.beingPresented = false
        case (.present, false):
            container.removeFromSuperview()
            presented.beingPresented = false
            presenting.presentedStorage = nil
            presented.presentingStorage = nil
        case (.dismiss, true):
            if let slot = presentation.presenterSlot {
                presentation.presenterSlot = nil
                slot.superview?.insertSubview(presenterView, at: slot.index)
            }
            container.removeFromSuperview()
            presented.beingDismissed = false
            presenting.presentedStorage = nil
            presented.presentingStorage = nil
        case (.dismiss, false):
            if removesPresentersView { presenterView.removeFromSuperview() }
            presented.beingDismissed = false
        case (.push, _), (.pop, _):
            break // a navigation controller's, above
        }
    }

    // MARK: - Frames

    func advanceFrame(by seconds: Double) {
        guard hasStarted, completedWith == nil, let run = state.run, !run.isDone else { return }
        // On the interruptible path the animator keeps the time; its completion ends it.
        if interruptible != nil {
            state = state.advanced(by: seconds)
            return
        }
        state = state.advanced(by: seconds)
        switch state {
        case .finishing, .cancelling:
            timeline.now = state.percent * duration
            if state.run?.isDone == true { endTrackedAnimations() }
        case .animating, .interactive, .paused, .completed, .cancelled:
            break // the animator's own animations run on the clock
        }
    }

    /// The interaction's completion is over: UIKit ends the animations it tracked (the
    /// animator's completions run now, and call `completeTransition`); a cancel's end at
    /// their start, with the model values they started from.
    private func endTrackedAnimations() {
        timeline.now = state.percent * duration
        host.finishGroups(on: timeline, reversed: state.wasCancelled)
    }

    var isFrameRunning: Bool {
        guard hasStarted, completedWith == nil, let run = state.run else { return false }
        return !run.isDone
    }
    var isFinished: Bool { completedWith != nil }
    var isInFlight: Bool { completedWith == nil }

    // MARK: - Controllers, views and frames

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let (from, to) = operation.isForward ? (presenting, presented) : (presented, presenting)
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    /// The views the animator may move: the presented one (`presentedView`) and the
    /// presenter's only when the style takes it out of the window.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedView = self.presentedView
        let presenterView = removesPresentersView ? presenting.view : nil
        let (from, to) = operation.isForward ? (presenterView, presentedView) : (presentedView, presenterView)
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    /// A push or pop: the controller leaving starts, and the one shown ends, filling
    /// the container.
    func initialFrame(for vc: UIViewController) -> CGRect {
        if navigation != nil { return vc === viewController(forKey: .from) ? container.bounds : .zero }
        if vc === presented, operation == .dismiss { return restingFrame }
        if vc === presenting, operation == .present, removesPresentersView { return presenting.view.frame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if navigation != nil { return vc === viewController(forKey: .to) ? container.bounds : .zero }
        if vc === presented, operation == .present { return restingFrame }
        if vc === presenting, operation == .dismiss, removesPresentersView { return presenting.view.frame }
        return .zero
    }

    // MARK: - The coordinator

    var isCancelled: Bool { transitionWasCancelled }
    var isInterruptible: Bool { interruptible != nil }
    var transitionDuration: TimeInterval { duration }
    var percentComplete: CGFloat { state.percent }
    var completionVelocity: CGFloat { interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactor?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard completedWith == nil else { return false }
        alongside.append((animation, completion))
        lifecycle.alongsideCount = alongside.count
        // Registered once the animator has run: animated from now.
        if animatorHasRun { runAlongsideAnimations() }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}
