import Testing

@testable import PantographEngine

/// The engine's main paths, TCA-style: apply one input, then compare the whole
/// `Simulator` with the state before changed by hand, field by field as the test
/// states it. Any change the test does not state fails the comparison, wherever it is.
@Suite struct WholeStateTests {
    static let frame = 1.0 / 60
    static let height = DeeperFixture.height

    /// Applies `input` to `sim` and expects exactly the events given and exactly the
    /// changes `change` makes to a copy of the state before.
    static func expectApply(_ input: Input, to sim: inout Simulator, events: [LifecycleEvent],
                            sourceLocation: SourceLocation = #_sourceLocation,
                            _ change: (inout Simulator) throws -> Void) throws {
        var expected = sim
        try change(&expected)
        let outcome = try sim.apply(input)
        #expect(outcome.events == events, sourceLocation: sourceLocation)
        #expect(outcome.warnings.isEmpty, sourceLocation: sourceLocation)
        #expect(sim == expected, "differs in \(differences(sim, expected))", sourceLocation: sourceLocation)
    }

    /// Which parts differ, to say where a whole-state comparison failed (the fields
    /// `==` compares, `Simulator.fields`).
    static func differences(_ a: Simulator, _ b: Simulator) -> [String] { a.differences(from: b) }

    /// The recognizer after the given samples, one frame apart from `start`.
    static func recognizer(began time: Double, moves: [Point]) throws -> PanGestureRecognizer {
        var gesture = PanGestureRecognizer()
        try gesture.begin(at: DeeperFixture.defaultPanLocation, time: time)
        for (i, move) in moves.enumerated() { try gesture.move(to: move, time: time + Double(i + 1) * frame) }
        return gesture
    }

    static let beginEvents: [LifecycleEvent] = [
        .presentationTransitionWillBegin, .viewWillDisappear("grid"), .viewWillAppear("detail"),
        .startInteractiveTransition, .animateTransition,
    ]

    /// `pan begin` at rest starts the present: the recognizer begins, the drive maps
    /// the pan, the transition starts interactive at 0 (its animation and window as
    /// the interaction controller's own start makes them), a history opens from the
    /// state before.
    @Test func panBeginStartsAnInteractivePresent() throws {
        var sim = DeeperFixture.simulator()
        let before = sim
        try Self.expectApply(.panBegin(at: nil), to: &sim, events: Self.beginEvents) { expected in
            var started = before
            _ = try started.apply(.startInteractive(.present))
            expected.transition = started.transition
            expected.window = started.window
            expected.transitionEvents = Self.beginEvents
            expected.gesture = try Self.recognizer(began: 0, moves: [])
            guard case .percentDriven(let mapping) = before.panGesture else {
                Issue.record("deeper's present has a percent-driven pan")
                return
            }
            expected.drive = .percentDriven(mapping, from: 0)
            var history = TransitionHistory(start: before)
            _ = history.append(.panBegin(at: nil))
            expected.history = history
        }
        #expect(sim.transition?.state == .interactive(percent: 0))
        #expect(sim.transition?.startedInteractively == true)
    }

    /// `pan move` one frame later: the clock, the recognizer's sample, the percent
    /// (60 of 844 points), the history; nothing else.
    @Test func panMoveUpdatesThePercentAndNothingElse() throws {
        var sim = DeeperFixture.simulator()
        _ = try sim.apply(.panBegin(at: nil))
        let move = Input.panMove(to: Point(x: 0, y: -60), after: nil)
        try Self.expectApply(move, to: &sim, events: []) { expected in
            expected.clock = Self.frame
            expected.gesture = try Self.recognizer(began: 0, moves: [Point(x: 0, y: -60)])
            expected.transition!.state = .interactive(percent: 60 / Self.height)
            // The window's layout is owed, not done: it shows the new percent when read.
            expected.owesTransitionLayout = true
            _ = expected.history!.append(move)
        }
    }

