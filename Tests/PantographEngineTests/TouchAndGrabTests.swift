import Testing
@testable import PantographEngine

/// Touches through the recognizer's slop, and gestures that grab a transition in
/// flight without a jump (docs/uikit.md, "The pan recognizer"; docs/policies.md).
@Suite struct TouchAndGrabTests {
    static func manual(interruptible: Bool = true) throws -> Simulator {
        var settings = Scene.deeper.defaults
        settings.clock = .manual
        settings.interruptible = interruptible
        return try Simulator(scene: .deeper, settings: settings)
    }

    // MARK: - Touches

    @Test func theRecognizerWaitsForTheSlopAndRemovesIt() throws {
        var sim = try Self.manual()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 500)))
        #expect(sim.gesture.state == .possible && sim.transition == nil)
        _ = try sim.apply(.touchMove(to: Point(x: 103, y: 491), after: nil))
        #expect(sim.gesture.state == .possible, "9 points is inside the 10-point slop")
        let began = try sim.apply(.touchMove(to: Point(x: 104, y: 470), after: nil))
        #expect(sim.gesture.state == .began)
        #expect(sim.gesture.translation == Point(x: 0, y: -20), "4 → 0 and −30 → −20: the slop comes off each axis")
        #expect(sim.gesture.location == Point(x: 104, y: 470))
        #expect(began.events.contains(.startInteractiveTransition))
        _ = try sim.apply(.touchMove(to: Point(x: 104, y: 386.6), after: nil))
        #expect(sim.transition?.percent == (386.6 - 470 - 20) / -844)
    }

    /// The move that begins the pan has already moved the finger past the slop: the
    /// transition shows that progress at once, and it is the progress the policy
    /// judges, live and at the release, however the finger lifts next. At exactly the
    /// slop the translation is 0 and so is the percent.
    @Test(arguments: [
        ([Point(x: 105, y: 400), Point(x: 105, y: 390)], 5.0),
        ([Point(x: 105, y: 380)], 15),
        ([Point(x: 105, y: 395)], 0),
        ([Point(x: 105, y: 420)], -5),
        ([Point(x: 117, y: 405)], 0),
        ([Point(x: 105, y: 404), Point(x: 105, y: 305)], 90),
    ] as [([Point], Double)])
    func theBeganTranslationIsTheShownPercent(_ moves: [Point], _ upward: Double) throws {
        for lift in [Input.touchUp, .touchCancel] {
            var sim = try Self.manual()
            _ = try sim.apply(.touchDown(at: Point(x: 105, y: 405)))
            for move in moves { _ = try sim.apply(.touchMove(to: move, after: nil)) }
            #expect(sim.gesture.state == .began)
            let expected = max(upward, 0) / 844
            let percent = try #require(sim.transition?.percent)
            #expect(abs(percent - expected) < 1e-12, "shown \(percent)")
            #expect(sim.releaseInput?.progress == percent, "the policy judges what is shown")
            _ = try sim.apply(lift)
            #expect(sim.release?.input.progress == percent)
        }
    }

    /// A grab that begins past the slop moves on from the paused percent by what the
    /// finger has already moved, and the policy judges the same number.
    @Test func aGrabBeginsAtThePausedPercentPlusTheFingersMove() throws {
        var sim = try Self.manual()
        for input: Input in [.panBegin(at: nil), .panMove(to: Point(x: 0, y: -300), after: nil), .panEnd(velocity: nil),
                             .advance(seconds: 0.05), .touchDown(at: Point(x: 105, y: 405))] {
            _ = try sim.apply(input)
        }
        // The completion runs one more frame before the move begins the pan.
        var probe = sim
        _ = try probe.apply(.advance(seconds: sim.settings.frameInterval))
        let grabbed = try #require(probe.transition?.percent)
        let began = try sim.apply(.touchMove(to: Point(x: 105, y: 385), after: nil))
        #expect(began.events.contains(.pauseInteractiveTransition))
        #expect(sim.transition?.phase == .interactive)
        let percent = try #require(sim.transition?.percent)
        #expect(abs(percent - (grabbed + 10 / 844)) < 1e-12, "20 points up, less the 10-point slop")
        #expect(sim.releaseInput?.progress == percent)
    }

    @Test func aFingerThatLiftsInsideTheSlopFails() throws {
        var sim = try Self.manual()
        let before = sim
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 500)))
        _ = try sim.apply(.touchMove(to: Point(x: 109, y: 509), after: nil))
        let up = try sim.apply(.touchUp)
        #expect(sim.gesture.state == .failed && up.events.isEmpty && sim.transition == nil)
        #expect(sim.window == before.window)
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 500)))
        _ = try sim.apply(.touchCancel)
        #expect(sim.gesture.state == .failed && sim.transition == nil)
    }

    @Test func velocityComesFromTheTouchTimestamps() throws {
        var sim = try Self.manual()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 500)))
        _ = try sim.apply(.touchMove(to: Point(x: 100, y: 480), after: 0.01))
        _ = try sim.apply(.touchMove(to: Point(x: 100, y: 470), after: 0.01))  // −1000 pt/s
        _ = try sim.apply(.touchMove(to: Point(x: 100, y: 450), after: 0.01))  // −2000 pt/s
        #expect(abs(sim.gesture.velocity.y - (0.2 * -2000 + 0.8 * -1000)) < 1e-9)
        _ = try sim.apply(.touchUp)
        #expect(sim.gesture.state == .ended)
        #expect(sim.release?.input.velocity == 1200, "toward completing is positive")
    }

    @Test func aPanAndATouchDoNotMix() throws {
        var sim = try Self.manual()
        _ = try sim.apply(.touchDown(at: Point(x: 100, y: 500)))
        let before = sim
        #expect(throws: EngineError.gesture(.fingerAlreadyDown)) { try sim.apply(.panBegin(at: nil)) }
        #expect(throws: EngineError.gesture(.fingerAlreadyDown)) { try sim.apply(.touchDown(at: Point(x: 1, y: 1))) }
        #expect(sim == before)
        _ = try sim.apply(.touchUp)
        #expect(throws: EngineError.gesture(.noFingerDown)) { try sim.apply(.touchUp) }
        #expect(throws: EngineError.gesture(.noFingerDown)) { try sim.apply(.touchMove(to: .zero, after: nil)) }
    }

    // MARK: - Grabbing a transition in flight

    /// While finishing or cancelling: the grab pauses it where it is, the views do not
    /// move, and the new gesture's progress adds to the paused percent.
    @Test(arguments: [(-300.0, Transition.Phase.finishing), (-60, .cancelling)])
    func grabbingContinuesWithoutAJump(_ drag: Double, _ completing: Transition.Phase) throws {
        var sim = try Self.manual()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: drag), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        #expect(sim.transition?.phase == completing)
        _ = try sim.apply(.advance(seconds: 0.01))
        let percent = try #require(sim.transition?.percent)
        let window = sim.window
        let grab = try sim.apply(.panBegin(at: nil))
        #expect(grab.events == [.pauseInteractiveTransition, .interactionChanged(cancelled: false)])
        #expect(sim.transition?.phase == .paused && sim.transition?.percent == percent)
        #expect(sim.window == window, "pausing moves nothing")
        _ = try sim.apply(.panMove(to: .zero, after: 0))
        #expect(sim.transition?.percent == percent && sim.window == window, "a still finger moves nothing")
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -84.4), after: nil))
        #expect(abs((sim.transition?.percent ?? 0) - (percent + 0.1)) < 1e-12)
        _ = try sim.apply(.panEnd(velocity: nil))
        _ = try sim.apply(.settle)
        #expect(sim.transitionEvents.filter { if case .completeTransition = $0 { true } else { false } }.count == 1)
    }

    @Test func grabbingTwiceStillCompletesOnce() throws {
        var sim = try Self.manual()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -300), after: nil))
        for _ in 1...3 {
            _ = try sim.apply(.panEnd(velocity: nil))
            _ = try sim.apply(.advance(seconds: 0.03))
            _ = try sim.apply(.panBegin(at: nil))
            _ = try sim.apply(.panMove(to: Point(x: 0, y: 20), after: nil))
        }
        _ = try sim.apply(.panEnd(velocity: nil))
        _ = try sim.apply(.settle)
        let completions = sim.transitionEvents.filter { if case .completeTransition = $0 { true } else { false } }
        #expect(completions.count == 1)
        #expect(sim.transitionEvents.filter { $0 == .pauseInteractiveTransition }.count == 3)
    }

    /// Not interruptible: the gesture is ignored with a warning and the completion goes on.
    @Test func grabbingWithoutInterruptibleIsIgnored() throws {
        var sim = try Self.manual(interruptible: false)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -300), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        let grab = try sim.apply(.panBegin(at: nil))
        #expect(grab.warnings == [.grabNotInterruptible(.finishing)])
        #expect(grab.events.isEmpty)
        let moved = try sim.apply(.panMove(to: Point(x: 0, y: 300), after: 0.1))
        #expect(moved.warnings.isEmpty && sim.transition?.phase == .finishing)
        _ = try sim.apply(.panEnd(velocity: nil))
        _ = try sim.apply(.settle)
        #expect(sim.transition?.phase == .completed)
    }

    /// `pause` from code, then a pan: the pan continues from the paused percent.
    @Test func aPanAfterPauseContinues() throws {
        var sim = try Self.manual()
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: Point(x: 0, y: -300), after: nil))
        _ = try sim.apply(.panEnd(velocity: nil))
        _ = try sim.apply(.advance(seconds: 0.1))
        _ = try sim.apply(.pause)
        let percent = try #require(sim.transition?.percent)
        let grab = try sim.apply(.panBegin(at: nil))
        #expect(grab.events.isEmpty && grab.warnings.isEmpty)
        _ = try sim.apply(.panMove(to: Point(x: 0, y: 84.4), after: nil))
        #expect(abs((sim.transition?.percent ?? 0) - (percent - 0.1)) < 1e-12)
    }
}
