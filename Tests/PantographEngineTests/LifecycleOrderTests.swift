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
        case (.push, _), (.pop, _):
            preconditionFailure("A presents B here; NavigationLifecycleTests covers push and pop")
        }
        events += Array(repeating: .alongsideCompletion(cancelled: !completed), count: alongside)
        events.append(.animationEnded(completed))
        return events
    }

    // MARK: - Lifecycle directly

    /// A presenting B with `style` and UIKit's own animation: the smallest scene with that style.
    static func scene(_ style: PresentationStyle) throws -> Scene {
        try Scene(name: "ab", summary: "A presents B",
                     views: [ViewDecl("a", .screen), ViewDecl("b", .screen)],
                     controllers: [ControllerDecl("A", view: "a"), ControllerDecl("B", view: "b")],
                     initialWindow: ["a"],
                     presentations: [PresentationDecl("A", presents: "B", style: style,
                                                      sourceView: style == .popover ? "a" : nil)],
                     defaults: Settings())
    }

    /// The callbacks the simulator makes for A presenting B with `style`: the presenter's
    /// side is what the style resolves to.
    static func lifecycle(_ style: PresentationStyle, alongsideCount: Int = 0) throws -> Lifecycle {
        let presentation = try #require(Simulator(scene: try scene(style)).nextPresentation)
        return Lifecycle(presenterSide: presentation.presenterSide, presented: presentation.presented,
                         alongsideCount: alongsideCount)
    }

    @Test("fullScreen: literal sequences of docs/uikit.md, §Appearance callbacks")
    func literalFullScreen() throws {
        let l = Lifecycle(presenterSide: ["A"], presented: "B")
        #expect(try Self.lifecycle(.fullScreen) == l)
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
    func presenterGetsCallbacks(style: PresentationStyle, op: Transition.Operation) throws {
        for alongside in [0, 1, 2] {
            let l = try Self.lifecycle(style, alongsideCount: alongside)
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
    func presenterGetsNone(style: PresentationStyle, op: Transition.Operation) throws {
        let l = try Self.lifecycle(style)
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
    func presenterCallbackStyles(style: PresentationStyle) throws {
        let removes = style == .fullScreen || style == .currentContext
        var sim = Simulator(scene: try Self.scene(style))
        let presentation = try #require(sim.nextPresentation)
        #expect(presentation.presenterSide == (removes ? ["A"] : []))
        #expect(presentation.removesPresenterView == removes)
        // The presenter's view leaves the window once the presentation is over.
        _ = try sim.apply(.present)
        #expect(sim.isPresented)
        #expect(DeeperFixture.names(sim) == (removes ? ["b"] : ["a", "b"]))
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
            events += try sim.apply(op == .present ? .present : .dismiss).events
        default:
            events += try sim.apply(.panBegin(at: nil)).events
            let p = drive == .panCancelBelowThreshold ? 0.05 : 0.5
            events += try sim.apply(.panMove(to: DeeperFixture.translation(progress: p, op), after: nil)).events
            events += try sim.apply(.panMove(to: DeeperFixture.translation(progress: p + 0.01, op), after: nil)).events
            events += try sim.apply(drive == .panSystemCancel ? .panCancel : .panEnd(velocity: nil)).events
        }
        events += try sim.apply(.settle).events
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
        #expect(try sim.apply(.panBegin(at: nil)).events == Self.begin(.present, interactive: true, a: "grid", b: "detail"))
        #expect(try sim.apply(.panMove(to: Point(x: 0, y: -422), after: nil)).events.isEmpty)
        #expect(try sim.apply(.panEnd(velocity: nil)).events == [.finishInteractiveTransition, .interactionChanged(cancelled: false)])
        #expect(sim.isPresented == false)  // not until the end
        #expect(try sim.apply(.advance(seconds: 0.2)).events.isEmpty)
        #expect(sim.isPresented == false)
        #expect(try sim.apply(.advance(seconds: 0.05)).events == Self.end(.present, completed: true, a: "grid", b: "detail"))
        #expect(sim.isPresented)
    }

    @Test("presented flag: in flight it keeps its value until the end", arguments: operations, [true, false])
    func presentedInFlight(op: Transition.Operation, finishing: Bool) throws {
        var sim = op == .present
            ? DeeperFixture.simulator { $0.clock = .manual }
            : DeeperFixture.presented { $0.clock = .manual }
        let initial = sim.isPresented
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: DeeperFixture.translation(progress: 0.5, op), after: nil))
        #expect(sim.isPresented == initial)
        _ = try sim.apply(finishing ? .finish : .cancel)
        _ = try sim.apply(.advance(seconds: 0.1))
        #expect(sim.isPresented == initial)
        _ = try sim.apply(.settle)
        #expect(sim.isPresented == (finishing ? !initial : initial))
    }

    @Test("the next transition resets the event list; the last one stays reported until then")
    func eventsResetPerTransition() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.present)
        #expect(sim.transitionEvents.count == 10)
        _ = try sim.apply(.advance(seconds: 1))
        #expect(sim.transition?.phase == .completed)
        #expect(sim.transitionEvents.count == 10)
        _ = try sim.apply(.panBegin(at: nil))
        #expect(sim.transitionEvents == Self.begin(.dismiss, interactive: true, a: "grid", b: "detail"))
    }

    @Test("overFullScreen end to end: the presenter gets no appearance callbacks")
    func overFullScreenEndToEnd() throws {
        let over = try Scene.deeper(named: "over") { $0.style = .overFullScreen }
        var sim = Simulator(scene: over)
        var events = try sim.apply(.panBegin(at: nil)).events
        events += try sim.apply(.panMove(to: Point(x: 0, y: -422), after: nil)).events
        events += try sim.apply(.panEnd(velocity: nil)).events
        #expect(sim.isPresented)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 20), after: nil)).events
        events += try sim.apply(.panEnd(velocity: nil)).events
        #expect(sim.isPresented)  // a cancelled dismiss leaves it presented
        #expect(!events.contains { $0.description.hasSuffix("(grid)") })
        #expect(events.contains(.viewDidAppear("detail")))
        #expect(sim.transitionEvents == Self.begin(.dismiss, interactive: true, a: "grid", b: "detail", presenterCallbacks: false)
            + [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
            + Self.end(.dismiss, completed: false, a: "grid", b: "detail", presenterCallbacks: false))
    }
}
