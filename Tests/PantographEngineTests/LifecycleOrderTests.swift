import Testing

@testable import PantographEngine

/// docs/uikit.md: the order of UIKit's callbacks, for A presenting B.
@Suite struct LifecycleOrderTests {
    typealias E = LifecycleEvent

    // MARK: - Expected sequences, straight from the spec

    /// `…WillBegin` → appearance begin → `startInteractiveTransition` (interactive) → `animateTransition`.
    static func begin(_ op: Transition.Operation, interactive: Bool, a: String = "A", b: String = "B",
                      presenterCallbacks: Bool = true) -> [E] {
        var events: [E] = []
        if op == .present {
            events.append(.presentationTransitionWillBegin)
            if presenterCallbacks { events.append(.viewWillDisappear(a)) }
            events.append(.viewWillAppear(b))
        } else {
            events.append(.dismissalTransitionWillBegin)
            events.append(.viewWillDisappear(b))
            if presenterCallbacks { events.append(.viewWillAppear(a)) }
        }
        if interactive { events.append(.startInteractiveTransition) }
        events.append(.animateTransition)
        return events
    }

    /// `completeTransition` → `…DidEnd` → appearance end → completion block (completed only)
    /// → alongside completions → `animationEnded`.
    static func end(_ op: Transition.Operation, completed: Bool, a: String = "A", b: String = "B",
                    presenterCallbacks: Bool = true, alongside: Int = 0) -> [E] {
        var events: [E] = [.completeTransition(completed)]
        switch (op, completed) {
        case (.present, true):
            events += [.presentationTransitionDidEnd(true), .viewDidAppear(b)]
            if presenterCallbacks { events.append(.viewDidDisappear(a)) }
            events.append(.presentCompletion)
        case (.present, false):
            events += [.presentationTransitionDidEnd(false), .viewWillDisappear(b), .viewDidDisappear(b)]
            if presenterCallbacks { events += [.viewWillAppear(a), .viewDidAppear(a)] }
        case (.dismiss, true):
            events.append(.dismissalTransitionDidEnd(true))
            if presenterCallbacks { events.append(.viewDidAppear(a)) }
            events += [.viewDidDisappear(b), .dismissCompletion]
        case (.dismiss, false):
            events.append(.dismissalTransitionDidEnd(false))
            if presenterCallbacks { events += [.viewWillDisappear(a), .viewDidDisappear(a)] }
            events += [.viewWillAppear(b), .viewDidAppear(b)]
        }
        events += Array(repeating: .alongsideCompletion(cancelled: !completed), count: alongside)
        events.append(.animationEnded(completed))
        return events
    }

    // MARK: - Lifecycle directly

