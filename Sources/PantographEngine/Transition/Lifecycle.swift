/// The order UIKit makes its callbacks in (docs/uikit.md), as pure functions so the
/// order can be tested on its own for every style, operation and outcome.
public struct Lifecycle: Hashable, Sendable {
    public var presenter: String
    public var presented: String
    public var style: PresentationStyle
    /// Alongside animations registered with the coordinator; each gets a completion.
    public var alongsideCount: Int

    public init(presenter: String, presented: String, style: PresentationStyle, alongsideCount: Int = 0) {
        self.presenter = presenter
        self.presented = presented
        self.style = style
        self.alongsideCount = alongsideCount
    }

    /// `…WillBegin` → appearance begin → `startInteractiveTransition`/`animateTransition`.
    public func begin(_ operation: Transition.Operation, interactive: Bool) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = []
        let (appearing, disappearing) = sides(operation)
        events.append(operation == .present ? .presentationTransitionWillBegin : .dismissalTransitionWillBegin)
        if gets(disappearing) { events.append(.viewWillDisappear(disappearing)) }
        if gets(appearing) { events.append(.viewWillAppear(appearing)) }
        if interactive { events.append(.startInteractiveTransition) }
        events.append(.animateTransition)
        return events
    }

    /// `completeTransition` → `…DidEnd` → appearance end → completion block →
    /// alongside completions → `animationEnded`.
    public func end(_ operation: Transition.Operation, completed: Bool) -> [LifecycleEvent] {
        var events: [LifecycleEvent] = [.completeTransition(completed)]
        events.append(operation == .present ? .presentationTransitionDidEnd(completed)
                                            : .dismissalTransitionDidEnd(completed))
        let (appearing, disappearing) = sides(operation)
        if completed {
            if gets(appearing) { events.append(.viewDidAppear(appearing)) }
            if gets(disappearing) { events.append(.viewDidDisappear(disappearing)) }
            events.append(operation == .present ? .presentCompletion : .dismissCompletion)
        } else {
            // cancelBeginAppearanceTransition: the appearing side is reverted first.
            if gets(appearing) { events += [.viewWillDisappear(appearing), .viewDidDisappear(appearing)] }
            if gets(disappearing) { events += [.viewWillAppear(disappearing), .viewDidAppear(disappearing)] }
        }
        events += Array(repeating: .alongsideCompletion(cancelled: !completed), count: alongsideCount)
        events.append(.animationEnded(completed))
        return events
    }

    private func sides(_ operation: Transition.Operation) -> (appearing: String, disappearing: String) {
        operation == .present ? (presented, presenter) : (presenter, presented)
    }

    /// The presented controller always gets its own callbacks; the presenter only
    /// when its view leaves the window.
    private func gets(_ controller: String) -> Bool {
        controller == presented || style.presenterGetsAppearanceCallbacks
    }
}