    /// A touch that moves less than the slop leaves the recognizer waiting: only the
    /// clock and where the finger is change.
    @Test func aTouchInsideTheSlopOnlyMovesTheFinger() throws {
        var sim = DeeperFixture.simulator()
        let down = DeeperFixture.defaultPanLocation
        _ = try sim.apply(.touchDown(at: down))
        let inside = Point(x: down.x, y: down.y - 6)
        try Self.expectApply(.touchMove(to: inside, after: nil), to: &sim, events: []) { expected in
            expected.clock = Self.frame
            var gesture = PanGestureRecognizer()
            _ = try gesture.touchDown(at: down, time: 0)
            #expect(try !gesture.touchMove(to: inside, time: Self.frame, slop: 10))
            expected.gesture = gesture
            _ = expected.gestureHistory!.append(.touchMove(to: inside, after: nil))
        }
        #expect(sim.gesture.state == .possible)
        #expect(sim.transition == nil)
    }

    /// deeper with a pan begun and moved to `progress` (one move, one frame), on a
    /// manual clock, so that a release starts its completion and time stays put.
    static func dragged(to progress: Double) throws -> Simulator {
        var sim = DeeperFixture.simulator { $0.clock = .manual }
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: DeeperFixture.translation(progress: progress, .present), after: nil))
        return sim
    }

    /// `pan end` above the threshold: the recognizer ends, the policy's verdict is the
    /// transition's release, and the transition finishes from where the finger left it
    /// (the run owed from 20 %, nothing laid out yet, the events of a finish).
    @Test func panEndAboveTheThresholdFinishes() throws {
        var sim = try Self.dragged(to: 0.2)
        let before = sim
        let events: [LifecycleEvent] = [.finishInteractiveTransition, .interactionChanged(cancelled: false)]
        try Self.expectApply(.panEnd(velocity: nil), to: &sim, events: events) { expected in
            try expected.gesture.end()
            expected.transition!.release = Release(policy: .threshold, values: expected.settings.policyValues,
                                                   input: try #require(before.releaseInput), decision: .finish,
                                                   bySystem: false)
            let remaining = (1 - 0.2) * before.transition!.duration
            expected.transition!.state = .finishing(CompletionRun(from: 0.2, to: 1, total: remaining,
                                                                  curve: expected.settings.completionCurve))
            expected.transitionEvents += events
            _ = expected.history!.append(.panEnd(velocity: nil))
        }
    }

    /// The system cancels the gesture (a call comes in): the recognizer is cancelled
    /// and the transition cancels whatever the threshold says, the release saying so.
    @Test func aSystemCancelCancelsTheTransition() throws {
        var sim = try Self.dragged(to: 0.5)
        let before = sim
        let events: [LifecycleEvent] = [.cancelInteractiveTransition, .interactionChanged(cancelled: true)]
        try Self.expectApply(.panCancel, to: &sim, events: events) { expected in
            try expected.gesture.cancel()
            expected.transition!.release = Release(policy: .threshold, values: expected.settings.policyValues,
                                                   input: try #require(before.releaseInput), decision: .cancel,
                                                   bySystem: true)
            let remaining = 0.5 * before.transition!.duration
            expected.transition!.state = .cancelling(CompletionRun(from: 0.5, to: 0, total: remaining,
                                                                   curve: expected.settings.completionCurve))
            expected.transitionEvents += events
            _ = expected.history!.append(.panCancel)
        }
    }

    /// A second `finish()` while the first one runs is ignored with a warning and
    /// changes nothing at all: the whole state is the same value.
    @Test func aSecondFinishChangesNothing() throws {
        var sim = try Self.dragged(to: 0.5)
        _ = try sim.apply(.finish)
        let before = sim
        let outcome = try sim.apply(.finish)
        #expect(outcome.events.isEmpty)
        #expect(!outcome.warnings.isEmpty)
        #expect(sim == before, "differs in \(Self.differences(sim, before))")
    }
}
