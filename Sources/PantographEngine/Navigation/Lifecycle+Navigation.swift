/// A navigation controller's callbacks for `push` and `pop` (docs/uikit.md,
/// "Navigation"). Unlike a presentation there is no presentation controller and no
/// completion block; the navigation delegate hears `willShow` when the transition
/// starts — for an interactive pop even one that is later cancelled — and `didShow`
/// only when it completes. The controller leaving gets its `viewWillDisappear` first
/// and its `viewDidDisappear` first, which is the order reported for pushes and pops,
/// interactive or not.
extension Lifecycle {
    /// `viewWillDisappear` (leaving) → `viewWillAppear` (shown) → `willShow` →
    /// `startInteractiveTransition` → `animateTransition`; without animation, no
    /// animator runs.
    public func navigationBegin(_ operation: Transition.Operation, interactive: Bool, animated: Bool) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        events.reserveCapacity(4 + presenterSide.count)
        forEach(disappearing: true, operation) { events.append(.viewWillDisappear($0)) }
        forEach(disappearing: false, operation) { events.append(.viewWillAppear($0)) }
        events.append(.willShow(shown(operation)))
        if animated {
            if interactive { events.append(.startInteractiveTransition) }
            events.append(.animateTransition)
        }
        return events
    }

    /// Completed: `completeTransition(true)` → `viewDidDisappear` (left) →
    /// `viewDidAppear` (shown) → `didShow` → `animationEnded(true)`. Cancelled: the
    /// shown controller's appearance is reverted (`viewWillDisappear`,
    /// `viewDidDisappear`), then the one that stays appears again (`viewWillAppear`,
    /// `viewDidAppear`); no `didShow`.
    public func navigationEnd(_ operation: Transition.Operation, completed: Bool, animated: Bool) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        events.reserveCapacity(4 + 2 * (1 + presenterSide.count))
        if animated { events.append(.completeTransition(completed)) }
        if completed {
            forEach(disappearing: true, operation) { events.append(.viewDidDisappear($0)) }
            forEach(disappearing: false, operation) { events.append(.viewDidAppear($0)) }
            events.append(.didShow(shown(operation)))
        } else {
            appendReverted(operation, to: &events)
        }
        for _ in 0..<alongsideCount { events.append(.alongsideCompletion(cancelled: !completed)) }
        if animated { events.append(.animationEnded(completed)) }
        return events
    }

    /// The controller the operation puts on top: the pushed one, or the one under it.
    private func shown(_ operation: Transition.Operation) -> String {
        operation.isForward ? presented : presenterSide.first ?? presented
    }
}

extension Transition.Operation {
    /// `present` and `push` put a controller on screen; `dismiss` and `pop` take it away.
    public var isForward: Bool {
        switch self {
        case .present, .push: true
        case .dismiss, .pop: false
        }
    }

    /// A navigation controller's operation rather than a presentation's.
    public var isNavigation: Bool {
        switch self {
        case .push, .pop: true
        case .present, .dismiss: false
        }
    }
}
