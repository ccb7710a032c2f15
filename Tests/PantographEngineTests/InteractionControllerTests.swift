import Testing

@testable import PantographEngine
import PantographTestSupport

/// docs/uikit.md, "The interaction controller" and "The transition context": `UIPercentDrivenInteractiveTransition` — update, finish, cancel,
/// completion duration and curve, completionSpeed, pause; docs/cli.md: ignored calls
/// succeed with a warning and change nothing.
@Suite struct InteractionControllerTests {

    /// deeper (D = 0.5) with an interactive present driven by a pan to `percent`.
    static func interactive(percent: Double, _ configure: (inout Settings) -> Void = { _ in }) throws -> Simulator {
        var sim = DeeperFixture.simulator(configure)
        _ = try sim.apply(.panBegin(at: nil))
        _ = try sim.apply(.panMove(to: DeeperFixture.translation(progress: percent, .present), after: nil))
        precondition(sim.transition?.phase == .interactive)
        return sim
    }

    // MARK: - update

    @Test("update clamps to 0…1", arguments: [
        (-0.5, 0.0), (0, 0), (0.3, 0.3), (0.95, 0.95), (1, 1), (1.7, 1),
        (Double.infinity, 1), (-Double.infinity, 0),
    ] as [(Double, Double)])
    func updateClamps(value: Double, percent: Double) throws {
        var sim = try Self.interactive(percent: 0.25)
        let outcome = try sim.apply(.update(value))
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.events.isEmpty)
        #expect(sim.transition?.percent == percent)
        #expect(sim.transition?.phase == .interactive)
    }

    @Test("update(NaN) leaves the percent within 0…1")
    func updateNaN() throws {
        var sim = try Self.interactive(percent: 0.25)
        _ = try sim.apply(.update(.nan))
        let p = try #require(sim.transition?.percent)
        #expect((0...1).contains(p))
    }

    /// States in which an update must be dropped with a warning and change nothing.
    enum NotInteractive: String, Sendable, CaseIterable {
        case nothingYet, finishing, cancelling, completed, cancelled, animating, pausedRefusedNotInterruptible

        /// Why UIKit drops the update.
        var reason: Warning.Reason {
            switch self {
            case .nothingYet, .completed, .cancelled: .noTransitionInFlight
            case .finishing, .pausedRefusedNotInterruptible: .notInteractive(.finishing)
            case .cancelling: .notInteractive(.cancelling)
            case .animating: .notInteractive(.animating)
            }
        }
    }

    static func simulator(_ state: NotInteractive) throws -> Simulator {
        switch state {
        case .nothingYet:
            return DeeperFixture.simulator { $0.clock = .manual }
        case .finishing:
            var sim = try interactive(percent: 0.5) { $0.clock = .manual }
            _ = try sim.apply(.finish)
            return sim
        case .cancelling:
            var sim = try interactive(percent: 0.5) { $0.clock = .manual }
            _ = try sim.apply(.cancel)
            return sim
        case .completed:
            var sim = try interactive(percent: 0.5)
            _ = try sim.apply(.panEnd(velocity: nil))
            return sim
        case .cancelled:
            var sim = try interactive(percent: 0.05)
            _ = try sim.apply(.panEnd(velocity: nil))
            return sim
        case .animating:
            var sim = DeeperFixture.simulator { $0.clock = .manual }
            _ = try sim.apply(.present)
            _ = try sim.apply(.advance(seconds: 0.1))
            return sim
        case .pausedRefusedNotInterruptible:
            var sim = try interactive(percent: 0.5) { $0.clock = .manual }
            _ = try sim.apply(.finish)
            _ = try sim.apply(.advance(seconds: 0.1))
            _ = try sim.apply(.pause)
            return sim
        }
    }

    @Test("update is dropped with a warning when nothing interactive is in flight",
          arguments: NotInteractive.allCases)
    func updateDropped(state: NotInteractive) throws {
        var sim = try Self.simulator(state)
        let before = sim
        let outcome = try sim.apply(.update(0.7))
        #expect(outcome.warnings == [.ignored(.update(0.7), state.reason)])
        #expect(outcome.events.isEmpty)
        #expect(sim == before)
    }

    // MARK: - finish / cancel durations

    @Test("completion time is (1 − p)·D/s for finish and p·D/s for cancel", arguments: [
        // percent, completion speed, duration, cancelling, remaining
        (0.25, 1.0, 0.5, false, 0.375),
        (0.5, 1.0, 0.5, false, 0.25),
        (0.75, 1.0, 0.5, false, 0.125),
        (0.25, 1.0, 0.5, true, 0.125),
        (0.75, 1.0, 0.5, true, 0.375),
        (0.5, 2.0, 0.5, false, 0.125),  // speed 2 halves the time
        (0.5, 2.0, 0.5, true, 0.125),
        (0.75, 0.5, 0.5, true, 0.75),
        (0.5, 1.0, 1.0, false, 0.5),
        (0.25, 4.0, 2.0, true, 0.125),
    ])
    func completionTime(percent: Double, speed: Double, duration: Double, cancelling: Bool, remaining: Double) throws {
        var manual = try Self.interactive(percent: percent) {
            $0.clock = .manual
            $0.completionSpeed = speed
            $0.duration = duration
        }
        let outcome = try manual.apply(cancelling ? .cancel : .finish)
        #expect(outcome.warnings.isEmpty)
        #expect(manual.transition?.phase == (cancelling ? .cancelling : .finishing))
        #expect(isClose(try #require(manual.transition?.remaining), remaining, 1e-12))
        #expect(manual.transition?.percent == percent)  // no time has passed
        #expect(manual.clock == 1.0 / 60)

        // clock auto: the completion runs inside the command; the clock moves by it.
        var auto = try Self.interactive(percent: percent) {
            $0.completionSpeed = speed
            $0.duration = duration
        }
        _ = try auto.apply(cancelling ? .cancel : .finish)
        #expect(auto.transition?.phase == (cancelling ? .cancelled : .completed))
        #expect(auto.transition?.percent == (cancelling ? 0 : 1))
        #expect(auto.transition?.remaining == nil)
        #expect(isClose(auto.clock, 1.0 / 60 + remaining, 1e-12))
    }

    @Test("completionSpeed ≤ 0 acts as 1, with a warning", arguments: [
        (0.0, false), (0.0, true), (-1.0, false), (-3.0, true), (-0.000001, false),
    ])
    func nonPositiveSpeed(speed: Double, cancelling: Bool) throws {
        var sim = try Self.interactive(percent: 0.25) {
            $0.clock = .manual
            $0.completionSpeed = speed
        }
        let outcome = try sim.apply(cancelling ? .cancel : .finish)
        #expect(outcome.warnings == [.completionSpeedActsAsOne(speed)])
        #expect(isClose(try #require(sim.transition?.remaining), cancelling ? 0.125 : 0.375, 1e-12))
        // and it still completes normally
        _ = try sim.apply(.settle)
        #expect(sim.transition?.phase == (cancelling ? .cancelled : .completed))
    }

    /// Setting a speed ≤ 0 says at once that it acts as 1, not only at the next
    /// completion; the boundary is 0 (warned) against the smallest positive setting.
    @Test("set completionSpeed ≤ 0 warns at the set", arguments: [
        (1.0, 0.0, true), (1.0, -0.000001, true), (1.0, -100.0, true), (0.0, -3.0, true),
        (1.0, 0.01, false), (1.0, 2.0, false), (0.0, 0.0, false), (-3.0, 1.0, false),
    ])
    func settingANonPositiveSpeedWarns(from old: Double, to new: Double, warns: Bool) throws {
        var sim = DeeperFixture.simulator { $0.completionSpeed = old }
        var settings = sim.settings
        settings.completionSpeed = new
        let outcome = try sim.apply(.changeSettings(settings))
        #expect(outcome.warnings == (warns ? [.completionSpeedActsAsOne(new)] : []))
        #expect(sim.settings.completionSpeed == new, "the setting is accepted as it was given")
    }

    // MARK: - completion curve

    struct CurveCase: Sendable, CustomTestStringConvertible {
        var curve: TimingCurve
        var points: (Double, Double, Double, Double)
        var testDescription: String { curve.name }
    }

    static let curveCases: [CurveCase] = [
        CurveCase(curve: .easeInOut, points: ReferenceTiming.easeInOut),
        CurveCase(curve: .linear, points: ReferenceTiming.linear),
        CurveCase(curve: .cubic(bezier(0.9, 0.05, 0.1, 0.95)), points: (0.9, 0.05, 0.1, 0.95)),
        CurveCase(curve: .cubic(bezier(0.68, -0.6, 0.32, 1.6)), points: (0.68, -0.6, 0.32, 1.6)),
        CurveCase(curve: .easeOut, points: (0, 0, 0.58, 1)),
    ]

    @Test("finish: p(τ) = p₀ + (1 − p₀)·curve(τ/T)",
          arguments: curveCases, [0.25, 0.75])
    func finishCurve(_ c: CurveCase, p0: Double) throws {
        let total = (1 - p0) * 0.5
        for fraction in [0.1, 0.3, 0.5, 0.8, 0.99] {
            var sim = try Self.interactive(percent: p0) {
                $0.clock = .manual
                $0.completionCurve = c.curve
            }
            _ = try sim.apply(.finish)
            #expect(sim.transition?.run?.curve == c.curve)
            _ = try sim.apply(.advance(seconds: fraction * total))
            // Kept within 0…1 when a custom curve overshoots (Pantograph's decision).
            let expected = min(max(p0 + (1 - p0) * ReferenceTiming.bezier(c.points, at: fraction), 0), 1)
            let percent = try #require(sim.transition?.percent)
            #expect(isClose(percent, expected, 1e-5), "at \(fraction)·T: \(percent) vs \(expected)")
            #expect(sim.transition?.phase == .finishing)
            #expect(isClose(try #require(sim.transition?.remaining), (1 - fraction) * total, 1e-12))
        }
    }

    @Test("cancel: p(τ) = p₀ − p₀·curve(τ/T)", arguments: curveCases, [0.25, 0.75])
    func cancelCurve(_ c: CurveCase, p0: Double) throws {
        let total = p0 * 0.5
        for fraction in [0.1, 0.3, 0.5, 0.8, 0.99] {
            var sim = try Self.interactive(percent: p0) {
                $0.clock = .manual
                $0.completionCurve = c.curve
            }
            _ = try sim.apply(.panCancel)
            _ = try sim.apply(.advance(seconds: fraction * total))
            let expected = min(max(p0 - p0 * ReferenceTiming.bezier(c.points, at: fraction), 0), 1)
            let percent = try #require(sim.transition?.percent)
            #expect(isClose(percent, expected, 1e-5), "at \(fraction)·T: \(percent) vs \(expected)")
            #expect(sim.transition?.phase == .cancelling)
        }
    }

    @Test("the curve in force is the setting at finish time, and the views follow the percent")
    func viewsFollowCompletion() throws {
        var sim = try Self.interactive(percent: 0.5) {
            $0.clock = .manual
            $0.completionCurve = .linear
            $0.scrub = .linear
        }
        _ = try sim.apply(.finish)
        _ = try sim.apply(.advance(seconds: 0.125))  // half of T = 0.25
        #expect(sim.transition?.percent == 0.75)
        // scrub linear: the phantom is 3/4 of the way.
        #expect(isClose(DeeperFixture.view(sim, "image~")?.frame,
                        lerpRect(DeeperFixture.cellImage, DeeperFixture.header, 0.75), 1e-9))
    }

    // MARK: - second finish / cancel

    @Test("a second finish() or cancel() is a no-op with a warning", arguments: [
        (false, false), (false, true), (true, false), (true, true),
    ])
    func secondCompletion(firstCancels: Bool, secondCancels: Bool) throws {
        var sim = try Self.interactive(percent: 0.5) { $0.clock = .manual }
        _ = try sim.apply(firstCancels ? .cancel : .finish)
        _ = try sim.apply(.advance(seconds: 0.05))
        let before = sim
        let outcome = try sim.apply(secondCancels ? .cancel : .finish)
        let completing: Transition.Phase = firstCancels ? .cancelling : .finishing
        #expect(outcome.warnings == [.ignored(secondCancels ? .cancel : .finish, .alreadyCompleting(completing))])
        #expect(outcome.events.isEmpty)
        #expect(sim == before)
        _ = try sim.apply(.settle)
        #expect(sim.transition?.phase == (firstCancels ? .cancelled : .completed))
    }

    @Test("finish()/cancel() with nothing in flight: a warning, nothing changes",
          arguments: [(false, false), (false, true), (true, false), (true, true)])
    func completionWithNothingInFlight(afterATransition: Bool, cancelling: Bool) throws {
        var sim = DeeperFixture.simulator()
        if afterATransition { _ = try sim.apply(.present) }
        let before = sim
        let outcome = try sim.apply(cancelling ? .cancel : .finish)
        #expect(outcome.warnings == [.ignored(cancelling ? .cancel : .finish, .noTransitionInFlight)])
        #expect(outcome.events.isEmpty)
        #expect(sim == before)
    }

    // MARK: - transitionWasCancelled

    @Test("wasCancelled becomes true at cancel, not at the end")
    func wasCancelledAtCancel() throws {
        var sim = try Self.interactive(percent: 0.5) { $0.clock = .manual }
        #expect(sim.transition?.wasCancelled == false)
        let outcome = try sim.apply(.cancel)
        #expect(sim.transition?.wasCancelled == true)
        #expect(sim.transition?.phase == .cancelling)
        #expect(sim.transition?.isInteractive == false)
        #expect(outcome.events == [.cancelInteractiveTransition, .interactionChanged(cancelled: true)])
        _ = try sim.apply(.advance(seconds: 0.1))
        #expect(sim.transition?.wasCancelled == true)
        _ = try sim.apply(.settle)
        #expect(sim.transition?.wasCancelled == true)
        #expect(sim.transition?.phase == .cancelled)
    }

    @Test("finish leaves wasCancelled false and makes the transition non-interactive")
    func finishNotCancelled() throws {
        var sim = try Self.interactive(percent: 0.5) { $0.clock = .manual }
        #expect(sim.transition?.isInteractive == true)
        let outcome = try sim.apply(.finish)
        #expect(sim.transition?.wasCancelled == false)
        #expect(sim.transition?.isInteractive == false)
        #expect(outcome.events == [.finishInteractiveTransition, .interactionChanged(cancelled: false)])
    }

    // MARK: - pause

    @Test("pause is ignored with a warning unless interruptible and finishing/cancelling", arguments: [
        // interruptible, state, why
        (false, "finishing", Warning.Reason.notInterruptible), (false, "cancelling", .notInterruptible),
        (true, "interactive", .notCompleting(.interactive)), (true, "nothing", .noTransitionInFlight),
        (true, "completed", .noTransitionInFlight), (true, "animating", .notCompleting(.animating)),
        (false, "interactive", .notCompleting(.interactive)),
    ])
    func pauseIgnored(interruptible: Bool, state: String, reason: Warning.Reason) throws {
        var sim: Simulator
        switch state {
        case "nothing":
            sim = DeeperFixture.simulator { $0.clock = .manual; $0.interruptible = interruptible }
        case "animating":
            sim = DeeperFixture.simulator { $0.clock = .manual; $0.interruptible = interruptible }
            _ = try sim.apply(.present)
            _ = try sim.apply(.advance(seconds: 0.1))
        default:
            sim = try Self.interactive(percent: 0.5) { $0.clock = .manual; $0.interruptible = interruptible }
            if state == "finishing" { _ = try sim.apply(.finish) }
            if state == "cancelling" { _ = try sim.apply(.cancel) }
            if state == "completed" { _ = try sim.apply(.finish); _ = try sim.apply(.settle) }
            _ = try sim.apply(.advance(seconds: 0.05))
        }
        let before = sim
        let outcome = try sim.apply(.pause)
        #expect(outcome.warnings == [.ignored(.pause, reason)])
        #expect(outcome.events.isEmpty)
        #expect(sim == before)
    }

    @Test("pause stops a finishing/cancelling completion where it is; update and finish work again",
          arguments: [false, true])
    func pauseWorks(cancelling: Bool) throws {
        var sim = try Self.interactive(percent: 0.5) {
            $0.clock = .manual
            $0.interruptible = true
        }
        _ = try sim.apply(cancelling ? .cancel : .finish)
        _ = try sim.apply(.advance(seconds: 0.1))  // 0.1 of T = 0.25
        let curve = ReferenceTiming.bezier(ReferenceTiming.easeInOut, at: 0.4)
        let expected = cancelling ? 0.5 - 0.5 * curve : 0.5 + 0.5 * curve
        let percentBefore = try #require(sim.transition?.percent)
        #expect(isClose(percentBefore, expected, 1e-5))
        let viewsBefore = sim.window
        let clockBefore = sim.clock

        let outcome = try sim.apply(.pause)
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.events == [.pauseInteractiveTransition, .interactionChanged(cancelled: false)])
        #expect(sim.transition?.phase == .paused)
        #expect(sim.transition?.percent == percentBefore)
        #expect(sim.transition?.isInteractive == true)
        #expect(sim.transition?.remaining == nil)
        #expect(sim.window == viewsBefore)
        #expect(!sim.isAnimating)

        // Time no longer moves the percent.
        _ = try sim.apply(.advance(seconds: 1))
        #expect(sim.transition?.percent == percentBefore)
        #expect(sim.transition?.phase == .paused)
        #expect(sim.clock == clockBefore + 1)

        // update works again.
        let update = try sim.apply(.update(0.6))
        #expect(update.warnings.isEmpty)
        #expect(sim.transition?.percent == 0.6)
        #expect(sim.transition?.phase == .interactive)

        // finish completes: (1 − 0.6)·0.5 = 0.2 s.
        let finish = try sim.apply(.finish)
        #expect(finish.warnings.isEmpty)
        #expect(isClose(try #require(sim.transition?.remaining), 0.2, 1e-12))
        let end = try sim.apply(.settle)
        #expect(sim.transition?.phase == .completed)
        #expect(end.events.first == .completeTransition(true))
        #expect(sim.isPresented)
    }

    @Test("finish right after pause: the rest plays from the paused percent")
    func finishRightAfterPause() throws {
        var sim = try Self.interactive(percent: 0.5) {
            $0.clock = .manual
            $0.interruptible = true
        }
        _ = try sim.apply(.cancel)
        _ = try sim.apply(.advance(seconds: 0.125))
        _ = try sim.apply(.pause)
        let p = try #require(sim.transition?.percent)
        _ = try sim.apply(.finish)
        #expect(isClose(try #require(sim.transition?.remaining), (1 - p) * 0.5, 1e-12))
        #expect(sim.transition?.wasCancelled == false)
        _ = try sim.apply(.settle)
        #expect(sim.transition?.phase == .completed)
    }
}
