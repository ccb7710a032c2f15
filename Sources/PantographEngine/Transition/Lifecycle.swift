/// The order UIKit makes its callbacks in (docs/uikit.md, "Appearance callbacks"), as
/// pure functions so the order can be tested on its own for every style, operation
/// and outcome.
public struct Lifecycle: Hashable, Sendable {
    /// The presenter's side of the appearance callbacks, container first; empty when
    /// its view stays in the window.
    public var presenterSide: [String]
    public var presented: String
    /// Alongside animations registered with the coordinator; each gets a completion.
    public var alongsideCount: Int

    public init(presenterSide: [String], presented: String, alongsideCount: Int = 0) {
        self.presenterSide = presenterSide
        self.presented = presented
        self.alongsideCount = alongsideCount
    }

    /// `…WillBegin` → appearance begin → `startInteractiveTransition`/`animateTransition`;
    /// without animation (`present(_:animated: false)`) no animator runs.
    /// Appended in place into room made once: every gesture begins and ends a
    /// transition, and arrays mapped and concatenated cost more than the rest of it.
    public func begin(_ operation: Transition.Operation, interactive: Bool, animated: Bool = true) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        events.reserveCapacity(4 + presenterSide.count)
        switch operation {
        case .present: events.append(.presentationTransitionWillBegin)
        case .dismiss: events.append(.dismissalTransitionWillBegin)
        case .push, .pop: return navigationBegin(operation, interactive: interactive, animated: animated)
        }
        forEach(disappearing: true, operation) { events.append(.viewWillDisappear($0)) }
        forEach(disappearing: false, operation) { events.append(.viewWillAppear($0)) }
        guard animated else { return events }
        if interactive { events.append(.startInteractiveTransition) }
        events.append(.animateTransition)
        return events
    }

    /// `completeTransition` → `…DidEnd` → appearance end → completion block →
    /// alongside completions → `animationEnded`; without animation neither the
    /// animator's `completeTransition` nor its `animationEnded`.
    public func end(_ operation: Transition.Operation, completed: Bool, animated: Bool = true) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        events.reserveCapacity(5 + 2 * (1 + presenterSide.count) + alongsideCount)
        switch operation {
        case .present, .dismiss: break
        case .push, .pop: return navigationEnd(operation, completed: completed, animated: animated)
        }
        if animated { events.append(.completeTransition(completed)) }
        switch operation {
        case .present: events.append(.presentationTransitionDidEnd(completed))
        case .dismiss: events.append(.dismissalTransitionDidEnd(completed))
        case .push, .pop: break // returned above
        }
        if completed {
            forEach(disappearing: false, operation) { events.append(.viewDidAppear($0)) }
            forEach(disappearing: true, operation) { events.append(.viewDidDisappear($0)) }
            switch operation {
            case .present: events.append(.presentCompletion)
            case .dismiss: events.append(.dismissCompletion)
            case .push, .pop: break // returned above
            }
        } else {
            appendReverted(operation, to: &events)
        }
        for _ in 0..<alongsideCount { events.append(.alongsideCompletion(cancelled: !completed)) }
        if animated { events.append(.animationEnded(completed)) }
        return events
    }

    /// A cancelled transition's appearance callbacks, as `cancelBeginAppearanceTransition`
    /// makes them for presentations and navigation alike: the side that was appearing
    /// is reverted first (`viewWillDisappear`, `viewDidDisappear`), then the side that
    /// was disappearing appears again (`viewWillAppear`, `viewDidAppear`).
    func appendReverted(_ operation: Transition.Operation, to events: inout [LifecycleEvent]) {
        forEach(disappearing: false, operation) {
            events.append(.viewWillDisappear($0))
            events.append(.viewDidDisappear($0))
        }
        forEach(disappearing: true, operation) {
            events.append(.viewWillAppear($0))
            events.append(.viewDidAppear($0))
        }
    }

    /// The presented controller always gets its own callbacks; the presenter's side
    /// only when its view leaves the window. Visited in place: an array of the one
    /// presented controller was allocated for every begin and end.
    func forEach(disappearing: Bool, _ operation: Transition.Operation, _ body: (String) -> Void) {
        if disappearing == operation.isForward {
            for c in presenterSide { body(c) }
        } else {
            body(presented)
        }
    }
}
