import PantographEngine

/// What the diagnostics keep of one transition: the gesture that started it, the
/// window as it was before the animator ran, and how it ended.
@MainActor final class TransitionWatch {
    let context: TransitionContext
    /// The recognizer whose action made the transition (a pan's `began`), if any: its
    /// `serial`.
    let gesture: Int?
    /// How that gesture ended before the transition started.
    var gestureEnd: GestureEnd?
    /// The views in the window just before the animator (or the interaction
    /// controller) ran, each with its look then, back to front.
    private(set) var baseline: [(view: UIView, look: Look)] = []
    private var baselineIDs: Set<ObjectIdentifier> = []
    private(set) var hasBaseline = false
    /// Said to never end (once is enough).
    var isDiagnosedStuck = false
    /// `completeTransition`'s argument, once called; and whether what it left is checked.
    var completed: Bool?
    var isEndChecked = false
    /// Views whose undriven animation was already said.
    var undriven: Set<ObjectIdentifier> = []

    init(context: TransitionContext, gesture: Int?) {
        self.context = context
        self.gesture = gesture
    }

    /// The model values a cancel must put back.
    struct Look: Equatable {
        let isHidden: Bool
        let alpha: CGFloat
        let transform: CATransform3D

        @MainActor init(_ view: UIView) {
            isHidden = view.isHidden
            alpha = view.alpha
            transform = view.layer.transform
        }
    }

    func takeBaseline(of window: UIWindow) {
        hasBaseline = true
        window.forEachInSubtree { view in
            guard !(view is UIWindow) else { return }
            baseline.append((view, Look(view)))
            baselineIDs.insert(ObjectIdentifier(view))
        }
    }

    /// Which transition, in the diagnostics' terms.
    func described(by host: HeadlessApp) -> DiagnosedTransition {
        let animator = context.animator is SystemAnimator ? nil : typeName(of: context.animator)
        return DiagnosedTransition(operation: context.operation, controller: host.name(of: context.presented),
                                   animator: animator,
                                   interactor: context.interactor.map { typeName(of: $0) })
    }

    // MARK: - What the end left

    /// Views the transition added that are still there, the controller it took away (or,
    /// cancelled, did not give) still shown, and, after a cancel, views on screen before
    /// whose look it changed.
    func checkEnd(in host: HeadlessApp) -> [Diagnostic] {
        isEndChecked = true
        guard hasBaseline, let completed else { return [] }
        // Named only when something is found: a type's name costs more than the check.
        lazy var transition = described(by: host)
        var found: [Diagnostic] = []
        var reported: [UIView] = []
        let container = context.containerView
        host.window.forEachInSubtree { view in
            guard !(view is UIWindow), !view.isUIKitInternal, !view.isUIKitChrome,
                  !baselineIDs.contains(ObjectIdentifier(view)),
                  !reported.contains(where: { view.isDescendant(of: $0) }),
                  let superview = view.superview, isLeftBehind(view, in: superview, completed: completed) else { return }
            reported.append(view)
            let place: Place = superview === container ? .container
                : superview is UIWindow ? .window : .view(host.name(of: superview))
            found.append(.leftBehind(transition, view: host.name(of: view), in: place, isSnapshot: view.isSnapshot,
                                     at: host.time))
        }
        // The controller the transition left neither presented nor pushed — taken away
        // by a dismiss or a pop that completed, or never given by a present or a push
        // that was cancelled: UIKit took its view away with the container.
        if context.operation.isForward != completed, context.presented.viewIfLoaded?.window === host.window {
            found.append(.windowMismatch(controller: host.name(of: context.presented),
                                         mismatch: .stillShown(after: transition), at: host.time))
        }
        guard !completed else { return found }
        for (view, before) in baseline where view.window === host.window && !view.isUIKitInternal && !view.isUIKitChrome {
            let now = Look(view)
            let change: ViewChange? = if now.isHidden && !before.isHidden { .hidden }
                else if abs(now.alpha - before.alpha) > 1e-9 { .alpha(before: before.alpha, after: now.alpha) }
                else if !close(now.transform, before.transform) { .transform(before: before.transform, after: now.transform) }
                else { nil }
            if let change { found.append(.alteredAfterCancel(transition, view: host.name(of: view), change: change, at: host.time)) }
        }
        return found
    }

    /// A snapshot anywhere; a view put straight into the window or the container,
    /// unless it is a controller's view or, after a completed presentation, the
    /// presentation's own chrome (a dimming view stays with what it presents).
    private func isLeftBehind(_ view: UIView, in superview: UIView, completed: Bool) -> Bool {
        if view.isSnapshot { return true }
        let container = context.containerView
        guard superview === container || superview is UIWindow || superview.isUIKitInternal else { return false }
        if view.viewController != nil || view === context.presentedView { return false }
        return !(completed && context.operation == .present && superview === container)
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= 1e-9 }
    }
}
