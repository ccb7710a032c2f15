import PantographEngine

extension Judge {
    /// A trace's release without the simulator: the pan recognizer alone, fed the
    /// trace's touches on the clock, and the scene's mapping at the end.
    ///
    /// It holds where the state `judge` starts from is at rest — no transition in
    /// flight, nothing animating, no finger down — and a pan begun there starts the
    /// scene's percent-driven transition, interactive at 0 (a probe on a copy asks the
    /// engine). From such a state a replayed trace changes nothing the release reads
    /// but the recognizer and the clock: a touch down only records the finger; a move
    /// advances the clock (nothing runs on it, the standalone animations a pan starts
    /// move views only) and moves the recognizer; the move that passes the slop starts
    /// the transition as the probe's did, and later moves update its percent, which
    /// the release does not read; the release is `PanMapping.releaseInput` of the
    /// recognizer's translation and velocity from 0. Screen checks, the order of
    /// errors and the words of a verdict are the replay's (`Replay`, `verdict`).
    ///
    /// `TraceTests` holds its verdicts equal to `verdict`'s, trace by trace, on the
    /// corpus and on traces made to go off the screen, stay in the slop and end in
    /// every way, in several scenes and settings; in any other state `judge` replays.
    struct Release: Sendable {
        let mapping: PanMapping
        let clock: Double
        let slop: Double
        let screen: Rect
        let cap: Double
        /// The state's settings, for its policies: each thread makes its own from them.
        let settings: Settings

        /// The shortcut for `sim`, or nil where `judge` must replay each trace.
        init?(_ sim: Simulator) {
            guard !sim.gesture.isFingerDown, !sim.gesture.isTracking, sim.transition?.isInFlight != true,
                  !sim.isAnimating else { return nil }
            var probe = sim
            guard (try? probe.apply(.panBegin(at: nil))) != nil, case .percentDriven(let mapping, let base)? = probe.drive,
                  base == 0, probe.transition?.isInteractive == true else { return nil }
            self.mapping = mapping
            clock = sim.clock
            slop = sim.settings.slop
            screen = Rect(x: 0, y: 0, width: sim.settings.screen.width, height: sim.settings.screen.height)
            cap = sim.settings.cap
            settings = sim.settings
        }

        /// The policies, as `verdict` takes them from the settings; made once per thread.
        var policies: [any ReleasePolicy] { settings.allPolicies }

        /// Whether the trace has the shape the reader makes, which this follows: a
        /// `began`, moves, and one end.
        static func follows(_ trace: Trace) -> Bool {
            let samples = trace.samples
            guard samples.count >= 2, samples[0].phase == .began, samples[samples.count - 1].phase != .began,
                  samples[samples.count - 1].phase != .moved else { return false }
            for s in samples.dropFirst().dropLast() where s.phase != .moved { return false }
            return true
        }

        /// What `Judge.verdict` gives for `trace` (one that `follows`) on the state this
        /// was made from.
        func verdict(_ trace: Trace, velocity: Replay.Velocity, policies: [any ReleasePolicy]) -> Verdict {
            do throws(ReplayError) {
                guard let (input, bySystem) = try release(trace, velocity: velocity) else {
                    return .notJudged("the finger never moved \(Values.show(slop)) points (the slop): no pan began")
                }
                return .judged(input, bySystem: bySystem,
                               Decisions(policies.lazy.map { bySystem ? $0.decideOnCancel(input) : $0.decideOnEnd(input) }))
            } catch {
                return .notJudged("at line \(error.line): \(error.message)")
            }
        }

        /// The release and whether the system made it; nil when the pan never began.
        private func release(_ trace: Trace, velocity: Replay.Velocity) throws(ReplayError) -> (ReleaseInput, Bool)? {
            let samples = trace.samples
            // `Replay.inputs` refuses a missing logged velocity before any touch is fed.
            if velocity == .logged {
                for s in samples.dropFirst() where s.phase == .ended && s.velocity == nil {
                    throw ReplayError(line: s.line, problem: .noLoggedVelocity)
                }
            }
            var gesture = PanGestureRecognizer()
            var clock = self.clock
            var previous: TraceSample?
            func fail(_ line: Int, _ error: EngineError) -> ReplayError { ReplayError(line: line, problem: .engine(error)) }
            // What the engine refuses of the input a replay feeds (an interval over a
            // day, a velocity past its bound), refused first, as `apply` does.
            func engineChecks(_ input: Input, _ line: Int) throws(ReplayError) {
                do { try input.check() } catch { throw fail(line, error) }
            }
            func check(_ s: TraceSample) throws(ReplayError) {
                guard screen.contains(s.location) else {
                    throw fail(s.line, .locationOutsideScreen(s.location, Size(width: screen.width, height: screen.height)))
                }
            }
            func down(_ s: TraceSample) throws(ReplayError) {
                try engineChecks(.touchDown(at: s.location), s.line)
                try check(s)
                do { try gesture.touchDown(at: s.location, time: clock) } catch { throw fail(s.line, .gesture(error)) }
            }
            func move(_ s: TraceSample, after dt: Double) throws(ReplayError) {
                // The engine's checks of the input (finite, a bounded interval); a move off
                // the screen is replayed, as the engine's touch move takes it (with a
                // warning that `judge` does not print): only the touch down is refused.
                try engineChecks(.touchMove(to: s.location, after: dt), s.line)
                guard gesture.isFingerDown else { throw fail(s.line, .gesture(.noFingerDown)) }
                clock += dt > 0 ? dt : 0
                do { _ = try gesture.touchMove(to: s.location, time: clock, slop: slop) } catch {
                    throw fail(s.line, .gesture(error))
                }
            }
            for s in samples {
                guard let p = previous else {
                    try down(s)
                    previous = s
                    continue
                }
                let dt = s.t - p.t
                switch s.phase {
                case .began:
                    try down(s)
                case .moved:
                    try move(s, after: dt)
                case .ended, .cancelled:
                    if s.location != p.location {
                        try move(s, after: dt)
                    } else if dt > 0 {
                        try engineChecks(.advance(seconds: dt), s.line)
                        clock += dt
                    }
                    if s.phase == .ended, velocity == .logged, let logged = s.velocity {
                        try engineChecks(.touchUpReporting(velocity: logged), s.line)
                    }
                    let wasTracking = gesture.isTracking
                    do {
                        if s.phase == .cancelled {
                            try gesture.touchCancel()
                        } else {
                            try gesture.touchUp(velocity: velocity == .logged ? s.velocity : nil)
                        }
                    } catch { throw fail(s.line, .gesture(error)) }
                    if wasTracking {
                        let input = mapping.releaseInput(translation: gesture.translation, velocity: gesture.velocity,
                                                         from: 0, cap: cap)
                        return (input, s.phase == .cancelled)
                    }
                }
                previous = s
            }
            return nil
        }
    }
}