    @Test("fullScreen: literal sequences of docs/uikit.md, §Appearance callbacks")
    func literalFullScreen() {
        let l = Lifecycle(presenter: "A", presented: "B", style: .fullScreen)
        #expect(l.begin(.present, interactive: true) == [
            .presentationTransitionWillBegin, .viewWillDisappear("A"), .viewWillAppear("B"),
            .startInteractiveTransition, .animateTransition,
        ])
        #expect(l.end(.present, completed: true) == [
            .completeTransition(true), .presentationTransitionDidEnd(true), .viewDidAppear("B"),
            .viewDidDisappear("A"), .presentCompletion, .animationEnded(true),
        ])
        #expect(l.end(.present, completed: false) == [
            .completeTransition(false), .presentationTransitionDidEnd(false), .viewWillDisappear("B"),
            .viewDidDisappear("B"), .viewWillAppear("A"), .viewDidAppear("A"), .animationEnded(false),
        ])
        #expect(l.begin(.dismiss, interactive: false) == [
            .dismissalTransitionWillBegin, .viewWillDisappear("B"), .viewWillAppear("A"), .animateTransition,
        ])
        #expect(l.end(.dismiss, completed: true) == [
            .completeTransition(true), .dismissalTransitionDidEnd(true), .viewDidAppear("A"),
            .viewDidDisappear("B"), .dismissCompletion, .animationEnded(true),
        ])
        #expect(l.end(.dismiss, completed: false) == [
            .completeTransition(false), .dismissalTransitionDidEnd(false), .viewWillDisappear("A"),
            .viewDidDisappear("A"), .viewWillAppear("B"), .viewDidAppear("B"), .animationEnded(false),
        ])
    }

    static let operations: [Transition.Operation] = [.present, .dismiss]

    @Test("begin and end for every operation, outcome and interactivity (fullScreen, currentContext)",
          arguments: [PresentationStyle.fullScreen, .currentContext], operations)
    func presenterGetsCallbacks(style: PresentationStyle, op: Transition.Operation) {
        for alongside in [0, 1, 2] {
            let l = Lifecycle(presenter: "A", presented: "B", style: style, alongsideCount: alongside)
            for interactive in [true, false] {
                #expect(l.begin(op, interactive: interactive) == Self.begin(op, interactive: interactive))
            }
            for completed in [true, false] {
                #expect(l.end(op, completed: completed) == Self.end(op, completed: completed, alongside: alongside))
            }
        }
    }

    @Test("styles that keep the presenter's view give the presenter no appearance callbacks",
          arguments: [PresentationStyle.overFullScreen, .overCurrentContext, .custom, .pageSheet, .formSheet,
                      .automatic, .popover], operations)
    func presenterGetsNone(style: PresentationStyle, op: Transition.Operation) {
        let l = Lifecycle(presenter: "A", presented: "B", style: style)
        for interactive in [true, false] {
            let events = l.begin(op, interactive: interactive)
            #expect(events == Self.begin(op, interactive: interactive, presenterCallbacks: false))
        }
        for completed in [true, false] {
            let events = l.end(op, completed: completed)
            #expect(events == Self.end(op, completed: completed, presenterCallbacks: false))
            #expect(!events.map(\.description).contains { $0.hasSuffix("(A)") })
        }
    }

    @Test("the presenter gets callbacks only with fullScreen and currentContext",
          arguments: PresentationStyle.allCases)
    func presenterCallbackStyles(style: PresentationStyle) {
        #expect(style.presenterGetsAppearanceCallbacks == (style == .fullScreen || style == .currentContext))
        #expect(style.removesPresenterView == (style == .fullScreen || style == .currentContext))
    }

    @Test("event names as docs/cli.md, §Output prints them")
    func eventNames() {
        let names: [(E, String)] = [
            (.presentationTransitionWillBegin, "presentationTransitionWillBegin"),
            (.presentationTransitionDidEnd(true), "presentationTransitionDidEnd(true)"),
            (.dismissalTransitionWillBegin, "dismissalTransitionWillBegin"),
            (.dismissalTransitionDidEnd(false), "dismissalTransitionDidEnd(false)"),
            (.viewWillAppear("detail"), "viewWillAppear(detail)"),
            (.viewDidAppear("grid"), "viewDidAppear(grid)"),
            (.viewWillDisappear("grid"), "viewWillDisappear(grid)"),
            (.viewDidDisappear("detail"), "viewDidDisappear(detail)"),
            (.animateTransition, "animateTransition"),
            (.startInteractiveTransition, "startInteractiveTransition"),
            (.finishInteractiveTransition, "finishInteractiveTransition"),
            (.cancelInteractiveTransition, "cancelInteractiveTransition"),
            (.pauseInteractiveTransition, "pauseInteractiveTransition"),
            (.completeTransition(true), "completeTransition(true)"),
            (.animationEnded(false), "animationEnded(false)"),
            (.interactionChanged(cancelled: true), "interactionChanged(cancelled: true)"),
            (.alongsideCompletion(cancelled: false), "alongsideCompletion(cancelled: false)"),
            (.presentCompletion, "presentCompletion"),
            (.dismissCompletion, "dismissCompletion"),
        ]
        for (event, name) in names { #expect(event.description == name) }
    }

    // MARK: - End to end through the Simulator on deeper

    enum Drive: String, Sendable, CaseIterable {
        case panFinish, panCancelBelowThreshold, panSystemCancel, programmatic
    }

    /// Runs one whole transition, collecting the events of every command.
    static func run(_ op: Transition.Operation, _ drive: Drive, clock: Settings.ClockMode) throws -> (Simulator, [E]) {
        var sim = op == .present
            ? DeeperFixture.simulator { $0.clock = clock }
            : DeeperFixture.presented { $0.clock = clock }
        var events: [E] = []
        switch drive {
        case .programmatic:
            events += (op == .present ? sim.present() : sim.dismiss()).events
        default:
            events += try sim.panBegin().events
            let p = drive == .panCancelBelowThreshold ? 0.05 : 0.5
            events += try sim.panMove(to: DeeperFixture.translation(progress: p, op)).events
            events += try sim.panMove(to: DeeperFixture.translation(progress: p + 0.01, op)).events
            events += (drive == .panSystemCancel ? try sim.panCancel() : try sim.panEnd()).events
        }
        events += sim.settle().events
        return (sim, events)
    }

    @Test("deeper: the whole sequence of a present or dismiss",
          arguments: operations, Drive.allCases)
    func endToEnd(op: Transition.Operation, drive: Drive) throws {
        let interactive = drive != .programmatic
        let completed = drive == .panFinish || drive == .programmatic
        var expected = Self.begin(op, interactive: interactive, a: "grid", b: "detail")
        if interactive {
            expected += completed
                ? [.finishInteractiveTransition, .interactionChanged(cancelled: false)]
                : [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
        }
        expected += Self.end(op, completed: completed, a: "grid", b: "detail")

        for clock in Settings.ClockMode.allCases {
            let (sim, events) = try Self.run(op, drive, clock: clock)
            #expect(events == expected, "clock \(clock)")
            #expect(sim.transitionEvents == expected, "clock \(clock)")
            #expect(sim.transition?.phase == (completed ? .completed : .cancelled))
            // presented: a completed present → true, a completed dismiss → false, a cancel leaves it.
            #expect(sim.isPresented == (op == .present ? completed : !completed))
        }
    }

    @Test("clock manual: begin events at pan begin, end events only when time reaches the end")
    func eventsPerCommand() throws {
        var sim = DeeperFixture.simulator { $0.clock = .manual }
        #expect(try sim.panBegin().events == Self.begin(.present, interactive: true, a: "grid", b: "detail"))
        #expect(try sim.panMove(to: Point(x: 0, y: -422)).events.isEmpty)
        #expect(try sim.panEnd().events == [.finishInteractiveTransition, .interactionChanged(cancelled: false)])
        #expect(sim.isPresented == false)  // not until the end
        #expect(sim.advance(by: 0.2).events.isEmpty)
        #expect(sim.isPresented == false)
        #expect(sim.advance(by: 0.05).events == Self.end(.present, completed: true, a: "grid", b: "detail"))
        #expect(sim.isPresented)
    }

    @Test("presented flag: in flight it keeps its value until the end", arguments: operations, [true, false])
    func presentedInFlight(op: Transition.Operation, finishing: Bool) throws {
        var sim = op == .present
            ? DeeperFixture.simulator { $0.clock = .manual }
            : DeeperFixture.presented { $0.clock = .manual }
        let initial = sim.isPresented
        _ = try sim.panBegin()
        _ = try sim.panMove(to: DeeperFixture.translation(progress: 0.5, op))
        #expect(sim.isPresented == initial)
        _ = finishing ? sim.finish() : sim.cancel()
        _ = sim.advance(by: 0.1)
        #expect(sim.isPresented == initial)
        _ = sim.settle()
        #expect(sim.isPresented == (finishing ? !initial : initial))
    }

    @Test("the next transition resets the event list; the last one stays reported until then")
    func eventsResetPerTransition() throws {
        var sim = DeeperFixture.simulator()
        _ = sim.present()
        #expect(sim.transitionEvents.count == 10)
        _ = sim.advance(by: 1)
        #expect(sim.transition?.phase == .completed)
        #expect(sim.transitionEvents.count == 10)
        _ = try sim.panBegin()
        #expect(sim.transitionEvents == Self.begin(.dismiss, interactive: true, a: "grid", b: "detail"))
    }

    @Test("overFullScreen end to end: the presenter gets no appearance callbacks")
    func overFullScreenEndToEnd() throws {
        let base = Scenario.deeper
        let over = Scenario(name: "over", summary: "deeper over full screen", presenter: base.presenter,
                            presented: base.presented, style: .overFullScreen, defaults: base.defaults,
                            defaultPanLocation: base.defaultPanLocation, presenterViews: base.presenterViews,
                            presentedViews: base.presentedViews, plan: base.plan, gesture: base.gesture)
        var sim = Simulator(scenario: over)
        var events = try sim.panBegin().events
        events += try sim.panMove(to: Point(x: 0, y: -422)).events
        events += try sim.panEnd().events
        #expect(sim.isPresented)
        _ = try sim.panBegin()
        _ = try sim.panMove(to: Point(x: 0, y: 20)).events
        events += try sim.panEnd().events
        #expect(sim.isPresented)  // a cancelled dismiss leaves it presented
        #expect(!events.contains { $0.description.hasSuffix("(grid)") })
        #expect(events.contains(.viewDidAppear("detail")))
        #expect(sim.transitionEvents == Self.begin(.dismiss, interactive: true, a: "grid", b: "detail", presenterCallbacks: false)
            + [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
            + Self.end(.dismiss, completed: false, a: "grid", b: "detail", presenterCallbacks: false))
    }
}
